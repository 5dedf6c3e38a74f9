package py

import (
	"errors"
	"fmt"
	"math"
	"runtime/debug"
)

// Building turns parsed nodes into objects on a run's thread. Mutable
// objects exist before their parts are built, so cycles through them come
// back with their identity; classes are made without running metaclasses,
// __init_subclass__ or decorators again, instances without __init__.

// errSnapBuild marks a node graph that does not describe valid objects.
var errSnapBuild = errors.New("snapshot does not describe valid objects")

func buildError(format string, args ...any) error {
	return fmt.Errorf("%w: %w: %s", ErrBadSnapshot, errSnapBuild, fmt.Sprintf(format, args...))
}

type snapBuilder struct {
	th    *Thread
	snap  *Snapshot
	main  *Dict
	depth int
	// slotValues are set once every global is built: an instance can be
	// built while its class's dict, members included, is being filled, and
	// the slots its class has no member for yet wait here
	slotValues []pendingSlots
}

// Panicked returns the Go panic recovered while binding, if any: a bug in
// the builder, which fuzzing looks for (the global is dropped meanwhile).
func (s *Snapshot) Panicked() error { return s.panicked }

// Bind builds the snapshot's globals into globals (the namespace's own
// dict, which functions of the session get as theirs) on th, importing
// modules through th's importer. A global that cannot be rebuilt (its
// module is gone, say) is left out and named in dropped. err is set only
// when the run must stop (a time or memory limit).
func (s *Snapshot) Bind(th *Thread, globals *Dict) (dropped []string, err error) {
	b := &snapBuilder{th: th, snap: s, main: globals}
	for i, name := range s.names {
		v, err := b.buildGlobal(s.values[i])
		if errors.Is(err, ErrSnapshotPanic) && s.panicked == nil {
			s.panicked = err
		}
		if err != nil {
			if a := th.Aborted(); a != nil {
				return dropped, a
			}
			dropped = append(dropped, name)
			continue
		}
		globals.SetStr(name, v)
	}
	for _, p := range b.slotValues {
		setNamedSlots(p.inst, p.values)
	}
	return dropped, nil
}

// ErrSnapshotPanic marks a Go panic recovered while binding: a bug.
var ErrSnapshotPanic = errors.New("internal error binding a session snapshot")

func (b *snapBuilder) buildGlobal(n *snapNode) (v Object, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: %v\n%s", ErrSnapshotPanic, r, debug.Stack())
		}
	}()
	b.depth = 0
	return b.build(n)
}

func (b *snapBuilder) build(n *snapNode) (Object, error) {
	switch n.tag {
	case tagNone:
		return None, nil
	case tagTrue:
		return True, nil
	case tagFalse:
		return False, nil
	case tagEllipsis:
		return Ellipsis, nil
	case tagNotImplemented:
		return NotImplemented, nil
	case tagAbsent:
		return nil, nil
	case tagInt:
		return Int(n.i), nil
	case tagBigInt:
		return NewBigInt(bigOf(n)), nil
	case tagFloat:
		return Float(math.Float64frombits(uint64(n.i))), nil
	case tagComplex:
		return Complex(complex(math.Float64frombits(uint64(n.i)), math.Float64frombits(n.flags))), nil
	}
	if n.obj != nil {
		return n.obj, nil
	}
	if n.building {
		return nil, buildError("a %d record refers to itself before it exists", n.tag)
	}
	if b.depth >= maxSnapDepth {
		return nil, buildError("objects nested more than %d deep", maxSnapDepth)
	}
	if err := b.th.allocMem(64 + int64(len(n.s)) + 8*int64(len(n.kids))); err != nil {
		return nil, err
	}
	b.depth++
	n.building = true
	o, err := b.record(n)
	n.building = false
	b.depth--
	if err != nil {
		return nil, err
	}
	n.obj = o
	return o, nil
}

// kid builds part i of n; absent parts are nil.
func (b *snapBuilder) kid(n *snapNode, i int) (Object, error) { return b.build(n.kids[i]) }

