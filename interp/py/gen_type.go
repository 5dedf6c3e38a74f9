package py

import (
	"fmt"
	"strings"
)

func setupGenerators() {
	for _, t := range []*Type{GeneratorType, CoroutineType, AsyncGeneratorType} {
		t := t
		t.Repr = func(th *Thread, o Object) (string, error) {
			switch g := o.(type) {
			case *Generator:
				return fmt.Sprintf("<%s object %s at %#x>", t.Name, g.QualName, objectID(o)), nil
			case *GenExpr:
				return fmt.Sprintf("<generator object %s at %#x>", g.name, objectID(o)), nil
			}
			return objectRepr(o), nil
		}
		t.Hash = identityHash
	}
	g := GeneratorType
	g.Iter = selfIter
	g.Next = func(th *Thread, o Object) (Object, error) {
		switch x := o.(type) {
		case *Generator:
			return x.next(th)
		case *GenExpr:
			return x.next(th)
		}
		return nil, nil
	}
	g.AddMethod("send", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("send", args, kw, 1, 1); err != nil {
			return nil, err
		}
		switch x := self.(type) {
		case *Generator:
			return x.Send(th, args[0])
		case *GenExpr:
			v, err := x.next(th)
			if err != nil {
				return nil, err
			}
			if v == nil {
				return nil, NewException(StopIterationType)
			}
			return v, nil
		}
		return None, nil
	})
	throw := func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("throw", args, kw, 1, 3); err != nil {
			return nil, err
		}
		exc, err := makeException(th, args[0])
		if err != nil {
			return nil, err
		}
		if len(args) > 1 && args[1] != None {
			if t, ok := args[0].(*Type); ok {
				e, err := Call(th, t, []Object{args[1]}, nil)
				if err != nil {
					return nil, err
				}
				if ee, ok := e.(*Exception); ok {
					exc = ee
				}
			}
		}
		switch x := self.(type) {
		case *Generator:
			return x.Throw(th, exc)
		case *GenExpr:
			x.done = true
			return nil, exc
		}
		return nil, exc
	}
	closeFn := func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		switch x := self.(type) {
		case *Generator:
			return None, x.Close(th)
		case *GenExpr:
			x.done = true
		}
		return None, nil
	}
	c := CoroutineType
	for _, t := range []*Type{g, c} {
		t.AddMethod("throw", throw)
		t.AddMethod("close", closeFn)
	}
	c.AddMethod("send", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("send", args, kw, 1, 1); err != nil {
			return nil, err
		}
		return self.(*Generator).Send(th, args[0])
	})
	c.AddMethod("__await__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		return &coroWrapper{g: self.(*Generator)}, nil
	})
	initBuiltinType(coroWrapperType, ObjectType, nil)
	coroWrapperType.Iter = selfIter
	coroWrapperType.Next = func(th *Thread, o Object) (Object, error) {
		gen := o.(*coroWrapper).g
		val, done, err := gen.resume(th, genMsg{val: None})
		if err != nil {
			return nil, err
		}
		if done {
			return nil, stopIteration(val)
		}
		return val, nil
	}
	for _, t := range []*Type{g, c} {
		name := "gi_running"
		if t == c {
			name = "cr_running"
		}
		t.Dict.SetStr(name, &GetSet{Name: name, Get: func(th *Thread, o Object) (Object, error) {
			if gen, ok := o.(*Generator); ok {
				return NewBool(gen.core.state == genRunning), nil
			}
			return False, nil
		}})
	}
	for _, t := range []*Type{g, c} {
		prefix := "gi_"
		if t == c {
			prefix = "cr_"
		}
		t.Dict.SetStr(prefix+"code", &GetSet{Name: prefix + "code", Get: func(th *Thread, o Object) (Object, error) {
			if gen, ok := o.(*Generator); ok && gen.core.fr != nil {
				return &CodeObject{code: gen.core.fr.code}, nil
			}
			return None, nil
		}})
		// the frame while the generator can still run, None once it ended
		t.Dict.SetStr(prefix+"frame", &GetSet{Name: prefix + "frame", Get: func(th *Thread, o Object) (Object, error) {
			gen, ok := o.(*Generator)
			if !ok || gen.core.state == genDone || gen.core.fr == nil {
				return None, nil
			}
			fr := gen.core.fr
			return &TraceFrame{entry: TraceEntry{File: fr.code.Filename, Func: fr.code.Name, Line: fr.line, code: fr.code, globals: fr.globals}}, nil
		}})
		waiting := prefix + "yieldfrom"
		if t == c {
			waiting = "cr_await"
		}
		t.Dict.SetStr(waiting, &GetSet{Name: waiting, Get: func(th *Thread, o Object) (Object, error) { return None, nil }})
	}
	g.Dict.SetStr("__name__", &GetSet{Name: "__name__", Get: func(th *Thread, o Object) (Object, error) {
		if gen, ok := o.(*Generator); ok {
			return NewStr(gen.Name), nil
		}
		return NewStr("<genexpr>"), nil
	}})
	c.Dict.SetStr("__name__", &GetSet{Name: "__name__", Get: func(th *Thread, o Object) (Object, error) {
		return NewStr(o.(*Generator).Name), nil
	}})
	iteratorTypes = append(iteratorTypes, coroWrapperType)
}

