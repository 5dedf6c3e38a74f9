package collections

import (
	"strings"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/syntax"
)

// deque is collections.deque: a ring buffer of items. buf's length is a
// power of two (or zero); items live at head, head+1, ... modulo len(buf).
// state changes on every mutation so that iterators notice them.
type deque struct {
	buf     []py.Object
	head, n int
	maxlen  int // -1: unbounded
	state   uint64
}

var (
	dequeType        *py.Type
	dequeIterType    *py.Type
	dequeRevIterType *py.Type
)

func (*deque) Type() *py.Type { return dequeType }

// asDeque returns the deque of a deque or deque subclass instance.
func asDeque(o py.Object) *deque { return py.Unwrap(o).(*deque) }

func (d *deque) at(i int) py.Object { return d.buf[(d.head+i)&(len(d.buf)-1)] }

func (d *deque) set(i int, v py.Object) { d.buf[(d.head+i)&(len(d.buf)-1)] = v }

// grow makes room for one more item.
func (d *deque) grow(th *py.Thread) error {
	if d.n < len(d.buf) {
		return nil
	}
	size := max(8, 2*len(d.buf))
	if err := th.AllocMem(int64(16 * (size - len(d.buf)))); err != nil {
		return err
	}
	nb := make([]py.Object, size)
	for i := 0; i < d.n; i++ {
		nb[i] = d.at(i)
	}
	d.buf, d.head = nb, 0
	return nil
}

func (d *deque) pushBack(th *py.Thread, v py.Object) error {
	if d.maxlen == 0 {
		return nil
	}
	if d.n == d.maxlen {
		d.popFront()
	}
	if err := d.grow(th); err != nil {
		return err
	}
	d.set(d.n, v)
	d.n++
	d.state++
	return nil
}

func (d *deque) pushFront(th *py.Thread, v py.Object) error {
	if d.maxlen == 0 {
		return nil
	}
	if d.n == d.maxlen {
		d.popBack()
	}
	if err := d.grow(th); err != nil {
		return err
	}
	d.head = (d.head - 1) & (len(d.buf) - 1)
	d.buf[d.head] = v
	d.n++
	d.state++
	return nil
}

func (d *deque) popBack() py.Object {
	d.n--
	i := (d.head + d.n) & (len(d.buf) - 1)
	v := d.buf[i]
	d.buf[i] = nil
	d.state++
	return v
}

func (d *deque) popFront() py.Object {
	v := d.buf[d.head]
	d.buf[d.head] = nil
	d.head = (d.head + 1) & (len(d.buf) - 1)
	d.n--
	d.state++
	return v
}

func (d *deque) items() []py.Object {
	out := make([]py.Object, d.n)
	for i := range out {
		out[i] = d.at(i)
	}
	return out
}

func (d *deque) clear() {
	d.buf, d.head, d.n = nil, 0, 0
	d.state++
}

// extend appends the items of an iterable; a deque extended with itself
// reads a snapshot first.
func (d *deque) extend(th *py.Thread, iterable py.Object, left bool) error {
	var src []py.Object
	if other, ok := py.Unwrap(iterable).(*deque); ok {
		src = other.items()
	}
	push := d.pushBack
	if left {
		push = d.pushFront
	}
	if src != nil {
		for _, v := range src {
			if err := push(th, v); err != nil {
				return err
			}
		}
		return nil
	}
	it, err := py.Iter(th, iterable)
	if err != nil {
		return err
	}
	for {
		if err := th.Tick(); err != nil {
			return err
		}
		v, err := py.Next(th, it)
		if err != nil || v == nil {
			return err
		}
		if err := push(th, v); err != nil {
			return err
		}
	}
}

func (d *deque) rotate(n int) {
	if d.n <= 1 {
		return
	}
	n %= d.n
	if n < 0 {
		n += d.n
	}
	if n == 0 {
		return
	}
	// rotating right by n moves the last n items to the front
	items := d.items()
	for i := range items {
		d.set((i+n)%d.n, items[i])
	}
	d.state++
}

// index normalises a Python index against the deque's length.
func (d *deque) index(th *py.Thread, key py.Object) (int, error) {
	if _, ok := key.(*py.Slice); ok || key.Type().Index == nil {
		if _, isInt := py.AsIntObject(key); !isInt {
			return 0, py.Errorf(py.TypeErrorType, "sequence index must be integer, not '%s'", py.TypeName(key))
		}
	}
	i, err := py.AsInt(th, key)
	if err != nil {
		return 0, err
	}
	if i < 0 {
		i += d.n
	}
	if i < 0 || i >= d.n {
		return 0, py.Errorf(py.IndexErrorType, "deque index out of range")
	}
	return i, nil
}

func newDeque(maxlen int) *deque { return &deque{maxlen: maxlen} }

