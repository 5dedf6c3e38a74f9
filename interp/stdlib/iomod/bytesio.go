package iomod

import (
	"bytes"

	"github.com/mcpython/mcpython/interp/py"
)

// BytesIO is io.BytesIO: a growable byte buffer with a position.
type BytesIO struct {
	buffer[byte]
}

// BytesIOType is the class io.BytesIO.
var BytesIOType *py.Type

func (*BytesIO) Type() *py.Type { return BytesIOType }

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

func (b *BytesIO) readline(n int) []byte {
	if b.pos >= len(b.data) {
		return nil
	}
	end := len(b.data)
	if i := bytes.IndexByte(b.data[b.pos:], '\n'); i >= 0 {
		end = b.pos + i + 1
	}
	return b.take(b.limit(n, end))
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
			b.data = append([]byte(nil), p...)
		}
		if c != BytesIOType {
			return py.NewSubInstance(c, b), nil
		}
		return b, nil
	}
	t.Init = func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) error { return nil }
	method := func(name string, fn func(th *py.Thread, b *BytesIO, args []py.Object, kw []string) (py.Object, error)) {
		bufferMethod(t, "_io.BytesIO", name, fn)
	}
	method("getvalue", func(th *py.Thread, b *BytesIO, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("getvalue", args, kw, 0, 0); err != nil {
			return nil, err
		}
		return py.NewBytes(append([]byte(nil), b.data...)), nil
	})
	method("write", func(th *py.Thread, b *BytesIO, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("write", args, kw, 1, 1); err != nil {
			return nil, err
		}
		p, ok := bytesLike(args[0])
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "a bytes-like object is required, not '%s'", args[0].Type().Name)
		}
		if err := th.CheckAlloc(int64(b.growth(len(p)))); err != nil {
			return nil, err
		}
		b.write(p)
		return py.Int(len(p)), nil
	})
	for _, name := range []string{"read", "read1"} {
		name := name
		method(name, func(th *py.Thread, b *BytesIO, args []py.Object, kw []string) (py.Object, error) {
			n, err := sizeArgs(name, args, kw)
			if err != nil {
				return nil, err
			}
			return py.NewBytes(b.read(n)), nil
		})
	}
	method("readline", func(th *py.Thread, b *BytesIO, args []py.Object, kw []string) (py.Object, error) {
		n, err := sizeArgs("readline", args, kw)
		if err != nil {
			return nil, err
		}
		return py.NewBytes(b.readline(n)), nil
	})
	method("readlines", func(th *py.Thread, b *BytesIO, args []py.Object, kw []string) (py.Object, error) {
		return readLines(th, args, kw, func() []byte { return b.readline(-1) },
			func(line []byte) int { return len(line) }, func(line []byte) py.Object { return py.NewBytes(line) })
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
		return b.tell(args, kw)
	})
	method("seek", func(th *py.Thread, b *BytesIO, args []py.Object, kw []string) (py.Object, error) {
		pos, whence, err := seekArgs(th, args, kw)
		if err != nil {
			return nil, err
		}
		switch whence {
		case 0:
			if pos < 0 {
				return nil, py.Errorf(py.ValueErrorType, "negative seek value %d", pos)
			}
		case 1:
			pos += b.pos
		case 2:
			pos += len(b.data)
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
		return b.truncate(th, args, kw, "negative size value %d")
	})
	py.FinishNativeType(t)
}

// MemSize reports the buffer to the run's memory measurement.
func (b *BytesIO) MemSize(func(py.Object)) int64 { return int64(cap(b.data)) + 64 }
