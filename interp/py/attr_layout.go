package py

// An instance of a class written in Python keeps its attributes as a list
// of values (Instance.values) whose names live in a layout shared by every
// instance of the class that set the same names in the same order, as
// CPython shares the keys of a class's instance dicts. An instance with
// four attributes then holds four values instead of a dict of hashed
// entries and its index table. The first thing a layout cannot express —
// deleting an attribute, too many names, too many orders, or code asking
// for the __dict__ itself — turns the instance's attributes into a dict
// for good (materialize), with the same names in the same order, so what
// Python code sees never depends on which form an instance is in.
//
// Layouts hang off classes written in Python, which belong to one run
// (type_cache.go), so they need no lock.

// attrLayout is one sequence of attribute names.
type attrLayout struct {
	kind  attrsKind    // attrsLayout: Instance.attrs may point here
	names []*Str       // insertion order; a parent's names are a prefix
	next  []layoutEdge // the layouts reached by adding one more name
	// count is, on a class's root layout, how many layouts hang off it
	count int
}

type layoutEdge struct {
	name *Str
	to   *attrLayout
}

const (
	// maxLayoutNames bounds a layout: past it a dict probes faster than
	// the layout's linear search.
	maxLayoutNames = 16
	// maxLayoutEdges bounds the orders names are added in from one
	// layout: instances that vary more are better served by dicts.
	maxLayoutEdges = 8
	// maxLayouts bounds a class's layouts, which live as long as the
	// class: without it, instances setting names in ever new orders would
	// grow the tree by one layout per attribute set.
	maxLayouts = 256
)

// rootLayout is the layout of t's instances before they have attributes.
func (t *Type) rootLayout() *attrLayout {
	if t.attrRoot == nil {
		t.attrRoot = &attrLayout{}
	}
	return t.attrRoot
}

// find returns the position of the name k in l, or -1. Names compiled
// into code are interned, so a hit is usually a pointer compare; the
// hashes (a layout's names all have theirs) keep a miss — a method looked
// up through an instance — from comparing bytes.
func (l *attrLayout) find(k *Str) int {
	for i, n := range l.names {
		if n == k {
			return i
		}
	}
	h := uint32(k.Hash())
	for i, n := range l.names {
		if n.hash == h && n.s == k.s {
			return i
		}
	}
	return -1
}

// findString is find for a name given as a Go string.
func (l *attrLayout) findString(name string) int {
	h := uint32(strHash(name))
	for i, n := range l.names {
		if n.hash == h && n.s == name {
			return i
		}
	}
	return -1
}

// with returns the layout of l's names followed by k, or nil when the
// instance should hold a dict instead; root is the class's root layout.
func (l *attrLayout) with(root *attrLayout, k *Str) *attrLayout {
	k.Hash() // find compares names by hash first
	for _, e := range l.next {
		if e.name == k || e.name.hash == k.hash && e.name.s == k.s {
			return e.to
		}
	}
	if len(l.names) >= maxLayoutNames || len(l.next) >= maxLayoutEdges || root.count >= maxLayouts {
		return nil
	}
	root.count++
	names := make([]*Str, len(l.names)+1)
	copy(names, l.names)
	names[len(l.names)] = k
	to := &attrLayout{names: names}
	l.next = append(l.next, layoutEdge{name: k, to: to})
	return to
}

// ownAttrStr returns the attribute k held by the instance itself (not
// its class), in either form, without making a layout a dict.
func (i *Instance) ownAttrStr(k *Str) (Object, bool) {
	if l := i.layout(); l != nil {
		if j := l.find(k); j >= 0 {
			return i.values()[j], true
		}
		return nil, false
	}
	d := i.dictOrNil()
	if i.class.noInstanceDict || d == nil {
		return nil, false
	}
	return d.getInterned(k)
}

// ownAttr returns the attribute name held by o itself: in its __dict__,
// or in an instance's layout without making it a dict.
func ownAttr(o Object, name string) (Object, bool) {
	if inst, ok := o.(*Instance); ok && inst.layout() != nil {
		if j := inst.layout().findString(name); j >= 0 {
			return inst.values()[j], true
		}
		return nil, false
	}
	if d := instanceDict(o); d != nil {
		return d.GetStr(name)
	}
	return nil, false
}

// setAttrValue stores v as the instance attribute k of i, an instance
// with a __dict__ in either form; th is charged for the room it takes.
func (i *Instance) setAttrValue(th *Thread, k *Str, v Object) {
	if l := i.layout(); l != nil {
		vals := i.values()
		if j := l.find(k); j >= 0 {
			vals[j] = v
			return
		}
		if to := l.with(i.class.rootLayout(), k); to != nil {
			if len(vals) == cap(vals) {
				// over the memory limit, allocMem sets the run's sticky
				// abort, which the next step check reports
				_ = th.allocMem(16 * int64(len(vals)+1))
			}
			i.setLayout(to)
			vals = append(vals, v)
			i.setValues(vals)
			i.class.noteDictSize(len(vals))
			return
		}
		i.materialize()
	}
	d := i.dictOrNil()
	d.setInterned(th, k, v)
	i.class.noteDictSize(d.used)
}

// materialize turns the attributes of i from layout form into its
// __dict__, and returns it.
func (i *Instance) materialize() *Dict {
	l := i.layout()
	if l == nil {
		return i.dictOrNil()
	}
	d := NewDictSize(len(l.names))
	vals := i.values()
	for j, k := range l.names {
		d.setInterned(nil, k, vals[j])
	}
	i.setLayout(nil)
	i.setDict(d)
	i.setValues(nil)
	return d
}

// hasOwnAttr reports whether the instance itself (not its class) holds
// the attribute k.
func (i *Instance) hasOwnAttr(k *Str) bool {
	_, ok := i.ownAttrStr(k)
	return ok
}
