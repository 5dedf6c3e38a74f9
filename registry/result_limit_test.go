package registry

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpython/mcpython/interp"
)

func TestCheckResultSize(t *testing.T) {
	res := &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(strings.Repeat("x", 100))}}
	res.RawStructuredContent = []byte(`{"a": 1}`)
	ctx := context.Background()
	if err := checkResultSize(ctx, "s.t", res); err != nil {
		t.Fatalf("no limit: %v", err)
	}
	if err := checkResultSize(WithResultLimit(ctx, 108), "s.t", res); err != nil {
		t.Fatalf("at the limit: %v", err)
	}
	var tl *ResultTooLargeError
	err := checkResultSize(WithResultLimit(ctx, 107), "s.t", res)
	if !errors.As(err, &tl) || tl.Size != 108 || tl.Limit != 107 {
		t.Fatalf("over the limit: %v", err)
	}
}

// TestPythonResultBoundedByMemoryLeft: a downstream result larger than the
// memory the run has left ends in MemoryError before it is converted; a
// small one still works.
func TestPythonResultBoundedByMemoryLeft(t *testing.T) {
	r := newTestRegistry(t, Options{Servers: []ServerConfig{stdioTestServer(t, "gotest")}, Store: openTestDB(t)})
	view, err := r.View(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := testCtx(t)
	run := func(code string) *interp.Result {
		return interp.Run(ctx, code, interp.Options{Builtins: view.Python(ctx, PythonOptions{}),
			Limits: interp.Limits{MaxDuration: 20 * time.Second, MaxMemory: 16 << 20}})
	}
	res := run("s = 'x' * (9 << 20)\nr = call_mcp_tool('gotest.echo', {'text': s})")
	if res.Error == nil || res.Error.Type != "MemoryError" || !strings.Contains(res.Error.Message, "this run has left") {
		t.Fatalf("want MemoryError about the result size, got %+v", res.Error)
	}
	res = run("print(len(call_mcp_tool('gotest.echo', {'text': 'x' * 1000})))")
	if res.Error != nil || res.Stdout != "1000\n" {
		t.Fatalf("small result: %+v %q", res.Error, res.Stdout)
	}
}
