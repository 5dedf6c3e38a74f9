package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mcpython/mcpython/store"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// run calls runMain like the shell would, with a home of its own.
func run(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = runMain(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func isolate(t *testing.T) {
	t.Setenv("HOME", t.TempDir())
	t.Setenv(envDataDir, "")
	t.Setenv("MCPYTHON_VAULT_KEY", "")
	os.Unsetenv("MCPYTHON_VAULT_KEY")
}

func TestCommands(t *testing.T) {
	isolate(t)
	code, out, _ := run(t, "", "version")
	assert.Equal(t, 0, code)
	assert.Equal(t, "mcpython "+version+"\n", out)

	code, _, errs := run(t, "", "frobnicate")
	assert.Equal(t, 2, code)
	assert.Contains(t, errs, `unknown command "frobnicate"`)

	code, out, _ = run(t, "", "run", "-c", "print(sum(range(10)))")
	assert.Equal(t, 0, code)
	assert.Equal(t, "45\n", out)

	code, _, errs = run(t, "", "skills", "publish")
	assert.Equal(t, 2, code)
	assert.Contains(t, errs, "usage: mcpython skills")

	code, _, _ = run(t, "", "serve", "-h")
	assert.Equal(t, 0, code)
}

func TestPIICommand(t *testing.T) {
	isolate(t)
	dataDir := filepath.Join(t.TempDir(), "d")
	in := "Contact jane.roe@example.com today.\n"
	code, sanitized, errs := run(t, in, "pii", "sanitize", "--data-dir", dataDir)
	require.Equal(t, 0, code, errs)
	assert.NotContains(t, sanitized, "jane.roe")
	assert.Contains(t, sanitized, "[EMAIL_")

	code, restored, errs := run(t, sanitized, "pii", "restore", "--data-dir", dataDir)
	require.Equal(t, 0, code, errs)
	assert.Equal(t, in, restored)

	code, _, errs = run(t, in, "pii", "sanitize", "--data-dir", dataDir, "--entities", "SHOE")
	assert.Equal(t, 1, code)
	assert.Contains(t, errs, "unknown entity type")

	// The data dir and its files are private.
	fi, err := os.Stat(dataDir)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o700), fi.Mode().Perm())
	fi, err = os.Stat(filepath.Join(dataDir, store.BoltFile))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), fi.Mode().Perm())
}

func TestSkillsCommand(t *testing.T) {
	isolate(t)
	src := t.TempDir()
	writeFile(t, filepath.Join(src, "parse-csv", "SKILL.md"), "---\nname: parse-csv\ndescription: Split CSV lines.\n---\n")
	writeFile(t, filepath.Join(src, "parse-csv", "scripts", "parse_csv.py"), "def parse(t):\n    return t.split(',')\n")
	dataDir := t.TempDir()

	code, out, errs := run(t, "", "skills", "import", src, "--data-dir", dataDir)
	require.Equal(t, 0, code, errs)
	assert.Equal(t, "parse_csv\n", out)
	assert.Contains(t, errs, "1 skill(s) imported")

	dst := t.TempDir()
	code, out, errs = run(t, "", "skills", "--data-dir", dataDir, "export", dst)
	require.Equal(t, 0, code, errs)
	assert.Contains(t, out, "parse_csv")
	data, err := os.ReadFile(filepath.Join(dst, "parse-csv", "scripts", "parse_csv.py"))
	require.NoError(t, err)
	assert.Contains(t, string(data), "split(',')")

	writeFile(t, filepath.Join(src, "broken", "SKILL.md"), "---\nname: broken\ndescription: d\n---\n")
	writeFile(t, filepath.Join(src, "broken", "scripts", "broken.py"), "def f(:\n")
	code, _, errs = run(t, "", "skills", "import", src, "--data-dir", dataDir)
	assert.Equal(t, 1, code)
	assert.Contains(t, errs, "SyntaxError at line 1")
}

// TestServeCommand runs `mcpython serve` in-process on pipes: the protocol
// alone is on stdout (the client would fail on anything else), logs go to
// the log file, and EOF shuts the server down.
func TestServeCommand(t *testing.T) {
	isolate(t)
	dataDir := t.TempDir()
	logFile := filepath.Join(t.TempDir(), "serve.log")
	clientIn, serverOut := io.Pipe()
	serverIn, clientOut := io.Pipe()
	var stderr bytes.Buffer
	done := make(chan int, 1)
	go func() {
		done <- runMain([]string{"serve", "--data-dir", dataDir, "--log-file", logFile, "--profile", "minimal"}, serverIn, serverOut, &stderr)
		serverOut.Close()
	}()

	c := client.NewClient(transport.NewIO(clientIn, clientOut, io.NopCloser(strings.NewReader(""))))
	ctx := context.Background()
	require.NoError(t, c.Start(ctx))
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "cli-test", Version: "1"}
	info, err := c.Initialize(ctx, init)
	require.NoError(t, err)
	assert.Equal(t, "mcpython", info.ServerInfo.Name)
	tools, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	require.NoError(t, err)
	var names []string
	for _, tl := range tools.Tools {
		names = append(names, tl.Name)
	}
	assert.ElementsMatch(t, []string{"execute_code", "search_tools"}, names)
	req := mcp.CallToolRequest{}
	req.Params.Name = "execute_code"
	req.Params.Arguments = map[string]any{"code": "print('hi')"}
	res, err := c.CallTool(ctx, req)
	require.NoError(t, err)
	assert.False(t, res.IsError)

	require.NoError(t, clientOut.Close())
	select {
	case code := <-done:
		assert.Equal(t, 0, code, stderr.String())
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop at EOF")
	}
	_ = c.Close()
	logs, err := os.ReadFile(logFile)
	require.NoError(t, err)
	assert.Contains(t, string(logs), "mcpython serving")
	assert.Empty(t, stderr.String(), "logs went to the log file")

	// The server let go of the store: a write does not wait for it.
	db, err := openStore(dataDir, "")
	require.NoError(t, err)
	wctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	require.NoError(t, db.Update(wctx, func(tx store.Tx) error { return tx.Bucket("cli_test").Put([]byte("k"), []byte("v")) }))
	require.NoError(t, db.Close())
}
