package py

import (
	"strings"

	"github.com/mcpython/mcpython/interp/syntax"
)

// objectNewExcessArgs is CPython's check on object.__new__(c, ...) called
// with more than the class: a class with a __new__ of its own must not pass
// its arguments on, and one without an __init__ takes none.
func objectNewExcessArgs(c *Type) error {
	if c.Lookup("__new__") != ObjectType.Dict.mustGet("__new__") {
		return Errorf(TypeErrorType, "object.__new__() takes exactly one argument (the type to instantiate)")
	}
	if c.Lookup("__init__") == ObjectType.Dict.mustGet("__init__") {
		return Errorf(TypeErrorType, "%s() takes no arguments", c.Name)
	}
	return nil
}

func setupObject() {
	o := ObjectType
	o.New = func(th *Thread, t *Type, args []Object, kwnames []string) (Object, error) {
		if len(args) > 0 && t.Lookup("__init__") == ObjectType.Dict.mustGet("__init__") {
			if t == ObjectType || t.Lookup("__new__") == ObjectType.Dict.mustGet("__new__") {
				return nil, Errorf(TypeErrorType, "%s() takes no arguments", t.Name)
			}
		}
		if len(t.abstract) > 0 {
			return nil, abstractError(t)
		}
		return allocInstance(th, t)
	}
	o.Init = func(th *Thread, self Object, args []Object, kwnames []string) error {
		t := self.Type()
		if len(args) > 0 && t.Lookup("__new__") == ObjectType.Dict.mustGet("__new__") {
			return Errorf(TypeErrorType, "%s.__init__() takes exactly one argument (the instance to initialize)", t.Name)
		}
		return nil
	}
	o.Repr = func(th *Thread, x Object) (string, error) { return objectRepr(x), nil }
	o.Hash = identityHash
	o.Compare = func(th *Thread, a, b Object, op CmpOp) (Object, error) {
		switch op {
		case CmpEQ:
			if a == b {
				return True, nil
			}
			return NotImplemented, nil
		case CmpNE:
			// __ne__ inverts __eq__ unless that is NotImplemented
			r, err := RichCompareOne(th, a, b, CmpEQ)
			if err != nil || r == NotImplemented {
				return r, err
			}
			t, err := Truth(th, r)
			return NewBool(!t), err
		}
		return NotImplemented, nil
	}
	o.GetAttr = genericGetAttr
	o.SetAttr = genericSetAttr
	o.Format = func(th *Thread, x Object, spec string) (string, error) {
		if spec != "" {
			return "", Errorf(TypeErrorType, "unsupported format string passed to %s.__format__", TypeName(x))
		}
		return StrOf(th, x)
	}
	o.AddMethod("__dir__", func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) {
		return dirOf(th, self)
	})
	o.AddMethod("__reduce_ex__", func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) {
		return nil, Errorf(TypeErrorType, "cannot pickle '%s' object", TypeName(self))
	})
	o.AddClassMethod("__init_subclass__", func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) {
		if len(args) > 0 {
			return nil, Errorf(TypeErrorType, "%s.__init_subclass__() takes no keyword arguments", self.(*Type).Name)
		}
		return None, nil
	})
	o.AddClassMethod("__subclasshook__", func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) {
		return NotImplemented, nil
	})
}

func (d *Dict) mustGet(name string) Object {
	v, _ := d.GetStr(name)
	return v
}

// RichCompareOne calls only a's comparison slot (no reflection).
func RichCompareOne(th *Thread, a, b Object, op CmpOp) (Object, error) {
	t := a.Type()
	if t.Compare == nil {
		return NotImplemented, nil
	}
	return slotCompare(th, t, a, b, op)
}

func abstractError(t *Type) error {
	names := append([]string(nil), t.abstract...)
	sortStrings(names)
	s := "method"
	if len(names) > 1 {
		s = "methods"
	}
	// 3.11 lists the names unquoted
	return Errorf(TypeErrorType, "Can't instantiate abstract class %s with abstract %s %s", t.Name, s, strings.Join(names, ", "))
}

