// Package iomod implements the in-memory streams of CPython's io module:
// StringIO and BytesIO, with CPython 3.11's newline handling and messages.
package iomod

import (
	"sync"

	"github.com/mcpython/mcpython/interp/py"
)

// The abstract bases, so isinstance(io.StringIO(), io.TextIOBase) holds.
var (
	IOBaseType         *py.Type
	TextIOBaseType     *py.Type
	BufferedIOBaseType *py.Type
	RawIOBaseType      *py.Type
)

// stream is what both in-memory streams share.
type stream interface {
	isClosed() bool
	setClosed()
}

func closedError() error { return py.Errorf(py.ValueErrorType, "I/O operation on closed file") }

func setupBases() {
	b := IOBaseType
	b.AddMethod("__enter__", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if s, ok := asStream(self); ok && s.isClosed() {
			return nil, closedError()
		}
		return self, nil
	})
	b.AddMethod("__exit__", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		_, err := callMethod(th, self, "close")
		return py.None, err
	})
	b.AddMethod("close", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if s, ok := asStream(self); ok {
			s.setClosed()
		}
		return py.None, nil
	})
	b.AddMethod("flush", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if s, ok := asStream(self); ok && s.isClosed() {
			return nil, closedError()
		}
		return py.None, nil
	})
	for _, name := range []string{"readable", "writable", "seekable"} {
		name := name
		b.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
			s, ok := asStream(self)
			if !ok {
				return py.False, nil
			}
			if s.isClosed() {
				return nil, closedError()
			}
			return py.True, nil
		})
	}
	b.AddMethod("isatty", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if s, ok := asStream(self); ok && s.isClosed() {
			return nil, closedError()
		}
		return py.False, nil
	})
	for _, name := range []string{"fileno", "detach"} {
		name := name
		b.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
			return nil, unsupported(th, name)
		})
	}
	b.Dict.SetStr("closed", &py.GetSet{Name: "closed", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		s, ok := asStream(o)
		return py.NewBool(ok && s.isClosed()), nil
	}})
	b.AddMethod("writelines", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("writelines", args, kw, 1, 1); err != nil {
			return nil, err
		}
		if s, ok := asStream(self); ok && s.isClosed() {
			return nil, closedError()
		}
		it, err := py.Iter(th, args[0])
		if err != nil {
			return nil, err
		}
		write, err := py.GetAttr(th, self, "write")
		if err != nil {
			return nil, err
		}
		for {
			line, err := py.Next(th, it)
			if err != nil {
				return nil, err
			}
			if line == nil {
				return py.None, nil
			}
			if _, err := py.Call(th, write, []py.Object{line}, nil); err != nil {
				return nil, err
			}
		}
	})
	b.Iter = func(th *py.Thread, o py.Object) (py.Object, error) {
		if s, ok := asStream(o); ok && s.isClosed() {
			return nil, closedError()
		}
		return o, nil
	}
	b.Next = func(th *py.Thread, o py.Object) (py.Object, error) {
		line, err := callMethod(th, o, "readline")
		if err != nil {
			return nil, err
		}
		if n, err := py.Len(th, line); err != nil || n == 0 {
			return nil, err
		}
		return line, nil
	}
	py.FinishNativeType(b)
	for _, t := range []*py.Type{TextIOBaseType, BufferedIOBaseType, RawIOBaseType} {
		py.FinishNativeType(t)
	}
}

func asStream(o py.Object) (stream, bool) {
	if inst, ok := o.(*py.Instance); ok {
		o = inst.Base()
	}
	s, ok := o.(stream)
	return s, ok
}

func callMethod(th *py.Thread, o py.Object, name string, args ...py.Object) (py.Object, error) {
	f, err := py.GetAttr(th, o, name)
	if err != nil {
		return nil, err
	}
	return py.Call(th, f, args, nil)
}

