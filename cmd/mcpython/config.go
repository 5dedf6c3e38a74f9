package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/mcpython/mcpython/registry"
	"github.com/mcpython/mcpython/server"
)

// Environment variables read at the edge (and nowhere else).
const (
	envDataDir   = "MCPYTHON_DATA_DIR"
	envHTTPToken = "MCPYTHON_HTTP_TOKEN"
	envMCPConfig = "MCP_CONFIG_PATH"
)

// configFileName is the optional JSON config file in the data dir.
const configFileName = "mcpython.json"

// config is everything serve needs, resolved from flags, then the
// environment, then the data dir's mcpython.json, then defaults. Nothing
// below main reads flags, the environment or the config file.
type config struct {
	DataDir          string
	Registries       []string // --registry folders
	MCPConfigs       []string // explicit mcpServers files
	Timeout          time.Duration
	MaxTimeout       time.Duration
	Memory           int64
	MaxOutput        int
	Profile          server.Profile
	SanitizeOutput   bool
	HTTPAddr         string // "" serves stdio
	HTTPToken        string
	LogFile          string // "" logs to stderr
	LogLevel         slog.Level
	Policy           registry.Policy
	WorkspaceQuota   int64  // 0: the workspace default
	MaxEntries       int64  // 0: the workspace default
	MaxFileSize      int64  // 0: the workspace default
	StartServers     bool   // start downstream servers at start-up
	Store            string // "" the data dir's file; postgres://… PostgreSQL
	HTTPStateless    bool   // no MCP sessions over HTTP (replicas)
	Isolation        string // "none" (in-process runs) or "process" (worker processes)
	Workers          int    // warm worker processes with --isolation process
	MaxRuns          int    // 0: server.Options' default
	MaxRunsPerClient int    // 0: MaxRuns
	ServerMemory     int64  // 0: server.Options' default
	WordVectors      string // word-vector file for search; "" words alone
	SharedPIITokens  bool   // every PII token restorable by every client
}

// fileConfig is mcpython.json. Relative paths in it are relative to the
// data dir. Unknown keys are an error, so a typo does not pass silently.
type fileConfig struct {
	Timeout        *durationValue   `json:"timeout"`
	MaxTimeout     *durationValue   `json:"max_timeout"`
	Memory         *sizeValue       `json:"memory"`
	MaxOutput      *sizeValue       `json:"max_output"`
	Profile        string           `json:"profile"`
	SanitizeOutput *bool            `json:"sanitize_output"`
	Registry       []string         `json:"registry"`
	MCPConfig      []string         `json:"mcp_config"`
	LogFile        string           `json:"log_file"`
	LogLevel       string           `json:"log_level"`
	HTTP           string           `json:"http"`
	HTTPTokenFile  string           `json:"http_token_file"`
	Policy         *registry.Policy `json:"policy"`
	Workspace      struct {
		Quota       *sizeValue `json:"quota"`
		MaxFileSize *sizeValue `json:"max_file_size"`
		MaxEntries  *int64     `json:"max_entries"`
	} `json:"workspace"`
	StartServers  *bool  `json:"start_servers"`
	Store         string `json:"store"`
	HTTPStateless *bool  `json:"http_stateless"`
}

// environment is what config loading may read of the process environment;
// tests pass their own.
type environment struct {
	Getenv func(string) string
	Home   string
}

func osEnvironment() environment {
	home, _ := os.UserHomeDir()
	return environment{Getenv: os.Getenv, Home: home}
}

// defaultDataDir is ~/.mcpython.
func defaultDataDir(env environment) string {
	if env.Home == "" {
		return ".mcpython"
	}
	return filepath.Join(env.Home, ".mcpython")
}

// expandHome turns a leading "~/" into the home directory.
func expandHome(p string, env environment) string {
	if p == "~" {
		return env.Home
	}
	if rest, ok := strings.CutPrefix(p, "~/"); ok && env.Home != "" {
		return filepath.Join(env.Home, rest)
	}
	return p
}

// dataDirOf resolves the data dir from the flag value (may be ""), the
// environment and the default.
func dataDirOf(flagValue string, env environment) string {
	switch {
	case flagValue != "":
		return expandHome(flagValue, env)
	case env.Getenv(envDataDir) != "":
		return expandHome(env.Getenv(envDataDir), env)
	}
	return defaultDataDir(env)
}

