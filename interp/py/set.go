package py

import (
	"strings"

	"github.com/mcpython/mcpython/interp/syntax"
)

// Set is a set or frozenset. Its table follows CPython's setobject.c
// (linear probing then perturbation, the same resize rule), so sets of
// ints, floats and tuples of them iterate in the same order as CPython's.
type Set struct {
	table  []setEntry
	fill   int // active + dummy
	used   int // active
	frozen bool
	class  *Type
	attrs  *Dict
	finger int
	hash   int64 // cached frozenset hash, 0 = unknown
	mark uint32 // generation of the last memory measurement that saw it
}

type setEntry struct {
	key  Object // nil: empty; setDummy: deleted
	hash int64
}

var setDummy Object = &Cell{}

const (
	setMinSize     = 8
	linearProbes   = 9
	perturbShift   = 5
)

// NewSet returns an empty set.
func NewSet() *Set { return &Set{} }

// NewFrozenSet builds a frozenset from items.
func NewFrozenSet(th *Thread, items []Object) (*Set, error) {
	s := &Set{frozen: true}
	for _, it := range items {
		if err := s.Add(th, it); err != nil {
			return nil, err
		}
	}
	return s, nil
}

func (s *Set) Type() *Type {
	if s.class != nil {
		return s.class
	}
	if s.frozen {
		return FrozenSetType
	}
	return SetType
}

// Len returns the number of elements.
func (s *Set) Len() int { return s.used }

func (s *Set) lookup(th *Thread, key Object, hash int64) (int, error) {
	if s.table == nil {
		return -1, nil
	}
	mask := uint64(len(s.table) - 1)
	i := uint64(hash) & mask
	perturb := uint64(hash)
	for {
		probes := 0
		if i+linearProbes <= mask {
			probes = linearProbes
		}
		for j := uint64(0); j <= uint64(probes); j++ {
			e := &s.table[i+j]
			if e.key == nil {
				return -1, nil
			}
			if e.hash == hash && e.key != setDummy {
				if e.key == key {
					return int(i + j), nil
				}
				eq, err := keysEqual(th, e.key, key)
				if err != nil {
					return -1, err
				}
				if eq {
					return int(i + j), nil
				}
			}
		}
		perturb >>= perturbShift
		i = (i*5 + 1 + perturb) & mask
	}
}

// Add inserts key.
func (s *Set) Add(th *Thread, key Object) error {
	h, err := Hash(th, key)
	if err != nil {
		return err
	}
	return s.addHashed(th, key, h)
}

func (s *Set) addHashed(th *Thread, key Object, hash int64) error {
	if s.table == nil {
		s.table = make([]setEntry, setMinSize)
	}
	mask := uint64(len(s.table) - 1)
	i := uint64(hash) & mask
	perturb := uint64(hash)
	freeslot := -1
	for {
		probes := 0
		if i+linearProbes <= mask {
			probes = linearProbes
		}
		for j := uint64(0); j <= uint64(probes); j++ {
			idx := i + j
			e := &s.table[idx]
			if e.key == nil {
				if freeslot >= 0 {
					s.table[freeslot] = setEntry{key: key, hash: hash}
					s.used++
					return nil
				}
				s.fill++
				s.used++
				*e = setEntry{key: key, hash: hash}
				if th != nil {
					if err := th.allocMem(shallowSize(key)); err != nil {
						return err
					}
				}
				if uint64(s.fill)*5 < mask*3 {
					return nil
				}
				newUsed := s.used * 4
				if s.used > 50000 {
					newUsed = s.used * 2
				}
				return s.resize(th, newUsed)
			}
			if e.key == setDummy {
				if freeslot < 0 {
					freeslot = int(idx)
				}
				continue
			}
			if e.hash == hash {
				if e.key == key {
					return nil
				}
				eq, err := keysEqual(th, e.key, key)
				if err != nil {
					return err
				}
				if eq {
					return nil
				}
			}
		}
		perturb >>= perturbShift
		i = (i*5 + 1 + perturb) & mask
	}
}

