package py

// Native re-entry guard. Go code that runs a type slot may run Python (a
// dunder written in Python) or recurse into the slots of other objects (a
// container's repr, ==, hash; a nested iterator's next; type.__call__
// whose __init__ is a class). Each such step enters through a dispatcher —
// the exported functions of abstract.go (Repr, Call, Next, RichCompare…)
// and the slot* functions below — which counts one level on th.depth, the
// counter Python frames use, as CPython's Py_EnterRecursiveCall does. So
// native recursion ends in a catchable RecursionError long before Go's
// stack limit, whose overflow is a fatal error no recover() can catch.
// reentry_lint_test.go fails when Go code calls a slot anywhere else.

// Suffixes of "maximum recursion depth exceeded", as CPython words them.
const (
	whileCalling = " while calling a Python object"
	inComparison = " in comparison"
	whileRepr    = " while getting the repr of an object"
	whileStr     = " while getting the str of an object"
	noSuffix     = ""
)

// enter counts one level of native re-entry; a nil error must be paired
// with leave. It costs an increment and a compare.
func (th *Thread) enter(what string) error {
	if th == nil {
		return nil
	}
	th.depth++
	if th.depth > th.maxDepth {
		th.depth--
		return recursionError(what)
	}
	return nil
}

// leave undoes one successful enter.
func (th *Thread) leave() {
	if th != nil {
		th.depth--
	}
}

func recursionError(what string) *Exception {
	return Errorf(RecursionErrorType, "maximum recursion depth exceeded%s", what)
}

// slotDescrGet runs the __get__ slot of d's type, counted.
func slotDescrGet(th *Thread, d, obj Object, owner *Type) (Object, error) {
	if err := th.enter(whileCalling); err != nil {
		return nil, err
	}
	r, err := d.Type().DescrGet(th, d, obj, owner)
	th.leave()
	return r, err
}

// slotDescrSet runs the __set__/__delete__ slot of d's type, counted.
func slotDescrSet(th *Thread, d, obj, v Object) error {
	if err := th.enter(whileCalling); err != nil {
		return err
	}
	err := d.Type().DescrSet(th, d, obj, v)
	th.leave()
	return err
}

// slotFormat runs t.Format (__format__), counted.
func slotFormat(th *Thread, t *Type, o Object, spec string) (string, error) {
	if err := th.enter(whileCalling); err != nil {
		return "", err
	}
	s, err := t.Format(th, o, spec)
	th.leave()
	return s, err
}

// slotInt runs t.Int (__int__), counted.
func slotInt(th *Thread, t *Type, o Object) (Object, error) {
	if err := th.enter(whileCalling); err != nil {
		return nil, err
	}
	r, err := t.Int(th, o)
	th.leave()
	return r, err
}

// slotFloat runs t.Float (__float__), counted.
func slotFloat(th *Thread, t *Type, o Object) (Object, error) {
	if err := th.enter(whileCalling); err != nil {
		return nil, err
	}
	r, err := t.Float(th, o)
	th.leave()
	return r, err
}

// slotIndex runs t.Index (__index__), counted.
func slotIndex(th *Thread, t *Type, o Object) (Object, error) {
	if err := th.enter(whileCalling); err != nil {
		return nil, err
	}
	r, err := t.Index(th, o)
	th.leave()
	return r, err
}

// slotStr runs t.Str (__str__), counted.
func slotStr(th *Thread, t *Type, o Object) (string, error) {
	if err := th.enter(whileStr); err != nil {
		return "", err
	}
	s, err := t.Str(th, o)
	th.leave()
	return s, err
}

// slotNext runs t.Next (__next__), counted: nested native iterators
// (map of map of …) recurse through here.
func slotNext(th *Thread, t *Type, it Object) (Object, error) {
	if err := th.enter(noSuffix); err != nil {
		return nil, err
	}
	v, err := t.Next(th, it)
	th.leave()
	return v, err
}

// slotCompare runs t.Compare, counted.
func slotCompare(th *Thread, t *Type, a, b Object, op CmpOp) (Object, error) {
	if err := th.enter(inComparison); err != nil {
		return nil, err
	}
	r, err := t.Compare(th, a, b, op)
	th.leave()
	return r, err
}