// serveFlags are serve's flags; set records which were given, so that an
// explicit flag wins over the config file.
type serveFlags struct {
	fs               *pflag.FlagSet
	dataDir          string
	registries       listValue
	mcpConfigs       listValue
	timeout          durationValue
	maxTimeout       durationValue
	memory           sizeValue
	maxOutput        sizeValue
	profile          string
	sanitizeOutput   bool
	httpAddr         string
	httpTokenFile    string
	logFile          string
	logLevel         string
	store            string
	httpStateless    bool
	isolation        string
	workers          int
	maxRuns          int
	maxRunsPerClient int
	serverMemory     sizeValue
	wordVectors      string
	sharedPIITokens  bool
}

func newServeFlags() *serveFlags {
	f := &serveFlags{
		fs:         pflag.NewFlagSet("serve", pflag.ContinueOnError),
		timeout:    durationValue(server.DefaultTimeout),
		maxTimeout: durationValue(server.DefaultMaxTimeout),
		memory:     sizeValue(server.DefaultMemory),
		maxOutput:  sizeValue(server.DefaultMaxOutput),
	}
	fs := f.fs
	fs.SetOutput(io.Discard) // errors are returned, help is cobra's
	fs.StringVar(&f.dataDir, "data-dir", "", "data `DIR` (default ~/.mcpython, or $"+envDataDir+")")
	fs.Var(&f.registries, "registry", "tool definition `DIR` (repeatable)")
	fs.Var(&f.mcpConfigs, "mcp-config", "mcpServers config `FILE` of downstream servers (repeatable; or $"+envMCPConfig+")")
	fs.Var(&f.timeout, "timeout", "default run time limit: seconds (30) or a duration (30s, 2m)")
	fs.Var(&f.maxTimeout, "max-timeout", "cap on the time limit a call may ask for")
	fs.Var(&f.memory, "memory", "memory limit of a run: bytes or 256MiB, 1GB, …")
	fs.Var(&f.maxOutput, "max-output", "stdout+stderr kept per run: bytes or 100KB, 1MiB, …")
	fs.StringVar(&f.profile, "profile", "full", "`PROFILE`: full (every tool) or minimal (execute_code and search_tools)")
	fs.BoolVar(&f.sanitizeOutput, "sanitize-output", false, "replace PII in execute_code output by default")
	fs.StringVar(&f.httpAddr, "http", "", "serve streamable HTTP on `HOST:PORT` at /mcp instead of stdio")
	fs.StringVar(&f.httpTokenFile, "http-token-file", "", "`FILE` holding the bearer token for --http (or $"+envHTTPToken+")")
	fs.StringVar(&f.logFile, "log-file", "", "write logs to `FILE` instead of stderr")
	fs.StringVar(&f.logLevel, "log-level", "info", "debug, info, warn or error")
	addStoreFlag(fs, &f.store)
	fs.BoolVar(&f.httpStateless, "http-stateless", false, "serve HTTP without MCP sessions, so that replicas behind a load balancer can answer any request (default on with a PostgreSQL store)")
	fs.StringVar(&f.isolation, "isolation", "", "`MODE`: none runs code in the server's process; process runs it in worker processes, so a run that crashes costs only itself (default process with --http, none on stdio)")
	fs.IntVar(&f.workers, "workers", defaultWorkers(), "warm worker processes with --isolation process (`N` runs at once)")
	fs.IntVar(&f.maxRuns, "max-runs", 0, "execute_code runs at once, `N` (default: --workers with process isolation, else 2 per CPU, at least 4); more wait their turn")
	fs.IntVar(&f.maxRunsPerClient, "max-runs-per-client", 0, "runs at once of one client, `N` (default --max-runs); waiting runs start in turn across clients")
	fs.Var(&f.serverMemory, "server-memory", "memory all running runs may reserve together, with live sessions (default 1GiB, at least --memory)")
	fs.StringVar(&f.wordVectors, "word-vectors", "", "GloVe/word2vec text `FILE` whose vectors add meaning similarity to search_tools (default: words alone)")
	fs.BoolVar(&f.sharedPIITokens, "shared-pii-tokens", false, "let every client restore every PII token (default: a token restores only for the HTTP token that minted it)")
	return f
}

// defaultWorkers is one worker per CPU, at least two.
func defaultWorkers() int { return max(2, runtime.NumCPU()) }