// allocInstance creates an empty instance of t in the layout of its
// built-in base.
func allocInstance(th *Thread, t *Type) (Object, error) {
	// the room made in advance for attributes counts as allocated
	if err := th.allocMem(64 + 16*int64(t.dictHint+t.slotCount)); err != nil {
		return nil, err
	}
	switch t.layout {
	case ObjectType, nil:
		return newPlainInstance(t), nil
	case DictType:
		return &Dict{class: t, attrs: NewDict()}, nil
	case ListType:
		return &List{class: t, attrs: NewDict()}, nil
	case SetType:
		return &Set{class: t, attrs: NewDict()}, nil
	case BaseExceptionType:
		return &Exception{class: t, attrs: NewDict(), Args: emptyTuple}, nil
	case PropertyType:
		return &Property{Get: None, Set: None, Del: None, Doc: None, sub: subclassed{t, NewDict()}}, nil
	case ClassMethodType:
		return &ClassMethod{Func: None, sub: subclassed{t, NewDict()}}, nil
	case StaticMethodType:
		return &StaticMethod{Func: None, sub: subclassed{t, NewDict()}}, nil
	}
	return newDictInstance(t, NewDict(), nil), nil
}

func setupType() {
	t := TypeType
	t.Call = typeCall
	t.GetAttr = typeGetAttr
	t.SetAttr = typeSetAttr
	t.Repr = func(th *Thread, o Object) (string, error) {
		c := o.(*Type)
		if c.builtin && (c.Module == "builtins" || c.Module == "") {
			return "<class '" + c.Name + "'>", nil
		}
		return "<class '" + c.Module + "." + typeQualName(c) + "'>", nil
	}
	t.Hash = identityHash
	t.Compare = ObjectType.Compare
	t.Binary = func(th *Thread, op syntax.Op, a, b Object, right bool) (Object, error) {
		// X | Y builds a union for isinstance and annotations
		if op == syntax.BitOr {
			if isTypeLike(a) && isTypeLike(b) {
				return &UnionType{Args: []Object{a, b}}, nil
			}
		}
		return NotImplemented, nil
	}
	t.New = func(th *Thread, mt *Type, args []Object, kwnames []string) (Object, error) {
		npos := len(args) - len(kwnames)
		if npos == 1 && mt == TypeType {
			if len(kwnames) > 0 {
				return nil, Errorf(TypeErrorType, "type() takes no keyword arguments")
			}
			return args[0].Type(), nil
		}
		if npos != 3 {
			return nil, Errorf(TypeErrorType, "type() takes 1 or 3 arguments")
		}
		name, ok := AsStr(args[0])
		if !ok {
			return nil, Errorf(TypeErrorType, "type.__new__() argument 1 must be str, not %s", TypeName(args[0]))
		}
		bases, ok := args[1].(*Tuple)
		if !ok {
			return nil, Errorf(TypeErrorType, "type.__new__() argument 2 must be tuple, not %s", TypeName(args[1]))
		}
		ns, ok := args[2].(*Dict)
		if !ok {
			return nil, Errorf(TypeErrorType, "type.__new__() argument 3 must be dict, not %s", TypeName(args[2]))
		}
		return newClass(th, mt, name, bases.items, ns.Copy(), kwnames, args[npos:])
	}
	t.Init = func(th *Thread, self Object, args []Object, kwnames []string) error { return nil }
	t.AddMethod("mro", func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) {
		c := self.(*Type)
		items := make([]Object, len(c.MRO))
		for i, m := range c.MRO {
			items[i] = m
		}
		return NewList(items), nil
	})
	t.AddMethod("__subclasses__", func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) {
		// tracked for classes written in Python only (type_cache.go)
		var items []Object
		for _, s := range self.(*Type).liveSubclasses() {
			items = append(items, s)
		}
		return NewList(items), nil
	})
	t.AddMethod("__instancecheck__", func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) {
		if err := ArgRange("__instancecheck__", args, kwnames, 1, 1); err != nil {
			return nil, err
		}
		return NewBool(args[0].Type().IsSubtype(self.(*Type))), nil
	})
	t.AddMethod("__subclasscheck__", func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) {
		if err := ArgRange("__subclasscheck__", args, kwnames, 1, 1); err != nil {
			return nil, err
		}
		c, ok := args[0].(*Type)
		if !ok {
			return nil, Errorf(TypeErrorType, "issubclass() arg 1 must be a class")
		}
		return NewBool(c.IsSubtype(self.(*Type))), nil
	})
}

