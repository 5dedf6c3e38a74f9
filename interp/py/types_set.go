package py

import (
	"strings"

	"github.com/mcpython/mcpython/interp/syntax"
)

// toSet returns the set value of a set, frozenset or an instance of a
// frozenset subclass.
func toSet(o Object) (*Set, bool) {
	switch x := o.(type) {
	case *Set:
		return x, true
	case *Instance:
		if s, ok := x.Base().(*Set); ok {
			return s, true
		}
	}
	return nil, false
}

// newSetLike is CPython's make_new_set_basetype: results of operations on
// subclasses are plain sets or frozensets.
func newSetLike(s *Set) *Set { return &Set{frozen: s.frozen} }

// lenHint returns the length of iterables whose size is known without
// iterating, for memory pre-checks.
func lenHint(o Object) (int64, bool) {
	switch x := o.(type) {
	case *List:
		return int64(len(x.items)), true
	case *Tuple:
		return int64(len(x.items)), true
	case *Dict:
		return int64(x.used), true
	case *Set:
		return int64(x.used), true
	case *Range:
		if x.small {
			return x.length(), true
		}
		n := x.bigLength()
		if n.IsInt64() {
			return n.Int64(), true
		}
	}
	return 0, false
}

// setEntryBytes is what one element costs a set, table slack included.
const setEntryBytes = 48

// update is CPython's set_update_internal.
func (s *Set) update(th *Thread, other Object) error {
	if o, ok := toSet(other); ok {
		return s.merge(th, o)
	}
	if d, ok := other.(*Dict); ok && d.class == nil {
		if uint64(s.fill+d.used)*5 >= s.mask()*3 {
			if err := s.resize(th, (s.used+d.used)*2); err != nil {
				return err
			}
		}
		for i := 0; i < len(d.entries); i++ {
			e := d.entries[i]
			if e.key == nil {
				continue
			}
			if err := s.addHashed(th, e.key, e.hash); err != nil {
				return err
			}
		}
		return nil
	}
	if n, ok := lenHint(other); ok && n > 1024 {
		if err := th.reserveItems(n, setEntryBytes); err != nil {
			return err
		}
	}
	it, err := Iter(th, other)
	if err != nil {
		return err
	}
	for {
		v, err := Next(th, it)
		if err != nil {
			return err
		}
		if v == nil {
			return nil
		}
		if err := th.tick(); err != nil {
			return err
		}
		if err := s.Add(th, v); err != nil {
			return err
		}
	}
}

// newSetFrom builds a set (or frozenset) from any iterable.
func newSetFrom(th *Thread, o Object, frozen bool) (*Set, error) {
	s := &Set{frozen: frozen}
	if err := s.update(th, o); err != nil {
		return nil, err
	}
	return s, nil
}

// setCopy is set_copy: a plain set or frozenset with s's elements.
func setCopy(th *Thread, s *Set) (*Set, error) {
	n := newSetLike(s)
	if err := n.merge(th, s); err != nil {
		return nil, err
	}
	return n, nil
}