func (b *snapBuilder) kidsFrom(n *snapNode, from int) ([]Object, error) {
	items := make([]Object, 0, len(n.kids)-from)
	for _, k := range n.kids[from:] {
		v, err := b.build(k)
		if err != nil {
			return nil, err
		}
		if v == nil {
			return nil, buildError("an absent item")
		}
		items = append(items, v)
	}
	return items, nil
}

// fill adds the key, value pairs in n.kids[from:] to d.
func (b *snapBuilder) fill(d *Dict, n *snapNode, from int) error {
	for i := from; i+1 < len(n.kids); i += 2 {
		k, err := b.build(n.kids[i])
		if err != nil {
			return err
		}
		v, err := b.build(n.kids[i+1])
		if err != nil {
			return err
		}
		if k == nil || v == nil {
			return buildError("an absent dict item")
		}
		if err := d.SetItem(b.th, k, v); err != nil {
			return err
		}
	}
	return nil
}

// record builds a registered node; n.obj is set early for mutable kinds.
func (b *snapBuilder) record(n *snapNode) (Object, error) {
	switch n.tag {
	case tagStr:
		return NewStr(n.s), nil
	case tagBytes:
		return NewBytes([]byte(n.s)), nil
	case tagByteArray:
		return NewByteArray([]byte(n.s)), nil
	case tagTuple:
		items, err := b.kidsFrom(n, 0)
		if err != nil {
			return nil, err
		}
		return NewTuple(items), nil
	case tagList:
		l := NewList(make([]Object, 0, len(n.kids)))
		n.obj = l
		items, err := b.kidsFrom(n, 0)
		l.items = append(l.items, items...)
		return l, err
	case tagDict:
		d := NewDictSize(len(n.kids) / 2)
		n.obj = d
		return d, b.fill(d, n, 0)
	case tagSet:
		s := NewSet()
		n.obj = s
		return s, b.addAll(s, n, 0)
	case tagFrozenSet:
		items, err := b.kidsFrom(n, 0)
		if err != nil {
			return nil, err
		}
		return NewFrozenSet(b.th, items)
	case tagRange:
		return b.rangeOf(n)
	case tagSlice:
		parts, err := b.kidsFrom(n, 0)
		if err != nil {
			return nil, err
		}
		return &Slice{Start: parts[0], Stop: parts[1], Step: parts[2]}, nil
	case tagCell:
		c := &Cell{}
		n.obj = c
		v, err := b.kid(n, 0)
		c.V = v
		return c, err
	case tagModule:
		return b.th.ImportModule(n.s)
	case tagModuleDict:
		m, err := b.th.ImportModule(n.s)
		if err != nil {
			return nil, err
		}
		mm, ok := m.(*Module)
		if !ok {
			return nil, buildError("%s is not a module", n.s)
		}
		return mm.Dict, nil
	case tagMainDict:
		return b.main, nil
	case tagGlobal:
		return resolveGlobal(b.th, n.s, n.ext.s2)
	case tagFunction:
		return b.function(n)
	case tagClass:
		return b.class(n)
	case tagInstance:
		return b.instance(n)
	case tagSubDict, tagSubList, tagSubSet:
		return b.subclassed(n)
	case tagException:
		return b.exception(n)
	case tagBoundMethod:
		parts, err := b.kidsFrom(n, 0)
		if err != nil {
			return nil, err
		}
		return &BoundMethod{Func: parts[0], Self: parts[1]}, nil
	case tagClassMethod, tagStaticMethod, tagProperty:
		return b.descriptor(n)
	case tagMember:
		owner, err := b.kid(n, 0)
		if err != nil {
			return nil, err
		}
		t, ok := owner.(*Type)
		if !ok || t.builtin {
			return nil, buildError("member owner is not a class defined by code")
		}
		if len(t.liveSubclasses()) > 0 {
			// a subclass's slots were placed after the owner's already
			return nil, buildError("a slot of a class built after its subclass")
		}
		return newMember(n.s, t), nil
	case tagAttr:
		o, err := b.kid(n, 0)
		if err != nil {
			return nil, err
		}
		if o == nil {
			return nil, buildError("attribute of nothing")
		}
		return GetAttr(b.th, o, n.s)
	case tagReduce:
		return b.reduce(n)
	case tagGenericAlias, tagUnion:
		parts, err := b.kidsFrom(n, 0)
		if err != nil {
			return nil, err
		}
		args, ok := parts[len(parts)-1].(*Tuple)
		if !ok {
			return nil, buildError("alias arguments are not a tuple")
		}
		items := append([]Object(nil), args.items...)
		if n.tag == tagUnion {
			return &UnionType{Args: items}, nil
		}
		return &GenericAlias{Origin: parts[0], Args: items}, nil
	case tagMappingProxy:
		d, err := b.dictKid(n, 0)
		if err != nil {
			return nil, err
		}
		if d == nil {
			return nil, buildError("mappingproxy of nothing")
		}
		return NewMappingProxy(d), nil
	}
	return nil, buildError("unknown tag %d", n.tag)
}

