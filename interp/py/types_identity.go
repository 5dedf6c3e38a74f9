package py

import (
	"math"
	"sync/atomic"
)

// sameObject is the identity test containers use before comparing
// (PyObject_RichCompareBool's "is" shortcut). Floats are values here, not
// boxed objects, so a NaN stands for itself when its bits are the same:
// x = float('nan'); x in [x] is True as in CPython.
func sameObject(a, b Object) bool {
	if x, ok := a.(Float); ok {
		y, ok := b.(Float)
		return ok && math.Float64bits(float64(x)) == math.Float64bits(float64(y))
	}
	return a == b
}

// containerEqual is PyObject_RichCompareBool(a, b, Py_EQ): identity first,
// then ==.
func containerEqual(th *Thread, a, b Object) (bool, error) {
	if sameObject(a, b) {
		return true, nil
	}
	return Equal(th, a, b)
}

// unhashable is the Hash slot of mutable built-ins (list, dict, set, ...).
// It must be set explicitly: a nil slot would inherit object's identity
// hash. The type's dict also sets __hash__ to None.
func unhashable(th *Thread, o Object) (int64, error) {
	return 0, Errorf(TypeErrorType, "unhashable type: '%s'", TypeName(o))
}

func makeUnhashable(t *Type) {
	t.Hash = unhashable
	t.Dict.SetStr("__hash__", None)
}

// reserve refuses an allocation of n bytes before it happens (checkAlloc
// that tolerates a nil thread).
func (th *Thread) reserve(n int64) error {
	if th == nil {
		return nil
	}
	return th.checkAlloc(n)
}

// reserveItems is reserve for count elements of size bytes each, without
// overflowing.
func (th *Thread) reserveItems(count, size int64) error {
	if count > 0 && count > math.MaxInt64/size {
		count = math.MaxInt64 / size
	}
	return th.reserve(count * size)
}

// nanSerial makes every NaN that float() creates distinct. CPython's NaNs
// are objects compared by identity in containers (a NaN is "in" a list
// only as the very same object); here floats are values, so a fresh NaN
// gets its own payload bits and sameObject compares bits. It is the only
// package-level state the runtime mutates, and only atomically.
var nanSerial atomic.Uint64

func freshNaN(f Float) Float {
	if !math.IsNaN(float64(f)) {
		return f
	}
	bits := math.Float64bits(float64(f))
	payload := nanSerial.Add(1) & (1<<51 - 1)
	return Float(math.Float64frombits(bits&^(1<<51-1) | 1<<51 | payload))
}
