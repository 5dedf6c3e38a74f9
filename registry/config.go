package registry

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/mcpython/mcpython/internal/lazy"
)

// ServerConfig is one downstream server, as Claude Code writes it in
// mcpServers: {command, args, env} for stdio, {type: "http"|"sse", url,
// headers} for HTTP. Values are already resolved (env:VAR and ${VAR}).
type ServerConfig struct {
	Name    string            `json:"-"`
	Type    string            `json:"type,omitempty"` // "stdio", "http" or "sse"
	Command string            `json:"command,omitempty"`
	Args    []string          `json:"args,omitempty"`
	Env     map[string]string `json:"env,omitempty"`
	URL     string            `json:"url,omitempty"`
	Headers map[string]string `json:"headers,omitempty"`
	// Origin is the file the entry came from.
	Origin string `json:"-"`
}

// ConfigSources says where LoadConfig looks. Nothing is read from the real
// home directory or working directory unless the caller passes them.
type ConfigSources struct {
	// Home is the user's home directory: Home/.claude.json gives the global
	// mcpServers and those of projects[Cwd]. Empty skips it.
	Home string
	// Cwd is the project directory: Cwd/.mcp.json. Empty skips it.
	Cwd string
	// Files are explicit config files (--mcp-config, MCP_CONFIG_PATH), in
	// increasing precedence. A missing explicit file is an error.
	Files []string
	// Getenv resolves env:VAR and ${VAR}; nil resolves nothing (such entries
	// are skipped with a problem).
	Getenv func(string) string
	// Self is the path of the running mcpython binary: entries that would
	// start it are skipped, as are commands named mcpython.
	Self string
}

// LoadConfig reads mcpServers from, in increasing precedence, the global
// section of Home/.claude.json, its projects[Cwd] section, Cwd/.mcp.json and
// the explicit Files; a later entry replaces an earlier one of the same name.
// Entries that cannot be used are skipped and reported as problems; the
// error is for an explicit file that cannot be read or parsed.
func LoadConfig(src ConfigSources) ([]ServerConfig, []Problem, error) {
	merged := map[string]ServerConfig{}
	var problems []Problem
	addAll := func(origin string, servers map[string]json.RawMessage) {
		for name, raw := range servers {
			sc, err := parseServer(name, raw, src)
			if err != nil {
				problems = append(problems, Problem{Path: origin + "#" + name, Err: err})
				continue
			}
			if sc.Name == "" {
				continue // the entry starts mcpython itself
			}
			sc.Origin = origin
			merged[name] = sc
		}
	}
	if src.Home != "" {
		path := filepath.Join(src.Home, ".claude.json")
		var doc struct {
			MCPServers map[string]json.RawMessage `json:"mcpServers"`
			Projects   map[string]struct {
				MCPServers map[string]json.RawMessage `json:"mcpServers"`
			} `json:"projects"`
		}
		if err := readJSONFile(path, &doc); err != nil && !errors.Is(err, fs.ErrNotExist) {
			problems = append(problems, Problem{Path: path, Err: err})
		} else {
			addAll(path, doc.MCPServers)
			if src.Cwd != "" {
				if p, ok := doc.Projects[src.Cwd]; ok {
					addAll(path+"#projects["+src.Cwd+"]", p.MCPServers)
				}
			}
		}
	}
	if src.Cwd != "" {
		path := filepath.Join(src.Cwd, ".mcp.json")
		var doc struct {
			MCPServers map[string]json.RawMessage `json:"mcpServers"`
		}
		if err := readJSONFile(path, &doc); err != nil && !errors.Is(err, fs.ErrNotExist) {
			problems = append(problems, Problem{Path: path, Err: err})
		} else {
			addAll(path, doc.MCPServers)
		}
	}
	for _, path := range src.Files {
		var doc struct {
			MCPServers map[string]json.RawMessage `json:"mcpServers"`
		}
		if err := readJSONFile(path, &doc); err != nil {
			return nil, problems, fmt.Errorf("mcp config %s: %w", path, err)
		}
		addAll(path, doc.MCPServers)
	}
	out := make([]ServerConfig, 0, len(merged))
	for _, sc := range merged {
		out = append(out, sc)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	sort.Slice(problems, func(i, j int) bool { return problems[i].Path < problems[j].Path })
	return out, problems, nil
}

func readJSONFile(path string, v any) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("invalid JSON: %w", err)
	}
	return nil
}

