package itertools

import (
	"github.com/mcpython/mcpython/interp/py"
)

// The combinatoric iterators read their input into tuples first, then
// walk index vectors in lexicographic order, as CPython does.

// pools reads an iterable into a slice, accounting its memory.
func pool(th *py.Thread, iterable py.Object) ([]py.Object, error) {
	items, err := py.Collect(th, iterable)
	if err != nil {
		return nil, err
	}
	if err := th.AllocMem(int64(16 * len(items))); err != nil {
		return nil, err
	}
	return items, nil
}

// product is the cartesian product of pools.
type product struct {
	pools   [][]py.Object
	indices []int
	result  []py.Object
	started bool
	done    bool
}

var productType *py.Type

func (*product) Type() *py.Type { return productType }

func newProduct(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	npos := len(args) - len(kwnames)
	repeat := 1
	for i, k := range kwnames {
		if k != "repeat" {
			return nil, py.Errorf(py.TypeErrorType, "'%s' is an invalid keyword argument for product()", k)
		}
		n, err := py.AsInt(th, args[npos+i])
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, py.Errorf(py.ValueErrorType, "repeat argument cannot be negative")
		}
		repeat = n
	}
	base := make([][]py.Object, npos)
	for i, a := range args[:npos] {
		p, err := pool(th, a)
		if err != nil {
			return nil, err
		}
		base[i] = p
	}
	if npos > 0 && repeat > 1<<20/npos {
		return nil, py.Errorf(py.OverflowErrorType, "repeat argument too large")
	}
	if err := th.CheckAlloc(int64(npos*repeat) * 24); err != nil {
		return nil, err
	}
	p := &product{}
	for r := 0; r < repeat; r++ {
		p.pools = append(p.pools, base...)
	}
	p.indices = make([]int, len(p.pools))
	return p, nil
}

func productNext(th *py.Thread, o py.Object) (py.Object, error) {
	p := o.(*product)
	if p.done {
		return nil, nil
	}
	if !p.started {
		p.started = true
		p.result = make([]py.Object, len(p.pools))
		for i, pl := range p.pools {
			if len(pl) == 0 {
				p.done = true
				return nil, nil
			}
			p.result[i] = pl[0]
		}
		return py.NewTuple(append([]py.Object(nil), p.result...)), nil
	}
	i := len(p.pools) - 1
	for ; i >= 0; i-- {
		pl := p.pools[i]
		p.indices[i]++
		if p.indices[i] < len(pl) {
			p.result[i] = pl[p.indices[i]]
			break
		}
		p.indices[i] = 0
		p.result[i] = pl[0]
	}
	if i < 0 {
		p.done = true
		return nil, nil
	}
	return py.NewTuple(append([]py.Object(nil), p.result...)), nil
}

// rArg reads the r argument of permutations/combinations.
func rArg(th *py.Thread, o py.Object, def int) (int, error) {
	if o == nil || o == py.None {
		return def, nil
	}
	if _, ok := py.AsIntObject(o); !ok {
		return 0, py.Errorf(py.TypeErrorType, "Expected int as r")
	}
	r, err := py.AsInt(th, o)
	if err != nil {
		return 0, err
	}
	if r < 0 {
		return 0, py.Errorf(py.ValueErrorType, "r must be non-negative")
	}
	return r, nil
}

// permutations yields r-length orderings of the pool's positions.
type permutations struct {
	pool    []py.Object
	r       int
	indices []int
	cycles  []int
	started bool
	done    bool
}

var permutationsType *py.Type

func (*permutations) Type() *py.Type { return permutationsType }

