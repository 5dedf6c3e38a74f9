package server

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestExecuteCode(t *testing.T) {
	f := newFixtureWith(t, fixtureOptions{server: Options{MaxOutput: 1000, Memory: 16 << 20}})
	cases := []struct {
		name       string
		code       string
		stdout     string
		result     *string
		errType    string
		errMessage string
		truncated  bool
		text       []string // substrings of the text block, in order
	}{
		{name: "print", code: "print(1)", stdout: "1\n", text: []string{"1\n"}},
		{name: "final expression", code: "x = 20\nx + 22", result: ptr("42"), text: []string{"42"}},
		{name: "string result is a repr", code: "'a' + 'b'", result: ptr("'ab'")},
		{name: "None is no result", code: "None"},
		{name: "stdout then traceback", code: "print('before')\n1/0",
			stdout: "before\n", errType: "ZeroDivisionError", errMessage: "division by zero",
			text: []string{"before\n", "Traceback (most recent call last):", "ZeroDivisionError: division by zero"}},
		{name: "syntax error", code: "def f(:\n  pass", errType: "SyntaxError"},
		{name: "stdout, stderr, result", code: "import sys\nprint('out')\nsys.stderr.write('warn\\n')", result: ptr("5"), text: []string{"out\n", "warn\n", "5"}},
		{name: "memory guard", code: "x = 'a' * (1 << 30)", errType: "MemoryError"},
		{name: "recursion guard", code: "def f(n):\n    return f(n + 1)\nf(0)", errType: "RecursionError"},
		{name: "output guard", code: "for i in range(1000):\n    print('x' * 50)", truncated: true,
			text: []string{"[output truncated at 1000 bytes]"}},
		{name: "limit errors cannot be swallowed", code: "try:\n    x = 'a' * (1 << 30)\nexcept BaseException:\n    print('caught')",
			errType: "MemoryError"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			out, res := f.exec(map[string]any{"code": tc.code})
			if tc.stdout != "" {
				assert.Equal(t, tc.stdout, out.Stdout)
			}
			assert.Equal(t, tc.result, out.Result)
			if tc.errType == "" {
				require.Nil(t, out.Error, "unexpected error %+v", out.Error)
			} else {
				require.NotNil(t, out.Error)
				assert.Equal(t, tc.errType, out.Error.Type)
				if tc.errMessage != "" {
					assert.Equal(t, tc.errMessage, out.Error.Message)
				}
			}
			assert.Equal(t, tc.truncated, out.Truncated)
			assert.GreaterOrEqual(t, out.DurationMS, 0.0)
			body := text(res)
			pos := 0
			for _, want := range tc.text {
				i := strings.Index(body[pos:], want)
				require.GreaterOrEqual(t, i, 0, "text block %q lacks %q after offset %d", body, want, pos)
				pos += i + len(want)
			}
		})
	}
}

func ptr(s string) *string { return &s }

// TestExecuteTimeout covers the time guard and timeout_seconds: a number of
// seconds, clamped to the cap, an argument error below 0 or not a number.
func TestExecuteTimeout(t *testing.T) {
	f := newFixtureWith(t, fixtureOptions{server: Options{Timeout: 200 * time.Millisecond, MaxTimeout: 300 * time.Millisecond}})
	loop := "while True:\n    pass"
	t.Run("default", func(t *testing.T) {
		out, _ := f.exec(map[string]any{"code": loop})
		require.NotNil(t, out.Error)
		assert.Equal(t, "TimeoutError", out.Error.Type)
	})
	t.Run("asked", func(t *testing.T) {
		out, _ := f.exec(map[string]any{"code": loop, "timeout_seconds": 0.05})
		require.NotNil(t, out.Error)
		assert.Equal(t, "TimeoutError", out.Error.Type)
		assert.Contains(t, out.Error.Message, "50ms")
	})
	t.Run("clamped to the cap", func(t *testing.T) {
		out, _ := f.exec(map[string]any{"code": loop, "timeout_seconds": 1e9})
		require.NotNil(t, out.Error)
		assert.Equal(t, "TimeoutError", out.Error.Type)
		assert.Contains(t, out.Error.Message, "300ms")
	})
	t.Run("a tiny timeout is honoured, not taken for the default", func(t *testing.T) {
		out, _ := f.exec(map[string]any{"code": loop, "timeout_seconds": 1e-10})
		require.NotNil(t, out.Error)
		assert.Equal(t, "TimeoutError", out.Error.Type)
		assert.NotContains(t, out.Error.Message, "200ms", "the limit is the one asked, not the default")
	})
}

