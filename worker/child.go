package worker

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"

	"github.com/mcpython/mcpython/internal/memfence"
	"github.com/mcpython/mcpython/interp"
)

// Environment variables the server sets for its workers.
const (
	// EnvMemory is the worker's memory ceiling in bytes (RLIMIT_AS and the
	// Go memory limit derive from it); unset or 0: no ceiling.
	EnvMemory = "MCPYTHON_WORKER_MEMORY"
	// envTestHooks enables the test-only builtins of hooks.go.
	envTestHooks = "MCPYTHON_WORKER_TEST_HOOKS"
)

// Main is the worker process: it applies its OS limits, then serves runs
// from in until in closes. Nothing but frames goes to out; log lines go
// to logw (the server's log, through the child's stderr). It returns the
// process's exit status.
func Main(in io.Reader, out io.Writer, logw io.Writer) int {
	log := slog.New(slog.NewTextHandler(logw, nil)).With("worker", os.Getpid())
	var ceiling int64
	if v := os.Getenv(EnvMemory); v != "" {
		if _, err := fmt.Sscan(v, &ceiling); err != nil {
			log.Error("bad memory ceiling", "env", EnvMemory, "value", v)
			return 2
		}
	}
	hooks := os.Getenv(envTestHooks) == "1"
	statm := memfence.OpenStatm()
	notes := applyLimits(ceiling)
	for _, note := range notes {
		log.Info(note)
	}
	fence := newMemFence(ceiling, statm)
	if err := writeFrame(out, &frame{Kind: "ready", Ready: notes}); err != nil {
		log.Error("announcing readiness", "err", err)
		return 2
	}
	return serveRuns(pollable(in), out, log, hooks, fence)
}

// serveRuns answers runs from in until in closes; Main without the fences.
func serveRuns(in io.Reader, out io.Writer, log *slog.Logger, hooks bool, fence *memFence) int {
	box := newInbox(bufio.NewReaderSize(in, 64<<10))
	w := bufio.NewWriterSize(out, 64<<10)
	c := &client{in: box, out: flushWriter{w}}
	for {
		f, err := box.next()
		if errors.Is(err, io.EOF) {
			return 0
		}
		if err != nil {
			log.Error("reading a run", "err", err)
			return 2
		}
		if f.Kind != "run" || f.Run == nil {
			log.Error("unexpected frame", "kind", f.Kind)
			return 2
		}
		reply := runOne(c, f.Run, hooks, fence)
		if err := writeFrame(c.out, &frame{Kind: "done", Done: reply}); err != nil {
			log.Error("writing a result", "err", err)
			return 2
		}
	}
}

// runOne runs one request in a namespace restored from its snapshot. A
// cancel frame for the run, or the memory fence, stops it as the end of
// its context stops the interpreter.
func runOne(c *client, req *RunRequest, hooks bool, fence *memFence) *RunReply {
	c.maxFileSize = req.MaxFileSize
	ns := interp.NewNamespace()
	if req.Snapshot != nil {
		var err error
		if ns, err = interp.RestoreNamespace(req.Snapshot, interp.RestoreOptions{MaxMemory: req.Limits.MaxMemory}); err != nil {
			return &RunReply{Error: &RunError{Type: "SystemError", Message: fmt.Sprintf("the session's state could not be restored: %v", err)}, ExitCode: 1}
		}
	}
	ctx := newRunContext()
	endCancel := c.in.begin(req.ID, ctx.stop)
	var endFence func() *memOverrun
	if fence != nil {
		endFence = fence.watch(budgetOf(req.Limits), func() { ctx.stop(context.Canceled) })
	}
	opts := interp.Options{Limits: req.Limits, Filename: req.Filename, Namespace: ns}
	if hooks {
		opts.Builtins = testHooks()
	}
	release := Bind(ctx, &opts, c.surface(req.Sanitize))
	stopCPU := limitRunCPU(req.Limits.MaxDuration)
	res := interp.Run(ctx, req.Code, opts)
	stopCPU()
	release()
	endCancel()
	var overrun *memOverrun
	if endFence != nil {
		overrun = endFence()
	}
	reply := replyOf(res)
	if overrun != nil {
		// the run's changes are not kept: snapshotting a namespace over
		// its budget could itself exhaust the process
		reply.Error = memoryError(reply.Error, overrun.message())
		reply.ExitCode = 1
		reply.Recycle = true
		reply.Reverted = req.Session
		return reply
	}
	if req.Session {
		snap, dropped, err := ns.Snapshot(interp.SnapshotOptions{MaxBytes: req.MaxSnapshot})
		if errors.Is(err, interp.ErrSnapshotTooLarge) {
			reply.OverBudget = true
		} else if err != nil {
			reply.SnapshotError = err.Error()
		} else {
			reply.Snapshot, reply.Dropped = snap, dropped
		}
	}
	return reply
}

// budgetOf is the run's memory budget, the interpreter's default when the
// request leaves it unset.
func budgetOf(l interp.Limits) int64 {
	if l.MaxMemory > 0 {
		return l.MaxMemory
	}
	return 256 << 20
}

// memoryError turns the error the stopped run ended with (the
// interpreter's KeyboardInterrupt, or whatever it raised first) into the
// MemoryError the fence means, keeping the traceback's frames.
func memoryError(e *RunError, msg string) *RunError {
	out := &RunError{Type: "MemoryError", Message: msg}
	if e != nil {
		out.Traceback = memfence.Traceback(e.Traceback, msg)
	}
	return out
}

// flushWriter flushes after every frame so the server sees it at once.
type flushWriter struct{ w *bufio.Writer }

func (f flushWriter) Write(p []byte) (int, error) {
	n, err := f.w.Write(p)
	if err == nil {
		err = f.w.Flush()
	}
	return n, err
}
