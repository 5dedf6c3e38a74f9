package registry

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/server"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDownstreamStdio(t *testing.T) {
	auditDir := t.TempDir()
	db := openTestDB(t)
	r := newTestRegistry(t, Options{
		Servers:  []ServerConfig{stdioTestServer(t, "gotest")},
		Store:    db,
		AuditDir: auditDir,
		Policy:   Policy{Servers: map[string]ServerPolicy{"gotest": {Deny: []string{"env"}}}},
	})
	ctx := testCtx(t)

	t.Run("discovery starts the server lazily and keeps the raw schema", func(t *testing.T) {
		res, err := r.Search(ctx, Query{Query: "sum of two numbers"})
		require.NoError(t, err)
		require.NotEmpty(t, res.Tools)
		assert.Equal(t, "gotest", res.Tools[0].Category)
		assert.Equal(t, "add", res.Tools[0].Name)

		def, err := r.Definition(ctx, "search_things", "gotest")
		require.NoError(t, err)
		assert.JSONEq(t, rawSearchSchema, string(def.InputSchema))
	})
	t.Run("policy hides denied tools from discovery", func(t *testing.T) {
		_, err := r.Definition(ctx, "env", "gotest")
		require.ErrorIs(t, err, ErrNotFound)
	})
	t.Run("call returns structuredContent", func(t *testing.T) {
		res, err := r.Call(ctx, "mcp__gotest__add", map[string]any{"a": 2, "b": 3.5})
		require.NoError(t, err)
		assert.True(t, res.Structured)
		assert.Equal(t, map[string]any{"sum": json.Number("5.5")}, res.Value)
	})
	t.Run("call decodes JSON text and keeps big integers", func(t *testing.T) {
		res, err := r.Call(ctx, "gotest.json_text", nil)
		require.NoError(t, err)
		m := res.Value.(map[string]any)
		assert.Equal(t, json.Number("9007199254740993"), m["big"])
		assert.Len(t, m["items"], 3)
	})
	t.Run("plain text stays text", func(t *testing.T) {
		res, err := r.Call(ctx, "gotest.echo", map[string]any{"text": "hello there"})
		require.NoError(t, err)
		assert.Equal(t, "hello there", res.Value)
		require.Len(t, res.Content, 1)
		assert.Equal(t, "text", res.Content[0]["type"])
	})
	t.Run("isError becomes ToolError", func(t *testing.T) {
		_, err := r.Call(ctx, "gotest.fail", map[string]any{"why": "disk full"})
		var te *ToolError
		require.ErrorAs(t, err, &te)
		assert.Equal(t, "boom: disk full", te.Message)
		assert.Equal(t, "gotest", te.Server)
	})
	t.Run("schema validation error says what to change", func(t *testing.T) {
		_, err := r.Call(ctx, "gotest.search_things", map[string]any{"q": "", "limit": "ten", "extra": 1})
		var ve *ValidationError
		require.ErrorAs(t, err, &ve)
		msg := ve.Error()
		assert.Contains(t, msg, `argument "limit" must be integer, not string`)
		assert.Contains(t, msg, `unknown argument "extra"; the tool takes: q, limit`)
		assert.Contains(t, msg, `argument "q"`)
		_, err = r.Call(ctx, "gotest.add", map[string]any{"a": 1})
		require.ErrorAs(t, err, &ve)
		assert.Equal(t, []string{`missing required argument "b"`}, ve.Problems)
	})
	t.Run("policy deny", func(t *testing.T) {
		_, err := r.Call(ctx, "gotest.env", nil)
		var de *DeniedError
		require.ErrorAs(t, err, &de)
		assert.Contains(t, de.Reason, `denies "env"`)
	})
	t.Run("allowed_tools deny and allow", func(t *testing.T) {
		v, err := r.View([]string{"mcp__gotest__a*", "gotest.echo"})
		require.NoError(t, err)
		_, err = v.Call(ctx, "gotest.fail", nil)
		require.ErrorIs(t, err, ErrDenied)
		_, err = v.Call(ctx, "gotest.add", map[string]any{"a": 1, "b": 1})
		require.NoError(t, err)
		_, err = v.Call(ctx, "mcp__gotest__echo", map[string]any{"text": "x"})
		require.NoError(t, err)
		res, err := v.Search(ctx, Query{Query: "", Category: "gotest", Limit: 50})
		require.NoError(t, err)
		var names []string
		for _, m := range res.Tools {
			names = append(names, m.Name)
		}
		assert.Equal(t, []string{"add", "echo"}, names)
	})
	t.Run("typed namespace lists allowed tools as identifiers", func(t *testing.T) {
		ns := r.all.Namespace(ctx)
		require.Len(t, ns, 1)
		assert.Equal(t, "gotest", ns[0].Attr)
		var attrs []string
		for _, tl := range ns[0].Tools {
			attrs = append(attrs, tl.Attr)
		}
		assert.Contains(t, attrs, "search_things")
		assert.NotContains(t, attrs, "env", "denied by the policy")
	})
	t.Run("unknown tool suggests close names", func(t *testing.T) {
		_, err := r.Call(ctx, "gotest.ad", map[string]any{})
		var nf *NotFoundError
		require.ErrorAs(t, err, &nf)
		assert.Contains(t, nf.Suggestions, "add")
		_, err = r.Call(ctx, "nosuch.tool", nil)
		require.ErrorIs(t, err, ErrNotFound)
	})
	t.Run("a cancelled run cancels its call", func(t *testing.T) {
		cctx, cancel := context.WithTimeout(ctx, 300*time.Millisecond)
		defer cancel()
		start := time.Now()
		_, err := r.Call(cctx, "gotest.slow", nil)
		require.Error(t, err)
		assert.ErrorIs(t, err, context.DeadlineExceeded)
		assert.Less(t, time.Since(start), 5*time.Second)
	})
	t.Run("server that dies mid-call is reported and restarted", func(t *testing.T) {
		_, err := r.Call(ctx, "gotest.die", nil)
		var se *ServerError
		require.ErrorAs(t, err, &se)
		assert.ErrorIs(t, err, ErrUnavailable)
		assert.Contains(t, err.Error(), "not repeated")
		res, err := r.Call(ctx, "gotest.echo", map[string]any{"text": "back"})
		require.NoError(t, err)
		assert.Equal(t, "back", res.Value)
	})
	t.Run("env values reach the child", func(t *testing.T) {
		// env is denied by the policy above; a second registry without policy
		// checks the value.
		r2 := newTestRegistry(t, Options{Servers: []ServerConfig{stdioTestServer(t, "gotest")}})
		res, err := r2.Call(ctx, "gotest.env", nil)
		require.NoError(t, err)
		assert.Equal(t, "tok-123", res.Value)
	})
	t.Run("audit log has one line per call and no argument values", func(t *testing.T) {
		files, err := filepath.Glob(filepath.Join(auditDir, "audit-*.jsonl"))
		require.NoError(t, err)
		require.Len(t, files, 1)
		data, err := os.ReadFile(files[0])
		require.NoError(t, err)
		assert.NotContains(t, string(data), "disk full")
		assert.NotContains(t, string(data), "hello there")
		kinds := map[string]int{}
		sc := bufio.NewScanner(strings.NewReader(string(data)))
		for sc.Scan() {
			var e AuditEntry
			require.NoError(t, json.Unmarshal(sc.Bytes(), &e))
			assert.Equal(t, "gotest", e.Server)
			assert.Len(t, e.ArgsSHA256, 64)
			kinds[e.Error]++
		}
		assert.Positive(t, kinds[""])
		assert.Positive(t, kinds["tool_error"])
		assert.Positive(t, kinds["validation"])
		assert.Positive(t, kinds["denied"])
		assert.Positive(t, kinds["unavailable"])
		assert.Positive(t, kinds["timeout"])
	})
	t.Run("the tool list is cached for the next start", func(t *testing.T) {
		cached, err := toolCache{st: db}.load(stdioTestServer(t, "gotest"))
		require.NoError(t, err)
		assert.NotEmpty(t, cached)
		// A new registry searches the cached list without starting the server.
		r3 := newTestRegistry(t, Options{Servers: []ServerConfig{stdioTestServer(t, "gotest")}, Store: db})
		res, err := r3.Search(ctx, Query{Query: "echo text back"})
		require.NoError(t, err)
		require.NotEmpty(t, res.Tools)
		assert.Equal(t, "echo", res.Tools[0].Name)
		assert.True(t, r3.Servers()[0].Cached)
		assert.False(t, r3.Servers()[0].Running)
	})
}

