package py

import (
	"github.com/mcpython/mcpython/interp/syntax"
)

func (c *compiler) stmt(s syntax.Stmt) execFn {
	if c.fc.inline && c.fc.sc.Suspending[s] {
		return c.genStmt(s, int(s.Pos().Line))
	}
	return c.stmtNormal(s)
}

func (c *compiler) stmtNormal(s syntax.Stmt) execFn {
	line := int(s.Pos().Line)
	switch n := s.(type) {
	case *syntax.ExprStmt:
		f := c.expr(n.Value)
		return func(fr *Frame) (ctrl, error) {
			fr.line = line
			_, err := f(fr)
			return ctrlNone, err
		}
	case *syntax.Assign:
		return c.assign(n, line)
	case *syntax.AugAssign:
		return c.augAssign(n, line)
	case *syntax.AnnAssign:
		return c.annAssign(n, line)
	case *syntax.Pass, *syntax.Global, *syntax.Nonlocal:
		return nil
	case *syntax.Break:
		return func(*Frame) (ctrl, error) { return ctrlBreak, nil }
	case *syntax.Continue:
		return func(*Frame) (ctrl, error) { return ctrlContinue, nil }
	case *syntax.Return:
		if n.Value == nil {
			return func(fr *Frame) (ctrl, error) { fr.ret = None; return ctrlReturn, nil }
		}
		f := c.expr(n.Value)
		return func(fr *Frame) (ctrl, error) {
			fr.line = line
			v, err := f(fr)
			if err != nil {
				return ctrlNone, err
			}
			fr.ret = v
			return ctrlReturn, nil
		}
	case *syntax.If:
		return c.ifStmt(n, line)
	case *syntax.While:
		return c.whileStmt(n, line)
	case *syntax.For:
		return c.forStmt(n, line)
	case *syntax.FunctionDef:
		return c.funcDef(n, line)
	case *syntax.ClassDef:
		return c.classDef(n, line)
	case *syntax.Raise:
		return c.raise(n, line)
	case *syntax.Try:
		return c.try(n, line)
	case *syntax.With:
		return c.with(n, line)
	case *syntax.Delete:
		return c.deleteStmt(n, line)
	case *syntax.Assert:
		return c.assert(n, line)
	case *syntax.Import:
		return c.importStmt(n, line)
	case *syntax.ImportFrom:
		return c.importFrom(n, line)
	case *syntax.Match:
		return c.match(n, line)
	case *syntax.TypeAlias:
		val := c.expr(n.Value)
		store := c.nameStore(n.Name.Id)
		return func(fr *Frame) (ctrl, error) {
			fr.line = line
			v, err := val(fr)
			if err != nil {
				return ctrlNone, err
			}
			return ctrlNone, store(fr, v)
		}
	}
	c.fail(s.Pos(), "unsupported statement")
	return nil
}

func (c *compiler) ifStmt(n *syntax.If, line int) execFn {
	test := c.cond(n.Test)
	body := c.block(n.Body)
	var orelse execFn
	if len(n.OrElse) > 0 {
		orelse = c.block(n.OrElse)
	}
	return func(fr *Frame) (ctrl, error) {
		fr.line = line
		t, err := test(fr)
		if err != nil {
			return ctrlNone, err
		}
		if t {
			return body(fr)
		}
		if orelse != nil {
			return orelse(fr)
		}
		return ctrlNone, nil
	}
}

func (c *compiler) whileStmt(n *syntax.While, line int) execFn {
	test := c.cond(n.Test)
	body := c.block(n.Body)
	var orelse execFn
	if len(n.OrElse) > 0 {
		orelse = c.block(n.OrElse)
	}
	return func(fr *Frame) (ctrl, error) {
		th := fr.th
		for {
			fr.line = line
			t, err := test(fr)
			if err != nil {
				return ctrlNone, err
			}
			if !t {
				break
			}
			cc, err := body(fr)
			if err != nil {
				return ctrlNone, err
			}
			if cc == ctrlBreak {
				return ctrlNone, nil
			}
			if cc == ctrlReturn {
				return cc, nil
			}
			if err := th.tick(); err != nil {
				return ctrlNone, err
			}
		}
		if orelse != nil {
			return orelse(fr)
		}
		return ctrlNone, nil
	}
}

