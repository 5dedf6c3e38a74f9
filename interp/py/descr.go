package py

// GetSet is a computed attribute of a built-in type (int.real, slice.start).
type GetSet struct {
	Name string
	Get  func(th *Thread, o Object) (Object, error)
	Set  func(th *Thread, o Object, v Object) error // nil: read-only
}

var GetSetType = &Type{Name: "getset_descriptor", final: true}

func (*GetSet) Type() *Type { return GetSetType }

// Property is the property descriptor.
type Property struct {
	Get, Set, Del Object
	Doc           Object
	name          string
	sub           subclassed
}

// subclassed holds the class and __dict__ of an instance of a Python
// subclass of a built-in descriptor type (class cached(property): ...).
type subclassed struct {
	class *Type
	dict  *Dict
}

func (s *subclassed) typeOr(t *Type) *Type {
	if s.class != nil {
		return s.class
	}
	return t
}

func (p *Property) Type() *Type { return p.sub.typeOr(PropertyType) }

// ClassMethod and StaticMethod wrap functions defined in class bodies.
type ClassMethod struct {
	Func Object
	sub  subclassed
}
type StaticMethod struct {
	Func Object
	sub  subclassed
}

func (c *ClassMethod) Type() *Type  { return c.sub.typeOr(ClassMethodType) }
func (s *StaticMethod) Type() *Type { return s.sub.typeOr(StaticMethodType) }

// Super is the object returned by super().
type Super struct {
	thisType *Type
	obj      Object
	objType  *Type
}

func (*Super) Type() *Type { return SuperType }

// MappingProxy is a read-only view of a class namespace.
type MappingProxy struct{ d *Dict }

func (*MappingProxy) Type() *Type { return MappingProxyType }