func newPermutations(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if len(args) > 2 {
		return nil, py.ArgCountError("permutations", 1, 2, len(args))
	}
	var iterable, r py.Object
	if err := py.UnpackClinicArgs("permutations", args, kwnames, "iterable", &iterable, "r?", &r); err != nil {
		return nil, err
	}
	pl, err := pool(th, iterable)
	if err != nil {
		return nil, err
	}
	n := len(pl)
	rr, err := rArg(th, r, n)
	if err != nil {
		return nil, err
	}
	p := &permutations{pool: pl, r: rr, done: rr > n}
	if !p.done {
		p.indices = make([]int, n)
		for i := range p.indices {
			p.indices[i] = i
		}
		p.cycles = make([]int, rr)
		for i := range p.cycles {
			p.cycles[i] = n - i
		}
	}
	return p, nil
}

func (p *permutations) emit() py.Object {
	out := make([]py.Object, p.r)
	for i := range out {
		out[i] = p.pool[p.indices[i]]
	}
	return py.NewTuple(out)
}

func permutationsNext(th *py.Thread, o py.Object) (py.Object, error) {
	p := o.(*permutations)
	if p.done {
		return nil, nil
	}
	if !p.started {
		p.started = true
		return p.emit(), nil
	}
	n, r := len(p.pool), p.r
	if n == 0 {
		p.done = true
		return nil, nil
	}
	for i := r - 1; i >= 0; i-- {
		p.cycles[i]--
		if p.cycles[i] == 0 {
			// rotate indices[i:] left by one
			first := p.indices[i]
			copy(p.indices[i:], p.indices[i+1:])
			p.indices[n-1] = first
			p.cycles[i] = n - i
			continue
		}
		j := n - p.cycles[i]
		p.indices[i], p.indices[j] = p.indices[j], p.indices[i]
		return p.emit(), nil
	}
	p.done = true
	return nil, nil
}

// combinations yields r-length subsequences of the pool, without
// (combinations) or with (combinations_with_replacement) repeated items.
type combinations struct {
	pool    []py.Object
	r       int
	indices []int
	replace bool
	started bool
	done    bool
}

var (
	combinationsType *py.Type
	cwrType          *py.Type
)

func (c *combinations) Type() *py.Type {
	if c.replace {
		return cwrType
	}
	return combinationsType
}

func newCombinations(replace bool) func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	name := "combinations"
	if replace {
		name = "combinations_with_replacement"
	}
	return func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		if len(args) > 2 {
			return nil, py.ArgCountError(name, 2, 2, len(args))
		}
		var iterable, r py.Object
		if err := py.UnpackArgs(name, args, kwnames, "iterable", &iterable, "r", &r); err != nil {
			return nil, err
		}
		pl, err := pool(th, iterable)
		if err != nil {
			return nil, err
		}
		rr, err := rArg(th, r, 0)
		if err != nil {
			return nil, err
		}
		c := &combinations{pool: pl, r: rr, replace: replace, indices: make([]int, rr)}
		if replace {
			c.done = len(pl) == 0 && rr > 0
		} else {
			c.done = rr > len(pl)
			for i := range c.indices {
				c.indices[i] = i
			}
		}
		return c, nil
	}
}

func (c *combinations) emit() py.Object {
	out := make([]py.Object, c.r)
	for i := range out {
		out[i] = c.pool[c.indices[i]]
	}
	return py.NewTuple(out)
}

func combinationsNext(th *py.Thread, o py.Object) (py.Object, error) {
	c := o.(*combinations)
	if c.done {
		return nil, nil
	}
	if !c.started {
		c.started = true
		return c.emit(), nil
	}
	n, r := len(c.pool), c.r
	if c.replace {
		i := r - 1
		for i >= 0 && c.indices[i] == n-1 {
			i--
		}
		if i < 0 {
			c.done = true
			return nil, nil
		}
		v := c.indices[i] + 1
		for j := i; j < r; j++ {
			c.indices[j] = v
		}
		return c.emit(), nil
	}
	i := r - 1
	for i >= 0 && c.indices[i] == i+n-r {
		i--
	}
	if i < 0 {
		c.done = true
		return nil, nil
	}
	c.indices[i]++
	for j := i + 1; j < r; j++ {
		c.indices[j] = c.indices[j-1] + 1
	}
	return c.emit(), nil
}
