package main

import (
	"fmt"
	"io"
	"log/slog"
	"os"

	"github.com/spf13/cobra"

	"github.com/mcpython/mcpython/worker"
)

// newWorkerCmd is the hidden "mcpython worker": one worker process of
// serve --isolation process, speaking frames on stdin/stdout.
func newWorkerCmd() *cobra.Command {
	return &cobra.Command{
		Use:    "worker",
		Short:  "A worker process of serve --isolation process (started by serve)",
		Hidden: true,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return usageErrorf("worker takes no arguments; serve --isolation process starts it")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, _ []string) error {
			stdout := cmd.OutOrStdout()
			if stdout == io.Writer(os.Stdout) {
				// the pipe carries frames only: a stray print in Go code goes
				// to the log instead of corrupting them
				os.Stdout = os.Stderr
			}
			if code := worker.Main(cmd.InOrStdin(), stdout, cmd.ErrOrStderr()); code != 0 {
				return exitStatus(code)
			}
			return nil
		},
	}
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