// parseServer decodes and resolves one mcpServers entry. It returns a config
// with an empty Name for an entry that starts mcpython itself.
func parseServer(name string, raw json.RawMessage, src ConfigSources) (ServerConfig, error) {
	if strings.TrimSpace(name) == "" || strings.ContainsAny(name, " \t\r\n/") {
		return ServerConfig{}, fmt.Errorf("server name %q: use letters, digits, '-', '_' or '.'", name)
	}
	var sc ServerConfig
	if err := json.Unmarshal(raw, &sc); err != nil {
		return ServerConfig{}, fmt.Errorf("invalid entry: %w", err)
	}
	sc.Name = name
	var err error
	resolve := func(s string) string {
		if err != nil {
			return s
		}
		var v string
		v, err = resolveValue(s, src.Getenv)
		return v
	}
	sc.Command = resolve(sc.Command)
	for i := range sc.Args {
		sc.Args[i] = resolve(sc.Args[i])
	}
	for k, v := range sc.Env {
		sc.Env[k] = resolve(v)
	}
	sc.URL = resolve(sc.URL)
	for k, v := range sc.Headers {
		sc.Headers[k] = resolve(v)
	}
	if err != nil {
		return ServerConfig{}, err
	}
	switch strings.ToLower(sc.Type) {
	case "", "stdio":
		switch {
		case sc.Command != "":
			sc.Type = "stdio"
		case sc.URL != "":
			sc.Type = "http"
		default:
			return ServerConfig{}, errors.New(`needs "command" (stdio) or "url" (http)`)
		}
	case "http", "streamable-http", "streamablehttp":
		sc.Type = "http"
	case "sse":
		sc.Type = "sse"
	default:
		return ServerConfig{}, fmt.Errorf("type %q: want stdio, http or sse", sc.Type)
	}
	if sc.Type == "stdio" && sc.Command == "" {
		return ServerConfig{}, errors.New(`stdio server needs "command"`)
	}
	if sc.Type != "stdio" && sc.URL == "" {
		return ServerConfig{}, fmt.Errorf(`%s server needs "url"`, sc.Type)
	}
	if sc.Type == "stdio" && startsSelf(sc.Command, src.Self) {
		return ServerConfig{}, nil
	}
	return sc, nil
}

// startsSelf reports whether a command would start mcpython itself.
func startsSelf(command, self string) bool {
	base := strings.TrimSuffix(filepath.Base(command), ".exe")
	if base == "mcpython" {
		return true
	}
	if self == "" {
		return false
	}
	if filepath.Clean(command) == filepath.Clean(self) {
		return true
	}
	a, errA := filepath.EvalSymlinks(command)
	b, errB := filepath.EvalSymlinks(self)
	return errA == nil && errB == nil && a == b
}

// envRef matches ${VAR} and ${VAR:-default}, Claude Code's expansion syntax.
// Compiled at the first use.
var envRef = lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}`)
}}

// resolveValue reads "env:VAR" (the whole value) and ${VAR} references from
// the environment. An unset variable without a default is an error.
func resolveValue(s string, getenv func(string) string) (string, error) {
	lookup := func(name string) (string, bool) {
		if getenv == nil {
			return "", false
		}
		v := getenv(name)
		return v, v != ""
	}
	if name, ok := strings.CutPrefix(s, "env:"); ok && name != "" && !strings.ContainsAny(name, " /:") {
		v, ok := lookup(name)
		if !ok {
			return "", fmt.Errorf("environment variable %s is not set", name)
		}
		return v, nil
	}
	var missing string
	re := envRef.Get()
	out := re.ReplaceAllStringFunc(s, func(m string) string {
		sub := re.FindStringSubmatch(m)
		if v, ok := lookup(sub[1]); ok {
			return v
		}
		if strings.Contains(m, ":-") {
			return sub[2]
		}
		if missing == "" {
			missing = sub[1]
		}
		return m
	})
	if missing != "" {
		return "", fmt.Errorf("environment variable %s is not set", missing)
	}
	return out, nil
}