func setupDescriptors() {
	initBuiltinType(GetSetType, ObjectType, nil)
	GetSetType.DescrGet = func(th *Thread, d, obj Object, t *Type) (Object, error) {
		if obj == nil || obj == None {
			return d, nil
		}
		return d.(*GetSet).Get(th, obj)
	}
	GetSetType.DescrSet = func(th *Thread, d, obj, v Object) error {
		g := d.(*GetSet)
		if g.Set == nil {
			return Errorf(AttributeErrorType, "attribute '%s' of '%s' objects is not writable", g.Name, TypeName(obj))
		}
		return g.Set(th, obj, v)
	}

	p := PropertyType
	p.New = func(th *Thread, t *Type, args []Object, kwnames []string) (Object, error) {
		return &Property{Get: None, Set: None, Del: None, Doc: None}, nil
	}
	p.Init = func(th *Thread, self Object, args []Object, kwnames []string) error {
		pr := self.(*Property)
		var fget, fset, fdel, doc = None, None, None, None
		if err := UnpackClinicArgs("property", args, kwnames, "fget?", &fget, "fset?", &fset, "fdel?", &fdel, "doc?", &doc); err != nil {
			return err
		}
		pr.Get, pr.Set, pr.Del, pr.Doc = fget, fset, fdel, doc
		if doc == None && fget != None {
			if d, err := GetAttr(th, fget, "__doc__"); err == nil {
				pr.Doc = d
			}
		}
		return nil
	}
	p.DescrGet = func(th *Thread, d, obj Object, t *Type) (Object, error) {
		pr := d.(*Property)
		if obj == nil || obj == None {
			return d, nil
		}
		if pr.Get == None {
			return nil, Errorf(AttributeErrorType, "property %s of '%s' object has no getter", pr.quotedName(), TypeName(obj))
		}
		return Call(th, pr.Get, []Object{obj}, nil)
	}
	p.DescrSet = func(th *Thread, d, obj, v Object) error {
		pr := d.(*Property)
		if v == nil {
			if pr.Del == None {
				return Errorf(AttributeErrorType, "property %s of '%s' object has no deleter", pr.quotedName(), TypeName(obj))
			}
			_, err := Call(th, pr.Del, []Object{obj}, nil)
			return err
		}
		if pr.Set == None {
			return Errorf(AttributeErrorType, "property %s of '%s' object has no setter", pr.quotedName(), TypeName(obj))
		}
		_, err := Call(th, pr.Set, []Object{obj, v}, nil)
		return err
	}
	p.GetAttr = func(th *Thread, o Object, name string) (Object, error) {
		pr := o.(*Property)
		switch name {
		case "fget":
			return pr.Get, nil
		case "fset":
			return pr.Set, nil
		case "fdel":
			return pr.Del, nil
		case "__doc__":
			return pr.Doc, nil
		case "__isabstractmethod__":
			return NewBool(isAbstract(th, pr.Get)), nil
		}
		return genericGetAttr(th, o, name)
	}
	copyWith := func(name string, which int) {
		p.AddMethod(name, func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			if err := ArgRange(name, args, kw, 1, 1); err != nil {
				return nil, err
			}
			pr := *self.(*Property)
			switch which {
			case 0:
				pr.Get = args[0]
			case 1:
				pr.Set = args[0]
			case 2:
				pr.Del = args[0]
			}
			return &pr, nil
		})
	}
	copyWith("getter", 0)
	copyWith("setter", 1)
	copyWith("deleter", 2)
	p.AddMethod("__set_name__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if len(args) == 2 {
			if s, ok := AsStr(args[1]); ok {
				self.(*Property).name = s
			}
		}
		return None, nil
	})

	cm := ClassMethodType
	cm.New = func(th *Thread, t *Type, args []Object, kwnames []string) (Object, error) {
		if err := ArgRange("classmethod", args, kwnames, 1, 1); err != nil {
			return nil, err
		}
		return &ClassMethod{Func: args[0]}, nil
	}
	cm.Init = func(th *Thread, self Object, args []Object, kwnames []string) error {
		if len(args) == 1 && len(kwnames) == 0 {
			self.(*ClassMethod).Func = args[0]
		}
		return nil
	}
	cm.DescrGet = func(th *Thread, d, obj Object, t *Type) (Object, error) {
		if t == nil {
			t = obj.Type()
		}
		return &BoundMethod{Func: d.(*ClassMethod).Func, Self: t}, nil
	}
	cm.GetAttr = func(th *Thread, o Object, name string) (Object, error) {
		if name == "__func__" {
			return o.(*ClassMethod).Func, nil
		}
		if name == "__isabstractmethod__" {
			return NewBool(isAbstract(th, o.(*ClassMethod).Func)), nil
		}
		return genericGetAttr(th, o, name)
	}
	sm := StaticMethodType
	sm.New = func(th *Thread, t *Type, args []Object, kwnames []string) (Object, error) {
		if err := ArgRange("staticmethod", args, kwnames, 1, 1); err != nil {
			return nil, err
		}
		return &StaticMethod{Func: args[0]}, nil
	}
	sm.Init = func(th *Thread, self Object, args []Object, kwnames []string) error {
		if len(args) == 1 && len(kwnames) == 0 {
			self.(*StaticMethod).Func = args[0]
		}
		return nil
	}
	sm.DescrGet = func(th *Thread, d, obj Object, t *Type) (Object, error) { return d.(*StaticMethod).Func, nil }
	sm.Call = func(th *Thread, o Object, args []Object, kwnames []string) (Object, error) {
		return Call(th, o.(*StaticMethod).Func, args, kwnames)
	}
	sm.GetAttr = func(th *Thread, o Object, name string) (Object, error) {
		if name == "__func__" {
			return o.(*StaticMethod).Func, nil
		}
		return genericGetAttr(th, o, name)
	}

	s := SuperType
	s.New = superNew
	s.GetAttr = superGetAttr
	s.Repr = func(th *Thread, o Object) (string, error) {
		sp := o.(*Super)
		return "<super: <class '" + sp.thisType.Name + "'>, <" + sp.objType.Name + " object>>", nil
	}

	mp := MappingProxyType
	mp.GetItem = func(th *Thread, o, k Object) (Object, error) {
		v, ok, err := o.(*MappingProxy).d.GetItem(th, k)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, keyError(k)
		}
		return v, nil
	}
	mp.Len = func(th *Thread, o Object) (int, error) { return o.(*MappingProxy).d.Len(), nil }
	mp.Iter = func(th *Thread, o Object) (Object, error) { return newDictIter(o.(*MappingProxy).d, dictIterKeys), nil }
	mp.Contains = func(th *Thread, o, k Object) (bool, error) {
		_, ok, err := o.(*MappingProxy).d.GetItem(th, k)
		return ok, err
	}
	mp.Repr = func(th *Thread, o Object) (string, error) {
		r, err := Repr(th, o.(*MappingProxy).d)
		return "mappingproxy(" + r + ")", err
	}
	for _, name := range []string{"keys", "values", "items", "get", "copy"} {
		name := name
		mp.AddMethod(name, func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			return callMethod(th, self.(*MappingProxy).d, NewStr(name), prepend(nil, args), kw)
		})
	}
}

