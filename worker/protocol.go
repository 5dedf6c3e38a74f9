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
