package py

import (
	"github.com/mcpython/mcpython/interp/syntax"
)

func (c *compiler) yield(n *syntax.Yield) evalFn {
	if c.fc.inline {
		return c.genYield(n)
	}
	var val evalFn
	if n.Value != nil {
		val = c.expr(n.Value)
	}
	return func(fr *Frame) (Object, error) {
		var v = None
		if val != nil {
			var err error
			if v, err = val(fr); err != nil {
				return nil, err
			}
		}
		if fr.gen == nil {
			return nil, Errorf(SyntaxErrorType, "'yield' outside function")
		}
		if fr.code.AsyncGen {
			v = &asyncGenValue{v: v}
		}
		return fr.gen.yieldValue(v)
	}
}

func (c *compiler) yieldFrom(n *syntax.YieldFrom) evalFn {
	val := c.expr(n.Value)
	if c.fc.inline {
		return c.genDelegate(val, false)
	}
	return func(fr *Frame) (Object, error) {
		v, err := val(fr)
		if err != nil {
			return nil, err
		}
		if g, ok := v.(*Generator); ok && g.kind == CoroutineType && !fr.code.Coroutine {
			return nil, Errorf(TypeErrorType, "cannot 'yield from' a coroutine object in a non-coroutine generator")
		}
		it, err := Iter(fr.th, v)
		if err != nil {
			return nil, err
		}
		return delegate(fr, it)
	}
}

func (c *compiler) await(n *syntax.Await) evalFn {
	val := c.expr(n.Value)
	if c.fc.inline {
		return c.genDelegate(val, true)
	}
	return func(fr *Frame) (Object, error) {
		v, err := val(fr)
		if err != nil {
			return nil, err
		}
		return awaitObject(fr.th, v)
	}
}

// awaitIter returns the iterator that "await v" delegates to.
func awaitIter(th *Thread, v Object) (Object, error) {
	if g, ok := v.(*Generator); ok && g.kind == CoroutineType {
		return g, nil
	}
	m, err := lookupSpecial(th, v, "__await__")
	if err != nil {
		return nil, Errorf(TypeErrorType, "object %s can't be used in 'await' expression", TypeName(v))
	}
	it, err := Call(th, m, nil, nil)
	if err != nil {
		return nil, err
	}
	if g, ok := it.(*Generator); ok && g.kind == CoroutineType {
		return nil, Errorf(TypeErrorType, "__await__() returned a coroutine")
	}
	if it.Type().Next == nil {
		return nil, Errorf(TypeErrorType, "__await__() returned non-iterator of type '%s'", TypeName(it))
	}
	return it, nil
}

// awaitObject runs "await v" in the coroutine executing on th.
func awaitObject(th *Thread, v Object) (Object, error) {
	it, err := awaitIter(th, v)
	if err != nil {
		return nil, err
	}
	fr := th.frame
	if fr == nil || fr.gen == nil {
		// awaited outside a coroutine frame (by host code): drive it here
		return driveToCompletion(th, it)
	}
	return delegate(fr, it)
}

// driveToCompletion runs an awaitable that yields nothing to a result.
func driveToCompletion(th *Thread, it Object) (Object, error) {
	g, ok := it.(*Generator)
	if !ok {
		return nil, Errorf(RuntimeErrorType, "await outside of a running event loop")
	}
	val, done, err := g.resume(th, genMsg{val: None})
	if err != nil {
		return nil, err
	}
	if !done {
		return nil, Errorf(RuntimeErrorType, "await outside of a running event loop: the awaitable suspended")
	}
	return val, nil
}

// delegate implements "yield from it" for the generator running fr:
// values pass through to our consumer, sends and throws pass down.
func delegate(fr *Frame, it Object) (Object, error) {
	th := fr.th
	msg := genMsg{val: None}
	for {
		var v Object
		var done bool
		var err error
		switch sub := it.(type) {
		case *asyncGenAwaitable:
			v, done, err = sub.step(th, msg)
			if err != nil {
				return nil, err
			}
		case *Generator:
			if sub.core.state == genCreated && msg.err == nil {
				msg.val = None
			}
			v, done, err = sub.resume(th, msg)
			if err != nil {
				return nil, sub.fixStopIteration(err)
			}
		default:
			if msg.err != nil {
				thr, lerr := GetAttr(th, it, "throw")
				if lerr != nil {
					return nil, msg.err
				}
				v, err = Call(th, thr, []Object{msg.err.(*Exception)}, nil)
			} else if msg.val == None || msg.val == nil {
				v, err = Next(th, it)
				if err == nil && v == nil {
					return None, nil
				}
			} else {
				snd, lerr := GetAttr(th, it, "send")
				if lerr != nil {
					return nil, lerr
				}
				v, err = Call(th, snd, []Object{msg.val}, nil)
			}
			if err != nil {
				if e, ok := err.(*Exception); ok && e.class.IsSubtype(StopIterationType) {
					return stopValue(e), nil
				}
				return nil, err
			}
		}
		if done {
			if v == nil {
				v = None
			}
			return v, nil
		}
		sent, yerr := fr.gen.yieldValue(v)
		if yerr == errGenKilled {
			return nil, yerr
		}
		if yerr != nil {
			if e, ok := yerr.(*Exception); ok && e.class.IsSubtype(GeneratorExitType) {
				if g, ok := it.(*Generator); ok {
					g.Close(th)
				}
				return nil, yerr
			}
			msg = genMsg{err: yerr}
			continue
		}
		msg = genMsg{val: sent}
	}
}

