package py

import "math/big"

// seqIter iterates any object with __getitem__ by index until IndexError.
type seqIter struct {
	seq  Object
	i    int
	done bool
}

var (
	seqIterType      = &Type{Name: "iterator", final: true}
	EnumerateType    = &Type{Name: "enumerate"}
	ZipType          = &Type{Name: "zip"}
	MapType          = &Type{Name: "map"}
	FilterType       = &Type{Name: "filter"}
	ReversedType     = &Type{Name: "reversed"}
	callableIterType = &Type{Name: "callable_iterator", final: true}
)

func (*seqIter) Type() *Type { return seqIterType }

type enumerateIter struct {
	it   Object
	n    int64
	bigN *big.Int
}

func (*enumerateIter) Type() *Type { return EnumerateType }

type zipIter struct {
	its    []Object
	strict bool
	done   bool
}

func (*zipIter) Type() *Type { return ZipType }

type mapIter struct {
	fn  Object
	its []Object
}

func (*mapIter) Type() *Type { return MapType }

type filterIter struct {
	fn Object
	it Object
}

func (*filterIter) Type() *Type { return FilterType }

// reversedIter walks a sequence backwards by index (reversed() of objects
// without __reversed__).
type reversedIter struct {
	seq Object
	i   int
}

func (*reversedIter) Type() *Type { return ReversedType }

type callableIter struct {
	fn, sentinel Object
	done         bool
}

func (*callableIter) Type() *Type { return callableIterType }

var iteratorTypes = []*Type{seqIterType, EnumerateType, ZipType, MapType, FilterType, ReversedType, callableIterType,
	listIterType, listRevIterType, tupleIterType, strIterType, setIterType, rangeIterType, bigRangeIterType,
	dictKeysType, dictValuesType, dictItemsType, dictKeyIterType, dictValueIterType, dictItemIterType,
	dictRevKeyIterType, dictRevValueIterType, dictRevItemIterType, GetSetType, UnionTypeType, GenericAliasType}

func selfIter(th *Thread, o Object) (Object, error) { return o, nil }

// isStopIteration reports whether err is a (catchable) StopIteration.
func isStopIteration(err error) bool {
	e, ok := err.(*Exception)
	return ok && e.class.IsSubtype(StopIterationType) && !e.abort
}

func lengthHint(t *Type, fn func(o Object) int64) {
	t.AddMethod("__length_hint__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := methodArgs(t.Name, "__length_hint__", args, kw, 0, 0); err != nil {
			return nil, err
		}
		return Int(max(fn(self), 0)), nil
	})
}

