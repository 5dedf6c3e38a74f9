package interp

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"
)

// Each hostile program must end with the expected error, within 50 ms of
// the limit that stopped it, and the next run on the same host must work.

var guardSlack = 50 * time.Millisecond * raceSlowdown

func TestGuards(t *testing.T) {
	const limit = 300 * time.Millisecond
	cases := []struct {
		name, code, errType string
		msgContains         string
		stdout              string
		timeBound           bool // the run must end within limit + slack
		slow                bool // memory cases: a long time limit so memory runs out first
	}{
		{name: "infinite loop", code: "while True:\n    pass", errType: "TimeoutError", timeBound: true},
		{name: "loop swallowing BaseException", code: "while True:\n    try:\n        while True: pass\n    except BaseException:\n        pass", errType: "TimeoutError", timeBound: true},
		{name: "finally that loops", code: "try:\n    while True: pass\nfinally:\n    while True: pass", errType: "TimeoutError", timeBound: true},
		{name: "sum of huge range", code: "print(sum(range(10**12)))", errType: "TimeoutError", timeBound: true},
		{name: "join of endless generator", code: "def g():\n    i = 0\n    while True:\n        i += 1\n        yield str(i)\n''.join(g())", errType: "", timeBound: true},
		{name: "sorted of big list", code: "x = list(range(3_000_000, 0, -1))\nwhile True:\n    x = sorted(x, key=lambda v: -v)", errType: "", timeBound: true},
		{name: "recursion", code: "def f(n):\n    return f(n + 1)\nf(0)", errType: "RecursionError", msgContains: "maximum recursion depth exceeded"},
		{name: "recursion is catchable", code: "def f(n):\n    return f(n + 1)\ntry:\n    f(0)\nexcept RecursionError:\n    print('caught')", stdout: "caught\n"},
		{name: "string repeat", code: "s = 'a' * 10**10", errType: "MemoryError"},
		{name: "list repeat", code: "x = [0] * 10**9", errType: "MemoryError"},
		{name: "big power", code: "x = 10 ** 10 ** 10", errType: "MemoryError"},
		{name: "big shift", code: "x = 1 << 10**12", errType: "MemoryError"},
		{name: "memory error not swallowed", code: "try:\n    s = 'a' * 10**10\nexcept MemoryError:\n    print('swallowed')", errType: "MemoryError"},
		{name: "growing list", code: "x = []\nwhile True:\n    x.append('abc' * 100)", errType: "MemoryError", slow: true},
		{name: "growing dict", code: "d = {}\ni = 0\nwhile True:\n    d[i] = 'x' * 1000 + str(i)\n    i += 1", errType: "MemoryError", slow: true},
		{name: "self-referencing list", code: "a = [1]\na.append(a)\nprint(a)\nd = {}\nd['self'] = d\nprint(d)", stdout: "[1, [...]]\n{'self': {...}}\n"},
		{name: "deeply nested repr", code: "x = []\nfor i in range(100000):\n    x = [x]\nrepr(x)", errType: "RecursionError"},
		{name: "deeply nested eq", code: "x = []\ny = []\nfor i in range(100000):\n    x = [x]\n    y = [y]\nx == y", errType: "RecursionError"},
		{name: "output flood", code: "while True:\n    print('x' * 1000)", errType: "TimeoutError", timeBound: true},
		{name: "exit status", code: "print('bye')\nexit(3)", stdout: "bye\n"},
	}
	for _, c := range cases {
		c := c
		t.Run(c.name, func(t *testing.T) {
			lim := limit
			if c.slow {
				lim = 20 * time.Second
			}
			opts := Options{Limits: Limits{MaxDuration: lim, MaxMemory: 64 << 20, MaxOutput: 10_000}}
			res := Run(context.Background(), c.code, opts)
			if c.timeBound && res.Duration > limit+guardSlack {
				// a busy machine (parallel test packages) can delay one run;
				// a real overrun repeats
				res = Run(context.Background(), c.code, opts)
				if res.Duration > limit+guardSlack {
					t.Errorf("run took %s, limit %s", res.Duration, limit)
				}
			}
			if c.errType != "" {
				if res.Error == nil {
					t.Fatalf("want %s, run succeeded (stdout %q)", c.errType, res.Stdout)
				}
				if res.Error.Type != c.errType {
					t.Fatalf("want %s, got %s: %s", c.errType, res.Error.Type, res.Error.Message)
				}
				if !strings.Contains(res.Error.Message, c.msgContains) {
					t.Errorf("message %q does not contain %q", res.Error.Message, c.msgContains)
				}
			} else if c.stdout != "" || !c.timeBound {
				if res.Error != nil {
					t.Fatalf("unexpected error: %s", res.FormatError())
				}
			} else if res.Error == nil {
				t.Fatalf("expected the run to be stopped")
			}
			if c.stdout != "" && res.Stdout != c.stdout {
				t.Errorf("stdout %q, want %q", res.Stdout, c.stdout)
			}
			// the host is still healthy
			next := Run(context.Background(), "print(1 + 1)", Options{})
			if next.Error != nil || next.Stdout != "2\n" {
				t.Fatalf("next run broken: %+v", next)
			}
		})
	}
}

