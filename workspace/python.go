package workspace

import (
	"context"
	"errors"
	"sort"
	"sync"
	"time"

	"github.com/mcpython/mcpython/interp/py"

	"github.com/mcpython/mcpython/internal/lazy"
)

// Binding is the workspace's Python surface for one run: the builtins
// open/read_file/write_file/list_files/delete_file and the modules pathlib
// and _workspace (used by os and pathlib). Close flushes and closes every
// file the run left open, as CPython does at exit.
type Binding struct {
	Builtins map[string]py.Object
	Modules  map[string]*py.ModuleDef
	ws       FS
	ctx      context.Context
	mu       sync.Mutex
	open     map[*File]struct{}
}

// Python returns the bindings for a run whose context is ctx.
func (w *Workspace) Python(ctx context.Context) *Binding {
	return PythonOn(ctx, w)
}

// PythonOn returns the bindings over any FS (a worker's stub of the
// server's workspace).
func PythonOn(ctx context.Context, fs FS) *Binding {
	b := &Binding{ctx: ctx, open: map[*File]struct{}{}}
	b.ws = flushingFS{FS: fs, b: b}
	b.Builtins = map[string]py.Object{
		"open":        py.NewBuiltin("open", b.pyOpen),
		"read_file":   py.NewBuiltin("read_file", b.pyReadFile),
		"write_file":  py.NewBuiltin("write_file", b.pyWriteFile),
		"list_files":  py.NewBuiltin("list_files", b.pyListFiles),
		"delete_file": py.NewBuiltin("delete_file", b.pyDeleteFile),
	}
	b.Modules = map[string]*py.ModuleDef{
		"_workspace": {Name: "_workspace", Doc: "Primitives behind pathlib and os on the workspace.", Init: b.initPrimitives},
	}
	return b
}

// Close flushes and closes files left open by the run.
func (b *Binding) Close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	var first error
	for f := range b.open {
		if err := f.Close(b.ctx); err != nil && first == nil {
			first = err
		}
	}
	b.open = map[*File]struct{}{}
	return first
}

func (b *Binding) track(f *File) {
	b.mu.Lock()
	b.open[f] = struct{}{}
	b.mu.Unlock()
}

func (b *Binding) untrack(f *File) {
	b.mu.Lock()
	delete(b.open, f)
	b.mu.Unlock()
}

// pyError converts a workspace error into the Python exception the package
// documentation promises, CPython-shaped: [Errno N] message: 'path'.
func pyError(err error) error {
	if err == nil {
		return nil
	}
	var pe *py.Exception
	if errors.As(err, &pe) {
		return pe
	}
	name := PythonException(err)
	var path *PathError
	detail := err.Error()
	filename := ""
	if errors.As(err, &path) {
		filename = path.Path
		detail = path.Detail
		if detail == "" {
			detail = path.Err.Error()
		}
	}
	switch name {
	case "":
		if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
			return py.Errorf(py.TimeoutErrorType, "workspace operation interrupted: %v", err)
		}
		return py.Errorf(py.OSErrorType, "workspace error: %v", err)
	case "ValueError":
		return py.Errorf(py.ValueErrorType, "%s", detail)
	case "io.UnsupportedOperation":
		return py.NewException(unsupportedOperation.Get(), py.NewStr(detail))
	}
	t := exceptionType(name)
	errno := Errno(err)
	if errno != 0 && filename != "" {
		return py.NewException(t, py.Int(errno), py.NewStr(strerror(err, detail)), py.NewStr(filename))
	}
	return py.Errorf(t, "%s", detail)
}

func exceptionType(name string) *py.Type {
	if v, ok := py.BuiltinsDict().GetStr(name); ok {
		if t, ok := v.(*py.Type); ok {
			return t
		}
	}
	return py.OSErrorType
}

// strerror is CPython's text for the errno, with the workspace's detail
// where it says more (quota and size limits).
func strerror(err error, detail string) string {
	switch {
	case errors.Is(err, ErrNotExist):
		return "No such file or directory"
	case errors.Is(err, ErrExist):
		return "File exists"
	case errors.Is(err, ErrIsDir):
		return "Is a directory"
	case errors.Is(err, ErrNotDir):
		return "Not a directory"
	case errors.Is(err, ErrOutsideRoot):
		return "Permission denied (" + detail + ")"
	case errors.Is(err, ErrNotEmpty):
		return "Directory not empty"
	}
	return detail
}

