package py

import (
	"strconv"
)

// Exception groups (PEP 654): the BaseExceptionGroup constructor's checks,
// str() and split/subgroup/derive; compile_try_star.go runs except* on them. Args hold
// (message, exceptions as given); the exceptions attribute is a tuple.

func setupExceptionGroups() {
	g := BaseExceptionGroupType
	g.New = newExceptionGroup
	g.Str = func(th *Thread, o Object) (string, error) {
		e := o.(*Exception)
		msg, subs := egParts(e)
		s, err := StrOf(th, msg)
		if err != nil {
			return "", err
		}
		n := len(subs)
		plural := "s"
		if n == 1 {
			plural = ""
		}
		return s + " (" + strconv.Itoa(n) + " sub-exception" + plural + ")", nil
	}
	g.AddMethod("derive", func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) {
		var excs Object
		if err := UnpackArgs("derive", args, kwnames, "excs", &excs); err != nil {
			return nil, err
		}
		msg, _ := egParts(self.(*Exception))
		return newExceptionGroup(th, BaseExceptionGroupType, []Object{msg, excs}, nil)
	})
	g.AddMethod("split", func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) {
		var cond Object
		if err := UnpackArgs("split", args, kwnames, "condition", &cond); err != nil {
			return nil, err
		}
		m, r, err := egSplit(th, self.(*Exception), egCondition(th, cond), true)
		if err != nil {
			return nil, err
		}
		return NewTuple([]Object{excOrNone(m), excOrNone(r)}), nil
	})
	g.AddMethod("subgroup", func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) {
		var cond Object
		if err := UnpackArgs("subgroup", args, kwnames, "condition", &cond); err != nil {
			return nil, err
		}
		m, _, err := egSplit(th, self.(*Exception), egCondition(th, cond), false)
		if err != nil {
			return nil, err
		}
		return excOrNone(m), nil
	})
}

func excOrNone(e *Exception) Object {
	if e == nil {
		return None
	}
	return e
}

// newExceptionGroup is BaseExceptionGroup.__new__ with CPython's checks.
func newExceptionGroup(th *Thread, t *Type, args []Object, kwnames []string) (Object, error) {
	if len(kwnames) > 0 {
		return nil, Errorf(TypeErrorType, "%s() takes no keyword arguments", t.Name)
	}
	if len(args) != 2 {
		return nil, Errorf(TypeErrorType, "BaseExceptionGroup.__new__() takes exactly 2 arguments (%d given)", len(args))
	}
	if _, ok := args[0].(*Str); !ok {
		return nil, Errorf(TypeErrorType, "BaseExceptionGroup.__new__() argument 1 must be str, not %s", TypeName(args[0]))
	}
	subs, ok := SeqItems(args[1])
	if !ok {
		if args[1].Type().GetItem == nil || args[1].Type().Len == nil {
			return nil, Errorf(TypeErrorType, "second argument (exceptions) must be a sequence")
		}
		var err error
		if subs, err = Collect(th, args[1]); err != nil {
			return nil, err
		}
	}
	if len(subs) == 0 {
		return nil, Errorf(ValueErrorType, "second argument (exceptions) must be a non-empty sequence")
	}
	allExceptions := true
	for i, s := range subs {
		e, ok := s.(*Exception)
		if !ok {
			return nil, Errorf(ValueErrorType, "Item %d of second argument (exceptions) is not an exception", i)
		}
		if !e.class.IsSubtype(ExceptionType) {
			allExceptions = false
		}
	}
	switch {
	case t == BaseExceptionGroupType && allExceptions:
		t = ExceptionGroupType
	case t.IsSubtype(ExceptionType) && !allExceptions:
		return nil, Errorf(TypeErrorType, "Cannot nest BaseExceptions in an ExceptionGroup")
	}
	e := &Exception{class: t, Args: NewTuple([]Object{args[0], args[1]})}
	if !t.builtin {
		e.attrs = NewDict()
	}
	return e, nil
}

// egParts returns a group's message and sub-exceptions.
func egParts(e *Exception) (Object, []Object) {
	if e.Args == nil || len(e.Args.items) < 2 {
		return NewStr(""), nil
	}
	subs, _ := SeqItems(e.Args.items[1])
	return e.Args.items[0], subs
}

func isExceptionGroup(e *Exception) bool { return e.class.IsSubtype(BaseExceptionGroupType) }

// egCondition turns split()'s argument into a test: an exception type, a
// tuple of them, or a predicate.
func egCondition(th *Thread, cond Object) func(e *Exception) (bool, error) {
	switch cond.(type) {
	case *Type, *Tuple:
		return func(e *Exception) (bool, error) { return exceptionMatches(e, cond) }
	}
	return func(e *Exception) (bool, error) {
		r, err := Call(th, cond, []Object{e}, nil)
		if err != nil {
			return false, err
		}
		return Truth(th, r)
	}
}

// egSplit splits eg into the part whose leaves match and the rest, keeping
// the nesting; either is nil when empty. withRest false skips the rest.
func egSplit(th *Thread, eg *Exception, match func(*Exception) (bool, error), withRest bool) (m, r *Exception, err error) {
	ok, err := match(eg)
	if err != nil {
		return nil, nil, err
	}
	if ok {
		return eg, nil, nil
	}
	if !isExceptionGroup(eg) {
		return nil, eg, nil
	}
	_, subs := egParts(eg)
	var ms, rs []Object
	for _, s := range subs {
		if err := th.tick(); err != nil {
			return nil, nil, err
		}
		se := s.(*Exception)
		sm, sr, err := egSplit(th, se, match, withRest)
		if err != nil {
			return nil, nil, err
		}
		if sm != nil {
			ms = append(ms, sm)
		}
		if sr != nil {
			rs = append(rs, sr)
		}
	}
	if m, err = egDerive(th, eg, ms); err != nil {
		return nil, nil, err
	}
	if withRest {
		if r, err = egDerive(th, eg, rs); err != nil {
			return nil, nil, err
		}
	}
	return m, r, nil
}

// egDerive builds eg.derive(subs) and copies eg's cause, context and notes
// onto it, as split() does; nil when subs is empty.
func egDerive(th *Thread, eg *Exception, subs []Object) (*Exception, error) {
	if len(subs) == 0 {
		return nil, nil
	}
	derive, err := GetAttr(th, eg, "derive")
	if err != nil {
		return nil, err
	}
	d, err := Call(th, derive, []Object{NewList(subs)}, nil)
	if err != nil {
		return nil, err
	}
	de, ok := d.(*Exception)
	if !ok {
		return nil, Errorf(TypeErrorType, "derive must return an instance of BaseExceptionGroup")
	}
	de.Cause, de.Context, de.SuppressContext = eg.Cause, eg.Context, eg.SuppressContext
	de.notes = append([]string(nil), eg.notes...)
	de.Traceback = append([]TraceEntry(nil), eg.Traceback...)
	return de, nil
}

// egLeaves appends the leaf exceptions of e to out.
func egLeaves(e *Exception, out map[*Exception]bool) {
	if !isExceptionGroup(e) {
		out[e] = true
		return
	}
	_, subs := egParts(e)
	for _, s := range subs {
		if se, ok := s.(*Exception); ok {
			egLeaves(se, out)
		}
	}
}