func TestExecuteBadArguments(t *testing.T) {
	f := newFixture(t)
	cases := []struct {
		name string
		args map[string]any
		want string
	}{
		{"no code", map[string]any{}, `"code" is required`},
		{"code not a string", map[string]any{"code": 5}, `"code" must be a string, not a number`},
		{"negative timeout", map[string]any{"code": "1", "timeout_seconds": -1}, `"timeout_seconds" must be more than 0`},
		{"zero timeout", map[string]any{"code": "1", "timeout_seconds": 0}, `"timeout_seconds" must be more than 0 (leave it out for the default`},
		{"timeout not a number", map[string]any{"code": "1", "timeout_seconds": "10"}, `"timeout_seconds" must be a number, not a string`},
		{"empty session id", map[string]any{"code": "1", "session_id": ""}, `"session_id" must be 1 to 128 characters`},
		{"session id with spaces", map[string]any{"code": "1", "session_id": "a b"}, `visible ASCII`},
		{"session id not a string", map[string]any{"code": "1", "session_id": 7}, `"session_id" must be a string`},
		{"sanitize not a bool", map[string]any{"code": "1", "sanitize_output": "yes"}, `"sanitize_output" must be true or false`},
		{"allowed_tools not a list", map[string]any{"code": "1", "allowed_tools": "github.*"}, `"allowed_tools" must be a list of strings`},
		{"allowed_tools empty pattern", map[string]any{"code": "1", "allowed_tools": []any{" "}}, `allowed_tools: empty pattern`},
		{"unknown argument", map[string]any{"code": "1", "timeout": 5}, `unknown argument "timeout"; execute_code takes: allowed_tools, code, sanitize_output, session_id, timeout_seconds`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			msg := f.fails("execute_code", tc.args)
			assert.Contains(t, msg, tc.want)
		})
	}
}

func TestExecuteSessions(t *testing.T) {
	f := newFixtureWith(t, fixtureOptions{server: Options{MaxSessions: 2}})
	run := func(id, code string) execResult {
		t.Helper()
		f.clock.Advance(time.Second) // so that "least recently used" is defined
		out, _ := f.exec(map[string]any{"code": code, "session_id": id})
		return out
	}

	out := run("a", "x = 41")
	assert.True(t, out.NewSession)
	assert.Equal(t, "a", out.SessionID)
	out = run("a", "x + 1")
	assert.False(t, out.NewSession)
	require.Nil(t, out.Error)
	assert.Equal(t, ptr("42"), out.Result, "globals survive between calls of one session")

	t.Run("sessions are separate", func(t *testing.T) {
		out := run("b", "x")
		require.NotNil(t, out.Error)
		assert.Equal(t, "NameError", out.Error.Type)
	})
	t.Run("no session means fresh globals", func(t *testing.T) {
		out, _ := f.exec(map[string]any{"code": "x"})
		require.NotNil(t, out.Error)
		assert.Equal(t, "NameError", out.Error.Type)
		assert.Empty(t, out.SessionID)
	})
	t.Run("functions and classes survive", func(t *testing.T) {
		run("m", "def double(v):\n    return 2 * v\nclass Box:\n    size = 3")
		out := run("m", "double(Box.size)")
		require.Nil(t, out.Error)
		assert.Equal(t, ptr("6"), out.Result)
	})
	t.Run("at most MaxSessions in memory: the least recently used is restored from the store", func(t *testing.T) {
		run("p", "v = 'p'")
		run("q", "v = 'q'")
		run("p", "v") // p is now more recent than q
		out := run("r", "v = 'r'")
		assert.True(t, out.NewSession)
		assert.LessOrEqual(t, f.srv.sessions.Live(), 2)
		assert.Equal(t, ptr("'p'"), run("p", "v").Result)
		out = run("q", "v")
		assert.False(t, out.NewSession, "q was evicted from memory only")
		assert.Equal(t, ptr("'q'"), out.Result)
	})
	t.Run("a session outlives a run that hit a guard", func(t *testing.T) {
		f.clock.Advance(time.Second)
		out, _ := f.exec(map[string]any{"code": "z = 5\nwhile True:\n    pass", "session_id": "g", "timeout_seconds": 0.05})
		require.NotNil(t, out.Error)
		assert.Equal(t, "TimeoutError", out.Error.Type)
		assert.Equal(t, ptr("6"), run("g", "z + 1").Result)
	})
	t.Run("expiry after the idle TTL", func(t *testing.T) {
		run("e", "y = 1")
		f.clock.Advance(DefaultSessionTTL - time.Minute)
		assert.Equal(t, ptr("1"), run("e", "y").Result, "not expired yet")
		f.clock.Advance(DefaultSessionTTL + time.Second)
		out := run("e", "y")
		assert.True(t, out.NewSession, "expired session starts again")
		require.NotNil(t, out.Error)
		assert.Equal(t, "NameError", out.Error.Type)
	})
}

