package py

import (
	"strconv"

	"github.com/mcpython/mcpython/interp/syntax"
)

// Exception groups (PEP 654): the BaseExceptionGroup constructor's checks,
// str(), split/subgroup/derive, and the except* statement. Args hold
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

// tryStar compiles try/except*: each clause takes the part of the group its
// type matches; what no clause handles is raised again with what the
// handlers raised.
func (c *compiler) tryStar(n *syntax.Try) execFn {
	body := c.block(n.Body)
	type handler struct {
		typ   evalFn
		store storeFn
		del   execFn
		body  execFn
	}
	hs := make([]handler, len(n.Handlers))
	for i, h := range n.Handlers {
		if h.Type != nil {
			hs[i].typ = c.expr(h.Type)
		}
		if h.Name != "" {
			hs[i].store = c.nameStore(h.Name)
			hs[i].del = c.nameDelete(h.Name)
		}
		hs[i].body = c.block(h.Body)
	}
	var orelse, finally execFn
	if len(n.OrElse) > 0 {
		orelse = c.block(n.OrElse)
	}
	if len(n.FinalBody) > 0 {
		finally = c.block(n.FinalBody)
	}
	return func(fr *Frame) (ctrl, error) {
		th := fr.th
		cc, err := body(fr)
		if exc, ok := err.(*Exception); ok && !exc.abort {
			exc.addTraceback(fr, fr.line)
			naked := !isExceptionGroup(exc)
			rest := exc
			if naked {
				// CPython wraps a naked exception in a group of a tuple
				t := ExceptionGroupType
				if !exc.class.IsSubtype(ExceptionType) {
					t = BaseExceptionGroupType
				}
				rest = &Exception{class: t, Args: NewTuple([]Object{NewStr(""), NewTuple([]Object{exc})})}
			}
			var raised, reraised []*Exception
			var herr error
			for _, h := range hs {
				if rest == nil {
					break
				}
				t, terr := h.typ(fr)
				if terr != nil {
					herr = terr
					break
				}
				if egTypeInExceptStar(t) {
					herr = Errorf(TypeErrorType, "catching ExceptionGroup with except* is not allowed. Use except instead.")
					break
				}
				var match, left *Exception
				var serr error
				if naked {
					// the wrapper group itself is handed to the clause
					var ok bool
					if ok, serr = exceptionMatches(exc, t); ok {
						match = rest
					}
				} else {
					match, left, serr = egSplit(th, rest, func(e *Exception) (bool, error) {
						if isExceptionGroup(e) {
							return false, nil
						}
						return exceptionMatches(e, t)
					}, true)
				}
				if serr != nil {
					herr = serr
					break
				}
				if match == nil {
					continue // the group is left as it was
				}
				rest = left
				if h.store != nil {
					if herr = h.store(fr, match); herr != nil {
						break
					}
				}
				th.handling = append(th.handling, match)
				_, berr := h.body(fr)
				th.handling = th.handling[:len(th.handling)-1]
				if h.del != nil {
					h.del(fr)
				}
				if berr != nil {
					e2, ok := berr.(*Exception)
					if !ok || e2.abort {
						return ctrlNone, berr
					}
					if e2 == match {
						reraised = append(reraised, match)
					} else {
						if e2.Context == nil {
							e2.Context = match
						}
						raised = append(raised, e2)
					}
				}
			}
			cc, err = ctrlNone, herr
			if herr == nil {
				err = exceptStarResult(th, exc, naked, rest, raised, reraised)
			}
		} else if err == nil && cc == ctrlNone && orelse != nil {
			cc, err = orelse(fr)
		}
		if finally != nil {
			if exc, ok := err.(*Exception); ok {
				exc.addTraceback(fr, fr.line)
			}
			savedRet := fr.ret
			fc, ferr := finally(fr)
			if ferr != nil {
				if e2, ok := ferr.(*Exception); ok && err != nil && e2.Context == nil {
					if e1, ok := err.(*Exception); ok && e1 != e2 {
						e2.Context = e1
					}
				}
				return fc, ferr
			}
			if fc != ctrlNone {
				return fc, nil
			}
			fr.ret = savedRet
		}
		return cc, err
	}
}

// egTypeInExceptStar reports whether an except* clause names an exception
// group type, which CPython refuses.
func egTypeInExceptStar(t Object) bool {
	switch x := t.(type) {
	case *Type:
		return x.IsSubtype(BaseExceptionGroupType)
	case *Tuple:
		for _, it := range x.items {
			if egTypeInExceptStar(it) {
				return true
			}
		}
	}
	return false
}

// exceptStarResult is what leaves a try/except*: nil when everything was
// handled, else the unhandled and re-raised part of the original exception
// and, in a new group, what the handlers raised (CPython's
// _PyExc_PrepReraiseStar).
func exceptStarResult(th *Thread, orig *Exception, naked bool, rest *Exception, raised, reraised []*Exception) error {
	if naked {
		switch {
		case len(raised) > 0:
			return raised[0]
		case rest != nil || len(reraised) > 0:
			return orig
		}
		return nil
	}
	if rest == orig && len(raised) == 0 && len(reraised) == 0 {
		return orig // no clause matched
	}
	var keep *Exception
	if rest != nil || len(reraised) > 0 {
		leaves := map[*Exception]bool{}
		if rest != nil {
			egLeaves(rest, leaves)
		}
		for _, r := range reraised {
			egLeaves(r, leaves)
		}
		var err error
		keep, _, err = egSplit(th, orig, func(e *Exception) (bool, error) {
			return !isExceptionGroup(e) && leaves[e], nil
		}, false)
		if err != nil {
			return err
		}
	}
	if len(raised) == 0 {
		if keep == nil {
			return nil
		}
		return keep
	}
	items := make([]Object, 0, len(raised)+1)
	for _, r := range raised {
		items = append(items, r)
	}
	if keep != nil {
		items = append(items, keep)
	}
	g, err := newExceptionGroup(th, BaseExceptionGroupType, []Object{NewStr(""), NewList(items)}, nil)
	if err != nil {
		return err
	}
	return g.(*Exception)
}
