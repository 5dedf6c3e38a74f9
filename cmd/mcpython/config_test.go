package main

import (
	"log/slog"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/server"
)

// fakeEnv is an environment with a temporary home and the given variables.
func fakeEnv(t *testing.T, vars map[string]string) environment {
	return environment{Home: t.TempDir(), Getenv: func(k string) string { return vars[k] }}
}

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o700))
	require.NoError(t, os.WriteFile(path, []byte(content), 0o600))
}

func TestServeConfigDefaults(t *testing.T) {
	env := fakeEnv(t, nil)
	cfg, err := loadServeConfig(nil, env)
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(env.Home, ".mcpython"), cfg.DataDir)
	assert.Equal(t, 30*time.Second, cfg.Timeout)
	assert.Equal(t, 300*time.Second, cfg.MaxTimeout)
	assert.Equal(t, int64(256<<20), cfg.Memory)
	assert.Equal(t, 100_000, cfg.MaxOutput)
	assert.Equal(t, server.ProfileFull, cfg.Profile)
	assert.Equal(t, slog.LevelInfo, cfg.LogLevel)
	assert.Empty(t, cfg.HTTPAddr)
	assert.False(t, cfg.SanitizeOutput)
}

func TestServeConfigPrecedence(t *testing.T) {
	dataDir := filepath.Join(t.TempDir(), "data")
	env := fakeEnv(t, map[string]string{envDataDir: dataDir, envMCPConfig: "/a.json" + string(os.PathListSeparator) + "/b.json"})
	writeFile(t, filepath.Join(dataDir, configFileName), `{
		"timeout": "10s", "max_timeout": 120, "memory": "64MiB", "max_output": 5000,
		"profile": "minimal", "sanitize_output": true, "registry": ["defs"], "mcp_config": ["servers.json"],
		"log_file": "logs/server.log", "log_level": "debug",
		"policy": {"servers": {"github": {"deny": ["delete_*"], "rate": {"per_second": 2}}}},
		"workspace": {"quota": "1GiB", "max_file_size": "20MiB"}
	}`)

	t.Run("file fills in", func(t *testing.T) {
		cfg, err := loadServeConfig(nil, env)
		require.NoError(t, err)
		assert.Equal(t, dataDir, cfg.DataDir, "data dir from the environment")
		assert.Equal(t, 10*time.Second, cfg.Timeout)
		assert.Equal(t, 120*time.Second, cfg.MaxTimeout)
		assert.Equal(t, int64(64<<20), cfg.Memory)
		assert.Equal(t, 5000, cfg.MaxOutput)
		assert.Equal(t, server.ProfileMinimal, cfg.Profile)
		assert.True(t, cfg.SanitizeOutput)
		assert.Equal(t, []string{filepath.Join(dataDir, "defs")}, cfg.Registries, "relative to the data dir")
		assert.Equal(t, []string{filepath.Join(dataDir, "servers.json"), "/a.json", "/b.json"}, cfg.MCPConfigs)
		assert.Equal(t, filepath.Join(dataDir, "logs/server.log"), cfg.LogFile)
		assert.Equal(t, slog.LevelDebug, cfg.LogLevel)
		assert.Equal(t, []string{"delete_*"}, cfg.Policy.Servers["github"].Deny)
		assert.Equal(t, 2.0, cfg.Policy.Servers["github"].Rate.PerSecond)
		assert.Equal(t, int64(1<<30), cfg.WorkspaceQuota)
		assert.Equal(t, int64(20<<20), cfg.MaxFileSize)
	})
	t.Run("flags win", func(t *testing.T) {
		other := t.TempDir()
		cfg, err := loadServeConfig([]string{"--timeout", "5s", "--memory", "1MiB", "--profile", "full",
			"--registry", "/r1", "--registry", "/r2", "--mcp-config", "/c.json", "--sanitize-output=false", "--log-level", "warn"}, env)
		require.NoError(t, err)
		assert.Equal(t, 5*time.Second, cfg.Timeout)
		assert.Equal(t, int64(1<<20), cfg.Memory)
		assert.Equal(t, server.ProfileFull, cfg.Profile)
		assert.False(t, cfg.SanitizeOutput)
		assert.Equal(t, slog.LevelWarn, cfg.LogLevel)
		assert.Equal(t, []string{filepath.Join(dataDir, "defs"), "/r1", "/r2"}, cfg.Registries)
		assert.Equal(t, "/c.json", cfg.MCPConfigs[len(cfg.MCPConfigs)-1], "flags come last, so they take precedence")

		cfg, err = loadServeConfig([]string{"--data-dir", other}, env)
		require.NoError(t, err)
		assert.Equal(t, other, cfg.DataDir, "the flag beats the environment")
		assert.Equal(t, 30*time.Second, cfg.Timeout, "and that data dir has no config file")
	})
}

