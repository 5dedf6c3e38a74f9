package py

import "fmt"

func setupSingletons() {
	n := NoneTypeType
	n.Repr = func(th *Thread, o Object) (string, error) { return "None", nil }
	n.Bool = func(th *Thread, o Object) (bool, error) { return false, nil }
	n.Hash = func(th *Thread, o Object) (int64, error) { return 0x5f3759df, nil }
	n.New = func(th *Thread, t *Type, args []Object, kwnames []string) (Object, error) {
		if len(args) > 0 {
			return nil, Errorf(TypeErrorType, "NoneType takes no arguments")
		}
		return None, nil
	}
	ni := NotImplementedTypeType
	ni.Repr = func(th *Thread, o Object) (string, error) { return "NotImplemented", nil }
	ni.Hash = identityHashValue(0x4e6f74496d)
	e := EllipsisTypeType
	e.Repr = func(th *Thread, o Object) (string, error) { return "Ellipsis", nil }
	e.Hash = identityHashValue(0x456c6c6970)
	CodeType.Repr = func(th *Thread, o Object) (string, error) { return "<code object>", nil }
	CellType.Repr = func(th *Thread, o Object) (string, error) {
		return fmt.Sprintf("<cell at %#x>", objectID(o)), nil
	}
	CellType.GetAttr = func(th *Thread, o Object, name string) (Object, error) {
		if name == "cell_contents" {
			if v := o.(*Cell).V; v != nil {
				return v, nil
			}
			return nil, Errorf(ValueErrorType, "Cell is empty")
		}
		return genericGetAttr(th, o, name)
	}
}

func identityHashValue(h int64) func(th *Thread, o Object) (int64, error) {
	return func(th *Thread, o Object) (int64, error) { return h, nil }
}

