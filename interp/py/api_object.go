package py

import "math/big"

// Helpers for standard-library modules written in Go outside this package
// (collections, itertools, functools, math, random, decimal...).

// DictHolder is implemented by Go objects of native types that have a
// __dict__ (functools.partial, lru_cache wrappers): attribute lookup and
// assignment use the dict it returns, which must not be nil.
type DictHolder interface {
	InstanceDict() *Dict
}

// IntToBig returns the value of an int object (int, bool, or an int
// subclass instance) as a *big.Int; ok is false for other objects. The
// result may be shared with the object: do not modify it.
func IntToBig(o Object) (*big.Int, bool) {
	v, ok := asIntObject(o)
	if !ok {
		return nil, false
	}
	return toBig(v), true
}

// AsIntObject returns o as a plain int object (Int or *BigInt) when it is
// an int, a bool or an instance of an int subclass.
func AsIntObject(o Object) (Object, bool) { return asIntObject(o) }

// FloatValue returns the float64 of a float or float subclass instance.
func FloatValue(o Object) (float64, bool) {
	switch x := o.(type) {
	case Float:
		return float64(x), true
	case *Instance:
		if f, ok := x.Base().(Float); ok {
			return float64(f), true
		}
	}
	return 0, false
}

// IdentityHashSlot is object.__hash__ in the shape of a Type.Hash slot.
func IdentityHashSlot(th *Thread, o Object) (int64, error) { return identityHash(th, o) }

// CallDunder calls type(o).name(o, args...), looking the method up on the
// type only, as the interpreter does for special methods.
func CallDunder(th *Thread, o Object, name string, args ...Object) (Object, error) {
	return callDunder(th, o, name, args...)
}

// LookupSpecial finds a special method on type(o) and binds it to o; it
// returns nil when the type does not define it.
func LookupSpecial(th *Thread, o Object, name string) (Object, error) {
	t := o.Type()
	m := t.Lookup(name)
	if m == nil {
		return nil, nil
	}
	return bindDescriptor(th, m, o, t)
}

// ReprEnter guards the repr of a container against self-reference: it
// returns false when o is already being printed (print "..." instead).
// Every true result must be paired with ReprLeave.
func (th *Thread) ReprEnter(o Object) bool { return th.reprEnter(o) }

// ReprLeave ends a ReprEnter.
func (th *Thread) ReprLeave() { th.reprLeave() }

// ExceptionMatches reports whether err is a Python exception of class t
// (or a subclass) that code may handle.
func ExceptionMatches(err error, t *Type) bool {
	e, ok := err.(*Exception)
	return ok && !e.abort && e.class.IsSubtype(t)
}

// Unwrap returns the built-in or native value held by an instance of a
// Python subclass of that type, or o itself.
func Unwrap(o Object) Object {
	if inst, ok := o.(*Instance); ok && inst.Base() != nil {
		return inst.Base()
	}
	return o
}

// ArgCountError is the TypeError of a function given a wrong number of
// arguments, worded as CPython's argument parser words it:
// "name() takes at most 2 arguments (3 given)" and friends.
func ArgCountError(fn string, minArgs, maxArgs, given int) error {
	switch {
	case minArgs == maxArgs && maxArgs == 0:
		return Errorf(TypeErrorType, "%s() takes no arguments (%d given)", fn, given)
	case minArgs == maxArgs:
		return Errorf(TypeErrorType, "%s() takes exactly %d argument%s (%d given)", fn, maxArgs, plural(maxArgs), given)
	case given > maxArgs:
		return Errorf(TypeErrorType, "%s() takes at most %d argument%s (%d given)", fn, maxArgs, plural(maxArgs), given)
	}
	return Errorf(TypeErrorType, "%s() takes at least %d argument%s (%d given)", fn, minArgs, plural(minArgs), given)
}

// SetItems replaces the list's items with items (which the list keeps).
func (l *List) SetItems(items []Object) { l.items = items }

// IsExact reports whether the list is a plain list, not an instance of a
// subclass.
func (l *List) IsExact() bool { return l.class == nil }

// Frame returns the frame of the Python code running now (the caller of a
// builtin), or nil.
func (th *Thread) Frame() *Frame { return th.frame }

// SetUnhashable makes instances of a finished native type unhashable, like
// list (__hash__ = None).
func (t *Type) SetUnhashable() { makeUnhashable(t) }

// GenericGetAttr is object.__getattribute__, for GetAttr slots that answer
// a few computed names themselves and defer the rest.
func GenericGetAttr(th *Thread, o Object, name string) (Object, error) {
	return genericGetAttr(th, o, name)
}

// IdentityHash is object.__hash__: derived from the object's identity.
func IdentityHash(o Object) int64 {
	h, _ := identityHash(nil, o)
	return h
}

// NewMappingProxy returns a read-only view of d (types.MappingProxyType).
func NewMappingProxy(d *Dict) Object { return &MappingProxy{d: d} }
