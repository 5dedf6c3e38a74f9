package iomod

import "github.com/mcpython/mcpython/interp/py"

// buffer is the storage under both in-memory streams: bytes for BytesIO,
// code points for StringIO. The position may lie past the end, as a seek
// allows; a write there fills the gap with zeros first.
type buffer[T byte | rune] struct {
	data   []T
	pos    int
	closed bool
}

func (b *buffer[T]) isClosed() bool { return b.closed }
func (b *buffer[T]) setClosed()     { b.closed = true }

// growth is how many elements writing n at the position adds, so that the
// caller can charge them before they are allocated: seek(2**31) then one
// write asks for 2 GiB of zeros.
func (b *buffer[T]) growth(n int) int { return max(0, b.pos+n-len(b.data)) }

func (b *buffer[T]) write(p []T) {
	if b.pos > len(b.data) {
		b.data = append(b.data, make([]T, b.pos-len(b.data))...)
	}
	end := b.pos + len(p)
	if end > len(b.data) {
		b.data = append(b.data[:b.pos], p...)
	} else {
		copy(b.data[b.pos:], p)
	}
	b.pos = end
}

// limit returns where a read of n elements from the position ends (n < 0:
// everything), clipped to end.
func (b *buffer[T]) limit(n, end int) int {
	if n >= 0 && b.pos+n < end {
		return b.pos + n
	}
	return end
}

// take returns a copy of the elements from the position to end and moves
// the position there.
func (b *buffer[T]) take(end int) []T {
	if b.pos >= end {
		return nil
	}
	out := append([]T(nil), b.data[b.pos:end]...)
	b.pos = end
	return out
}

// read returns up to n elements (n < 0: all) from the position.
func (b *buffer[T]) read(n int) []T { return b.take(b.limit(n, len(b.data))) }

// truncate cuts the buffer to the size in args (default: the position),
// which must not be negative, and returns the size. What the message says
// differs between the two streams, as in CPython.
func (b *buffer[T]) truncate(th *py.Thread, args []py.Object, kw []string, negative string) (py.Object, error) {
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
			return nil, py.Errorf(py.ValueErrorType, negative, n)
		}
		size = n
	}
	if size < len(b.data) {
		b.data = b.data[:size]
	}
	return py.Int(size), nil
}

// tell returns the position.
func (b *buffer[T]) tell(args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("tell", args, kw, 0, 0); err != nil {
		return nil, err
	}
	return py.Int(b.pos), nil
}

// readLines collects lines from readline until it returns an empty one or
// the lines so far exceed hint (> 0); size is a line's length in the
// stream's unit.
func readLines[L []byte | string](th *py.Thread, args []py.Object, kw []string, readline func() L, size func(L) int, wrap func(L) py.Object) (py.Object, error) {
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
		line := readline()
		if len(line) == 0 {
			break
		}
		lines = append(lines, wrap(line))
		n := size(line)
		if hint > 0 && n > hint-total {
			break
		}
		total += n
	}
	return py.NewList(lines), nil
}

// asOpen returns the buffer object of type B behind o (an instance of a
// subclass included) with the message CPython gives for another type, or
// the closed-file error.
func asOpen[B interface {
	py.Object
	isClosed() bool
}](o py.Object, typeName string) (B, error) {
	if inst, ok := o.(*py.Instance); ok {
		o = inst.Base()
	}
	b, ok := o.(B)
	if !ok {
		return b, py.Errorf(py.TypeErrorType, "descriptor requires a '%s' object but received '%s'", typeName, o.Type().Name)
	}
	if b.isClosed() {
		return b, closedError()
	}
	return b, nil
}

// bufferMethod adds to t a method that runs on an open buffer of type B.
func bufferMethod[B interface {
	py.Object
	isClosed() bool
}](t *py.Type, typeName, name string, fn func(th *py.Thread, b B, args []py.Object, kw []string) (py.Object, error)) {
	t.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		b, err := asOpen[B](self, typeName)
		if err != nil {
			return nil, err
		}
		return fn(th, b, args, kw)
	})
}