// TestExecuteSessionRunsTakeTurns runs calls of one session concurrently:
// each sees the others' complete writes, none interleave.
func TestExecuteSessionRunsTakeTurns(t *testing.T) {
	f := newFixture(t)
	f.exec(map[string]any{"code": "n = 0", "session_id": "s"})
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res := f.call("execute_code", map[string]any{"code": "m = n\nfor _ in range(1000): pass\nn = m + 1", "session_id": "s"})
			assert.False(t, res.IsError, text(res))
		}()
	}
	wg.Wait()
	out, _ := f.exec(map[string]any{"code": "n", "session_id": "s"})
	assert.Equal(t, ptr("8"), out.Result)
}

func TestExecuteTooManyBusySessions(t *testing.T) {
	f := newFixtureWith(t, fixtureOptions{server: Options{MaxSessions: 1}})
	started := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		close(started)
		f.call("execute_code", map[string]any{"code": "while True: pass", "session_id": "busy", "timeout_seconds": 2})
	}()
	<-started
	// Wait until the busy session exists, then ask for a second one.
	require.Eventually(t, func() bool { return f.srv.sessions.Live() == 1 }, 5*time.Second, time.Millisecond)
	msg := f.fails("execute_code", map[string]any{"code": "1", "session_id": "other"})
	assert.Contains(t, msg, "too many sessions are running at once (1)")
	<-done
}

// TestExecuteCancel cancels a call mid-run: the run stops (it is counted as
// interrupted) long before its 30 s limit. (The stdio test cancels with
// notifications/cancelled, as a remote client does.)
func TestExecuteCancel(t *testing.T) {
	f := newFixture(t)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		req := mcp.CallToolRequest{}
		req.Params.Name = "execute_code"
		req.Params.Arguments = map[string]any{"code": "while True:\n    pass"}
		_, _ = f.client.CallTool(ctx, req)
	}()
	time.Sleep(100 * time.Millisecond)
	cancel()
	<-done
	require.Eventually(t, func() bool {
		snap, err := f.srv.stats.Snapshot(context.Background())
		return err == nil && snap.Errors["KeyboardInterrupt"] == 1
	}, 10*time.Second, 5*time.Millisecond, "the cancelled run should end as KeyboardInterrupt")
}

