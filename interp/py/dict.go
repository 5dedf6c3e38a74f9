package py

// Dict is an insertion-ordered hash table with any hashable keys, laid out
// like CPython's compact dict: a sparse index table pointing into a dense
// slice of entries, so iteration follows insertion order and stays cheap.
type Dict struct {
	class   *Type // nil for a plain dict; set for instances of dict subclasses
	attrs   *Dict // __dict__ of a dict-subclass instance
	entries []dictEntry
	indices []int32
	used    int // live entries
	// mutations counts size changes, so iterators can detect them.
	mutations uint32
	mark      uint32 // generation of the last memory measurement that saw it
}

type dictEntry struct {
	hash  int64
	key   Object // nil marks a deleted entry
	value Object
}

const (
	ixEmpty = -1
	ixDummy = -2
)

// NewDict returns an empty dict.
func NewDict() *Dict { return &Dict{} }

// NewDictSize returns an empty dict with room for n entries.
func NewDictSize(n int) *Dict {
	d := &Dict{}
	if n > 0 {
		d.entries = make([]dictEntry, 0, n)
		d.resize(n)
	}
	return d
}

func (d *Dict) Type() *Type {
	if d.class != nil {
		return d.class
	}
	return DictType
}

// Len returns the number of items.
func (d *Dict) Len() int { return d.used }

func (d *Dict) resize(minUsed int) {
	size := 8
	for size*2 < minUsed*3 {
		size <<= 1
	}
	d.indices = make([]int32, size)
	for i := range d.indices {
		d.indices[i] = ixEmpty
	}
	// compact entries
	if d.used != len(d.entries) {
		live := make([]dictEntry, 0, cap(d.entries))
		for _, e := range d.entries {
			if e.key != nil {
				live = append(live, e)
			}
		}
		d.entries = live
	}
	mask := uint64(size - 1)
	for ix, e := range d.entries {
		i := uint64(e.hash) & mask
		perturb := uint64(e.hash)
		for d.indices[i] != ixEmpty {
			perturb >>= 5
			i = (i*5 + perturb + 1) & mask
		}
		d.indices[i] = int32(ix)
	}
}

// find returns the slot index in indices and the entry index (or -1).
func (d *Dict) find(th *Thread, key Object, hash int64) (slot int, ix int, err error) {
	if d.indices == nil {
		return -1, -1, nil
	}
	mask := uint64(len(d.indices) - 1)
	i := uint64(hash) & mask
	perturb := uint64(hash)
	freeSlot := -1
	for {
		e := d.indices[i]
		if e == ixEmpty {
			if freeSlot < 0 {
				freeSlot = int(i)
			}
			return freeSlot, -1, nil
		}
		if e == ixDummy {
			if freeSlot < 0 {
				freeSlot = int(i)
			}
		} else {
			ent := &d.entries[e]
			if ent.hash == hash {
				if sameObject(ent.key, key) {
					return int(i), int(e), nil
				}
				eq, err := keysEqual(th, ent.key, key)
				if err != nil {
					return -1, -1, err
				}
				if eq {
					return int(i), int(e), nil
				}
			}
		}
		perturb >>= 5
		i = (i*5 + perturb + 1) & mask
	}
}

// keysEqual compares dict keys with fast paths for the common key types.
func keysEqual(th *Thread, a, b Object) (bool, error) {
	if sameObject(a, b) {
		return true, nil
	}
	switch x := a.(type) {
	case *Str:
		if y, ok := b.(*Str); ok {
			return x.s == y.s, nil
		}
	case Int:
		if y, ok := b.(Int); ok {
			return x == y, nil
		}
	}
	return Equal(th, a, b)
}

// findStr looks up a Go string key without allocating a Str.
func (d *Dict) findStr(s string, hash int64) int {
	if d.indices == nil {
		return -1
	}
	mask := uint64(len(d.indices) - 1)
	i := uint64(hash) & mask
	perturb := uint64(hash)
	for {
		e := d.indices[i]
		if e == ixEmpty {
			return -1
		}
		if e >= 0 {
			ent := &d.entries[e]
			if ent.hash == hash {
				if k, ok := ent.key.(*Str); ok && k.s == s {
					return int(e)
				}
			}
		}
		perturb >>= 5
		i = (i*5 + perturb + 1) & mask
	}
}

