package py

import (
	"fmt"
	"reflect"
)

// objectID is id(o): stable for the object's lifetime.
func objectID(o Object) uintptr {
	v := reflect.ValueOf(o)
	switch v.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Slice, reflect.Func:
		return v.Pointer()
	}
	// value types (int, float, bool, None): derive an id from the value
	// and its type, so that 1, 1.0 and True, which hash alike, are
	// different objects as in CPython
	h, _ := Hash(nil, o)
	return uintptr(h) + reflect.ValueOf(o.Type()).Pointer()
}

func identityHash(th *Thread, o Object) (int64, error) {
	p := objectID(o)
	return int64(p>>4 | p<<60), nil
}

// objectRepr is object.__repr__: <module.Name object at 0x...>.
func objectRepr(o Object) string {
	t := o.Type()
	name := t.Name
	if t.Module != "" && t.Module != "builtins" {
		name = t.Module + "." + typeQualName(t)
	}
	return fmt.Sprintf("<%s object at %#x>", name, objectID(o))
}

func typeQualName(t *Type) string {
	if t.qualName != "" {
		return t.qualName
	}
	return t.Name
}

// instanceDict returns the __dict__ of o, or nil when it has none.
func instanceDict(o Object) *Dict {
	switch x := o.(type) {
	case *Instance:
		if x.class.noInstanceDict {
			return nil
		}
		return x.materialize()
	case *Exception:
		return x.attrs
	case *Dict:
		return x.attrs
	case *List:
		return x.attrs
	case *Set:
		return x.attrs
	case *Function:
		return x.dict
	case *Module:
		return x.Dict
	case *Property:
		return x.sub.dict
	case *ClassMethod:
		return x.sub.dict
	case *StaticMethod:
		return x.sub.dict
	case DictHolder:
		return x.InstanceDict()
	}
	return nil
}

func isDataDescriptor(d Object) bool {
	t := d.Type()
	return t.DescrSet != nil
}

// bindDescriptor applies the descriptor protocol to an attribute found on
// the type of obj.
func bindDescriptor(th *Thread, d Object, obj Object, t *Type) (Object, error) {
	switch f := d.(type) {
	case *Function:
		if obj == nil {
			return f, nil
		}
		return &BoundMethod{Func: f, Self: obj}, nil
	case *MethodDescr:
		if f.class {
			return &Builtin{Name: f.Name, meth: f, self: t}, nil
		}
		if obj == nil {
			return f, nil
		}
		return &Builtin{Name: f.Name, meth: f, self: obj}, nil
	}
	dt := d.Type()
	if dt.DescrGet != nil {
		var o = obj
		if obj == nil {
			o = None
		}
		return slotDescrGet(th, d, o, t)
	}
	return d, nil
}

// genericGetAttr is object.__getattribute__.
func genericGetAttr(th *Thread, o Object, name string) (Object, error) {
	t := o.Type()
	d := t.Lookup(name)
	if d != nil && isDataDescriptor(d) {
		return bindDescriptor(th, d, o, t)
	}
	if v, ok := ownAttr(o, name); ok {
		return v, nil
	}
	if d != nil {
		return bindDescriptor(th, d, o, t)
	}
	switch name {
	case "__class__":
		return t, nil
	case "__dict__":
		if dict := instanceDict(o); dict != nil {
			return dict, nil
		}
	case "__doc__":
		return None, nil
	}
	return nil, attributeError(o, name)
}

func attributeError(o Object, name string) *Exception {
	var e *Exception
	switch x := o.(type) {
	case *Module:
		e = Errorf(AttributeErrorType, "module '%s' has no attribute '%s'", x.Name, name)
	case *Type:
		e = Errorf(AttributeErrorType, "type object '%s' has no attribute '%s'", x.Name, name)
	default:
		e = Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", TypeName(o), name)
	}
	e.hint = &errorHint{name: name, obj: o}
	return e
}

// genericSetAttr is object.__setattr__ (v nil deletes).
func genericSetAttr(th *Thread, o Object, name string, v Object) error {
	t := o.Type()
	if d := t.Lookup(name); d != nil {
		if dt := d.Type(); dt.DescrSet != nil {
			return slotDescrSet(th, d, o, v)
		}
	}
	if name == "__class__" {
		return assignClass(o, v)
	}
	if name == "__dict__" {
		if handled, err := assignDict(o, v); handled {
			return err
		}
	}
	if inst, ok := o.(*Instance); ok && inst.layout() != nil && v != nil {
		inst.setAttrValue(th, NewStr(name), v)
		return nil
	}
	dict := instanceDict(o)
	if dict == nil {
		switch x := o.(type) {
		case *Dict:
			if x.class != nil {
				x.attrs = NewDict()
				dict = x.attrs
			}
		case *List:
			if x.class != nil {
				x.attrs = NewDict()
				dict = x.attrs
			}
		case *Set:
			if x.class != nil {
				x.attrs = NewDict()
				dict = x.attrs
			}
		case *Exception:
			x.attrs = NewDict()
			dict = x.attrs
		case *Function:
			x.dict = NewDict()
			dict = x.dict
		}
	}
	if dict == nil {
		if t.builtin {
			if t.Lookup(name) != nil {
				return Errorf(AttributeErrorType, "'%s' object attribute '%s' is read-only", t.Name, name)
			}
			return Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", t.Name, name)
		}
		return Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", t.Name, name)
	}
	if v == nil {
		if !dict.DelStr(name) {
			return attributeError(o, name)
		}
		return nil
	}
	dict.setInterned(th, NewStr(name), v)
	if inst, ok := o.(*Instance); ok {
		inst.class.noteDictSize(dict.used)
	}
	return nil
}