func (s *Set) resize(th *Thread, minused int) error {
	newsize := setMinSize
	for newsize <= minused {
		newsize <<= 1
	}
	if th != nil {
		if err := th.allocMem(int64(newsize) * 24); err != nil {
			return err
		}
	}
	old := s.table
	s.table = make([]setEntry, newsize)
	s.fill = s.used
	mask := uint64(newsize - 1)
	for _, e := range old {
		if e.key == nil || e.key == setDummy {
			continue
		}
		i := uint64(e.hash) & mask
		perturb := uint64(e.hash)
		for {
			if s.table[i].key == nil {
				goto found
			}
			if i+linearProbes <= mask {
				for j := uint64(1); j <= linearProbes; j++ {
					if s.table[i+j].key == nil {
						i += j
						goto found
					}
				}
			}
			perturb >>= perturbShift
			i = (i*5 + 1 + perturb) & mask
		}
	found:
		s.table[i] = e
	}
	return nil
}

// Contains reports whether key is in the set.
func (s *Set) Contains(th *Thread, key Object) (bool, error) {
	h, err := Hash(th, key)
	if err != nil {
		if inner, ok := key.(*Set); ok && !inner.frozen {
			fz := &Set{frozen: true, table: inner.table, fill: inner.fill, used: inner.used}
			return s.Contains(th, fz)
		}
		return false, err
	}
	i, err := s.lookup(th, key, h)
	return i >= 0, err
}

// Discard removes key if present.
func (s *Set) Discard(th *Thread, key Object) (bool, error) {
	h, err := Hash(th, key)
	if err != nil {
		return false, err
	}
	i, err := s.lookup(th, key, h)
	if err != nil || i < 0 {
		return false, err
	}
	s.table[i] = setEntry{key: setDummy, hash: -1}
	s.used--
	return true, nil
}

// Items returns the elements in iteration order.
func (s *Set) Items() []Object {
	out := make([]Object, 0, s.used)
	for _, e := range s.table {
		if e.key != nil && e.key != setDummy {
			out = append(out, e.key)
		}
	}
	return out
}

func (s *Set) copySet(frozen bool) *Set {
	n := &Set{frozen: frozen, fill: s.fill, used: s.used}
	if s.table != nil {
		n.table = append([]setEntry(nil), s.table...)
	}
	return n
}

// setFromIterable builds a new set from any iterable.
func setFromIterable(th *Thread, o Object, frozen bool) (*Set, error) {
	if x, ok := o.(*Set); ok {
		return x.copySet(frozen), nil
	}
	s := &Set{frozen: frozen}
	if d, ok := o.(*Dict); ok {
		var err error
		if d.used > 0 {
			s.resize(th, d.used*2)
		}
		d.Items(func(k, _ Object) bool {
			err = s.Add(th, k)
			return err == nil
		})
		return s, err
	}
	items, err := Collect(th, o)
	if err != nil {
		return nil, err
	}
	for _, it := range items {
		if err := s.Add(th, it); err != nil {
			return nil, err
		}
	}
	return s, nil
}

func asSet(o Object) (*Set, bool) {
	s, ok := o.(*Set)
	return s, ok
}

