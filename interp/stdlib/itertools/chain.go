package itertools

import (
	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/syntax"
)

// chain yields the items of each iterable in turn; the iterables come from
// an iterator (the arguments' tuple, or chain.from_iterable's argument).
type chain struct {
	sources py.Object // iterator over the iterables; nil when exhausted
	active  py.Object // iterator of the current iterable
}

var chainType *py.Type

func (*chain) Type() *py.Type { return chainType }

func newChain(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if len(kwnames) > 0 {
		return nil, py.Errorf(py.TypeErrorType, "chain() takes no keyword arguments")
	}
	src, err := py.Iter(th, py.NewTuple(append([]py.Object(nil), args...)))
	if err != nil {
		return nil, err
	}
	return &chain{sources: src}, nil
}

func chainNext(th *py.Thread, o py.Object) (py.Object, error) {
	c := o.(*chain)
	for c.sources != nil || c.active != nil {
		if c.active == nil {
			next, err := py.Next(th, c.sources)
			if err != nil {
				return nil, err
			}
			if next == nil {
				c.sources = nil
				return nil, nil
			}
			if c.active, err = py.Iter(th, next); err != nil {
				return nil, err
			}
		}
		v, err := py.Next(th, c.active)
		if err != nil || v != nil {
			return v, err
		}
		c.active = nil
		if err := th.Tick(); err != nil {
			return nil, err
		}
	}
	return nil, nil
}

func setupChain() {
	chainType.AddClassMethod("from_iterable", func(th *py.Thread, cls py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		if err := py.ArgRange("chain.from_iterable", args, kwnames, 1, 1); err != nil {
			return nil, err
		}
		src, err := py.Iter(th, args[0])
		if err != nil {
			return nil, err
		}
		return &chain{sources: src}, nil
	})
	for _, t := range []*py.Type{chainType, productType, permutationsType, combinationsType, cwrType, zipLongestType} {
		addClassGetItem(t)
	}
}

// addClassGetItem makes t[int] a generic alias, as for CPython's iterator
// classes used in annotations.
func addClassGetItem(t *py.Type) {
	t.AddClassMethod("__class_getitem__", func(th *py.Thread, cls py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		if err := py.ArgRange("__class_getitem__", args, kwnames, 1, 1); err != nil {
			return nil, err
		}
		var items []py.Object
		if tu, ok := args[0].(*py.Tuple); ok {
			items = append(items, tu.Items()...)
		} else {
			items = []py.Object{args[0]}
		}
		return &py.GenericAlias{Origin: cls, Args: items}, nil
	})
}

// accumulate yields running totals (or running results of func).
type accumulate struct {
	it      py.Object
	fn      py.Object // None for addition
	total   py.Object // nil before the first item
	initial py.Object // yielded first when set
}

var accumulateType *py.Type

func (*accumulate) Type() *py.Type { return accumulateType }

func newAccumulate(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if npos := len(args) - len(kwnames); npos > 2 {
		return nil, py.Errorf(py.TypeErrorType, "accumulate() takes at most 2 positional arguments (%d given)", npos)
	}
	var iterable, fn, initial py.Object = nil, py.None, py.None
	if err := py.UnpackClinicArgs("accumulate", args, kwnames, "iterable", &iterable, "func?", &fn, "$initial?", &initial); err != nil {
		return nil, err
	}
	it, err := py.Iter(th, iterable)
	if err != nil {
		return nil, err
	}
	a := &accumulate{it: it, fn: fn}
	if initial != py.None {
		a.initial = initial
	}
	return a, nil
}

func accumulateNext(th *py.Thread, o py.Object) (py.Object, error) {
	a := o.(*accumulate)
	if a.initial != nil {
		a.total, a.initial = a.initial, nil
		return a.total, nil
	}
	v, err := py.Next(th, a.it)
	if err != nil || v == nil {
		return nil, err
	}
	if a.total == nil {
		a.total = v
		return v, nil
	}
	if a.fn == py.None {
		a.total, err = py.BinaryOp(th, syntax.Add, a.total, v)
	} else {
		a.total, err = py.Call(th, a.fn, []py.Object{a.total, v}, nil)
	}
	if err != nil {
		return nil, err
	}
	return a.total, nil
}

