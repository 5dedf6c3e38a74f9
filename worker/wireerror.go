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

// sentinels are the errors the bindings test with errors.Is, by wire name.
var sentinels = map[string]error{
	"context.Canceled":         context.Canceled,
	"context.DeadlineExceeded": context.DeadlineExceeded,
	"skills.NotFound":          skills.ErrNotFound,
	"skills.InvalidName":       skills.ErrInvalidName,
	"skills.InvalidSkill":      skills.ErrInvalidSkill,
	"skills.QuotaExceeded":     skills.ErrQuotaExceeded,
	"pii.UnknownType":          pii.ErrUnknownType,
}

// extraTypes are exception types raised by host calls that are not
// builtins, by name.
var extraTypes = map[string]*py.Type{
	"ToolError": registry.ToolErrorType,
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
	for name, s := range sentinels {
		if errors.Is(err, s) {
			w.Sentinel = name
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
		t := extraTypes[w.PyType]
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
	return &remoteError{msg: w.Msg, sentinel: sentinels[w.Sentinel]}
}
