package worker

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"os"
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

func testPool(t *testing.T, cfg Config) *Pool {
	t.Helper()
	cfg.Command = []string{os.Args[0]}
	cfg.Env = append(cfg.Env, envAsWorker+"=1")
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

func TestPoolCancelledRunKillsItsWorker(t *testing.T) {
	p := testPool(t, Config{Size: 1})
	before := p.Pids()
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	_, err := p.Run(ctx, &RunRequest{Code: "while True: pass", Limits: interp.Limits{MaxDuration: time.Minute}}, Surface{})
	require.ErrorIs(t, err, context.DeadlineExceeded)
	require.Equal(t, "2", runCode(t, p, "1 + 1").Value, "a fresh worker answers")
	require.NotEqual(t, before, p.Pids())
}

func TestServeRunsRejectsGarbage(t *testing.T) {
	var logs bytes.Buffer
	log := slog.New(slog.NewTextHandler(&logs, nil))
	status := serveRuns(strings.NewReader("\x00\x00\x00\x02hi"), io.Discard, log, false)
	require.Equal(t, 2, status)
	require.Contains(t, logs.String(), "reading a run")
}
