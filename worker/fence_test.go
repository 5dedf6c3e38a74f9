package worker

import (
	"context"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/interp"
)

// peakRSS follows a worker's peak resident set (VmHWM) until stop is
// called, which returns it in MiB; a process that exits keeps the last
// reading.
func peakRSS(pid int) (stop func() int) {
	var (
		mu   sync.Mutex
		peak int
		quit = make(chan struct{})
		done = make(chan struct{})
	)
	go func() {
		defer close(done)
		for {
			if v := vmField(pid, "VmHWM:"); v > 0 {
				mu.Lock()
				peak = max(peak, v)
				mu.Unlock()
			}
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
		mu.Lock()
		defer mu.Unlock()
		return peak
	}
}

// vmField reads a field of /proc/PID/status in MiB, 0 when unreadable.
func vmField(pid int, field string) int {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(line, field); ok {
			kb, _ := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")))
			return kb / 1024
		}
	}
	return 0
}

// fencedPool is one worker as serve starts it: GOGC=400 (the binary's
// setting, under which garbage piles up fastest), a ceiling of the budget
// plus 256 MiB.
func fencedPool(t *testing.T, budget int64) *Pool {
	return testPool(t, Config{Size: 1, Memory: budget + 256<<20, Env: []string{"GOGC=400", envTestHooks + "=1"}})
}

// TestMemoryFence: under a 64 MiB budget, runs that pass it through any
// path end in MemoryError with the worker's peak RSS under budget +
// 128 MiB (280 to 316 MiB before the fence): the fence's limit (the idle
// worker, the budget, 32 MiB of slack) plus one growth step of a large
// buffer between two samples. Runs inside the budget are untouched.
func TestMemoryFence(t *testing.T) {
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("no /proc")
	}
	const budget = 64 << 20
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
			p := fencedPool(t, budget)
			pid := p.Pids()[0]
			peak := peakRSS(pid)
			reply, err := p.Run(context.Background(), &RunRequest{Code: tc.code, Limits: interp.Limits{MaxDuration: 30 * time.Second, MaxMemory: budget}}, Surface{})
			mib := peak()
			t.Logf("%s: peak RSS %d MiB", tc.name, mib)
			require.Less(t, mib, budget>>20+128, "the worker's peak RSS")
			if !tc.fails {
				require.NoError(t, err)
				require.Nil(t, reply.Error)
				require.False(t, reply.Recycle)
				return
			}
			if err != nil {
				require.ErrorIs(t, err, ErrOutOfMemory)
			} else {
				require.NotNil(t, reply.Error)
				require.Equal(t, "MemoryError", reply.Error.Type, reply.Error.Message)
			}
			require.Equal(t, "2", runCode(t, p, "1 + 1").Value, "the pool goes on")
		})
	}
}

// TestMemoryFenceMessage: a run stopped by the fence reports what it used
// against what it may use, keeps its traceback, drops its session
// changes and has its worker replaced.
func TestMemoryFenceMessage(t *testing.T) {
	p := fencedPool(t, 64<<20)
	before := p.Pids()
	reply, err := p.Run(context.Background(), &RunRequest{
		Code:    "x = 1\ndef f():\n    return _hook_hold(400 << 20)\nf()",
		Limits:  interp.Limits{MaxDuration: 30 * time.Second, MaxMemory: 64 << 20},
		Session: true,
	}, Surface{})
	require.NoError(t, err)
	require.NotNil(t, reply.Error)
	require.Equal(t, "MemoryError", reply.Error.Type)
	require.Regexp(t, `^the run used \d+ MiB of memory in its worker process, more than its limit of \d+ MiB \(its budget of 64 MiB plus \d+ MiB for the interpreter\); it was stopped and the worker process replaced$`, reply.Error.Message)
	require.Contains(t, reply.Error.Traceback, "in f\n")
	require.True(t, strings.HasSuffix(reply.Error.Traceback, "MemoryError: "+reply.Error.Message+"\n"), reply.Error.Traceback)
	require.True(t, reply.Reverted)
	require.Nil(t, reply.Snapshot)
	require.Empty(t, reply.SnapshotError)
	require.True(t, reply.Recycle)
	require.Equal(t, "2", runCode(t, p, "1 + 1").Value)
	require.NotEqual(t, before, p.Pids(), "the worker was replaced")
}
