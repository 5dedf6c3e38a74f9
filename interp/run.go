package interp

import (
	"context"
	"fmt"
	"io"
	"runtime/debug"
	"strings"
	"time"

	"github.com/mcpython/mcpython/interp/py"
)

// Limits bound one run; zero fields take the defaults of py.Limits
// (30 s, 256 MiB, depth 1000, 100 KB of output, 10 MB of source, no step
// limit).
type Limits = py.Limits

// Options configure a run. The zero value runs with default limits, no
// extra builtins and the standard library.
type Options struct {
	Limits   Limits
	Filename string // shown in tracebacks; default "<code>"

	// Stdout and Stderr, when set, also receive output as it is produced.
	Stdout, Stderr io.Writer

	// Builtins are extra names visible to the code (host functions).
	Builtins map[string]py.Object
	// Modules are extra importable modules, by name.
	Modules map[string]*py.ModuleDef
	// Import, when set, resolves module names the host creates dynamically
	// (skills.NAME); it returns (nil, nil) for names it does not know.
	Import func(th *py.Thread, name string) (py.Object, error)
	// Namespace, when set, keeps module globals between runs.
	Namespace *Namespace
	// Locals carries host values for host functions (Thread.Locals).
	Locals map[string]any
	// Compile changes how the code is compiled, never what it does (tests
	// run scripts on both generator paths with it).
	Compile py.CompileOptions
}

// Error describes an exception that ended a run.
type Error struct {
	Type      string `json:"type"`
	Message   string `json:"message"`
	Traceback string `json:"traceback"`
	// GoStack is set for internal errors (a recovered Go panic) for the
	// host's log; it is not meant for the model.
	GoStack string `json:"-"`
}

func (e *Error) Error() string {
	if e.Message == "" {
		return e.Type
	}
	return e.Type + ": " + e.Message
}

// Result is what a run produced.
type Result struct {
	Stdout     string
	Stderr     string
	Value      string // repr of the final expression statement's value; "" when None or absent
	HasValue   bool
	Error      *Error
	ExitCode   int // SystemExit status; 1 after an uncaught exception
	Duration   time.Duration
	Steps      uint64
	PeakMemory int64
	Truncated  bool
}

// Namespace is a module namespace that survives across runs (a session).
// It is not safe for concurrent runs; callers serialise runs that share one.
type Namespace struct {
	globals *py.Dict
	modules map[string]py.Object
	// pending is a restored snapshot that the next run binds into globals
	// (snapshot.go); pendingData its bytes.
	pending     *py.Snapshot
	pendingData []byte
	bindDropped []string
}

// NewNamespace returns an empty namespace for "__main__".
func NewNamespace() *Namespace {
	// modules stays nil until a run imports something
	return &Namespace{globals: py.NewMainGlobals()}
}