func (b *snapBuilder) addAll(s *Set, n *snapNode, from int) error {
	items, err := b.kidsFrom(n, from)
	if err != nil {
		return err
	}
	for _, it := range items {
		if err := s.Add(b.th, it); err != nil {
			return err
		}
	}
	return nil
}

func (b *snapBuilder) rangeOf(n *snapNode) (Object, error) {
	parts, err := b.kidsFrom(n, 0)
	if err != nil {
		return nil, err
	}
	for _, p := range parts {
		switch p.(type) {
		case Int, *BigInt:
		default:
			return nil, buildError("range bound is not an int")
		}
	}
	if toBig(parts[2]).Sign() == 0 {
		return nil, buildError("range step is zero")
	}
	return makeRange(parts[0], parts[1], parts[2]), nil
}

// program recompiles source i of the snapshot (cached per process).
func (b *snapBuilder) program(i uint64) (*Program, error) {
	if p := b.snap.progs[i]; p != nil {
		return p, nil
	}
	src := b.snap.sources[i]
	var p *Program
	var err error
	if src.library {
		p, err = moduleProgram(b.th, src.filename, src.sum)
	} else {
		p, err = snapProgram(src.filename, src.text)
	}
	if err != nil {
		return nil, err
	}
	b.snap.progs[i] = p
	return p, nil
}

func asTypeOrNil(o Object) (*Type, bool) {
	if o == nil || o == None {
		return nil, true
	}
	t, ok := o.(*Type)
	return t, ok
}

func (b *snapBuilder) function(n *snapNode) (Object, error) {
	prog, err := b.program(n.flags)
	if err != nil {
		return nil, err
	}
	if n.i >= int64(len(prog.codes)) {
		return nil, buildError("function %d of a source with %d", n.i, len(prog.codes))
	}
	code := prog.codes[n.i]
	f := &Function{code: code}
	n.obj = f
	parts := make([]Object, snapFunctionFields)
	for i := range parts {
		if parts[i], err = b.kid(n, i); err != nil {
			return nil, err
		}
	}
	g, ok := parts[fnGlobals].(*Dict)
	if !ok || g.class != nil {
		return nil, buildError("function globals are not a dict")
	}
	f.globals = g
	name, ok1 := AsStr(noneIfNil(parts[fnName]))
	qual, ok2 := AsStr(noneIfNil(parts[fnQualName]))
	if !ok1 || !ok2 {
		return nil, buildError("function name is not a str")
	}
	f.Name, f.QualName = name, qual
	f.Module, f.Doc, f.annotations = parts[fnModule], parts[fnDoc], parts[fnAnnotations]
	if d := parts[fnDefaults]; d != nil {
		t, ok := d.(*Tuple)
		if !ok {
			return nil, buildError("function defaults are not a tuple")
		}
		f.Defaults = append([]Object(nil), t.items...)
	}
	if d := parts[fnKwDefaults]; d != nil {
		kd, ok := d.(*Dict)
		if !ok || kd.class != nil {
			return nil, buildError("function keyword defaults are not a dict")
		}
		f.KwDefaults = kd
	}
	if d := parts[fnDict]; d != nil {
		dd, ok := d.(*Dict)
		if !ok || dd.class != nil {
			return nil, buildError("function __dict__ is not a dict")
		}
		f.dict = dd
	}
	var cells []*Cell
	if c := parts[fnClosure]; c != nil {
		t, ok := c.(*Tuple)
		if !ok {
			return nil, buildError("function closure is not a tuple")
		}
		for _, it := range t.items {
			cell, ok := it.(*Cell)
			if !ok {
				return nil, buildError("function closure holds a non-cell")
			}
			cells = append(cells, cell)
		}
	}
	if len(cells) != len(code.freeSlots) {
		return nil, buildError("function %s has %d closure cells, its code needs %d", qual, len(cells), len(code.freeSlots))
	}
	f.closure = cells
	return f, nil
}