func setupSet() {
	for _, t := range []*Type{SetType, FrozenSetType} {
		t := t
		frozen := t == FrozenSetType
		t.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
			if err := ArgRange(t.Name, args, kwnames, 0, 1); err != nil {
				return nil, err
			}
			if !frozen {
				s := &Set{}
				if c != SetType {
					s.class, s.attrs = c, NewDict()
				}
				return s, nil
			}
			if len(args) == 0 {
				return &Set{frozen: true}, nil
			}
			s, err := setFromIterable(th, args[0], true)
			if err != nil {
				return nil, err
			}
			return s, nil
		}
		if !frozen {
			t.Init = func(th *Thread, self Object, args []Object, kwnames []string) error {
				if err := ArgRange("set", args, kwnames, 0, 1); err != nil {
					return err
				}
				s := self.(*Set)
				s.table, s.fill, s.used = nil, 0, 0
				if len(args) == 1 {
					n, err := setFromIterable(th, args[0], false)
					if err != nil {
						return err
					}
					s.table, s.fill, s.used = n.table, n.fill, n.used
				}
				return nil
			}
		}
		t.Repr = func(th *Thread, o Object) (string, error) {
			s := o.(*Set)
			name := s.Type().Name
			if s.used == 0 {
				return name + "()", nil
			}
			if !th.reprEnter(o) {
				return name + "(...)", nil
			}
			defer th.reprLeave()
			var b strings.Builder
			custom := s.class != nil
			if frozen || custom {
				b.WriteString(name + "(")
			}
			b.WriteByte('{')
			if err := reprItems(th, s.Items(), &b); err != nil {
				return "", err
			}
			b.WriteByte('}')
			if frozen || custom {
				b.WriteByte(')')
			}
			return b.String(), nil
		}
		if frozen {
			t.Hash = func(th *Thread, o Object) (int64, error) { return frozensetHash(o.(*Set)), nil }
		}
		t.Compare = func(th *Thread, a, b Object, op CmpOp) (Object, error) {
			x, ok1 := asSet(a)
			y, ok2 := asSet(b)
			if !ok1 || !ok2 {
				return NotImplemented, nil
			}
			return setCompare(th, x, y, op)
		}
		t.Len = func(th *Thread, o Object) (int, error) { return o.(*Set).used, nil }
		t.Iter = func(th *Thread, o Object) (Object, error) {
			s := o.(*Set)
			return &setIter{s: s, used: s.used}, nil
		}
		t.Contains = func(th *Thread, o, v Object) (bool, error) { return o.(*Set).Contains(th, v) }
		t.Binary = func(th *Thread, op syntax.Op, a, b Object, right bool) (Object, error) {
			x, ok1 := asSet(a)
			y, ok2 := asSet(b)
			if !ok1 || !ok2 {
				return NotImplemented, nil
			}
			switch op {
			case syntax.BitOr:
				return setUnion(th, x, y)
			case syntax.BitAnd:
				return setIntersection(th, x, y)
			case syntax.Sub:
				return setDifference(th, x, y)
			case syntax.BitXor:
				return setSymDiff(th, x, y)
			}
			return NotImplemented, nil
		}
		setupSetMethods(t, frozen)
	}
	SetType.Dict.SetStr("__hash__", None)
	SetType.Inplace = func(th *Thread, op syntax.Op, a, b Object) (Object, error) {
		x := a.(*Set)
		y, ok := asSet(b)
		if !ok {
			return NotImplemented, nil
		}
		var r Object
		var err error
		switch op {
		case syntax.BitOr:
			for _, it := range y.Items() {
				if err := x.Add(th, it); err != nil {
					return nil, err
				}
			}
			return x, nil
		case syntax.BitAnd:
			r, err = setIntersection(th, x, y)
		case syntax.Sub:
			r, err = setDifference(th, x, y)
		case syntax.BitXor:
			r, err = setSymDiff(th, x, y)
		default:
			return NotImplemented, nil
		}
		if err != nil {
			return nil, err
		}
		n := r.(*Set)
		x.table, x.fill, x.used = n.table, n.fill, n.used
		return x, nil
	}
}

func frozensetHash(s *Set) int64 {
	if s.hash != 0 {
		return s.hash
	}
	// CPython's frozenset hash: shuffle-xor of element hashes
	var h uint64
	for _, e := range s.table {
		if e.key == nil || e.key == setDummy {
			continue
		}
		x := uint64(e.hash)
		h ^= ((x ^ 89869747) ^ (x << 16)) * 3644798167
	}
	if s.used&1 == 1 {
		// no-op: keeps the loop structure of CPython's algorithm readable
	}
	h ^= (uint64(s.used) + 1) * 1927868237
	h ^= (h >> 11) ^ (h >> 25)
	h = h*69069 + 907133923
	r := int64(h)
	if r == -1 {
		r = 590923713
	}
	s.hash = r
	return r
}

