package py

// Host API used by the text modules (re, json, difflib...): attribute
// lookup and hashing defaults for native types, and recursion accounting
// for Go code that walks nested data.

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
