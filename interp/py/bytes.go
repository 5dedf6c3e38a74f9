package py

import (
	"bytes"

	"github.com/mcpython/mcpython/interp/pyfmt"
	"github.com/mcpython/mcpython/interp/syntax"
)

// Bytes is an immutable byte string.
type Bytes struct{ b []byte }

// ByteArray is a mutable byte string.
type ByteArray struct{ b []byte }

func (*Bytes) Type() *Type     { return BytesType }
func (*ByteArray) Type() *Type { return ByteArrayType }

// NewBytes wraps b (not copied).
func NewBytes(b []byte) *Bytes { return &Bytes{b: b} }

// NewByteArray wraps b (not copied).
func NewByteArray(b []byte) *ByteArray { return &ByteArray{b: b} }

// Value returns the bytes (do not modify).
func (b *Bytes) Value() []byte { return b.b }

// Value returns the bytes of a bytearray (live).
func (b *ByteArray) Value() []byte { return b.b }

// bytesOf returns the content of a bytes-like object.
func bytesOf(th *Thread, o Object) ([]byte, error) {
	switch x := o.(type) {
	case *Bytes:
		return x.b, nil
	case *ByteArray:
		return x.b, nil
	case *MemoryView:
		return x.contiguousBytes()
	case *Instance:
		if x.Base() != nil {
			return bytesOf(th, x.Base())
		}
	}
	return nil, Errorf(TypeErrorType, "a bytes-like object is required, not '%s'", TypeName(o))
}

// byteArrayOf returns the *ByteArray of a bytearray or subclass instance.
func byteArrayOf(o Object) *ByteArray {
	switch x := o.(type) {
	case *ByteArray:
		return x
	case *Instance:
		if ba, ok := x.Base().(*ByteArray); ok {
			return ba
		}
	}
	return nil
}

// byteValue converts an int-like object to a byte, with the range check of
// bytearray item assignment.
func byteValue(th *Thread, o Object) (byte, error) {
	v, err := Index(th, o)
	if err != nil {
		return 0, err
	}
	i, ok := v.(Int)
	if !ok || i < 0 || i > 255 {
		return 0, Errorf(ValueErrorType, "byte must be in range(0, 256)")
	}
	return byte(i), nil
}

// toBytesValue implements bytes(x) / bytearray(x) construction.
func toBytesValue(th *Thread, fn string, args []Object, kwnames []string) ([]byte, error) {
	var src, enc, errs Object
	if err := argsKw(fn, args, kwnames, 0, []string{"source", "encoding", "errors"}, []*Object{&src, &enc, &errs}); err != nil {
		return nil, err
	}
	if src == nil {
		if enc != nil || errs != nil {
			return nil, Errorf(TypeErrorType, "encoding or errors without sequence argument")
		}
		return []byte{}, nil
	}
	if s, ok := AsStr(src); ok {
		if enc == nil {
			return nil, Errorf(TypeErrorType, "string argument without an encoding")
		}
		e, h, err := codecArgs(fn, enc, errs)
		if err != nil {
			return nil, err
		}
		return encodeStr(th, s, e, h)
	}
	if enc != nil {
		if _, _, err := codecArgs(fn, enc, errs); err != nil {
			return nil, err
		}
		return nil, Errorf(TypeErrorType, "encoding without a string argument")
	}
	if errs != nil {
		if _, _, err := codecArgs(fn, enc, errs); err != nil {
			return nil, err
		}
		return nil, Errorf(TypeErrorType, "errors without a string argument")
	}
	return bytesFromObject(th, fn, src)
}

