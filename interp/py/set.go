package py

// Set is a set or frozenset. Its table replicates CPython's setobject.c:
// linear probing then perturbation, the last dummy on the probe path reused
// on insertion, the same resize rules and the same table-merging shortcuts.
// So sets iterate in CPython's order whenever the element hashes are
// CPython's (ints, floats, tuples and frozensets of them, None, bools).
type Set struct {
	table  []setEntry // nil stands for CPython's empty 8-slot table
	fill   int        // active + dummy entries
	used   int        // active entries
	frozen bool
	class  *Type
	attrs  *Dict
	finger int   // where pop() resumes
	hash   int64 // cached frozenset hash, valid when hashed
	hashed bool
	mark   uint32 // generation of the last memory measurement that saw it
}

type setEntry struct {
	key  Object // nil: never used; setDummy: deleted
	hash int64
}

// setDummy marks deleted slots; its hash field is -1 like CPython's.
var setDummy Object = &Cell{}

const (
	setMinSize   = 8
	linearProbes = 9
	perturbShift = 5
)

// NewSet returns an empty set.
func NewSet() *Set { return &Set{} }

// NewFrozenSet builds a frozenset from items, added in order.
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

func (s *Set) mask() uint64 {
	if s.table == nil {
		return setMinSize - 1
	}
	return uint64(len(s.table) - 1)
}