func isTypeLike(o Object) bool {
	switch o.(type) {
	case *Type, NoneType, *UnionType:
		return true
	}
	// typing's aliases (written in Python) answer | themselves with a Union
	return o.Type() == GenericAliasType
}

// typeCall is type.__call__: create an instance and initialise it. It is
// a type's Call slot, so Call has counted this level already: New and Init
// run uncounted, as CPython's type_call does after _PyObject_MakeTpCall.
func typeCall(th *Thread, o Object, args []Object, kwnames []string) (Object, error) {
	t := o.(*Type)
	if t == TypeType && len(args)-len(kwnames) == 1 && len(kwnames) == 0 {
		return args[0].Type(), nil
	}
	if t.New == nil {
		return nil, Errorf(TypeErrorType, "cannot create '%s' instances", t.Name)
	}
	inst, err := t.New(th, t, args, kwnames)
	if err != nil {
		return nil, err
	}
	if !inst.Type().IsSubtype(t) {
		return inst, nil
	}
	if it := inst.Type(); it.Init != nil {
		if err := it.Init(th, inst, args, kwnames); err != nil {
			return nil, err
		}
	}
	return inst, nil
}

// typeGetAttr looks an attribute up on a class object.
func typeGetAttr(th *Thread, o Object, name string) (Object, error) {
	c := o.(*Type)
	meta := c.Type()
	md := meta.Lookup(name)
	if md != nil && isDataDescriptor(md) {
		return bindDescriptor(th, md, c, meta)
	}
	switch name {
	case "__name__":
		return NewStr(shortTypeName(c)), nil
	case "__qualname__":
		return NewStr(typeQualName(c)), nil
	case "__mro__", "__bases__", "__base__", "__dict__", "__class__":
		return typeSpecialAttr(c, name), nil
	}
	if v := c.Lookup(name); v != nil {
		switch d := v.(type) {
		case *Function:
			return d, nil
		case *MethodDescr:
			if d.class {
				return &Builtin{Name: d.Name, meth: d, self: c}, nil
			}
			return d, nil
		}
		if dt := v.Type(); dt.DescrGet != nil {
			return slotDescrGet(th, v, None, c)
		}
		return v, nil
	}
	switch name {
	case "__module__":
		return NewStr(c.Module), nil
	case "__doc__":
		return None, nil
	case "__class__":
		return meta, nil
	case "__abstractmethods__":
		if c.abstract != nil {
			items := make([]Object, len(c.abstract))
			for i, n := range c.abstract {
				items[i] = NewStr(n)
			}
			return NewFrozenSet(th, items)
		}
	}
	if md != nil {
		return bindDescriptor(th, md, c, meta)
	}
	if meta != TypeType {
		if ga := meta.Lookup("__getattr__"); ga != nil {
			return callFunc(th, ga, c, NewStr(name))
		}
	}
	return nil, attributeError(c, name)
}

func typeSpecialAttr(c *Type, name string) Object {
	switch name {
	case "__bases__":
		items := make([]Object, len(c.Bases))
		for i, b := range c.Bases {
			items[i] = b
		}
		return NewTuple(items)
	case "__base__":
		if len(c.Bases) == 0 {
			return None
		}
		return c.Bases[0]
	case "__mro__":
		items := make([]Object, len(c.MRO))
		for i, m := range c.MRO {
			items[i] = m
		}
		return NewTuple(items)
	case "__dict__":
		return &MappingProxy{d: c.Dict}
	}
	return c.Type()
}