func setupDeque() {
	t := dequeType
	t.New = func(th *py.Thread, _ *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
		return newDeque(-1), nil
	}
	t.Init = func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) error {
		if len(args) > 2 {
			return py.ArgCountError("deque", 0, 2, len(args))
		}
		var iterable, maxlen py.Object = nil, py.None
		if err := py.UnpackClinicArgs("deque", args, kwnames, "iterable?", &iterable, "maxlen?", &maxlen); err != nil {
			return err
		}
		d := asDeque(self)
		d.maxlen = -1
		if maxlen != py.None {
			if _, ok := py.AsIntObject(maxlen); !ok {
				return py.Errorf(py.TypeErrorType, "an integer is required")
			}
			m, err := py.AsInt(th, maxlen)
			if err != nil {
				return err
			}
			if m < 0 {
				return py.Errorf(py.ValueErrorType, "maxlen must be non-negative")
			}
			d.maxlen = m
		}
		if d.n > 0 {
			d.clear()
		}
		if iterable != nil {
			return d.extend(th, iterable, false)
		}
		return nil
	}
	t.Repr = dequeRepr
	t.Len = func(th *py.Thread, o py.Object) (int, error) { return asDeque(o).n, nil }
	t.Bool = func(th *py.Thread, o py.Object) (bool, error) { return asDeque(o).n > 0, nil }
	t.Iter = func(th *py.Thread, o py.Object) (py.Object, error) {
		d := asDeque(o)
		return &dequeIter{d: d, state: d.state}, nil
	}
	t.GetItem = func(th *py.Thread, o, key py.Object) (py.Object, error) {
		d := asDeque(o)
		i, err := d.index(th, key)
		if err != nil {
			return nil, err
		}
		return d.at(i), nil
	}
	t.SetItem = func(th *py.Thread, o, key, v py.Object) error {
		d := asDeque(o)
		i, err := d.index(th, key)
		if err != nil {
			return err
		}
		if v != nil {
			d.set(i, v)
			return nil
		}
		items := d.items()
		items = append(items[:i], items[i+1:]...)
		d.clear()
		for _, x := range items {
			if err := d.pushBack(th, x); err != nil {
				return err
			}
		}
		return nil
	}
	t.Contains = func(th *py.Thread, o, v py.Object) (bool, error) {
		d := asDeque(o)
		state := d.state
		for i := 0; i < d.n; i++ {
			if err := th.Tick(); err != nil {
				return false, err
			}
			eq, err := py.Equal(th, d.at(i), v)
			if err != nil || eq {
				return eq, err
			}
			if d.state != state {
				return false, py.Errorf(py.RuntimeErrorType, "deque mutated during iteration")
			}
		}
		return false, nil
	}
	t.Compare = dequeCompare
	t.Binary = dequeBinary
	t.Inplace = func(th *py.Thread, op syntax.Op, a, b py.Object) (py.Object, error) {
		d := asDeque(a)
		switch op {
		case syntax.Add:
			return a, d.extend(th, b, false)
		case syntax.Mult:
			n, ok, err := repeatCount(th, b)
			if err != nil || !ok {
				return py.NotImplemented, err
			}
			return a, d.repeatInPlace(th, n)
		}
		return py.NotImplemented, nil
	}
	addDequeMethods(t)
	t.Dict.SetStr("maxlen", &py.GetSet{Name: "maxlen", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		d := asDeque(o)
		if d.maxlen < 0 {
			return py.None, nil
		}
		return py.Int(d.maxlen), nil
	}})

	for _, it := range []*py.Type{dequeIterType, dequeRevIterType} {
		it.SetFinal()
		it.Hash = py.IdentityHashSlot
		it.Iter = func(th *py.Thread, o py.Object) (py.Object, error) { return o, nil }
		it.Next = func(th *py.Thread, o py.Object) (py.Object, error) { return o.(*dequeIter).next() }
		it.AddMethod("__length_hint__", func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) (py.Object, error) {
			di := self.(*dequeIter)
			return py.Int(max(di.d.n-di.i, 0)), nil
		})
	}
}

// repeatCount reads the int of d * n; ok is false for non-ints.
func repeatCount(th *py.Thread, o py.Object) (int, bool, error) {
	if _, ok := py.AsIntObject(o); !ok && o.Type().Index == nil {
		return 0, false, nil
	}
	n, err := py.AsInt(th, o)
	return n, err == nil, err
}

func (d *deque) repeatInPlace(th *py.Thread, n int) error {
	if n <= 0 || d.n == 0 {
		d.clear()
		return nil
	}
	items := d.items()
	total := int64(len(items)) * int64(n)
	if d.maxlen >= 0 && total > int64(d.maxlen) {
		total = int64(d.maxlen)
	}
	if err := th.CheckAlloc(16 * total); err != nil {
		return err
	}
	for r := 1; r < n; r++ {
		if d.maxlen >= 0 && int64(r)*int64(len(items)) >= int64(d.maxlen)+int64(len(items)) {
			break
		}
		for _, v := range items {
			if err := d.pushBack(th, v); err != nil {
				return err
			}
		}
		if err := th.Tick(); err != nil {
			return err
		}
	}
	return nil
}

