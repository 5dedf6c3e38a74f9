package py

import (
	"bytes"

	"github.com/mcpython/mcpython/interp/syntax"
)

// The mutators of bytearray: item and slice assignment and deletion,
// append, extend, insert, pop, remove, reverse, clear, copy, += and *=.

func setupByteArrayMutators(t *Type) {
	t.SetItem = byteArraySetItem
	t.Inplace = byteArrayInplace
	mut := func(name string, minArgs, maxArgs int, fn func(th *Thread, ba *ByteArray, args []Object) (Object, error)) {
		qual := "bytearray." + name
		t.AddMethod(name, func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			var err error
			switch {
			case maxArgs == 0:
				err = argsNone(qual, args, kw)
			case minArgs == 1 && maxArgs == 1:
				err = argsOne(qual, args, kw)
			default:
				err = argsPos(qual, name, args, kw, minArgs, maxArgs)
			}
			if err != nil {
				return nil, err
			}
			ba := byteArrayOf(self)
			if ba == nil {
				return nil, Errorf(TypeErrorType, "descriptor '%s' requires a 'bytearray' object but received a '%s'", name, TypeName(self))
			}
			return fn(th, ba, args)
		})
	}
	mut("append", 1, 1, func(th *Thread, ba *ByteArray, args []Object) (Object, error) {
		c, err := byteValue(th, args[0])
		if err != nil {
			return nil, err
		}
		ba.b = append(ba.b, c)
		return None, th.allocMem(1)
	})
	mut("extend", 1, 1, func(th *Thread, ba *ByteArray, args []Object) (Object, error) {
		b, err := bytesOf(th, args[0])
		if err != nil {
			if _, isStr := AsStr(args[0]); !isStr && args[0].Type().Iter == nil && args[0].Type().GetItem == nil {
				return nil, Errorf(TypeErrorType, "can't extend bytearray with %s", TypeName(args[0]))
			}
			if b, err = bytesFromIterable(th, args[0], "byte must be in range(0, 256)"); err != nil {
				return nil, err
			}
		} else if err := th.checkAlloc(int64(len(b))); err != nil {
			return nil, err
		}
		ba.b = append(ba.b, b...)
		return None, nil
	})
	mut("insert", 2, 2, func(th *Thread, ba *ByteArray, args []Object) (Object, error) {
		i, err := AsInt(th, args[0])
		if err != nil {
			return nil, err
		}
		c, err := byteValue(th, args[1])
		if err != nil {
			return nil, err
		}
		n := len(ba.b)
		if i < 0 {
			i += n
			if i < 0 {
				i = 0
			}
		} else if i > n {
			i = n
		}
		ba.b = append(ba.b, 0)
		copy(ba.b[i+1:], ba.b[i:n])
		ba.b[i] = c
		return None, th.allocMem(1)
	})
	mut("pop", 0, 1, func(th *Thread, ba *ByteArray, args []Object) (Object, error) {
		i := -1
		if len(args) == 1 {
			var err error
			if i, err = AsInt(th, args[0]); err != nil {
				return nil, err
			}
		}
		n := len(ba.b)
		if n == 0 {
			return nil, Errorf(IndexErrorType, "pop from empty bytearray")
		}
		if i < 0 {
			i += n
		}
		if i < 0 || i >= n {
			return nil, Errorf(IndexErrorType, "pop index out of range")
		}
		c := ba.b[i]
		ba.b = append(ba.b[:i], ba.b[i+1:]...)
		return Int(c), nil
	})
	mut("remove", 1, 1, func(th *Thread, ba *ByteArray, args []Object) (Object, error) {
		c, err := byteValue(th, args[0])
		if err != nil {
			return nil, err
		}
		i := bytes.IndexByte(ba.b, c)
		if i < 0 {
			return nil, Errorf(ValueErrorType, "value not found in bytearray")
		}
		ba.b = append(ba.b[:i], ba.b[i+1:]...)
		return None, nil
	})
	mut("reverse", 0, 0, func(th *Thread, ba *ByteArray, args []Object) (Object, error) {
		b := ba.b
		for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
			b[i], b[j] = b[j], b[i]
		}
		return None, nil
	})
	mut("clear", 0, 0, func(th *Thread, ba *ByteArray, args []Object) (Object, error) {
		ba.b = []byte{}
		return None, nil
	})
	mut("copy", 0, 0, func(th *Thread, ba *ByteArray, args []Object) (Object, error) {
		if err := th.checkAlloc(int64(len(ba.b))); err != nil {
			return nil, err
		}
		return NewByteArray(copyBytes(ba.b)), nil
	})
	mut("__alloc__", 0, 0, func(th *Thread, ba *ByteArray, args []Object) (Object, error) {
		return Int(cap(ba.b) + 1), nil
	})
}

