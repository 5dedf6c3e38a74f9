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
		syscall.Kill(workers[0], syscall.SIGKILL)
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