// findKey is findStr for a *Str key: the same object (an interned name)
// matches without comparing the bytes.
func (d *Dict) findKey(key *Str) int {
	if d.indices == nil {
		return -1
	}
	hash := key.Hash()
	mask := uint64(len(d.indices) - 1)
	i := uint64(hash) & mask
	perturb := uint64(hash)
	for {
		e := d.indices[i]
		if e == ixEmpty {
			return -1
		}
		if e >= 0 {
			ent := &d.entries[e]
			if ent.hash == hash {
				if k, ok := ent.key.(*Str); ok && (k == key || k.s == key.s) {
					return int(e)
				}
			}
		}
		perturb >>= 5
		i = (i*5 + perturb + 1) & mask
	}
}

// GetStr returns the value stored under the str key s.
func (d *Dict) GetStr(s string) (Object, bool) {
	ix := d.findStr(s, strHash(s))
	if ix < 0 {
		return nil, false
	}
	return d.entries[ix].value, true
}

// getInterned looks up a key whose hash is already known (compiled names);
// keys stored by the same program are the same *Str, so most probes match
// by pointer without comparing bytes.
func (d *Dict) getInterned(k *Str) (Object, bool) {
	if d.indices == nil {
		return nil, false
	}
	hash := int64(k.hash)
	mask := uint64(len(d.indices) - 1)
	i := uint64(hash) & mask
	perturb := uint64(hash)
	for {
		e := d.indices[i]
		if e == ixEmpty {
			return nil, false
		}
		if e >= 0 {
			ent := &d.entries[e]
			if ent.key == Object(k) {
				return ent.value, true
			}
			if ent.hash == hash {
				if ks, ok := ent.key.(*Str); ok && ks.s == k.s {
					return ent.value, true
				}
			}
		}
		perturb >>= 5
		i = (i*5 + perturb + 1) & mask
	}
}

// SetStr stores v under the str key s. It cannot fail: str keys compare
// without running Python code.
func (d *Dict) SetStr(s string, v Object) {
	d.setInterned(nil, NewStr(s), v)
}

func (d *Dict) setInterned(th *Thread, k *Str, v Object) {
	h := k.Hash()
	if d.indices != nil {
		// same probe as getInterned, with the pointer test first
		mask := uint64(len(d.indices) - 1)
		i := uint64(h) & mask
		perturb := uint64(h)
		for {
			e := d.indices[i]
			if e == ixEmpty {
				break
			}
			if e >= 0 {
				ent := &d.entries[e]
				if ent.key == Object(k) {
					ent.value = v
					return
				}
				if ent.hash == h {
					if ks, ok := ent.key.(*Str); ok && ks.s == k.s {
						ent.value = v
						return
					}
				}
			}
			perturb >>= 5
			i = (i*5 + perturb + 1) & mask
		}
	}
	d.insertNew(th, k, h, v)
}

func (d *Dict) insertNew(th *Thread, key Object, hash int64, v Object) {
	if d.indices == nil || (len(d.entries)+1)*3 > len(d.indices)*2 {
		d.resize(d.used + 1)
		// over the memory limit, allocMem sets the run's sticky abort,
		// which the next step check reports
		_ = th.allocMem(int64(len(d.indices))*4 + int64(cap(d.entries))*40)
	}
	mask := uint64(len(d.indices) - 1)
	i := uint64(hash) & mask
	perturb := uint64(hash)
	for d.indices[i] >= 0 {
		perturb >>= 5
		i = (i*5 + perturb + 1) & mask
	}
	d.indices[i] = int32(len(d.entries))
	d.entries = append(d.entries, dictEntry{hash: hash, key: key, value: v})
	d.used++
	d.mutations++
	_ = th.allocMem(shallowSize(key) + shallowSize(v)) // as above
}