func (c *compiler) forStmt(n *syntax.For, line int) execFn {
	if n.IsAsync {
		return c.asyncFor(n, line)
	}
	iter := c.expr(n.Iter)
	store := c.target(n.Target)
	body := c.block(n.Body)
	var orelse execFn
	if len(n.OrElse) > 0 {
		orelse = c.block(n.OrElse)
	}
	// loopBody runs one iteration; done reports break/return.
	return func(fr *Frame) (ctrl, error) {
		fr.line = line
		seq, err := iter(fr)
		if err != nil {
			return ctrlNone, err
		}
		th := fr.th
		switch s := seq.(type) {
		case *Range:
			if s.small {
				for i := s.start; (s.step > 0 && i < s.stop) || (s.step < 0 && i > s.stop); i += s.step {
					if err := store(fr, Int(i)); err != nil {
						return ctrlNone, err
					}
					cc, err := body(fr)
					if err != nil {
						return ctrlNone, err
					}
					if cc == ctrlBreak {
						return ctrlNone, nil
					}
					if cc == ctrlReturn {
						return cc, nil
					}
					if err := th.tick(); err != nil {
						return ctrlNone, err
					}
				}
				goto done
			}
		case *List:
			if s.class == nil {
				for i := 0; i < len(s.items); i++ {
					if err := store(fr, s.items[i]); err != nil {
						return ctrlNone, err
					}
					cc, err := body(fr)
					if err != nil {
						return ctrlNone, err
					}
					if cc == ctrlBreak {
						return ctrlNone, nil
					}
					if cc == ctrlReturn {
						return cc, nil
					}
					if err := th.tick(); err != nil {
						return ctrlNone, err
					}
				}
				goto done
			}
		}
		{
			it, err := Iter(th, seq)
			if err != nil {
				return ctrlNone, err
			}
			for {
				v, err := Next(th, it)
				if err != nil {
					return ctrlNone, err
				}
				if v == nil {
					break
				}
				if err := store(fr, v); err != nil {
					return ctrlNone, err
				}
				cc, err := body(fr)
				if err != nil {
					return ctrlNone, err
				}
				if cc == ctrlBreak {
					closeIfGenerator(th, it)
					return ctrlNone, nil
				}
				if cc == ctrlReturn {
					closeIfGenerator(th, it)
					return cc, nil
				}
				if err := th.tick(); err != nil {
					return ctrlNone, err
				}
			}
		}
	done:
		if orelse != nil {
			return orelse(fr)
		}
		return ctrlNone, nil
	}
}

func (c *compiler) deleteStmt(n *syntax.Delete, line int) execFn {
	var fns []execFn
	for _, t := range n.Targets {
		fns = append(fns, c.deleteTarget(t))
	}
	return func(fr *Frame) (ctrl, error) {
		fr.line = line
		for _, f := range fns {
			if _, err := f(fr); err != nil {
				return ctrlNone, err
			}
		}
		return ctrlNone, nil
	}
}

func (c *compiler) deleteTarget(t syntax.Expr) execFn {
	switch n := t.(type) {
	case *syntax.Name:
		return c.nameDelete(n.Id)
	case *syntax.Attribute:
		obj := c.expr(n.Value)
		name := c.sc.Mangle(n.Attr)
		return func(fr *Frame) (ctrl, error) {
			o, err := obj(fr)
			if err != nil {
				return ctrlNone, err
			}
			return ctrlNone, SetAttr(fr.th, o, name, nil)
		}
	case *syntax.Subscript:
		obj, idx := c.expr(n.Value), c.expr(n.Slice)
		return func(fr *Frame) (ctrl, error) {
			o, err := obj(fr)
			if err != nil {
				return ctrlNone, err
			}
			k, err := idx(fr)
			if err != nil {
				return ctrlNone, err
			}
			return ctrlNone, SetItem(fr.th, o, k, nil)
		}
	case *syntax.Tuple, *syntax.List:
		var elts []syntax.Expr
		if tt, ok := n.(*syntax.Tuple); ok {
			elts = tt.Elts
		} else {
			elts = n.(*syntax.List).Elts
		}
		var fns []execFn
		for _, e := range elts {
			fns = append(fns, c.deleteTarget(e))
		}
		return func(fr *Frame) (ctrl, error) {
			for _, f := range fns {
				if _, err := f(fr); err != nil {
					return ctrlNone, err
				}
			}
			return ctrlNone, nil
		}
	}
	c.fail(t.Pos(), "cannot delete expression")
	return func(*Frame) (ctrl, error) { return ctrlNone, nil }
}

