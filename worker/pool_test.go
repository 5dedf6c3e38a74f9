package worker

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/interp"
)

const envAsWorker = "MCPYTHON_TEST_AS_WORKER"

func TestMain(m *testing.M) {
	if os.Getenv(envAsWorker) == "1" {
		os.Exit(Main(os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// testCommand and testEnv start this test binary as a worker.
func testCommand() []string { return []string{os.Args[0]} }

func testEnv(extra ...string) []string { return append(extra, envAsWorker+"=1") }

func testPool(t *testing.T, cfg Config) *Pool {
	t.Helper()
	cfg.Command = testCommand()
	cfg.Env = testEnv(cfg.Env...)
	p, err := NewPool(cfg)
	require.NoError(t, err)
	t.Cleanup(func() { p.Close() })
	return p
}

func runCode(t *testing.T, p *Pool, code string) *RunReply {
	t.Helper()
	reply, err := p.Run(context.Background(), &RunRequest{Code: code, Limits: interp.Limits{MaxDuration: 5 * time.Second}}, Surface{})
	require.NoError(t, err)
	return reply
}

func TestPoolReplacesAfterMaxRuns(t *testing.T) {
	p := testPool(t, Config{Size: 1, MaxRuns: 2})
	first := p.Pids()
	require.Len(t, first, 1)
	require.Equal(t, "2", runCode(t, p, "1 + 1").Value)
	require.Equal(t, "x\n", runCode(t, p, "print('x')").Stdout)
	require.Equal(t, "9", runCode(t, p, "3 * 3").Value)
	require.NotEqual(t, first, p.Pids(), "the worker was replaced after two runs")
}

func TestPoolRunsAtOnce(t *testing.T) {
	p := testPool(t, Config{Size: 2})
	done := make(chan string, 2)
	for range 2 {
		go func() {
			reply, err := p.Run(context.Background(), &RunRequest{Code: "sum(range(100000))", Limits: interp.Limits{MaxDuration: 5 * time.Second}}, Surface{})
			if err != nil {
				done <- err.Error()
				return
			}
			done <- reply.Value
		}()
	}
	for range 2 {
		require.Equal(t, "4999950000", <-done)
	}
}

// TestPoolCancelStopsTheRun: a run whose context ends is stopped by its
// worker as in process (what it did before stays, the worker goes on); a
// run deaf to the stop is killed after the grace period.
func TestPoolCancelStopsTheRun(t *testing.T) {
	p := testPool(t, Config{Size: 1, Grace: time.Second, Env: []string{envTestHooks + "=1"}})
	before := p.Pids()
	run := func(ctx context.Context, code string) (*RunReply, error) {
		return p.Run(ctx, &RunRequest{Code: code, Limits: interp.Limits{MaxDuration: time.Minute}, Session: true}, Surface{})
	}

	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(300*time.Millisecond, cancel)
	reply, err := run(ctx, "x = 1\nwhile True: pass")
	require.NoError(t, err)
	require.Equal(t, "KeyboardInterrupt", reply.Error.Type)
	require.NotNil(t, reply.Snapshot, "what the run did before the cancel is kept")

	ctx, cancel = context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	reply, err = run(ctx, "while True: pass")
	require.NoError(t, err)
	require.Equal(t, "TimeoutError", reply.Error.Type, "a context deadline is a timeout, as in process")
	require.Equal(t, before, p.Pids(), "the same worker ran both")

	ctx, cancel = context.WithCancel(context.Background())
	time.AfterFunc(300*time.Millisecond, cancel)
	start := time.Now()
	_, err = run(ctx, "_hook_sleep(30)")
	require.ErrorIs(t, err, ErrOverran)
	require.ErrorIs(t, err, context.Canceled)
	require.Less(t, time.Since(start), 10*time.Second)
	require.Equal(t, "2", runCode(t, p, "1 + 1").Value, "a fresh worker answers")
	require.NotEqual(t, before, p.Pids())
}

// TestCancelForAnEndedRunIsIgnored: a cancel that reaches the worker after
// its run ended (the server sent it as the result was on its way) does
// not stop the run after it.
func TestCancelForAnEndedRunIsIgnored(t *testing.T) {
	p := testPool(t, Config{Size: 1})
	w := <-p.idle
	defer func() { p.idle <- w }()
	run := &RunRequest{ID: 2, Code: "for i in range(3000000): pass\n'ran'", Limits: interp.Limits{MaxDuration: time.Minute}}
	require.NoError(t, writeFrame(w.in, &frame{Kind: "run", Run: run}))
	time.Sleep(50 * time.Millisecond)
	require.NoError(t, writeFrame(w.in, &frame{Kind: "cancel", Cancel: &cancelRun{ID: 1}}))
	f, err := readFrame(w.out)
	require.NoError(t, err)
	require.Equal(t, "done", f.Kind)
	require.Nil(t, f.Done.Error)
	require.Equal(t, "'ran'", f.Done.Value)
}

func TestServeRunsRejectsGarbage(t *testing.T) {
	var logs bytes.Buffer
	log := slog.New(slog.NewTextHandler(&logs, nil))
	status := serveRuns(strings.NewReader("\x00\x00\x00\x02hi"), io.Discard, log, false, nil)
	require.Equal(t, 2, status)
	require.Contains(t, logs.String(), "reading a run")
}

// TestRunCPULimit: a run stuck in native code past its time limit is
// ended by RLIMIT_CPU in the worker even when the server would wait longer.
func TestRunCPULimit(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("RLIMIT_CPU is set on Linux")
	}
	p := testPool(t, Config{Size: 1, Grace: time.Minute, Env: []string{envTestHooks + "=1"}})
	start := time.Now()
	_, err := p.Run(context.Background(), &RunRequest{Code: "_hook_spin(60)", Limits: interp.Limits{MaxDuration: time.Second}}, Surface{})
	require.ErrorIs(t, err, ErrDied)
	require.ErrorContains(t, err, "exit status 3")
	// RLIMIT_CPU counts CPU time, which a loaded machine hands out slowly:
	// the bound is the server's grace, which the worker must beat
	require.Less(t, time.Since(start), 45*time.Second)
	require.Equal(t, "2", runCode(t, p, "1 + 1").Value)
}

func TestPoolRefusesWorkerThatCannotStart(t *testing.T) {
	_, err := NewPool(Config{Command: []string{"/bin/true"}, Size: 1})
	require.ErrorContains(t, err, "start worker /bin/true")
}

func TestWorkerEnvDropsSecrets(t *testing.T) {
	got := workerEnv([]string{"MCPYTHON_HTTP_TOKEN=secret", "DATABASE_URL=postgres://u:p@h/db", "HOME=/root",
		"MCPYTHON_WORKER_TEST_HOOKS=1", "GOGC=200", "GOMAXPROCS=2", "TZ=UTC"})
	require.Equal(t, []string{"GOGC=200", "GOMAXPROCS=2", "TZ=UTC"}, got)
}