func TestServeConfigHTTPToken(t *testing.T) {
	dir := t.TempDir()
	tokenFile := filepath.Join(dir, "token")
	writeFile(t, tokenFile, "  from-file\n")

	cfg, err := loadServeConfig([]string{"--http", "127.0.0.1:0", "--http-token-file", tokenFile}, fakeEnv(t, map[string]string{envHTTPToken: "from-env"}))
	require.NoError(t, err)
	assert.Equal(t, "from-file", cfg.HTTPToken, "the flag's file beats the environment")

	cfg, err = loadServeConfig([]string{"--http", "127.0.0.1:0"}, fakeEnv(t, map[string]string{envHTTPToken: "from-env"}))
	require.NoError(t, err)
	assert.Equal(t, "from-env", cfg.HTTPToken)

	cfg, err = loadServeConfig([]string{"--http", "127.0.0.1:0"}, fakeEnv(t, nil))
	require.NoError(t, err, "loopback without a token is allowed")
	assert.Empty(t, cfg.HTTPToken)

	_, err = loadServeConfig([]string{"--http", "0.0.0.0:8765"}, fakeEnv(t, nil))
	require.ErrorContains(t, err, "not a loopback address")

	cfg, err = loadServeConfig([]string{"--http", "0.0.0.0:8765"}, fakeEnv(t, map[string]string{envHTTPToken: "t"}))
	require.NoError(t, err, "a public address with a token")
	assert.Equal(t, "t", cfg.HTTPToken)

	writeFile(t, tokenFile, "\n")
	_, err = loadServeConfig([]string{"--http", "127.0.0.1:0", "--http-token-file", tokenFile}, fakeEnv(t, nil))
	require.ErrorContains(t, err, "is empty")
}

func TestServeConfigIsolation(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{nil, "none"}, // stdio: one client, the fastest path
		{[]string{"--http", "127.0.0.1:0"}, "process"},
		{[]string{"--http", "127.0.0.1:0", "--isolation", "none"}, "none"},
		{[]string{"--isolation", "process"}, "process"},
	}
	for _, tc := range cases {
		cfg, err := loadServeConfig(tc.args, fakeEnv(t, nil))
		require.NoError(t, err, "%q", tc.args)
		assert.Equal(t, tc.want, cfg.Isolation, "%q", tc.args)
		assert.GreaterOrEqual(t, cfg.Workers, 2)
	}
}

func TestServeConfigRunLimits(t *testing.T) {
	cfg, err := loadServeConfig([]string{"--max-runs", "6", "--max-runs-per-client", "2", "--server-memory", "2GiB",
		"--word-vectors", "/v.txt", "--shared-pii-tokens"}, fakeEnv(t, nil))
	require.NoError(t, err)
	assert.Equal(t, 6, cfg.MaxRuns)
	assert.Equal(t, 2, cfg.MaxRunsPerClient)
	assert.Equal(t, int64(2<<30), cfg.ServerMemory)
	assert.Equal(t, "/v.txt", cfg.WordVectors)
	assert.True(t, cfg.SharedPIITokens)
	def, err := loadServeConfig(nil, fakeEnv(t, nil))
	require.NoError(t, err)
	assert.Zero(t, def.MaxRuns, "0 leaves the server's default")
	assert.False(t, def.SharedPIITokens)
}

func TestServeConfigErrors(t *testing.T) {
	cases := []struct {
		name string
		args []string
		file string
		want string
	}{
		{"unknown profile", []string{"--profile", "tiny"}, "", `profile "tiny"`},
		{"timeout above cap", []string{"--timeout", "10m"}, "", "above max timeout"},
		{"bad size", []string{"--memory", "lots"}, "", `invalid argument "lots" for "--memory"`},
		{"unknown file key", nil, `{"timeuot": 5}`, `unknown field "timeuot"`},
		{"file not JSON", nil, `{`, "config file"},
		{"bad policy glob", nil, `{"policy": {"servers": {"x": {"allow": [""]}}}}`, "policy"},
		{"bad log level", []string{"--log-level", "loud"}, "", "log level"},
		{"stray argument", []string{"extra"}, "", "takes no arguments"},
		{"unknown isolation", []string{"--isolation", "vm"}, "", `isolation "vm"`},
		{"no workers", []string{"--isolation", "process", "--workers", "0"}, "", "workers must be 1 or more"},
		{"negative max runs", []string{"--max-runs", "-1"}, "", "must be positive"},
		{"per client above all", []string{"--max-runs", "2", "--max-runs-per-client", "3"}, "", "above max runs"},
		{"bad server memory", []string{"--server-memory", "much"}, "", `invalid argument "much" for "--server-memory"`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dataDir := t.TempDir()
			if tc.file != "" {
				writeFile(t, filepath.Join(dataDir, configFileName), tc.file)
			}
			_, err := loadServeConfig(append([]string{"--data-dir", dataDir}, tc.args...), fakeEnv(t, nil))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}