// unsupportedOperation is io.UnsupportedOperation (an OSError and
// ValueError), built at the first use (not at init: the package does no
// work at process start).
var unsupportedOperation = lazy.Value[*py.Type]{New: func() *py.Type {
	return py.NewExceptionType("io.UnsupportedOperation", py.OSErrorType)
}}

func pathArg(fn string, o py.Object) (string, error) {
	if s, ok := py.AsStr(o); ok {
		return s, nil
	}
	if o.Type().Name == "PosixPath" || o.Type().Name == "PurePosixPath" {
		if s, err := py.StrOf(nil, o); err == nil {
			return s, nil
		}
	}
	return "", py.Errorf(py.TypeErrorType, "%s: expected str or os.PathLike object, not %s", fn, py.TypeName(o))
}

func (b *Binding) pyReadFile(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	var p py.Object
	if err := py.UnpackArgs("read_file", args, kw, "path", &p); err != nil {
		return nil, err
	}
	path, err := pathArg("read_file", p)
	if err != nil {
		return nil, err
	}
	data, err := b.ws.Read(b.ctx, path)
	if err != nil {
		return nil, pyError(err)
	}
	if err := th.AllocMem(int64(len(data))); err != nil {
		return nil, err
	}
	s, err := py.Decode(data, "utf-8", "strict")
	if err != nil {
		return nil, err
	}
	return py.NewStr(s), nil
}

func (b *Binding) pyWriteFile(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	var p, content py.Object
	if err := py.UnpackArgs("write_file", args, kw, "path", &p, "content", &content); err != nil {
		return nil, err
	}
	path, err := pathArg("write_file", p)
	if err != nil {
		return nil, err
	}
	var data []byte
	n := 0
	if s, ok := py.AsStr(content); ok {
		data = []byte(s)
		n = py.NewStr(s).RuneLen()
	} else if raw, err := py.BytesOf(th, content); err == nil {
		data = raw
		n = len(raw)
	} else {
		return nil, py.Errorf(py.TypeErrorType, "write_file() content must be str or bytes, not %s", py.TypeName(content))
	}
	if err := b.ws.Write(b.ctx, path, data); err != nil {
		return nil, pyError(err)
	}
	return py.Int(n), nil
}

func (b *Binding) pyListFiles(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	var prefix py.Object = py.NewStr("")
	if err := py.UnpackArgs("list_files", args, kw, "prefix?", &prefix); err != nil {
		return nil, err
	}
	pre, err := pathArg("list_files", prefix)
	if err != nil {
		return nil, err
	}
	infos, err := b.ws.List(b.ctx, pre)
	if err != nil {
		return nil, pyError(err)
	}
	items := make([]py.Object, 0, len(infos))
	for _, fi := range infos {
		if fi.IsDir {
			continue
		}
		items = append(items, py.NewStr(fi.Path))
	}
	return py.NewList(items), nil
}

func (b *Binding) pyDeleteFile(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	var p py.Object
	if err := py.UnpackArgs("delete_file", args, kw, "path", &p); err != nil {
		return nil, err
	}
	path, err := pathArg("delete_file", p)
	if err != nil {
		return nil, err
	}
	if err := b.ws.Delete(b.ctx, path); err != nil {
		return nil, pyError(err)
	}
	return py.None, nil
}

