package registry

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/mcpython/mcpython/store"
	"github.com/mcpython/mcpython/store/storetest"
	"github.com/stretchr/testify/require"
)

// The integration tests run a real downstream server written with mcp-go:
// this test binary itself, started again with testServerEnv set.
const testServerEnv = "REGISTRY_TEST_SERVER"

func TestMain(m *testing.M) {
	if os.Getenv(testServerEnv) == "stdio" {
		if err := server.ServeStdio(newTestServer()); err != nil {
			fmt.Fprintln(os.Stderr, "test server:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// rawSearchSchema has keys that mcp-go's decoded schema drops (top-level
// description, examples, x- keys): the registry must keep them.
const rawSearchSchema = `{"type":"object","description":"search input","properties":{"q":{"type":"string","minLength":1},"limit":{"type":"integer","minimum":1,"maximum":50}},"required":["q"],"additionalProperties":false,"examples":[{"q":"x"}],"x-vendor":true}`

// newTestServer is the downstream server of the integration tests.
func newTestServer() *server.MCPServer {
	s := server.NewMCPServer("registry-test", "1.0.0", server.WithToolCapabilities(false))
	s.AddTool(mcp.NewTool("add",
		mcp.WithDescription("Add two numbers and return their sum."),
		mcp.WithNumber("a", mcp.Required()), mcp.WithNumber("b", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(true)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			a, b := req.GetFloat("a", 0), req.GetFloat("b", 0)
			return mcp.NewToolResultStructured(map[string]any{"sum": a + b}, fmt.Sprint(a+b)), nil
		})
	s.AddTool(mcp.NewTool("echo",
		mcp.WithDescription("Echo the text back."),
		mcp.WithString("text", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(true)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText(req.GetString("text", "")), nil
		})
	s.AddTool(mcp.NewTool("json_text",
		mcp.WithDescription("Return a JSON document as text."),
		mcp.WithReadOnlyHintAnnotation(true)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText(`{"items": [1, 2, 3], "big": 9007199254740993}`), nil
		})
	s.AddTool(mcp.NewTool("fail",
		mcp.WithDescription("Always fails with a tool error."),
		mcp.WithString("why"), mcp.WithDestructiveHintAnnotation(false), mcp.WithReadOnlyHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultError("boom: " + req.GetString("why", "no reason")), nil
		})
	s.AddTool(mcp.NewTool("die",
		mcp.WithDescription("Exit the server process in the middle of the call."),
		mcp.WithReadOnlyHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			os.Exit(3)
			return nil, nil
		})
	s.AddTool(mcp.NewTool("slow",
		mcp.WithDescription("Wait until cancelled (or 20 seconds)."),
		mcp.WithReadOnlyHintAnnotation(true)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			select {
			case <-ctx.Done():
				return nil, ctx.Err()
			case <-time.After(20 * time.Second):
				return mcp.NewToolResultText("done"), nil
			}
		})
	s.AddTool(mcp.NewTool("env",
		mcp.WithDescription("Return the value of the environment variable REGISTRY_TEST_TOKEN."),
		mcp.WithReadOnlyHintAnnotation(true)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText(os.Getenv("REGISTRY_TEST_TOKEN")), nil
		})
	s.AddTool(mcp.NewToolWithRawSchema("search_things", "Search things with a query.", json.RawMessage(rawSearchSchema)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("found " + req.GetString("q", "")), nil
		})
	return s
}

// stdioTestServer is the config that starts the test server over stdio.
func stdioTestServer(t *testing.T, name string) ServerConfig {
	t.Helper()
	exe, err := os.Executable()
	require.NoError(t, err)
	return ServerConfig{
		Name:    name,
		Type:    "stdio",
		Command: exe,
		Args:    []string{"-test.run=^$"},
		Env:     map[string]string{testServerEnv: "stdio", "REGISTRY_TEST_TOKEN": "tok-123"},
	}
}

// openTestDB opens a store in a temporary folder, closed at cleanup.
func openTestDB(t *testing.T) store.Store {
	t.Helper()
	return storetest.Open(t)
}

// newTestRegistry builds a registry and closes it at cleanup.
func newTestRegistry(t *testing.T, opts Options) *Registry {
	t.Helper()
	if opts.ConnectTimeout == 0 {
		opts.ConnectTimeout = 20 * time.Second
	}
	r, err := New(opts)
	require.NoError(t, err)
	t.Cleanup(func() { _ = r.Close() })
	return r
}

// testCtx bounds a test's calls.
func testCtx(t *testing.T) context.Context {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	return ctx
}
