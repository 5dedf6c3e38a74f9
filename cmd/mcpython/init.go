package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// mcpClient is an MCP client whose configuration file init edits.
type mcpClient struct {
	name string
	file func(home, project string) string
	// stdioType says whether entries carry "type": "stdio" (Claude Code).
	stdioType bool
}

var mcpClients = map[string]mcpClient{
	"claude":  {name: "Claude Code (user scope)", file: func(home, _ string) string { return filepath.Join(home, ".claude.json") }, stdioType: true},
	"project": {name: "Claude Code (project .mcp.json)", file: func(_, project string) string { return filepath.Join(project, ".mcp.json") }, stdioType: true},
	"cursor":  {name: "Cursor", file: func(home, _ string) string { return filepath.Join(home, ".cursor", "mcp.json") }},
}

// initOptions are init's inputs, resolved at the edge.
type initOptions struct {
	client  string
	write   bool
	name    string
	home    string
	project string
	command string   // absolute path of mcpython
	args    []string // serve and its flags
	now     time.Time
}

// cmdInit prints, or with --write adds, an mcpython entry to an MCP
// client's configuration file.
func cmdInit(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("init", flag.ContinueOnError)
	fs.SetOutput(stderr)
	client := fs.String("client", "claude", "claude (~/.claude.json), project (./.mcp.json) or cursor (~/.cursor/mcp.json)")
	write := fs.Bool("write", false, "add the entry to the file (a backup is written first); without it, print the entry")
	name := fs.String("name", "mcpython", "server `NAME` in the config")
	dataDir := fs.String("data-dir", "", "pass --data-dir `DIR` to serve")
	profile := fs.String("profile", "", "pass --profile to serve (full or minimal)")
	project := fs.String("project-dir", "", "project `DIR` for --client project (default: the current directory)")
	if err := fs.Parse(args); err != nil {
		return exitForFlagError(err)
	}
	if fs.NArg() != 0 {
		fmt.Fprintln(stderr, "usage: mcpython init [--client claude|project|cursor] [--write]")
		return 2
	}
	self, err := os.Executable()
	if err == nil {
		if resolved, rerr := filepath.EvalSymlinks(self); rerr == nil {
			self = resolved
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "mcpython init: %v\n", err)
		return 1
	}
	env := osEnvironment()
	opts := initOptions{client: *client, write: *write, name: *name, home: env.Home, project: *project, command: self, args: []string{"serve"}, now: time.Now()}
	if opts.project == "" {
		opts.project, _ = os.Getwd()
	}
	if *dataDir != "" {
		abs, err := filepath.Abs(expandHome(*dataDir, env))
		if err != nil {
			fmt.Fprintf(stderr, "mcpython init: %v\n", err)
			return 1
		}
		opts.args = append(opts.args, "--data-dir", abs)
	}
	if *profile != "" {
		opts.args = append(opts.args, "--profile", *profile)
	}
	if err := runInit(opts, stdout); err != nil {
		fmt.Fprintf(stderr, "mcpython init: %v\n", err)
		return 1
	}
	return 0
}

// runInit prints the entry or writes it into the client's file.
func runInit(o initOptions, stdout io.Writer) error {
	c, ok := mcpClients[o.client]
	if !ok {
		return fmt.Errorf("unknown client %q: want claude, project or cursor", o.client)
	}
	if strings.TrimSpace(o.name) == "" {
		return errors.New("--name must not be empty")
	}
	path := c.file(o.home, o.project)
	entry := map[string]any{"command": o.command, "args": o.args}
	if c.stdioType {
		entry["type"] = "stdio"
	}
	value, err := json.MarshalIndent(entry, "", "  ")
	if err != nil {
		return err
	}
	if !o.write {
		snippet, _ := json.MarshalIndent(map[string]any{"mcpServers": map[string]any{o.name: entry}}, "", "  ")
		fmt.Fprintf(stdout, "# %s: add this to %s (or run again with --write)\n%s\n", c.name, path, snippet)
		if o.client == "claude" {
			fmt.Fprintf(stdout, "# or: claude mcp add --scope user %s -- %s %s\n", o.name, o.command, strings.Join(o.args, " "))
		}
		return nil
	}
	backup, err := writeEntry(path, o.name, value, o.now)
	if err != nil {
		return err
	}
	if backup != "" {
		fmt.Fprintf(stdout, "added %q to %s (previous version saved as %s)\n", o.name, path, backup)
	} else {
		fmt.Fprintf(stdout, "created %s with %q\n", path, o.name)
	}
	return nil
}

// writeEntry sets mcpServers[name] in the file at path, keeping every other
// key. An existing file is copied to a backup first; the new content
// replaces the file atomically with the same permissions. It returns the
// backup's path ("" when the file did not exist).
func writeEntry(path, name string, value json.RawMessage, now time.Time) (backup string, err error) {
	old, err := os.ReadFile(path)
	exists := err == nil
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return "", err
	}
	updated, err := setNested(old, "mcpServers", name, value)
	if err != nil {
		return "", fmt.Errorf("%s: %w; fix or move the file, nothing was changed", path, err)
	}
	mode := fs.FileMode(0o600)
	if exists {
		if fi, err := os.Stat(path); err == nil {
			mode = fi.Mode().Perm()
		}
		backup = fmt.Sprintf("%s.%s.bak", path, now.UTC().Format("20060102-150405"))
		if err := os.WriteFile(backup, old, mode); err != nil {
			return "", fmt.Errorf("write backup: %w", err)
		}
	} else if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return "", err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return "", err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(updated); err != nil {
		tmp.Close()
		return "", err
	}
	if err := tmp.Chmod(mode); err != nil {
		tmp.Close()
		return "", err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return "", err
	}
	if err := tmp.Close(); err != nil {
		return "", err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return "", err
	}
	return backup, nil
}
