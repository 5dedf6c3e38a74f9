package py

// Built-in types that CPython gives no constructor (iterators, views,
// generators, descriptors, the objects of C modules) refuse to be called:
// type(iter([]))() is "cannot create 'list_iterator' instances", not a
// bare object of that type.

// refuseConstruction gives t a constructor that refuses, when t is a
// built-in type with no constructor of its own that would otherwise
// inherit object's.
func refuseConstruction(t *Type) {
	if !t.builtin || t.New != nil || t.Init != nil || t == ObjectType || len(t.Bases) != 1 || t.Bases[0] != ObjectType {
		return
	}
	name := t.Name
	t.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
		return nil, Errorf(TypeErrorType, "cannot create '%s' instances", name)
	}
}

// setupMethodNew is types.MethodType(function, instance).
func setupMethodNew() {
	MethodType.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
		if err := NoKwargs("method", kwnames); err != nil {
			return nil, err
		}
		if len(args) != 2 {
			return nil, Errorf(TypeErrorType, "method expected 2 arguments, got %d", len(args))
		}
		if !isCallable(args[0]) {
			return nil, Errorf(TypeErrorType, "first argument must be callable")
		}
		if args[1] == None {
			return nil, Errorf(TypeErrorType, "instance must not be None")
		}
		return &BoundMethod{Func: args[0], Self: args[1]}, nil
	}
}

// setupSingletonNew lets type(NotImplemented)() and type(...)() return
// the singleton, as CPython does.
func setupSingletonNew() {
	for t, v := range map[*Type]Object{NotImplementedTypeType: NotImplemented, EllipsisTypeType: Ellipsis} {
		name := t.Name
		if t == EllipsisTypeType {
			name = "EllipsisType" // the message's name, not the type's
		}
		t.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
			if len(args) > 0 {
				return nil, Errorf(TypeErrorType, "%s takes no arguments", name)
			}
			return v, nil
		}
	}
	MappingProxyType.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
		var mapping Object
		if err := UnpackClinicArgs("mappingproxy", args, kwnames, "mapping", &mapping); err != nil {
			return nil, err
		}
		switch m := mapping.(type) {
		case *Dict:
			return &MappingProxy{d: m}, nil
		case *MappingProxy:
			return &MappingProxy{d: m.d}, nil
		}
		return nil, Errorf(TypeErrorType, "mappingproxy() argument must be a mapping, not %s", TypeName(mapping))
	}
}
