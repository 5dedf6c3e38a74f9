package py

// Compiled attribute sites (obj.name loads and stores) on instances of
// user classes: the site's name is a str made once at compile time with
// its hash, so the MRO walk and the instance dict probe by pointer and
// hash nothing, and a store of a new attribute allocates no key. Instances
// whose class customises attribute access, and every other object, take
// GetAttr and SetAttr.

// lookupStr is Lookup for a name whose str and hash are known.
func (t *Type) lookupStr(k *Str) Object {
	if !t.builtin {
		return t.lookupHashed(k.s, k.Hash()).value
	}
	for _, m := range t.MRO {
		if v, ok := m.Dict.getInterned(k); ok {
			return v
		}
	}
	return nil
}

// getAttrStr is GetAttr(th, o, k.s).
func getAttrStr(th *Thread, o Object, k *Str) (Object, error) {
	inst, ok := o.(*Instance)
	if !ok || !plainInstance(inst.class) || inst.class.customGetAttr {
		return GetAttr(th, o, k.s)
	}
	t := inst.class
	d := t.lookupStr(k)
	if m, ok := d.(*Member); ok {
		return m.get(o)
	}
	if d != nil && isDataDescriptor(d) {
		return bindDescriptor(th, d, o, t)
	}
	if d == nil && k.s == "__class__" {
		// object's __class__ is a data descriptor in CPython: the instance
		// dict is not consulted
		return t, nil
	}
	if v, ok := inst.ownAttrStr(k); ok {
		return v, nil
	}
	if d != nil {
		return bindDescriptor(th, d, o, t)
	}
	return genericGetAttr(th, o, k.s)
}

// setAttrStr is SetAttr(th, o, k.s, v) for a value (not a deletion).
func setAttrStr(th *Thread, o Object, k *Str, v Object) error {
	inst, ok := o.(*Instance)
	if !ok || !plainInstance(inst.class) || inst.class.customSetAttr {
		return SetAttr(th, o, k.s, v)
	}
	return objectSetAttrStr(th, o, k, v)
}

// objectSetAttrStr is object.__setattr__(o, k, v) for a value: what
// SetAttr does for a class that does not customise it, and what a class
// that does reaches through object.__setattr__ (a frozen dataclass's
// __init__).
func objectSetAttrStr(th *Thread, o Object, k *Str, v Object) error {
	inst, ok := o.(*Instance)
	if !ok || !plainInstance(inst.class) {
		return genericSetAttr(th, o, k.s, v)
	}
	if d := inst.class.lookupStr(k); d != nil {
		if m, ok := d.(*Member); ok {
			return m.set(th, o, v)
		}
		if d.Type().DescrSet != nil {
			return slotDescrSet(th, d, o, v) // a property, a descriptor
		}
	}
	if (inst.layout() == nil && inst.dictOrNil() == nil) || k.s == "__class__" || k.s == "__dict__" {
		return genericSetAttr(th, o, k.s, v) // its AttributeError, __class__ or __dict__ assignment
	}
	inst.setAttrValue(th, k, v)
	return nil
}

// plainInstance reports whether instances of t are plain Python objects
// (no built-in base) of a user class, whose attribute access is object's.
func plainInstance(t *Type) bool {
	return !t.builtin && (t.layout == ObjectType || t.layout == nil)
}