func dequeRepr(th *py.Thread, o py.Object) (string, error) {
	d := asDeque(o)
	name := "deque"
	if o.Type() != dequeType {
		name = o.Type().Name // a subclass
	}
	if !th.ReprEnter(o) {
		return "[...]", nil
	}
	defer th.ReprLeave()
	var b strings.Builder
	b.WriteString(name)
	b.WriteString("([")
	for i, v := range d.items() {
		if i > 0 {
			b.WriteString(", ")
		}
		s, err := py.Repr(th, v)
		if err != nil {
			return "", err
		}
		b.WriteString(s)
	}
	b.WriteString("]")
	if d.maxlen >= 0 {
		b.WriteString(", maxlen=")
		s, _ := py.Repr(th, py.Int(d.maxlen))
		b.WriteString(s)
	}
	b.WriteString(")")
	return b.String(), nil
}

func dequeCompare(th *py.Thread, a, b py.Object, op py.CmpOp) (py.Object, error) {
	x, ok1 := py.Unwrap(a).(*deque)
	y, ok2 := py.Unwrap(b).(*deque)
	if !ok1 || !ok2 {
		return py.NotImplemented, nil
	}
	xs, ys := x.items(), y.items()
	if (op == py.CmpEQ || op == py.CmpNE) && len(xs) != len(ys) {
		return py.NewBool(op == py.CmpNE), nil
	}
	i := 0
	for ; i < len(xs) && i < len(ys); i++ {
		if err := th.Tick(); err != nil {
			return nil, err
		}
		eq, err := py.Equal(th, xs[i], ys[i])
		if err != nil {
			return nil, err
		}
		if !eq {
			break
		}
	}
	if i >= len(xs) || i >= len(ys) {
		var r bool
		switch op {
		case py.CmpLT:
			r = len(xs) < len(ys)
		case py.CmpLE:
			r = len(xs) <= len(ys)
		case py.CmpEQ:
			r = len(xs) == len(ys)
		case py.CmpNE:
			r = len(xs) != len(ys)
		case py.CmpGT:
			r = len(xs) > len(ys)
		case py.CmpGE:
			r = len(xs) >= len(ys)
		}
		return py.NewBool(r), nil
	}
	switch op {
	case py.CmpEQ:
		return py.False, nil
	case py.CmpNE:
		return py.True, nil
	}
	return py.RichCompare(th, xs[i], ys[i], op)
}

func dequeBinary(th *py.Thread, op syntax.Op, a, b py.Object, right bool) (py.Object, error) {
	switch op {
	case syntax.Add:
		x, ok1 := py.Unwrap(a).(*deque)
		y, ok2 := py.Unwrap(b).(*deque)
		if !ok1 {
			return py.NotImplemented, nil
		}
		if !ok2 {
			return nil, py.Errorf(py.TypeErrorType, "can only concatenate deque (not \"%s\") to deque", py.TypeName(b))
		}
		out := newDeque(x.maxlen)
		for _, v := range append(x.items(), y.items()...) {
			if err := out.pushBack(th, v); err != nil {
				return nil, err
			}
		}
		return out, nil
	case syntax.Mult:
		self, other := a, b
		if right {
			self, other = b, a
		}
		x := asDeque(self)
		n, ok, err := repeatCount(th, other)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "can't multiply sequence by non-int of type '%s'", py.TypeName(other))
		}
		out := newDeque(x.maxlen)
		for _, v := range x.items() {
			if err := out.pushBack(th, v); err != nil {
				return nil, err
			}
		}
		return out, out.repeatInPlace(th, n)
	}
	return py.NotImplemented, nil
}

// dequeIter iterates a deque forwards or backwards, failing when the
// deque changes.
type dequeIter struct {
	d       *deque
	i       int
	state   uint64
	reverse bool
}

func (it *dequeIter) Type() *py.Type {
	if it.reverse {
		return dequeRevIterType
	}
	return dequeIterType
}

func (it *dequeIter) next() (py.Object, error) {
	if it.d == nil || it.i >= it.d.n {
		if it.d != nil && it.d.state != it.state {
			return nil, py.Errorf(py.RuntimeErrorType, "deque mutated during iteration")
		}
		it.d = nil
		return nil, nil
	}
	if it.d.state != it.state {
		it.d = nil
		return nil, py.Errorf(py.RuntimeErrorType, "deque mutated during iteration")
	}
	j := it.i
	if it.reverse {
		j = it.d.n - 1 - it.i
	}
	it.i++
	return it.d.at(j), nil
}

var addOp = syntax.Add

// MemSize reports the ring buffer and its items to the run's memory
// measurement.
func (d *deque) MemSize(visit func(py.Object)) int64 {
	for _, v := range d.buf {
		if v != nil {
			visit(v)
		}
	}
	return int64(cap(d.buf))*16 + 64
}
