package py

import "github.com/mcpython/mcpython/interp/syntax"

// The except* statement (PEP 654) over the exception groups of
// exception_group.go.

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
	orelse, finally := c.tryTail(n)
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
					if _, derr := h.del(fr); derr != nil && berr == nil {
						berr = derr
					}
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
			return runFinally(fr, finally, cc, err, fr.ret)
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
