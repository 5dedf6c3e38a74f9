package py

// The methods and attributes of memoryview, and its iterator.

func setupMemoryViewMethods(t *Type) {
	m := methodTable{t}
	view := func(self Object) (*MemoryView, []byte, error) {
		mv := self.(*MemoryView)
		b, err := mv.data()
		return mv, b, err
	}
	t.AddMethod("tobytes", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		var order Object
		if err := UnpackClinicArgs("tobytes", args, kw, "order?", &order); err != nil {
			return nil, err
		}
		mv, _, err := view(self)
		if err != nil {
			return nil, err
		}
		fortran := false
		if order != nil && order != None {
			s, ok := AsStr(order)
			if !ok {
				return nil, Errorf(TypeErrorType, "tobytes() argument 'order' must be str or None, not %s", TypeName(order))
			}
			switch s {
			case "C", "A":
			case "F":
				fortran = true
			default:
				return nil, Errorf(ValueErrorType, "order must be 'C', 'F' or 'A'")
			}
		}
		if err := th.checkAlloc(int64(mv.nbytes())); err != nil {
			return nil, err
		}
		b, err := mv.toBytes(fortran)
		if err != nil {
			return nil, err
		}
		return NewBytes(b), nil
	})
	m.add("tolist", 0, 0, func(th *Thread, self Object, args []Object) (Object, error) {
		mv, b, err := view(self)
		if err != nil {
			return nil, err
		}
		if err := th.reserveItems(int64(mv.nbytes()/mv.itemsize), objectBytes+16); err != nil {
			return nil, err
		}
		return mv.tolist(b, 0, mv.offset)
	})
	t.AddMethod("hex", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		var sepObj, perObj Object
		if err := argsKw("hex", args, kw, 0, []string{"sep", "bytes_per_sep"}, []*Object{&sepObj, &perObj}); err != nil {
			return nil, err
		}
		mv, _, err := view(self)
		if err != nil {
			return nil, err
		}
		b, err := mv.toBytes(false)
		if err != nil {
			return nil, err
		}
		s, err := hexString(th, b, sepObj, perObj)
		if err != nil {
			return nil, err
		}
		return NewStr(s), nil
	})
	t.AddMethod("cast", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		var format, shape Object
		if err := UnpackClinicArgs("cast", args, kw, "format", &format, "shape?", &shape); err != nil {
			return nil, err
		}
		return self.(*MemoryView).cast(th, format, shape)
	})
	m.add("release", 0, 0, func(th *Thread, self Object, args []Object) (Object, error) {
		self.(*MemoryView).released = true
		return None, nil
	})
	m.add("toreadonly", 0, 0, func(th *Thread, self Object, args []Object) (Object, error) {
		mv, _, err := view(self)
		if err != nil {
			return nil, err
		}
		v := mv.derive()
		v.readonly = true
		return v, nil
	})
	m.add("__enter__", 0, 0, func(th *Thread, self Object, args []Object) (Object, error) {
		if _, _, err := view(self); err != nil {
			return nil, err
		}
		return self, nil
	})
	t.AddMethod("__exit__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		self.(*MemoryView).released = true
		return None, nil
	})
}

// setupMemoryViewAttrs adds the read-only attributes, each refused on a
// released view.
func setupMemoryViewAttrs(t *Type) {
	ints := func(v []int) Object {
		items := make([]Object, len(v))
		for i, x := range v {
			items[i] = Int(x)
		}
		return NewTuple(items)
	}
	attrs := map[string]func(m *MemoryView) Object{
		"obj":          func(m *MemoryView) Object { return m.obj },
		"nbytes":       func(m *MemoryView) Object { return Int(m.nbytes()) },
		"readonly":     func(m *MemoryView) Object { return NewBool(m.readonly) },
		"itemsize":     func(m *MemoryView) Object { return Int(m.itemsize) },
		"format":       func(m *MemoryView) Object { return NewStr(m.format) },
		"ndim":         func(m *MemoryView) Object { return Int(len(m.shape)) },
		"shape":        func(m *MemoryView) Object { return ints(m.shape) },
		"strides":      func(m *MemoryView) Object { return ints(m.strides) },
		"suboffsets":   func(m *MemoryView) Object { return NewTuple(nil) },
		"c_contiguous": func(m *MemoryView) Object { return NewBool(m.contiguous(false)) },
		"f_contiguous": func(m *MemoryView) Object { return NewBool(m.contiguous(true)) },
		"contiguous":   func(m *MemoryView) Object { return NewBool(m.contiguous(false) || m.contiguous(true)) },
	}
	for name, get := range attrs {
		t.Dict.SetStr(name, &GetSet{Name: name, Get: func(th *Thread, o Object) (Object, error) {
			m := o.(*MemoryView)
			if m.released {
				return nil, errReleased()
			}
			return get(m), nil
		}})
	}
}

// memIter iterates over the items of a 1-D view.
type memIter struct {
	m *MemoryView
	i int
}

var memIterType = &Type{Name: "memory_iterator", final: true}

func (*memIter) Type() *Type { return memIterType }

func memoryViewIter(th *Thread, o Object) (Object, error) {
	m := o.(*MemoryView)
	if _, err := m.data(); err != nil {
		return nil, err
	}
	switch len(m.shape) {
	case 0:
		return nil, Errorf(TypeErrorType, "invalid indexing of 0-dim memory")
	case 1:
	default:
		return nil, Errorf(NotImplementedErrorType, "multi-dimensional sub-views are not implemented")
	}
	if nativeItemSize(m.code) == 0 {
		return nil, unsupportedFormat(m.code)
	}
	return &memIter{m: m}, nil
}

func setupMemoryViewIter() {
	t := memIterType
	initBuiltinType(t, ObjectType, nil)
	t.Iter = selfIter
	t.Next = func(th *Thread, o Object) (Object, error) {
		it := o.(*memIter)
		if it.m == nil {
			return nil, nil
		}
		b, err := it.m.data()
		if err != nil {
			return nil, err
		}
		if it.i >= it.m.shape[0] {
			it.m = nil
			return nil, nil
		}
		off := it.m.offset + it.i*it.m.strides[0]
		it.i++
		return it.m.item(b, off)
	}
	finishType(t)
}
