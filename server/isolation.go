package server

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/mcpython/mcpython/interp"
	"github.com/mcpython/mcpython/session"
	"github.com/mcpython/mcpython/worker"
)

// sessionKeptNote tells the model that a session did not take a run's
// changes.
const sessionKeptNote = "[the session keeps its state from before this call; this run's changes to it were dropped]\n"

// runInWorker runs r in a worker process of the pool. The session's
// namespace travels as a snapshot and comes back as one, which replaces
// it. What a session keeps of a run:
//   - a run that ends, however (an exception, its time limit, a cancel
//     from the client: the worker stops it as the interpreter stops in
//     process), keeps what it did, as in process;
//   - a run stopped by the worker's memory fence, or whose worker died or
//     had to be killed, leaves the session as it was before the call.
//
// err is set only when the run could not start.
func (s *Server) runInWorker(ctx context.Context, r ExecRequest, sess *session.Session) (res *interp.Result, dropped []string, err error) {
	view, err := s.env.Registry.View(r.AllowedTools)
	if err != nil {
		return nil, nil, fmt.Errorf("allowed_tools: %w", err)
	}
	req := &worker.RunRequest{
		Code:     r.Code,
		Filename: "<code>",
		Limits: interp.Limits{
			MaxDuration: r.Timeout,
			MaxMemory:   s.opts.Memory,
			MaxOutput:   s.opts.MaxOutput,
		},
		Sanitize:    r.Sanitize,
		Session:     sess != nil,
		MaxSnapshot: session.MaxSnapshotBytes,
		MaxFileSize: s.env.Workspace.MaxFileSize(),
	}
	if sess != nil && len(sess.Namespace.Names()) > 0 {
		snap, _, err := sess.Namespace.Snapshot(interp.SnapshotOptions{MaxBytes: session.MaxSnapshotBytes})
		if err != nil {
			return nil, nil, fmt.Errorf("session %q: snapshot for the worker: %w", r.SessionID, err)
		}
		req.Snapshot = snap
	}
	start := time.Now()
	reply, err := s.opts.Workers.Run(ctx, req, s.env.surface(view, r.Sanitize))
	if err != nil {
		s.log.Warn("a run's worker failed", "err", err)
		e := &interp.Error{Type: "SystemError", Message: err.Error()}
		switch {
		case errors.Is(err, worker.ErrOverran):
			e.Type = "TimeoutError"
		case errors.Is(err, worker.ErrOutOfMemory):
			e.Type = "MemoryError"
		case errors.Is(err, worker.ErrDied):
		case errors.Is(err, context.DeadlineExceeded):
			// as the interpreter reports its context ending
			e.Type, e.Message = "TimeoutError", "execution exceeded the time limit"
		case errors.Is(err, context.Canceled):
			e.Type, e.Message = "KeyboardInterrupt", "execution was cancelled"
		default:
			e.Message = fmt.Sprintf("the run was interrupted: %v", err)
		}
		res := &interp.Result{Error: e, ExitCode: 1, Duration: time.Since(start)}
		if sess != nil {
			res.Stderr = sessionKeptNote
		}
		return res, nil, nil
	}
	res = reply.Result()
	if sess == nil {
		return res, nil, nil
	}
	if reply.Reverted {
		res.Stderr += "\n" + sessionKeptNote
		return res, nil, nil
	}
	if reply.OverBudget {
		// as the session manager does in process: the session keeps
		// its state from before the call
		overBudget(res, session.OverBudgetError(r.SessionID))
		return res, nil, nil
	}
	if reply.SnapshotError != "" {
		res.Stderr += fmt.Sprintf("\n[session not saved for later calls: %s]\n", reply.SnapshotError)
		return res, nil, nil
	}
	ns, err := interp.RestoreNamespace(reply.Snapshot, interp.RestoreOptions{})
	if err != nil {
		res.Stderr += fmt.Sprintf("\n[session not saved for later calls: %v]\n", err)
		return res, nil, nil
	}
	sess.Namespace = ns
	return res, reply.Dropped, nil
}

// overBudget makes a run that left its session over budget end in
// MemoryError, as a run past its own memory does.
func overBudget(res *interp.Result, err error) {
	if res.Error == nil {
		res.Error = &interp.Error{Type: "MemoryError", Message: err.Error()}
		res.ExitCode = 1
		return
	}
	res.Stderr += fmt.Sprintf("\n[%v]\n", err)
}