// class makes a class as newClass does, minus everything that runs code:
// no metaclass call, no __set_name__, no __init_subclass__; __slots__ are
// already member descriptors in the dict.
func (b *snapBuilder) class(n *snapNode) (Object, error) {
	nb := int(n.nbases)
	bases := make([]*Type, 0, nb)
	for i := range nb {
		o, err := b.kid(n, i)
		if err != nil {
			return nil, err
		}
		bt, ok := o.(*Type)
		if !ok || bt.final || bt.MRO == nil {
			return nil, buildError("class base is not an acceptable class")
		}
		bases = append(bases, bt)
	}
	if len(bases) == 0 {
		return nil, buildError("class without bases")
	}
	mo, err := b.kid(n, nb)
	if err != nil {
		return nil, err
	}
	meta, ok := asTypeOrNil(mo)
	if !ok || meta != nil && (!meta.IsSubtype(TypeType) || meta.MRO == nil) {
		return nil, buildError("metaclass is not a type")
	}
	t := &Type{Name: n.s, Bases: bases, Dict: NewDict(), abstract: n.ext.strs}
	if meta != nil && meta != TypeType {
		t.metaclass = meta
	}
	t.noInstanceDict = n.flags&classNoInstanceDict != 0
	if t.MRO, err = c3MRO(t); err != nil {
		return nil, err
	}
	t.layout = ObjectType
	for _, bt := range bases {
		l := bt.layout
		if l == nil || l == ObjectType {
			continue
		}
		if t.layout == ObjectType || l.IsSubtype(t.layout) {
			t.layout = l
		} else if !t.layout.IsSubtype(l) {
			return nil, buildError("class bases have conflicting layouts")
		}
	}
	t.Module = "__main__"
	if err := inheritSlotLayout(t); err != nil {
		return nil, buildError("class bases have conflicting slots")
	}
	fixupSlots(t)
	for _, bt := range bases {
		bt.addSubclass(t)
	}
	n.obj = t
	if err := b.fill(t.Dict, n, nb+1); err != nil {
		return nil, err
	}
	if m, ok := t.Dict.GetStr("__module__"); ok {
		if s, ok := AsStr(m); ok {
			t.Module = s
		}
	}
	if err := takeClassNames(t, t.Dict); err != nil {
		return nil, buildError("class __qualname__ is not a str")
	}
	// a subclass built while the dict was filled looked t up half made:
	// its slots and cache are redone too
	classChanged(t, "", true)
	return t, nil
}

// userClass checks that o is a class defined by code whose instances have
// the built-in layout want.
func userClass(o Object, want *Type) (*Type, error) {
	t, ok := o.(*Type)
	if !ok || t.builtin || t.MRO == nil {
		return nil, buildError("instance class is not a class defined by code")
	}
	l := t.layout
	if l == nil {
		l = ObjectType
	}
	if want != nil && l != want {
		return nil, buildError("class %s does not have the layout of %s", t.Name, want.Name)
	}
	return t, nil
}

func (b *snapBuilder) dictKid(n *snapNode, i int) (*Dict, error) {
	o, err := b.kid(n, i)
	if err != nil || o == nil {
		return nil, err
	}
	d, ok := o.(*Dict)
	if !ok || d.class != nil {
		return nil, buildError("expected a dict")
	}
	return d, nil
}