// coroWrapper is the iterator returned by coroutine.__await__().
type coroWrapper struct{ g *Generator }

var coroWrapperType = &Type{Name: "coroutine_wrapper", final: true}

func (*coroWrapper) Type() *Type { return coroWrapperType }

// UnionType is X | Y of types (for isinstance and annotations).
type UnionType struct{ Args []Object }

var (
	UnionTypeType    = &Type{Name: "UnionType", final: true}
	GenericAliasType = &Type{Name: "GenericAlias", final: true}
)

func (*UnionType) Type() *Type { return UnionTypeType }

// GenericAlias is list[int] and friends: a class with type arguments.
type GenericAlias struct {
	Origin Object
	Args   []Object
}

func (*GenericAlias) Type() *Type { return GenericAliasType }

func typeArgRepr(th *Thread, o Object) string {
	switch x := o.(type) {
	case *Type:
		if x.Module == "builtins" || x.Module == "" {
			return x.Name
		}
		return x.Module + "." + typeQualName(x)
	case NoneType:
		return "None"
	case EllipsisType:
		return "..."
	case *List:
		// Callable[[int], str]: the argument list is shown like the args
		parts := make([]string, len(x.items))
		for i, it := range x.items {
			parts[i] = typeArgRepr(th, it)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	s, _ := Repr(th, o)
	return s
}

func setupUnion() {
	initBuiltinType(UnionTypeType, ObjectType, nil)
	UnionTypeType.Module = "types"
	UnionTypeType.Repr = func(th *Thread, o Object) (string, error) {
		u := o.(*UnionType)
		s := ""
		for i, a := range u.flat() {
			if i > 0 {
				s += " | "
			}
			s += typeArgRepr(th, a)
		}
		return s, nil
	}
	UnionTypeType.Binary = TypeType.Binary
	UnionTypeType.Hash = identityHash
	initBuiltinType(GenericAliasType, ObjectType, nil)
	GenericAliasType.Module = "types"
	GenericAliasType.Repr = func(th *Thread, o Object) (string, error) {
		g := o.(*GenericAlias)
		s := typeArgRepr(th, g.Origin) + "["
		for i, a := range g.Args {
			if i > 0 {
				s += ", "
			}
			s += typeArgRepr(th, a)
		}
		return s + "]", nil
	}
	GenericAliasType.Call = func(th *Thread, o Object, args []Object, kwnames []string) (Object, error) {
		return Call(th, o.(*GenericAlias).Origin, args, kwnames)
	}
	GenericAliasType.GetAttr = func(th *Thread, o Object, name string) (Object, error) {
		g := o.(*GenericAlias)
		switch name {
		case "__origin__":
			return g.Origin, nil
		case "__args__":
			return NewTuple(append([]Object(nil), g.Args...)), nil
		}
		return GetAttr(th, g.Origin, name)
	}
	GenericAliasType.Binary = TypeType.Binary
	GenericAliasType.Hash = identityHash
}

func (u *UnionType) flat() []Object {
	var out []Object
	for _, a := range u.Args {
		if v, ok := a.(*UnionType); ok {
			out = append(out, v.flat()...)
		} else {
			out = append(out, a)
		}
	}
	return out
}

// classGetItem implements C[args] for classes: __class_getitem__ or a
// GenericAlias for the built-in containers.
func classGetItem(th *Thread, t *Type, key Object) (Object, error) {
	if m := t.Lookup("__class_getitem__"); m != nil {
		fn, err := bindDescriptor(th, m, nil, t)
		if err != nil {
			return nil, err
		}
		if cm, ok := m.(*ClassMethod); ok {
			fn = &BoundMethod{Func: cm.Func, Self: t}
		}
		return Call(th, fn, []Object{key}, nil)
	}
	switch t {
	case ListType, DictType, TupleType, SetType, FrozenSetType, TypeType:
	default:
		if t.Type() != TypeType {
			if m := t.Type().Lookup("__getitem__"); m != nil {
				return callDunder(th, t, "__getitem__", key)
			}
		}
		return nil, Errorf(TypeErrorType, "type '%s' is not subscriptable", t.Name)
	}
	var args []Object
	if tu, ok := key.(*Tuple); ok {
		args = append([]Object(nil), tu.items...)
	} else {
		args = []Object{key}
	}
	return &GenericAlias{Origin: t, Args: args}, nil
}
