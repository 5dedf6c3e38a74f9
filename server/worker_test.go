package server

import (
	"context"
	"os"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/worker"
)

// envTestWorker makes this test binary a worker process: the pool's tests
// start it as their "mcpython worker".
const envTestWorker = "MCPYTHON_TEST_AS_WORKER"

func TestMain(m *testing.M) {
	if os.Getenv(envTestWorker) == "1" {
		os.Exit(worker.Main(os.Stdin, os.Stdout, os.Stderr))
	}
	if os.Getenv(envTestDownstream) == "1" {
		os.Exit(serveDownstream())
	}
	os.Exit(m.Run())
}

// newPool starts size workers from this test binary; hooks enables the
// worker's planted bugs (worker/hooks.go).
func newPool(t testing.TB, size int, memory int64, hooks bool) *worker.Pool {
	t.Helper()
	env := []string{envTestWorker + "=1"}
	if hooks {
		env = append(env, "MCPYTHON_WORKER_TEST_HOOKS=1")
	}
	pool, err := worker.NewPool(worker.Config{Command: []string{os.Args[0]}, Env: env, Size: size, Memory: memory, Grace: time.Second})
	require.NoError(t, err)
	t.Cleanup(func() { pool.Close() })
	return pool
}

// newWorkerFixture is a fixture whose runs go to worker processes.
func newWorkerFixture(t *testing.T, size int, hooks bool) (*fixture, *worker.Pool) {
	return newWorkerFixtureWith(t, size, hooks, fixtureOptions{})
}

func newWorkerFixtureWith(t *testing.T, size int, hooks bool, fo fixtureOptions) (*fixture, *worker.Pool) {
	pool := newPool(t, size, DefaultMemory+256<<20, hooks)
	fo.server.Workers = pool
	return newFixtureWith(t, fo), pool
}

// parityScript is run in order, both in process and in workers; each step
// must give the same stdout, result and error.
var parityScript = []string{
	`write_file("notes/a.txt", "hello\n"); print(read_file("notes/a.txt"), end="")`,
	`with open("notes/a.txt", "a") as f:
    f.write("more\n")
with open("notes/a.txt") as f:
    print(f.readlines())`,
	`import pathlib, os
p = pathlib.Path("data") / "x.bin"
p.parent.mkdir(parents=True, exist_ok=True)
p.write_bytes(b"\x00\x01")
print(p.read_bytes(), p.exists(), p.is_file(), os.listdir("data"), sorted(list_files()))`,
	`open("missing.txt")`,
	`open("nofolder/x.txt", "w")`,
	`import os; os.makedirs("m/n", exist_ok=True); open("m/n/x.txt", "w").write("1"); os.rename("m", "q"); print(os.listdir("q/n"))`,
	`open("q/n/x.txt/y", "w")`,
	`import os; os.rmdir("notes")`,
	`open("/etc/passwd")`,
	`with open("notes/b.txt", "x") as f: f.write("1")
open("notes/b.txt", "x")`,
	`import pathlib; print(sorted(str(p) for p in pathlib.Path(".").glob("**/*.txt")))`,
	`delete_file("notes/b.txt"); print(os.path.exists("notes/b.txt") if False else list_files("notes"))`,
	`s = save_skill("greet", "def hi(n):\n    return 'hi ' + n\n", "says hi"); print(s["name"], s["version"])`,
	`import skills.greet; print(skills.greet.hi("bob"), skills.greet.__version__)`,
	`from skills import greet; print(greet.hi("al")); print([s["name"] for s in list_skills()]); print(load_skill("greet"))`,
	`import skills.nothere`,
	`load_skill("nothere")`,
	`save_skill("bad name!", "x = 1")`,
	`t = sanitize_pii("Mail jane.doe@example.com or call +1 415 555 0100"); print(t != restore_pii(t), restore_pii(t))`,
	`print([(e["type"], e["text"]) for e in detect_pii("jane.doe@example.com")])`,
	`sanitize_pii("x", entities=["NOPE"])`,
	`r = search_tools("create github issue", limit=2); print(r["total"] > 0, [m["name"] for m in r["tools"]])`,
	`d = search_tools("", detail_level="name", limit=3); print(len(d["tools"]))`,
	`m = search_tools("create github issue", limit=1)["tools"][0]
print(get_tool_definition(m["name"], m["category"]) == get_tool_definition(m["category"] + "." + m["name"]))`,
	`get_tool_definition("no.such_tool")`,
	`call_mcp_tool("no.such_tool", {})`,
	`print(sorted(dir(tools))[:3])`,
	`print(sanitize_pii("jane.doe@example.com") == sanitize_pii("jane.doe@example.com"))`,
}