func (p *Property) quotedName() string {
	if p.name == "" {
		return ""
	}
	return "'" + p.name + "'"
}

// superNew implements super() with and without arguments.
func superNew(th *Thread, t *Type, args []Object, kwnames []string) (Object, error) {
	if len(args) == 0 {
		fr := th.frame
		// CPython looks for the first argument before the __class__ cell
		if fr != nil && fr.code != nil && fr.code.ArgCount == 0 {
			return nil, Errorf(RuntimeErrorType, "super(): no arguments")
		}
		if fr == nil || fr.code == nil || fr.code.classCellSlot < 0 {
			return nil, Errorf(RuntimeErrorType, "super(): __class__ cell not found")
		}
		cell, _ := fr.locals[fr.code.classCellSlot].(*Cell)
		if cell == nil || cell.V == nil {
			return nil, Errorf(RuntimeErrorType, "super(): empty __class__ cell")
		}
		cls, ok := cell.V.(*Type)
		if !ok {
			return nil, Errorf(RuntimeErrorType, "super(): __class__ is not a type")
		}
		first := fr.locals[0]
		if c, ok := first.(*Cell); ok {
			first = c.V
		}
		if first == nil {
			return nil, Errorf(RuntimeErrorType, "super(): arg[0] deleted")
		}
		return makeSuper(cls, first)
	}
	if len(args) > 2 {
		return nil, Errorf(TypeErrorType, "super() takes at most 2 arguments")
	}
	cls, ok := args[0].(*Type)
	if !ok {
		return nil, Errorf(TypeErrorType, "super() argument 1 must be a type, not %s", TypeName(args[0]))
	}
	if len(args) == 1 {
		return &Super{thisType: cls, objType: cls}, nil
	}
	return makeSuper(cls, args[1])
}

func makeSuper(cls *Type, obj Object) (Object, error) {
	if t, ok := obj.(*Type); ok && t.IsSubtype(cls) {
		return &Super{thisType: cls, obj: obj, objType: t}, nil
	}
	if obj.Type().IsSubtype(cls) {
		return &Super{thisType: cls, obj: obj, objType: obj.Type()}, nil
	}
	return nil, Errorf(TypeErrorType, "super(type, obj): obj must be an instance or subtype of type")
}

func superGetAttr(th *Thread, o Object, name string) (Object, error) {
	sp := o.(*Super)
	if name == "__class__" {
		return SuperType, nil
	}
	mro := sp.objType.MRO
	i := 0
	for i < len(mro) && mro[i] != sp.thisType {
		i++
	}
	for i++; i < len(mro); i++ {
		v, ok := mro[i].Dict.GetStr(name)
		if !ok {
			continue
		}
		var inst = sp.obj
		if t, isType := sp.obj.(*Type); isType && t == sp.objType {
			inst = nil // super(C, C).method: unbound lookup
		}
		switch d := v.(type) {
		case *Function:
			if inst == nil {
				return d, nil
			}
			return &BoundMethod{Func: d, Self: inst}, nil
		case *MethodDescr:
			if d.class {
				return &Builtin{Name: d.Name, meth: d, self: sp.objType}, nil
			}
			if inst == nil {
				return d, nil
			}
			return &Builtin{Name: d.Name, meth: d, self: inst}, nil
		case *ClassMethod:
			return &BoundMethod{Func: d.Func, Self: sp.objType}, nil
		}
		if dt := v.Type(); dt.DescrGet != nil {
			var ob = inst
			if ob == nil {
				ob = None
			}
			return slotDescrGet(th, v, ob, sp.objType)
		}
		return v, nil
	}
	return nil, Errorf(AttributeErrorType, "'super' object has no attribute '%s'", name)
}