// bytesFromObject converts the single argument of bytes() or bytearray():
// __bytes__, a bytes-like object, a size or an iterable of ints.
func bytesFromObject(th *Thread, fn string, src Object) ([]byte, error) {
	if fn == "bytes" {
		if m := src.Type().Lookup("__bytes__"); m != nil && !src.Type().IsBuiltin() {
			r, err := callMethodObj(th, src, m)
			if err != nil {
				return nil, err
			}
			b, ok := r.(*Bytes)
			if !ok {
				if inst, isInst := r.(*Instance); isInst && inst.Type().IsSubtype(BytesType) {
					return append([]byte(nil), inst.Base().(*Bytes).b...), nil
				}
				return nil, Errorf(TypeErrorType, "__bytes__ returned non-bytes (type %s)", TypeName(r))
			}
			return b.b, nil
		}
	}
	if isArrayObject(src) {
		// an array.array exports its machine bytes, as CPython's buffer
		// protocol does
		mv, err := newArrayView(th, src)
		if err != nil {
			return nil, err
		}
		src = mv
	}
	if mv, ok := src.(*MemoryView); ok {
		if err := th.checkAlloc(int64(mv.nbytes())); err != nil {
			return nil, err
		}
		return mv.toBytes(false)
	}
	if b, err := bytesOf(th, src); err == nil {
		if err := th.checkAlloc(int64(len(b))); err != nil {
			return nil, err
		}
		return append([]byte{}, b...), nil
	}
	if n, ok := asIntObject(src); ok || src.Type().Index != nil {
		if !ok {
			var err error
			if n, err = Index(th, src); err != nil {
				return nil, err
			}
		}
		i, small := n.(Int)
		if !small {
			if intSign(n) < 0 {
				return nil, Errorf(ValueErrorType, "negative count")
			}
			return nil, Errorf(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
		}
		if i < 0 {
			return nil, Errorf(ValueErrorType, "negative count")
		}
		if err := th.checkAlloc(int64(i)); err != nil {
			return nil, err
		}
		return make([]byte, i), nil
	}
	if _, isStr := AsStr(src); !isStr && src.Type().Iter == nil && src.Type().GetItem == nil {
		return nil, Errorf(TypeErrorType, "cannot convert '%s' object to %s", TypeName(src), fn)
	}
	if fn == "bytes" {
		return bytesFromIterable(th, src, "bytes must be in range(0, 256)")
	}
	return bytesFromIterable(th, src, "byte must be in range(0, 256)")
}

// bytesFromIterable collects an iterable of ints in range(256).
func bytesFromIterable(th *Thread, src Object, rangeMsg string) ([]byte, error) {
	if items, ok := SeqItems(src); ok {
		out := make([]byte, len(items))
		for i, it := range items {
			c, err := intToByte(th, it, rangeMsg)
			if err != nil {
				return nil, err
			}
			out[i] = c
		}
		return out, th.allocMem(int64(len(out)))
	}
	it, err := Iter(th, src)
	if err != nil {
		return nil, err
	}
	out := []byte{}
	for {
		v, err := Next(th, it)
		if err != nil {
			return nil, err
		}
		if v == nil {
			return out, nil
		}
		if err := th.tick(); err != nil {
			return nil, err
		}
		c, err := intToByte(th, v, rangeMsg)
		if err != nil {
			return nil, err
		}
		if len(out) == cap(out) {
			if err := th.allocMem(int64(cap(out) + 16)); err != nil {
				return nil, err
			}
		}
		out = append(out, c)
	}
}

func intToByte(th *Thread, o Object, rangeMsg string) (byte, error) {
	if i, ok := o.(Int); ok && i >= 0 && i < 256 {
		return byte(i), nil
	}
	v, err := Index(th, o)
	if err != nil {
		return 0, err
	}
	i, ok := v.(Int)
	if !ok || i < 0 || i > 255 {
		return 0, Errorf(ValueErrorType, "%s", rangeMsg)
	}
	return byte(i), nil
}

// callMethodObj calls the unbound method m found on o's type with o.
func callMethodObj(th *Thread, o, m Object) (Object, error) {
	bound, err := bindDescriptor(th, m, o, o.Type())
	if err != nil {
		return nil, err
	}
	return Call(th, bound, nil, nil)
}

// bytesKind is what differs between the methods of bytes and bytearray.
type bytesKind struct {
	name    string // "bytes" or "bytearray"
	mutable bool
}

func (k bytesKind) wrap(b []byte) Object {
	if k.mutable {
		return NewByteArray(b)
	}
	return NewBytes(b)
}

// same returns self when it is an exact bytes holding b (immutable results
// that change nothing are shared, as in CPython), else a new object.
func (k bytesKind) same(self Object, b []byte) Object {
	if x, ok := self.(*Bytes); ok && !k.mutable && len(x.b) == len(b) && (len(b) == 0 || &x.b[0] == &b[0]) {
		return x
	}
	if k.mutable {
		return NewByteArray(append([]byte{}, b...))
	}
	return NewBytes(b)
}

var (
	bytesIterType     = &Type{Name: "bytes_iterator", final: true}
	byteArrayIterType = &Type{Name: "bytearray_iterator", final: true}
)

// bytesIter iterates over the bytes of a bytes or bytearray; a bytearray
// may change size while iterated, so the length is read at each step.
type bytesIter struct {
	o   Object
	i   int
	typ *Type
}

func (it *bytesIter) Type() *Type { return it.typ }

func setupBytesIter() {
	for _, t := range []*Type{bytesIterType, byteArrayIterType} {
		initBuiltinType(t, ObjectType, nil)
		t.Iter = selfIter
		t.Next = func(th *Thread, o Object) (Object, error) {
			it := o.(*bytesIter)
			if it.o == nil {
				return nil, nil
			}
			b, _ := bytesOf(th, it.o)
			if it.i >= len(b) {
				it.o = nil
				return nil, nil
			}
			it.i++
			return Int(b[it.i-1]), nil
		}
		t.AddMethod("__length_hint__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			it := self.(*bytesIter)
			if it.o == nil {
				return Int(0), nil
			}
			b, _ := bytesOf(th, it.o)
			return Int(max(len(b)-it.i, 0)), nil
		})
		finishType(t)
	}
}