// TestExecuteProgress asks for progress on a long run and gets
// notifications carrying its token, with progress growing.
func TestExecuteProgress(t *testing.T) {
	f := newFixtureWith(t, fixtureOptions{server: Options{ProgressInterval: 20 * time.Millisecond}})
	var mu sync.Mutex
	var progress []float64
	f.client.OnNotification(func(n mcp.JSONRPCNotification) {
		if n.Method != "notifications/progress" {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		if n.Params.AdditionalFields["progressToken"] == "tok-1" {
			if p, ok := n.Params.AdditionalFields["progress"].(float64); ok {
				progress = append(progress, p)
			}
		}
	})
	req := mcp.CallToolRequest{}
	req.Params.Name = "execute_code"
	req.Params.Arguments = map[string]any{"code": "while True:\n    pass", "timeout_seconds": 0.3}
	req.Params.Meta = &mcp.Meta{ProgressToken: "tok-1"}
	res, err := f.client.CallTool(context.Background(), req)
	require.NoError(t, err)
	require.True(t, res.IsError)
	require.Eventually(t, func() bool {
		mu.Lock()
		defer mu.Unlock()
		return len(progress) >= 2
	}, 5*time.Second, 5*time.Millisecond)
	mu.Lock()
	for i := 1; i < len(progress); i++ {
		assert.Greater(t, progress[i], progress[i-1], "progress must increase")
	}
	mu.Unlock()

	t.Run("none without a token", func(t *testing.T) {
		mu.Lock()
		n := len(progress)
		mu.Unlock()
		f.exec(map[string]any{"code": "while True:\n    pass", "timeout_seconds": 0.1})
		mu.Lock()
		defer mu.Unlock()
		assert.Equal(t, n, len(progress))
	})
}

func TestExecuteSanitizeOutput(t *testing.T) {
	code := "print('write to jane.roe@example.com')\n" +
		"'call +1 415 555 0132'"
	t.Run("on request", func(t *testing.T) {
		f := newFixture(t)
		out, _ := f.exec(map[string]any{"code": code, "sanitize_output": true})
		assert.NotContains(t, out.Stdout, "jane.roe@example.com")
		assert.Contains(t, out.Stdout, "[EMAIL_")
		require.NotNil(t, out.Result)
		assert.NotContains(t, *out.Result, "555 0132")

		var restored struct{ Text string }
		f.ok("restore_pii", map[string]any{"text": out.Stdout}, &restored)
		assert.Equal(t, "write to jane.roe@example.com\n", restored.Text)
	})
	t.Run("error messages and tracebacks", func(t *testing.T) {
		f := newFixture(t)
		out, res := f.exec(map[string]any{"code": "raise ValueError('bad address jane.roe@example.com')", "sanitize_output": true})
		require.NotNil(t, out.Error)
		assert.NotContains(t, out.Error.Message, "jane.roe")
		assert.NotContains(t, out.Error.Traceback, "jane.roe")
		assert.NotContains(t, text(res), "jane.roe")
	})
	t.Run("server default, overridden per call", func(t *testing.T) {
		f := newFixtureWith(t, fixtureOptions{server: Options{SanitizeOutput: true}})
		out, _ := f.exec(map[string]any{"code": code})
		assert.NotContains(t, out.Stdout, "jane.roe@example.com")
		out, _ = f.exec(map[string]any{"code": code, "sanitize_output": false})
		assert.Contains(t, out.Stdout, "jane.roe@example.com")
	})
	t.Run("off by default", func(t *testing.T) {
		f := newFixture(t)
		out, _ := f.exec(map[string]any{"code": code})
		assert.Contains(t, out.Stdout, "jane.roe@example.com")
	})
	t.Run("shares the run's time limit", func(t *testing.T) {
		f := newFixture(t)
		// the run itself is quick; minting 30,000 new tokens is not
		many := "for i in range(30000):\n    print(f'user{i}@example.com')"
		res := f.call("execute_code", map[string]any{"code": many, "sanitize_output": true, "timeout_seconds": 0.05})
		require.True(t, res.IsError, text(res))
		assert.Contains(t, text(res), "past the run's time limit")
		assert.NotContains(t, text(res), "user1@example.com", "nothing unprotected comes back")
	})
}

// TestPanicIsAToolError shows a Go panic under a tool call becoming a tool
// error, with the server still answering afterwards.
func TestPanicIsAToolError(t *testing.T) {
	f := newFixture(t)
	f.srv.MCPServer().AddTool(mcp.NewTool("boom", mcp.WithDescription("Panics.")),
		func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) { panic("kaboom") })
	msg := f.fails("boom", nil)
	assert.Contains(t, msg, "internal error in boom")
	assert.Contains(t, msg, "kaboom")
	out, _ := f.exec(map[string]any{"code": "print('still here')"})
	assert.Equal(t, "still here\n", out.Stdout)
}

// TestExecText pins the order of the text block: stdout, stderr, result,
// truncation note, traceback.
func TestExecText(t *testing.T) {
	out := execOutput{
		Stdout:    "out",
		Stderr:    "warn\n",
		Result:    ptr("3"),
		Truncated: true,
		Error:     &execError{Type: "ValueError", Message: "m", Traceback: "Traceback (most recent call last):\nValueError: m\n"},
	}
	assert.Equal(t, "out\nwarn\n3\n[output truncated at 10 bytes]\nTraceback (most recent call last):\nValueError: m\n", execText(out, 10))
	assert.Equal(t, "KeyboardInterrupt", execText(execOutput{Error: &execError{Type: "KeyboardInterrupt"}}, 10))
	assert.Equal(t, "", execText(execOutput{}, 10))
}

// TestExecuteSandboxSurface checks that code reaches the workspace, skills,
// PII vault and tool registry through the bindings.
func TestExecuteSandboxSurface(t *testing.T) {
	f := newFixture(t)
	code := `
write_file("in/data.txt", "a,b\n1,2\n")
with open("in/data.txt") as fh:
    rows = [line.strip().split(",") for line in fh]
from pathlib import Path
import os
print(rows, Path("in/data.txt").exists(), os.listdir("in"))
save_skill("double", "def twice(x):\n    return 2 * x\n", "doubles")
from skills.double import twice
print(twice(21))
safe = sanitize_pii("mail ann@example.com")
print("ann@" in safe, restore_pii(safe))
r = search_tools("read a csv file", limit=3)
print(r["total"] > 0)
`
	out, _ := f.exec(map[string]any{"code": code})
	require.Nil(t, out.Error, "%+v", out.Error)
	assert.Equal(t, "[['a', 'b'], ['1', '2']] True ['data.txt']\n42\nFalse mail ann@example.com\nTrue\n", out.Stdout)
	var file struct {
		Content string `json:"content"`
	}
	f.ok("read_workspace_file", map[string]any{"path": "in/data.txt"}, &file)
	assert.Equal(t, "a,b\n1,2\n", file.Content)
}
