package py

import "unsafe"

// Tuple is an immutable sequence.
type Tuple struct {
	items []Object
	mark  uint32 // generation of the last memory measurement that saw it
}

var emptyTuple = &Tuple{items: []Object{}, mark: processOwned}

// newTupleSized returns a tuple of n (> 0) items, all nil, for the caller
// to fill before any code sees it; up to four items share the tuple's
// allocation.
func newTupleSized(n int) *Tuple {
	switch {
	case n <= 2:
		p := &struct {
			Tuple
			vals [2]Object
		}{}
		p.items = p.vals[:n:n]
		return &p.Tuple
	case n <= 4:
		p := &struct {
			Tuple
			vals [4]Object
		}{}
		p.items = p.vals[:n:n]
		return &p.Tuple
	}
	return &Tuple{items: make([]Object, n)}
}

// NewTuple wraps items (not copied).
func NewTuple(items []Object) *Tuple {
	if len(items) == 0 {
		return emptyTuple
	}
	return &Tuple{items: items}
}

func (*Tuple) Type() *Type { return TupleType }

// Items returns the elements (do not modify).
func (t *Tuple) Items() []Object { return t.items }

// Len returns the number of elements.
func (t *Tuple) Len() int { return len(t.items) }

// List is a mutable sequence. class/attrs are set for instances of list
// subclasses.
type List struct {
	items []Object
	class *Type
	attrs *Dict
	mark  uint32
}

// NewList wraps items (not copied).
func NewList(items []Object) *List { return &List{items: items} }

func (l *List) Type() *Type {
	if l.class != nil {
		return l.class
	}
	return ListType
}

// Items returns the elements (the live slice: do not keep it across calls
// that may mutate the list).
func (l *List) Items() []Object { return l.items }

// Len returns the number of elements.
func (l *List) Len() int { return len(l.items) }

// Append adds v, accounting the growth to th.
func (l *List) Append(th *Thread, v Object) error {
	if n := len(l.items); n == cap(l.items) {
		// grow geometrically ourselves: Go's append grows large slices by
		// only 1.25x, which makes long appends copy too often
		newCap := 2 * n
		if n > 1<<20 {
			newCap = n + n/2
		}
		if newCap < 8 {
			newCap = 8
		}
		if th != nil {
			if err := th.allocMem(int64(newCap-n) * 16); err != nil {
				return err
			}
		}
		grown := make([]Object, n, newCap)
		copy(grown, l.items)
		l.items = grown
	}
	l.items = append(l.items, v)
	if th != nil {
		return th.allocMem(shallowSize(v))
	}
	return nil
}

// SeqItems returns the elements of a list or tuple without copying.
func SeqItems(o Object) ([]Object, bool) {
	switch x := o.(type) {
	case *List:
		return x.items, true
	case *Tuple:
		return x.items, true
	case *Instance:
		if x.Base() != nil {
			return SeqItems(x.Base())
		}
	}
	return nil, false
}

// Collect drains an iterable into a new slice, ticking the step counter.
func Collect(th *Thread, o Object) ([]Object, error) {
	switch x := o.(type) {
	case *List:
		// a copy of something that already fits: not pre-checked, which
		// would cost a measurement of live memory on every sorted(x)
		return append([]Object(nil), x.items...), nil
	case *Tuple:
		return append([]Object(nil), x.items...), nil
	case *Range:
		if x.small {
			return rangeItems(th, x)
		}
		if !x.bigLength().IsInt64() {
			return nil, Errorf(OverflowErrorType, "Python int too large to convert to C ssize_t")
		}
	}
	var out []Object
	if n, ok := lenHint(o); ok {
		// refuse a result that cannot fit before building it
		if err := th.reserveItems(n, objectBytes); err != nil {
			return nil, err
		}
		out = make([]Object, 0, n)
	}
	it, err := Iter(th, o)
	if err != nil {
		return nil, err
	}
	building := &List{}
	th.pushRoot(building)
	defer th.popRoot()
	for {
		v, err := Next(th, it)
		if err != nil {
			return nil, err
		}
		if v == nil {
			return out, nil
		}
		if err := th.tick(); err != nil {
			return nil, err
		}
		if len(out) == cap(out) {
			if err := th.allocMem(int64(cap(out)+8) * 16); err != nil {
				return nil, err
			}
		}
		out = append(out, v)
		building.items = out
		if err := th.allocMem(shallowSize(v)); err != nil {
			return nil, err
		}
	}
}

// Instance is an object of a class defined by code.
type Instance struct {
	class *Type
	// vals points at the first of nvals values, with room for room: the
	// __slots__ values by their Member's index, nil marking a slot never
	// set or deleted (class_slots.go), or, for an instance whose class has
	// a __dict__ and no slots, its attribute values in layout form
	// (attr_layout.go). A pointer and two 16-bit counts instead of a slice
	// keep an Instance at 32 bytes (values()/setValues()).
	vals *Object
	// attrs is nil, an *attrLayout naming vals, or an *instanceExtra
	// holding a __dict__ or a built-in base (instance_attrs.go).
	attrs unsafe.Pointer
	mark  uint32
	nvals uint16
	room  uint16
}

// maxInstanceValues bounds the values an instance holds beside it: the
// slots of a class, or the names of a layout.
const maxInstanceValues = 1<<16 - 1

// values returns the instance's slot or layout values, with their room as
// capacity.
func (i *Instance) values() []Object {
	if i.vals == nil {
		return nil
	}
	return unsafe.Slice(i.vals, int(i.room))[:i.nvals]
}

// setValues makes v the instance's values; cap(v) is at most
// maxInstanceValues.
func (i *Instance) setValues(v []Object) {
	if cap(v) == 0 {
		i.vals, i.nvals, i.room = nil, 0, 0
		return
	}
	i.vals, i.nvals, i.room = unsafe.SliceData(v), uint16(len(v)), uint16(cap(v))
}

func (i *Instance) Type() *Type { return i.class }

// Base returns the built-in value of an instance of a built-in subclass.
func (i *Instance) Base() Object {
	if e := i.extra(); e != nil {
		return e.base
	}
	return nil
}

// Dict returns the instance's __dict__.
func (i *Instance) Dict() *Dict { return i.materialize() }