func (b *snapBuilder) instance(n *snapNode) (Object, error) {
	co, err := b.kid(n, 0)
	if err != nil {
		return nil, err
	}
	t, err := userClass(co, nil)
	if err != nil {
		return nil, err
	}
	base, err := b.kid(n, 1)
	if err != nil {
		return nil, err
	}
	l := t.layout
	if l == nil {
		l = ObjectType
	}
	switch {
	case l == ObjectType && base == nil:
	case l != ObjectType && l != TypeType && base != nil && !isMutableLayout(l) && base.Type() == l:
	default:
		return nil, buildError("instance of %s has a wrong built-in value", t.Name)
	}
	inst := newDictInstance(t, nil, base)
	n.obj = inst
	dict, err := b.dictKid(n, 2)
	if err != nil {
		return nil, err
	}
	slots, err := b.dictKid(n, 3)
	if err != nil {
		return nil, err
	}
	if t.noInstanceDict && dict != nil {
		// written before slots had their own storage: the values by name
		slots, dict = dict, nil
	}
	if dict == nil && !t.noInstanceDict {
		dict = NewDict()
	}
	inst.setDict(dict)
	if slots != nil {
		if rest := setNamedSlots(inst, slots); rest != nil {
			b.slotValues = append(b.slotValues, pendingSlots{inst, rest})
		}
	}
	return inst, nil
}

func (b *snapBuilder) subclassed(n *snapNode) (Object, error) {
	co, err := b.kid(n, 0)
	if err != nil {
		return nil, err
	}
	want := map[byte]*Type{tagSubDict: DictType, tagSubList: ListType, tagSubSet: SetType}[n.tag]
	t, err := userClass(co, want)
	if err != nil {
		return nil, err
	}
	var obj Object
	var attrs *Dict
	switch n.tag {
	case tagSubDict:
		d := &Dict{class: t}
		obj = d
		n.obj = d
		if attrs, err = b.dictKid(n, 1); err != nil {
			return nil, err
		}
		d.attrs = attrs
		if err := b.fill(d, n, 2); err != nil {
			return nil, err
		}
	case tagSubList:
		l := &List{class: t}
		obj = l
		n.obj = l
		if attrs, err = b.dictKid(n, 1); err != nil {
			return nil, err
		}
		l.attrs = attrs
		items, err := b.kidsFrom(n, 2)
		if err != nil {
			return nil, err
		}
		l.items = items
	case tagSubSet:
		if n.flags != 0 {
			return nil, buildError("frozen set of a mutable set class")
		}
		s := &Set{class: t}
		obj = s
		n.obj = s
		if attrs, err = b.dictKid(n, 1); err != nil {
			return nil, err
		}
		s.attrs = attrs
		if err := b.addAll(s, n, 2); err != nil {
			return nil, err
		}
	}
	if attrs == nil {
		switch o := obj.(type) {
		case *Dict:
			o.attrs = NewDict()
		case *List:
			o.attrs = NewDict()
		case *Set:
			o.attrs = NewDict()
		}
	}
	return obj, nil
}

func (b *snapBuilder) exception(n *snapNode) (Object, error) {
	co, err := b.kid(n, 0)
	if err != nil {
		return nil, err
	}
	t, ok := co.(*Type)
	if !ok || t.MRO == nil || !t.IsSubtype(BaseExceptionType) {
		return nil, buildError("exception class is not an exception type")
	}
	e := &Exception{class: t, Args: emptyTuple, SuppressContext: n.flags&1 != 0, notes: n.ext.strs}
	n.obj = e
	ao, err := b.kid(n, 1)
	if err != nil {
		return nil, err
	}
	args, ok := ao.(*Tuple)
	if !ok {
		return nil, buildError("exception args are not a tuple")
	}
	e.Args = args
	if e.attrs, err = b.dictKid(n, 2); err != nil {
		return nil, err
	}
	if !t.builtin && e.attrs == nil {
		e.attrs = NewDict()
	}
	for i, dst := range []*Object{&e.Cause, &e.Context} {
		v, err := b.kid(n, 3+i)
		if err != nil {
			return nil, err
		}
		if _, ok := v.(*Exception); !ok && v != nil && v != None {
			return nil, buildError("exception cause or context is not an exception")
		}
		*dst = v
	}
	return e, nil
}