func TestOutputTruncated(t *testing.T) {
	res := Run(context.Background(), "for i in range(1000):\n    print('line', i)", Options{Limits: Limits{MaxOutput: 100}})
	if res.Error != nil {
		t.Fatal(res.FormatError())
	}
	if !res.Truncated || !strings.HasSuffix(res.Stdout, "[output truncated at 100 bytes]\n") {
		t.Fatalf("truncated=%v stdout=%q", res.Truncated, res.Stdout)
	}
}

func TestExitCodes(t *testing.T) {
	for code, want := range map[string]int{"exit()": 0, "exit(0)": 0, "exit(4)": 4, "raise SystemExit(2)": 2, "exit('bad')": 1, "1/0": 1, "quit()": 0} {
		res := Run(context.Background(), code, Options{})
		if res.ExitCode != want {
			t.Errorf("%s: exit code %d, want %d", code, res.ExitCode, want)
		}
	}
}

func TestStepLimit(t *testing.T) {
	res := Run(context.Background(), "i = 0\nwhile True:\n    i += 1", Options{Limits: Limits{MaxSteps: 10_000}})
	if res.Error == nil || res.Error.Type != "TimeoutError" || !strings.Contains(res.Error.Message, "step limit") {
		t.Fatalf("got %+v", res.Error)
	}
}

func TestCancellation(t *testing.T) {
	try := func() (time.Duration, *Result) {
		ctx, cancel := context.WithCancel(context.Background())
		go func() {
			time.Sleep(100 * time.Millisecond)
			cancel()
		}()
		start := time.Now()
		res := Run(ctx, "while True:\n    pass", Options{})
		return time.Since(start), res
	}
	d, res := try()
	if d > 100*time.Millisecond+guardSlack {
		d, res = try() // once more: a loaded machine can delay one run
	}
	if d > 100*time.Millisecond+guardSlack {
		t.Errorf("cancel took effect after %s", d)
	}
	if res.Error == nil {
		t.Fatal("run was not stopped")
	}
}

func TestGeneratorsEndWithRun(t *testing.T) {
	code := `
def gen():
    i = 0
    while True:
        yield i
        i += 1
keep = []
for k in range(200):
    g = gen()
    next(g)
    keep.append(g)
print(len(keep))
`
	res := Run(context.Background(), code, Options{})
	if res.Error != nil || res.Stdout != "200\n" {
		t.Fatalf("%+v %s", res.Error, res.Stdout)
	}
}

// TestConcurrentRuns runs 100 programs at once; `make test` also runs it
// under the race detector.
func TestConcurrentRuns(t *testing.T) {
	var wg sync.WaitGroup
	errs := make(chan error, 100)
	for i := 0; i < 100; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			code := fmt.Sprintf(`
class Item:
    def __init__(self, n): self.n = n
    def __repr__(self): return f"Item({self.n})"
def gen(n):
    for k in range(n):
        yield Item(k + %d)
items = sorted(gen(50), key=lambda it: -it.n)
d = {str(it.n): it for it in items}
print(len(d), items[0], sum(it.n for it in items))
`, i)
			res := Run(context.Background(), code, Options{})
			want := fmt.Sprintf("50 Item(%d) %d\n", 49+i, 1225+50*i)
			if res.Error != nil || res.Stdout != want {
				errs <- fmt.Errorf("run %d: %v %q want %q", i, res.Error, res.Stdout, want)
			}
		}(i)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
