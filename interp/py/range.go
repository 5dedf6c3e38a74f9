package py

import (
	"math/big"
)

// Range is range(start, stop, step). small means all three fit in int64
// with room to iterate without overflow, the only case the evaluator's fast
// paths handle; the big fields always hold the exact bounds.
type Range struct {
	start, stop, step    int64
	small                bool
	bstart, bstop, bstep *big.Int
}

func (*Range) Type() *Type { return RangeType }

func (r *Range) length() int64 {
	if r.step > 0 {
		if r.stop <= r.start {
			return 0
		}
		return (r.stop-r.start-1)/r.step + 1
	}
	if r.stop >= r.start {
		return 0
	}
	return (r.start-r.stop-1)/(-r.step) + 1
}

func (r *Range) bigLength() *big.Int {
	lo, hi, step := r.bstart, r.bstop, r.bstep
	if step.Sign() < 0 {
		lo, hi = hi, lo
		step = new(big.Int).Neg(step)
	}
	if hi.Cmp(lo) <= 0 {
		return new(big.Int)
	}
	n := new(big.Int).Sub(hi, lo)
	n.Sub(n, big.NewInt(1))
	n.Quo(n, step)
	return n.Add(n, big.NewInt(1))
}

const rangeSmallLimit = 1 << 62

// makeRange builds a range from int objects, choosing the fast form when
// every value (and so every element) stays far from the int64 limits.
func makeRange(start, stop, step Object) *Range {
	r := &Range{bstart: toBig(start), bstop: toBig(stop), bstep: toBig(step)}
	s1, ok1 := start.(Int)
	s2, ok2 := stop.(Int)
	s3, ok3 := step.(Int)
	if ok1 && ok2 && ok3 && absu(int64(s1)) < rangeSmallLimit && absu(int64(s2)) < rangeSmallLimit && absu(int64(s3)) < rangeSmallLimit {
		r.start, r.stop, r.step, r.small = int64(s1), int64(s2), int64(s3), true
	}
	return r
}

func makeBigRange(start, stop, step *big.Int) *Range {
	return makeRange(NewBigInt(start), NewBigInt(stop), NewBigInt(step))
}

func newRange(th *Thread, args []Object) (Object, error) {
	vals := make([]Object, len(args))
	for i, a := range args {
		v, err := Index(th, a)
		if err != nil {
			return nil, err
		}
		vals[i] = v
	}
	var start, stop, step Object = Int(0), nil, Int(1)
	switch len(vals) {
	case 1:
		stop = vals[0]
	case 2:
		start, stop = vals[0], vals[1]
	case 3:
		start, stop, step = vals[0], vals[1], vals[2]
	}
	if intSign(step) == 0 {
		return nil, Errorf(ValueErrorType, "range() arg 3 must not be zero")
	}
	return makeRange(start, stop, step), nil
}

// item returns r[i] for 0 <= i < len(r).
func (r *Range) item(i int64) Object {
	if r.small {
		return Int(r.start + i*r.step)
	}
	return r.bigItem(big.NewInt(i))
}

func (r *Range) bigItem(i *big.Int) Object {
	v := new(big.Int).Mul(i, r.bstep)
	return NewBigInt(v.Add(v, r.bstart))
}

