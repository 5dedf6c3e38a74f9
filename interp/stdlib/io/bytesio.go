package iomod

import (
	"bytes"

	"github.com/mcpython/mcpython/interp/py"
)

// BytesIO is io.BytesIO: a growable byte buffer with a position.
type BytesIO struct {
	buf    []byte
	pos    int
	closed bool
}

// BytesIOType is the class io.BytesIO.
var BytesIOType = py.NewNativeType("_io.BytesIO", BufferedIOBaseType, nil, false)

func (*BytesIO) Type() *py.Type { return BytesIOType }

func (b *BytesIO) isClosed() bool { return b.closed }
func (b *BytesIO) setClosed()     { b.closed = true }

func asBytesIO(o py.Object) (*BytesIO, error) {
	if inst, ok := o.(*py.Instance); ok {
		o = inst.Base()
	}
	b, ok := o.(*BytesIO)
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "descriptor requires a '_io.BytesIO' object but received '%s'", o.Type().Name)
	}
	if b.closed {
		return nil, closedError()
	}
	return b, nil
}

// bytesLike returns the bytes of a bytes-like object.
func bytesLike(o py.Object) ([]byte, bool) {
	if inst, ok := o.(*py.Instance); ok && inst.Base() != nil {
		o = inst.Base()
	}
	switch x := o.(type) {
	case *py.Bytes:
		return x.Value(), true
	case *py.ByteArray:
		return x.Value(), true
	}
	return nil, false
}

func (b *BytesIO) write(p []byte) {
	if b.pos > len(b.buf) {
		b.buf = append(b.buf, make([]byte, b.pos-len(b.buf))...)
	}
	end := b.pos + len(p)
	if end > len(b.buf) {
		b.buf = append(b.buf[:b.pos], p...)
	} else {
		copy(b.buf[b.pos:], p)
	}
	b.pos = end
}

func (b *BytesIO) read(n int) []byte {
	if b.pos >= len(b.buf) {
		return nil
	}
	end := len(b.buf)
	if n >= 0 && b.pos+n < end {
		end = b.pos + n
	}
	out := append([]byte(nil), b.buf[b.pos:end]...)
	b.pos = end
	return out
}

func (b *BytesIO) readline(n int) []byte {
	if b.pos >= len(b.buf) {
		return nil
	}
	end := len(b.buf)
	if i := bytes.IndexByte(b.buf[b.pos:], '\n'); i >= 0 {
		end = b.pos + i + 1
	}
	if n >= 0 && b.pos+n < end {
		end = b.pos + n
	}
	out := append([]byte(nil), b.buf[b.pos:end]...)
	b.pos = end
	return out
}

