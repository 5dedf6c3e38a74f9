package worker

import (
	"bytes"
	"encoding/json"
	"io"
	"time"

	"github.com/mcpython/mcpython/interp"
)

// RunRequest is one run sent to a worker.
type RunRequest struct {
	// ID names the run for a cancel frame; the pool sets it.
	ID       uint64        `json:"id"`
	Code     string        `json:"code"`
	Filename string        `json:"filename,omitempty"`
	Limits   interp.Limits `json:"limits"`
	// Sanitize protects values tools return, as the run's output is.
	Sanitize bool `json:"sanitize,omitempty"`
	// Session asks for the namespace's snapshot after the run; Snapshot is
	// the state to start from (nil: an empty namespace).
	Session  bool   `json:"session,omitempty"`
	Snapshot []byte `json:"snapshot,omitempty"`
	// MaxSnapshot caps the snapshot the worker returns (bytes).
	MaxSnapshot int64 `json:"max_snapshot,omitempty"`
	// MaxFileSize is the workspace's per-file limit, enforced by open
	// files in the worker as they grow.
	MaxFileSize int64 `json:"max_file_size"`
}

// RunError is interp.Error on the wire (GoStack included, for the log).
type RunError struct {
	Type      string `json:"type"`
	Message   string `json:"message"`
	Traceback string `json:"traceback"`
	GoStack   string `json:"go_stack,omitempty"`
}

// RunReply is a worker's answer to a run.
type RunReply struct {
	Stdout     string        `json:"stdout"`
	Stderr     string        `json:"stderr"`
	Value      string        `json:"value"`
	HasValue   bool          `json:"has_value"`
	Error      *RunError     `json:"error,omitempty"`
	ExitCode   int           `json:"exit_code"`
	Duration   time.Duration `json:"duration"`
	Steps      uint64        `json:"steps"`
	PeakMemory int64         `json:"peak_memory"`
	Truncated  bool          `json:"truncated"`
	// Snapshot is the namespace after the run (Session runs), nil when
	// SnapshotError says why it could not be made.
	Snapshot      []byte   `json:"snapshot,omitempty"`
	Dropped       []string `json:"dropped,omitempty"`
	SnapshotError string   `json:"snapshot_error,omitempty"`
	// Reverted says the run's changes to the session were dropped on
	// purpose (it passed its memory budget): the session goes on from its
	// state before the run, and SnapshotError is empty.
	Reverted bool `json:"reverted,omitempty"`
	// OverBudget says the session's snapshot passed MaxSnapshot: the
	// session keeps its state from before the run.
	OverBudget bool `json:"over_budget,omitempty"`
	// Recycle asks the pool to replace the worker after this run (its
	// heap grew past the run's budget).
	Recycle bool `json:"recycle,omitempty"`
}

// cancelRun asks a worker to stop run ID at its next step, as the
// interpreter stops when its context ends: TimeoutError when Timeout is
// set, KeyboardInterrupt otherwise. A cancel for a run that has ended is
// ignored.
type cancelRun struct {
	ID      uint64 `json:"id"`
	Timeout bool   `json:"timeout,omitempty"`
}

// Result converts the reply to the interpreter's result type.
func (r *RunReply) Result() *interp.Result {
	res := &interp.Result{
		Stdout: r.Stdout, Stderr: r.Stderr, Value: r.Value, HasValue: r.HasValue,
		ExitCode: r.ExitCode, Duration: r.Duration, Steps: r.Steps, PeakMemory: r.PeakMemory, Truncated: r.Truncated,
	}
	if r.Error != nil {
		res.Error = &interp.Error{Type: r.Error.Type, Message: r.Error.Message, Traceback: r.Error.Traceback, GoStack: r.Error.GoStack}
	}
	return res
}

func replyOf(res *interp.Result) *RunReply {
	r := &RunReply{
		Stdout: res.Stdout, Stderr: res.Stderr, Value: res.Value, HasValue: res.HasValue,
		ExitCode: res.ExitCode, Duration: res.Duration, Steps: res.Steps, PeakMemory: res.PeakMemory, Truncated: res.Truncated,
	}
	if res.Error != nil {
		r.Error = &RunError{Type: res.Error.Type, Message: res.Error.Message, Traceback: res.Error.Traceback, GoStack: res.Error.GoStack}
	}
	return r
}

// hostCall is an operation the worker asks of the server.
type hostCall struct {
	Op   string          `json:"op"`
	Args json.RawMessage `json:"args,omitempty"`
	// Deadline is the caller's context deadline in Unix nanoseconds, 0 for none.
	Deadline int64 `json:"deadline,omitempty"`
}

// hostReply answers a hostCall: a JSON value or an error.
type hostReply struct {
	Value json.RawMessage `json:"value,omitempty"`
	Err   *wireError      `json:"err,omitempty"`
}

func bytesReader(b []byte) io.Reader { return bytes.NewReader(b) }
