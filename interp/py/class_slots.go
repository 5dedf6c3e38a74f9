package py

// __slots__ in a class body: each name becomes a member descriptor on the
// class, and when no class of the MRO keeps a __dict__ the instances have
// none, so assigning any other attribute raises AttributeError as in
// CPython. The slot values live in the instance's dict field, which
// instanceDict hides for such classes, or in its slots field when a class
// of the MRO keeps a __dict__.

// Member is a slot descriptor (<member 'x' of 'C' objects>).
type Member struct {
	name  string
	owner *Type
	// key is name as a str with its hash computed, made once so that every
	// get and set probes by pointer and allocates nothing
	key *Str
}

// newMember is the slot descriptor for name on owner.
func newMember(name string, owner *Type) *Member {
	key := NewStr(name)
	key.Hash()
	return &Member{name: name, owner: owner, key: key}
}

var MemberDescriptorType = &Type{Name: "member_descriptor", final: true}

func (*Member) Type() *Type { return MemberDescriptorType }

func setupMemberDescriptors() {
	t := MemberDescriptorType
	initBuiltinType(t, ObjectType, nil)
	t.Repr = func(th *Thread, o Object) (string, error) {
		m := o.(*Member)
		return "<member '" + m.name + "' of '" + m.owner.Name + "' objects>", nil
	}
	t.DescrGet = func(th *Thread, d, obj Object, _ *Type) (Object, error) {
		m := d.(*Member)
		if obj == nil || obj == None {
			return m, nil
		}
		store, err := m.storage(obj)
		if err != nil {
			return nil, err
		}
		if v, ok := store.getInterned(m.key); ok {
			return v, nil
		}
		return nil, Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", TypeName(obj), m.name)
	}
	t.DescrSet = func(th *Thread, d, obj, v Object) error {
		m := d.(*Member)
		store, err := m.storage(obj)
		if err != nil {
			return err
		}
		if v == nil {
			if !store.DelStr(m.name) {
				return NewException(AttributeErrorType, NewStr(m.name))
			}
			return nil
		}
		store.setInterned(th, m.key, v)
		return nil
	}
	finishType(t)
}

// storage returns the dict that holds obj's slot values.
func (m *Member) storage(obj Object) (*Dict, error) {
	if inst, ok := obj.(*Instance); ok && inst.class.IsSubtype(m.owner) && inst.dict != nil {
		if inst.class.noInstanceDict {
			return inst.dict, nil
		}
		// the class keeps a __dict__ too: slot values stay out of it
		if inst.slots == nil {
			inst.slots = NewDict()
		}
		return inst.slots, nil
	}
	// a subclass of a built-in container (dict, list, ...) keeps its
	// attributes, slots included, beside the built-in value
	if obj.Type().IsSubtype(m.owner) {
		if _, isInst := obj.(*Instance); !isInst {
			if d := instanceDict(obj); d != nil {
				return d, nil
			}
		}
	}
	return nil, Errorf(TypeErrorType, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", m.name, m.owner.Name, TypeName(obj))
}

// applySlots reads __slots__ from a new class's namespace, adds a member
// descriptor per name and decides whether instances keep a __dict__.
func applySlots(th *Thread, t *Type, ns *Dict) error {
	decl, ok := ns.GetStr("__slots__")
	if !ok {
		return nil
	}
	var names []Object
	if s, ok := decl.(*Str); ok {
		names = []Object{s}
	} else {
		var err error
		if names, err = Collect(th, decl); err != nil {
			return err
		}
	}
	withDict := false
	for _, n := range names {
		s, ok := n.(*Str)
		if !ok {
			return Errorf(TypeErrorType, "__slots__ items must be strings, not '%s'", TypeName(n))
		}
		name := s.String()
		if !isIdentifier(name) {
			return Errorf(TypeErrorType, "__slots__ must be identifiers")
		}
		switch name {
		case "__dict__":
			withDict = true
			continue
		case "__weakref__":
			continue
		}
		if _, clash := ns.GetStr(name); clash {
			return Errorf(ValueErrorType, "'%s' in __slots__ conflicts with class variable", name)
		}
		ns.SetStr(name, newMember(name, t))
		t.slotCount++
	}
	if withDict || t.layout != ObjectType {
		return nil
	}
	for _, b := range t.Bases {
		if !b.builtin && !b.noInstanceDict {
			return nil
		}
	}
	t.noInstanceDict = true
	for i, b := range t.MRO {
		if i > 0 {
			t.slotCount += b.slotCount
		}
	}
	return nil
}

// isIdentifier reports whether s is a Python identifier (ASCII fast path;
// other letters are accepted as CPython's isidentifier does for them).
func isIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		switch {
		case r == '_', r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r > 127:
		case r >= '0' && r <= '9' && i > 0:
		default:
			return false
		}
	}
	return true
}
