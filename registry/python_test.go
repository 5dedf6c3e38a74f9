package registry

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/mcpython/mcpython/interp"
)

func TestPythonBinding(t *testing.T) {
	r := newTestRegistry(t, Options{
		Servers: []ServerConfig{stdioTestServer(t, "gotest")},
		Store:   openTestDB(t),
		Policy:  Policy{Servers: map[string]ServerPolicy{"gotest": {Deny: []string{"env"}}}},
	})
	view, err := r.View(nil)
	if err != nil {
		t.Fatal(err)
	}
	run := func(code string, opts PythonOptions) *interp.Result {
		ctx := testCtx(t)
		return interp.Run(ctx, code, interp.Options{Builtins: view.Python(ctx, opts), Limits: interp.Limits{MaxDuration: 20 * time.Second}})
	}
	cases := []struct{ name, code, want, errType string }{
		{name: "structured result", code: `print(call_mcp_tool("mcp__gotest__add", {"a": 2, "b": 3}))`, want: "{'sum': 5}\n"},
		{name: "keyword arguments and dotted name", code: `print(call_mcp_tool("gotest.add", a=1, b=1)["sum"])`, want: "2\n"},
		{name: "json text keeps order and big ints", code: `r = call_mcp_tool("gotest.json_text")
print(list(r), r["big"])`, want: "['items', 'big'] 9007199254740993\n"},
		{name: "plain text", code: `print(call_mcp_tool("gotest.echo", {"text": "hi"}))`, want: "hi\n"},
		{name: "typed namespace", code: `print(tools.gotest.echo(text="ns"))`, want: "ns\n"},
		{name: "tool error", code: `try:
    call_mcp_tool("gotest.fail", {"why": "x"})
except ToolError as e:
    print("ToolError:", e)`, want: "ToolError: boom: x\n"},
		{name: "validation", code: `call_mcp_tool("gotest.add", {"a": "no"})`, errType: "ValueError"},
		{name: "denied", code: `call_mcp_tool("gotest.env")`, errType: "PermissionError"},
		{name: "unknown", code: `call_mcp_tool("gotest.nope")`, errType: "LookupError"},
		{name: "search", code: `r = search_tools("add two numbers", category="gotest", limit=3)
print(r["tools"][0]["name"], r["total"] >= 1)`, want: "add True\n"},
		{name: "definition", code: `d = get_tool_definition("add", "gotest")
print(d["name"], sorted(d["inputSchema"]["properties"]))`, want: "add ['a', 'b']\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := run(c.code, PythonOptions{})
			if c.errType != "" {
				if res.Error == nil || res.Error.Type != c.errType {
					t.Fatalf("want %s, got %+v (stdout %q)", c.errType, res.Error, res.Stdout)
				}
				return
			}
			if res.Error != nil {
				t.Fatal(res.FormatError())
			}
			if res.Stdout != c.want {
				t.Errorf("got %q want %q", res.Stdout, c.want)
			}
		})
	}
	t.Run("PII hooks", func(t *testing.T) {
		opts := PythonOptions{
			Restore: func(ctx context.Context, s string) (string, error) {
				return strings.ReplaceAll(s, "[EMAIL_AAAAAAAA]", "a@b.co"), nil
			},
			Protect: func(ctx context.Context, s string) (string, error) {
				return strings.ReplaceAll(s, "a@b.co", "[EMAIL_AAAAAAAA]"), nil
			},
		}
		res := run(`print(call_mcp_tool("gotest.echo", {"text": "mail [EMAIL_AAAAAAAA]"}))`, opts)
		if res.Error != nil || res.Stdout != "mail [EMAIL_AAAAAAAA]\n" {
			t.Fatalf("%v %q", res.Error, res.Stdout)
		}
	})
	t.Run("call bounded by the run deadline", func(t *testing.T) {
		ctx := context.Background()
		start := time.Now()
		res := interp.Run(ctx, `call_mcp_tool("gotest.slow")`, interp.Options{Builtins: view.Python(ctx, PythonOptions{}), Limits: interp.Limits{MaxDuration: 500 * time.Millisecond}})
		if res.Error == nil || res.Error.Type != "TimeoutError" {
			t.Fatalf("want TimeoutError, got %+v", res.Error)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Fatalf("took %s", d)
		}
	})
}