func setCompare(th *Thread, x, y *Set, op CmpOp) (Object, error) {
	subset := func(a, b *Set) (bool, error) {
		if a.used > b.used {
			return false, nil
		}
		for _, it := range a.Items() {
			in, err := b.Contains(th, it)
			if err != nil || !in {
				return false, err
			}
		}
		return true, nil
	}
	switch op {
	case CmpEQ, CmpNE:
		if x.used != y.used {
			return NewBool(op == CmpNE), nil
		}
		r, err := subset(x, y)
		return NewBool(r == (op == CmpEQ)), err
	case CmpLE:
		r, err := subset(x, y)
		return NewBool(r), err
	case CmpGE:
		r, err := subset(y, x)
		return NewBool(r), err
	case CmpLT:
		r, err := subset(x, y)
		return NewBool(r && x.used < y.used), err
	case CmpGT:
		r, err := subset(y, x)
		return NewBool(r && x.used > y.used), err
	}
	return NotImplemented, nil
}

func setResult(x *Set) *Set { return &Set{frozen: x.frozen} }

func setUnion(th *Thread, x, y *Set) (Object, error) {
	r := x.copySet(x.frozen)
	for _, e := range y.table {
		if e.key != nil && e.key != setDummy {
			if err := r.addHashed(th, e.key, e.hash); err != nil {
				return nil, err
			}
		}
	}
	return r, nil
}

func setIntersection(th *Thread, x, y *Set) (Object, error) {
	r := setResult(x)
	a, b := x, y
	if b.used > a.used {
		a, b = b, a
	}
	for _, e := range b.table {
		if e.key == nil || e.key == setDummy {
			continue
		}
		i, err := a.lookup(th, e.key, e.hash)
		if err != nil {
			return nil, err
		}
		if i >= 0 {
			if err := r.addHashed(th, e.key, e.hash); err != nil {
				return nil, err
			}
		}
	}
	return r, nil
}

func setDifference(th *Thread, x, y *Set) (Object, error) {
	r := setResult(x)
	for _, e := range x.table {
		if e.key == nil || e.key == setDummy {
			continue
		}
		i, err := y.lookup(th, e.key, e.hash)
		if err != nil {
			return nil, err
		}
		if i < 0 {
			if err := r.addHashed(th, e.key, e.hash); err != nil {
				return nil, err
			}
		}
	}
	return r, nil
}

func setSymDiff(th *Thread, x, y *Set) (Object, error) {
	r := x.copySet(x.frozen)
	for _, e := range y.table {
		if e.key == nil || e.key == setDummy {
			continue
		}
		i, err := r.lookup(th, e.key, e.hash)
		if err != nil {
			return nil, err
		}
		if i >= 0 {
			r.table[i] = setEntry{key: setDummy, hash: -1}
			r.used--
		} else if err := r.addHashed(th, e.key, e.hash); err != nil {
			return nil, err
		}
	}
	return r, nil
}

type setIter struct {
	s    *Set
	i    int
	used int
}

var setIterType = &Type{Name: "set_iterator", final: true}

func (*setIter) Type() *Type { return setIterType }

func (it *setIter) next() (Object, error) {
	if it.s.used != it.used {
		it.used = -1
		return nil, Errorf(RuntimeErrorType, "Set changed size during iteration")
	}
	for it.i < len(it.s.table) {
		e := it.s.table[it.i]
		it.i++
		if e.key != nil && e.key != setDummy {
			return e.key, nil
		}
	}
	return nil, nil
}

