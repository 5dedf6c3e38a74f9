package worker

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/pii"
	"github.com/mcpython/mcpython/registry"
	"github.com/mcpython/mcpython/skills"
)

// wireError carries a host call's error to the worker. Errors the bindings
// match with errors.Is keep their sentinel; errors whose Python exception
// depends on more than that (workspace paths, registry error types) are
// converted on the server and travel as the exception's type and args.
type wireError struct {
	Msg      string `json:"msg"`
	Sentinel string `json:"sentinel,omitempty"`
	PyType   string `json:"py_type,omitempty"`
	PyArgs   []any  `json:"py_args,omitempty"`
}

// wireSentinel is an error the bindings test with errors.Is and its wire
// name.
type wireSentinel struct {
	name string
	err  error
}

// sentinels lists the wire sentinels (built per call: a package-level
// table of other packages' errors would be init work, issue 16).
func sentinels() [7]wireSentinel {
	return [...]wireSentinel{
		{"context.Canceled", context.Canceled},
		{"context.DeadlineExceeded", context.DeadlineExceeded},
		{"skills.NotFound", skills.ErrNotFound},
		{"skills.InvalidName", skills.ErrInvalidName},
		{"skills.InvalidSkill", skills.ErrInvalidSkill},
		{"skills.QuotaExceeded", skills.ErrQuotaExceeded},
		{"pii.UnknownType", pii.ErrUnknownType},
	}
}

// sentinelNamed is the sentinel of a wire name, nil for none.
func sentinelNamed(name string) error {
	for _, s := range sentinels() {
		if s.name == name {
			return s.err
		}
	}
	return nil
}

// extraType is an exception type raised by host calls that is not a
// builtin, by name; nil for none.
func extraType(name string) *py.Type {
	if name == "ToolError" {
		return registry.ToolErrorType()
	}
	return nil
}

// remoteError is a host call's error rebuilt in the worker: its text, and
// the sentinel it wrapped on the server.
type remoteError struct {
	msg      string
	sentinel error
}

func (e *remoteError) Error() string { return e.msg }
func (e *remoteError) Unwrap() error { return e.sentinel }

// encodeError describes err; toPy, when set, converts it to the Python
// exception the binding would raise.
func encodeError(err error, toPy func(error) error) *wireError {
	w := &wireError{Msg: err.Error()}
	for _, s := range sentinels() {
		if errors.Is(err, s.err) {
			w.Sentinel = s.name
			break
		}
	}
	if toPy == nil {
		return w
	}
	var e *py.Exception
	if !errors.As(toPy(err), &e) {
		return w
	}
	w.PyType = e.Type().Name
	for _, a := range e.Args.Items() {
		switch v := a.(type) {
		case py.Int:
			w.PyArgs = append(w.PyArgs, int64(v))
		default:
			s, ok := py.AsStr(a)
			if !ok {
				s, _ = py.StrOf(nil, a)
			}
			w.PyArgs = append(w.PyArgs, s)
		}
	}
	return w
}

// decode rebuilds the error in the worker.
func (w *wireError) decode() error {
	if w.PyType != "" {
		t := extraType(w.PyType)
		if t == nil {
			if v, ok := py.BuiltinsDict().GetStr(w.PyType); ok {
				t, _ = v.(*py.Type)
			}
		}
		if t == nil {
			t = py.OSErrorType
		}
		args := make([]py.Object, len(w.PyArgs))
		for i, a := range w.PyArgs {
			switch v := a.(type) {
			case json.Number:
				n, _ := v.Int64()
				args[i] = py.Int(n)
			case string:
				args[i] = py.NewStr(v)
			default:
				args[i] = py.None
			}
		}
		return py.NewException(t, args...)
	}
	return &remoteError{msg: w.Msg, sentinel: sentinelNamed(w.Sentinel)}
}
