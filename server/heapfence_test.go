package server

import (
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/interp/py"
)

// holdHook is a planted bug for the in-process memory fence: _hook_hold(n)
// holds n bytes of Go memory the interpreter does not account, 1 MiB at a
// time with a step between, so it stops when the run is told to.
func holdHook() map[string]py.Object {
	return map[string]py.Object{
		"_hook_hold": py.NewBuiltin("_hook_hold", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			var n py.Object
			if err := py.UnpackArgs("_hook_hold", args, kw, "n", &n); err != nil {
				return nil, err
			}
			size, err := py.AsInt(th, n)
			if err != nil {
				return nil, err
			}
			var keep [][]byte
			for ; size > 0; size -= 1 << 20 {
				b := make([]byte, 1<<20)
				for i := 0; i < len(b); i += 4096 {
					b[i] = 1
				}
				keep = append(keep, b)
				if err := th.TickN(1024); err != nil {
					return nil, err
				}
				time.Sleep(100 * time.Microsecond) // as slow as real code, so the fence samples it
			}
			runtime.KeepAlive(keep)
			return py.Int(len(keep)), nil
		}),
	}
}

// rssPeak samples this process's RSS every 2 ms until the returned stop,
// which gives the peak in MiB.
func rssPeak(t *testing.T) (stop func() int) {
	var peak int
	quit, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		for {
			peak = max(peak, rssMiB(t, os.Getpid()))
			select {
			case <-quit:
				return
			case <-time.After(2 * time.Millisecond):
			}
		}
	}()
	return func() int {
		close(quit)
		<-done
		return peak
	}
}

// TestHeapFence: in process, under a 64 MiB budget, runs that pass it
// through any path — memory the interpreter does not account included —
// end in MemoryError with the process's RSS under its start + budget +
// 100 MiB, and the next call works; runs inside the budget are untouched.
// Without the fence the unaccounted run holds its 400 MiB and succeeds.
func TestHeapFence(t *testing.T) {
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("no /proc")
	}
	const budget = 64 << 20
	f := newFixtureWith(t, fixtureOptions{server: Options{Memory: budget}})
	f.srv.plantedBuiltins = holdHook()
	cases := []struct {
		name, code string
		fails      bool
	}{
		{"unaccounted Go memory", "_hook_hold(400 << 20)", true},
		{"dict growth", "d = {}\nfor i in range(10**7): d[i] = i", true},
		{"dict of new strings", "d = {str(i): i for i in range(10**7)}", true},
		{"list of strings", "x = [str(i) * 10 for i in range(10**7)]", true},
		{"bytearray growth", "b = bytearray()\nwhile True: b += b'x' * 100000", true},
		{"json", "import json\ns = json.dumps(list(range(2*10**6)))\nx = json.loads(s)", true},
		{"inside the budget", "x = list(range(10**6)); len(x)", false},
		{"much garbage, little live", "for i in range(20000): x = 'a' * 100000", false},
		{"unaccounted but small", "_hook_hold(16 << 20)", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			runtime.GC()
			debug.FreeOSMemory()
			base := rssMiB(t, os.Getpid())
			peak := rssPeak(t)
			out, _ := f.exec(map[string]any{"code": tc.code})
			top := peak()
			t.Logf("%s: RSS %d MiB before, %d MiB at the peak", tc.name, base, top)
			require.Less(t, top-base, budget>>20+100, "the server's growth")
			if tc.fails {
				require.NotNil(t, out.Error)
				require.Equal(t, "MemoryError", out.Error.Type, out.Error.Message)
			} else {
				require.Nil(t, out.Error)
			}
			next, _ := f.exec(map[string]any{"code": "1 + 1"})
			require.Equal(t, "2", *next.Result, "the next call works")
		})
	}
}

// TestHeapFenceKeepsSession: a session call stopped by the fence reports
// what the process held against what it may hold, keeps its traceback,
// and leaves the session as it was before the call.
func TestHeapFenceKeepsSession(t *testing.T) {
	f := newFixtureWith(t, fixtureOptions{server: Options{Memory: 64 << 20}})
	f.srv.plantedBuiltins = holdHook()
	first, _ := f.exec(map[string]any{"code": "x = 1", "session_id": "fence"})
	require.Nil(t, first.Error)
	out, _ := f.exec(map[string]any{"code": "y = 2\ndef f():\n    return _hook_hold(400 << 20)\nf()", "session_id": "fence"})
	require.NotNil(t, out.Error)
	require.Equal(t, "MemoryError", out.Error.Type)
	require.Regexp(t, `^the server process held \d+ MiB while this run executed, more than the \d+ MiB it may hold then \(what it held before, each run's budget of 64 MiB and 32 MiB for the interpreter\); the run was stopped`, out.Error.Message)
	require.Contains(t, out.Error.Traceback, "in f\n")
	require.True(t, strings.HasSuffix(out.Error.Traceback, "MemoryError: "+out.Error.Message+"\n"), out.Error.Traceback)
	require.Contains(t, out.Stderr, sessionKeptNote)
	after, _ := f.exec(map[string]any{"code": "(x, 'y' in globals())", "session_id": "fence"})
	require.Nil(t, after.Error)
	require.Equal(t, "(1, False)", *after.Result)
}

// TestHeapFenceStopsRunsTogether: the runs executing in process share its
// heap, so when it passes what they may hold together every one of them
// is stopped; a run that starts afterwards is watched afresh.
func TestHeapFenceStopsRunsTogether(t *testing.T) {
	fence := newHeapFence(1 << 30)
	defer fence.close()
	runtime.GC()
	var mu sync.Mutex
	stopped := 0
	stop := func() { mu.Lock(); stopped++; mu.Unlock() }
	endA := fence.begin(8<<20, stop)
	endB := fence.begin(8<<20, stop)
	var leak [][]byte
	for i := 0; i < 400 && func() bool { mu.Lock(); defer mu.Unlock(); return stopped < 2 }(); i++ {
		b := make([]byte, 1<<20)
		for j := 0; j < len(b); j += 4096 {
			b[j] = 1
		}
		leak = append(leak, b)
		time.Sleep(200 * time.Microsecond)
	}
	runtime.KeepAlive(leak)
	a, b := endA(), endB()
	require.NotNil(t, a, "run A stopped")
	require.NotNil(t, b, "run B stopped")
	require.Equal(t, 2, a.runs)
	require.Contains(t, a.message(), "this run and 1 others executed")
	runtime.GC()
	endC := fence.begin(8<<20, func() { t.Error("a run inside its budget was stopped") })
	time.Sleep(20 * time.Millisecond)
	require.Nil(t, endC())
}

// BenchmarkHeapFence is what the fence adds to a short run in process.
func BenchmarkHeapFence(b *testing.B) {
	fence := newHeapFence(1 << 30)
	defer fence.close()
	for b.Loop() {
		fence.begin(64<<20, func() {})()
	}
}