func setupBytes() {
	setupBytesIter()
	for _, t := range []*Type{BytesType, ByteArrayType} {
		k := bytesKind{name: t.Name, mutable: t == ByteArrayType}
		setupBytesSlots(t, k)
		setupBytesMethods(t, k)
	}
	ByteArrayType.Dict.SetStr("__hash__", None)
	setupByteArrayMutators(ByteArrayType)
}

func setupBytesSlots(t *Type, k bytesKind) {
	val := func(o Object) []byte { b, _ := bytesOf(nil, o); return b }
	t.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
		b, err := toBytesValue(th, k.name, args, kwnames)
		if err != nil {
			return nil, err
		}
		return k.wrap(b), nil
	}
	if k.mutable {
		// The value is built by __new__ (user subclasses of built-in types
		// get their value there); __init__ has nothing left to do.
		t.Init = func(th *Thread, self Object, args []Object, kwnames []string) error { return nil }
	}
	t.Repr = func(th *Thread, o Object) (string, error) {
		if k.mutable {
			if o.Type() != ByteArrayType {
				return o.Type().Name + "(" + pyfmt.BytesRepr(val(o)) + ")", nil
			}
			return pyfmt.ByteArrayRepr(val(o)), nil
		}
		return pyfmt.BytesRepr(val(o)), nil
	}
	t.Str = t.Repr
	if k.mutable {
		t.Hash = func(th *Thread, o Object) (int64, error) {
			return 0, Errorf(TypeErrorType, "unhashable type: '%s'", TypeName(o))
		}
	} else {
		t.Hash = func(th *Thread, o Object) (int64, error) { return strHash(string(val(o))), nil }
	}
	t.Compare = func(th *Thread, a, b Object, op CmpOp) (Object, error) {
		if isMemoryView(a) || isMemoryView(b) {
			return NotImplemented, nil // memoryview compares by its items
		}
		x, err1 := bytesOf(th, a)
		y, err2 := bytesOf(th, b)
		if err1 != nil || err2 != nil {
			return NotImplemented, nil
		}
		return NewBool(cmpResult(op, bytes.Compare(x, y))), nil
	}
	t.Len = func(th *Thread, o Object) (int, error) { return len(val(o)), nil }
	iterType := bytesIterType
	if k.mutable {
		iterType = byteArrayIterType
	}
	t.Iter = func(th *Thread, o Object) (Object, error) { return &bytesIter{o: o, typ: iterType}, nil }
	t.GetItem = func(th *Thread, o, key Object) (Object, error) { return bytesGetItem(th, k, val(o), key) }
	t.Contains = func(th *Thread, o, v Object) (bool, error) {
		b := val(o)
		if n, ok := asIntObject(v); ok {
			i, small := n.(Int)
			if !small || i < 0 || i > 255 {
				return false, Errorf(ValueErrorType, "byte must be in range(0, 256)")
			}
			return bytes.IndexByte(b, byte(i)) >= 0, nil
		}
		sub, err := bytesOf(th, v)
		if err != nil {
			return false, err
		}
		return bytes.Contains(b, sub), nil
	}
	t.Binary = func(th *Thread, op syntax.Op, a, b Object, right bool) (Object, error) {
		return bytesBinary(th, k, op, a, b, right)
	}
}

