package server

import (
	"context"
	"encoding/json"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/interp"
	"github.com/mcpython/mcpython/pii"
	"github.com/mcpython/mcpython/registry"
	"github.com/mcpython/mcpython/session"
	"github.com/mcpython/mcpython/skills"
	"github.com/mcpython/mcpython/store"
	toolsregistry "github.com/mcpython/mcpython/tools_registry"
	"github.com/mcpython/mcpython/workspace"
)

// fixture is a server over real stores in a temporary data dir, with an
// initialized in-process client.
type fixture struct {
	t      testing.TB
	dir    string
	db     store.Store
	env    *Env
	srv    *Server
	client *client.Client
	clock  *fakeClock
}

// fixtureOptions tweak a fixture.
type fixtureOptions struct {
	server    Options
	workspace workspace.Options
	servers   []registry.ServerConfig // downstream MCP servers
}

func newFixture(t testing.TB) *fixture { return newFixtureWith(t, fixtureOptions{}) }

func newFixtureWith(t testing.TB, fo fixtureOptions) *fixture {
	t.Helper()
	dir := t.TempDir()
	return openFixture(t, dir, fo)
}

// openFixture opens (or reopens) the stores of dir and starts a server.
func openFixture(t testing.TB, dir string, fo fixtureOptions) *fixture {
	t.Helper()
	db, err := store.OpenBolt(dir, store.BoltOptions{NoSync: true})
	require.NoError(t, err)
	ws, err := workspace.New(db, fo.workspace)
	require.NoError(t, err)
	lib, err := skills.New(db, interp.CheckPython)
	require.NoError(t, err)
	det, err := pii.NewDetector()
	require.NoError(t, err)
	key, err := pii.ParseKey("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f")
	require.NoError(t, err)
	vault, err := pii.NewVault(db, key, det)
	require.NoError(t, err)
	reg, err := registry.New(registry.Options{Bundled: toolsregistry.FS(), Store: db, Servers: fo.servers, MaxMessage: fo.server.Memory / 2})
	require.NoError(t, err)
	env := &Env{Workspace: ws, Skills: lib, Vault: vault, Registry: reg}

	clock := &fakeClock{now: time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)}
	opts := fo.server
	if opts.Now == nil {
		opts.Now = clock.Now
	}
	if opts.SessionCodec == nil {
		opts.SessionCodec = session.InterpCodec()
	}
	srv, err := New(db, env, opts)
	require.NoError(t, err)

	c, err := client.NewInProcessClient(srv.MCPServer())
	require.NoError(t, err)
	ctx := context.Background()
	require.NoError(t, c.Start(ctx))
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "server-test", Version: "1"}
	_, err = c.Initialize(ctx, init)
	require.NoError(t, err)

	f := &fixture{t: t, dir: dir, db: db, env: env, srv: srv, client: c, clock: clock}
	t.Cleanup(f.close)
	return f
}

func (f *fixture) close() {
	if f.db == nil {
		return
	}
	_ = f.client.Close()
	require.NoError(f.t, f.srv.Close())
	require.NoError(f.t, f.env.Registry.Close())
	require.NoError(f.t, f.db.Close())
	f.db = nil
}

// call calls a tool and returns the raw result.
func (f *fixture) call(name string, args map[string]any) *mcp.CallToolResult {
	f.t.Helper()
	return f.callCtx(context.Background(), name, args)
}

func (f *fixture) callCtx(ctx context.Context, name string, args map[string]any) *mcp.CallToolResult {
	f.t.Helper()
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	if args == nil {
		args = map[string]any{}
	}
	req.Params.Arguments = args
	res, err := f.client.CallTool(ctx, req)
	require.NoError(f.t, err, "calling %s", name)
	return res
}

// ok calls a tool that must succeed and decodes its structuredContent into
// out; it also checks that the text block is present.
func (f *fixture) ok(name string, args map[string]any, out any) {
	f.t.Helper()
	res := f.call(name, args)
	require.False(f.t, res.IsError, "%s returned an error: %s", name, text(res))
	decode(f.t, res, out)
}

// fails calls a tool that must return a tool error and returns its text.
func (f *fixture) fails(name string, args map[string]any) string {
	f.t.Helper()
	res := f.call(name, args)
	require.True(f.t, res.IsError, "%s should have failed; got %s", name, text(res))
	return text(res)
}

// decode re-encodes structuredContent and decodes it into out.
func decode(t testing.TB, res *mcp.CallToolResult, out any) {
	t.Helper()
	require.NotNil(t, res.StructuredContent, "no structuredContent; text: %s", text(res))
	data, err := json.Marshal(res.StructuredContent)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(data, out), "structuredContent: %s", data)
}

// text returns the result's text blocks joined.
func text(res *mcp.CallToolResult) string {
	var s string
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			s += tc.Text
		}
	}
	return s
}

// fakeClock is a clock tests move by hand.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

// execResult is execute_code's structuredContent as tests read it.
type execResult struct {
	Stdout string  `json:"stdout"`
	Stderr string  `json:"stderr"`
	Result *string `json:"result"`
	Error  *struct {
		Type      string `json:"type"`
		Message   string `json:"message"`
		Traceback string `json:"traceback"`
	} `json:"error"`
	DurationMS float64 `json:"duration_ms"`
	Truncated  bool    `json:"truncated"`
	SessionID  string  `json:"session_id"`
	NewSession bool    `json:"new_session"`
}

// exec runs code and decodes the result, error or not.
func (f *fixture) exec(args map[string]any) (execResult, *mcp.CallToolResult) {
	f.t.Helper()
	res := f.call("execute_code", args)
	var out execResult
	decode(f.t, res, &out)
	require.Equal(f.t, out.Error != nil, res.IsError, "isError must be set exactly when error is")
	return out, res
}