func TestDownstreamRateLimit(t *testing.T) {
	r := newTestRegistry(t, Options{
		Servers: []ServerConfig{stdioTestServer(t, "limited")},
		Policy:  Policy{DefaultRate: Rate{PerSecond: 0.5, Burst: 1}},
	})
	ctx := testCtx(t)
	_, err := r.Call(ctx, "limited.echo", map[string]any{"text": "first"})
	require.NoError(t, err)
	short, cancel := context.WithTimeout(ctx, 200*time.Millisecond)
	defer cancel()
	_, err = r.Call(short, "limited.echo", map[string]any{"text": "second"})
	require.ErrorIs(t, err, ErrRateLimited)
}

func TestDownstreamStartFailure(t *testing.T) {
	r := newTestRegistry(t, Options{Servers: []ServerConfig{{Name: "ghost", Type: "stdio", Command: "/nonexistent/mcp-server"}}})
	ctx := testCtx(t)
	res, err := r.Search(ctx, Query{Query: "anything"})
	require.NoError(t, err, "a server that does not start must not break search")
	assert.Zero(t, res.Total)
	_, err = r.Call(ctx, "ghost.tool", nil)
	require.ErrorIs(t, err, ErrUnavailable)
	assert.NotEmpty(t, r.Servers()[0].LastError)
}

