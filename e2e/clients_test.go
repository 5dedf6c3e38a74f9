package e2e

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runNode runs a script of this folder with node and returns its stdout.
func runNode(t *testing.T, env []string, args ...string) (string, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", args...)
	cmd.Env = env
	var stderr lockedBuffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Logf("node %s stderr:\n%s", strings.Join(args, " "), stderr.String())
	}
	return string(out), err
}

type clientSummary struct {
	OK     bool   `json:"ok"`
	Tools  int    `json:"tools"`
	Checks int    `json:"checks"`
	Failed string `json:"failed"`
	Error  string `json:"error"`
}

func lastJSONLine(t *testing.T, out string) clientSummary {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var s clientSummary
	require.NoError(t, json.Unmarshal([]byte(lines[len(lines)-1]), &s), "client output: %s", out)
	return s
}

// TestSDKClientStdio: the official TypeScript SDK client spawns
// `mcpython serve`, lists the tools and calls every one.
func TestSDKClientStdio(t *testing.T) {
	nodeModules(t)
	bin := binary(t)
	out, err := runNode(t, isolatedEnv(t), "client.mjs", "stdio", bin, filepath.Join(t.TempDir(), "data"))
	require.NoError(t, err, "client.mjs: %s", out)
	s := lastJSONLine(t, out)
	require.True(t, s.OK, "%+v", s)
	assert.Equal(t, 14, s.Tools)
	t.Logf("TypeScript SDK over stdio: %d checks passed", s.Checks)
}

// TestSDKClientHTTP: the same client over streamable HTTP with the bearer
// token; the client also checks that no token and a wrong one get 401.
func TestSDKClientHTTP(t *testing.T) {
	nodeModules(t)
	srv := startHTTP(t, filepath.Join(t.TempDir(), "data"), "e2e-token")
	out, err := runNode(t, isolatedEnv(t), "client.mjs", "http", srv.url, "e2e-token")
	require.NoError(t, err, "client.mjs: %s\nserver stderr:\n%s", out, srv.stderr.String())
	s := lastJSONLine(t, out)
	require.True(t, s.OK, "%+v", s)
	t.Logf("TypeScript SDK over HTTP: %d checks passed", s.Checks)
}

// TestInspectorCLI drives the server with the MCP Inspector CLI, over stdio
// and over HTTP.
func TestInspectorCLI(t *testing.T) {
	modules := nodeModules(t)
	inspector := filepath.Join(modules, ".bin", "mcp-inspector")
	bin := binary(t)
	env := isolatedEnv(t)
	dataDir := filepath.Join(t.TempDir(), "data")
	inspect := func(args ...string) (string, error) {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, inspector, append([]string{"--cli"}, args...)...)
		cmd.Env = env
		out, err := cmd.Output()
		return string(out), err
	}

	t.Run("stdio tools/list", func(t *testing.T) {
		out, err := inspect(bin, "serve", "--data-dir", dataDir, "--method", "tools/list")
		require.NoError(t, err, out)
		var list struct {
			Tools []struct {
				Name string `json:"name"`
			} `json:"tools"`
		}
		require.NoError(t, json.Unmarshal([]byte(out), &list), out)
		assert.Len(t, list.Tools, 14)
	})
	t.Run("stdio tools/call", func(t *testing.T) {
		out, err := inspect(bin, "serve", "--data-dir", dataDir, "--method", "tools/call",
			"--tool-name", "execute_code", "--tool-arg", "code=print('via inspector')")
		require.NoError(t, err, out)
		var res struct {
			StructuredContent struct {
				Stdout string `json:"stdout"`
			} `json:"structuredContent"`
		}
		require.NoError(t, json.Unmarshal([]byte(out), &res), out)
		assert.Equal(t, "via inspector\n", res.StructuredContent.Stdout)
	})
	t.Run("stdio isError exits non-zero", func(t *testing.T) {
		_, err := inspect(bin, "serve", "--data-dir", dataDir, "--method", "tools/call",
			"--tool-name", "load_skill", "--tool-arg", "name=missing")
		var exit *exec.ExitError
		require.ErrorAs(t, err, &exit)
	})
	t.Run("http with and without the token", func(t *testing.T) {
		srv := startHTTP(t, filepath.Join(t.TempDir(), "http-data"), "insp-token")
		out, err := inspect(srv.url, "--header", "Authorization: Bearer insp-token", "--method", "tools/call",
			"--tool-name", "execute_code", "--tool-arg", "code=6*7")
		require.NoError(t, err, out)
		assert.Contains(t, out, `"result": "42"`)
		_, err = inspect(srv.url, "--method", "tools/list")
		require.Error(t, err, "no token, no tools")
		assert.Contains(t, srv.stderr.String(), "listening")
	})
}

// TestGracefulShutdown sends SIGTERM and SIGINT: the server exits 0, logs
// why, and leaves a database another process can open.
func TestGracefulShutdown(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT} {
		t.Run(sig.String(), func(t *testing.T) {
			dataDir := filepath.Join(t.TempDir(), "data")
			srv := startHTTP(t, dataDir, "tok")
			require.NoError(t, srv.cmd.Process.Signal(sig))
			select {
			case err := <-srv.done:
				require.NoError(t, err, srv.stderr.String())
			case <-time.After(15 * time.Second):
				t.Fatalf("no exit after %s; stderr:\n%s", sig, srv.stderr.String())
			}
			assert.Contains(t, srv.stderr.String(), "mcpython stopping")
			// The next server starts at once: the database lock was released.
			s := startStdio(t, binary(t), dataDir, isolatedEnv(t))
			s.stop(t)
			fi, err := os.Stat(filepath.Join(dataDir, "mcpython.db"))
			require.NoError(t, err)
			assert.Equal(t, os.FileMode(0o600), fi.Mode().Perm())
		})
	}
}

// TestSharedDataDir: two stdio servers on one data dir (two editor
// windows) both answer and see each other's workspace, PII tokens, skills
// and sessions; the CLI works while they run.
func TestSharedDataDir(t *testing.T) {
	nodeModules(t)
	bin := binary(t)
	out, err := runNode(t, isolatedEnv(t), "shared_dir.mjs", bin, filepath.Join(t.TempDir(), "data"))
	require.NoError(t, err, "shared_dir.mjs: %s", out)
	s := lastJSONLine(t, out)
	require.True(t, s.OK, "%+v", s)
	t.Logf("two servers on one data dir: %d checks passed", s.Checks)
}
