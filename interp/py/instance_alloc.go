package py

// Instances of classes written in Python are made in one allocation with
// the storage their attributes will need: the slot values of a __slots__
// class, or the __dict__ (its struct, entries and index table) of any
// other, sized by the most attributes an instance of the class has had
// (dictHint). An instance's attributes then sit next to it in memory, and
// filling them in __init__ allocates nothing more.

// newPlainInstance is an empty instance of t, a class whose layout is
// object's.
func newPlainInstance(t *Type) *Instance {
	if t.noInstanceDict {
		return newSlottedInstance(t)
	}
	if t.slotCount > 0 {
		// slots beside a __dict__: rare, allocated apart
		return &Instance{class: t, dict: NewDictSize(t.dictHint), slotVals: make([]Object, t.slotCount)}
	}
	switch n := t.dictHint; {
	case n == 0:
		return &Instance{class: t, dict: NewDict()}
	case n <= 2:
		p := &struct {
			Instance
			d       Dict
			entries [2]dictEntry
			indices [8]int32
		}{}
		p.Instance = Instance{class: t, dict: &p.d}
		p.d.initInline(p.entries[:0], p.indices[:])
		return &p.Instance
	case n <= 4:
		p := &struct {
			Instance
			d       Dict
			entries [4]dictEntry
			indices [8]int32
		}{}
		p.Instance = Instance{class: t, dict: &p.d}
		p.d.initInline(p.entries[:0], p.indices[:])
		return &p.Instance
	case n <= 5:
		// five is the most entries an index table of eight holds
		p := &struct {
			Instance
			d       Dict
			entries [5]dictEntry
			indices [8]int32
		}{}
		p.Instance = Instance{class: t, dict: &p.d}
		p.d.initInline(p.entries[:0], p.indices[:])
		return &p.Instance
	}
	return &Instance{class: t, dict: NewDictSize(t.dictHint)}
}

// initInline makes d an empty dict whose entries and index table are the
// given arrays (empty entries with room, a power-of-two index table).
func (d *Dict) initInline(entries []dictEntry, indices []int32) {
	for i := range indices {
		indices[i] = ixEmpty
	}
	d.entries, d.indices = entries, indices
}

// noteDictSize records that an instance of t holds n attributes, the room
// later instances are made with.
func (t *Type) noteDictSize(n int) {
	if n > t.dictHint && n <= maxDictHint {
		t.dictHint = n
	}
}

// maxDictHint bounds the room made in advance: an instance used as a
// namespace of thousands of names must not make every later one that big.
const maxDictHint = 64

// newSlottedInstance is an empty instance of t, a __slots__ class without
// a __dict__. Up to four slots share the instance's allocation.
func newSlottedInstance(t *Type) *Instance {
	var inst *Instance
	switch n := t.slotCount; {
	case n == 0:
		inst = &Instance{}
	case n <= 2:
		p := &struct {
			Instance
			vals [2]Object
		}{}
		p.slotVals = p.vals[:n:n]
		inst = &p.Instance
	case n <= 4:
		p := &struct {
			Instance
			vals [4]Object
		}{}
		p.slotVals = p.vals[:n:n]
		inst = &p.Instance
	default:
		inst = &Instance{slotVals: make([]Object, n)}
	}
	inst.class = t
	return inst
}