func setupIterators() {
	for _, t := range []*Type{seqIterType, callableIterType, listIterType, listRevIterType, tupleIterType, strIterType, setIterType, rangeIterType, bigRangeIterType} {
		initBuiltinType(t, ObjectType, nil)
		t.Iter = selfIter
	}
	seqIterType.Next = func(th *Thread, o Object) (Object, error) {
		it := o.(*seqIter)
		if it.done {
			return nil, nil
		}
		v, err := GetItem(th, it.seq, Int(it.i))
		if err != nil {
			if e, ok := err.(*Exception); ok && (e.class.IsSubtype(IndexErrorType) || e.class.IsSubtype(StopIterationType)) && !e.abort {
				it.done = true
				return nil, nil
			}
			return nil, err
		}
		it.i++
		return v, nil
	}
	listIterType.Next = func(th *Thread, o Object) (Object, error) {
		it := o.(*listIter)
		if it.l == nil || it.i >= len(it.l.items) {
			it.l = nil
			return nil, nil
		}
		v := it.l.items[it.i]
		it.i++
		return v, nil
	}
	lengthHint(listIterType, func(o Object) int64 {
		it := o.(*listIter)
		if it.l == nil {
			return 0
		}
		return int64(len(it.l.items) - it.i)
	})
	listRevIterType.Next = func(th *Thread, o Object) (Object, error) { return o.(*listRevIter).next(), nil }
	lengthHint(listRevIterType, func(o Object) int64 {
		it := o.(*listRevIter)
		if it.l == nil || it.i >= len(it.l.items) {
			return 0
		}
		return int64(it.i + 1)
	})
	tupleIterType.Next = func(th *Thread, o Object) (Object, error) {
		it := o.(*tupleIter)
		if it.i >= len(it.items) {
			return nil, nil
		}
		v := it.items[it.i]
		it.i++
		return v, nil
	}
	lengthHint(tupleIterType, func(o Object) int64 { it := o.(*tupleIter); return int64(len(it.items) - it.i) })
	strIterType.Next = func(th *Thread, o Object) (Object, error) { return o.(*strIter).next(), nil }
	setIterType.Next = func(th *Thread, o Object) (Object, error) { return o.(*setIter).next() }
	lengthHint(setIterType, func(o Object) int64 {
		it := o.(*setIter)
		if it.s == nil || it.used != it.s.used {
			return 0
		}
		return int64(it.left)
	})
	rangeIterType.Next = func(th *Thread, o Object) (Object, error) { return o.(*rangeIter).next(), nil }
	lengthHint(rangeIterType, func(o Object) int64 { return o.(*rangeIter).remaining() })
	bigRangeIterType.Next = func(th *Thread, o Object) (Object, error) { return o.(*bigRangeIter).next(), nil }
	lengthHint(bigRangeIterType, func(o Object) int64 {
		it := o.(*bigRangeIter)
		n := new(big.Int).Sub(it.n, it.i)
		if !n.IsInt64() {
			return 1<<63 - 1
		}
		return n.Int64()
	})
	callableIterType.Next = func(th *Thread, o Object) (Object, error) {
		it := o.(*callableIter)
		if it.done {
			return nil, nil
		}
		v, err := Call(th, it.fn, nil, nil)
		if err != nil {
			if isStopIteration(err) {
				it.done = true
				return nil, nil
			}
			return nil, err
		}
		eq, err := containerEqual(th, v, it.sentinel)
		if err != nil {
			return nil, err
		}
		if eq {
			it.done = true
			return nil, nil
		}
		return v, nil
	}

	initBuiltinType(EnumerateType, ObjectType, nil)
	EnumerateType.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
		iterable, start, err := enumerateArgs(args, kwnames)
		if err != nil {
			return nil, err
		}
		it, err := Iter(th, iterable)
		if err != nil {
			return nil, err
		}
		s, err := Index(th, start)
		if err != nil {
			return nil, err
		}
		e := &enumerateIter{it: it}
		if i, ok := s.(Int); ok {
			e.n = int64(i)
		} else {
			e.bigN = new(big.Int).Set(toBig(s))
		}
		return e, nil
	}
	EnumerateType.Iter = selfIter
	EnumerateType.Next = func(th *Thread, o Object) (Object, error) {
		e := o.(*enumerateIter)
		v, err := Next(th, e.it)
		if err != nil || v == nil {
			return nil, err
		}
		var idx Object
		if e.bigN != nil {
			idx = NewBigInt(new(big.Int).Set(e.bigN))
			e.bigN.Add(e.bigN, big.NewInt(1))
		} else {
			idx = Int(e.n)
			if e.n == 1<<63-1 {
				e.bigN = new(big.Int).Add(big.NewInt(e.n), big.NewInt(1))
			}
			e.n++
		}
		return NewTuple([]Object{idx, v}), nil
	}
	addClassGetItem(EnumerateType)

	initBuiltinType(ZipType, ObjectType, nil)
	ZipType.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
		z := &zipIter{}
		npos := len(args) - len(kwnames)
		for i, k := range kwnames {
			if k != "strict" {
				return nil, Errorf(TypeErrorType, "zip() got an unexpected keyword argument '%s'", k)
			}
			s, err := Truth(th, args[npos+i])
			if err != nil {
				return nil, err
			}
			z.strict = s
		}
		for _, a := range args[:npos] {
			it, err := Iter(th, a)
			if err != nil {
				return nil, err
			}
			z.its = append(z.its, it)
		}
		return z, nil
	}
	ZipType.Iter = selfIter
	ZipType.Next = func(th *Thread, o Object) (Object, error) {
		z := o.(*zipIter)
		if z.done || len(z.its) == 0 {
			return nil, nil
		}
		items := make([]Object, len(z.its))
		for i, it := range z.its {
			v, err := Next(th, it)
			if err != nil {
				return nil, err
			}
			if v == nil {
				z.done = true
				if z.strict {
					if i > 0 {
						return nil, Errorf(ValueErrorType, "zip() argument %d is shorter than argument%s 1%s", i+1, pluralS(i), rangeSuffix(i))
					}
					for j := 1; j < len(z.its); j++ {
						w, err := Next(th, z.its[j])
						if err != nil {
							return nil, err
						}
						if w != nil {
							return nil, Errorf(ValueErrorType, "zip() argument %d is longer than argument%s 1%s", j+1, pluralS(j), rangeSuffix(j))
						}
					}
				}
				return nil, nil
			}
			items[i] = v
		}
		return NewTuple(items), nil
	}

	initBuiltinType(MapType, ObjectType, nil)
	MapType.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
		if c == MapType {
			if err := NoKwargs("map", kwnames); err != nil {
				return nil, err
			}
		}
		if len(args)-len(kwnames) < 2 {
			return nil, Errorf(TypeErrorType, "map() must have at least two arguments.")
		}
		m := &mapIter{fn: args[0]}
		for _, a := range args[1 : len(args)-len(kwnames)] {
			it, err := Iter(th, a)
			if err != nil {
				return nil, err
			}
			m.its = append(m.its, it)
		}
		return m, nil
	}
	MapType.Iter = selfIter
	MapType.Next = func(th *Thread, o Object) (Object, error) {
		m := o.(*mapIter)
		vals := make([]Object, len(m.its))
		for i, it := range m.its {
			v, err := Next(th, it)
			if err != nil || v == nil {
				return nil, err
			}
			vals[i] = v
		}
		return Call(th, m.fn, vals, nil)
	}

	initBuiltinType(FilterType, ObjectType, nil)
	FilterType.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
		if c == FilterType {
			if err := NoKwargs("filter", kwnames); err != nil {
				return nil, err
			}
		}
		if err := ArgRange("filter", args[:len(args)-len(kwnames)], nil, 2, 2); err != nil {
			return nil, err
		}
		it, err := Iter(th, args[1])
		if err != nil {
			return nil, err
		}
		return &filterIter{fn: args[0], it: it}, nil
	}
	FilterType.Iter = selfIter
	FilterType.Next = func(th *Thread, o Object) (Object, error) {
		f := o.(*filterIter)
		arg := make([]Object, 1)
		for {
			v, err := Next(th, f.it)
			if err != nil || v == nil {
				return nil, err
			}
			if err := th.tick(); err != nil {
				return nil, err
			}
			var keep bool
			if f.fn == None || f.fn == Object(BoolType) {
				keep, err = Truth(th, v)
			} else {
				arg[0] = v
				r, cerr := Call(th, f.fn, arg, nil)
				if cerr != nil {
					return nil, cerr
				}
				keep, err = Truth(th, r)
			}
			if err != nil {
				return nil, err
			}
			if keep {
				return v, nil
			}
		}
	}

	initBuiltinType(ReversedType, ObjectType, nil)
	ReversedType.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
		if c == ReversedType {
			if err := NoKwargs("reversed", kwnames); err != nil {
				return nil, err
			}
		}
		if err := ArgRange("reversed", args, nil, 1, 1); err != nil {
			return nil, err
		}
		return reversedOf(th, args[0])
	}
	ReversedType.Iter = selfIter
	ReversedType.Next = func(th *Thread, o Object) (Object, error) {
		r := o.(*reversedIter)
		if r.i < 0 {
			return nil, nil
		}
		v, err := GetItem(th, r.seq, Int(r.i))
		if err != nil {
			if e, ok := err.(*Exception); ok && !e.abort && (e.class.IsSubtype(IndexErrorType) || e.class.IsSubtype(StopIterationType)) {
				r.i = -1
				return nil, nil
			}
			return nil, err
		}
		r.i--
		return v, nil
	}
	lengthHint(ReversedType, func(o Object) int64 { return int64(o.(*reversedIter).i + 1) })
	setupDictViews()
	setupUnion()
	GenericAliasType.Compare = genericAliasCompare
	GenericAliasType.Hash = genericAliasHash
}