func setupFunctions() {
	f := FunctionType
	f.Repr = func(th *Thread, o Object) (string, error) {
		fn := o.(*Function)
		return fmt.Sprintf("<function %s at %#x>", fn.QualName, objectID(o)), nil
	}
	f.Hash = identityHash
	f.Call = func(th *Thread, o Object, args []Object, kwnames []string) (Object, error) {
		return o.(*Function).call(th, args, kwnames)
	}
	f.DescrGet = func(th *Thread, d, obj Object, t *Type) (Object, error) {
		if obj == nil || obj == None {
			return d, nil
		}
		return &BoundMethod{Func: d, Self: obj}, nil
	}
	f.GetAttr = func(th *Thread, o Object, name string) (Object, error) {
		fn := o.(*Function)
		switch name {
		case "__name__":
			return NewStr(fn.Name), nil
		case "__qualname__":
			return NewStr(fn.QualName), nil
		case "__doc__":
			if fn.dict != nil {
				if v, ok := fn.dict.GetStr("__doc__"); ok {
					return v, nil
				}
			}
			return orNone(fn.Doc), nil
		case "__module__":
			if fn.dict != nil {
				if v, ok := fn.dict.GetStr("__module__"); ok {
					return v, nil
				}
			}
			return orNone(fn.Module), nil
		case "__defaults__":
			if len(fn.Defaults) == 0 {
				return None, nil
			}
			return NewTuple(append([]Object(nil), fn.Defaults...)), nil
		case "__kwdefaults__":
			if fn.KwDefaults == nil {
				return None, nil
			}
			return fn.KwDefaults, nil
		case "__annotations__":
			if fn.annotations == nil {
				fn.annotations = NewDict()
			}
			return fn.annotations, nil
		case "__dict__":
			if fn.dict == nil {
				fn.dict = NewDict()
			}
			return fn.dict, nil
		case "__globals__":
			return fn.globals, nil
		case "__closure__":
			if len(fn.closure) == 0 {
				return None, nil
			}
			items := make([]Object, len(fn.closure))
			for i, c := range fn.closure {
				items[i] = c
			}
			return NewTuple(items), nil
		case "__code__":
			return &CodeObject{code: fn.code}, nil
		}
		return genericGetAttr(th, o, name)
	}
	f.SetAttr = func(th *Thread, o Object, name string, v Object) error {
		fn := o.(*Function)
		switch name {
		case "__name__":
			if s, ok := AsStr(v); ok {
				fn.Name = s
				return nil
			}
			return Errorf(TypeErrorType, "__name__ must be set to a string object")
		case "__qualname__":
			if s, ok := AsStr(v); ok {
				fn.QualName = s
				return nil
			}
			return Errorf(TypeErrorType, "__qualname__ must be set to a string object")
		case "__doc__":
			fn.Doc = v
			return nil
		case "__defaults__":
			if v == None || v == nil {
				fn.Defaults = nil
				return nil
			}
			items, ok := v.(*Tuple)
			if !ok {
				return Errorf(TypeErrorType, "__defaults__ must be set to a tuple object")
			}
			fn.Defaults = append([]Object(nil), items.items...)
			return nil
		case "__kwdefaults__":
			if d, ok := v.(*Dict); ok {
				fn.KwDefaults = d
			} else {
				fn.KwDefaults = nil
			}
			return nil
		case "__annotations__":
			fn.annotations = v
			return nil
		case "__module__":
			fn.Module = v
			return nil
		}
		return genericSetAttr(th, o, name, v)
	}

	b := BuiltinFunctionType
	b.Repr = func(th *Thread, o Object) (string, error) {
		bf := o.(*Builtin)
		if bf.self != nil {
			if t, ok := bf.self.(*Type); ok {
				return fmt.Sprintf("<built-in method %s of type object at %#x>", bf.Name, objectID(t)), nil
			}
			return fmt.Sprintf("<built-in method %s of %s object at %#x>", bf.Name, TypeName(bf.self), objectID(bf.self)), nil
		}
		return "<built-in function " + bf.Name + ">", nil
	}
	b.Hash = identityHash
	b.Call = func(th *Thread, o Object, args []Object, kwnames []string) (Object, error) {
		return o.(*Builtin).call(th, args, kwnames)
	}
	b.GetAttr = func(th *Thread, o Object, name string) (Object, error) {
		bf := o.(*Builtin)
		switch name {
		case "__name__":
			return NewStr(bf.Name), nil
		case "__qualname__":
			// a method of a built-in type is qualified by the type
			if bf.meth != nil && bf.meth.owner != nil {
				return NewStr(typeQualName(bf.meth.owner) + "." + bf.Name), nil
			}
			return NewStr(bf.Name), nil
		case "__self__":
			return orNone(bf.self), nil
		case "__doc__":
			if bf.Doc == "" {
				return None, nil
			}
			return NewStr(bf.Doc), nil
		case "__module__":
			if bf.Module == "" {
				return None, nil
			}
			return NewStr(bf.Module), nil
		}
		return genericGetAttr(th, o, name)
	}

	md := MethodDescriptorType
	md.Repr = func(th *Thread, o Object) (string, error) {
		m := o.(*MethodDescr)
		return fmt.Sprintf("<method '%s' of '%s' objects>", m.Name, m.owner.Name), nil
	}
	md.Hash = identityHash
	md.Call = func(th *Thread, o Object, args []Object, kwnames []string) (Object, error) {
		m := o.(*MethodDescr)
		if m.class {
			return nil, Errorf(TypeErrorType, "descriptor '%s' of '%s' object needs a type", m.Name, m.owner.Name)
		}
		if len(args)-len(kwnames) < 1 {
			return nil, Errorf(TypeErrorType, "unbound method %s.%s() needs an argument", m.owner.Name, m.Name)
		}
		if !args[0].Type().IsSubtype(m.owner) {
			return nil, Errorf(TypeErrorType, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", m.Name, m.owner.Name, TypeName(args[0]))
		}
		return m.fn(th, args[0], args[1:], kwnames)
	}
	md.DescrGet = func(th *Thread, d, obj Object, t *Type) (Object, error) {
		m := d.(*MethodDescr)
		if m.class {
			if t == nil {
				t = obj.Type()
			}
			return &Builtin{Name: m.Name, meth: m, self: t}, nil
		}
		if obj == nil || obj == None {
			return d, nil
		}
		return &Builtin{Name: m.Name, meth: m, self: obj}, nil
	}
	md.GetAttr = func(th *Thread, o Object, name string) (Object, error) {
		m := o.(*MethodDescr)
		switch name {
		case "__name__":
			return NewStr(m.Name), nil
		case "__qualname__":
			return NewStr(typeQualName(m.owner) + "." + m.Name), nil
		case "__objclass__":
			return m.owner, nil
		case "__doc__":
			return None, nil
		}
		return genericGetAttr(th, o, name)
	}

	mt := MethodType
	mt.Repr = func(th *Thread, o Object) (string, error) {
		m := o.(*BoundMethod)
		self, err := Repr(th, m.Self)
		if err != nil {
			return "", err
		}
		name := "?"
		if fn, ok := m.Func.(*Function); ok {
			name = fn.QualName
		}
		return "<bound method " + name + " of " + self + ">", nil
	}
	mt.Hash = func(th *Thread, o Object) (int64, error) {
		m := o.(*BoundMethod)
		h1, _ := identityHash(th, m.Func)
		h2, _ := identityHash(th, m.Self)
		return h1 ^ h2, nil
	}
	mt.Compare = func(th *Thread, a, b Object, op CmpOp) (Object, error) {
		x, ok1 := a.(*BoundMethod)
		y, ok2 := b.(*BoundMethod)
		if !ok1 || !ok2 || (op != CmpEQ && op != CmpNE) {
			return NotImplemented, nil
		}
		eq := x.Func == y.Func && x.Self == y.Self
		return NewBool(eq == (op == CmpEQ)), nil
	}
	mt.Call = func(th *Thread, o Object, args []Object, kwnames []string) (Object, error) {
		return o.(*BoundMethod).call(th, args, kwnames)
	}
	mt.GetAttr = func(th *Thread, o Object, name string) (Object, error) {
		m := o.(*BoundMethod)
		switch name {
		case "__func__":
			return m.Func, nil
		case "__self__":
			return m.Self, nil
		}
		v, err := genericGetAttr(th, o, name)
		if err != nil {
			return GetAttr(th, m.Func, name)
		}
		return v, nil
	}
}

// CodeObject exposes a little of a function's code (co_name and friends).
type CodeObject struct{ code *Code }

func (*CodeObject) Type() *Type { return CodeType }

func setupModule() {
	m := ModuleType
	m.Repr = func(th *Thread, o Object) (string, error) {
		return "<module '" + o.(*Module).Name + "'>", nil
	}
	m.Hash = identityHash
	m.GetAttr = func(th *Thread, o Object, name string) (Object, error) {
		mod := o.(*Module)
		if v, ok := mod.Dict.GetStr(name); ok {
			return v, nil
		}
		if name == "__dict__" {
			return mod.Dict, nil
		}
		if ga, ok := mod.Dict.GetStr("__getattr__"); ok {
			return Call(th, ga, []Object{NewStr(name)}, nil)
		}
		return nil, attributeError(mod, name)
	}
	m.SetAttr = func(th *Thread, o Object, name string, v Object) error {
		mod := o.(*Module)
		if mod.frozen {
			return Errorf(AttributeErrorType, "module '%s' is read-only in the sandbox", mod.Name)
		}
		if v == nil {
			if !mod.Dict.DelStr(name) {
				return attributeError(mod, name)
			}
			return nil
		}
		mod.Dict.SetStr(name, v)
		return nil
	}
	m.New = func(th *Thread, t *Type, args []Object, kwnames []string) (Object, error) {
		var name, doc Object
		if err := UnpackArgs("module", args, kwnames, "name", &name, "doc?", &doc); err != nil {
			return nil, err
		}
		s, ok := AsStr(name)
		if !ok {
			return nil, Errorf(TypeErrorType, "module.__init__() argument 'name' must be str, not %s", TypeName(name))
		}
		mod := NewModule(s)
		if doc != nil {
			mod.Dict.SetStr("__doc__", doc)
		}
		return mod, nil
	}
}
