package registry

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLoadConfigPrecedence(t *testing.T) {
	home, cwd := t.TempDir(), t.TempDir()
	env := map[string]string{"GH_TOKEN": "ghp_x", "API_KEY": "k1"}
	getenv := func(k string) string { return env[k] }

	writeJSON(t, filepath.Join(home, ".claude.json"), map[string]any{
		"mcpServers": map[string]any{
			"github": map[string]any{"command": "gh-global"},
			"memory": map[string]any{"command": "mem", "args": []string{"--x"}},
			"self":   map[string]any{"command": "/usr/local/bin/mcpython", "args": []string{"serve"}},
		},
		"projects": map[string]any{
			cwd:          map[string]any{"mcpServers": map[string]any{"github": map[string]any{"command": "gh-project-home"}}},
			"/elsewhere": map[string]any{"mcpServers": map[string]any{"other": map[string]any{"command": "x"}}},
		},
	})
	writeJSON(t, filepath.Join(cwd, ".mcp.json"), map[string]any{"mcpServers": map[string]any{
		"github": map[string]any{"command": "gh-dotmcp", "env": map[string]any{"GITHUB_TOKEN": "env:GH_TOKEN"}},
		"api":    map[string]any{"type": "http", "url": "https://api.example/mcp", "headers": map[string]any{"Authorization": "Bearer ${API_KEY}", "X-Team": "${TEAM:-core}"}},
		"broken": map[string]any{"type": "ftp", "url": "x"},
		"nokey":  map[string]any{"command": "x", "env": map[string]any{"T": "env:MISSING"}},
	}})
	explicit := filepath.Join(t.TempDir(), "extra.json")
	writeJSON(t, explicit, map[string]any{"mcpServers": map[string]any{"memory": map[string]any{"command": "mem-explicit"}}})

	servers, problems, err := LoadConfig(ConfigSources{Home: home, Cwd: cwd, Files: []string{explicit}, Getenv: getenv})
	require.NoError(t, err)
	byName := map[string]ServerConfig{}
	for _, s := range servers {
		byName[s.Name] = s
	}
	assert.Len(t, servers, 3, "github, memory, api; self skipped, broken and nokey reported")
	assert.Equal(t, "gh-dotmcp", byName["github"].Command)
	assert.Equal(t, "ghp_x", byName["github"].Env["GITHUB_TOKEN"])
	assert.Equal(t, "stdio", byName["github"].Type)
	assert.Equal(t, "mem-explicit", byName["memory"].Command)
	assert.Equal(t, "http", byName["api"].Type)
	assert.Equal(t, "Bearer k1", byName["api"].Headers["Authorization"])
	assert.Equal(t, "core", byName["api"].Headers["X-Team"])
	require.Len(t, problems, 2)
	assert.Contains(t, problems[0].Path, "#broken")
	assert.Contains(t, problems[0].Err.Error(), "type")
	assert.Contains(t, problems[1].Path, "#nokey")
	assert.Contains(t, problems[1].Err.Error(), "MISSING is not set")
}

func TestLoadConfigSkipsSelf(t *testing.T) {
	cwd := t.TempDir()
	self := filepath.Join(cwd, "bin", "mcpy")
	require.NoError(t, os.MkdirAll(filepath.Dir(self), 0o755))
	require.NoError(t, os.WriteFile(self, []byte("#!/bin/sh\n"), 0o755))
	writeJSON(t, filepath.Join(cwd, ".mcp.json"), map[string]any{"mcpServers": map[string]any{
		"me":    map[string]any{"command": self},
		"named": map[string]any{"command": "mcpython"},
		"other": map[string]any{"command": "node", "args": []string{"server.js"}},
	}})
	servers, problems, err := LoadConfig(ConfigSources{Cwd: cwd, Self: self})
	require.NoError(t, err)
	require.Empty(t, problems)
	require.Len(t, servers, 1)
	assert.Equal(t, "other", servers[0].Name)
}

func TestLoadConfigErrors(t *testing.T) {
	_, _, err := LoadConfig(ConfigSources{Files: []string{filepath.Join(t.TempDir(), "missing.json")}})
	require.Error(t, err, "a missing explicit file is an error")

	home := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(home, ".claude.json"), []byte("{not json"), 0o600))
	servers, problems, err := LoadConfig(ConfigSources{Home: home, Cwd: t.TempDir()})
	require.NoError(t, err, "a broken global file is reported, not fatal")
	assert.Empty(t, servers)
	require.Len(t, problems, 1)
	assert.Contains(t, problems[0].Err.Error(), "invalid JSON")

	servers, problems, err = LoadConfig(ConfigSources{})
	require.NoError(t, err)
	assert.Empty(t, servers)
	assert.Empty(t, problems)
}