// lookup returns the slot holding key, or -1. A comparison that mutates
// the set restarts the search, as CPython does.
func (s *Set) lookup(th *Thread, key Object, hash int64) (int, error) {
restart:
	if s.table == nil {
		return -1, nil
	}
	table := s.table
	mask := uint64(len(table) - 1)
	i := uint64(hash) & mask
	perturb := uint64(hash)
	for {
		probes := uint64(0)
		if i+linearProbes <= mask {
			probes = linearProbes
		}
		for j := uint64(0); j <= probes; j++ {
			e := &table[i+j]
			if e.key == nil {
				return -1, nil
			}
			if e.hash == hash && e.key != setDummy {
				start := e.key
				if sameObject(start, key) {
					return int(i + j), nil
				}
				eq, err := keysEqual(th, start, key)
				if err != nil {
					return -1, err
				}
				if len(s.table) != len(table) || &s.table[0] != &table[0] || !sameObject(e.key, start) {
					goto restart
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

// addHashed is CPython's set_add_entry.
func (s *Set) addHashed(th *Thread, key Object, hash int64) error {
restart:
	if s.table == nil {
		s.table = make([]setEntry, setMinSize)
	}
	table := s.table
	mask := uint64(len(table) - 1)
	i := uint64(hash) & mask
	perturb := uint64(hash)
	freeslot := -1
	for {
		probes := uint64(0)
		if i+linearProbes <= mask {
			probes = linearProbes
		}
		for j := uint64(0); j <= probes; j++ {
			idx := i + j
			e := &table[idx]
			if e.key == nil {
				if freeslot >= 0 {
					table[freeslot] = setEntry{key: key, hash: hash}
					s.used++
					s.hashed = false
					return nil
				}
				*e = setEntry{key: key, hash: hash}
				s.fill++
				s.used++
				s.hashed = false
				if th != nil {
					if err := th.allocMem(shallowSize(key)); err != nil {
						return err
					}
				}
				if uint64(s.fill)*5 < mask*3 {
					return nil
				}
				if s.used > 50000 {
					return s.resize(th, s.used*2)
				}
				return s.resize(th, s.used*4)
			}
			if e.hash == hash && e.key != setDummy {
				start := e.key
				if sameObject(start, key) {
					return nil
				}
				eq, err := keysEqual(th, start, key)
				if err != nil {
					return err
				}
				if eq {
					return nil
				}
				if len(s.table) != len(table) || &s.table[0] != &table[0] || !sameObject(e.key, start) {
					goto restart
				}
			} else if e.key == setDummy {
				freeslot = int(idx)
			}
		}
		perturb >>= perturbShift
		i = (i*5 + 1 + perturb) & mask
	}
}

// setInsertClean places a key known to be absent into a table without
// dummies (CPython's set_insert_clean).
func setInsertClean(table []setEntry, key Object, hash int64) {
	mask := uint64(len(table) - 1)
	i := uint64(hash) & mask
	perturb := uint64(hash)
	for {
		if table[i].key == nil {
			table[i] = setEntry{key: key, hash: hash}
			return
		}
		if i+linearProbes <= mask {
			for j := uint64(1); j <= linearProbes; j++ {
				if table[i+j].key == nil {
					table[i+j] = setEntry{key: key, hash: hash}
					return
				}
			}
		}
		perturb >>= perturbShift
		i = (i*5 + 1 + perturb) & mask
	}
}

// resize rebuilds the table with the smallest power of two above minused,
// dropping dummies (CPython's set_table_resize).
func (s *Set) resize(th *Thread, minused int) error {
	newsize := setMinSize
	for newsize <= minused {
		newsize <<= 1
	}
	old := s.table
	if newsize == setMinSize && len(old) <= setMinSize && s.fill == s.used {
		return nil
	}
	if newsize > setMinSize && th != nil {
		if err := th.reserve(int64(newsize) * 24); err != nil {
			return err
		}
		if err := th.TickN(len(old) / 32); err != nil {
			return err
		}
	}
	table := make([]setEntry, newsize)
	for _, e := range old {
		if e.key != nil && e.key != setDummy {
			setInsertClean(table, e.key, e.hash)
		}
	}
	s.table = table
	s.fill = s.used
	return nil
}

// merge adds the elements of other (CPython's set_merge, whose shortcuts
// decide the resulting table layout).
func (s *Set) merge(th *Thread, other *Set) error {
	if other == s || other.used == 0 {
		return nil
	}
	if uint64(s.fill+other.used)*5 >= s.mask()*3 {
		if err := s.resize(th, (s.used+other.used)*2); err != nil {
			return err
		}
	}
	if s.table == nil {
		s.table = make([]setEntry, setMinSize)
	}
	s.hashed = false
	src := other.table
	if s.fill == 0 && len(s.table) == len(src) && other.fill == other.used {
		copy(s.table, src)
		s.fill, s.used = other.fill, other.used
		return nil
	}
	if s.fill == 0 {
		s.fill, s.used = other.used, other.used
		for _, e := range src {
			if e.key != nil && e.key != setDummy {
				setInsertClean(s.table, e.key, e.hash)
			}
		}
		return nil
	}
	for _, e := range src {
		if e.key != nil && e.key != setDummy {
			if err := s.addHashed(th, e.key, e.hash); err != nil {
				return err
			}
		}
	}
	return nil
}

// discardHashed removes key; found reports whether it was present.
func (s *Set) discardHashed(th *Thread, key Object, hash int64) (bool, error) {
	i, err := s.lookup(th, key, hash)
	if err != nil || i < 0 {
		return false, err
	}
	s.table[i] = setEntry{key: setDummy, hash: -1}
	s.used--
	s.hashed = false
	return true, nil
}

// hashForLookup hashes key; an unhashable set is looked up as the
// frozenset with the same elements, as CPython does for in/remove/discard.
func (s *Set) hashForLookup(th *Thread, key Object) (Object, int64, error) {
	h, err := Hash(th, key)
	if err == nil {
		return key, h, nil
	}
	if inner, ok := key.(*Set); ok && !inner.frozen {
		if e, ok := err.(*Exception); ok && e.class == TypeErrorType && !e.abort {
			fz := &Set{frozen: true}
			if err := fz.merge(th, inner); err != nil {
				return nil, 0, err
			}
			return fz, frozensetHash(fz), nil
		}
	}
	return nil, 0, err
}

// Contains reports whether key is in the set.
func (s *Set) Contains(th *Thread, key Object) (bool, error) {
	k, h, err := s.hashForLookup(th, key)
	if err != nil {
		return false, err
	}
	i, err := s.lookup(th, k, h)
	return i >= 0, err
}

// Discard removes key if present.
func (s *Set) Discard(th *Thread, key Object) (bool, error) {
	k, h, err := s.hashForLookup(th, key)
	if err != nil {
		return false, err
	}
	return s.discardHashed(th, k, h)
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

// clear empties the set back to the minimum table.
func (s *Set) clear() {
	s.table, s.fill, s.used, s.hashed = nil, 0, 0, false
}

// swapBodies exchanges the contents of two sets (CPython's
// set_swap_bodies, used by the in-place operations).
func (s *Set) swapBodies(o *Set) {
	s.table, o.table = o.table, s.table
	s.fill, o.fill = o.fill, s.fill
	s.used, o.used = o.used, s.used
	s.hashed, o.hashed = false, false
}

// frozensetHash is CPython's frozenset hash: order-independent shuffled
// xor of the element hashes, then a final dispersion step.
func frozensetHash(s *Set) int64 {
	if s.hashed {
		return s.hash
	}
	var h uint64
	for _, e := range s.table {
		if e.key == nil || e.key == setDummy {
			continue
		}
		x := uint64(e.hash)
		h ^= ((x ^ 89869747) ^ (x << 16)) * 3644798167
	}
	h ^= (uint64(s.used) + 1) * 1927868237
	h ^= (h >> 11) ^ (h >> 25)
	h = h*69069 + 907133923
	r := int64(h)
	if r == -1 {
		r = 590923713
	}
	s.hash, s.hashed = r, true
	return r
}

// setIter walks the table; it fails once the set's size changes.
type setIter struct {
	s    *Set
	i    int
	used int
	left int
}

var setIterType = &Type{Name: "set_iterator", final: true}

func (*setIter) Type() *Type { return setIterType }

func newSetIter(s *Set) *setIter { return &setIter{s: s, used: s.used, left: s.used} }

func (it *setIter) next() (Object, error) {
	if it.s == nil {
		return nil, nil
	}
	if it.s.used != it.used {
		it.used = -1
		return nil, Errorf(RuntimeErrorType, "Set changed size during iteration")
	}
	table := it.s.table
	for it.i < len(table) {
		e := table[it.i]
		it.i++
		if e.key != nil && e.key != setDummy {
			it.left--
			return e.key, nil
		}
	}
	it.s = nil
	return nil, nil
}