// GetItem returns the value for key; found is false when absent.
func (d *Dict) GetItem(th *Thread, key Object) (v Object, found bool, err error) {
	if s, ok := key.(*Str); ok {
		ix := d.findKey(s)
		if ix < 0 {
			return nil, false, nil
		}
		return d.entries[ix].value, true, nil
	}
	h, err := Hash(th, key)
	if err != nil {
		return nil, false, err
	}
	_, ix, err := d.find(th, key, h)
	if err != nil || ix < 0 {
		return nil, false, err
	}
	return d.entries[ix].value, true, nil
}

// SetItem stores v under key.
func (d *Dict) SetItem(th *Thread, key, v Object) error {
	if s, ok := key.(*Str); ok {
		d.setInterned(th, s, v)
		return nil
	}
	h, err := Hash(th, key)
	if err != nil {
		return err
	}
	_, ix, err := d.find(th, key, h)
	if err != nil {
		return err
	}
	if ix >= 0 {
		d.entries[ix].value = v
		return nil
	}
	d.insertNew(th, key, h, v)
	return nil
}

// DelItem removes key; found is false when it was absent.
func (d *Dict) DelItem(th *Thread, key Object) (found bool, err error) {
	h, err := Hash(th, key)
	if err != nil {
		return false, err
	}
	slot, ix, err := d.find(th, key, h)
	if err != nil || ix < 0 {
		return false, err
	}
	_ = slot
	d.removeEntry(ix)
	return true, nil
}

// DelStr removes a str key.
func (d *Dict) DelStr(s string) bool {
	found, _ := d.DelItem(nil, NewStr(s))
	return found
}

// Clear removes every item.
func (d *Dict) Clear() {
	d.entries = nil
	d.indices = nil
	d.used = 0
	d.mutations++
}

// Items calls fn for each live entry in insertion order; fn returning false stops.
func (d *Dict) Items(fn func(k, v Object) bool) {
	for i := 0; i < len(d.entries); i++ {
		e := d.entries[i]
		if e.key != nil && !fn(e.key, e.value) {
			return
		}
	}
}

// Keys returns the keys in order.
func (d *Dict) Keys() []Object {
	out := make([]Object, 0, d.used)
	for _, e := range d.entries {
		if e.key != nil {
			out = append(out, e.key)
		}
	}
	return out
}

// Copy returns a shallow copy (a plain dict).
func (d *Dict) Copy() *Dict {
	n := &Dict{used: d.used}
	if d.used == len(d.entries) {
		n.entries = append([]dictEntry(nil), d.entries...)
		if d.indices != nil {
			n.indices = append([]int32(nil), d.indices...)
		}
		return n
	}
	n.entries = make([]dictEntry, 0, d.used)
	for _, e := range d.entries {
		if e.key != nil {
			n.entries = append(n.entries, e)
		}
	}
	n.resize(n.used)
	return n
}

// removeEntry deletes entry ix, whose key is known to be present.
func (d *Dict) removeEntry(ix int) {
	h := d.entries[ix].hash
	mask := uint64(len(d.indices) - 1)
	i := uint64(h) & mask
	perturb := uint64(h)
	for d.indices[i] != int32(ix) {
		perturb >>= 5
		i = (i*5 + perturb + 1) & mask
	}
	d.indices[i] = ixDummy
	d.entries[ix] = dictEntry{}
	d.used--
	d.mutations++
}

// popLast removes and returns the last inserted item (dict.popitem). Like
// CPython it also drops the deleted entries at the end, so that repeated
// popitem calls stay O(1).
func (d *Dict) popLast() (k, v Object, ok bool) {
	for i := len(d.entries) - 1; i >= 0; i-- {
		e := d.entries[i]
		if e.key != nil {
			d.removeEntry(i)
			d.entries = d.entries[:i]
			return e.key, e.value, true
		}
	}
	return nil, nil, false
}