// initPrimitives fills _workspace: thin calls used by pathlib and os.
func (b *Binding) initPrimitives(th *py.Thread, m *py.Module) error {
	fn := func(name string, f func(th *py.Thread, path string, args []py.Object) (py.Object, error)) {
		m.Dict.SetStr(name, py.NewBuiltin(name, func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			if len(args) < 1 {
				return nil, py.Errorf(py.TypeErrorType, "%s() missing required argument: 'path'", name)
			}
			path, err := pathArg(name, args[0])
			if err != nil {
				return nil, err
			}
			return f(th, path, args[1:])
		}))
	}
	fn("exists", func(th *py.Thread, path string, _ []py.Object) (py.Object, error) {
		ok, err := b.ws.Exists(b.ctx, path)
		if err != nil {
			return py.False, nil
		}
		return py.NewBool(ok), nil
	})
	fn("is_file", func(th *py.Thread, path string, _ []py.Object) (py.Object, error) {
		ok, err := b.ws.IsFile(b.ctx, path)
		return py.NewBool(ok && err == nil), nil
	})
	fn("is_dir", func(th *py.Thread, path string, _ []py.Object) (py.Object, error) {
		ok, err := b.ws.IsDir(b.ctx, path)
		return py.NewBool(ok && err == nil), nil
	})
	fn("listdir", func(th *py.Thread, path string, _ []py.Object) (py.Object, error) {
		infos, err := b.ws.ReadDir(b.ctx, path)
		if err != nil {
			return nil, pyError(err)
		}
		names := make([]string, len(infos))
		for i, fi := range infos {
			names[i] = fi.Name()
		}
		sort.Strings(names)
		items := make([]py.Object, len(names))
		for i, n := range names {
			items[i] = py.NewStr(n)
		}
		return py.NewList(items), nil
	})
	fn("glob", func(th *py.Thread, pattern string, _ []py.Object) (py.Object, error) {
		infos, err := b.ws.Glob(b.ctx, pattern)
		if err != nil {
			return nil, pyError(err)
		}
		items := make([]py.Object, len(infos))
		for i, fi := range infos {
			items[i] = py.NewStr(fi.Path)
		}
		return py.NewList(items), nil
	})
	fn("stat", func(th *py.Thread, path string, _ []py.Object) (py.Object, error) {
		fi, err := b.ws.Stat(b.ctx, path)
		if err != nil {
			return nil, pyError(err)
		}
		mtime := float64(fi.Modified.UnixNano()) / float64(time.Second)
		return py.NewTuple([]py.Object{py.Int(fi.Size), py.Float(mtime), py.NewBool(fi.IsDir)}), nil
	})
	fn("read_bytes", func(th *py.Thread, path string, _ []py.Object) (py.Object, error) {
		data, err := b.ws.Read(b.ctx, path)
		if err != nil {
			return nil, pyError(err)
		}
		if err := th.AllocMem(int64(len(data))); err != nil {
			return nil, err
		}
		return py.NewBytes(data), nil
	})
	fn("write_bytes", func(th *py.Thread, path string, args []py.Object) (py.Object, error) {
		if len(args) != 1 {
			return nil, py.Errorf(py.TypeErrorType, "write_bytes() takes exactly one argument")
		}
		data, err := py.BytesOf(th, args[0])
		if err != nil {
			return nil, err
		}
		if err := RequireParent(b.ctx, b.ws, "write", path); err != nil {
			return nil, pyError(err)
		}
		if err := b.ws.Write(b.ctx, path, data); err != nil {
			return nil, pyError(err)
		}
		return py.Int(len(data)), nil
	})
	fn("mkdir", func(th *py.Thread, path string, args []py.Object) (py.Object, error) {
		var parents, existOK bool
		if len(args) > 0 {
			parents, _ = py.Truth(th, args[0])
		}
		if len(args) > 1 {
			existOK, _ = py.Truth(th, args[1])
		}
		return py.None, pyError(b.ws.Mkdir(b.ctx, path, MkdirOptions{Parents: parents, ExistOK: existOK}))
	})
	fn("unlink", func(th *py.Thread, path string, _ []py.Object) (py.Object, error) {
		if ok, _ := b.ws.IsDir(b.ctx, path); ok {
			return nil, py.NewException(py.IsADirectoryErrorType, py.Int(21), py.NewStr("Is a directory"), py.NewStr(path))
		}
		return py.None, pyError(b.ws.Delete(b.ctx, path))
	})
	fn("rmdir", func(th *py.Thread, path string, _ []py.Object) (py.Object, error) {
		return py.None, pyError(b.ws.Rmdir(b.ctx, path))
	})
	fn("clean", func(th *py.Thread, path string, _ []py.Object) (py.Object, error) {
		c, err := Clean(path)
		if err != nil {
			return nil, pyError(err)
		}
		return py.NewStr(c), nil
	})
	return nil
}

// PythonError is the Python exception the sandbox raises for a workspace
// error; a worker's stub gets it from the server ready-made.
func PythonError(err error) error { return pyError(err) }
