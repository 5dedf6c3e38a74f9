package py

// methodArgs checks the arguments of a built-in method the way CPython
// words it: methods taking no or exactly one argument (METH_NOARGS,
// METH_O) name themselves "type.name()", the others (Argument Clinic)
// report counts under the bare name; keywords are always refused under the
// qualified name.
func methodArgs(typ, name string, args []Object, kw []string, minArgs, maxArgs int) error {
	n := len(args)
	if len(kw) == 0 && n >= minArgs && n <= maxArgs {
		return nil // the common case allocates nothing
	}
	qual := typ + "." + name
	if len(kw) > 0 {
		return Errorf(TypeErrorType, "%s() takes no keyword arguments", qual)
	}
	switch {
	case maxArgs == 0:
		return Errorf(TypeErrorType, "%s() takes no arguments (%d given)", qual, n)
	case minArgs == 1 && maxArgs == 1:
		return Errorf(TypeErrorType, "%s() takes exactly one argument (%d given)", qual, n)
	case minArgs == maxArgs:
		return Errorf(TypeErrorType, "%s expected %d arguments, got %d", name, maxArgs, n)
	case n < minArgs:
		return Errorf(TypeErrorType, "%s expected at least %d argument%s, got %d", name, minArgs, plural(minArgs), n)
	}
	return Errorf(TypeErrorType, "%s expected at most %d argument%s, got %d", name, maxArgs, plural(maxArgs), n)
}

// addMethods registers methods of a built-in type that share one argument
// check each.
type methodTable struct {
	t *Type
}

func (m methodTable) add(name string, minArgs, maxArgs int, fn func(th *Thread, self Object, args []Object) (Object, error)) {
	typ := m.t.Name
	m.t.AddMethod(name, func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := methodArgs(typ, name, args, kw, minArgs, maxArgs); err != nil {
			return nil, err
		}
		return fn(th, self, args)
	})
}

// addClassGetItem gives t the __class_getitem__ of PEP 585 generics.
func addClassGetItem(t *Type) {
	t.AddClassMethod("__class_getitem__", func(th *Thread, cls Object, args []Object, kw []string) (Object, error) {
		if err := methodArgs(t.Name, "__class_getitem__", args, kw, 1, 1); err != nil {
			return nil, err
		}
		c, _ := cls.(*Type)
		if c == nil {
			c = t
		}
		return genericAliasOf(c, args[0]), nil
	})
}

func genericAliasOf(t *Type, key Object) Object {
	var args []Object
	if tu, ok := key.(*Tuple); ok {
		args = append([]Object(nil), tu.items...)
	} else {
		args = []Object{key}
	}
	return &GenericAlias{Origin: t, Args: args}
}
