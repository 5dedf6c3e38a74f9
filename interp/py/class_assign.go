package py

// Assignment to obj.__class__ and to C.__bases__: both change what every
// later attribute lookup finds, so both go through the class caches'
// invalidation (type_cache.go).

// assignClass is obj.__class__ = v, allowed as CPython allows it: between
// classes written in Python whose instances have the same layout.
func assignClass(o, v Object) error {
	if v == nil {
		return Errorf(TypeErrorType, "can't delete __class__ attribute")
	}
	nt, ok := v.(*Type)
	if !ok {
		return Errorf(TypeErrorType, "__class__ must be set to a class, not '%s' object", TypeName(v))
	}
	inst, ok := o.(*Instance)
	if !ok || inst.class.builtin || nt.builtin || inst.Base() != nil {
		return Errorf(TypeErrorType, "__class__ assignment only supported for mutable types or ModuleType subclasses")
	}
	old := inst.class
	if !sameInstanceLayout(old, nt) {
		return Errorf(TypeErrorType, "__class__ assignment: '%s' object layout differs from '%s'", nt.Name, old.Name)
	}
	inst.class = nt
	return nil
}

// sameInstanceLayout reports whether instances of a and b hold the same
// storage: the built-in layout, a __dict__ or not, the same slots.
func sameInstanceLayout(a, b *Type) bool {
	return a.instanceLayout() == b.instanceLayout() && a.noInstanceDict == b.noInstanceDict && a.slotBase == b.slotBase && a.slotCount == b.slotCount
}

// instanceLayout is the built-in type whose storage t's instances have.
func (t *Type) instanceLayout() *Type {
	if t.layout == nil {
		return ObjectType
	}
	return t.layout
}

// assignBases is C.__bases__ = v: the new bases must give a consistent MRO
// and the layout C's instances already have; C and every class derived
// from it get a new MRO.
func assignBases(c *Type, v Object) error {
	if v == nil {
		return Errorf(TypeErrorType, "cannot delete '__bases__' attribute of immutable type '%s'", c.Name)
	}
	tup, ok := v.(*Tuple)
	if !ok {
		return Errorf(TypeErrorType, "can only assign tuple to %s.__bases__, not %s", c.Name, TypeName(v))
	}
	if len(tup.items) == 0 {
		return Errorf(TypeErrorType, "can only assign non-empty tuple to %s.__bases__, not ()", c.Name)
	}
	bases := make([]*Type, len(tup.items))
	for i, it := range tup.items {
		b, ok := it.(*Type)
		if !ok {
			return Errorf(TypeErrorType, "%s.__bases__ must be tuple of classes, not '%s'", c.Name, TypeName(it))
		}
		if b.final {
			return Errorf(TypeErrorType, "type '%s' is not an acceptable base type", b.Name)
		}
		if b.IsSubtype(c) {
			return Errorf(TypeErrorType, "a __bases__ item causes an inheritance cycle")
		}
		bases[i] = b
	}
	// the instances that exist keep their storage: the new bases must give
	// the layout, slots and __dict__ the old ones gave
	probe := &Type{Name: c.Name, Bases: bases, layout: ObjectType}
	for _, b := range bases {
		if l := b.layout; l != nil && l != ObjectType {
			probe.layout = l
		}
	}
	if err := inheritSlotLayout(probe); err != nil {
		return err
	}
	if !sameBaseLayout(c, probe) {
		return Errorf(TypeErrorType, "__bases__ assignment: '%s' object layout differs from '%s'", bases[0].Name, c.Name)
	}
	oldBases := c.Bases
	c.Bases = bases
	if err := recomputeMROs(c); err != nil {
		c.Bases = oldBases
		_ = recomputeMROs(c) // the old MROs were consistent
		return err
	}
	for _, b := range oldBases {
		b.removeSubclass(c)
	}
	for _, b := range bases {
		b.addSubclass(c)
	}
	classChanged(c, "", true)
	return nil
}

// sameBaseLayout reports whether probe's bases give c's instances the
// storage c's present bases give them.
func sameBaseLayout(c, probe *Type) bool {
	if probe.layout != c.instanceLayout() || probe.slotCount != c.slotCount-c.slotOwn {
		return false
	}
	if c.slotOwn == 0 && probe.slotBase != c.slotBase {
		return false
	}
	if c.noInstanceDict {
		for _, b := range probe.Bases {
			if !b.builtin && !b.noInstanceDict {
				return false
			}
		}
	}
	return true
}

// recomputeMROs computes the MRO of c and of every class derived from it
// again, each after its bases, and fails without changing any when one has
// no consistent MRO.
func recomputeMROs(c *Type) error {
	// the classes to redo: c and everything derived from it
	list := c.withDescendants()
	affected := make(map[*Type]bool, len(list))
	for _, t := range list {
		affected[t] = true
	}
	// Kahn's order: a class once all of its affected bases are done
	waiting := map[*Type]int{}
	for _, t := range list {
		for _, b := range t.Bases {
			if affected[b] {
				waiting[t]++
			}
		}
	}
	ready := []*Type{c}
	var order []*Type
	for len(ready) > 0 {
		t := ready[0]
		ready = ready[1:]
		order = append(order, t)
		for _, s := range t.liveSubclasses() {
			if waiting[s]--; waiting[s] == 0 {
				ready = append(ready, s)
			}
		}
	}
	old := make([][]*Type, len(order))
	for i, t := range order {
		old[i] = t.MRO
		mro, err := c3MRO(t)
		if err != nil {
			for j := range i {
				order[j].MRO = old[j]
			}
			return err
		}
		t.MRO = mro
	}
	return nil
}
