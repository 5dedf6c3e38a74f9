package main

import (
	"fmt"
	"io"
	"log/slog"
	"os"

	"github.com/mcpython/mcpython/worker"
)

// cmdWorker is the hidden "mcpython worker": one worker process of
// serve --isolation process, speaking frames on stdin/stdout.
func cmdWorker(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintln(stderr, "mcpython worker takes no arguments; serve --isolation process starts it")
		return 2
	}
	if stdout == io.Writer(os.Stdout) {
		// the pipe carries frames only: a stray print in Go code goes to
		// the log instead of corrupting them
		os.Stdout = os.Stderr
	}
	return worker.Main(stdin, stdout, stderr)
}

// workerHeadroom is memory a worker needs beyond what its run may
// allocate: the interpreter, the snapshot, host-call buffers.
const workerHeadroom = 256 << 20

// startWorkers starts the worker pool for --isolation process; nil for none.
func startWorkers(cfg config, log *slog.Logger) (*worker.Pool, error) {
	if cfg.Isolation != "process" {
		return nil, nil
	}
	exe, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("--isolation process: find the mcpython binary: %w", err)
	}
	pool, err := worker.NewPool(worker.Config{
		Command: []string{exe, "worker"},
		Size:    cfg.Workers,
		Memory:  cfg.Memory + workerHeadroom,
		Logger:  log,
	})
	if err != nil {
		return nil, fmt.Errorf("--isolation process: %w", err)
	}
	log.Info("worker processes started", "workers", cfg.Workers)
	return pool, nil
}
