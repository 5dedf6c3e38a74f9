package server

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func initClient(t *testing.T, c *client.Client) {
	t.Helper()
	ctx := context.Background()
	require.NoError(t, c.Start(ctx))
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "transport-test", Version: "1"}
	_, err := c.Initialize(ctx, init)
	require.NoError(t, err)
}

func callCode(ctx context.Context, c *client.Client, code string) (*mcp.CallToolResult, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name = "execute_code"
	req.Params.Arguments = map[string]any{"code": code}
	return c.CallTool(ctx, req)
}

// TestServeStdio speaks newline-delimited JSON-RPC over pipes, cancels a
// running call with notifications/cancelled, and ends at EOF.
func TestServeStdio(t *testing.T) {
	f := newFixture(t)
	clientIn, serverOut := io.Pipe()
	serverIn, clientOut := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- f.srv.ServeStdio(context.Background(), serverIn, serverOut) }()

	c := client.NewClient(transport.NewIO(clientIn, clientOut, io.NopCloser(strings.NewReader(""))))
	initClient(t, c)
	res, err := callCode(context.Background(), c, "print(6 * 7)")
	require.NoError(t, err)
	assert.Equal(t, "42\n", text(res))

	// Cancel a run that would otherwise take 30 s.
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	_, err = callCode(ctx, c, "while True:\n    pass")
	require.Error(t, err)
	require.Eventually(t, func() bool {
		snap, err := f.srv.stats.Snapshot(context.Background())
		return err == nil && snap.Errors["KeyboardInterrupt"] == 1
	}, 10*time.Second, 5*time.Millisecond, "notifications/cancelled should stop the run")

	require.NoError(t, clientOut.Close()) // EOF on the server's stdin
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(10 * time.Second):
		t.Fatal("ServeStdio did not return at EOF")
	}
	_ = c.Close()
}

