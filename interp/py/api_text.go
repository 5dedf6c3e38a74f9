package py

// Host API used by the text modules (re, json, difflib...): built-in-like
// types whose values are Go structs, and recursion accounting for Go code
// that walks nested data.

// NewNativeType returns a final built-in type named name in module module,
// deriving from object, for values that are Go structs of a host module
// (re.Pattern, re.Match). setup fills its slots and methods; afterwards the
// type is sealed: immutable from Python and safe to share between runs.
func NewNativeType(name, module string, setup func(t *Type)) *Type {
	t := &Type{Name: name}
	initBuiltinType(t, ObjectType, nil)
	t.Module = module
	t.final = true
	if setup != nil {
		setup(t)
	}
	finishType(t)
	return t
}

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

// EnterRecursive counts one level of Go recursion over nested data against
// the run's recursion limit, like CPython's Py_EnterRecursiveCall; what
// completes the message ("maximum recursion depth exceeded" + what). Every
// successful call must be paired with LeaveRecursive.
func (th *Thread) EnterRecursive(what string) error {
	th.depth++
	if th.depth > th.maxDepth {
		th.depth--
		return Errorf(RecursionErrorType, "maximum recursion depth exceeded%s", what)
	}
	return nil
}

// LeaveRecursive undoes one EnterRecursive.
func (th *Thread) LeaveRecursive() { th.depth-- }

// CheckDeadline checks the run's deadline, cancellation and step limit at
// once (Tick checks only every few hundred steps), for host code coming
// back from a long computation of its own.
func (th *Thread) CheckDeadline() error { return th.checkSlow() }
