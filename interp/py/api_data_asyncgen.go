package py

// Async generators: __aiter__/__anext__/asend/athrow/aclose. The body runs
// like a coroutine; its own yields are wrapped (asyncGenValue) so that the
// awaitable returned by __anext__ can tell a produced value (it finishes
// with StopIteration(value)) from a value an inner await passes up to the
// event loop (handed on unchanged). contextlib.asynccontextmanager and
// "async for" over async generators rely on it.

// asyncGenValue wraps a value yielded by an async generator's own yield.
// It only travels between the generator and its asyncGenSend.
type asyncGenValue struct{ v Object }

func (*asyncGenValue) Type() *Type { return ObjectType }

// asyncGenSend is the awaitable of __anext__(), asend(), athrow() and aclose().
type asyncGenSend struct {
	g       *Generator
	first   genMsg // what the first resume sends
	started bool
	done    bool
	closing bool // aclose(): a yield means the generator ignored GeneratorExit
}

var asyncGenSendType = &Type{Name: "async_generator_asend", final: true}

func (*asyncGenSend) Type() *Type { return asyncGenSendType }

// wrapAsyncGenYield marks a yield of an async generator's body.
func wrapAsyncGenYield(fr *Frame, v Object) Object {
	if fr.code.AsyncGen {
		return &asyncGenValue{v: v}
	}
	return v
}

func (a *asyncGenSend) resume(th *Thread, msg genMsg) (Object, error) {
	if a.done {
		return nil, Errorf(RuntimeErrorType, "cannot reuse already awaited __anext__()/asend()")
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
		e, ok := err.(*Exception)
		if !ok || e.abort {
			return nil, err
		}
		if a.closing && (e.class.IsSubtype(GeneratorExitType) || e.class.IsSubtype(StopAsyncIterationType)) {
			return nil, NewException(StopIterationType)
		}
		if e.class.IsSubtype(StopIterationType) || e.class.IsSubtype(StopAsyncIterationType) {
			r := Errorf(RuntimeErrorType, "async generator raised %s", e.class.Name)
			r.Cause = e
			r.SuppressContext = true
			return nil, r
		}
		return nil, err
	}
	if done {
		a.done = true
		if a.closing {
			return nil, NewException(StopIterationType)
		}
		return nil, NewException(StopAsyncIterationType)
	}
	if w, ok := val.(*asyncGenValue); ok {
		a.done = true
		if a.closing {
			return nil, Errorf(RuntimeErrorType, "async generator ignored GeneratorExit")
		}
		return nil, stopIteration(w.v)
	}
	return val, nil
}

func setupAsyncGenerators() {
	t := AsyncGeneratorType
	asGen := func(self Object) *Generator { return self.(*Generator) }
	t.AddMethod("__aiter__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		return self, nil
	})
	t.AddMethod("__anext__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		return &asyncGenSend{g: asGen(self), first: genMsg{val: None}}, nil
	})
	t.AddMethod("asend", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("asend", args, kw, 1, 1); err != nil {
			return nil, err
		}
		return &asyncGenSend{g: asGen(self), first: genMsg{val: args[0]}}, nil
	})
	t.AddMethod("athrow", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("athrow", args, kw, 1, 3); err != nil {
			return nil, err
		}
		exc, err := makeException(th, args[0])
		if err != nil {
			return nil, err
		}
		if len(args) > 1 && args[1] != None {
			if e, ok := args[1].(*Exception); ok {
				exc = e
			}
		}
		return &asyncGenSend{g: asGen(self), first: genMsg{err: exc}}, nil
	})
	t.AddMethod("aclose", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		g := asGen(self)
		a := &asyncGenSend{g: g, first: genMsg{err: NewException(GeneratorExitType)}, closing: true}
		if g.core.state == genCreated || g.core.state == genDone {
			// nothing to unwind: finishing at once is what CPython does
			g.core.state = genDone
			a.first = genMsg{val: None}
		}
		return a, nil
	})
	t.Dict.SetStr("ag_running", &GetSet{Name: "ag_running", Get: func(th *Thread, o Object) (Object, error) {
		return NewBool(asGen(o).core.state == genRunning), nil
	}})
	t.Dict.SetStr("__name__", &GetSet{Name: "__name__", Get: func(th *Thread, o Object) (Object, error) {
		return NewStr(asGen(o).Name), nil
	}})

	s := asyncGenSendType
	initBuiltinType(s, ObjectType, nil)
	s.Hash = identityHash
	s.Iter = selfIter
	s.Next = func(th *Thread, o Object) (Object, error) { return o.(*asyncGenSend).resume(th, genMsg{val: None}) }
	s.AddMethod("__await__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		return self, nil
	})
	s.AddMethod("send", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("send", args, kw, 1, 1); err != nil {
			return nil, err
		}
		return self.(*asyncGenSend).resume(th, genMsg{val: args[0]})
	})
	s.AddMethod("throw", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("throw", args, kw, 1, 3); err != nil {
			return nil, err
		}
		exc, err := makeException(th, args[0])
		if err != nil {
			return nil, err
		}
		return self.(*asyncGenSend).resume(th, genMsg{err: exc})
	})
	s.AddMethod("close", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		self.(*asyncGenSend).done = true
		return None, nil
	})
	finishType(s)
}