// unsupported raises io.UnsupportedOperation (the run's class).
func unsupported(th *py.Thread, msg string) error {
	m, err := th.ImportModule("io")
	if err != nil {
		return err
	}
	cls, err := py.GetAttr(th, m, "UnsupportedOperation")
	if err != nil {
		return err
	}
	e, err := py.Call(th, cls, []py.Object{py.NewStr(msg)}, nil)
	if err != nil {
		return err
	}
	if ex, ok := e.(*py.Exception); ok {
		return ex
	}
	return py.Errorf(py.OSErrorType, "%s", msg)
}

// sizeArg reads an optional size (None or negative: everything).
// sizeArgs checks the arguments of read(size=-1) and readline(size=-1)
// and returns the size.
func sizeArgs(name string, args []py.Object, kw []string) (int, error) {
	if err := py.ArgRange(name, args, kw, 0, 1); err != nil {
		return 0, err
	}
	return sizeArg(args)
}

// seekArgs checks the arguments of seek(pos, whence=0).
func seekArgs(th *py.Thread, args []py.Object, kw []string) (pos, whence int, err error) {
	if err := py.ArgRange("seek", args, kw, 1, 2); err != nil {
		return 0, 0, err
	}
	if pos, err = py.AsInt(th, args[0]); err != nil {
		return 0, 0, err
	}
	if len(args) > 1 {
		if whence, err = py.AsInt(th, args[1]); err != nil {
			return 0, 0, err
		}
	}
	return pos, whence, nil
}

func sizeArg(args []py.Object) (int, error) {
	if len(args) == 0 || args[0] == py.None {
		return -1, nil
	}
	switch x := args[0].(type) {
	case py.Int:
		return int(x), nil
	case py.Bool:
		if x {
			return 1, nil
		}
		return 0, nil
	}
	if py.IsInstance(args[0], py.IntType) {
		return py.AsInt(nil, args[0])
	}
	return 0, py.Errorf(py.TypeErrorType, "argument should be integer or None, not '%s'", args[0].Type().Name)
}

const ioSource = `
class UnsupportedOperation(OSError, ValueError):
    pass

UnsupportedOperation.__module__ = "io"
`

// Modules returns the definition of the io module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{
		Name:   "io",
		Doc:    "The io module provides the Python interfaces to stream handling.",
		Source: ioSource,
		Init: func(th *py.Thread, m *py.Module) error {
			setupTypes()
			d := m.Dict
			d.SetStr("StringIO", StringIOType)
			d.SetStr("BytesIO", BytesIOType)
			d.SetStr("IOBase", IOBaseType)
			d.SetStr("TextIOBase", TextIOBaseType)
			d.SetStr("BufferedIOBase", BufferedIOBaseType)
			d.SetStr("RawIOBase", RawIOBaseType)
			d.SetStr("SEEK_SET", py.Int(0))
			d.SetStr("SEEK_CUR", py.Int(1))
			d.SetStr("SEEK_END", py.Int(2))
			d.SetStr("DEFAULT_BUFFER_SIZE", py.Int(8192))
			return nil
		},
	}}
}

// setupTypes builds the package's types at the first import of
// io, once per process (not at init: the package does no work
// when the process starts).
func setupTypes() { typesOnce.Do(buildTypes) }

var typesOnce sync.Once

func buildTypes() {
	IOBaseType = py.NewNativeType("io.IOBase", nil, nil, false)
	TextIOBaseType = py.NewNativeType("io.TextIOBase", IOBaseType, nil, false)
	BufferedIOBaseType = py.NewNativeType("io.BufferedIOBase", IOBaseType, nil, false)
	RawIOBaseType = py.NewNativeType("io.RawIOBase", IOBaseType, nil, false)
	BytesIOType = py.NewNativeType("_io.BytesIO", BufferedIOBaseType, nil, false)
	StringIOType = py.NewNativeType("_io.StringIO", TextIOBaseType, nil, false)
	setupBases()
	setupStringIO()
	setupBytesIO()
}