// descriptor builds a classmethod, staticmethod or property, of a built-in
// descriptor type or of a subclass defined by code.
func (b *snapBuilder) descriptor(n *snapNode) (Object, error) {
	from := 1
	if n.tag == tagProperty {
		from = 4
	}
	parts := make([]Object, len(n.kids))
	for i := range n.kids {
		v, err := b.kid(n, i)
		if err != nil {
			return nil, err
		}
		parts[i] = v
	}
	base := map[byte]*Type{tagClassMethod: ClassMethodType, tagStaticMethod: StaticMethodType, tagProperty: PropertyType}[n.tag]
	ct, ok := asTypeOrNil(parts[from])
	if !ok || ct != nil && (ct.MRO == nil || !ct.IsSubtype(base)) {
		return nil, buildError("descriptor class is not a %s type", base.Name)
	}
	dict, ok := parts[from+1].(*Dict)
	if parts[from+1] != nil && (!ok || dict.class != nil) {
		return nil, buildError("descriptor __dict__ is not a dict")
	}
	sub := subclassed{class: ct, dict: dict}
	if ct != nil && dict == nil {
		sub.dict = NewDict()
	}
	switch n.tag {
	case tagClassMethod:
		return &ClassMethod{Func: noneIfNil(parts[0]), sub: sub}, nil
	case tagStaticMethod:
		return &StaticMethod{Func: noneIfNil(parts[0]), sub: sub}, nil
	}
	return &Property{Get: noneIfNil(parts[0]), Set: noneIfNil(parts[1]), Del: noneIfNil(parts[2]), Doc: noneIfNil(parts[3]), name: n.s, sub: sub}, nil
}

// reduce calls the callable with its arguments, then applies the state,
// list items and dict items as pickle does.
func (b *snapBuilder) reduce(n *snapNode) (Object, error) {
	fn, err := b.kid(n, 0)
	if err != nil {
		return nil, err
	}
	ao, err := b.kid(n, 1)
	if err != nil {
		return nil, err
	}
	args, ok := ao.(*Tuple)
	if fn == nil || !ok {
		return nil, buildError("reduce record without a callable and arguments")
	}
	o, err := Call(b.th, fn, append([]Object(nil), args.items...), nil)
	if err != nil {
		return nil, err
	}
	n.obj = o
	state, err := b.kid(n, 2)
	if err != nil {
		return nil, err
	}
	if state != nil {
		if err := setState(b.th, o, state); err != nil {
			return nil, err
		}
	}
	if lo, err := b.kid(n, 3); err != nil {
		return nil, err
	} else if l, ok := lo.(*List); ok {
		app, err := GetAttr(b.th, o, "append")
		if err != nil {
			return nil, err
		}
		for _, it := range l.items {
			if _, err := Call(b.th, app, []Object{it}, nil); err != nil {
				return nil, err
			}
		}
	}
	if do, err := b.kid(n, 4); err != nil {
		return nil, err
	} else if l, ok := do.(*List); ok {
		for _, it := range l.items {
			kv, ok := it.(*Tuple)
			if !ok || len(kv.items) != 2 {
				return nil, buildError("dict item is not a pair")
			}
			if err := SetItem(b.th, o, kv.items[0], kv.items[1]); err != nil {
				return nil, err
			}
		}
	}
	return o, nil
}

// setState applies a __reduce__ state: __setstate__ when the object has
// one, else a __dict__ update and slot assignments (copy.py's _set_state).
func setState(th *Thread, o, state Object) error {
	if m, err := GetAttr(th, o, "__setstate__"); err == nil {
		_, err := Call(th, m, []Object{state}, nil)
		return err
	}
	var slots Object
	if t, ok := state.(*Tuple); ok && len(t.items) == 2 {
		state, slots = t.items[0], t.items[1]
	}
	for _, part := range []Object{state, slots} {
		d, ok := part.(*Dict)
		if !ok {
			continue
		}
		var err error
		d.Items(func(k, v Object) bool {
			name, ok := AsStr(k)
			if !ok {
				err = buildError("state key is not a str")
				return false
			}
			err = SetAttr(th, o, name, v)
			return err == nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}