func setupBytesIO() {
	t := BytesIOType
	t.New = func(th *py.Thread, c *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
		var initial py.Object
		if err := py.UnpackArgs("BytesIO", args, kwnames, "initial_bytes?", &initial); err != nil {
			return nil, err
		}
		b := &BytesIO{}
		if initial != nil && initial != py.None {
			p, ok := bytesLike(initial)
			if !ok {
				return nil, py.Errorf(py.TypeErrorType, "a bytes-like object is required, not '%s'", initial.Type().Name)
			}
			if err := th.CheckAlloc(int64(len(p))); err != nil {
				return nil, err
			}
			b.buf = append([]byte(nil), p...)
		}
		if c != BytesIOType {
			return py.NewSubInstance(c, b), nil
		}
		return b, nil
	}
	t.Init = func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) error { return nil }
	method := func(name string, fn func(th *py.Thread, b *BytesIO, args []py.Object, kw []string) (py.Object, error)) {
		t.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
			b, err := asBytesIO(self)
			if err != nil {
				return nil, err
			}
			return fn(th, b, args, kw)
		})
	}
	method("getvalue", func(th *py.Thread, b *BytesIO, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("getvalue", args, kw, 0, 0); err != nil {
			return nil, err
		}
		return py.NewBytes(append([]byte(nil), b.buf...)), nil
	})
	method("write", func(th *py.Thread, b *BytesIO, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("write", args, kw, 1, 1); err != nil {
			return nil, err
		}
		p, ok := bytesLike(args[0])
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "a bytes-like object is required, not '%s'", args[0].Type().Name)
		}
		// charge the growth, a seek past the end included, before it is
		// allocated: seek(2**31) then write(b'x') asks for 2 GiB of zeros
		if grow := b.pos + len(p) - len(b.buf); grow > 0 {
			if err := th.CheckAlloc(int64(grow)); err != nil {
				return nil, err
			}
		}
		b.write(p)
		return py.Int(len(p)), nil
	})
	for _, name := range []string{"read", "read1"} {
		name := name
		method(name, func(th *py.Thread, b *BytesIO, args []py.Object, kw []string) (py.Object, error) {
			if err := py.ArgRange(name, args, kw, 0, 1); err != nil {
				return nil, err
			}
			n, err := sizeArg(args)
			if err != nil {
				return nil, err
			}
			return py.NewBytes(b.read(n)), nil
		})
	}
	method("readline", func(th *py.Thread, b *BytesIO, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("readline", args, kw, 0, 1); err != nil {
			return nil, err
		}
		n, err := sizeArg(args)
		if err != nil {
			return nil, err
		}
		return py.NewBytes(b.readline(n)), nil
	})
	method("readlines", func(th *py.Thread, b *BytesIO, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("readlines", args, kw, 0, 1); err != nil {
			return nil, err
		}
		hint, err := sizeArg(args)
		if err != nil {
			return nil, err
		}
		var lines []py.Object
		total := 0
		for {
			if err := th.Tick(); err != nil {
				return nil, err
			}
			line := b.readline(-1)
			if len(line) == 0 {
				break
			}
			lines = append(lines, py.NewBytes(line))
			if hint > 0 && len(line) > hint-total {
				break
			}
			total += len(line)
		}
		return py.NewList(lines), nil
	})
	method("readinto", func(th *py.Thread, b *BytesIO, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("readinto", args, kw, 1, 1); err != nil {
			return nil, err
		}
		dst, ok := args[0].(*py.ByteArray)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "readinto() argument must be read-write bytes-like object, not %s", args[0].Type().Name)
		}
		p := b.read(len(dst.Value()))
		copy(dst.Value(), p)
		return py.Int(len(p)), nil
	})
	method("tell", func(th *py.Thread, b *BytesIO, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("tell", args, kw, 0, 0); err != nil {
			return nil, err
		}
		return py.Int(b.pos), nil
	})
	method("seek", func(th *py.Thread, b *BytesIO, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("seek", args, kw, 1, 2); err != nil {
			return nil, err
		}
		pos, err := py.AsInt(th, args[0])
		if err != nil {
			return nil, err
		}
		whence := 0
		if len(args) > 1 {
			if whence, err = py.AsInt(th, args[1]); err != nil {
				return nil, err
			}
		}
		switch whence {
		case 0:
			if pos < 0 {
				return nil, py.Errorf(py.ValueErrorType, "negative seek value %d", pos)
			}
		case 1:
			pos += b.pos
		case 2:
			pos += len(b.buf)
		default:
			return nil, py.Errorf(py.ValueErrorType, "invalid whence (%d, should be 0, 1 or 2)", whence)
		}
		if pos < 0 {
			pos = 0
		}
		b.pos = pos
		return py.Int(pos), nil
	})
	method("truncate", func(th *py.Thread, b *BytesIO, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("truncate", args, kw, 0, 1); err != nil {
			return nil, err
		}
		size := b.pos
		if len(args) > 0 && args[0] != py.None {
			n, err := py.AsInt(th, args[0])
			if err != nil {
				return nil, err
			}
			if n < 0 {
				return nil, py.Errorf(py.ValueErrorType, "negative size value %d", n)
			}
			size = n
		}
		if size < len(b.buf) {
			b.buf = b.buf[:size]
		}
		return py.Int(size), nil
	})
	py.FinishNativeType(t)
}

// MemSize reports the buffer to the run's memory measurement.
func (b *BytesIO) MemSize(func(py.Object)) int64 { return int64(cap(b.buf)) + 64 }
