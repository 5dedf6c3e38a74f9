package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func initOpts(t *testing.T, client string, write bool) initOptions {
	return initOptions{
		client: client, write: write, name: "mcpython",
		home: t.TempDir(), project: t.TempDir(),
		command: "/usr/local/bin/mcpython", args: []string{"serve"},
		now: time.Date(2025, 6, 7, 8, 9, 10, 0, time.UTC),
	}
}

func TestInitPrints(t *testing.T) {
	o := initOpts(t, "claude", false)
	var out bytes.Buffer
	require.NoError(t, runInit(o, &out))
	s := out.String()
	assert.Contains(t, s, filepath.Join(o.home, ".claude.json"))
	assert.Contains(t, s, `"command": "/usr/local/bin/mcpython"`)
	assert.Contains(t, s, `"type": "stdio"`)
	assert.Contains(t, s, "claude mcp add --scope user mcpython -- /usr/local/bin/mcpython serve")
	_, err := os.Stat(filepath.Join(o.home, ".claude.json"))
	assert.True(t, os.IsNotExist(err), "printing writes nothing")
}

// TestInitWriteKeepsEverythingElse adds the entry to a file with other
// keys and servers: they stay, in order, and the old file is backed up.
func TestInitWriteKeepsEverythingElse(t *testing.T) {
	o := initOpts(t, "claude", true)
	path := filepath.Join(o.home, ".claude.json")
	old := `{
  "numStartups": 12,
  "projects": {"/p": {"mcpServers": {}, "allowedTools": ["x"]}},
  "mcpServers": {
    "github": {"command": "gh-mcp", "args": ["--x"], "env": {"TOKEN": "t"}},
    "mcpython": {"command": "/old/mcpython", "args": ["serve"]}
  },
  "zeta": [1, 2.50, "ü"]
}`
	require.NoError(t, os.WriteFile(path, []byte(old), 0o640))
	var out bytes.Buffer
	require.NoError(t, runInit(o, &out))

	backup := path + ".20250607-080910.bak"
	assert.Contains(t, out.String(), backup)
	saved, err := os.ReadFile(backup)
	require.NoError(t, err)
	assert.Equal(t, old, string(saved), "the backup is the file as it was")

	data, err := os.ReadFile(path)
	require.NoError(t, err)
	fi, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o640), fi.Mode().Perm(), "permissions kept")

	text := string(data)
	order := []string{`"numStartups"`, `"projects"`, `"mcpServers"`, `"github"`, `"mcpython"`, `"zeta"`}
	last := -1
	for _, k := range order {
		i := strings.Index(text, k)
		require.Greater(t, i, last, "%s out of order in\n%s", k, text)
		last = i
	}
	assert.Contains(t, text, "2.50", "numbers kept as written")
	var doc struct {
		NumStartups int                        `json:"numStartups"`
		Projects    map[string]any             `json:"projects"`
		MCPServers  map[string]json.RawMessage `json:"mcpServers"`
		Zeta        []any                      `json:"zeta"`
	}
	require.NoError(t, json.Unmarshal(data, &doc))
	assert.Equal(t, 12, doc.NumStartups)
	assert.Contains(t, doc.Projects, "/p")
	assert.JSONEq(t, `{"command": "gh-mcp", "args": ["--x"], "env": {"TOKEN": "t"}}`, string(doc.MCPServers["github"]))
	assert.JSONEq(t, `{"type": "stdio", "command": "/usr/local/bin/mcpython", "args": ["serve"]}`, string(doc.MCPServers["mcpython"]))
	assert.Len(t, doc.MCPServers, 2, "the entry was replaced, not duplicated")
}

func TestInitWriteCreates(t *testing.T) {
	for _, client := range []string{"cursor", "project"} {
		t.Run(client, func(t *testing.T) {
			o := initOpts(t, client, true)
			o.args = []string{"serve", "--profile", "minimal"}
			var out bytes.Buffer
			require.NoError(t, runInit(o, &out))
			path := filepath.Join(o.home, ".cursor", "mcp.json")
			if client == "project" {
				path = filepath.Join(o.project, ".mcp.json")
			}
			assert.Contains(t, out.String(), "created "+path)
			data, err := os.ReadFile(path)
			require.NoError(t, err)
			var doc map[string]map[string]map[string]any
			require.NoError(t, json.Unmarshal(data, &doc))
			entry := doc["mcpServers"]["mcpython"]
			assert.Equal(t, []any{"serve", "--profile", "minimal"}, entry["args"])
			_, hasType := entry["type"]
			assert.Equal(t, client == "project", hasType, "Claude Code entries say type stdio; Cursor's do not")
		})
	}
}

func TestInitRefusesBrokenFile(t *testing.T) {
	o := initOpts(t, "claude", true)
	path := filepath.Join(o.home, ".claude.json")
	for _, bad := range []string{`{"mcpServers": `, `[1, 2]`, `{"mcpServers": []}`, `{} {}`} {
		require.NoError(t, os.WriteFile(path, []byte(bad), 0o600))
		err := runInit(o, &bytes.Buffer{})
		require.Error(t, err, bad)
		assert.Contains(t, err.Error(), "nothing was changed")
		data, _ := os.ReadFile(path)
		assert.Equal(t, bad, string(data))
	}
	o.client = "vscode"
	assert.ErrorContains(t, runInit(o, &bytes.Buffer{}), `unknown client "vscode"`)
}

func TestSetNested(t *testing.T) {
	out, err := setNested(nil, "mcpServers", "m", json.RawMessage(`{"a":1}`))
	require.NoError(t, err)
	assert.Equal(t, "{\n  \"mcpServers\": {\n    \"m\": {\n      \"a\": 1\n    }\n  }\n}\n", string(out))
	out, err = setNested([]byte(`{"mcpServers": null, "b": true}`), "mcpServers", "m", json.RawMessage(`2`))
	require.NoError(t, err)
	assert.JSONEq(t, `{"mcpServers": {"m": 2}, "b": true}`, string(out))
}
