package e2e

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestServeIsolationProcess: with --isolation process a worker killed by
// SIGKILL mid-run costs only that run: the client gets the error, the
// server and the session's saved state survive, the next call works.
func TestServeIsolationProcess(t *testing.T) {
	bin := binary(t)
	dataDir := filepath.Join(t.TempDir(), "data")
	s := startStdioArgs(t, bin, isolatedEnv(t), "serve", "--data-dir", dataDir, "--isolation", "process", "--workers", "1")
	defer s.stop(t)

	out := execIn(t, s, "w", "x = 41\nwrite_file('a.txt', 'kept')")
	require.True(t, out.NewSession)
	workers := childPids(t, s.cmd.Process.Pid)
	require.Len(t, workers, 1, "one warm worker")

	go func() {
		time.Sleep(500 * time.Millisecond)
		_ = syscall.Kill(workers[0], syscall.SIGKILL)
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	res, err := s.call(ctx, "execute_code", map[string]any{"code": "x = 0\nwhile True: pass", "session_id": "w"})
	require.NoError(t, err, "stderr:\n%s", s.stderr.String())
	require.True(t, res.IsError)
	var died execOut
	data, _ := json.Marshal(res.StructuredContent)
	require.NoError(t, json.Unmarshal(data, &died))
	require.NotNil(t, died.Error)
	require.Equal(t, "SystemError", died.Error.Type)
	require.Equal(t, "the run's worker process died: signal: killed", died.Error.Message)

	out = execIn(t, s, "w", "print(x + 1, read_file('a.txt'))")
	require.Equal(t, "42 kept\n", out.Stdout)
	require.NotEqual(t, workers, childPids(t, s.cmd.Process.Pid), "a new worker replaced the dead one")
}

// childPids lists the child processes of pid.
func childPids(t testing.TB, pid int) []int {
	t.Helper()
	var pids []int
	tasks, err := filepath.Glob("/proc/" + strconv.Itoa(pid) + "/task/*/children")
	require.NoError(t, err)
	if len(tasks) == 0 {
		t.Skip("no /proc/PID/task/*/children on this system")
	}
	for _, f := range tasks {
		data, err := os.ReadFile(f)
		require.NoError(t, err)
		for _, field := range strings.Fields(string(data)) {
			n, err := strconv.Atoi(field)
			require.NoError(t, err)
			pids = append(pids, n)
		}
	}
	slices.Sort(pids)
	return pids
}

// TestServeIsolationProcessInterruptions: with --isolation process, a run
// cancelled by its client (notifications/cancelled) keeps what it did in
// its session, as in process; a run past its memory ends in MemoryError
// with the worker's peak RSS bounded, and the session goes on from before
// it.
func TestServeIsolationProcessInterruptions(t *testing.T) {
	bin := binary(t)
	dataDir := filepath.Join(t.TempDir(), "data")
	s := startStdioArgs(t, bin, isolatedEnv(t), "serve", "--data-dir", dataDir, "--isolation", "process", "--workers", "1", "--memory", "64MiB")
	defer s.stop(t)

	execIn(t, s, "c", "x = 1")
	ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	_, err := s.call(ctx, "execute_code", map[string]any{"code": "x = 2\nwhile True: pass", "session_id": "c"})
	require.Error(t, err, "the client gave up")
	require.Eventually(t, func() bool {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		res, err := s.call(ctx, "execute_code", map[string]any{"code": "x", "session_id": "c"})
		return err == nil && resultText(res) == "2"
	}, 20*time.Second, 50*time.Millisecond, "the cancelled run's x = 2 is kept; stderr:\n%s", s.stderr.String())

	workers := childPids(t, s.cmd.Process.Pid)
	require.Len(t, workers, 1)
	peak := 0
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		for {
			peak = max(peak, vmHWM(workers[0]))
			select {
			case <-stop:
				return
			case <-time.After(2 * time.Millisecond):
			}
		}
	}()
	ctx, cancel = context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	res, err := s.call(ctx, "execute_code", map[string]any{"code": "x = 3\nd = {str(i): i for i in range(10**7)}", "session_id": "c"})
	close(stop)
	<-sampled
	require.NoError(t, err)
	var out execOut
	data, _ := json.Marshal(res.StructuredContent)
	require.NoError(t, json.Unmarshal(data, &out))
	require.NotNil(t, out.Error, resultText(res))
	require.Equal(t, "MemoryError", out.Error.Type, out.Error.Message)
	t.Logf("%s; the worker's peak RSS: %d MiB (about 290 MiB before the fence)", out.Error.Message, peak)
	require.Less(t, peak, 64+128, "the worker's peak RSS, MiB")
	want := "3\n" // the interpreter's own MemoryError: the run keeps what it did, as in process
	if strings.Contains(out.Error.Message, "in its worker process") {
		want = "2\n" // the fence's: the session goes on from before the run
	}
	out = execIn(t, s, "c", "print(x)")
	require.Equal(t, want, out.Stdout)
}

// vmHWM is a process's peak RSS in MiB, 0 once it has exited.
func vmHWM(pid int) int {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")))
			return kb / 1024
		}
	}
	return 0
}
