package py

import (
	"errors"

	"github.com/mcpython/mcpython/interp/syntax"
)

// Inline generators. A generator or coroutine whose every yield/await is
// the whole value of a statement (x = yield v, yield v, return await f(),
// ...) runs on the caller's goroutine: a yield stores its value and unwinds
// with errYield; each compound statement on the way records where it was
// (a state int per statement, iterators and context managers in hidden
// frame slots); resuming calls the body again and every statement on the
// recorded path picks up where it stopped, down to the yield, which then
// returns the sent value (or raises the thrown exception). Other
// generators fall back to a goroutine (generator.go).

var errYield = errors.New("generator yielded")

// gstate allocates a state int in the frame being compiled.
func (c *compiler) gstate() int {
	i := c.fc.nGState
	c.fc.nGState++
	return i
}

// hiddenSlot allocates an object slot that only compiled code uses.
func (c *compiler) hiddenSlot() int {
	i := c.fc.sc.NSlots + c.fc.hidden
	c.fc.hidden++
	return i
}

// genStmt compiles a statement that contains a yield in inline mode.
func (c *compiler) genStmt(s syntax.Stmt, line int) execFn {
	switch n := s.(type) {
	case *syntax.If:
		return c.genIf(n, line)
	case *syntax.While:
		return c.genWhile(n, line)
	case *syntax.For:
		return c.genFor(n, line)
	case *syntax.Try:
		return c.genTry(n, line)
	case *syntax.With:
		return c.genWith(n, line)
	case *syntax.Match:
		return c.genMatch(n, line)
	}
	// simple statements: their only yield is their whole value
	return c.stmtNormal(s)
}

// genBlock runs statements, remembering which one was running.
func (c *compiler) genBlock(stmts []syntax.Stmt) execFn {
	fns := make([]execFn, 0, len(stmts))
	for _, s := range stmts {
		if f := c.stmt(s); f != nil {
			fns = append(fns, f)
		}
	}
	st := c.gstate()
	return func(fr *Frame) (ctrl, error) {
		start := 0
		if fr.gen.resuming {
			start = int(fr.gstate[st])
		}
		for i := start; i < len(fns); i++ {
			fr.gstate[st] = int32(i)
			if cc, err := fns[i](fr); err != nil || cc != ctrlNone {
				return cc, err
			}
		}
		return ctrlNone, nil
	}
}

func (c *compiler) blockFor(stmts []syntax.Stmt) execFn {
	if c.fc.inline {
		for _, s := range stmts {
			if c.fc.sc.Suspending[s] {
				return c.genBlock(stmts)
			}
		}
	}
	return c.block(stmts)
}

func (c *compiler) genIf(n *syntax.If, line int) execFn {
	test := c.cond(n.Test)
	body := c.blockFor(n.Body)
	var orelse execFn
	if len(n.OrElse) > 0 {
		orelse = c.blockFor(n.OrElse)
	}
	st := c.gstate()
	return func(fr *Frame) (ctrl, error) {
		var branch int32
		if fr.gen.resuming {
			branch = fr.gstate[st]
		} else {
			fr.line = line
			t, err := test(fr)
			if err != nil {
				return ctrlNone, err
			}
			if !t {
				branch = 1
			}
			fr.gstate[st] = branch
		}
		if branch == 0 {
			return body(fr)
		}
		if orelse != nil {
			return orelse(fr)
		}
		return ctrlNone, nil
	}
}

