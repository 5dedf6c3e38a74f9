package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"
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

// newInitCmd is "mcpython init": print, or with --write add, the
// mcpython entry of an MCP client's configuration file.
func newInitCmd() *cobra.Command {
	var o initOptions
	var dataDir, profile string
	cmd := &cobra.Command{
		Use:   "init [--client claude|project|cursor] [--write]",
		Short: "Print (or with --write add) the mcpython entry of an MCP client config",
		Long: `Print the mcpython entry for an MCP client's configuration, or with --write add it
to the file: the file is backed up first, every other key is kept, and running it
again when the entry is already there changes nothing.`,
		Example: `  mcpython init
  mcpython init --client project --write
  mcpython init --client cursor --data-dir ~/work/.mcpython --profile minimal --write`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			self, err := os.Executable()
			if err != nil {
				return fmt.Errorf("find the mcpython binary: %w", err)
			}
			if resolved, rerr := filepath.EvalSymlinks(self); rerr == nil {
				self = resolved
			}
			env := osEnvironment()
			o.home, o.command, o.args, o.now = env.Home, self, []string{"serve"}, time.Now()
			if o.project == "" {
				if o.project, err = os.Getwd(); err != nil {
					return err
				}
			}
			if dataDir != "" {
				abs, err := filepath.Abs(expandHome(dataDir, env))
				if err != nil {
					return err
				}
				o.args = append(o.args, "--data-dir", abs)
			}
			if profile != "" {
				o.args = append(o.args, "--profile", profile)
			}
			return runInit(o, cmd.OutOrStdout())
		},
	}
	fs := cmd.Flags()
	fs.StringVar(&o.client, "client", "claude", "claude (~/.claude.json), project (./.mcp.json) or cursor (~/.cursor/mcp.json)")
	fs.BoolVar(&o.write, "write", false, "add the entry to the file (a backup is written first); without it, print the entry")
	fs.StringVar(&o.name, "name", "mcpython", "server `NAME` in the config")
	fs.StringVar(&dataDir, "data-dir", "", "pass --data-dir `DIR` to serve")
	fs.StringVar(&profile, "profile", "", "pass --profile to serve (full or minimal)")
	fs.StringVar(&o.project, "project-dir", "", "project `DIR` for --client project (default: the current directory)")
	return cmd
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
	res, err := writeEntry(path, o.name, value, o.now)
	if err != nil {
		return err
	}
	switch {
	case res.unchanged:
		fmt.Fprintf(stdout, "already configured: %s has this %q entry; nothing was changed\n", path, o.name)
	case res.backup == "":
		fmt.Fprintf(stdout, "created %s with %q\n", path, o.name)
	case res.replaced:
		fmt.Fprintf(stdout, "updated %q in %s (previous version saved as %s)\n", o.name, path, res.backup)
	default:
		fmt.Fprintf(stdout, "added %q to %s (previous version saved as %s)\n", o.name, path, res.backup)
	}
	return nil
}

// writeResult says what writeEntry did.
type writeResult struct {
	backup    string // the copy of the file as it was; "" when it did not exist
	replaced  bool   // an entry of that name was there with other settings
	unchanged bool   // the same entry was there: nothing written
}

// writeEntry sets mcpServers[name] in the file at path, keeping every other
// key. An existing file is copied to a backup of its own first; the new
// content replaces the file atomically with the same permissions. An entry
// that is already there as wanted leaves the file alone.
func writeEntry(path, name string, value json.RawMessage, now time.Time) (res writeResult, err error) {
	old, err := os.ReadFile(path)
	exists := err == nil
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return res, err
	}
	current, found, err := getNested(old, "mcpServers", name)
	if err != nil {
		return res, fmt.Errorf("%s: %w; fix or move the file, nothing was changed", path, err)
	}
	if found && sameJSON(current, value) {
		return writeResult{unchanged: true}, nil
	}
	res.replaced = found
	updated, err := setNested(old, "mcpServers", name, value)
	if err != nil {
		return res, fmt.Errorf("%s: %w; fix or move the file, nothing was changed", path, err)
	}
	mode := fs.FileMode(0o600)
	if exists {
		if fi, err := os.Stat(path); err == nil {
			mode = fi.Mode().Perm()
		}
		if res.backup, err = writeBackup(path, old, mode, now); err != nil {
			return res, err
		}
	} else if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return res, err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return res, err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(updated); err != nil {
		tmp.Close()
		return res, err
	}
	if err := tmp.Chmod(mode); err != nil {
		tmp.Close()
		return res, err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return res, err
	}
	if err := tmp.Close(); err != nil {
		return res, err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return res, err
	}
	return res, nil
}

// writeBackup copies the old file to PATH.YYYYMMDD-HHMMSS.bak, or with -2,
// -3, … when that name is taken (two writes in one second), never
// overwriting an earlier backup.
func writeBackup(path string, old []byte, mode fs.FileMode, now time.Time) (string, error) {
	stamp := now.UTC().Format("20060102-150405")
	for n := 1; n < 1000; n++ {
		name := fmt.Sprintf("%s.%s.bak", path, stamp)
		if n > 1 {
			name = fmt.Sprintf("%s.%s-%d.bak", path, stamp, n)
		}
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", fmt.Errorf("write backup: %w", err)
		}
		if _, err := f.Write(old); err != nil {
			_ = f.Close()
			return "", fmt.Errorf("write backup: %w", err)
		}
		if err := f.Close(); err != nil {
			return "", fmt.Errorf("write backup: %w", err)
		}
		return name, nil
	}
	return "", fmt.Errorf("write backup: too many backups of %s at %s", path, stamp)
}
