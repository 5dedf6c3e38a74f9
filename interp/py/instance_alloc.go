package py

// Instances of classes written in Python are made in one allocation with
// room for the values they will hold: their __slots__, or the attributes
// of any other class in layout form (attr_layout.go), sized by the most
// attributes an instance of the class has had (dictHint). An instance's
// attributes then sit next to it in memory, and filling them in __init__
// allocates nothing more.

// newPlainInstance is an empty instance of t, a class whose layout is
// object's.
func newPlainInstance(t *Type) *Instance {
	if t.noInstanceDict {
		return newSlottedInstance(t)
	}
	if t.slotCount > 0 {
		// slots beside a __dict__: rare, allocated apart
		inst := newDictInstance(t, NewDictSize(t.dictHint), nil)
		inst.setValues(make([]Object, t.slotCount))
		return inst
	}
	if t.dictHint > maxLayoutNames {
		return newDictInstance(t, NewDictSize(t.dictHint), nil)
	}
	inst, vals := newInstanceWithRoom(t.dictHint)
	inst.class = t
	inst.setLayout(t.rootLayout())
	inst.setValues(vals[:0])
	return inst
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
// a __dict__.
func newSlottedInstance(t *Type) *Instance {
	inst, vals := newInstanceWithRoom(t.slotCount)
	inst.class = t
	inst.setValues(vals)
	return inst
}

// newInstanceWithRoom allocates an instance together with room for n values
// (its slots, or its attributes in layout form) when n is small; vals has
// length n.
func newInstanceWithRoom(n int) (inst *Instance, vals []Object) {
	switch {
	case n == 0:
		return &Instance{}, nil
	case n <= 2:
		p := &struct {
			Instance
			vals [2]Object
		}{}
		return &p.Instance, p.vals[:n]
	case n <= 4:
		p := &struct {
			Instance
			vals [4]Object
		}{}
		return &p.Instance, p.vals[:n]
	case n <= 6:
		p := &struct {
			Instance
			vals [6]Object
		}{}
		return &p.Instance, p.vals[:n]
	case n <= 8:
		p := &struct {
			Instance
			vals [8]Object
		}{}
		return &p.Instance, p.vals[:n]
	}
	return &Instance{}, make([]Object, n)
}
