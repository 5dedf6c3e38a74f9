package py

import (
	"math/big"
)

// Range is range(start, stop, step). small means all three fit in int64
// with room to iterate without overflow, the only case the evaluator's fast
// paths handle; big ranges keep exact bounds.
type Range struct {
	start, stop, step int64
	small             bool
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

func newRange(th *Thread, args []Object) (Object, error) {
	vals := make([]Object, len(args))
	for i, a := range args {
		v, err := Index(th, a)
		if err != nil {
			return nil, Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", TypeName(a))
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
	r := &Range{}
	s1, ok1 := start.(Int)
	s2, ok2 := stop.(Int)
	s3, ok3 := step.(Int)
	const lim = 1 << 62
	if ok1 && ok2 && ok3 && absu(int64(s1)) < lim && absu(int64(s2)) < lim && absu(int64(s3)) < lim {
		r.start, r.stop, r.step, r.small = int64(s1), int64(s2), int64(s3), true
	}
	r.bstart, r.bstop, r.bstep = toBig(start), toBig(stop), toBig(step)
	return r, nil
}

func (r *Range) item(i int64) Object {
	if r.small {
		return Int(r.start + i*r.step)
	}
	v := new(big.Int).Mul(big.NewInt(i), r.bstep)
	return NewBigInt(v.Add(v, r.bstart))
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
		r := o.(*Range)
		if r.small {
			return &rangeIter{cur: r.start, stop: r.stop, step: r.step}, nil
		}
		return &bigRangeIter{r: r, n: r.bigLength()}, nil
	}
	t.GetItem = func(th *Thread, o, key Object) (Object, error) {
		r := o.(*Range)
		if !r.small {
			return nil, Errorf(OverflowErrorType, "range too large to index")
		}
		n := r.length()
		if sl, ok := key.(*Slice); ok {
			start, stop, step, err := sl.Indices(th, int(n))
			if err != nil {
				return nil, err
			}
			return &Range{start: r.start + int64(start)*r.step, stop: r.start + int64(stop)*r.step, step: r.step * int64(step), small: true,
				bstart: big.NewInt(r.start + int64(start)*r.step), bstop: big.NewInt(r.start + int64(stop)*r.step), bstep: big.NewInt(r.step * int64(step))}, nil
		}
		i, err := indexValue(th, key, "range")
		if err != nil {
			return nil, err
		}
		idx := int64(i)
		if idx < 0 {
			idx += n
		}
		if idx < 0 || idx >= n {
			return nil, Errorf(IndexErrorType, "range object index out of range")
		}
		return r.item(idx), nil
	}
	t.Contains = func(th *Thread, o, v Object) (bool, error) {
		r := o.(*Range)
		x, ok := v.(Int)
		if !ok || !r.small {
			if bi, ok := asIntObject(v); ok && !r.small {
				b := toBig(bi)
				d := new(big.Int).Sub(b, r.bstart)
				if r.bstep.Sign() > 0 && (b.Cmp(r.bstart) < 0 || b.Cmp(r.bstop) >= 0) {
					return false, nil
				}
				if r.bstep.Sign() < 0 && (b.Cmp(r.bstart) > 0 || b.Cmp(r.bstop) <= 0) {
					return false, nil
				}
				return new(big.Int).Mod(d, r.bstep).Sign() == 0, nil
			}
			it, _ := Iter(th, o)
			for {
				y, err := Next(th, it)
				if err != nil || y == nil {
					return false, err
				}
				if err := th.tick(); err != nil {
					return false, err
				}
				if eq, err := Equal(th, y, v); err != nil || eq {
					return eq, err
				}
			}
		}
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
	t.Compare = func(th *Thread, a, b Object, op CmpOp) (Object, error) {
		x, ok1 := a.(*Range)
		y, ok2 := b.(*Range)
		if !ok1 || !ok2 || (op != CmpEQ && op != CmpNE) {
			return NotImplemented, nil
		}
		xs, _ := Collect(th, x)
		ys, _ := Collect(th, y)
		return seqCompare(th, xs, ys, op)
	}
	t.Hash = func(th *Thread, o Object) (int64, error) {
		r := o.(*Range)
		return Hash(th, NewTuple([]Object{Int(r.length()), NewBigInt(r.bstart), NewBigInt(r.bstep)}))
	}
	t.AddMethod("index", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("index", args, kw, 1, 1); err != nil {
			return nil, err
		}
		r := self.(*Range)
		in, err := RangeType.Contains(th, r, args[0])
		if err != nil {
			return nil, err
		}
		if !in {
			s, _ := Repr(th, args[0])
			return nil, Errorf(ValueErrorType, "%s is not in range", s)
		}
		x := toBig(mustInt(args[0]))
		d := new(big.Int).Sub(x, r.bstart)
		return NewBigInt(d.Quo(d, r.bstep)), nil
	})
	t.AddMethod("count", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("count", args, kw, 1, 1); err != nil {
			return nil, err
		}
		in, err := RangeType.Contains(th, self, args[0])
		if in {
			return Int(1), err
		}
		return Int(0), err
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

func mustInt(o Object) Object {
	v, _ := asIntObject(o)
	if v == nil {
		return Int(0)
	}
	return v
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

type bigRangeIter struct {
	r *Range
	i int64
	n *big.Int
}

var bigRangeIterType = &Type{Name: "longrange_iterator", final: true}

func (*bigRangeIter) Type() *Type { return bigRangeIterType }

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
		if err := ArgRange("slice", args, kwnames, 1, 3); err != nil {
			return nil, err
		}
		switch len(args) {
		case 1:
			return &Slice{Start: None, Stop: args[0], Step: None}, nil
		case 2:
			return &Slice{Start: args[0], Stop: args[1], Step: None}, nil
		}
		return &Slice{Start: args[0], Stop: args[1], Step: args[2]}, nil
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
	t.AddMethod("indices", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("indices", args, kw, 1, 1); err != nil {
			return nil, err
		}
		n, err := AsInt(th, args[0])
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, Errorf(ValueErrorType, "length should not be negative")
		}
		a, b, c, err := self.(*Slice).Indices(th, n)
		if err != nil {
			return nil, err
		}
		return NewTuple([]Object{Int(a), Int(b), Int(c)}), nil
	})
}