func byteArraySetItem(th *Thread, o, key, v Object) error {
	ba := byteArrayOf(o)
	if sl, ok := key.(*Slice); ok {
		return byteArraySetSlice(th, ba, sl, v)
	}
	if _, isInt := key.(Int); !isInt && key.Type().Index == nil {
		return Errorf(TypeErrorType, "bytearray indices must be integers or slices, not %s", TypeName(key))
	}
	i, err := indexValue(th, key, "bytearray")
	if err != nil {
		return err
	}
	if i < 0 {
		i += len(ba.b)
	}
	if i < 0 || i >= len(ba.b) {
		return Errorf(IndexErrorType, "bytearray index out of range")
	}
	if v == nil {
		ba.b = append(ba.b[:i], ba.b[i+1:]...)
		return nil
	}
	c, err := byteValue(th, v)
	if err != nil {
		return err
	}
	ba.b[i] = c
	return nil
}

// byteArraySetSlice is ba[sl] = v, or del ba[sl] when v is nil.
func byteArraySetSlice(th *Thread, ba *ByteArray, sl *Slice, v Object) error {
	start, stop, step, err := sl.Indices(th, len(ba.b))
	if err != nil {
		return err
	}
	var src []byte
	if v != nil {
		if b, err := bytesOf(th, v); err == nil {
			src = copyBytes(b) // v may be ba itself
		} else if _, isInt := asIntObject(v); isInt || v.Type().Iter == nil && v.Type().GetItem == nil {
			return Errorf(TypeErrorType, "can assign only bytes, buffers, or iterables of ints in range(0, 256)")
		} else if _, isStr := AsStr(v); isStr {
			return Errorf(TypeErrorType, "can assign only bytes, buffers, or iterables of ints in range(0, 256)")
		} else if src, err = bytesFromIterable(th, v, "byte must be in range(0, 256)"); err != nil {
			return err
		}
	}
	if step == 1 {
		if stop < start {
			stop = start
		}
		if err := th.checkAlloc(int64(len(src))); err != nil {
			return err
		}
		out := make([]byte, 0, len(ba.b)-(stop-start)+len(src))
		out = append(out, ba.b[:start]...)
		out = append(out, src...)
		ba.b = append(out, ba.b[stop:]...)
		return nil
	}
	var idx []int
	for i := start; step > 0 && i < stop || step < 0 && i > stop; i += step {
		idx = append(idx, i)
	}
	if v == nil {
		del := make([]bool, len(ba.b))
		for _, i := range idx {
			del[i] = true
		}
		out := ba.b[:0]
		for i, c := range ba.b {
			if !del[i] {
				out = append(out, c)
			}
		}
		ba.b = out
		return nil
	}
	if len(src) != len(idx) {
		return Errorf(ValueErrorType, "attempt to assign bytes of size %d to extended slice of size %d", len(src), len(idx))
	}
	for k, i := range idx {
		ba.b[i] = src[k]
	}
	return nil
}

func byteArrayInplace(th *Thread, op syntax.Op, a, b Object) (Object, error) {
	ba := byteArrayOf(a)
	if ba == nil {
		return NotImplemented, nil
	}
	switch op {
	case syntax.Add:
		y, err := bytesOf(th, b)
		if err != nil {
			return nil, Errorf(TypeErrorType, "can't concat %s to %s", TypeName(b), TypeName(a))
		}
		if err := th.checkAlloc(int64(len(y))); err != nil {
			return nil, err
		}
		ba.b = append(ba.b, y...)
		return a, nil
	case syntax.Mult:
		if _, ok := asIntObject(b); !ok && b.Type().Index == nil {
			return NotImplemented, nil
		}
		cnt, err := repeatCount(th, b)
		if err != nil {
			return nil, err
		}
		if cnt <= 0 {
			ba.b = []byte{}
			return a, nil
		}
		if err := th.checkAlloc(int64(len(ba.b)) * int64(cnt-1)); err != nil {
			return nil, err
		}
		ba.b = bytes.Repeat(ba.b, cnt)
		return a, nil
	}
	return NotImplemented, nil
}