// rangeItems materialises a small range, refusing it up front when it
// cannot fit in memory.
func rangeItems(th *Thread, r *Range) ([]Object, error) {
	n := r.length()
	// a slot and a new int object per element, as the memory measurement
	// counts them
	if err := th.reserveItems(n, objectBytes+16); err != nil {
		return nil, err
	}
	out := make([]Object, n)
	v := r.start
	for i := range out {
		out[i] = Int(v)
		v += r.step
		if i&1023 == 1023 {
			if err := th.TickN(1024); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// rangeIndexOf returns the position of the int v in r, or nil.
func (r *Range) rangeIndexOf(v Object) *big.Int {
	b := toBig(v)
	if r.bstep.Sign() > 0 {
		if b.Cmp(r.bstart) < 0 || b.Cmp(r.bstop) >= 0 {
			return nil
		}
	} else if b.Cmp(r.bstart) > 0 || b.Cmp(r.bstop) <= 0 {
		return nil
	}
	q, m := new(big.Int).QuoRem(new(big.Int).Sub(b, r.bstart), r.bstep, new(big.Int))
	if m.Sign() != 0 {
		return nil
	}
	return q
}

// rangeContains is `v in r`: arithmetic for ints (and bools), a scan
// comparing with == for anything else, as in CPython.
func rangeContains(th *Thread, r *Range, v Object) (bool, error) {
	if x, ok := v.(Int); ok && r.small {
		i := int64(x)
		if r.step > 0 {
			if i < r.start || i >= r.stop {
				return false, nil
			}
		} else if i > r.start || i <= r.stop {
			return false, nil
		}
		return (i-r.start)%r.step == 0, nil
	}
	switch v.(type) {
	case Int, *BigInt, Bool:
		iv, _ := asIntObject(v)
		return r.rangeIndexOf(iv) != nil, nil
	}
	it := newRangeIterator(r)
	for {
		y, err := Next(th, it)
		if err != nil || y == nil {
			return false, err
		}
		if err := th.tick(); err != nil {
			return false, err
		}
		if eq, err := containerEqual(th, y, v); err != nil || eq {
			return eq, err
		}
	}
}

func newRangeIterator(r *Range) Object {
	if r.small {
		return &rangeIter{cur: r.start, stop: r.stop, step: r.step}
	}
	return &bigRangeIter{r: r, n: r.bigLength(), i: new(big.Int)}
}

// rangeEqual is CPython's range comparison: equal when they produce the
// same sequence.
func rangeEqual(x, y *Range) bool {
	if x == y {
		return true
	}
	lx, ly := x.bigLength(), y.bigLength()
	if lx.Cmp(ly) != 0 {
		return false
	}
	if lx.Sign() == 0 {
		return true
	}
	if x.bstart.Cmp(y.bstart) != 0 {
		return false
	}
	if lx.Cmp(big.NewInt(1)) == 0 {
		return true
	}
	return x.bstep.Cmp(y.bstep) == 0
}

// rangeSlice is r[sl]: another range.
func rangeSlice(th *Thread, r *Range, sl *Slice) (Object, error) {
	n := r.bigLength()
	start, stop, step, err := sl.bigIndices(th, n)
	if err != nil {
		return nil, err
	}
	nstart := new(big.Int).Add(r.bstart, new(big.Int).Mul(start, r.bstep))
	nstop := new(big.Int).Add(r.bstart, new(big.Int).Mul(stop, r.bstep))
	nstep := new(big.Int).Mul(step, r.bstep)
	return makeBigRange(nstart, nstop, nstep), nil
}

func rangeReversed(r *Range) Object {
	n := r.bigLength()
	// reversed(range(a, b, s)) walks range(a+(n-1)*s, a-s, -s)
	last := new(big.Int).Sub(n, big.NewInt(1))
	last.Mul(last, r.bstep).Add(last, r.bstart)
	stop := new(big.Int).Sub(r.bstart, r.bstep)
	rr := makeBigRange(last, stop, new(big.Int).Neg(r.bstep))
	if n.Sign() == 0 {
		rr = makeRange(Int(0), Int(0), Int(1))
	}
	if rr.small {
		return &rangeIter{cur: rr.start, stop: rr.stop, step: rr.step}
	}
	return &bigRangeIter{r: rr, n: rr.bigLength(), i: new(big.Int)}
}

func setupRange() {
	t := RangeType
	t.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
		if err := NoKwargs("range", kwnames); err != nil {
			return nil, err
		}
		if len(args) == 0 {
			return nil, Errorf(TypeErrorType, "range expected at least 1 argument, got 0")
		}
		if len(args) > 3 {
			return nil, Errorf(TypeErrorType, "range expected at most 3 arguments, got %d", len(args))
		}
		return newRange(th, args)
	}
	t.Repr = func(th *Thread, o Object) (string, error) {
		r := o.(*Range)
		s := "range(" + r.bstart.String() + ", " + r.bstop.String()
		if r.bstep.Cmp(big.NewInt(1)) != 0 {
			s += ", " + r.bstep.String()
		}
		return s + ")", nil
	}
	t.Len = func(th *Thread, o Object) (int, error) {
		r := o.(*Range)
		if r.small {
			return int(r.length()), nil
		}
		n := r.bigLength()
		if !n.IsInt64() {
			return 0, Errorf(OverflowErrorType, "Python int too large to convert to C ssize_t")
		}
		return int(n.Int64()), nil
	}
	t.Bool = func(th *Thread, o Object) (bool, error) {
		r := o.(*Range)
		if r.small {
			return r.length() > 0, nil
		}
		return r.bigLength().Sign() > 0, nil
	}
	t.Iter = func(th *Thread, o Object) (Object, error) {
		return newRangeIterator(o.(*Range)), nil
	}
	t.GetItem = func(th *Thread, o, key Object) (Object, error) {
		r := o.(*Range)
		if sl, ok := key.(*Slice); ok {
			return rangeSlice(th, r, sl)
		}
		if r.small {
			if i, ok := key.(Int); ok {
				n, idx := r.length(), int64(i)
				if idx < 0 {
					idx += n
				}
				if idx < 0 || idx >= n {
					return nil, Errorf(IndexErrorType, "range object index out of range")
				}
				return r.item(idx), nil
			}
		}
		if key.Type().Index == nil {
			if _, ok := asIntObject(key); !ok {
				return nil, Errorf(TypeErrorType, "range indices must be integers or slices, not %s", TypeName(key))
			}
		}
		kv, err := Index(th, key)
		if err != nil {
			return nil, err
		}
		idx := new(big.Int).Set(toBig(kv))
		n := r.bigLength()
		if idx.Sign() < 0 {
			idx.Add(idx, n)
		}
		if idx.Sign() < 0 || idx.Cmp(n) >= 0 {
			return nil, Errorf(IndexErrorType, "range object index out of range")
		}
		return r.bigItem(idx), nil
	}
	t.Contains = func(th *Thread, o, v Object) (bool, error) { return rangeContains(th, o.(*Range), v) }
	t.Compare = func(th *Thread, a, b Object, op CmpOp) (Object, error) {
		x, ok1 := a.(*Range)
		y, ok2 := b.(*Range)
		if !ok1 || !ok2 || (op != CmpEQ && op != CmpNE) {
			return NotImplemented, nil
		}
		return NewBool(rangeEqual(x, y) == (op == CmpEQ)), nil
	}
	t.Hash = func(th *Thread, o Object) (int64, error) {
		r := o.(*Range)
		n := r.bigLength()
		key := []Object{NewBigInt(n), None, None}
		if n.Sign() != 0 {
			key[1] = NewBigInt(r.bstart)
			if n.Cmp(big.NewInt(1)) != 0 {
				key[2] = NewBigInt(r.bstep)
			}
		}
		return Hash(th, NewTuple(key))
	}
	m := methodTable{t}
	m.add("index", 1, 1, func(th *Thread, self Object, args []Object) (Object, error) {
		r := self.(*Range)
		if iv, ok := asIntObject(args[0]); ok && args[0].Type().IsSubtype(IntType) {
			if q := r.rangeIndexOf(iv); q != nil {
				return NewBigInt(q), nil
			}
		} else {
			// a scan with == for other objects
			it := newRangeIterator(r)
			for i := int64(0); ; i++ {
				y, err := Next(th, it)
				if err != nil {
					return nil, err
				}
				if y == nil {
					break
				}
				if err := th.tick(); err != nil {
					return nil, err
				}
				if eq, err := containerEqual(th, y, args[0]); err != nil {
					return nil, err
				} else if eq {
					return Int(i), nil
				}
			}
		}
		s, err := Repr(th, args[0])
		if err != nil {
			return nil, err
		}
		return nil, Errorf(ValueErrorType, "%s is not in range", s)
	})
	m.add("count", 1, 1, func(th *Thread, self Object, args []Object) (Object, error) {
		r := self.(*Range)
		if iv, ok := asIntObject(args[0]); ok && args[0].Type().IsSubtype(IntType) {
			if r.rangeIndexOf(iv) != nil {
				return Int(1), nil
			}
			return Int(0), nil
		}
		n := 0
		it := newRangeIterator(r)
		for {
			y, err := Next(th, it)
			if err != nil {
				return nil, err
			}
			if y == nil {
				return Int(n), nil
			}
			if err := th.tick(); err != nil {
				return nil, err
			}
			if eq, err := containerEqual(th, y, args[0]); err != nil {
				return nil, err
			} else if eq {
				n++
			}
		}
	})
	m.add("__reversed__", 0, 0, func(th *Thread, self Object, args []Object) (Object, error) {
		return rangeReversed(self.(*Range)), nil
	})
	m.add("__reduce__", 0, 0, func(th *Thread, self Object, args []Object) (Object, error) {
		r := self.(*Range)
		return NewTuple([]Object{RangeType, NewTuple([]Object{NewBigInt(r.bstart), NewBigInt(r.bstop), NewBigInt(r.bstep)})}), nil
	})
	for _, name := range []string{"start", "stop", "step"} {
		name := name
		t.Dict.SetStr(name, &GetSet{Name: name, Get: func(th *Thread, o Object) (Object, error) {
			r := o.(*Range)
			switch name {
			case "start":
				return NewBigInt(new(big.Int).Set(r.bstart)), nil
			case "stop":
				return NewBigInt(new(big.Int).Set(r.bstop)), nil
			}
			return NewBigInt(new(big.Int).Set(r.bstep)), nil
		}})
	}
}

type rangeIter struct{ cur, stop, step int64 }

var rangeIterType = &Type{Name: "range_iterator", final: true}

func (*rangeIter) Type() *Type { return rangeIterType }

func (it *rangeIter) next() Object {
	if (it.step > 0 && it.cur >= it.stop) || (it.step < 0 && it.cur <= it.stop) {
		return nil
	}
	v := it.cur
	it.cur += it.step
	return Int(v)
}

func (it *rangeIter) remaining() int64 {
	r := Range{start: it.cur, stop: it.stop, step: it.step}
	return r.length()
}

type bigRangeIter struct {
	r *Range
	i *big.Int
	n *big.Int
}

var bigRangeIterType = &Type{Name: "longrange_iterator", final: true}

func (*bigRangeIter) Type() *Type { return bigRangeIterType }

func (it *bigRangeIter) next() Object {
	if it.i.Cmp(it.n) >= 0 {
		return nil
	}
	v := it.r.bigItem(it.i)
	it.i = new(big.Int).Add(it.i, big.NewInt(1))
	return v
}

// Slice is a slice object.
type Slice struct {
	Start, Stop, Step Object
}

func (*Slice) Type() *Type { return SliceType }

// Indices resolves the slice against a sequence of length n, like
// slice.indices: clamped start/stop and a non-zero step.
func (s *Slice) Indices(th *Thread, n int) (start, stop, step int, err error) {
	step = 1
	if s.Step != None && s.Step != nil {
		v, err := sliceIndex(th, s.Step)
		if err != nil {
			return 0, 0, 0, err
		}
		if v == 0 {
			return 0, 0, 0, Errorf(ValueErrorType, "slice step cannot be zero")
		}
		step = v
	}
	if s.Start == None || s.Start == nil {
		if step < 0 {
			start = n - 1
		} else {
			start = 0
		}
	} else {
		v, err := sliceIndex(th, s.Start)
		if err != nil {
			return 0, 0, 0, err
		}
		start = clampIndex(v, n, step)
	}
	if s.Stop == None || s.Stop == nil {
		if step < 0 {
			stop = -1
		} else {
			stop = n
		}
	} else {
		v, err := sliceIndex(th, s.Stop)
		if err != nil {
			return 0, 0, 0, err
		}
		stop = clampIndex(v, n, step)
	}
	return start, stop, step, nil
}

// bigIndices is Indices for lengths of any size (slicing huge ranges and
// slice.indices with big arguments).
func (s *Slice) bigIndices(th *Thread, n *big.Int) (start, stop, step *big.Int, err error) {
	conv := func(o Object) (*big.Int, error) {
		if _, ok := asIntObject(o); !ok && o.Type().Index == nil {
			return nil, Errorf(TypeErrorType, "slice indices must be integers or None or have an __index__ method")
		}
		v, err := Index(th, o)
		if err != nil {
			return nil, err
		}
		return new(big.Int).Set(toBig(v)), nil
	}
	step = big.NewInt(1)
	if s.Step != None && s.Step != nil {
		if step, err = conv(s.Step); err != nil {
			return nil, nil, nil, err
		}
		if step.Sign() == 0 {
			return nil, nil, nil, Errorf(ValueErrorType, "slice step cannot be zero")
		}
	}
	neg := step.Sign() < 0
	lower, upper := big.NewInt(0), new(big.Int).Set(n)
	if neg {
		lower = big.NewInt(-1)
		upper = new(big.Int).Sub(n, big.NewInt(1))
	}
	clamp := func(o Object, dflt *big.Int) (*big.Int, error) {
		if o == None || o == nil {
			return new(big.Int).Set(dflt), nil
		}
		v, err := conv(o)
		if err != nil {
			return nil, err
		}
		if v.Sign() < 0 {
			v.Add(v, n)
			if v.Cmp(lower) < 0 {
				v.Set(lower)
			}
		} else if v.Cmp(upper) > 0 {
			v.Set(upper)
		}
		return v, nil
	}
	startDefault, stopDefault := lower, upper
	if neg {
		startDefault, stopDefault = upper, lower
	}
	if start, err = clamp(s.Start, startDefault); err != nil {
		return nil, nil, nil, err
	}
	if stop, err = clamp(s.Stop, stopDefault); err != nil {
		return nil, nil, nil, err
	}
	return start, stop, step, nil
}

func clampIndex(v, n, step int) int {
	if v < 0 {
		v += n
		if v < 0 {
			if step < 0 {
				return -1
			}
			return 0
		}
	} else if v >= n {
		if step < 0 {
			return n - 1
		}
		return n
	}
	return v
}

func sliceIndex(th *Thread, o Object) (int, error) {
	if i, ok := o.(Int); ok {
		return int(i), nil
	}
	if o.Type().Index == nil {
		if _, ok := asIntObject(o); !ok {
			return 0, Errorf(TypeErrorType, "slice indices must be integers or None or have an __index__ method")
		}
	}
	v, err := Index(th, o)
	if err != nil {
		return 0, err
	}
	if i, ok := v.(Int); ok {
		return int(i), nil
	}
	if intSign(v) < 0 {
		return -(1 << 62), nil
	}
	return 1 << 62, nil
}

func setupSlice() {
	t := SliceType
	t.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
		if err := NoKwargs("slice", kwnames); err != nil {
			return nil, err
		}
		switch len(args) {
		case 0:
			return nil, Errorf(TypeErrorType, "slice expected at least 1 argument, got 0")
		case 1:
			return &Slice{Start: None, Stop: args[0], Step: None}, nil
		case 2:
			return &Slice{Start: args[0], Stop: args[1], Step: None}, nil
		case 3:
			return &Slice{Start: args[0], Stop: args[1], Step: args[2]}, nil
		}
		return nil, Errorf(TypeErrorType, "slice expected at most 3 arguments, got %d", len(args))
	}
	t.Repr = func(th *Thread, o Object) (string, error) {
		s := o.(*Slice)
		a, err := Repr(th, s.Start)
		if err != nil {
			return "", err
		}
		b, err := Repr(th, s.Stop)
		if err != nil {
			return "", err
		}
		c, err := Repr(th, s.Step)
		if err != nil {
			return "", err
		}
		return "slice(" + a + ", " + b + ", " + c + ")", nil
	}
	makeUnhashable(t)
	t.Compare = func(th *Thread, a, b Object, op CmpOp) (Object, error) {
		x, ok1 := a.(*Slice)
		y, ok2 := b.(*Slice)
		if !ok1 || !ok2 {
			return NotImplemented, nil
		}
		return seqCompare(th, []Object{x.Start, x.Stop, x.Step}, []Object{y.Start, y.Stop, y.Step}, op)
	}
	t.Dict.SetStr("start", &GetSet{Name: "start", Get: func(th *Thread, o Object) (Object, error) { return o.(*Slice).Start, nil }})
	t.Dict.SetStr("stop", &GetSet{Name: "stop", Get: func(th *Thread, o Object) (Object, error) { return o.(*Slice).Stop, nil }})
	t.Dict.SetStr("step", &GetSet{Name: "step", Get: func(th *Thread, o Object) (Object, error) { return o.(*Slice).Step, nil }})
	m := methodTable{t}
	m.add("indices", 1, 1, func(th *Thread, self Object, args []Object) (Object, error) {
		nv, err := Index(th, args[0])
		if err != nil {
			return nil, err
		}
		n := toBig(nv)
		if n.Sign() < 0 {
			return nil, Errorf(ValueErrorType, "length should not be negative")
		}
		a, b, c, err := self.(*Slice).bigIndices(th, n)
		if err != nil {
			return nil, err
		}
		return NewTuple([]Object{NewBigInt(a), NewBigInt(b), NewBigInt(c)}), nil
	})
	m.add("__reduce__", 0, 0, func(th *Thread, self Object, args []Object) (Object, error) {
		s := self.(*Slice)
		return NewTuple([]Object{SliceType, NewTuple([]Object{s.Start, s.Stop, s.Step})}), nil
	})
}