func TestWorkerParity(t *testing.T) {
	in := newFixture(t)
	out, _ := newWorkerFixture(t, 1, false)
	for i, code := range parityScript {
		want, _ := in.exec(map[string]any{"code": code})
		got, _ := out.exec(map[string]any{"code": code})
		want.DurationMS, got.DurationMS = 0, 0
		if testing.Verbose() {
			t.Logf("step %d: %+v %+v", i, want, want.Error)
		}
		require.Equal(t, want, got, "step %d: %s", i, code)
	}
}

// TestWorkerToolCalls: calls to downstream tools (call_mcp_tool, the tools
// namespace, PII restored in arguments and protected in results) answer
// the same through a worker.
func TestWorkerToolCalls(t *testing.T) {
	servers := startExampleServers(t)
	in := newFixtureWith(t, fixtureOptions{servers: servers})
	out, _ := newWorkerFixtureWith(t, 1, false, fixtureOptions{servers: servers})
	steps := []map[string]any{
		{"code": workedExample},
		{"code": "print(tools.crm.get_customer(customer_id='jane.doe@example.com')['id'])", "sanitize_output": true},
		{"code": "who = tools.crm.get_customer({'customer_id': 'cus-0007'}); print(sorted(who), who['tier'])"},
		{"code": "t = sanitize_pii('bob@example.com'); print(t != 'bob@example.com', call_mcp_tool('crm.get_customer', {'customer_id': t})['id'] == 'bob@example.com')"},
		{"code": "tools.crm.no_such_tool()"},
		{"code": "tools.nowhere"},
		{"code": "call_mcp_tool('crm.get_customer')"},
	}
	for i, args := range steps {
		want, _ := in.exec(args)
		got, _ := out.exec(args)
		want.DurationMS, got.DurationMS = 0, 0
		if testing.Verbose() {
			t.Logf("step %d: %+v %+v", i, want, want.Error)
		}
		require.Equal(t, want, got, "step %d: %v", i, args["code"])
	}
}

func TestWorkerSessionKeepsState(t *testing.T) {
	f, _ := newWorkerFixture(t, 2, false)
	res := f.call("execute_code", map[string]any{"code": "x = [1, 2]\ndef f(n): return n * 2\nimport json\ng = (i for i in x)", "session_id": "s"})
	var first execOutput
	decode(t, res, &first)
	require.Nil(t, first.Error, text(res))
	require.True(t, first.NewSession)
	require.Equal(t, []string{"g"}, first.SessionDropped)
	res = f.call("execute_code", map[string]any{"code": "x.append(f(3)); json.dumps(x)", "session_id": "s"})
	var out execOutput
	decode(t, res, &out)
	require.Nil(t, out.Error, text(res))
	require.Equal(t, `'[1, 2, 6]'`, *out.Result)
}

func TestWorkerKilledMidRun(t *testing.T) {
	f, pool := newWorkerFixture(t, 1, false)
	r, _ := f.exec(map[string]any{"code": "x = 41", "session_id": "k"})
	require.Nil(t, r.Error)
	pids := pool.Pids()
	require.Len(t, pids, 1)
	go func() {
		time.Sleep(500 * time.Millisecond)
		_ = syscall.Kill(pids[0], syscall.SIGKILL)
	}()
	r, _ = f.exec(map[string]any{"code": "x = 0\nwhile True: pass", "session_id": "k"})
	require.NotNil(t, r.Error)
	require.Equal(t, "SystemError", r.Error.Type)
	require.Equal(t, "the run's worker process died: signal: killed", r.Error.Message)

	r, _ = f.exec(map[string]any{"code": "x + 1", "session_id": "k"})
	require.Nil(t, r.Error)
	require.Equal(t, "42", *r.Result, "the session is back at its last saved state")
	require.NotEqual(t, pids, pool.Pids(), "a new worker replaced the dead one")
}

func TestWorkerOverrunIsKilled(t *testing.T) {
	f, _ := newWorkerFixture(t, 1, true)
	// a native call the interpreter cannot interrupt holds the worker past
	// its deadline; the server kills it
	start := time.Now()
	r, _ := f.exec(map[string]any{"code": "_hook_sleep(30)", "timeout_seconds": 0.5})
	require.NotNil(t, r.Error)
	require.Equal(t, "TimeoutError", r.Error.Type)
	require.Equal(t, "the run did not stop at its time limit of 500ms; its worker process was stopped 1s later", r.Error.Message)
	require.Less(t, time.Since(start), 5*time.Second)
	r, _ = f.exec(map[string]any{"code": "1 + 1"})
	require.Nil(t, r.Error)
}

func TestWorkerMemoryCeiling(t *testing.T) {
	f, _ := newWorkerFixture(t, 1, true)
	r, _ := f.exec(map[string]any{"code": "_hook_alloc(3 << 30)"})
	require.NotNil(t, r.Error, "allocating 3 GiB behind the interpreter's back must fail")
	if r.Error.Type != "MemoryError" {
		require.Equal(t, "SystemError", r.Error.Type)
		require.Contains(t, r.Error.Message, "the run's worker process died: ")
	}
	require.Less(t, rssMiB(t, os.Getpid()), 200, "the server's RSS")
	r, _ = f.exec(map[string]any{"code": "sum(range(10))"})
	require.Nil(t, r.Error)
	require.Equal(t, "45", *r.Result)
}

