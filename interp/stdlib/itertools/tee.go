package itertools

import "github.com/mcpython/mcpython/interp/py"

// teeLinkSize is how many items one buffer link of a tee holds.
const teeLinkSize = 57

// teeLink is a chunk of the items read from a tee's source, shared by all
// the tee iterators; links no iterator points to any more are collected.
type teeLink struct {
	values []py.Object
	next   *teeLink
	src    *teeSource
}

// teeLinkBytes is what a link costs: its slots, allocated whole so that
// filling them leaves no garbage of outgrown slices behind.
const teeLinkBytes = teeLinkSize*16 + 48

// teeValueBytes is charged for each value read into the buffer: the least
// a boxed value takes beside its slot.
const teeValueBytes = 16

func newTeeLink(src *teeSource) *teeLink {
	return &teeLink{values: make([]py.Object, 0, teeLinkSize), src: src}
}

type teeSource struct {
	it   py.Object
	done bool
}

// tee is one of the independent iterators returned by itertools.tee.
type tee struct {
	link *teeLink
	i    int
}

var teeType *py.Type

func (*tee) Type() *py.Type { return teeType }

func newTee(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := exactArgs("_tee", args, kwnames, 1); err != nil {
		return nil, err
	}
	return teeFrom(th, args[0])
}

// teeFrom makes a tee over iterable, or a copy when it already is one.
func teeFrom(th *py.Thread, iterable py.Object) (*tee, error) {
	it, err := py.Iter(th, iterable)
	if err != nil {
		return nil, err
	}
	if t, ok := it.(*tee); ok {
		return &tee{link: t.link, i: t.i}, nil
	}
	if err := th.AllocMem(teeLinkBytes); err != nil {
		return nil, err
	}
	return &tee{link: newTeeLink(&teeSource{it: it})}, nil
}

func teeNext(th *py.Thread, o py.Object) (py.Object, error) {
	t := o.(*tee)
	if t.i == teeLinkSize {
		if t.link.next == nil {
			if err := th.AllocMem(teeLinkBytes); err != nil {
				return nil, err
			}
			t.link.next = newTeeLink(t.link.src)
		}
		t.link, t.i = t.link.next, 0
	}
	l := t.link
	if t.i < len(l.values) {
		v := l.values[t.i]
		t.i++
		return v, nil
	}
	if l.src.done {
		return nil, nil
	}
	v, err := py.Next(th, l.src.it)
	if err != nil {
		return nil, err
	}
	if v == nil {
		l.src.done = true
		return nil, nil
	}
	// the link's slot was charged with the link; a value the source made
	// for the buffer alone (an int of count(), a tuple of zip()) is not
	// charged anywhere else until the run is measured
	if err := th.AllocMem(teeValueBytes); err != nil {
		return nil, err
	}
	l.values = append(l.values, v)
	t.i++
	return v, nil
}

func setupTee() {
	teeType.AddMethod("__copy__", func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		if err := py.ArgRange("__copy__", args, kwnames, 0, 0); err != nil {
			return nil, err
		}
		t := py.Unwrap(self).(*tee)
		return &tee{link: t.link, i: t.i}, nil
	})
}

// teeFunc is itertools.tee(iterable, n=2).
func teeFunc(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if len(kwnames) > 0 {
		return nil, py.Errorf(py.TypeErrorType, "tee() takes no keyword arguments")
	}
	if len(args) < 1 || len(args) > 2 {
		if len(args) < 1 {
			return nil, py.Errorf(py.TypeErrorType, "tee expected at least 1 argument, got %d", len(args))
		}
		return nil, py.Errorf(py.TypeErrorType, "tee expected at most 2 arguments, got %d", len(args))
	}
	n := 2
	if len(args) == 2 {
		var err error
		if n, err = py.AsInt(th, args[1]); err != nil {
			return nil, err
		}
	}
	if n < 0 {
		return nil, py.Errorf(py.ValueErrorType, "n must be >= 0")
	}
	if n == 0 {
		return py.NewTuple(nil), nil
	}
	if err := th.CheckAlloc(int64(n) * 32); err != nil {
		return nil, err
	}
	first, err := teeFrom(th, args[0])
	if err != nil {
		return nil, err
	}
	out := make([]py.Object, n)
	out[0] = first
	for i := 1; i < n; i++ {
		out[i] = &tee{link: first.link, i: first.i}
	}
	return py.NewTuple(out), nil
}

// MemSize reports the items buffered ahead of this iterator to the run's
// memory measurement (iterators sharing a buffer each count it: an
// overestimate, never a blind spot).
func (t *tee) MemSize(visit func(py.Object)) int64 {
	var n int64 = 64
	if t.link != nil {
		visit(t.link.src.it)
	}
	for l := t.link; l != nil; l = l.next {
		n += int64(cap(l.values))*16 + 48
		for _, v := range l.values {
			visit(v)
		}
	}
	return n
}
