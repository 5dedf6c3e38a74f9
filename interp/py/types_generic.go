package py

// GenericAlias values (list[int]) compare and hash by origin and arguments,
// as CPython's types.GenericAlias does; setupIterators installs these after
// the type is built in gen_type.go.
func genericAliasCompare(th *Thread, a, b Object, op CmpOp) (Object, error) {
	x, ok1 := a.(*GenericAlias)
	y, ok2 := b.(*GenericAlias)
	if !ok1 || !ok2 || (op != CmpEQ && op != CmpNE) {
		return NotImplemented, nil
	}
	eq, err := containerEqual(th, x.Origin, y.Origin)
	if err == nil && eq {
		var r Object
		if r, err = seqCompare(th, x.Args, y.Args, CmpEQ); err == nil {
			eq = r == True
		}
	}
	if err != nil {
		return nil, err
	}
	return NewBool(eq == (op == CmpEQ)), nil
}

func genericAliasHash(th *Thread, o Object) (int64, error) {
	g := o.(*GenericAlias)
	h1, err := Hash(th, g.Origin)
	if err != nil {
		return 0, err
	}
	h2, err := Hash(th, NewTuple(g.Args))
	if err != nil {
		return 0, err
	}
	h := h1 ^ h2
	if h == -1 {
		h = -2
	}
	return h, nil
}
