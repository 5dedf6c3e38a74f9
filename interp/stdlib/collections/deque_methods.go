package collections

import "github.com/mcpython/mcpython/interp/py"

// addDequeMethods registers deque's methods on t.
func addDequeMethods(t *py.Type) {
	method := func(name string, minArgs, maxArgs int, fn func(th *py.Thread, d *deque, args []py.Object) (py.Object, error)) {
		t.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) (py.Object, error) {
			if len(kwnames) > 0 {
				return nil, py.Errorf(py.TypeErrorType, "deque.%s() takes no keyword arguments", name)
			}
			if len(args) < minArgs || len(args) > maxArgs {
				switch {
				case minArgs == maxArgs && maxArgs == 0:
					return nil, py.Errorf(py.TypeErrorType, "deque.%s() takes no arguments (%d given)", name, len(args))
				case minArgs == maxArgs && maxArgs == 1:
					return nil, py.Errorf(py.TypeErrorType, "deque.%s() takes exactly one argument (%d given)", name, len(args))
				case len(args) < minArgs:
					return nil, py.Errorf(py.TypeErrorType, "%s expected at least %d argument%s, got %d", name, minArgs, plural(minArgs), len(args))
				}
				return nil, py.Errorf(py.TypeErrorType, "%s expected at most %d argument%s, got %d", name, maxArgs, plural(maxArgs), len(args))
			}
			return fn(th, asDeque(self), args)
		})
	}
	method("append", 1, 1, func(th *py.Thread, d *deque, args []py.Object) (py.Object, error) {
		return py.None, d.pushBack(th, args[0])
	})
	method("appendleft", 1, 1, func(th *py.Thread, d *deque, args []py.Object) (py.Object, error) {
		return py.None, d.pushFront(th, args[0])
	})
	method("pop", 0, 0, func(th *py.Thread, d *deque, args []py.Object) (py.Object, error) {
		if d.n == 0 {
			return nil, py.Errorf(py.IndexErrorType, "pop from an empty deque")
		}
		return d.popBack(), nil
	})
	method("popleft", 0, 0, func(th *py.Thread, d *deque, args []py.Object) (py.Object, error) {
		if d.n == 0 {
			return nil, py.Errorf(py.IndexErrorType, "pop from an empty deque")
		}
		return d.popFront(), nil
	})
	method("extend", 1, 1, func(th *py.Thread, d *deque, args []py.Object) (py.Object, error) {
		return py.None, d.extend(th, args[0], false)
	})
	method("extendleft", 1, 1, func(th *py.Thread, d *deque, args []py.Object) (py.Object, error) {
		return py.None, d.extend(th, args[0], true)
	})
	method("clear", 0, 0, func(th *py.Thread, d *deque, args []py.Object) (py.Object, error) {
		d.clear()
		return py.None, nil
	})
	copyFn := func(th *py.Thread, d *deque, args []py.Object) (py.Object, error) {
		if err := th.AllocMem(int64(16 * d.n)); err != nil {
			return nil, err
		}
		out := newDeque(d.maxlen)
		for _, v := range d.items() {
			if err := out.pushBack(th, v); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	// a subclass is copied by calling its class, as CPython does
	copyAny := func(th *py.Thread, self py.Object, args []py.Object) (py.Object, error) {
		d := asDeque(self)
		if self.Type() == dequeType {
			return copyFn(th, d, args)
		}
		cargs := []py.Object{self}
		if d.maxlen >= 0 {
			cargs = append(cargs, py.Int(d.maxlen))
		}
		r, err := py.Call(th, self.Type(), cargs, nil)
		if err != nil {
			return nil, err
		}
		if !py.IsInstance(r, dequeType) {
			return nil, py.Errorf(py.TypeErrorType, "%s() must return a deque, not %s", self.Type().Name, py.TypeName(r))
		}
		return r, nil
	}
	for _, name := range []string{"copy", "__copy__"} {
		name := name
		t.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) (py.Object, error) {
			if len(args) > 0 || len(kwnames) > 0 {
				return nil, py.Errorf(py.TypeErrorType, "deque.%s() takes no arguments (%d given)", name, len(args)+len(kwnames))
			}
			return copyAny(th, self, nil)
		})
	}
	// __reduce__ lets copy.copy and copy.deepcopy rebuild a deque (and a
	// subclass with its attributes): (class, args, state, items).
	t.AddMethod("__reduce__", func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		if len(args) > 0 || len(kwnames) > 0 {
			return nil, py.Errorf(py.TypeErrorType, "deque.__reduce__() takes no arguments (%d given)", len(args)+len(kwnames))
		}
		d := asDeque(self)
		var state = py.None
		if self.Type() != dequeType {
			if dict, err := py.GetAttr(th, self, "__dict__"); err == nil {
				if dd, ok := dict.(*py.Dict); ok && dd.Len() > 0 {
					state = dd.Copy()
				}
			}
		}
		it, err := py.Iter(th, self)
		if err != nil {
			return nil, err
		}
		var cargs py.Object = py.NewTuple(nil)
		if d.maxlen >= 0 {
			cargs = py.NewTuple([]py.Object{py.NewTuple(nil), py.Int(d.maxlen)})
		}
		return py.NewTuple([]py.Object{self.Type(), cargs, state, it}), nil
	})
	method("count", 1, 1, func(th *py.Thread, d *deque, args []py.Object) (py.Object, error) {
		state := d.state
		n := 0
		for i := 0; i < d.n; i++ {
			if err := th.Tick(); err != nil {
				return nil, err
			}
			eq, err := py.Equal(th, d.at(i), args[0])
			if err != nil {
				return nil, err
			}
			if d.state != state {
				return nil, py.Errorf(py.RuntimeErrorType, "deque mutated during iteration")
			}
			if eq {
				n++
			}
		}
		return py.Int(n), nil
	})
	method("index", 1, 3, func(th *py.Thread, d *deque, args []py.Object) (py.Object, error) {
		start, stop := 0, d.n
		bound := func(o py.Object) (int, error) {
			if _, ok := py.AsIntObject(o); !ok && o.Type().Index == nil {
				return 0, py.Errorf(py.TypeErrorType, "slice indices must be integers or have an __index__ method")
			}
			i, err := py.AsInt(th, o)
			if err != nil {
				return 0, err
			}
			if i < 0 {
				i = max(i+d.n, 0)
			}
			return min(i, d.n), nil
		}
		var err error
		if len(args) > 1 {
			if start, err = bound(args[1]); err != nil {
				return nil, err
			}
		}
		if len(args) > 2 {
			if stop, err = bound(args[2]); err != nil {
				return nil, err
			}
		}
		state := d.state
		for i := start; i < stop && i < d.n; i++ {
			if err := th.Tick(); err != nil {
				return nil, err
			}
			eq, err := py.Equal(th, d.at(i), args[0])
			if err != nil {
				return nil, err
			}
			if d.state != state {
				return nil, py.Errorf(py.RuntimeErrorType, "deque mutated during iteration")
			}
			if eq {
				return py.Int(i), nil
			}
		}
		return nil, notInDeque(th, args[0])
	})
	method("insert", 2, 2, func(th *py.Thread, d *deque, args []py.Object) (py.Object, error) {
		i, err := py.AsInt(th, args[0])
		if err != nil {
			return nil, err
		}
		if d.maxlen >= 0 && d.n >= d.maxlen {
			return nil, py.Errorf(py.IndexErrorType, "deque already at its maximum size")
		}
		if i < 0 {
			i = max(i+d.n, 0)
		}
		i = min(i, d.n)
		items := d.items()
		items = append(items[:i], append([]py.Object{args[1]}, items[i:]...)...)
		d.clear()
		for _, v := range items {
			if err := d.pushBack(th, v); err != nil {
				return nil, err
			}
		}
		return py.None, nil
	})
	method("remove", 1, 1, func(th *py.Thread, d *deque, args []py.Object) (py.Object, error) {
		state := d.state
		for i := 0; i < d.n; i++ {
			if err := th.Tick(); err != nil {
				return nil, err
			}
			eq, err := py.Equal(th, d.at(i), args[0])
			if err != nil {
				return nil, err
			}
			if d.state != state {
				return nil, py.Errorf(py.IndexErrorType, "deque mutated during remove().")
			}
			if eq {
				items := d.items()
				items = append(items[:i], items[i+1:]...)
				maxlen := d.maxlen
				d.clear()
				d.maxlen = -1
				for _, v := range items {
					if err := d.pushBack(th, v); err != nil {
						return nil, err
					}
				}
				d.maxlen = maxlen
				return py.None, nil
			}
		}
		return nil, notInDeque(th, args[0])
	})
	method("reverse", 0, 0, func(th *py.Thread, d *deque, args []py.Object) (py.Object, error) {
		items := d.items()
		for i := range items {
			d.set(d.n-1-i, items[i])
		}
		d.state++
		return py.None, nil
	})
	method("rotate", 0, 1, func(th *py.Thread, d *deque, args []py.Object) (py.Object, error) {
		n := 1
		if len(args) == 1 {
			var err error
			if n, err = py.AsInt(th, args[0]); err != nil {
				return nil, err
			}
		}
		d.rotate(n)
		return py.None, nil
	})
	method("__reversed__", 0, 0, func(th *py.Thread, d *deque, args []py.Object) (py.Object, error) {
		return &dequeIter{d: d, state: d.state, reverse: true}, nil
	})
	t.AddClassMethod("__class_getitem__", func(th *py.Thread, cls py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		if err := py.ArgRange("__class_getitem__", args, kwnames, 1, 1); err != nil {
			return nil, err
		}
		return genericAlias(cls, args[0]), nil
	})
}

func notInDeque(th *py.Thread, v py.Object) error {
	s, err := py.Repr(th, v)
	if err != nil {
		return err
	}
	return py.Errorf(py.ValueErrorType, "%s is not in deque", s)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// genericAlias is cls[item], as types.GenericAlias builds it.
func genericAlias(cls, item py.Object) py.Object {
	var items []py.Object
	if tu, ok := item.(*py.Tuple); ok {
		items = append(items, tu.Items()...)
	} else {
		items = []py.Object{item}
	}
	return &py.GenericAlias{Origin: cls, Args: items}
}
