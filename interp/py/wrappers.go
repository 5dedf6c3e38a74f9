package py

// addSlotWrappers exposes the slots a built-in type defines itself as
// dunder methods, so Python code can call int.__add__, dict.__setitem__ or
// super().__init__.
func addSlotWrappers(t *Type) {
	add := func(name string, fn MethodFunc) {
		if _, ok := t.Dict.GetStr(name); !ok && dunderAllowed(t, name) {
			t.AddMethod(name, fn)
		}
	}
	if t.Repr != nil {
		f := t.Repr
		add("__repr__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			s, err := f(th, self)
			if err != nil {
				return nil, err
			}
			return NewStr(s), nil
		})
	}
	if t.Str != nil {
		f := t.Str
		add("__str__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			s, err := f(th, self)
			if err != nil {
				return nil, err
			}
			return NewStr(s), nil
		})
	}
	if t.Hash != nil {
		f := t.Hash
		add("__hash__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			h, err := f(th, self)
			if err != nil {
				return nil, err
			}
			return Int(h), nil
		})
	} else if t != ObjectType {
		t.Dict.SetStr("__hash__", None)
	}
	if t.Compare != nil {
		f := t.Compare
		for op := CmpLT; op <= CmpGE; op++ {
			op := op
			add(cmpDunders[op], func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
				if err := ArgRange(cmpDunders[op], args, kw, 1, 1); err != nil {
					return nil, err
				}
				return f(th, self, args[0], op)
			})
		}
	}
	if t.Bool != nil {
		f := t.Bool
		add("__bool__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			b, err := f(th, self)
			return NewBool(b), err
		})
	}
	if t.Len != nil {
		f := t.Len
		add("__len__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			n, err := f(th, self)
			return Int(n), err
		})
	}
	if t.Iter != nil {
		f := t.Iter
		add("__iter__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) { return f(th, self) })
	}
	if t.Next != nil {
		f := t.Next
		add("__next__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			v, err := f(th, self)
			if err != nil {
				return nil, err
			}
			if v == nil {
				return nil, exhaustedError(self)
			}
			return v, nil
		})
	}
	if t.GetItem != nil {
		f := t.GetItem
		add("__getitem__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			if err := ArgRange("__getitem__", args, kw, 1, 1); err != nil {
				return nil, err
			}
			return f(th, self, args[0])
		})
	}
	if t.SetItem != nil {
		f := t.SetItem
		add("__setitem__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			if err := ArgRange("__setitem__", args, kw, 2, 2); err != nil {
				return nil, err
			}
			return None, f(th, self, args[0], args[1])
		})
		add("__delitem__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			if err := ArgRange("__delitem__", args, kw, 1, 1); err != nil {
				return nil, err
			}
			return None, f(th, self, args[0], nil)
		})
	}
	if t.Contains != nil {
		f := t.Contains
		add("__contains__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			if err := ArgRange("__contains__", args, kw, 1, 1); err != nil {
				return nil, err
			}
			b, err := f(th, self, args[0])
			return NewBool(b), err
		})
	}
	if t.GetAttr != nil {
		f := t.GetAttr
		add("__getattribute__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			if err := ArgRange("__getattribute__", args, kw, 1, 1); err != nil {
				return nil, err
			}
			name, ok := AsStr(args[0])
			if !ok {
				return nil, Errorf(TypeErrorType, "attribute name must be string, not '%s'", TypeName(args[0]))
			}
			return f(th, self, name)
		})
	}
	if t.SetAttr != nil {
		f := t.SetAttr
		add("__setattr__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			if err := ArgRange("__setattr__", args, kw, 2, 2); err != nil {
				return nil, err
			}
			if k, ok := args[0].(*Str); ok && t == ObjectType {
				return None, objectSetAttrStr(th, self, k, args[1]) // the str is the key
			}
			name, ok := AsStr(args[0])
			if !ok {
				return nil, Errorf(TypeErrorType, "attribute name must be string, not '%s'", TypeName(args[0]))
			}
			return None, f(th, self, name, args[1])
		})
		add("__delattr__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			if err := ArgRange("__delattr__", args, kw, 1, 1); err != nil {
				return nil, err
			}
			name, _ := AsStr(args[0])
			return None, f(th, self, name, nil)
		})
	}
	if t.Call != nil && t != TypeType {
		f := t.Call
		add("__call__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			return f(th, self, args, kw)
		})
	}
	if t.Binary != nil {
		f := t.Binary
		for op, names := range binaryDunders {
			op, names := op, names
			add(names[0], func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
				if err := ArgRange(names[0], args, kw, 1, 1); err != nil {
					return nil, err
				}
				return f(th, op, self, args[0], false)
			})
			add(names[1], func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
				if err := ArgRange(names[1], args, kw, 1, 1); err != nil {
					return nil, err
				}
				return f(th, op, args[0], self, true)
			})
		}
	}
	if t.Inplace != nil {
		f := t.Inplace
		for op, names := range binaryDunders {
			op, names := op, names
			add(names[2], func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
				if err := ArgRange(names[2], args, kw, 1, 1); err != nil {
					return nil, err
				}
				return f(th, op, self, args[0])
			})
		}
	}
	if t.Unary != nil {
		f := t.Unary
		for op, name := range unaryDunders {
			op := op
			add(name, func(th *Thread, self Object, args []Object, kw []string) (Object, error) { return f(th, op, self) })
		}
	}
	if t.Index != nil {
		f := t.Index
		add("__index__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) { return f(th, self) })
	}
	if t.Float != nil {
		f := t.Float
		add("__float__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) { return f(th, self) })
	}
	if t.Int != nil {
		f := t.Int
		add("__int__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) { return f(th, self) })
	}
	if t.Format != nil {
		f := t.Format
		add("__format__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			if err := ArgRange("__format__", args, kw, 1, 1); err != nil {
				return nil, err
			}
			spec, ok := AsStr(args[0])
			if !ok {
				return nil, Errorf(TypeErrorType, "__format__() argument must be str, not %s", TypeName(args[0]))
			}
			s, err := f(th, self, spec)
			if err != nil {
				return nil, err
			}
			return NewStr(s), nil
		})
	}
	if t.DescrGet != nil {
		f := t.DescrGet
		add("__get__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			if err := ArgRange("__get__", args, kw, 1, 2); err != nil {
				return nil, err
			}
			var owner *Type
			if len(args) > 1 {
				owner, _ = args[1].(*Type)
			}
			return f(th, self, args[0], owner)
		})
	}
	if t.New != nil {
		f := t.New
		owner := t
		t.Dict.SetStr("__new__", &StaticMethod{Func: &Builtin{Name: "__new__", fn: func(th *Thread, args []Object, kw []string) (Object, error) {
			if len(args) == 0 {
				return nil, Errorf(TypeErrorType, "%s.__new__(): not enough arguments", owner.Name)
			}
			c, ok := args[0].(*Type)
			if !ok {
				return nil, Errorf(TypeErrorType, "%s.__new__(X): X is not a type object (%s)", owner.Name, TypeName(args[0]))
			}
			if !c.IsSubtype(owner) {
				return nil, Errorf(TypeErrorType, "%s.__new__(%s): %s is not a subtype of %s", owner.Name, c.Name, c.Name, owner.Name)
			}
			if c != owner && !c.builtin && owner != TypeType {
				// allocate in the built-in layout, then tag with the subclass
				if owner == ObjectType || isMutableLayout(owner) {
					if owner == ObjectType && len(args) > 1 {
						if err := objectNewExcessArgs(c); err != nil {
							return nil, err
						}
					}
					if owner == ObjectType && len(c.abstract) > 0 {
						return nil, abstractError(c)
					}
					return allocInstance(th, c)
				}
				v, err := f(th, owner, args[1:], kw)
				if err != nil {
					return nil, err
				}
				return newDictInstance(c, NewDict(), unwrapBase(v)), nil
			}
			return f(th, c, args[1:], kw)
		}}})
	}
	if t.Init != nil {
		f := t.Init
		add("__init__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			return None, f(th, self, args, kw)
		})
	}
}