func (c *compiler) assert(n *syntax.Assert, line int) execFn {
	test := c.cond(n.Test)
	var msg evalFn
	if n.Msg != nil {
		msg = c.expr(n.Msg)
	}
	return func(fr *Frame) (ctrl, error) {
		fr.line = line
		t, err := test(fr)
		if err != nil {
			return ctrlNone, err
		}
		if t {
			return ctrlNone, nil
		}
		if msg == nil {
			return ctrlNone, NewException(AssertionErrorType)
		}
		m, err := msg(fr)
		if err != nil {
			return ctrlNone, err
		}
		return ctrlNone, NewException(AssertionErrorType, m)
	}
}

func (c *compiler) raise(n *syntax.Raise, line int) execFn {
	if n.Exc == nil {
		return func(fr *Frame) (ctrl, error) {
			fr.line = line
			e := fr.th.currentHandled()
			if e == nil {
				return ctrlNone, Errorf(RuntimeErrorType, "No active exception to reraise")
			}
			return ctrlNone, e
		}
	}
	exc := c.expr(n.Exc)
	var cause evalFn
	if n.Cause != nil {
		cause = c.expr(n.Cause)
	}
	return func(fr *Frame) (ctrl, error) {
		fr.line = line
		v, err := exc(fr)
		if err != nil {
			return ctrlNone, err
		}
		e, err := makeException(fr.th, v)
		if err != nil {
			return ctrlNone, err
		}
		if cause != nil {
			cv, err := cause(fr)
			if err != nil {
				return ctrlNone, err
			}
			if cv == None {
				e.Cause = nil
			} else {
				ce, err := makeException(fr.th, cv)
				if err != nil {
					return ctrlNone, Errorf(TypeErrorType, "exception causes must derive from BaseException")
				}
				e.Cause = ce
			}
			e.SuppressContext = true
		}
		if h := fr.th.currentHandled(); h != nil && h != e && e.Context == nil {
			e.Context = h
		}
		e.tbFrame = nil
		return ctrlNone, e
	}
}

// makeException turns the operand of raise into an exception instance.
func makeException(th *Thread, v Object) (*Exception, error) {
	switch x := v.(type) {
	case *Exception:
		return x, nil
	case *Type:
		if x.IsSubtype(BaseExceptionType) {
			inst, err := Call(th, x, nil, nil)
			if err != nil {
				return nil, err
			}
			if e, ok := inst.(*Exception); ok {
				return e, nil
			}
		}
	}
	return nil, Errorf(TypeErrorType, "exceptions must derive from BaseException")
}

// currentHandled is the exception an enclosing except block is handling.
func (th *Thread) currentHandled() *Exception {
	if n := len(th.handling); n > 0 {
		return th.handling[n-1]
	}
	return nil
}

// exceptHandler is a compiled except clause.
type exceptHandler struct {
	typ   evalFn // nil for a bare except
	store storeFn
	del   execFn
	body  execFn
}

func (c *compiler) exceptHandlers(list []*syntax.ExceptHandler, block func([]syntax.Stmt) execFn) []exceptHandler {
	hs := make([]exceptHandler, len(list))
	for i, h := range list {
		if h.Type != nil {
			hs[i].typ = c.expr(h.Type)
		}
		if h.Name != "" {
			hs[i].store = c.nameStore(h.Name)
			hs[i].del = c.nameDelete(h.Name)
		}
		hs[i].body = block(h.Body)
	}
	return hs
}

// findHandler returns the index of the first clause that matches exc, or
// -1; evaluating a clause's type can itself fail.
func findHandler(fr *Frame, hs []exceptHandler, exc *Exception) (int, error) {
	for i, h := range hs {
		if h.typ == nil {
			return i, nil
		}
		t, err := h.typ(fr)
		if err != nil {
			return -1, err
		}
		m, err := exceptionMatches(exc, t)
		if err != nil {
			return -1, err
		}
		if m {
			return i, nil
		}
	}
	return -1, nil
}

// runFinally runs a finally block after the try part ended with (cc, err):
// an error or control transfer in the block replaces the pending one.
func runFinally(fr *Frame, finally execFn, cc ctrl, err error, savedRet Object) (ctrl, error) {
	fc, ferr := finally(fr)
	return finallyResult(fr, cc, err, fc, ferr, savedRet)
}

// finallyResult combines the outcome of the try part (cc, err) with that of
// its finally block (fc, ferr).
func finallyResult(fr *Frame, cc ctrl, err error, fc ctrl, ferr error, savedRet Object) (ctrl, error) {
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
	return cc, err
}