func TestWorkerCannotOpenHostFiles(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("seccomp and landlock are Linux's")
	}
	f, _ := newWorkerFixture(t, 1, true)
	r, _ := f.exec(map[string]any{"code": `_hook_open("/etc/passwd")`})
	require.Nil(t, r.Error)
	t.Logf("the worker's os.Open: %s", *r.Result)
	require.NotEqual(t, "'opened'", *r.Result)
	require.Contains(t, *r.Result, "/etc/passwd")

	// the same planted bug in this process opens the file: the fence is the
	// worker's, not the file's permissions
	_, err := os.Stat("/etc/passwd")
	require.NoError(t, err)
}

// rssMiB reads a process's resident set size.
func rssMiB(t testing.TB, pid int) int {
	t.Helper()
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		t.Skipf("no /proc: %v", err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")))
			require.NoError(t, err)
			return kb / 1024
		}
	}
	t.Fatalf("no VmRSS for %d", pid)
	return 0
}

// cancelAfter runs code in session id and cancels the call after d, as a
// client's notifications/cancelled does; it returns once the call ended.
func cancelAfter(f *fixture, id, code string, d time.Duration) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	time.AfterFunc(d, cancel)
	req := mcp.CallToolRequest{}
	req.Params.Name = "execute_code"
	req.Params.Arguments = map[string]any{"code": code, "session_id": id}
	_, _ = f.client.CallTool(ctx, req)
}

// TestSessionAfterInterruptedRuns pins what a session keeps of a run that
// did not end by itself. A run cancelled by its client or stopped at its
// time limit keeps what it did before, in a worker as in process; a run
// stopped by the worker's memory fence, or whose worker had to be killed,
// leaves the session as it was before the call, and says so.
func TestSessionAfterInterruptedRuns(t *testing.T) {
	inProcess := newFixture(t)
	inWorker, _ := newWorkerFixture(t, 1, true)
	value := func(f *fixture) string {
		r, res := f.exec(map[string]any{"code": "x", "session_id": "s"})
		require.Nil(t, r.Error, text(res))
		return *r.Result
	}
	for name, f := range map[string]*fixture{"in process": inProcess, "worker": inWorker} {
		r, _ := f.exec(map[string]any{"code": "x = 1", "session_id": "s"})
		require.Nil(t, r.Error)
		cancelAfter(f, "s", "x = 2\nwhile True: pass", 300*time.Millisecond)
		require.Eventually(t, func() bool { return value(f) == "2" }, 10*time.Second, 20*time.Millisecond, "%s: a cancelled run keeps what it did", name)
		r, _ = f.exec(map[string]any{"code": "x = 3\nwhile True: pass", "session_id": "s", "timeout_seconds": 0.3})
		require.Equal(t, "TimeoutError", r.Error.Type, name)
		require.Equal(t, "3", value(f), "%s: a run stopped at its time limit keeps what it did", name)
	}

	r, _ := inWorker.exec(map[string]any{"code": "x = 4\n_hook_hold(1 << 30)", "session_id": "s"})
	require.Equal(t, "MemoryError", r.Error.Type)
	require.Contains(t, r.Stderr, sessionKeptNote)
	require.Equal(t, "3", value(inWorker), "a run stopped by the memory fence is dropped")

	start := time.Now()
	cancelAfter(inWorker, "s", "x = 5\n_hook_sleep(30)", 300*time.Millisecond)
	require.Less(t, time.Since(start), 10*time.Second)
	require.Equal(t, "3", value(inWorker), "a run whose worker had to be killed is dropped")
}

// TestSessionOverBudget: a call that leaves its session holding more than
// a session may keep ends in MemoryError and its changes are rolled back,
// in a worker as in process; the session goes on from before the call.
func TestSessionOverBudget(t *testing.T) {
	inProcess := newFixture(t)
	inWorker, _ := newWorkerFixture(t, 1, false)
	for name, f := range map[string]*fixture{"in process": inProcess, "worker": inWorker} {
		r, _ := f.exec(map[string]any{"code": "a = 1", "session_id": "big"})
		require.Nil(t, r.Error, name)
		r, _ = f.exec(map[string]any{"code": "a = 2\nx = b'a' * (70 << 20)", "session_id": "big"})
		require.NotNil(t, r.Error, name)
		require.Equal(t, "MemoryError", r.Error.Type, "%s: %s", name, r.Error.Message)
		require.Contains(t, r.Error.Message, `session "big" would hold more than 64 MiB, so this call's changes to it were dropped`, name)
		r, res := f.exec(map[string]any{"code": "a, 'x' in globals()", "session_id": "big"})
		require.Nil(t, r.Error, "%s: %s", name, text(res))
		require.Equal(t, "(1, False)", *r.Result, name)
	}
}