// compress yields the items of data whose selector is true.
type compress struct{ data, selectors py.Object }

var compressType *py.Type

func (*compress) Type() *py.Type { return compressType }

func newCompress(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	var data, sel py.Object
	if err := py.UnpackClinicArgs("compress", args, kwnames, "data", &data, "selectors", &sel); err != nil {
		return nil, err
	}
	d, err := py.Iter(th, data)
	if err != nil {
		return nil, err
	}
	s, err := py.Iter(th, sel)
	if err != nil {
		return nil, err
	}
	return &compress{data: d, selectors: s}, nil
}

func compressNext(th *py.Thread, o py.Object) (py.Object, error) {
	c := o.(*compress)
	for {
		v, err := py.Next(th, c.data)
		if err != nil || v == nil {
			return nil, err
		}
		s, err := py.Next(th, c.selectors)
		if err != nil || s == nil {
			return nil, err
		}
		ok, err := py.Truth(th, s)
		if err != nil {
			return nil, err
		}
		if ok {
			return v, nil
		}
		if err := th.Tick(); err != nil {
			return nil, err
		}
	}
}

// predicateIter is dropwhile, takewhile and filterfalse: a predicate over
// one iterator.
type predicateIter struct {
	kind int // dropwhile, takewhile, filterfalse
	pred py.Object
	it   py.Object
	done bool // dropwhile: dropping is over; takewhile: exhausted
}

const (
	kindDropwhile = iota
	kindTakewhile
	kindFilterfalse
)

var (
	dropwhileType   *py.Type
	takewhileType   *py.Type
	filterfalseType *py.Type
)

func (p *predicateIter) Type() *py.Type {
	switch p.kind {
	case kindDropwhile:
		return dropwhileType
	case kindTakewhile:
		return takewhileType
	}
	return filterfalseType
}

func newPredicate(kind int, name string) func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	return func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		if err := exactArgs(name, args, kwnames, 2); err != nil {
			return nil, err
		}
		it, err := py.Iter(th, args[1])
		if err != nil {
			return nil, err
		}
		return &predicateIter{kind: kind, pred: args[0], it: it}, nil
	}
}

func predicateNext(th *py.Thread, o py.Object) (py.Object, error) {
	p := o.(*predicateIter)
	if p.kind == kindTakewhile && p.done {
		return nil, nil
	}
	for {
		v, err := py.Next(th, p.it)
		if err != nil || v == nil {
			return nil, err
		}
		if p.kind == kindDropwhile && p.done {
			return v, nil
		}
		ok, err := truth(th, p.pred, v)
		if err != nil {
			return nil, err
		}
		switch p.kind {
		case kindDropwhile:
			if !ok {
				p.done = true
				return v, nil
			}
		case kindTakewhile:
			if ok {
				return v, nil
			}
			p.done = true
			return nil, nil
		default:
			if !ok {
				return v, nil
			}
		}
		if err := th.Tick(); err != nil {
			return nil, err
		}
	}
}

// pairwise yields overlapping pairs of consecutive items.
type pairwise struct {
	it  py.Object
	old py.Object
}

var pairwiseType *py.Type

func (*pairwise) Type() *py.Type { return pairwiseType }

func newPairwise(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := exactArgs("pairwise", args, kwnames, 1); err != nil {
		return nil, err
	}
	it, err := py.Iter(th, args[0])
	if err != nil {
		return nil, err
	}
	return &pairwise{it: it}, nil
}

func pairwiseNext(th *py.Thread, o py.Object) (py.Object, error) {
	p := o.(*pairwise)
	if p.it == nil {
		return nil, nil
	}
	if p.old == nil {
		v, err := py.Next(th, p.it)
		if err != nil {
			return nil, err
		}
		if v == nil {
			p.it = nil
			return nil, nil
		}
		p.old = v
	}
	v, err := py.Next(th, p.it)
	if err != nil {
		return nil, err
	}
	if v == nil {
		p.it, p.old = nil, nil
		return nil, nil
	}
	r := py.NewTuple([]py.Object{p.old, v})
	p.old = v
	return r, nil
}