// Run compiles and runs code under opts. It never panics: a Go panic in the
// interpreter is recovered and reported as an internal error.
func Run(ctx context.Context, code string, opts Options) (res *Result) {
	res = &Result{}
	filename := opts.Filename
	if filename == "" {
		filename = "<code>"
	}
	th := py.NewThread(ctx, opts.Limits)
	th.Stdout.Tee = opts.Stdout
	th.Stderr.Tee = opts.Stderr
	th.Locals = opts.Locals
	th.ExtraNames = opts.Builtins
	th.Importer = stdImporter
	if opts.Modules != nil || opts.Import != nil {
		th.Importer = newImporter(opts.Modules, opts.Import)
	}
	ns := opts.Namespace
	if ns == nil {
		ns = NewNamespace()
	}
	th.RestoreModules(ns.modules)
	defer func() {
		if r := recover(); r != nil {
			res.Error = &Error{Type: "SystemError", Message: fmt.Sprintf("internal error in the interpreter: %v", r), GoStack: string(debug.Stack())}
			res.ExitCode = 1
		}
		th.EndGenerators()
		ns.modules = th.Modules()
		res.Stdout = th.Stdout.String()
		res.Stderr = th.Stderr.String()
		if th.Stdout.Truncated() {
			res.Truncated = true
			res.Stdout = appendTruncationNote(res.Stdout, th.Limits.MaxOutput)
		}
		capResult(res, th.Limits.MaxOutput)
		// timed from the thread's start: one clock read fewer per run
		res.Duration = th.Elapsed()
		res.Steps = th.Steps()
		res.PeakMemory = th.MemPeak()
	}()
	if len(code) > th.Limits.MaxSource {
		// parsing 60 MB of source takes seconds and GBs before any limit
		// is checked
		setError(res, th, py.Errorf(py.MemoryErrorType, "the source code is %d bytes, over the limit of %d bytes", len(code), th.Limits.MaxSource))
		return res
	}
	prog, err := py.CompileCachedWith(filename, code, opts.Compile)
	if err != nil {
		setError(res, th, err)
		return res
	}
	if ns.pending != nil {
		if err := ns.bind(th); err != nil {
			setError(res, th, err)
			return res
		}
	}
	v, err := th.RunProgram(prog, ns.globals)
	if err != nil {
		setError(res, th, err)
		return res
	}
	if v != nil && v != py.None {
		s, err := py.Repr(th, v)
		if err != nil {
			setError(res, th, err)
			return res
		}
		res.Value = s
		res.HasValue = true
	}
	return res
}

// capResult holds the result's repr and the error's message and traceback
// to the output limit each, as stdout and stderr are held: a 50 MB
// exception message must not become a 50 MB reply.
func capResult(res *Result, limit int) {
	var cut bool
	if res.Value, cut = Truncate(res.Value, limit); cut {
		res.Truncated = true
	}
	if e := res.Error; e != nil {
		if e.Message, cut = Truncate(e.Message, limit); cut {
			res.Truncated = true
		}
		if e.Traceback, cut = Truncate(e.Traceback, limit); cut {
			res.Truncated = true
		}
	}
}

// setError fills the result from the exception that ended the run.
func setError(res *Result, th *py.Thread, err error) {
	e, ok := err.(*py.Exception)
	if !ok {
		res.Error = &Error{Type: "SystemError", Message: err.Error()}
		res.ExitCode = 1
		return
	}
	if e.IsInstanceOf(py.SystemExitType) && !e.IsAbort() {
		res.ExitCode = exitStatus(th, e)
		return
	}
	e.ResolveStr(th)
	tb, elided := e.FormatTracebackElided()
	if elided {
		res.Truncated = true
	}
	msg := e.Message()
	if !e.IsAbort() {
		if s := e.Suggestion(th); s != "" {
			header := e.Type().Name + ": " + msg
			msg += ". Did you mean: '" + s + "'?"
			if i := strings.LastIndex(tb, header); i >= 0 {
				tb = tb[:i] + e.Type().Name + ": " + msg + tb[i+len(header):]
			}
		}
	}
	res.Error = &Error{Type: e.Type().Name, Message: msg, Traceback: tb}
	res.ExitCode = 1
}

// exitStatus maps SystemExit's code to a process status; a non-integer
// code is printed to stderr as CPython does.
func exitStatus(th *py.Thread, e *py.Exception) int {
	args := e.Args.Items()
	if len(args) == 0 || args[0] == py.None {
		return 0
	}
	if i, ok := args[0].(py.Int); ok {
		return int(i)
	}
	s, err := py.StrOf(th, args[0])
	if err == nil {
		th.Stderr.WriteString(s + "\n")
	}
	return 1
}

// FormatError renders an error the way CPython prints it on stderr.
func (r *Result) FormatError() string {
	if r.Error == nil {
		return ""
	}
	if r.Error.Traceback != "" {
		return r.Error.Traceback
	}
	return strings.TrimSpace(r.Error.Error()) + "\n"
}
