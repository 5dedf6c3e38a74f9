package py

// Async generators (async def with yield). Their frame suspends for two
// reasons: an await passes a value through to the event loop, a yield
// produces a value for the consumer. Yielded values are wrapped in
// asyncGenValue so the awaitable returned by __anext__ can tell them apart.

type asyncGenValue struct{ v Object }

func (*asyncGenValue) Type() *Type { return ObjectType }

// asyncGenAwaitable is what __anext__, asend, athrow and aclose return:
// awaiting it runs the generator to its next yield.
type asyncGenAwaitable struct {
	g       *Generator
	first   genMsg
	started bool
	closing bool // aclose: a yield is an error, the end is success
	done    bool
}

var asyncGenAwaitableType = &Type{Name: "async_generator_asend", final: true}

func (*asyncGenAwaitable) Type() *Type { return asyncGenAwaitableType }

// step sends msg into the generator: the value the await yields to the
// event loop, or done with the awaitable's result.
func (a *asyncGenAwaitable) step(th *Thread, msg genMsg) (Object, bool, error) {
	if a.done {
		return nil, true, Errorf(RuntimeErrorType, "cannot reuse already awaited __anext__()/asend()")
	}
	if !a.started {
		a.started = true
		if msg.err == nil && (msg.val == nil || msg.val == None) {
			msg = a.first
		}
	}
	val, done, err := a.g.resume(th, msg)
	if err != nil {
		a.done = true
		if e, ok := err.(*Exception); ok {
			if a.closing && (e.class.IsSubtype(GeneratorExitType) || e.class.IsSubtype(StopAsyncIterationType)) {
				return None, true, nil
			}
			if e.class.IsSubtype(StopIterationType) || (e.class.IsSubtype(StopAsyncIterationType) && !a.closing && false) {
				r := Errorf(RuntimeErrorType, "async generator raised StopIteration")
				r.Cause = e
				return nil, true, r
			}
		}
		return nil, true, err
	}
	if done {
		a.done = true
		if a.closing {
			return None, true, nil
		}
		return nil, true, NewException(StopAsyncIterationType)
	}
	if w, ok := val.(*asyncGenValue); ok {
		a.done = true
		if a.closing {
			return nil, true, Errorf(RuntimeErrorType, "async generator ignored GeneratorExit")
		}
		return w.v, true, nil
	}
	return val, false, nil // an await inside the generator: pass it on
}

func setupAsyncGen() {
	initBuiltinType(asyncGenAwaitableType, ObjectType, nil)
	a := asyncGenAwaitableType
	a.Iter = selfIter
	a.Next = func(th *Thread, o Object) (Object, error) {
		v, done, err := o.(*asyncGenAwaitable).step(th, genMsg{val: None})
		if err != nil {
			return nil, err
		}
		if done {
			return nil, stopIteration(v)
		}
		return v, nil
	}
	a.AddMethod("__await__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) { return self, nil })
	a.AddMethod("send", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("send", args, kw, 1, 1); err != nil {
			return nil, err
		}
		v, done, err := self.(*asyncGenAwaitable).step(th, genMsg{val: args[0]})
		if err != nil {
			return nil, err
		}
		if done {
			return nil, stopIteration(v)
		}
		return v, nil
	})
	a.AddMethod("throw", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("throw", args, kw, 1, 3); err != nil {
			return nil, err
		}
		exc, err := makeException(th, args[0])
		if err != nil {
			return nil, err
		}
		v, done, err := self.(*asyncGenAwaitable).step(th, genMsg{err: exc})
		if err != nil {
			return nil, err
		}
		if done {
			return nil, stopIteration(v)
		}
		return v, nil
	})
	a.AddMethod("close", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		self.(*asyncGenAwaitable).done = true
		return None, nil
	})
	iteratorTypes = append(iteratorTypes, asyncGenAwaitableType)

	g := AsyncGeneratorType
	g.AddMethod("__aiter__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) { return self, nil })
	g.AddMethod("__anext__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		return &asyncGenAwaitable{g: self.(*Generator), first: genMsg{val: None}}, nil
	})
	g.AddMethod("asend", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("asend", args, kw, 1, 1); err != nil {
			return nil, err
		}
		return &asyncGenAwaitable{g: self.(*Generator), first: genMsg{val: args[0]}}, nil
	})
	g.AddMethod("athrow", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("athrow", args, kw, 1, 3); err != nil {
			return nil, err
		}
		exc, err := makeException(th, args[0])
		if err != nil {
			return nil, err
		}
		return &asyncGenAwaitable{g: self.(*Generator), first: genMsg{err: exc}}, nil
	})
	g.AddMethod("aclose", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		gen := self.(*Generator)
		if gen.core.state == genCreated || gen.core.state == genDone {
			gen.core.state = genDone
			return &asyncGenAwaitable{g: gen, closing: true, done: false, started: true, first: genMsg{}}, nil
		}
		return &asyncGenAwaitable{g: gen, closing: true, first: genMsg{err: NewException(GeneratorExitType)}}, nil
	})
	g.Repr = GeneratorType.Repr
	g.Hash = identityHash
}
