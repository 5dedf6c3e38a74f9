package registry

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	mcpserver "github.com/mark3labs/mcp-go/server"
	"github.com/stretchr/testify/require"
)

// TestEventLimitThroughSSE: a legacy SSE server answers one call with a
// result over the limit: that call fails at once saying why, and the
// stream goes on serving the next calls (a limit on the whole body would
// have ended it).
func TestEventLimitThroughSSE(t *testing.T) {
	const limit = 64 << 10
	s := mcpserver.NewMCPServer("sse-test", "1")
	s.AddTool(mcp.NewTool("sized", mcp.WithNumber("n", mcp.Required())), func(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(strings.Repeat("x", req.GetInt("n", 0))), nil
	})
	sse := mcpserver.NewSSEServer(s)
	ts := httptest.NewServer(sse)
	defer ts.Close()

	tr, err := transport.NewSSE(ts.URL+"/sse", transport.WithHTTPClient(&http.Client{Transport: limitBodies{next: http.DefaultTransport, limit: limit}}))
	require.NoError(t, err)
	c := client.NewClient(tr)
	defer c.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	require.NoError(t, c.Start(ctx))
	_, err = c.Initialize(ctx, mcp.InitializeRequest{})
	require.NoError(t, err)

	call := func(n int) (*mcp.CallToolResult, error) {
		req := mcp.CallToolRequest{}
		req.Params.Name = "sized"
		req.Params.Arguments = map[string]any{"n": n}
		return c.CallTool(ctx, req)
	}
	for range 3 {
		// many small messages together pass the limit: the stream stays
		res, err := call(limit / 4)
		require.NoError(t, err)
		require.Len(t, res.Content[0].(mcp.TextContent).Text, limit/4)
	}
	start := time.Now()
	_, err = call(4 * limit)
	require.ErrorContains(t, err, "the downstream server's answer is")
	require.ErrorContains(t, err, "more than the 65536 bytes mcpython reads")
	require.Less(t, time.Since(start), 5*time.Second, "the call fails at once")
	res, err := call(10)
	require.NoError(t, err, "the stream goes on")
	require.Equal(t, "xxxxxxxxxx", res.Content[0].(mcp.TextContent).Text)
}

// TestEventLimitJoinCost: an event of many short data lines, which mcp-go
// would join at a cost of the square of their number, is dropped once the
// joining passes its bound; the next event passes.
func TestEventLimitJoinCost(t *testing.T) {
	var in bytes.Buffer
	in.WriteString("event: message\n")
	for range 2000 {
		in.WriteString("data: 1\n")
	}
	in.WriteString("\nevent: message\ndata: {\"id\":2}\n\n")
	out, err := io.ReadAll(newEventLimit(&in, 1<<20, 4096))
	require.NoError(t, err)
	require.Less(t, bytes.Count(out, []byte("data: 1\n")), 100)
	require.True(t, bytes.HasSuffix(out, []byte("\n\nevent: message\ndata: {\"id\":2}\n\n")), "%q", out[max(0, len(out)-80):])
}

// FuzzEventLimit: whatever a server streams, the reader never fails or
// panics; a stream whose events all fit passes unchanged; and every event
// that comes out fits the limit or is the error for a dropped one.
func FuzzEventLimit(f *testing.F) {
	f.Add([]byte("event: message\ndata: {\"id\":1,\"result\":{}}\n\n"), 8)
	f.Add([]byte("data: {\"result\":\""+strings.Repeat("y", 100)+"\",\"id\":\"q\"}\r\n\r\ndata: ok\n\n"), 16)
	f.Add([]byte("data: a\ndata: b\ndata: c\n\n"), 64)
	f.Add([]byte("no newline at all"), 4)
	f.Fuzz(func(t *testing.T, data []byte, limit int) {
		if limit < 1 || limit > 1<<16 {
			return
		}
		out, err := io.ReadAll(iotestOneByte(newEventLimit(bytes.NewReader(data), int64(limit), eventCopyFactor*int64(limit))))
		require.NoError(t, err)
		fits := true
		for _, ev := range splitEvents(data) {
			var cost, size int64
			for _, line := range bytes.SplitAfter(ev, []byte("\n")) {
				size += int64(len(line))
				if bytes.HasSuffix(line, []byte("\n")) {
					cost += size
				}
			}
			if counted(ev) > limit || cost > eventCopyFactor*int64(limit) {
				fits = false
			}
		}
		if fits {
			require.Equal(t, string(data), string(out))
		}
		for _, ev := range splitEvents(out) {
			if counted(ev) > limit && !bytes.HasPrefix(ev, []byte("event: message\ndata: {\"jsonrpc\":\"2.0\",\"id\":")) {
				t.Fatalf("an event of %d bytes passed a limit of %d: %q", len(ev), limit, ev)
			}
		}
	})
}

// splitEvents cuts a stream after each blank line ("\n" or "\r\n" on a
// line of its own), each event keeping its lines' newlines.
func splitEvents(b []byte) [][]byte {
	var out [][]byte
	start := 0
	for _, line := range bytes.SplitAfter(b, []byte("\n")) {
		end := start + len(line)
		if string(line) == "\n" || string(line) == "\r\n" {
			out = append(out, b[eventStart(out, b):end])
		}
		start = end
	}
	return append(out, b[eventStart(out, b):])
}

// eventStart is where the event after those in out begins in b.
func eventStart(out [][]byte, b []byte) int {
	n := 0
	for _, ev := range out {
		n += len(ev)
	}
	return min(n, len(b))
}

// counted is what the reader counts of an event: its bytes up to its last
// byte that is not a newline (a CRLF blank line's CR included).
func counted(ev []byte) int {
	for i := len(ev) - 1; i >= 0; i-- {
		if ev[i] != '\n' {
			return i + 1
		}
	}
	return 0
}