func typeSetAttr(th *Thread, o Object, name string, v Object) error {
	c := o.(*Type)
	if c.builtin {
		return Errorf(TypeErrorType, "cannot set '%s' attribute of immutable type '%s'", name, c.Name)
	}
	meta := c.Type()
	if md := meta.Lookup(name); md != nil && isDataDescriptor(md) {
		return slotDescrSet(th, md, c, v)
	}
	switch name {
	case "__bases__":
		return assignBases(c, v)
	case "__name__":
		s, ok := AsStr(v)
		if !ok {
			return Errorf(TypeErrorType, "can only assign string to %s.__name__, not '%s'", c.Name, TypeName(v))
		}
		c.Name = s
		return nil
	case "__qualname__":
		if v == nil {
			return Errorf(TypeErrorType, "cannot delete '__qualname__' attribute of immutable type '%s'", c.Name)
		}
		s, ok := AsStr(v)
		if !ok {
			return Errorf(TypeErrorType, "can only assign string to %s.__qualname__, not '%s'", c.Name, TypeName(v))
		}
		c.qualName = s
		return nil
	case "__abstractmethods__":
		items, err := Collect(th, v)
		if err != nil {
			return err
		}
		// non-nil even when empty: the class is an ABC (abc.ABCMeta sets it)
		c.abstract = []string{}
		for _, it := range items {
			if s, ok := AsStr(it); ok {
				c.abstract = append(c.abstract, s)
			}
		}
		return nil
	}
	if v == nil {
		if !c.Dict.DelStr(name) {
			return attributeError(c, name)
		}
	} else {
		c.Dict.SetStr(name, v)
	}
	// subclasses see the change too: their caches go, and their slots
	// follow a changed dunder
	classChanged(c, name, strings.HasPrefix(name, "__") && strings.HasSuffix(name, "__"))
	return nil
}

// callFunc calls f(args...) binding nothing.
func callFunc(th *Thread, f Object, args ...Object) (Object, error) {
	return Call(th, f, args, nil)
}

// ---- class creation ----

// prepareClass picks the metaclass and creates the namespace.
func prepareClass(th *Thread, name string, bases []Object, kwnames []string, kwvals []Object) (Object, *Dict, error) {
	var meta Object = TypeType
	for i, k := range kwnames {
		if k == "metaclass" {
			meta = kwvals[i]
		}
	}
	if mt, ok := meta.(*Type); ok {
		// the most derived metaclass of the bases wins
		for _, b := range bases {
			bm := b.Type()
			if bm.IsSubtype(mt) {
				mt = bm
			} else if !mt.IsSubtype(bm) {
				return nil, nil, Errorf(TypeErrorType, "metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases")
			}
		}
		meta = mt
		if mt != TypeType {
			if prep := mt.Lookup("__prepare__"); prep != nil {
				if _, isDescr := prep.(*MethodDescr); !isDescr {
					fn, err := bindDescriptor(th, prep, nil, mt)
					if err != nil {
						return nil, nil, err
					}
					if cm, ok := prep.(*ClassMethod); ok {
						fn = &BoundMethod{Func: cm.Func, Self: mt}
					}
					// the class keywords (but metaclass) go to __prepare__ too
					pargs := []Object{NewStr(name), NewTuple(bases)}
					var pkw []string
					for i, k := range kwnames {
						if k != "metaclass" {
							pkw = append(pkw, k)
							pargs = append(pargs, kwvals[i])
						}
					}
					ns, err := Call(th, fn, pargs, pkw)
					if err != nil {
						return nil, nil, err
					}
					if d, ok := ns.(*Dict); ok {
						return meta, d, nil
					}
				}
			}
		}
	}
	return meta, NewDict(), nil
}

// buildClass calls the metaclass to create the class.
func buildClass(th *Thread, meta Object, name string, bases []Object, ns *Dict, kwnames []string, kwvals []Object) (Object, error) {
	var ckw []string
	var cvals []Object
	for i, k := range kwnames {
		if k != "metaclass" {
			ckw = append(ckw, k)
			cvals = append(cvals, kwvals[i])
		}
	}
	if mt, ok := meta.(*Type); ok && mt == TypeType {
		// a copy, as type() makes: locals() in the class body returns the
		// namespace, and the class dict must change only through the class
		return newClass(th, TypeType, name, bases, ns.Copy(), ckw, cvals)
	}
	args := append([]Object{NewStr(name), NewTuple(append([]Object(nil), bases...)), ns}, cvals...)
	return Call(th, meta, args, ckw)
}