func (c *compiler) genWhile(n *syntax.While, line int) execFn {
	test := c.cond(n.Test)
	body := c.blockFor(n.Body)
	var orelse execFn
	if len(n.OrElse) > 0 {
		orelse = c.blockFor(n.OrElse)
	}
	st := c.gstate()
	return func(fr *Frame) (ctrl, error) {
		th := fr.th
		inBody, inElse := false, false
		if fr.gen.resuming {
			inBody, inElse = fr.gstate[st] == 0, fr.gstate[st] == 1
		}
		if !inElse {
			for {
				if !inBody {
					fr.line = line
					t, err := test(fr)
					if err != nil {
						return ctrlNone, err
					}
					if !t {
						break
					}
				}
				inBody = false
				fr.gstate[st] = 0
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
		}
		if orelse != nil {
			fr.gstate[st] = 1
			return orelse(fr)
		}
		return ctrlNone, nil
	}
}

func (c *compiler) genFor(n *syntax.For, line int) execFn {
	iter := c.expr(n.Iter)
	store := c.target(n.Target)
	body := c.blockFor(n.Body)
	var orelse execFn
	if len(n.OrElse) > 0 {
		orelse = c.blockFor(n.OrElse)
	}
	st := c.gstate()
	itSlot := c.hiddenSlot()
	return func(fr *Frame) (ctrl, error) {
		th := fr.th
		var it Object
		inBody, inElse := false, false
		if fr.gen.resuming {
			inBody, inElse = fr.gstate[st] == 0, fr.gstate[st] == 1
			it = fr.locals[itSlot]
		} else {
			fr.line = line
			seq, err := iter(fr)
			if err != nil {
				return ctrlNone, err
			}
			if it, err = Iter(th, seq); err != nil {
				return ctrlNone, err
			}
			fr.locals[itSlot] = it
		}
		if !inElse {
			for {
				if !inBody {
					v, err := Next(th, it)
					if err != nil {
						fr.locals[itSlot] = nil
						return ctrlNone, err
					}
					if v == nil {
						break
					}
					if err := store(fr, v); err != nil {
						return ctrlNone, err
					}
				}
				inBody = false
				fr.gstate[st] = 0
				cc, err := body(fr)
				if err != nil {
					if err != errYield {
						fr.locals[itSlot] = nil
					}
					return ctrlNone, err
				}
				if cc == ctrlBreak || cc == ctrlReturn {
					fr.locals[itSlot] = nil
					if cc == ctrlReturn {
						return cc, nil
					}
					return ctrlNone, nil
				}
				if err := th.tick(); err != nil {
					return ctrlNone, err
				}
			}
		}
		fr.locals[itSlot] = nil
		if orelse != nil {
			fr.gstate[st] = 1
			return orelse(fr)
		}
		return ctrlNone, nil
	}
}

func (c *compiler) genMatch(n *syntax.Match, line int) execFn {
	subject := c.expr(n.Subject)
	cases := c.matchCases(n.Cases, c.blockFor)
	st := c.gstate()
	return func(fr *Frame) (ctrl, error) {
		if fr.gen.resuming {
			return cases[fr.gstate[st]].body(fr)
		}
		fr.line = line
		subj, err := subject(fr)
		if err != nil {
			return ctrlNone, err
		}
		i, err := selectCase(fr, cases, subj)
		if err != nil || i < 0 {
			return ctrlNone, err
		}
		fr.gstate[st] = int32(i)
		return cases[i].body(fr)
	}
}

// genWith keeps the __exit__ method in a hidden slot while its body may
// suspend.
func (c *compiler) genWith(n *syntax.With, line int) execFn {
	body := c.blockFor(n.Body)
	for i := len(n.Items) - 1; i >= 0; i-- {
		body = c.genWithItem(n.Items[i], body, line)
	}
	return body
}

func (c *compiler) genWithItem(item *syntax.WithItem, body execFn, line int) execFn {
	mgrFn := c.expr(item.ContextExpr)
	var store storeFn
	if item.OptionalVars != nil {
		store = c.target(item.OptionalVars)
	}
	exitSlot := c.hiddenSlot()
	return func(fr *Frame) (ctrl, error) {
		th := fr.th
		var exit Object
		if fr.gen.resuming {
			exit = fr.locals[exitSlot]
		} else {
			fr.line = line
			mgr, err := mgrFn(fr)
			if err != nil {
				return ctrlNone, err
			}
			enter, err1 := lookupSpecial(th, mgr, "__enter__")
			ex, err2 := lookupSpecial(th, mgr, "__exit__")
			if err1 != nil || err2 != nil {
				return ctrlNone, Errorf(TypeErrorType, "'%s' object does not support the context manager protocol", TypeName(mgr))
			}
			v, err := Call(th, enter, nil, nil)
			if err != nil {
				return ctrlNone, err
			}
			if store != nil {
				if err := store(fr, v); err != nil {
					return ctrlNone, err
				}
			}
			exit = ex
			fr.locals[exitSlot] = exit
		}
		cc, err := body(fr)
		if err == errYield {
			return cc, err
		}
		fr.locals[exitSlot] = nil
		return withExit(fr, exit, cc, err, false)
	}
}

// withExit calls __exit__ (awaiting it for async with) after a with body
// ended with (cc, err): a true result swallows the exception.
func withExit(fr *Frame, exit Object, cc ctrl, err error, async bool) (ctrl, error) {
	th := fr.th
	if err != nil {
		exc, ok := err.(*Exception)
		if !ok || exc.abort {
			return cc, err
		}
		exc.addTraceback(fr, fr.line)
		th.handling = append(th.handling, exc)
		r, xerr := Call(th, exit, []Object{exc.class, exc, None}, nil)
		if xerr == nil && async {
			r, xerr = awaitObject(th, r)
		}
		th.handling = th.handling[:len(th.handling)-1]
		if xerr != nil {
			if e2, ok := xerr.(*Exception); ok && e2 != exc && e2.Context == nil {
				e2.Context = exc
			}
			return ctrlNone, xerr
		}
		t, terr := Truth(th, r)
		if terr != nil {
			return ctrlNone, terr
		}
		if t {
			return ctrlNone, nil
		}
		return cc, err
	}
	saved := fr.ret
	r, xerr := Call(th, exit, []Object{None, None, None}, nil)
	if xerr == nil && async {
		_, xerr = awaitObject(th, r)
	}
	if xerr != nil {
		return ctrlNone, xerr
	}
	fr.ret = saved
	return cc, nil
}

// genTry: state 0 body, 1+i handler i, -1 else, -2 finally. While a
// handler or finally may suspend, the exception being handled (or pending
// for after finally) waits in hidden slots.
func (c *compiler) genTry(n *syntax.Try, line int) execFn {
	body := c.blockFor(n.Body)
	hs := c.exceptHandlers(n.Handlers, c.blockFor)
	var orelse, finally execFn
	if len(n.OrElse) > 0 {
		orelse = c.blockFor(n.OrElse)
	}
	if len(n.FinalBody) > 0 {
		finally = c.blockFor(n.FinalBody)
	}
	st := c.gstate()
	pendCtl := c.gstate()
	excSlot := c.hiddenSlot()  // exception being handled
	pendSlot := c.hiddenSlot() // error to re-raise after finally
	retSlot := c.hiddenSlot()  // return value pending across finally
	star := n.Star
	return func(fr *Frame) (ctrl, error) {
		phase := int32(0)
		if fr.gen.resuming {
			phase = fr.gstate[st]
		}
		var cc ctrl
		var err error
		switch {
		case phase == 0:
			fr.gstate[st] = 0
			cc, err = body(fr)
			if err == errYield {
				return cc, err
			}
			if err != nil && len(hs) > 0 {
				if exc, ok := err.(*Exception); ok && !exc.abort {
					exc.addTraceback(fr, fr.line)
					i, herr := findHandler(fr, hs, exc)
					switch {
					case herr != nil:
						err = herr
					case i >= 0:
						h := hs[i]
						if star {
							exc = wrapExceptionGroup(exc)
						}
						if h.store != nil {
							if err = h.store(fr, exc); err != nil {
								break
							}
						}
						fr.gstate[st] = int32(1 + i)
						fr.locals[excSlot] = exc
						cc, err = runHandler(fr, h.body, exc)
						if err == errYield {
							return cc, err
						}
						fr.locals[excSlot] = nil
						if h.del != nil {
							if _, derr := h.del(fr); derr != nil && err == nil {
								err = derr
							}
						}
					}
				}
			} else if err == nil && cc == ctrlNone && orelse != nil {
				fr.gstate[st] = -1
				cc, err = orelse(fr)
				if err == errYield {
					return cc, err
				}
			}
		case phase > 0:
			h := hs[phase-1]
			exc := fr.locals[excSlot].(*Exception)
			cc, err = runHandler(fr, h.body, exc)
			if err == errYield {
				return cc, err
			}
			fr.locals[excSlot] = nil
			if h.del != nil {
				if _, derr := h.del(fr); derr != nil && err == nil {
					err = derr
				}
			}
		case phase == -1:
			cc, err = orelse(fr)
			if err == errYield {
				return cc, err
			}
		case phase == -2:
			// resuming inside finally: restore what was pending
			cc = ctrl(fr.gstate[pendCtl])
			if p := fr.locals[pendSlot]; p != nil {
				err = p.(*Exception)
			}
		}
		if finally == nil {
			return cc, err
		}
		if phase != -2 {
			if exc, ok := err.(*Exception); ok {
				exc.addTraceback(fr, fr.line)
				fr.locals[pendSlot] = exc
			} else {
				fr.locals[pendSlot] = nil
				if err != nil {
					return cc, err // not a Python exception: do not run Python code
				}
			}
			fr.gstate[pendCtl] = int32(cc)
			fr.locals[retSlot] = fr.ret
			fr.gstate[st] = -2
		}
		savedRet := fr.locals[retSlot]
		fc, ferr := finally(fr)
		if ferr == errYield {
			return fc, ferr
		}
		fr.locals[pendSlot] = nil
		fr.locals[retSlot] = nil
		return finallyResult(fr, cc, err, fc, ferr, savedRet)
	}
}

// runHandler runs an except body with exc as the exception being handled;
// a suspension inside it takes exc off the handled stack until resumed.
func runHandler(fr *Frame, body execFn, exc *Exception) (ctrl, error) {
	th := fr.th
	th.handling = append(th.handling, exc)
	cc, err := body(fr)
	th.handling = th.handling[:len(th.handling)-1]
	if err != nil && err != errYield {
		if e2, ok := err.(*Exception); ok && e2 != exc && e2.Context == nil && !e2.abort {
			e2.Context = exc
		}
	}
	return cc, err
}

// ---- suspension points ----

// genYield is yield in inline mode.
func (c *compiler) genYield(n *syntax.Yield) evalFn {
	var val evalFn
	if n.Value != nil {
		val = c.expr(n.Value)
	}
	return func(fr *Frame) (Object, error) {
		g := fr.gen
		if g.resuming {
			return g.resumeHere()
		}
		var v = None
		if val != nil {
			var err error
			if v, err = val(fr); err != nil {
				return nil, err
			}
		}
		if fr.code.AsyncGen {
			v = &asyncGenValue{v: v}
		}
		g.yielded = v
		return nil, errYield
	}
}

// resumeHere ends a resumption at the suspended point: the sent value, or
// the exception thrown in.
func (g *genCore) resumeHere() (Object, error) {
	g.resuming = false
	if err := g.sendErr; err != nil {
		g.sendErr = nil
		return nil, err
	}
	v := g.sendVal
	g.sendVal = nil
	if v == nil {
		v = None
	}
	return v, nil
}

// genDelegate is yield from / await in inline mode: the sub-iterator waits
// in a hidden slot between steps.
func (c *compiler) genDelegate(operand evalFn, await bool) evalFn {
	slot := c.hiddenSlot()
	return func(fr *Frame) (Object, error) {
		g := fr.gen
		th := fr.th
		var it Object
		msg := genMsg{val: None}
		if g.resuming {
			g.resuming = false
			it = fr.locals[slot]
			msg = genMsg{val: g.sendVal, err: g.sendErr}
			g.sendVal, g.sendErr = nil, nil
		} else {
			v, err := operand(fr)
			if err != nil {
				return nil, err
			}
			if await {
				it, err = awaitIter(th, v)
			} else {
				if sub, ok := v.(*Generator); ok && sub.kind == CoroutineType && !fr.code.Coroutine {
					return nil, Errorf(TypeErrorType, "cannot 'yield from' a coroutine object in a non-coroutine generator")
				}
				it, err = Iter(th, v)
			}
			if err != nil {
				return nil, err
			}
			fr.locals[slot] = it
		}
		v, done, err := stepDelegate(th, it, msg)
		if err != nil || done {
			fr.locals[slot] = nil
			return v, err
		}
		g.yielded = v
		return nil, errYield
	}
}

// stepDelegate sends one message to a delegated iterator: the value it
// yields, or done with its return value.
func stepDelegate(th *Thread, it Object, msg genMsg) (Object, bool, error) {
	if a, ok := it.(*asyncGenAwaitable); ok {
		return a.step(th, msg)
	}
	if sub, ok := it.(*Generator); ok {
		if msg.err != nil {
			if e, ok := msg.err.(*Exception); ok && e.class.IsSubtype(GeneratorExitType) {
				if cerr := sub.Close(th); cerr != nil {
					return nil, true, cerr
				}
				return nil, true, msg.err
			}
		}
		v, done, err := sub.resume(th, msg)
		if err != nil {
			return nil, true, sub.fixStopIteration(err)
		}
		if done && v == nil {
			v = None
		}
		return v, done, nil
	}
	var v Object
	var err error
	switch {
	case msg.err != nil:
		thr, lerr := GetAttr(th, it, "throw")
		if lerr != nil {
			return nil, true, msg.err
		}
		v, err = Call(th, thr, []Object{msg.err.(*Exception)}, nil)
	case msg.val == None || msg.val == nil:
		v, err = Next(th, it)
		if err == nil && v == nil {
			return None, true, nil
		}
	default:
		snd, lerr := GetAttr(th, it, "send")
		if lerr != nil {
			return nil, true, lerr
		}
		v, err = Call(th, snd, []Object{msg.val}, nil)
	}
	if err != nil {
		if e, ok := err.(*Exception); ok && e.class.IsSubtype(StopIterationType) {
			return stopValue(e), true, nil
		}
		return nil, true, err
	}
	return v, false, nil
}

// resumeInline runs an inline generator until it yields or finishes.
func (g *Generator) resumeInline(th *Thread, msg genMsg) (Object, bool, error) {
	c := g.core
	fr := c.fr
	if c.state == genCreated && msg.err != nil {
		c.state = genDone
		return nil, true, msg.err
	}
	if th.depth >= th.maxDepth {
		return nil, false, Errorf(RecursionErrorType, "maximum recursion depth exceeded")
	}
	c.resuming = c.state == genSuspended
	c.sendVal, c.sendErr = msg.val, msg.err
	c.state = genRunning
	fr.th = th
	fr.back = th.frame
	th.frame = fr
	th.depth++
	ret, err := fr.code.body(fr)
	th.depth--
	th.frame = fr.back
	if err == errYield {
		c.state = genSuspended
		v := c.yielded
		c.yielded = nil
		return v, false, nil
	}
	c.state = genDone
	c.resuming = false
	if err != nil {
		if e, ok := err.(*Exception); ok {
			e.addTraceback(fr, fr.line)
		}
		return nil, true, err
	}
	return ret, true, nil
}