// loadServeConfig parses serve's arguments and merges them with the
// environment and the config file.
func loadServeConfig(args []string, env environment) (config, error) {
	f := newServeFlags()
	if err := f.fs.Parse(args); err != nil {
		return config{}, err
	}
	if f.fs.NArg() > 0 {
		return config{}, fmt.Errorf("serve takes no arguments, got %q", f.fs.Args())
	}
	return f.config(env)
}

// config merges the parsed flags with the environment and the config file.
func (f *serveFlags) config(env environment) (config, error) {
	set := map[string]bool{}
	f.fs.Visit(func(fl *pflag.Flag) { set[fl.Name] = true })

	cfg := config{
		DataDir:          dataDirOf(f.dataDir, env),
		Timeout:          time.Duration(f.timeout),
		MaxTimeout:       time.Duration(f.maxTimeout),
		Memory:           int64(f.memory),
		MaxOutput:        int(f.maxOutput),
		Profile:          server.Profile(f.profile),
		SanitizeOutput:   f.sanitizeOutput,
		HTTPAddr:         f.httpAddr,
		LogFile:          expandHome(f.logFile, env),
		Isolation:        f.isolation,
		Workers:          f.workers,
		MaxRuns:          f.maxRuns,
		MaxRunsPerClient: f.maxRunsPerClient,
		ServerMemory:     int64(f.serverMemory),
		WordVectors:      expandHome(f.wordVectors, env),
		SharedPIITokens:  f.sharedPIITokens,
	}
	if cfg.Isolation == "" {
		// HTTP serves many clients, whose sessions a crashing run would all
		// take down; stdio serves one and keeps the fastest path
		cfg.Isolation = map[bool]string{true: "process", false: "none"}[cfg.HTTPAddr != ""]
	}
	file, err := readFileConfig(filepath.Join(cfg.DataDir, configFileName))
	if err != nil {
		return config{}, err
	}
	inDataDir := func(p string) string {
		p = expandHome(p, env)
		if p == "" || filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(cfg.DataDir, p)
	}

	// The config file fills what no flag set.
	if file.Timeout != nil && !set["timeout"] {
		cfg.Timeout = time.Duration(*file.Timeout)
	}
	if file.MaxTimeout != nil && !set["max-timeout"] {
		cfg.MaxTimeout = time.Duration(*file.MaxTimeout)
	}
	if file.Memory != nil && !set["memory"] {
		cfg.Memory = int64(*file.Memory)
	}
	if file.MaxOutput != nil && !set["max-output"] {
		cfg.MaxOutput = int(*file.MaxOutput)
	}
	if file.Profile != "" && !set["profile"] {
		cfg.Profile = server.Profile(file.Profile)
	}
	if file.SanitizeOutput != nil && !set["sanitize-output"] {
		cfg.SanitizeOutput = *file.SanitizeOutput
	}
	if file.HTTP != "" && !set["http"] {
		cfg.HTTPAddr = file.HTTP
	}
	if file.LogFile != "" && !set["log-file"] {
		cfg.LogFile = inDataDir(file.LogFile)
	}
	level := f.logLevel
	if file.LogLevel != "" && !set["log-level"] {
		level = file.LogLevel
	}
	if err := cfg.LogLevel.UnmarshalText([]byte(level)); err != nil {
		return config{}, fmt.Errorf("log level %q: want debug, info, warn or error", level)
	}
	if file.Policy != nil {
		cfg.Policy = *file.Policy
	}
	if file.Workspace.Quota != nil {
		cfg.WorkspaceQuota = int64(*file.Workspace.Quota)
	}
	if file.Workspace.MaxEntries != nil {
		cfg.MaxEntries = *file.Workspace.MaxEntries
	}
	if file.Workspace.MaxFileSize != nil {
		cfg.MaxFileSize = int64(*file.Workspace.MaxFileSize)
	}
	if file.StartServers != nil {
		cfg.StartServers = *file.StartServers
	}
	switch {
	case f.store != "":
		cfg.Store = f.store
	case env.Getenv(envStore) != "":
		cfg.Store = env.Getenv(envStore)
	default:
		cfg.Store = file.Store
	}
	cfg.HTTPStateless = strings.HasPrefix(cfg.Store, "postgres")
	if file.HTTPStateless != nil {
		cfg.HTTPStateless = *file.HTTPStateless
	}
	if set["http-stateless"] {
		cfg.HTTPStateless = f.httpStateless
	}

	// Lists add up: the file's, then the environment's, then the flags'
	// (later mcp configs take precedence in the registry).
	for _, d := range file.Registry {
		cfg.Registries = append(cfg.Registries, inDataDir(d))
	}
	for _, d := range f.registries {
		cfg.Registries = append(cfg.Registries, expandHome(d, env))
	}
	for _, p := range file.MCPConfig {
		cfg.MCPConfigs = append(cfg.MCPConfigs, inDataDir(p))
	}
	if v := env.Getenv(envMCPConfig); v != "" {
		for _, p := range filepath.SplitList(v) {
			if p != "" {
				cfg.MCPConfigs = append(cfg.MCPConfigs, expandHome(p, env))
			}
		}
	}
	for _, p := range f.mcpConfigs {
		cfg.MCPConfigs = append(cfg.MCPConfigs, expandHome(p, env))
	}

	// The token: flag file, then environment, then the config file's file.
	switch {
	case f.httpTokenFile != "":
		cfg.HTTPToken, err = readToken(expandHome(f.httpTokenFile, env))
	case env.Getenv(envHTTPToken) != "":
		cfg.HTTPToken = strings.TrimSpace(env.Getenv(envHTTPToken))
	case file.HTTPTokenFile != "":
		cfg.HTTPToken, err = readToken(inDataDir(file.HTTPTokenFile))
	}
	if err != nil {
		return config{}, err
	}
	if cfg.HTTPToken != "" && cfg.HTTPAddr == "" {
		cfg.HTTPToken = "" // stdio needs none; keep it out of memory
	}
	if cfg.HTTPAddr != "" {
		if err := server.CheckListenAddr(cfg.HTTPAddr, cfg.HTTPToken); err != nil {
			return config{}, err
		}
	}
	switch {
	case cfg.Profile != server.ProfileFull && cfg.Profile != server.ProfileMinimal:
		return config{}, fmt.Errorf("profile %q: want full or minimal", cfg.Profile)
	case cfg.Timeout <= 0 || cfg.MaxTimeout <= 0:
		return config{}, fmt.Errorf("timeouts must be positive (timeout %s, max timeout %s)", cfg.Timeout, cfg.MaxTimeout)
	case cfg.Timeout > cfg.MaxTimeout:
		return config{}, fmt.Errorf("timeout %s is above max timeout %s", cfg.Timeout, cfg.MaxTimeout)
	case cfg.Memory <= 0 || cfg.MaxOutput <= 0:
		return config{}, fmt.Errorf("memory and max output must be positive")
	case cfg.Isolation != "none" && cfg.Isolation != "process":
		return config{}, fmt.Errorf("isolation %q: want none or process", cfg.Isolation)
	case cfg.Workers < 1:
		return config{}, fmt.Errorf("workers must be 1 or more, not %d", cfg.Workers)
	case cfg.MaxRuns < 0 || cfg.MaxRunsPerClient < 0 || cfg.ServerMemory < 0:
		return config{}, fmt.Errorf("max runs, max runs per client and server memory must be positive (or 0 for the default)")
	case cfg.MaxRunsPerClient > 0 && cfg.MaxRuns > 0 && cfg.MaxRunsPerClient > cfg.MaxRuns:
		return config{}, fmt.Errorf("max runs per client %d is above max runs %d", cfg.MaxRunsPerClient, cfg.MaxRuns)
	}
	if err := cfg.Policy.Validate(); err != nil {
		return config{}, fmt.Errorf("%s: %w", configFileName, err)
	}
	return cfg, nil
}

// readFileConfig reads mcpython.json; a missing file is an empty config.
func readFileConfig(path string) (fileConfig, error) {
	var fc fileConfig
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return fc, nil
	}
	if err != nil {
		return fc, fmt.Errorf("config file: %w", err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&fc); err != nil {
		return fc, fmt.Errorf("config file %s: %w", path, err)
	}
	return fc, nil
}

// readToken reads a bearer token file (surrounding white space ignored).
func readToken(path string) (string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("http token file: %w", err)
	}
	tok := strings.TrimSpace(string(data))
	if tok == "" {
		return "", fmt.Errorf("http token file %s is empty", path)
	}
	return tok, nil
}
