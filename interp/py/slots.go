package py

import (
	"github.com/mcpython/mcpython/interp/syntax"
)

// Dunder names of the binary operators: forward, reflected, in-place.
var binaryDunders = map[syntax.Op][3]string{
	syntax.Add:      {"__add__", "__radd__", "__iadd__"},
	syntax.Sub:      {"__sub__", "__rsub__", "__isub__"},
	syntax.Mult:     {"__mul__", "__rmul__", "__imul__"},
	syntax.MatMult:  {"__matmul__", "__rmatmul__", "__imatmul__"},
	syntax.Div:      {"__truediv__", "__rtruediv__", "__itruediv__"},
	syntax.Mod:      {"__mod__", "__rmod__", "__imod__"},
	syntax.Pow:      {"__pow__", "__rpow__", "__ipow__"},
	syntax.LShift:   {"__lshift__", "__rlshift__", "__ilshift__"},
	syntax.RShift:   {"__rshift__", "__rrshift__", "__irshift__"},
	syntax.BitOr:    {"__or__", "__ror__", "__ior__"},
	syntax.BitXor:   {"__xor__", "__rxor__", "__ixor__"},
	syntax.BitAnd:   {"__and__", "__rand__", "__iand__"},
	syntax.FloorDiv: {"__floordiv__", "__rfloordiv__", "__ifloordiv__"},
}

var unaryDunders = map[syntax.Op]string{
	syntax.USub:   "__neg__",
	syntax.UAdd:   "__pos__",
	syntax.Invert: "__invert__",
}

// definedByCode reports whether the first class along t's MRO that defines
// name is a class written in Python.
func definedByCode(t *Type, name string) bool {
	_, user := lookupUser(t, name)
	return user
}

// lookupUser is t.Lookup(name) and whether a class written in Python (not
// a built-in one) holds it, in one walk of the MRO with one hash.
func lookupUser(t *Type, name string) (Object, bool) {
	if !t.builtin {
		e := t.lookupCached(name)
		return e.value, e.user
	}
	h := strHash(name)
	for _, m := range t.MRO {
		if ix := m.Dict.findStr(name, h); ix >= 0 {
			return m.Dict.entries[ix].value, !m.builtin
		}
	}
	return nil, false
}

// callDunderKey is callDunder for a name made by dunderKey.
func callDunderKey(th *Thread, o Object, k *Str, args ...Object) (Object, error) {
	m, _ := lookupKey(o.Type(), k)
	if m == nil {
		return nil, Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", o.Type().Name, k.s)
	}
	return callFound(th, o, m, args)
}

// callDunder calls type(o).name(o, args...).
func callDunder(th *Thread, o Object, name string, args ...Object) (Object, error) {
	t := o.Type()
	m := t.Lookup(name)
	if m == nil {
		return nil, Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", t.Name, name)
	}
	return callFound(th, o, m, args)
}