func TestHTTPAuth(t *testing.T) {
	f := newFixture(t)
	ts := httptest.NewServer(f.srv.HTTPHandler("s3cret"))
	defer ts.Close()
	url := ts.URL + EndpointPath
	body := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`
	post := func(header map[string]string) *http.Response {
		t.Helper()
		req, err := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
		require.NoError(t, err)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		for k, v := range header {
			req.Header.Set(k, v)
		}
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp
	}
	cases := []struct {
		name   string
		header map[string]string
		status int
	}{
		{"no token", nil, http.StatusUnauthorized},
		{"wrong token", map[string]string{"Authorization": "Bearer nope"}, http.StatusUnauthorized},
		{"token without Bearer", map[string]string{"Authorization": "s3cret"}, http.StatusUnauthorized},
		{"right token", map[string]string{"Authorization": "Bearer s3cret"}, http.StatusOK},
		{"foreign origin", map[string]string{"Authorization": "Bearer s3cret", "Origin": "https://evil.example"}, http.StatusForbidden},
		{"loopback origin", map[string]string{"Authorization": "Bearer s3cret", "Origin": "http://localhost:6274"}, http.StatusOK},
		{"rebinding Host", map[string]string{"Authorization": "Bearer s3cret", "Host": "evil.example"}, http.StatusForbidden},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if h, ok := tc.header["Host"]; ok {
				// net/http takes the Host header from Request.Host.
				req, err := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
				require.NoError(t, err)
				req.Host = h
				req.Header.Set("Authorization", tc.header["Authorization"])
				req.Header.Set("Content-Type", "application/json")
				resp, err := http.DefaultClient.Do(req)
				require.NoError(t, err)
				resp.Body.Close()
				assert.Equal(t, tc.status, resp.StatusCode)
				return
			}
			resp := post(tc.header)
			assert.Equal(t, tc.status, resp.StatusCode)
			if tc.status == http.StatusUnauthorized {
				assert.Equal(t, `Bearer realm="mcpython"`, resp.Header.Get("WWW-Authenticate"))
			}
		})
	}

	t.Run("mcp-go client with the token", func(t *testing.T) {
		tr, err := transport.NewStreamableHTTP(url, transport.WithHTTPHeaders(map[string]string{"Authorization": "Bearer s3cret"}))
		require.NoError(t, err)
		c := client.NewClient(tr)
		defer c.Close()
		initClient(t, c)
		tools, err := c.ListTools(context.Background(), mcp.ListToolsRequest{})
		require.NoError(t, err)
		assert.Len(t, tools.Tools, 14)
		res, err := callCode(context.Background(), c, "print('over http')")
		require.NoError(t, err)
		assert.Equal(t, "over http\n", text(res))
	})
}

func TestHTTPWithoutTokenOnLoopback(t *testing.T) {
	f := newFixture(t)
	ts := httptest.NewServer(f.srv.HTTPHandler(""))
	defer ts.Close()
	tr, err := transport.NewStreamableHTTP(ts.URL + EndpointPath)
	require.NoError(t, err)
	c := client.NewClient(tr)
	defer c.Close()
	initClient(t, c)
	res, err := callCode(context.Background(), c, "1 + 1")
	require.NoError(t, err)
	assert.Equal(t, "2", text(res))
}

func TestCheckListenAddr(t *testing.T) {
	cases := []struct {
		addr, token string
		ok          bool
	}{
		{"127.0.0.1:8765", "", true},
		{"[::1]:8765", "", true},
		{"localhost:8765", "", true},
		{"0.0.0.0:8765", "", false},
		{":8765", "", false},
		{"192.168.1.5:8765", "", false},
		{"example.com:8765", "", false},
		{"0.0.0.0:8765", "tok", true},
		{"127.0.0.1", "", false}, // no port
	}
	for _, tc := range cases {
		err := CheckListenAddr(tc.addr, tc.token)
		assert.Equal(t, tc.ok, err == nil, "%s token=%q: %v", tc.addr, tc.token, err)
	}
}

// TestListenHTTP starts the real listener on a free port and stops it with
// the context.
func TestListenHTTP(t *testing.T) {
	f := newFixture(t)
	ctx, cancel := context.WithCancel(context.Background())
	addrc := make(chan net.Addr, 1)
	done := make(chan error, 1)
	go func() { done <- f.srv.ListenHTTP(ctx, "127.0.0.1:0", "tok", func(a net.Addr) { addrc <- a }) }()
	addr := <-addrc
	resp, err := http.Post("http://"+addr.String()+EndpointPath, "application/json", strings.NewReader("{}"))
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusUnauthorized, resp.StatusCode)
	cancel()
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(10 * time.Second):
		t.Fatal("ListenHTTP did not stop")
	}
	require.Error(t, f.srv.ListenHTTP(context.Background(), "0.0.0.0:0", "", nil), "no token on a public address")
}

// TestStdioLightRequestsWhileRunsQueue: with 202 endless runs sent at once
// over stdio and two run slots (200 runs queued), pings, tools/list and
// other tool calls are answered at once, and notifications/cancelled takes
// a queued run out of the queue. mcp-go's stdio dispatch gave tool calls
// 100 goroutines: once waiting runs held them all, list_workspace_files
// waited until the runs ended, and with its queue full a ping did too
// (130 pipelined runs held one for 9.6 s).
func TestStdioLightRequestsWhileRunsQueue(t *testing.T) {
	f := newFixtureWith(t, fixtureOptions{server: Options{MaxRuns: 2}})
	clientIn, serverOut := io.Pipe()
	serverIn, clientOut := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- f.srv.ServeStdio(context.Background(), serverIn, serverOut) }()
	tr := transport.NewIO(clientIn, clientOut, io.NopCloser(strings.NewReader("")))
	c := client.NewClient(tr)
	initClient(t, c)

	ctx, cancel := context.WithCancel(context.Background())
	var calls sync.WaitGroup
	for range 202 {
		calls.Go(func() { _, _ = callCode(ctx, c, "while True:\n    pass") })
	}
	require.Eventually(t, func() bool { return f.srv.runs.waitingOf(clientOfStdio(f)) == 200 }, 20*time.Second, 10*time.Millisecond,
		"the runs reach execute_code's queue")

	timed := func(name string, do func(ctx context.Context) error) time.Duration {
		var times []time.Duration
		for range 10 {
			rctx, stop := context.WithTimeout(context.Background(), 5*time.Second)
			start := time.Now()
			err := do(rctx)
			times = append(times, time.Since(start))
			stop()
			require.NoError(t, err, name)
		}
		slices.Sort(times)
		t.Logf("10 × %s with 200 runs queued: median %s, slowest %s", name, times[5], times[9])
		return times[5]
	}
	n := 0
	ping := timed("ping", func(ctx context.Context) error {
		// a raw ping: mcp-go's client answers Ping itself under the
		// stateless protocol version
		n++
		resp, err := tr.SendRequest(ctx, transport.JSONRPCRequest{JSONRPC: mcp.JSONRPC_VERSION, ID: mcp.NewRequestId(fmt.Sprintf("ping-%d", n)), Method: "ping"})
		if err == nil && resp.Error != nil {
			err = fmt.Errorf("ping: %s", resp.Error.Message)
		}
		return err
	})
	require.Less(t, ping, 50*time.Millisecond, "the median ping")
	list := timed("tools/list", func(ctx context.Context) error {
		_, err := c.ListTools(ctx, mcp.ListToolsRequest{})
		return err
	})
	require.Less(t, list, 50*time.Millisecond, "the median tools/list")
	files := timed("list_workspace_files", func(ctx context.Context) error {
		req := mcp.CallToolRequest{}
		req.Params.Name = "list_workspace_files"
		res, err := c.CallTool(ctx, req)
		if err == nil && res.IsError {
			err = fmt.Errorf("list_workspace_files: %s", text(res))
		}
		return err
	})
	require.Less(t, files, 50*time.Millisecond, "the median list_workspace_files (before, it waited for the runs)")

	// a queued run whose client gives up leaves the queue at once
	qctx, qcancel := context.WithCancel(context.Background())
	queued := make(chan struct{})
	go func() { defer close(queued); _, _ = callCode(qctx, c, "print(1)") }()
	require.Eventually(t, func() bool { return f.srv.runs.waitingOf(clientOfStdio(f)) == 201 }, 5*time.Second, time.Millisecond)
	qcancel()
	<-queued
	require.Eventually(t, func() bool { return f.srv.runs.waitingOf(clientOfStdio(f)) == 200 }, time.Second, time.Millisecond,
		"notifications/cancelled takes the run out of the queue")

	cancel()
	calls.Wait()
	require.NoError(t, clientOut.Close())
	require.NoError(t, <-done)
	_ = c.Close()
}

// clientOfStdio is the admission's name of the stdio client.
func clientOfStdio(f *fixture) string {
	f.srv.runs.mu.Lock()
	defer f.srv.runs.mu.Unlock()
	for name := range f.srv.runs.byClient {
		return name
	}
	return ""
}

// TestHTTPClientsTakeTurns: one run slot; one HTTP client sends ten runs at
// once, then another sends one: the second client's run starts after at
// most two more of the first client's, not after all ten. (Clients are
// told apart by their MCP session; under the stateless 2026-07-28
// protocol there is none, and the HTTP token's scope is the client.)
func TestHTTPClientsTakeTurns(t *testing.T) {
	f := newFixtureWith(t, fixtureOptions{server: Options{MaxRuns: 1}})
	ts := httptest.NewServer(f.srv.HTTPHandler(""))
	t.Cleanup(ts.Close) // after the clients' cleanups
	connect := func() *client.Client {
		tr, err := transport.NewStreamableHTTP(ts.URL + EndpointPath)
		require.NoError(t, err)
		c := client.NewClient(tr)
		t.Cleanup(func() { _ = c.Close() })
		require.NoError(t, c.Start(context.Background()))
		// the version clients of today speak: an MCP session per client
		init := mcp.InitializeRequest{}
		init.Params.ProtocolVersion = mcp.ProtocolVersion20251125
		init.Params.ClientInfo = mcp.Implementation{Name: "turns-test", Version: "1"}
		_, err = c.Initialize(context.Background(), init)
		require.NoError(t, err)
		return c
	}
	flood, other := connect(), connect()
	var mu sync.Mutex
	var order []string
	note := func(who string) {
		mu.Lock()
		order = append(order, who)
		mu.Unlock()
	}
	// each run takes about 100 ms of steps
	const work = "n = 0\nfor i in range(300000):\n    n += i"
	var wg sync.WaitGroup
	for range 10 {
		wg.Go(func() {
			_, err := callCode(context.Background(), flood, work)
			assert.NoError(t, err)
			note("flood")
		})
	}
	require.Eventually(t, func() bool {
		f.srv.runs.mu.Lock()
		defer f.srv.runs.mu.Unlock()
		return len(f.srv.runs.byClient) == 1 && f.srv.runs.running == 1
	}, 10*time.Second, time.Millisecond)
	require.Eventually(t, func() bool {
		f.srv.runs.mu.Lock()
		defer f.srv.runs.mu.Unlock()
		for _, c := range f.srv.runs.byClient {
			return len(c.waiting) >= 8
		}
		return false
	}, 10*time.Second, time.Millisecond, "the flood is queued")
	_, err := callCode(context.Background(), other, work)
	require.NoError(t, err)
	note("other")
	wg.Wait()
	t.Logf("order: %v", order)
	// the flood's run in progress when the other client's run was queued
	// may end first, and one more may start ahead of it (the flood held
	// its turn first); then the other client's run starts
	require.Less(t, slices.Index(order, "other"), 4, "the other client's run came in turn")
}

// TestHTTPLightRequestsWhileRunsQueue: over streamable HTTP too, with 50
// endless runs of one client queued behind two run slots, its tools/list
// and other tool calls are answered at once.
func TestHTTPLightRequestsWhileRunsQueue(t *testing.T) {
	f := newFixtureWith(t, fixtureOptions{server: Options{MaxRuns: 2}})
	ts := httptest.NewServer(f.srv.HTTPHandler(""))
	defer ts.Close()
	tr, err := transport.NewStreamableHTTP(ts.URL + EndpointPath)
	require.NoError(t, err)
	c := client.NewClient(tr)
	defer c.Close()
	initClient(t, c)

	ctx, cancel := context.WithCancel(context.Background())
	var calls sync.WaitGroup
	for range 52 {
		calls.Go(func() { _, _ = callCode(ctx, c, "while True:\n    pass") })
	}
	require.Eventually(t, func() bool {
		f.srv.runs.mu.Lock()
		defer f.srv.runs.mu.Unlock()
		waiting := 0
		for _, cr := range f.srv.runs.byClient {
			waiting += len(cr.waiting)
		}
		return waiting == 50
	}, 20*time.Second, 10*time.Millisecond, "the runs reach execute_code's queue")
	var times []time.Duration
	for range 10 {
		rctx, stop := context.WithTimeout(context.Background(), 5*time.Second)
		start := time.Now()
		// the client speaks 2026-07-28 over HTTP, which has no ping
		_, err := c.ListTools(rctx, mcp.ListToolsRequest{})
		require.NoError(t, err)
		req := mcp.CallToolRequest{}
		req.Params.Name = "list_workspace_files"
		res, err := c.CallTool(rctx, req)
		times = append(times, time.Since(start))
		stop()
		require.NoError(t, err)
		require.False(t, res.IsError, text(res))
	}
	slices.Sort(times)
	t.Logf("10 × tools/list + list_workspace_files with 50 runs queued: median %s, slowest %s", times[5], times[9])
	require.Less(t, times[5], 500*time.Millisecond, "the median tools/list + tool call (the runs would hold them 30 s)")
	cancel()
	calls.Wait()
}