// setUnionWith is set_or and union: a copy updated with other.
func setUnionWith(th *Thread, s *Set, others []Object) (*Set, error) {
	r, err := setCopy(th, s)
	if err != nil {
		return nil, err
	}
	for _, o := range others {
		if o == Object(s) {
			continue
		}
		if err := r.update(th, o); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// setIntersect is CPython's set_intersection.
func setIntersect(th *Thread, s *Set, other Object) (*Set, error) {
	if other == Object(s) {
		return setCopy(th, s)
	}
	r := newSetLike(s)
	if o, ok := toSet(other); ok {
		big, small := s, o
		if o.used > s.used {
			big, small = o, s
		}
		for _, e := range small.table {
			if e.key == nil || e.key == setDummy {
				continue
			}
			if err := th.tick(); err != nil {
				return nil, err
			}
			i, err := big.lookup(th, e.key, e.hash)
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
	it, err := Iter(th, other)
	if err != nil {
		return nil, err
	}
	for {
		v, err := Next(th, it)
		if err != nil {
			return nil, err
		}
		if v == nil {
			return r, nil
		}
		if err := th.tick(); err != nil {
			return nil, err
		}
		h, err := Hash(th, v)
		if err != nil {
			return nil, err
		}
		i, err := s.lookup(th, v, h)
		if err != nil {
			return nil, err
		}
		if i >= 0 {
			if err := r.addHashed(th, v, h); err != nil {
				return nil, err
			}
			if r.used >= s.used {
				return r, nil
			}
		}
	}
}

// setDifferenceUpdate is set_difference_update_internal.
func setDifferenceUpdate(th *Thread, s *Set, other Object) error {
	if other == Object(s) {
		s.clear()
		return nil
	}
	if o, ok := toSet(other); ok {
		if o.used>>3 > s.used {
			var err error
			if o, err = setIntersect(th, s, o); err != nil {
				return err
			}
		}
		for _, e := range o.table {
			if e.key == nil || e.key == setDummy {
				continue
			}
			if err := th.tick(); err != nil {
				return err
			}
			if _, err := s.discardHashed(th, e.key, e.hash); err != nil {
				return err
			}
		}
	} else {
		it, err := Iter(th, other)
		if err != nil {
			return err
		}
		for {
			v, err := Next(th, it)
			if err != nil {
				return err
			}
			if v == nil {
				break
			}
			if err := th.tick(); err != nil {
				return err
			}
			h, err := Hash(th, v)
			if err != nil {
				return err
			}
			if _, err := s.discardHashed(th, v, h); err != nil {
				return err
			}
		}
	}
	if uint64(s.fill-s.used) <= s.mask()/4 {
		return nil
	}
	if s.used > 50000 {
		return s.resize(th, s.used*2)
	}
	return s.resize(th, s.used*4)
}

// setDifference is CPython's set_difference.
func setDifference(th *Thread, s *Set, other Object) (*Set, error) {
	var otherSize int
	o, isSet := toSet(other)
	d, isDict := other.(*Dict)
	isDict = isDict && d.class == nil
	switch {
	case isSet:
		otherSize = o.used
	case isDict:
		otherSize = d.used
	}
	if (!isSet && !isDict) || s.used>>2 > otherSize {
		r, err := setCopy(th, s)
		if err != nil {
			return nil, err
		}
		return r, setDifferenceUpdate(th, r, other)
	}
	r := newSetLike(s)
	for _, e := range s.table {
		if e.key == nil || e.key == setDummy {
			continue
		}
		if err := th.tick(); err != nil {
			return nil, err
		}
		var found bool
		if isDict {
			_, ix, err := d.find(th, e.key, e.hash)
			if err != nil {
				return nil, err
			}
			found = ix >= 0
		} else {
			i, err := o.lookup(th, e.key, e.hash)
			if err != nil {
				return nil, err
			}
			found = i >= 0
		}
		if !found {
			if err := r.addHashed(th, e.key, e.hash); err != nil {
				return nil, err
			}
		}
	}
	return r, nil
}

// setSymmetricUpdate is set_symmetric_difference_update.
func setSymmetricUpdate(th *Thread, s *Set, other Object) error {
	if other == Object(s) {
		s.clear()
		return nil
	}
	toggle := func(key Object, hash int64) error {
		found, err := s.discardHashed(th, key, hash)
		if err != nil || found {
			return err
		}
		return s.addHashed(th, key, hash)
	}
	if d, ok := other.(*Dict); ok && d.class == nil {
		for i := 0; i < len(d.entries); i++ {
			e := d.entries[i]
			if e.key == nil {
				continue
			}
			if err := toggle(e.key, e.hash); err != nil {
				return err
			}
		}
		return nil
	}
	o, ok := toSet(other)
	if !ok {
		var err error
		if o, err = newSetFrom(th, other, s.frozen); err != nil {
			return err
		}
	}
	for _, e := range o.table {
		if e.key == nil || e.key == setDummy {
			continue
		}
		if err := th.tick(); err != nil {
			return err
		}
		if err := toggle(e.key, e.hash); err != nil {
			return err
		}
	}
	return nil
}

// setSymmetric is set_symmetric_difference: built from other, then
// toggled with s's elements.
func setSymmetric(th *Thread, s *Set, other Object) (*Set, error) {
	r, err := newSetFrom(th, other, s.frozen)
	if err != nil {
		return nil, err
	}
	return r, setSymmetricUpdate(th, r, s)
}

// setIsSubset is set_issubset.
func setIsSubset(th *Thread, s *Set, other Object) (bool, error) {
	o, ok := toSet(other)
	if !ok {
		tmp, err := setIntersect(th, s, other)
		if err != nil {
			return false, err
		}
		return tmp.used == s.used, nil
	}
	if s.used > o.used {
		return false, nil
	}
	for _, e := range s.table {
		if e.key == nil || e.key == setDummy {
			continue
		}
		if err := th.tick(); err != nil {
			return false, err
		}
		i, err := o.lookup(th, e.key, e.hash)
		if err != nil || i < 0 {
			return false, err
		}
	}
	return true, nil
}

// setIsSuperset is set_issuperset.
func setIsSuperset(th *Thread, s *Set, other Object) (bool, error) {
	if o, ok := toSet(other); ok {
		return setIsSubset(th, o, s)
	}
	it, err := Iter(th, other)
	if err != nil {
		return false, err
	}
	for {
		v, err := Next(th, it)
		if err != nil || v == nil {
			return err == nil, err
		}
		if err := th.tick(); err != nil {
			return false, err
		}
		in, err := s.Contains(th, v)
		if err != nil || !in {
			return false, err
		}
	}
}

// setIsDisjoint is set_isdisjoint.
func setIsDisjoint(th *Thread, s *Set, other Object) (bool, error) {
	if other == Object(s) {
		return s.used == 0, nil
	}
	if o, ok := toSet(other); ok {
		big, small := s, o
		if o.used > s.used {
			big, small = o, s
		}
		for _, e := range small.table {
			if e.key == nil || e.key == setDummy {
				continue
			}
			i, err := big.lookup(th, e.key, e.hash)
			if err != nil || i >= 0 {
				return false, err
			}
		}
		return true, nil
	}
	it, err := Iter(th, other)
	if err != nil {
		return false, err
	}
	for {
		v, err := Next(th, it)
		if err != nil || v == nil {
			return err == nil, err
		}
		if err := th.tick(); err != nil {
			return false, err
		}
		in, err := s.Contains(th, v)
		if err != nil || in {
			return false, err
		}
	}
}

func setCompare(th *Thread, x, y *Set, op CmpOp) (Object, error) {
	var r bool
	var err error
	switch op {
	case CmpEQ, CmpNE:
		switch {
		case x.used != y.used:
			r = false
		case x.hashed && y.hashed && x.hash != y.hash:
			r = false
		default:
			r, err = setIsSubset(th, x, y)
		}
		if op == CmpNE {
			r = !r
		}
	case CmpLE:
		r, err = setIsSubset(th, x, y)
	case CmpGE:
		r, err = setIsSuperset(th, x, y)
	case CmpLT:
		if x.used < y.used {
			r, err = setIsSubset(th, x, y)
		}
	case CmpGT:
		if x.used > y.used {
			r, err = setIsSuperset(th, x, y)
		}
	}
	if err != nil {
		return nil, err
	}
	return NewBool(r), nil
}

func setRepr(th *Thread, o Object) (string, error) {
	s, _ := toSet(o)
	t := o.Type()
	if s.used == 0 {
		return t.Name + "()", nil
	}
	if !th.reprEnter(o) {
		return t.Name + "(...)", nil
	}
	defer th.reprLeave()
	var b strings.Builder
	plain := t == SetType
	if !plain {
		b.WriteString(t.Name + "(")
	}
	b.WriteByte('{')
	if err := reprItems(th, s.Items(), &b); err != nil {
		return "", err
	}
	b.WriteByte('}')
	if !plain {
		b.WriteByte(')')
	}
	return b.String(), nil
}

func setupSet() {
	for _, t := range []*Type{SetType, FrozenSetType} {
		t := t
		frozen := t == FrozenSetType
		t.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
			if c == t || c.builtin {
				if err := NoKwargs(t.Name, kwnames); err != nil {
					return nil, err
				}
			}
			if err := ArgRange(c.Name, args, nil, 0, 1); err != nil {
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
			if f, ok := args[0].(*Set); ok && f.frozen && f.class == nil && c == FrozenSetType {
				return f, nil
			}
			return newSetFrom(th, args[0], true)
		}
		if !frozen {
			t.Init = func(th *Thread, self Object, args []Object, kwnames []string) error {
				if err := NoKwargs("set", kwnames); err != nil {
					return err
				}
				if err := ArgRange(self.Type().Name, args, nil, 0, 1); err != nil {
					return err
				}
				s, _ := toSet(self)
				if s.fill > 0 {
					s.clear()
				}
				if len(args) == 1 {
					return s.update(th, args[0])
				}
				return nil
			}
		}
		t.Repr = setRepr
		if frozen {
			t.Hash = func(th *Thread, o Object) (int64, error) {
				s, _ := toSet(o)
				return frozensetHash(s), nil
			}
		}
		t.Compare = func(th *Thread, a, b Object, op CmpOp) (Object, error) {
			x, ok1 := toSet(a)
			y, ok2 := toSet(b)
			if !ok1 || !ok2 {
				return NotImplemented, nil
			}
			return setCompare(th, x, y, op)
		}
		t.Len = func(th *Thread, o Object) (int, error) { s, _ := toSet(o); return s.used, nil }
		t.Iter = func(th *Thread, o Object) (Object, error) { s, _ := toSet(o); return newSetIter(s), nil }
		t.Contains = func(th *Thread, o, v Object) (bool, error) { s, _ := toSet(o); return s.Contains(th, v) }
		t.Binary = func(th *Thread, op syntax.Op, a, b Object, right bool) (Object, error) {
			x, ok1 := toSet(a)
			y, ok2 := toSet(b)
			if !ok1 || !ok2 {
				return NotImplemented, nil
			}
			switch op {
			case syntax.BitOr:
				return setUnionWith(th, x, []Object{y})
			case syntax.BitAnd:
				return setIntersect(th, x, y)
			case syntax.Sub:
				return setDifference(th, x, y)
			case syntax.BitXor:
				return setSymmetric(th, x, y)
			}
			return NotImplemented, nil
		}
		setupSetMethods(t, frozen)
		addClassGetItem(t)
	}
	makeUnhashable(SetType)
	SetType.Inplace = func(th *Thread, op syntax.Op, a, b Object) (Object, error) {
		x, _ := toSet(a)
		y, ok := toSet(b)
		if !ok {
			return NotImplemented, nil
		}
		var err error
		switch op {
		case syntax.BitOr:
			err = x.update(th, y)
		case syntax.BitAnd:
			var r *Set
			if r, err = setIntersect(th, x, y); err == nil {
				x.swapBodies(r)
			}
		case syntax.Sub:
			err = setDifferenceUpdate(th, x, y)
		case syntax.BitXor:
			err = setSymmetricUpdate(th, x, y)
		default:
			return NotImplemented, nil
		}
		if err != nil {
			return nil, err
		}
		return a, nil
	}
}

func setupSetMethods(t *Type, frozen bool) {
	m := methodTable{t}
	self := func(o Object) *Set { s, _ := toSet(o); return s }
	m.add("union", 0, 1<<30, func(th *Thread, o Object, args []Object) (Object, error) {
		return setUnionWith(th, self(o), args)
	})
	m.add("intersection", 0, 1<<30, func(th *Thread, o Object, args []Object) (Object, error) {
		s := self(o)
		if len(args) == 0 {
			return setCopy(th, s)
		}
		r := s
		for _, a := range args {
			n, err := setIntersect(th, r, a)
			if err != nil {
				return nil, err
			}
			r = n
		}
		return r, nil
	})
	m.add("difference", 0, 1<<30, func(th *Thread, o Object, args []Object) (Object, error) {
		s := self(o)
		if len(args) == 0 {
			return setCopy(th, s)
		}
		r, err := setDifference(th, s, args[0])
		if err != nil {
			return nil, err
		}
		for _, a := range args[1:] {
			if err := setDifferenceUpdate(th, r, a); err != nil {
				return nil, err
			}
		}
		return r, nil
	})
	m.add("symmetric_difference", 1, 1, func(th *Thread, o Object, args []Object) (Object, error) {
		return setSymmetric(th, self(o), args[0])
	})
	m.add("issubset", 1, 1, func(th *Thread, o Object, args []Object) (Object, error) {
		r, err := setIsSubset(th, self(o), args[0])
		return NewBool(r), err
	})
	m.add("issuperset", 1, 1, func(th *Thread, o Object, args []Object) (Object, error) {
		r, err := setIsSuperset(th, self(o), args[0])
		return NewBool(r), err
	})
	m.add("isdisjoint", 1, 1, func(th *Thread, o Object, args []Object) (Object, error) {
		r, err := setIsDisjoint(th, self(o), args[0])
		return NewBool(r), err
	})
	m.add("copy", 0, 0, func(th *Thread, o Object, args []Object) (Object, error) {
		s := self(o)
		if frozen && o == Object(s) && s.class == nil {
			return s, nil
		}
		return setCopy(th, s)
	})
	m.add("__reduce__", 0, 0, func(th *Thread, o Object, args []Object) (Object, error) {
		var state = None
		if d := instanceDict(o); d != nil && d.used > 0 {
			state = d
		}
		return NewTuple([]Object{o.Type(), NewTuple([]Object{NewList(self(o).Items())}), state}), nil
	})
	m.add("__sizeof__", 0, 0, func(th *Thread, o Object, args []Object) (Object, error) {
		n := 200
		if s := self(o); len(s.table) > setMinSize {
			n += len(s.table) * 16
		}
		return Int(n), nil
	})
	if frozen {
		return
	}
	m.add("add", 1, 1, func(th *Thread, o Object, args []Object) (Object, error) {
		return None, self(o).Add(th, args[0])
	})
	m.add("remove", 1, 1, func(th *Thread, o Object, args []Object) (Object, error) {
		found, err := self(o).Discard(th, args[0])
		if err != nil {
			return nil, err
		}
		if !found {
			return nil, keyError(args[0])
		}
		return None, nil
	})
	m.add("discard", 1, 1, func(th *Thread, o Object, args []Object) (Object, error) {
		_, err := self(o).Discard(th, args[0])
		return None, err
	})
	m.add("pop", 0, 0, func(th *Thread, o Object, args []Object) (Object, error) {
		s := self(o)
		if s.used == 0 {
			return nil, Errorf(KeyErrorType, "pop from an empty set")
		}
		mask := int(s.mask())
		i := s.finger & mask
		for {
			e := s.table[i]
			if e.key != nil && e.key != setDummy {
				s.table[i] = setEntry{key: setDummy, hash: -1}
				s.used--
				s.finger = i + 1
				return e.key, nil
			}
			i++
			if i > mask {
				i = 0
			}
		}
	})
	m.add("clear", 0, 0, func(th *Thread, o Object, args []Object) (Object, error) {
		self(o).clear()
		return None, nil
	})
	m.add("update", 0, 1<<30, func(th *Thread, o Object, args []Object) (Object, error) {
		s := self(o)
		for _, a := range args {
			if err := s.update(th, a); err != nil {
				return nil, err
			}
		}
		return None, nil
	})
	m.add("intersection_update", 0, 1<<30, func(th *Thread, o Object, args []Object) (Object, error) {
		s := self(o)
		r := s
		var err error
		if len(args) == 0 {
			r, err = setCopy(th, s)
		}
		for _, a := range args {
			if r, err = setIntersect(th, r, a); err != nil {
				return nil, err
			}
		}
		if err != nil {
			return nil, err
		}
		s.swapBodies(r)
		return None, nil
	})
	m.add("difference_update", 0, 1<<30, func(th *Thread, o Object, args []Object) (Object, error) {
		s := self(o)
		for _, a := range args {
			if err := setDifferenceUpdate(th, s, a); err != nil {
				return nil, err
			}
		}
		return None, nil
	})
	m.add("symmetric_difference_update", 1, 1, func(th *Thread, o Object, args []Object) (Object, error) {
		return None, setSymmetricUpdate(th, self(o), args[0])
	})
}

// buildSetDisplay evaluates a set display the way CPython 3.11 compiles
// it, which decides the table layout and so the iteration order: three or
// more constants become a frozenset constant merged into an empty set;
// starred items are merged with set.update; the rest are added in order.
func buildSetDisplay(th *Thread, items []Object, starred []bool, allConst bool) (*Set, error) {
	s := NewSet()
	if allConst && len(items) > 2 {
		// the constant is frozenset(items), rebuilt once more from its own
		// iteration order when the compiler merges constants
		f, err := NewFrozenSet(th, items)
		if err != nil {
			return nil, err
		}
		if f, err = NewFrozenSet(th, f.Items()); err != nil {
			return nil, err
		}
		return s, s.merge(th, f)
	}
	for i, v := range items {
		var err error
		if starred != nil && starred[i] {
			err = s.update(th, v)
		} else {
			err = s.Add(th, v)
		}
		if err != nil {
			return nil, err
		}
	}
	return s, nil
}
