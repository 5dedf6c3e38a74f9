// Package e2e runs bin/mcpython as a real process against clients nobody
// here wrote (the official TypeScript SDK client, the MCP Inspector CLI) and
// checks what only a process can show: durability across SIGKILL, graceful
// shutdown, and the measured numbers of the README.
package e2e

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/require"
)

var (
	buildOnce sync.Once
	builtBin  string
	buildErr  error
)

// binary is the mcpython binary under test: $MCPYTHON_BIN (make test sets
// it to bin/mcpython after make build), else one built once per test run.
func binary(t testing.TB) string {
	t.Helper()
	if b := os.Getenv("MCPYTHON_BIN"); b != "" {
		abs, err := filepath.Abs(b)
		require.NoError(t, err)
		_, err = os.Stat(abs)
		require.NoError(t, err, "MCPYTHON_BIN=%s", b)
		return abs
	}
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "mcpython-e2e-bin")
		if err != nil {
			buildErr = err
			return
		}
		builtBin = filepath.Join(dir, "mcpython")
		out, err := exec.Command("go", "build", "-o", builtBin, "../cmd/mcpython").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	require.NoError(t, buildErr)
	return builtBin
}

// nodeModules returns e2e/node_modules, skipping the test when node or the
// pinned packages are missing (failing instead under CI=true).
func nodeModules(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs("node_modules")
	require.NoError(t, err)
	_, nodeErr := exec.LookPath("node")
	_, sdkErr := os.Stat(filepath.Join(dir, "@modelcontextprotocol", "sdk", "package.json"))
	if nodeErr != nil || sdkErr != nil {
		msg := "needs node and the pinned npm packages: run `make e2e-deps` (cd e2e && npm ci)"
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	return dir
}

// isolatedEnv is the environment of a child: a home of its own (so the
// user's ~/.claude.json servers are not started) and no mcpython variables.
func isolatedEnv(t testing.TB, extra ...string) []string {
	home := t.TempDir()
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if k == "HOME" || strings.HasPrefix(k, "MCPYTHON_") || k == "MCP_CONFIG_PATH" {
			continue
		}
		env = append(env, kv)
	}
	return append(append(env, "HOME="+home), extra...)
}

// lockedBuffer collects a child's stderr safely.
type lockedBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

var listeningURL = regexp.MustCompile(`msg=listening url=(\S+)`)

// httpServer is `mcpython serve --http 127.0.0.1:0` as a child process.
type httpServer struct {
	cmd    *exec.Cmd
	url    string
	stderr *lockedBuffer
	done   chan error
}

// startHTTP starts the server and waits for the URL it logs.
func startHTTP(t *testing.T, dataDir, token string) *httpServer {
	t.Helper()
	return startHTTPWith(t, []string{"--http", "127.0.0.1:0", "--data-dir", dataDir}, "MCPYTHON_HTTP_TOKEN="+token)
}

// startHTTPWith starts `mcpython serve ARGS` (which must include --http)
// with extra environment variables.
func startHTTPWith(t *testing.T, args []string, env ...string) *httpServer {
	t.Helper()
	cmd := exec.Command(binary(t), append([]string{"serve"}, args...)...)
	cmd.Env = isolatedEnv(t, env...)
	stderr, err := cmd.StderrPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	s := &httpServer{cmd: cmd, stderr: &lockedBuffer{}, done: make(chan error, 1)}
	urlc := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			line := sc.Text()
			_, _ = s.stderr.Write([]byte(line + "\n"))
			if m := listeningURL.FindStringSubmatch(line); m != nil {
				urlc <- m[1]
			}
		}
		s.done <- cmd.Wait()
	}()
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			_ = cmd.Process.Kill()
			<-s.done //nolint:errcheck // killed: the exit status says only that
		}
	})
	select {
	case s.url = <-urlc:
	case <-time.After(30 * time.Second):
		t.Fatalf("server did not start; stderr:\n%s", s.stderr.String())
	}
	return s
}

// stdioServer is `mcpython serve` on pipes with an mcp-go client, for the
// tests that need to kill the process or measure it.
type stdioServer struct {
	cmd    *exec.Cmd
	client *client.Client
	stderr *lockedBuffer
}

func startStdio(t testing.TB, bin, dataDir string, env []string) *stdioServer {
	t.Helper()
	return startStdioArgs(t, bin, env, "serve", "--data-dir", dataDir)
}

// startStdioArgs starts bin with args (serve and its flags).
func startStdioArgs(t testing.TB, bin string, env []string, args ...string) *stdioServer {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = env
	stdin, err := cmd.StdinPipe()
	require.NoError(t, err)
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	s := &stdioServer{cmd: cmd, stderr: &lockedBuffer{}}
	cmd.Stderr = s.stderr
	require.NoError(t, cmd.Start())
	s.client = client.NewClient(transport.NewIO(stdout, stdin, io.NopCloser(strings.NewReader(""))))
	ctx := context.Background()
	require.NoError(t, s.client.Start(ctx))
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "mcpython-e2e-go", Version: "1"}
	_, err = s.client.Initialize(ctx, init)
	require.NoError(t, err, "initialize; stderr:\n%s", s.stderr.String())
	return s
}

// call calls a tool, returning the result or the transport error.
func (s *stdioServer) call(ctx context.Context, name string, args map[string]any) (*mcp.CallToolResult, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	req.Params.Arguments = args
	return s.client.CallTool(ctx, req)
}

// stop closes stdin (the client going away) and waits for a clean exit.
func (s *stdioServer) stop(t testing.TB) {
	t.Helper()
	_ = s.client.Close()
	done := make(chan error, 1)
	go func() { done <- s.cmd.Wait() }()
	select {
	case err := <-done:
		require.NoError(t, err, "stderr:\n%s", s.stderr.String())
	case <-time.After(15 * time.Second):
		_ = s.cmd.Process.Kill()
		t.Fatalf("server did not exit after its client went away; stderr:\n%s", s.stderr.String())
	}
}

func resultText(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}