// tryTail compiles a try statement's else and finally blocks, nil when
// absent.
func (c *compiler) tryTail(n *syntax.Try) (orelse, finally execFn) {
	if len(n.OrElse) > 0 {
		orelse = c.block(n.OrElse)
	}
	if len(n.FinalBody) > 0 {
		finally = c.block(n.FinalBody)
	}
	return orelse, finally
}

func (c *compiler) try(n *syntax.Try, line int) execFn {
	if n.Star {
		return c.tryStar(n)
	}
	body := c.block(n.Body)
	hs := c.exceptHandlers(n.Handlers, c.block)
	orelse, finally := c.tryTail(n)
	return func(fr *Frame) (ctrl, error) {
		cc, err := body(fr)
		if err != nil && len(hs) > 0 {
			if exc, ok := err.(*Exception); ok && !exc.abort {
				exc.addTraceback(fr, fr.line)
				i, herr := findHandler(fr, hs, exc)
				switch {
				case herr != nil:
					err = herr
				case i >= 0:
					h := hs[i]
					if h.store != nil {
						if err = h.store(fr, exc); err != nil {
							break
						}
					}
					cc, err = runHandler(fr, h.body, exc)
					if h.del != nil {
						if _, derr := h.del(fr); derr != nil && err == nil {
							err = derr
						}
					}
				}
			}
		} else if err == nil && cc == ctrlNone && orelse != nil {
			cc, err = orelse(fr)
		}
		if finally == nil {
			return cc, err
		}
		if exc, ok := err.(*Exception); ok {
			exc.addTraceback(fr, fr.line)
		}
		return runFinally(fr, finally, cc, err, fr.ret)
	}
}

// exceptionMatches implements the test of an except clause: a class, or a
// flat tuple of classes, every one an exception class (checked before any
// is matched, as CPython does).
func exceptionMatches(e *Exception, t Object) (bool, error) {
	classes := []Object{t}
	if tup, ok := t.(*Tuple); ok {
		classes = tup.items
	}
	for _, c := range classes {
		if x, ok := c.(*Type); !ok || !x.IsSubtype(BaseExceptionType) {
			return false, Errorf(TypeErrorType, "catching classes that do not inherit from BaseException is not allowed")
		}
	}
	for _, c := range classes {
		if e.class.IsSubtype(c.(*Type)) {
			return true, nil
		}
	}
	return false, nil
}

func (c *compiler) with(n *syntax.With, line int) execFn {
	body := c.block(n.Body)
	// nest items from the innermost outwards
	for i := len(n.Items) - 1; i >= 0; i-- {
		body = c.withItem(n.Items[i], body, line, n.IsAsync)
	}
	return body
}

func (c *compiler) withItem(item *syntax.WithItem, body execFn, line int, async bool) execFn {
	mgrFn := c.expr(item.ContextExpr)
	var store storeFn
	if item.OptionalVars != nil {
		store = c.target(item.OptionalVars)
	}
	enterName, exitName := "__enter__", "__exit__"
	if async {
		enterName, exitName = "__aenter__", "__aexit__"
	}
	return func(fr *Frame) (ctrl, error) {
		fr.line = line
		th := fr.th
		mgr, err := mgrFn(fr)
		if err != nil {
			return ctrlNone, err
		}
		enter, err1 := lookupSpecial(th, mgr, enterName)
		exit, err2 := lookupSpecial(th, mgr, exitName)
		if err1 != nil || err2 != nil {
			what := "context manager"
			if async {
				what = "asynchronous context manager"
			}
			if err1 != nil {
				return ctrlNone, Errorf(TypeErrorType, "'%s' object does not support the %s protocol", TypeName(mgr), what)
			}
			return ctrlNone, Errorf(TypeErrorType, "'%s' object does not support the %s protocol (missed __exit__ method)", TypeName(mgr), what)
		}
		v, err := Call(th, enter, nil, nil)
		if err == nil && async {
			v, err = awaitObject(th, v)
		}
		if err != nil {
			return ctrlNone, err
		}
		if store != nil {
			if err := store(fr, v); err != nil {
				return ctrlNone, err
			}
		}
		cc, err := body(fr)
		return withExit(fr, exit, cc, err, async)
	}
}

// lookupSpecial finds a special method on the type and binds it to o.
func lookupSpecial(th *Thread, o Object, name string) (Object, error) {
	t := o.Type()
	m := t.Lookup(name)
	if m == nil {
		return nil, Errorf(AttributeErrorType, "%s", name)
	}
	return bindDescriptor(th, m, o, t)
}