func setupSetMethods(t *Type, frozen bool) {
	m := func(name string, min, max int, fn func(th *Thread, s *Set, args []Object) (Object, error)) {
		t.AddMethod(name, func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			if err := ArgRange(name, args, kw, min, max); err != nil {
				return nil, err
			}
			return fn(th, self.(*Set), args)
		})
	}
	multi := func(name string, op func(th *Thread, x, y *Set) (Object, error)) {
		m(name, 0, 1<<20, func(th *Thread, s *Set, args []Object) (Object, error) {
			var cur Object = s.copySet(s.frozen)
			for _, a := range args {
				y, err := setFromIterable(th, a, true)
				if err != nil {
					return nil, err
				}
				if cur, err = op(th, cur.(*Set), y); err != nil {
					return nil, err
				}
			}
			return cur, nil
		})
	}
	multi("union", setUnion)
	multi("intersection", setIntersection)
	multi("difference", setDifference)
	m("symmetric_difference", 1, 1, func(th *Thread, s *Set, args []Object) (Object, error) {
		y, err := setFromIterable(th, args[0], true)
		if err != nil {
			return nil, err
		}
		return setSymDiff(th, s, y)
	})
	m("issubset", 1, 1, func(th *Thread, s *Set, args []Object) (Object, error) {
		y, err := setFromIterable(th, args[0], true)
		if err != nil {
			return nil, err
		}
		return setCompare(th, s, y, CmpLE)
	})
	m("issuperset", 1, 1, func(th *Thread, s *Set, args []Object) (Object, error) {
		y, err := setFromIterable(th, args[0], true)
		if err != nil {
			return nil, err
		}
		return setCompare(th, s, y, CmpGE)
	})
	m("isdisjoint", 1, 1, func(th *Thread, s *Set, args []Object) (Object, error) {
		y, err := setFromIterable(th, args[0], true)
		if err != nil {
			return nil, err
		}
		r, err := setIntersection(th, s, y)
		if err != nil {
			return nil, err
		}
		return NewBool(r.(*Set).used == 0), nil
	})
	m("copy", 0, 0, func(th *Thread, s *Set, args []Object) (Object, error) {
		if s.frozen && s.class == nil {
			return s, nil
		}
		return s.copySet(s.frozen), nil
	})
	if frozen {
		return
	}
	m("add", 1, 1, func(th *Thread, s *Set, args []Object) (Object, error) { return None, s.Add(th, args[0]) })
	m("remove", 1, 1, func(th *Thread, s *Set, args []Object) (Object, error) {
		found, err := s.Discard(th, args[0])
		if err != nil {
			return nil, err
		}
		if !found {
			return nil, keyError(args[0])
		}
		return None, nil
	})
	m("discard", 1, 1, func(th *Thread, s *Set, args []Object) (Object, error) {
		_, err := s.Discard(th, args[0])
		return None, err
	})
	m("pop", 0, 0, func(th *Thread, s *Set, args []Object) (Object, error) {
		if s.used == 0 {
			return nil, Errorf(KeyErrorType, "pop from an empty set")
		}
		i := s.finger
		for {
			if i >= len(s.table) {
				i = 0
			}
			e := s.table[i]
			if e.key != nil && e.key != setDummy {
				s.table[i] = setEntry{key: setDummy, hash: -1}
				s.used--
				s.finger = i + 1
				return e.key, nil
			}
			i++
		}
	})
	m("clear", 0, 0, func(th *Thread, s *Set, args []Object) (Object, error) {
		s.table, s.fill, s.used = nil, 0, 0
		return None, nil
	})
	update := func(name string, op func(th *Thread, x, y *Set) (Object, error)) {
		m(name, 0, 1<<20, func(th *Thread, s *Set, args []Object) (Object, error) {
			for _, a := range args {
				y, err := setFromIterable(th, a, true)
				if err != nil {
					return nil, err
				}
				r, err := op(th, s, y)
				if err != nil {
					return nil, err
				}
				n := r.(*Set)
				s.table, s.fill, s.used = n.table, n.fill, n.used
			}
			return None, nil
		})
	}
	update("update", setUnion)
	update("intersection_update", setIntersection)
	update("difference_update", setDifference)
	update("symmetric_difference_update", setSymDiff)
}
