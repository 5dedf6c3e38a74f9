package server

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	mcpserver "github.com/mark3labs/mcp-go/server"
	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/registry"
)

// envTestDownstream makes this test binary a downstream MCP server on
// stdio, in a process of its own: the memory of a huge result it builds is
// then not the server's.
const envTestDownstream = "MCPYTHON_TEST_AS_DOWNSTREAM"

// serveDownstream serves the tool sized(n), whose result is n bytes of
// text.
func serveDownstream() int {
	s := mcpserver.NewMCPServer("sized", "1.0.0", mcpserver.WithToolCapabilities(false))
	s.AddTool(mcp.NewTool("sized", mcp.WithDescription("Return n bytes of text."), mcp.WithNumber("n", mcp.Required())),
		func(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText(strings.Repeat("x", req.GetInt("n", 0))), nil
		})
	if err := mcpserver.ServeStdio(s); err != nil {
		fmt.Fprintln(os.Stderr, "downstream:", err)
		return 1
	}
	return 0
}

// TestDownstreamResultsStayInBudget: a downstream tool answering 400 MB
// or 100 MiB (past what a message may take: half the run's memory, as
// serve sets it) fails the call, the server's RSS stays under the run's
// budget + 100 MiB, and the next call works. mcp-go holds a message whole
// and decodes it before the registry can weigh it against the run's
// memory, so a message costs about three times its size for a moment: the
// message limit, not the run's check, is what holds the server.
func TestDownstreamResultsStayInBudget(t *testing.T) {
	if testing.Short() {
		t.Skip("the downstream server builds 400 MB")
	}
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("no /proc")
	}
	const budget = 64 << 20
	f := newFixtureWith(t, fixtureOptions{
		server:  Options{Memory: budget},
		servers: []registry.ServerConfig{{Name: "big", Type: "stdio", Command: os.Args[0], Env: map[string]string{envTestDownstream: "1"}}},
	})
	cases := []struct{ name, code string }{
		{"400 MB, past the message limit", "r = call_mcp_tool('big.sized', {'n': 400_000_000})"},
		{"100 MiB, past the run's memory", "r = call_mcp_tool('big.sized', {'n': 100 << 20})"},
		{"30 MiB, under the message limit but past the run's memory left", "keep = 'y' * (40 << 20)\nr = call_mcp_tool('big.sized', {'n': 30 << 20})"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			runtime.GC()
			debug.FreeOSMemory()
			base := rssMiB(t, os.Getpid())
			peak := rssPeak(t)
			out, res := f.exec(map[string]any{"code": tc.code, "timeout_seconds": 120})
			top := peak()
			require.NotNil(t, out.Error, text(res))
			t.Logf("%s: RSS %d MiB before, %d MiB at the peak; %s: %.200s", tc.name, base, top, out.Error.Type, out.Error.Message)
			require.Less(t, top-base, budget>>20+100, "the server's growth")
			next, _ := f.exec(map[string]any{"code": "1 + 1"})
			require.Equal(t, "2", *next.Result, "the next call works")
		})
	}
}