// stopValue is StopIteration.value.
func stopValue(e *Exception) Object {
	if e.Args != nil && len(e.Args.items) > 0 {
		return e.Args.items[0]
	}
	return None
}

func (c *compiler) asyncFor(n *syntax.For, line int) execFn {
	iter := c.expr(n.Iter)
	store := c.target(n.Target)
	body := c.block(n.Body)
	var orelse execFn
	if len(n.OrElse) > 0 {
		orelse = c.block(n.OrElse)
	}
	return func(fr *Frame) (ctrl, error) {
		fr.line = line
		th := fr.th
		obj, err := iter(fr)
		if err != nil {
			return ctrlNone, err
		}
		aiterFn, err := lookupSpecial(th, obj, "__aiter__")
		if err != nil {
			return ctrlNone, Errorf(TypeErrorType, "'async for' requires an object with __aiter__ method, got %s", TypeName(obj))
		}
		ait, err := Call(th, aiterFn, nil, nil)
		if err != nil {
			return ctrlNone, err
		}
		anext, err := lookupSpecial(th, ait, "__anext__")
		if err != nil {
			return ctrlNone, Errorf(TypeErrorType, "'async for' received an object from __aiter__ that does not implement __anext__: %s", TypeName(ait))
		}
		for {
			aw, err := Call(th, anext, nil, nil)
			if err != nil {
				return ctrlNone, err
			}
			v, err := awaitObject(th, aw)
			if err != nil {
				if e, ok := err.(*Exception); ok && e.class.IsSubtype(StopAsyncIterationType) {
					break
				}
				return ctrlNone, err
			}
			if err := store(fr, v); err != nil {
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
		if orelse != nil {
			return orelse(fr)
		}
		return ctrlNone, nil
	}
}

// runAsyncCompLevel iterates an "async for" clause of a comprehension.
func runAsyncCompLevel(fr *Frame, levels []compLevel, i int, seq Object, emit func() error) error {
	th := fr.th
	lv := &levels[i]
	aiterFn, err := lookupSpecial(th, seq, "__aiter__")
	if err != nil {
		return Errorf(TypeErrorType, "'async for' requires an object with __aiter__ method, got %s", TypeName(seq))
	}
	ait, err := Call(th, aiterFn, nil, nil)
	if err != nil {
		return err
	}
	anext, err := lookupSpecial(th, ait, "__anext__")
	if err != nil {
		return err
	}
	for {
		aw, err := Call(th, anext, nil, nil)
		if err != nil {
			return err
		}
		v, err := awaitObject(th, aw)
		if err != nil {
			if e, ok := err.(*Exception); ok && e.class.IsSubtype(StopAsyncIterationType) {
				return nil
			}
			return err
		}
		if err := lv.store(fr, v); err != nil {
			return err
		}
		ok := true
		for _, cond := range lv.ifs {
			t, err := cond(fr)
			if err != nil {
				return err
			}
			if !t {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		if i == len(levels)-1 {
			if err := emit(); err != nil {
				return err
			}
			continue
		}
		next, err := levels[i+1].iter(fr)
		if err != nil {
			return err
		}
		if err := runCompLevels(fr, levels, i+1, next, emit); err != nil {
			return err
		}
	}
}

// asyncGenExprBody is the body of an async generator expression: the
// first iterable waits in seqSlot; every element is yielded to the consumer.
func asyncGenExprBody(levels []compLevel, elt evalFn, seqSlot int) func(fr *Frame) (Object, error) {
	return func(fr *Frame) (Object, error) {
		seq := fr.locals[seqSlot]
		fr.locals[seqSlot] = nil
		err := runCompLevels(fr, levels, 0, seq, func() error {
			v, err := elt(fr)
			if err != nil {
				return err
			}
			_, err = fr.gen.yieldValue(&asyncGenValue{v: v})
			return err
		})
		return None, err
	}
}