// reversedOf is reversed(seq): __reversed__ when the type has one, else
// the sequence protocol (__len__ and __getitem__).
func reversedOf(th *Thread, seq Object) (Object, error) {
	t := seq.Type()
	if m := t.Lookup("__reversed__"); m != nil {
		if m == None {
			return nil, Errorf(TypeErrorType, "'%s' object is not reversible", t.Name)
		}
		return callDunder(th, seq, "__reversed__")
	}
	if t.GetItem == nil || t.Len == nil || t.IsSubtype(DictType) || t.IsSubtype(SetType) || t.IsSubtype(FrozenSetType) {
		return nil, Errorf(TypeErrorType, "'%s' object is not reversible", t.Name)
	}
	n, err := Len(th, seq)
	if err != nil {
		return nil, err
	}
	return &reversedIter{seq: seq, i: n - 1}, nil
}

// enumerateArgs binds enumerate(iterable, start=0) the way CPython's
// hand-written fast path does, with its messages.
func enumerateArgs(args []Object, kwnames []string) (iterable, start Object, err error) {
	nargs := len(args) - len(kwnames)
	badKw := func(k string) error {
		return Errorf(TypeErrorType, "'%s' is an invalid keyword argument for enumerate()", k)
	}
	switch len(args) {
	case 2:
		switch len(kwnames) {
		case 1:
			if kwnames[0] != "start" {
				return nil, nil, badKw(kwnames[0])
			}
		case 2:
			if kwnames[0] == "start" {
				if kwnames[1] != "iterable" {
					return nil, nil, badKw(kwnames[1])
				}
				return args[1], args[0], nil
			}
			if kwnames[0] != "iterable" {
				return nil, nil, badKw(kwnames[0])
			}
			if kwnames[1] != "start" {
				return nil, nil, badKw(kwnames[1])
			}
		}
		return args[0], args[1], nil
	case 1:
		if len(kwnames) == 1 && kwnames[0] != "iterable" {
			return nil, nil, badKw(kwnames[0])
		}
		return args[0], Int(0), nil
	}
	if nargs == 0 {
		return nil, nil, Errorf(TypeErrorType, "enumerate() missing required argument 'iterable'")
	}
	return nil, nil, Errorf(TypeErrorType, "enumerate() takes at most 2 arguments (%d given)", len(args))
}

func pluralS(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func rangeSuffix(n int) string {
	if n == 1 {
		return ""
	}
	return "-" + intToDecimal(int64(n))
}