// newClass creates a class object: MRO, layout, slots, __set_name__ and
// __init_subclass__.
func newClass(th *Thread, meta *Type, name string, baseObjs []Object, ns *Dict, kwnames []string, kwvals []Object) (Object, error) {
	bases := make([]*Type, 0, len(baseObjs))
	for _, b := range baseObjs {
		bt, ok := b.(*Type)
		if !ok {
			if mro, err := lookupSpecial(th, b, "__mro_entries__"); err == nil {
				r, err := Call(th, mro, []Object{NewTuple(baseObjs)}, nil)
				if err != nil {
					return nil, err
				}
				items, _ := SeqItems(r)
				for _, it := range items {
					if t2, ok := it.(*Type); ok {
						bases = append(bases, t2)
					}
				}
				continue
			}
			return nil, Errorf(TypeErrorType, "bases must be types")
		}
		if bt.final {
			return nil, Errorf(TypeErrorType, "type '%s' is not an acceptable base type", bt.Name)
		}
		bases = append(bases, bt)
	}
	if len(bases) == 0 {
		bases = []*Type{ObjectType}
	}
	// type.__new__ itself checks the metaclass, for type(name, bases, ns)
	// and direct metaclass calls that skip the class statement's check
	for _, b := range bases {
		bm := b.Type()
		if meta.IsSubtype(bm) {
			continue
		}
		if !bm.IsSubtype(meta) {
			return nil, Errorf(TypeErrorType, "metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases")
		}
		meta = bm
	}
	t := &Type{Name: name, Bases: bases, Dict: ns}
	if meta != TypeType {
		t.metaclass = meta
	}
	mro, err := c3MRO(t)
	if err != nil {
		return nil, err
	}
	t.MRO = mro
	// layout: the most derived built-in base that is not object
	t.layout = ObjectType
	for _, b := range bases {
		l := b.layout
		if l == nil {
			l = ObjectType
		}
		if l == ObjectType {
			continue
		}
		if t.layout == ObjectType || l.IsSubtype(t.layout) {
			t.layout = l
		} else if !t.layout.IsSubtype(l) {
			return nil, Errorf(TypeErrorType, "multiple bases have instance lay-out conflict")
		}
	}
	if m, ok := ns.GetStr("__module__"); ok {
		if s, ok := AsStr(m); ok {
			t.Module = s
		}
	}
	if t.Module == "" {
		t.Module = "__main__"
	}
	if err := takeClassNames(t, ns); err != nil {
		return nil, err
	}
	// __new__ and __init_subclass__ are implicitly static/class methods
	if f, ok := ns.GetStr("__new__"); ok {
		if fn, ok := f.(*Function); ok {
			ns.SetStr("__new__", &StaticMethod{Func: fn})
		}
	}
	if f, ok := ns.GetStr("__init_subclass__"); ok {
		if fn, ok := f.(*Function); ok {
			ns.SetStr("__init_subclass__", &ClassMethod{Func: fn})
		}
	}
	if f, ok := ns.GetStr("__class_getitem__"); ok {
		if fn, ok := f.(*Function); ok {
			ns.SetStr("__class_getitem__", &ClassMethod{Func: fn})
		}
	}
	// a class that defines __eq__ but not __hash__ is unhashable, and says
	// so in its dict as CPython's type() does
	if _, eq := ns.GetStr("__eq__"); eq {
		if _, hash := ns.GetStr("__hash__"); !hash {
			ns.SetStr("__hash__", None)
		}
	}
	if err := applySlots(th, t, ns); err != nil {
		return nil, err
	}
	fixupSlots(t)
	for _, b := range bases {
		b.addSubclass(t)
	}
	// abstract methods are abc.ABCMeta's business: it sets __abstractmethods__
	// __set_name__ on descriptors
	var setNameErr error
	ns.Items(func(k, v Object) bool {
		if _, ok := v.(*Function); ok {
			return true
		}
		if sn := v.Type().Lookup("__set_name__"); sn != nil {
			if _, err := callFunc(th, sn, v, t, k); err != nil {
				setNameErr = err
				return false
			}
		}
		return true
	})
	if setNameErr != nil {
		return nil, setNameErr
	}
	// __init_subclass__ of the parent
	if len(t.MRO) > 1 {
		if isub := lookupAfter(t, "__init_subclass__"); isub != nil {
			var fn Object
			switch d := isub.(type) {
			case *ClassMethod:
				fn = &BoundMethod{Func: d.Func, Self: t}
			case *MethodDescr:
				if len(kwnames) > 0 {
					return nil, Errorf(TypeErrorType, "%s.__init_subclass__() takes no keyword arguments", t.Name)
				}
			}
			if fn != nil {
				if _, err := Call(th, fn, kwvals, kwnames); err != nil {
					return nil, err
				}
			}
		}
	}
	return t, nil
}