func bytesGetItem(th *Thread, k bytesKind, b []byte, key Object) (Object, error) {
	if sl, ok := key.(*Slice); ok {
		start, stop, step, err := sl.Indices(th, len(b))
		if err != nil {
			return nil, err
		}
		if step == 1 {
			if stop < start {
				stop = start
			}
			if err := th.checkAlloc(int64(stop - start)); err != nil {
				return nil, err
			}
			return k.wrap(append([]byte{}, b[start:stop]...)), nil
		}
		var count int
		if step > 0 && start < stop {
			count = (stop-start-1)/step + 1
		} else if step < 0 && start > stop {
			count = (start-stop-1)/(-step) + 1
		}
		if err := th.checkAlloc(int64(count)); err != nil {
			return nil, err
		}
		out := make([]byte, count)
		for j, i := 0, start; j < count; j, i = j+1, i+step {
			out[j] = b[i]
		}
		if err := th.TickN(count >> 10); err != nil {
			return nil, err
		}
		return k.wrap(out), nil
	}
	if _, isInt := key.(Int); !isInt && key.Type().Index == nil {
		what := "byte"
		if k.mutable {
			what = "bytearray"
		}
		return nil, Errorf(TypeErrorType, "%s indices must be integers or slices, not %s", what, TypeName(key))
	}
	i, err := indexValue(th, key, "byte")
	if err != nil {
		return nil, err
	}
	if i < 0 {
		i += len(b)
	}
	if i < 0 || i >= len(b) {
		if k.mutable {
			return nil, Errorf(IndexErrorType, "bytearray index out of range")
		}
		return nil, Errorf(IndexErrorType, "index out of range")
	}
	return Int(b[i]), nil
}

func bytesBinary(th *Thread, k bytesKind, op syntax.Op, a, b Object, right bool) (Object, error) {
	switch op {
	case syntax.Add:
		if _, isView := a.(*MemoryView); isView {
			return NotImplemented, nil // a memoryview has no + of its own
		}
		x, err1 := bytesOf(th, a)
		y, err2 := bytesOf(th, b)
		if err1 != nil || err2 != nil {
			if !right {
				return nil, Errorf(TypeErrorType, "can't concat %s to %s", TypeName(b), TypeName(a))
			}
			return NotImplemented, nil
		}
		if err := th.checkAlloc(int64(len(x) + len(y))); err != nil {
			return nil, err
		}
		out := make([]byte, 0, len(x)+len(y))
		out = append(append(out, x...), y...)
		if IsInstance(a, ByteArrayType) {
			return NewByteArray(out), nil
		}
		return NewBytes(out), nil
	case syntax.Mult:
		s, n, ok := seqRepeatArgs(a, b)
		if !ok {
			if right {
				return seqMulError(a)
			}
			return seqMulError(b)
		}
		x, err := bytesOf(th, s)
		if err != nil {
			return NotImplemented, nil
		}
		cnt, err := repeatCount(th, n)
		if err != nil {
			return nil, err
		}
		if cnt < 0 {
			cnt = 0
		}
		if err := th.checkAlloc(int64(len(x)) * int64(cnt)); err != nil {
			return nil, err
		}
		return k.wrap(bytes.Repeat(x, cnt)), nil
	case syntax.Mod:
		if right {
			return NotImplemented, nil
		}
		f, err := bytesOf(th, a)
		if err != nil {
			return NotImplemented, nil
		}
		out, err := bytesPercent(th, f, b)
		if err != nil {
			return nil, err
		}
		return k.wrap(out), nil
	}
	return NotImplemented, nil
}