// starmap yields fn(*item) for each item.
type starmap struct{ fn, it py.Object }

var starmapType *py.Type

func (*starmap) Type() *py.Type { return starmapType }

func newStarmap(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := exactArgs("starmap", args, kwnames, 2); err != nil {
		return nil, err
	}
	it, err := py.Iter(th, args[1])
	if err != nil {
		return nil, err
	}
	return &starmap{fn: args[0], it: it}, nil
}

func starmapNext(th *py.Thread, o py.Object) (py.Object, error) {
	s := o.(*starmap)
	v, err := py.Next(th, s.it)
	if err != nil || v == nil {
		return nil, err
	}
	var fargs []py.Object
	if t, ok := v.(*py.Tuple); ok {
		fargs = t.Items()
	} else if fargs, err = py.Collect(th, v); err != nil {
		return nil, err
	}
	return py.Call(th, s.fn, fargs, nil)
}

// zipLongest zips iterables, filling exhausted ones with fillvalue until
// all are exhausted.
type zipLongest struct {
	its    []py.Object // nil entries are exhausted
	active int
	fill   py.Object
}

var zipLongestType *py.Type

func (*zipLongest) Type() *py.Type { return zipLongestType }

func newZipLongest(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	npos := len(args) - len(kwnames)
	z := &zipLongest{fill: py.None}
	for i, k := range kwnames {
		if k != "fillvalue" {
			return nil, py.Errorf(py.TypeErrorType, "zip_longest() got an unexpected keyword argument")
		}
		z.fill = args[npos+i]
	}
	for _, a := range args[:npos] {
		it, err := py.Iter(th, a)
		if err != nil {
			return nil, err
		}
		z.its = append(z.its, it)
	}
	z.active = len(z.its)
	return z, nil
}

func zipLongestNext(th *py.Thread, o py.Object) (py.Object, error) {
	z := o.(*zipLongest)
	if len(z.its) == 0 || z.active == 0 {
		return nil, nil
	}
	items := make([]py.Object, len(z.its))
	for i, it := range z.its {
		if it == nil {
			items[i] = z.fill
			continue
		}
		v, err := py.Next(th, it)
		if err != nil {
			return nil, err
		}
		if v == nil {
			z.its[i] = nil
			z.active--
			if z.active == 0 {
				return nil, nil
			}
			v = z.fill
		}
		items[i] = v
	}
	return py.NewTuple(items), nil
}

// batched yields tuples of n items (the last one may be shorter).
type batched struct {
	it py.Object
	n  int
}

var batchedType *py.Type

func (*batched) Type() *py.Type { return batchedType }

func newBatched(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if len(args) > 2 {
		return nil, py.ArgCountError("batched", 2, 2, len(args))
	}
	var iterable, n py.Object
	if err := py.UnpackArgs("batched", args, kwnames, "iterable", &iterable, "n", &n); err != nil {
		return nil, err
	}
	size, err := py.AsInt(th, n)
	if err != nil {
		return nil, err
	}
	if size < 1 {
		return nil, py.Errorf(py.ValueErrorType, "n must be at least one")
	}
	it, err := py.Iter(th, iterable)
	if err != nil {
		return nil, err
	}
	return &batched{it: it, n: size}, nil
}

func batchedNext(th *py.Thread, o py.Object) (py.Object, error) {
	b := o.(*batched)
	if b.it == nil {
		return nil, nil
	}
	var items []py.Object
	for len(items) < b.n {
		v, err := py.Next(th, b.it)
		if err != nil {
			return nil, err
		}
		if v == nil {
			b.it = nil
			break
		}
		items = append(items, v)
		if err := th.Tick(); err != nil {
			return nil, err
		}
	}
	if len(items) == 0 {
		return nil, nil
	}
	if err := th.AllocMem(int64(16 * len(items))); err != nil {
		return nil, err
	}
	return py.NewTuple(items), nil
}