// bearerOnly lets requests through only with the expected Authorization.
func bearerOnly(token string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if req.Header.Get("Authorization") != "Bearer "+token {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, req)
	})
}

func TestDownstreamHTTPWithBearer(t *testing.T) {
	ts := httptest.NewServer(bearerOnly("s3cret", server.NewStreamableHTTPServer(newTestServer())))
	t.Cleanup(ts.Close) // after the registry's cleanup, which closes its connections
	ctx := testCtx(t)
	getenv := func(k string) string {
		if k == "TEST_MCP_TOKEN" {
			return "s3cret"
		}
		return ""
	}
	dir := t.TempDir()
	writeJSON(t, filepath.Join(dir, ".mcp.json"), map[string]any{"mcpServers": map[string]any{
		"remote": map[string]any{"type": "http", "url": ts.URL + "/mcp", "headers": map[string]any{"Authorization": "Bearer ${TEST_MCP_TOKEN}"}},
		"wrong":  map[string]any{"type": "http", "url": ts.URL + "/mcp", "headers": map[string]any{"Authorization": "Bearer nope"}},
	}})
	servers, problems, err := LoadConfig(ConfigSources{Cwd: dir, Getenv: getenv})
	require.NoError(t, err)
	require.Empty(t, problems)
	r := newTestRegistry(t, Options{Servers: servers})

	res, err := r.Call(ctx, "mcp__remote__add", map[string]any{"a": 40, "b": 2})
	require.NoError(t, err)
	assert.Equal(t, map[string]any{"sum": json.Number("42")}, res.Value)

	_, err = r.Call(ctx, "wrong.add", map[string]any{"a": 1, "b": 2})
	require.ErrorIs(t, err, ErrUnavailable)
	assert.Contains(t, err.Error(), "authorization required")
}

func TestDownstreamSSEFallback(t *testing.T) {
	ts := httptest.NewUnstartedServer(nil)
	ts.Config.Handler = server.NewSSEServer(newTestServer(), server.WithBaseURL("http://"+ts.Listener.Addr().String()))
	ts.Start()
	t.Cleanup(ts.Close)
	r := newTestRegistry(t, Options{Servers: []ServerConfig{{Name: "legacy", Type: "http", URL: ts.URL + "/sse"}}})
	res, err := r.Call(testCtx(t), "legacy.echo", map[string]any{"text": "over sse"})
	require.NoError(t, err)
	assert.Equal(t, "over sse", res.Value)
}

func TestDownstreamBackgroundStartAndClose(t *testing.T) {
	r, err := New(Options{Servers: []ServerConfig{stdioTestServer(t, "bg")}, StartServers: true, ConnectTimeout: 20 * time.Second})
	require.NoError(t, err)
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) && !r.Servers()[0].Running {
		time.Sleep(20 * time.Millisecond)
	}
	require.True(t, r.Servers()[0].Running, "server did not start in the background")
	require.NoError(t, r.Close())
	assert.False(t, r.Servers()[0].Running)
	_, err = r.Call(testCtx(t), "bg.echo", map[string]any{"text": "x"})
	require.Error(t, err)
	assert.True(t, errors.Is(err, ErrUnavailable))
}

func writeJSON(t *testing.T, path string, v any) {
	t.Helper()
	data, err := json.Marshal(v)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, data, 0o600))
}
