package py

import "github.com/mcpython/mcpython/interp/resolve"

// __slots__ in a class body: each name becomes a member descriptor on the
// class, and when no class of the MRO keeps a __dict__ the instances have
// none, so assigning any other attribute raises AttributeError as in
// CPython. An instance keeps its slot values beside it (Instance.values) indexed
// by the member's index: a class's own slots come after those of its
// slotted base, and as in CPython two bases whose slots are not one
// inheriting the other's cannot be combined (instance lay-out conflict).

// Member is a slot descriptor (<member 'x' of 'C' objects>).
type Member struct {
	name  string
	owner *Type
	// index is the slot's place in an instance's values
	index int
	// key is name as a str with its hash computed, made once so that the
	// dict of a built-in container subclass is probed by pointer
	key *Str
}

// newMember is the slot descriptor for name, the next slot of owner.
func newMember(name string, owner *Type) *Member {
	key := NewStr(name)
	key.Hash()
	m := &Member{name: name, owner: owner, index: owner.slotCount, key: key}
	owner.slotCount++
	owner.slotOwn++
	owner.slotBase = owner
	return m
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
		return m.get(obj)
	}
	t.DescrSet = func(th *Thread, d, obj, v Object) error { return d.(*Member).set(th, obj, v) }
	t.AddMethod("__set__", func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) {
		if err := ArgRange("__set__", args, kwnames, 2, 2); err != nil {
			return nil, err
		}
		return None, self.(*Member).set(th, args[0], args[1])
	})
	t.AddMethod("__delete__", func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) {
		if err := ArgRange("__delete__", args, kwnames, 1, 1); err != nil {
			return nil, err
		}
		return None, self.(*Member).set(th, args[0], nil)
	})
	finishType(t)
}

// get reads the slot of obj.
func (m *Member) get(obj Object) (Object, error) {
	if inst, ok := obj.(*Instance); ok && inst.class.IsSubtype(m.owner) {
		if vals := inst.values(); m.index < len(vals) {
			if v := vals[m.index]; v != nil {
				return v, nil
			}
		}
		return nil, Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", TypeName(obj), m.name)
	}
	store, err := m.containerStorage(obj)
	if err != nil {
		return nil, err
	}
	if v, ok := store.getInterned(m.key); ok {
		return v, nil
	}
	return nil, Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", TypeName(obj), m.name)
}

// set stores v in the slot of obj; v nil deletes.
func (m *Member) set(th *Thread, obj, v Object) error {
	if inst, ok := obj.(*Instance); ok && inst.class.IsSubtype(m.owner) {
		vals := inst.values()
		if m.index >= len(vals) {
			if v == nil {
				return NewException(AttributeErrorType, NewStr(m.name))
			}
			// an instance made before its class had this many slots
			// (a built-in base's value wrapped by New) grows to them
			grown := make([]Object, max(inst.class.slotCount, m.index+1))
			copy(grown, vals)
			inst.setValues(grown)
			vals = grown
		}
		if v == nil && vals[m.index] == nil {
			return NewException(AttributeErrorType, NewStr(m.name))
		}
		vals[m.index] = v
		return nil
	}
	store, err := m.containerStorage(obj)
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

// containerStorage returns the dict that holds the slot values of obj, an
// instance of a subclass of a built-in container (dict, list, ...): it
// keeps its attributes, slots included, beside the built-in value.
func (m *Member) containerStorage(obj Object) (*Dict, error) {
	if obj.Type().IsSubtype(m.owner) {
		if _, isInst := obj.(*Instance); !isInst {
			if d := instanceDict(obj); d != nil {
				return d, nil
			}
		}
	}
	return nil, Errorf(TypeErrorType, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", m.name, m.owner.Name, TypeName(obj))
}

// inheritSlotLayout sets t's slot layout from its bases: the slots of its
// most derived slotted base come first in its instances. It fails when two
// bases add slots and neither derives from the other.
func inheritSlotLayout(t *Type) error {
	var solid *Type
	for _, b := range t.Bases {
		sb := b.slotBase
		switch {
		case sb == nil:
		case solid == nil || sb.IsSubtype(solid):
			solid = sb
		case !solid.IsSubtype(sb):
			return Errorf(TypeErrorType, "multiple bases have instance lay-out conflict")
		}
	}
	t.slotBase = solid
	t.slotCount = 0
	if solid != nil {
		t.slotCount = solid.slotCount
	}
	return nil
}

// applySlots reads __slots__ from a new class's namespace, adds a member
// descriptor per name and decides whether instances keep a __dict__.
func applySlots(th *Thread, t *Type, ns *Dict) error {
	if err := inheritSlotLayout(t); err != nil {
		return err
	}
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
		name = resolve.MangleIn(t.Name, name) // as self.__x compiles
		if _, clash := ns.GetStr(name); clash {
			return Errorf(ValueErrorType, "'%s' in __slots__ conflicts with class variable", name)
		}
		if t.slotCount >= maxInstanceValues {
			return Errorf(TypeErrorType, "__slots__ of '%s' and its bases hold more than %d names", t.Name, maxInstanceValues)
		}
		ns.SetStr(name, newMember(name, t))
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

// pendingSlots are slot values by name for an instance being rebuilt from
// a snapshot.
type pendingSlots struct {
	inst   *Instance
	values *Dict
}

// slotMember finds the member descriptor named name that applies to
// instances of t.
func slotMember(t *Type, name string) *Member {
	m, ok := t.Lookup(name).(*Member)
	if !ok || !t.IsSubtype(m.owner) {
		return nil
	}
	return m
}

// namedSlots returns inst's set slot values by name, nil when it has none
// (snapshots record slots by name: indices are not kept).
func namedSlots(inst *Instance) *Dict {
	var out *Dict
	vals := inst.values()
	for _, c := range inst.class.MRO {
		c.Dict.Items(func(k, v Object) bool {
			m, ok := v.(*Member)
			if !ok || m.owner != c || m.index >= len(vals) || vals[m.index] == nil {
				return true
			}
			if out == nil {
				out = NewDict()
			}
			out.SetStr(m.name, vals[m.index])
			return true
		})
	}
	return out
}

// setNamedSlots stores the values of named (by slot name) in inst and
// returns those its class has no member for, nil when there are none.
func setNamedSlots(inst *Instance, named *Dict) *Dict {
	var rest *Dict
	named.Items(func(k, v Object) bool {
		name, _ := AsStr(k)
		if m := slotMember(inst.class, name); m != nil {
			_ = m.set(nil, inst, v) // cannot fail: the member applies and v is set
		} else {
			if rest == nil {
				rest = NewDict()
			}
			rest.SetStr(name, v)
		}
		return true
	})
	return rest
}
