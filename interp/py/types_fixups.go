package py

// Adjustments to the built-in types made once all of them exist and their
// slots are finished: type.__call__ for metaclasses, the standard streams,
// X | Y's __args__, unhashable containers and mapping proxies that behave
// like their mapping.

// setupTypeFixups runs once at package init, after finishType.
func setupTypeFixups() {
	// type.__call__, so that a metaclass's __call__ can delegate with
	// super().__call__(*args) as enum's does
	TypeType.AddMethod("__call__", func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) {
		if _, ok := self.(*Type); !ok {
			return nil, Errorf(TypeErrorType, "descriptor '__call__' requires a 'type' object but received a '%s'", TypeName(self))
		}
		return typeCall(th, self, args, kwnames)
	})
	setupStdStream()
	setupUnionArgs()
	fixHashSlots()
	// str() of a mappingproxy is str() of the mapping (print(Enum.__members__))
	MappingProxyType.Str = func(th *Thread, o Object) (string, error) { return StrOf(th, o.(*MappingProxy).d) }
	// a mappingproxy compares as its mapping does (Field.metadata == {})
	MappingProxyType.Compare = func(th *Thread, a, b Object, op CmpOp) (Object, error) {
		if p, ok := b.(*MappingProxy); ok {
			b = p.d
		}
		return RichCompare(th, a.(*MappingProxy).d, b, op)
	}
}

// setupUnionArgs gives X | Y its __args__ (typing.get_args reads them).
func setupUnionArgs() {
	base := UnionTypeType.GetAttr
	UnionTypeType.GetAttr = func(th *Thread, o Object, name string) (Object, error) {
		switch name {
		case "__args__":
			return NewTuple(o.(*UnionType).flat()), nil
		case "__parameters__":
			return NewTuple(nil), nil
		}
		return base(th, o, name)
	}
}

// fixHashSlots makes list, dict, set, bytearray and slice unhashable as in
// CPython (finishType let them inherit object's hash), and removes the
// __hash__ = None that finishType wrote into types which do inherit a hash
// (bool.__hash__ is int's, not None).
func fixHashSlots() {
	unhashable := map[*Type]bool{ListType: true, DictType: true, SetType: true, ByteArrayType: true, SliceType: true}
	for _, t := range allBuiltinTypes() {
		if unhashable[t] {
			t.Hash = nil
			t.Dict.SetStr("__hash__", None)
			continue
		}
		if v, ok := t.Dict.GetStr("__hash__"); ok && v == None && t.Hash != nil {
			t.Dict.DelStr("__hash__")
		}
	}
}