// fixupSlots points t's slots at Python-level dunders where code defines
// them, and at the built-in implementation otherwise.
func fixupSlots(t *Type) {
	base := t.layout
	if base == nil {
		base = ObjectType
	}
	// start from the nearest built-in behaviour, with the lookup cache
	// dropped: the dict changed
	*t = Type{Name: t.Name, Module: t.Module, Doc: t.Doc, Bases: t.Bases, MRO: t.MRO, Dict: t.Dict,
		builtin: false, final: t.final, layout: t.layout, abstract: t.abstract, metaclass: t.metaclass,
		noInstanceDict: t.noInstanceDict, slotCount: t.slotCount, slotBase: t.slotBase, slotOwn: t.slotOwn, dictHint: t.dictHint,
		subclasses: t.subclasses, shortName: t.shortName, qualName: t.qualName}
	inheritSlots(t, base)
	t.customGetAttr = base.customGetAttr
	has := func(name string) bool { return definedByCode(t, name) }
	if has("__repr__") {
		t.Repr = func(th *Thread, o Object) (string, error) {
			r, err := callDunder(th, o, "__repr__")
			if err != nil {
				return "", err
			}
			s, ok := AsStr(r)
			if !ok {
				return "", Errorf(TypeErrorType, "__repr__ returned non-string (type %s)", TypeName(r))
			}
			return s, nil
		}
	}
	if has("__str__") {
		t.Str = func(th *Thread, o Object) (string, error) {
			r, err := callDunder(th, o, "__str__")
			if err != nil {
				return "", err
			}
			s, ok := AsStr(r)
			if !ok {
				return "", Errorf(TypeErrorType, "__str__ returned non-string (type %s)", TypeName(r))
			}
			return s, nil
		}
	} else if has("__repr__") {
		t.Str = nil // str() falls back to repr()
		if base != ObjectType && base.Str != nil && base != BaseExceptionType {
			t.Str = base.Str
		}
		if base == BaseExceptionType {
			t.Str = BaseExceptionType.Str
		}
	}
	if has("__hash__") {
		t.Hash = func(th *Thread, o Object) (int64, error) {
			m, _ := lookupKey(o.Type(), keyHash)
			if m == None {
				return 0, Errorf(TypeErrorType, "unhashable type: '%s'", TypeName(o))
			}
			if m == nil {
				return 0, Errorf(AttributeErrorType, "'%s' object has no attribute '__hash__'", TypeName(o))
			}
			r, err := callFound(th, o, m, nil)
			if err != nil {
				return 0, err
			}
			switch x := r.(type) {
			case Int:
				// CPython keeps a __hash__ result that fits, only -1 is reserved
				if x == -1 {
					return -2, nil
				}
				return int64(x), nil
			case *BigInt:
				return bigIntHash(x.v), nil
			case Bool:
				if x {
					return 1, nil
				}
				return 0, nil
			}
			return 0, Errorf(TypeErrorType, "__hash__ method should return an integer")
		}
	} else if has("__eq__") {
		// defining __eq__ without __hash__ makes instances unhashable
		t.Hash = nil
	}
	cmpUser := false
	for _, n := range cmpDunders {
		if has(n) {
			cmpUser = true
		}
	}
	if cmpUser {
		baseCmp := t.Compare
		t.Compare = func(th *Thread, a, b Object, op CmpOp) (Object, error) {
			if r, called, err := callUserDunder1(th, a, cmpKeys[op], b); called {
				return r, err
			}
			if m, user := lookupKey(a.Type(), keyEq); op == CmpNE && user {
				r, err := callFound(th, a, m, []Object{b})
				if err != nil || r == NotImplemented {
					return r, err
				}
				v, err := Truth(th, r)
				return NewBool(!v), err
			}
			if baseCmp != nil {
				return baseCmp(th, a, b, op)
			}
			return NotImplemented, nil
		}
	}
	if has("__bool__") {
		t.Bool = func(th *Thread, o Object) (bool, error) {
			r, err := callDunderKey(th, o, keyBool)
			if err != nil {
				return false, err
			}
			b, ok := r.(Bool)
			if !ok {
				return false, Errorf(TypeErrorType, "__bool__ should return bool, returned %s", TypeName(r))
			}
			return bool(b), nil
		}
	}
	if has("__len__") {
		t.Len = func(th *Thread, o Object) (int, error) {
			r, err := callDunderKey(th, o, keyLen)
			if err != nil {
				return 0, err
			}
			n, err := Index(th, r)
			if err != nil {
				return 0, Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", TypeName(r))
			}
			if intSign(n) < 0 {
				return 0, Errorf(ValueErrorType, "__len__() should return >= 0")
			}
			i, ok := n.(Int)
			if !ok {
				return 0, Errorf(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
			}
			return int(i), nil
		}
		if !has("__bool__") && base.Bool == nil {
			t.Bool = nil
		}
	}
	if has("__iter__") {
		t.Iter = func(th *Thread, o Object) (Object, error) {
			r, err := callDunder(th, o, "__iter__")
			if err != nil {
				return nil, err
			}
			if r.Type().Next == nil {
				return nil, Errorf(TypeErrorType, "iter() returned non-iterator of type '%s'", TypeName(r))
			}
			return r, nil
		}
	}
	if has("__next__") {
		t.Next = func(th *Thread, o Object) (Object, error) {
			r, err := callDunder(th, o, "__next__")
			if err != nil {
				if e, ok := err.(*Exception); ok && e.class.IsSubtype(StopIterationType) && !e.abort {
					return nil, nil
				}
				return nil, err
			}
			return r, nil
		}
	}
	if has("__getitem__") {
		t.GetItem = func(th *Thread, o, k Object) (Object, error) { return callDunderKey(th, o, keyGetIt, k) }
	}
	if has("__setitem__") || has("__delitem__") {
		t.SetItem = func(th *Thread, o, k, v Object) error {
			var err error
			if v == nil {
				_, err = callDunder(th, o, "__delitem__", k)
			} else {
				_, err = callDunder(th, o, "__setitem__", k, v)
			}
			return err
		}
	}
	if has("__contains__") {
		t.Contains = func(th *Thread, o, v Object) (bool, error) {
			r, err := callDunder(th, o, "__contains__", v)
			if err != nil {
				return false, err
			}
			return Truth(th, r)
		}
	}
	if has("__getattribute__") || has("__getattr__") {
		t.GetAttr = instanceGetAttr
		t.customGetAttr = true
	}
	if has("__setattr__") || has("__delattr__") {
		t.customSetAttr = true
		t.SetAttr = func(th *Thread, o Object, name string, v Object) error {
			var err error
			if v == nil {
				if definedByCode(o.Type(), "__delattr__") {
					_, err = callDunder(th, o, "__delattr__", NewStr(name))
				} else {
					err = genericSetAttr(th, o, name, nil)
				}
			} else {
				if definedByCode(o.Type(), "__setattr__") {
					_, err = callDunder(th, o, "__setattr__", NewStr(name), v)
				} else {
					err = genericSetAttr(th, o, name, v)
				}
			}
			return err
		}
	}
	if has("__call__") {
		t.Call = func(th *Thread, o Object, args []Object, kwnames []string) (Object, error) {
			m, _ := lookupKey(o.Type(), keyCall)
			if f, ok := m.(*Function); ok {
				return callWithSelf(th, f, o, args, kwnames)
			}
			bound, err := bindDescriptor(th, m, o, o.Type())
			if err != nil {
				return nil, err
			}
			return Call(th, bound, args, kwnames)
		}
	}
	userBinary := false
	for _, names := range binaryDunders {
		if has(names[0]) || has(names[1]) {
			userBinary = true
		}
	}
	if userBinary {
		baseBinary := t.Binary
		t.Binary = func(th *Thread, op syntax.Op, a, b Object, right bool) (Object, error) {
			keys := binaryKeys(op)
			self, other, key := a, b, keys[0]
			if right {
				self, other, key = b, a, keys[1]
			}
			if r, called, err := callUserDunder1(th, self, key, other); called {
				return r, err
			}
			if baseBinary != nil {
				return baseBinary(th, op, a, b, right)
			}
			return NotImplemented, nil
		}
	}
	userInplace := false
	for _, names := range binaryDunders {
		if has(names[2]) {
			userInplace = true
		}
	}
	if userInplace {
		baseInplace := t.Inplace
		t.Inplace = func(th *Thread, op syntax.Op, a, b Object) (Object, error) {
			if r, called, err := callUserDunder1(th, a, binaryKeys(op)[2], b); called {
				return r, err
			}
			if baseInplace != nil {
				return baseInplace(th, op, a, b)
			}
			return NotImplemented, nil
		}
	}
	if has("__neg__") || has("__pos__") || has("__invert__") {
		baseUnary := t.Unary
		t.Unary = func(th *Thread, op syntax.Op, o Object) (Object, error) {
			name := unaryDunders[op]
			if definedByCode(o.Type(), name) {
				return callDunder(th, o, name)
			}
			if baseUnary != nil {
				return baseUnary(th, op, o)
			}
			return NotImplemented, nil
		}
	}
	if has("__index__") {
		t.Index = func(th *Thread, o Object) (Object, error) {
			r, err := callDunder(th, o, "__index__")
			if err != nil {
				return nil, err
			}
			if _, ok := asIntObject(r); !ok {
				return nil, Errorf(TypeErrorType, "__index__ returned non-int (type %s)", TypeName(r))
			}
			return r, nil
		}
	}
	if has("__float__") {
		t.Float = func(th *Thread, o Object) (Object, error) { return callDunder(th, o, "__float__") }
	}
	if has("__int__") {
		t.Int = func(th *Thread, o Object) (Object, error) { return callDunder(th, o, "__int__") }
	}
	if has("__format__") {
		t.Format = func(th *Thread, o Object, spec string) (string, error) {
			r, err := callDunder(th, o, "__format__", NewStr(spec))
			if err != nil {
				return "", err
			}
			s, ok := AsStr(r)
			if !ok {
				return "", Errorf(TypeErrorType, "__format__ must return a str, not %s", TypeName(r))
			}
			return s, nil
		}
	}
	if has("__get__") {
		t.DescrGet = func(th *Thread, d, obj Object, owner *Type) (Object, error) {
			var o = obj
			if o == nil {
				o = None
			}
			return callDunder(th, d, "__get__", o, owner)
		}
	}
	if has("__set__") || has("__delete__") {
		t.DescrSet = func(th *Thread, d, obj, v Object) error {
			var err error
			if v == nil {
				_, err = callDunder(th, d, "__delete__", obj)
			} else {
				_, err = callDunder(th, d, "__set__", obj, v)
			}
			return err
		}
		if t.DescrGet == nil {
			t.DescrGet = func(th *Thread, d, obj Object, owner *Type) (Object, error) { return d, nil }
		}
	}
	if has("__new__") {
		t.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
			m, _ := lookupKey(c, keyNew)
			var fn = m
			if sm, ok := m.(*StaticMethod); ok {
				fn = sm.Func
			}
			return Call(th, fn, prepend(c, args), kwnames)
		}
	} else {
		baseNew := base.New
		t.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
			if c.layout == ObjectType || c.layout == nil {
				if len(c.abstract) > 0 {
					return nil, abstractError(c)
				}
				if _, user := lookupKey(c, keyInit); len(args) > 0 && !user {
					return nil, Errorf(TypeErrorType, "%s() takes no arguments", c.Name)
				}
				return allocInstance(th, c)
			}
			if isMutableLayout(c.layout) {
				return allocInstance(th, c)
			}
			if c.layout == TypeType {
				return baseNew(th, c, args, kwnames) // a metaclass: the new class is of type c
			}
			// immutable built-in base: build the value, then wrap it
			v, err := baseNew(th, c.layout, args, kwnames)
			if err != nil {
				return nil, err
			}
			if e, ok := v.(*Exception); ok {
				e.class = c
				e.attrs = NewDict()
				return e, nil
			}
			return newDictInstance(c, NewDict(), unwrapBase(v)), nil
		}
	}
	if has("__init__") {
		t.Init = func(th *Thread, self Object, args []Object, kwnames []string) error {
			m, _ := lookupKey(self.Type(), keyInit)
			var r Object
			var err error
			if f, ok := m.(*Function); ok {
				r, err = callWithSelf(th, f, self, args, kwnames)
			} else {
				var bound Object
				bound, err = bindDescriptor(th, m, self, self.Type())
				if err == nil {
					r, err = Call(th, bound, args, kwnames)
				}
			}
			if err != nil {
				return err
			}
			if r != None {
				return Errorf(TypeErrorType, "__init__() should return None, not '%s'", TypeName(r))
			}
			return nil
		}
	} else if isMutableLayout(base) && base != ObjectType {
		baseInit := base.Init
		t.Init = func(th *Thread, self Object, args []Object, kwnames []string) error {
			if baseInit != nil {
				return baseInit(th, self, args, kwnames)
			}
			return nil
		}
	} else if base != ObjectType && base != BaseExceptionType {
		// immutable bases are built by New; a native type with an __init__
		// of its own (collections.deque) is initialised by it
		baseInit := base.Init
		t.Init = func(th *Thread, self Object, args []Object, kwnames []string) error {
			if baseInit != nil {
				return baseInit(th, self, args, kwnames)
			}
			return nil
		}
	}
}

func isMutableLayout(t *Type) bool {
	switch t {
	case ObjectType, DictType, ListType, SetType, BaseExceptionType, PropertyType, ClassMethodType, StaticMethodType:
		return true
	}
	return false
}

func unwrapBase(v Object) Object {
	if inst, ok := v.(*Instance); ok && inst.Base() != nil {
		return inst.Base()
	}
	return v
}

// instanceGetAttr implements __getattribute__ and __getattr__ defined in code.
func instanceGetAttr(th *Thread, o Object, name string) (Object, error) {
	t := o.Type()
	var v Object
	var err error
	if definedByCode(t, "__getattribute__") {
		v, err = callDunder(th, o, "__getattribute__", NewStr(name))
	} else {
		v, err = genericGetAttr(th, o, name)
	}
	if err != nil && isAttributeError(err) && definedByCode(t, "__getattr__") {
		return callDunder(th, o, "__getattr__", NewStr(name))
	}
	return v, err
}