// c3MRO computes the C3 linearisation of t's bases.
func c3MRO(t *Type) ([]*Type, error) {
	var seqs [][]*Type
	for _, b := range t.Bases {
		seqs = append(seqs, append([]*Type(nil), b.MRO...))
	}
	seqs = append(seqs, append([]*Type(nil), t.Bases...))
	out := []*Type{t}
	for {
		empty := true
		for _, s := range seqs {
			if len(s) > 0 {
				empty = false
			}
		}
		if empty {
			return out, nil
		}
		var cand *Type
		for _, s := range seqs {
			if len(s) == 0 {
				continue
			}
			h := s[0]
			inTail := false
			for _, s2 := range seqs {
				for _, x := range s2[min(1, len(s2)):] {
					if x == h {
						inTail = true
					}
				}
			}
			if !inTail {
				cand = h
				break
			}
		}
		if cand == nil {
			names := make([]string, len(t.Bases))
			for i, b := range t.Bases {
				names[i] = b.Name
			}
			return nil, Errorf(TypeErrorType, "Cannot create a consistent method resolution\norder (MRO) for bases %s", strings.Join(names, ", "))
		}
		out = append(out, cand)
		for i, s := range seqs {
			if len(s) > 0 && s[0] == cand {
				seqs[i] = s[1:]
			}
		}
	}
}

func isAbstract(th *Thread, v Object) bool {
	var f = v
	switch x := v.(type) {
	case *ClassMethod:
		f = x.Func
	case *StaticMethod:
		f = x.Func
	case *Property:
		f = x.Get
	}
	if fn, ok := f.(*Function); ok && fn.dict != nil {
		if a, ok := fn.dict.GetStr("__isabstractmethod__"); ok {
			t, _ := Truth(th, a)
			return t
		}
	}
	return false
}

// lookupAfter finds name along t's MRO after t itself, as super(t, t) does:
// with mixins first among the bases, the parent that defines
// __init_subclass__ can come later than MRO[1].
func lookupAfter(t *Type, name string) Object {
	for _, c := range t.MRO[1:] {
		if v, ok := c.Dict.GetStr(name); ok {
			return v
		}
	}
	return nil
}

// resolveMroEntries replaces each base that is not a class by the result
// of its __mro_entries__(bases), as CPython's class statement does before
// picking the metaclass (typing.Generic[T] as a base becomes Generic).
func resolveMroEntries(th *Thread, bases []Object) ([]Object, error) {
	out := make([]Object, 0, len(bases))
	changed := false
	for _, b := range bases {
		if _, ok := b.(*Type); ok {
			out = append(out, b)
			continue
		}
		// an attribute of the object, not only of its type (typing.NamedTuple is a function)
		m, err := GetAttr(th, b, "__mro_entries__")
		if err != nil {
			if e, ok := err.(*Exception); !ok || !e.IsInstanceOf(AttributeErrorType) || e.IsAbort() {
				return nil, err
			}
			out = append(out, b)
			continue
		}
		r, err := Call(th, m, []Object{NewTuple(append([]Object(nil), bases...))}, nil)
		if err != nil {
			return nil, err
		}
		entries, ok := r.(*Tuple)
		if !ok {
			return nil, Errorf(TypeErrorType, "__mro_entries__ must return a tuple")
		}
		out = append(out, entries.items...)
		changed = true
	}
	if !changed {
		return bases, nil
	}
	return out, nil
}

func sameObjects(a, b []Object) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// classNamespaceStore assigns a name in a class body. A namespace made by
// a metaclass's __prepare__ may be a dict subclass whose __setitem__ sees
// every assignment (enum's does), as in CPython.
func classNamespaceStore(fr *Frame, key *Str, v Object) error {
	if fr.ns.class != nil {
		return SetItem(fr.th, fr.ns, key, v)
	}
	fr.ns.setInterned(fr.th, key, v)
	return nil
}
