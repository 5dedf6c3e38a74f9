package py

import "strings"

// operatorDunders lists, for built-in types whose operator slots are
// implemented in one Go function, which operator dunders CPython actually
// defines on them; the slot wrappers expose only those, so dir(list) and
// int.__add__ look as in CPython. Types not listed expose a wrapper for
// every operator their slot handles.
var operatorDunders = map[*Type]string{
	IntType: "__add__ __radd__ __sub__ __rsub__ __mul__ __rmul__ __mod__ __rmod__ __pow__ __rpow__ " +
		"__lshift__ __rlshift__ __rshift__ __rrshift__ __and__ __rand__ __or__ __ror__ __xor__ __rxor__ " +
		"__floordiv__ __rfloordiv__ __truediv__ __rtruediv__ __neg__ __pos__ __invert__",
	BoolType: "__and__ __rand__ __or__ __ror__ __xor__ __rxor__",
	FloatType: "__add__ __radd__ __sub__ __rsub__ __mul__ __rmul__ __mod__ __rmod__ __pow__ __rpow__ " +
		"__floordiv__ __rfloordiv__ __truediv__ __rtruediv__ __neg__ __pos__",
	ComplexType: "__add__ __radd__ __sub__ __rsub__ __mul__ __rmul__ __pow__ __rpow__ " +
		"__truediv__ __rtruediv__ __neg__ __pos__",
	ListType:      "__add__ __mul__ __rmul__ __iadd__ __imul__",
	TupleType:     "__add__ __mul__ __rmul__",
	DictType:      "__or__ __ror__ __ior__",
	SetType:       "__and__ __rand__ __or__ __ror__ __sub__ __rsub__ __xor__ __rxor__ __iand__ __ior__ __isub__ __ixor__",
	FrozenSetType: "__and__ __rand__ __or__ __ror__ __sub__ __rsub__ __xor__ __rxor__",
	dictKeysType:  "__and__ __rand__ __or__ __ror__ __sub__ __rsub__ __xor__ __rxor__",
	dictItemsType: "__and__ __rand__ __or__ __ror__ __sub__ __rsub__ __xor__ __rxor__",
	TypeType:      "__or__ __ror__",
}

// dunderAllowed reports whether the slot wrappers should give t the
// operator dunder name.
func dunderAllowed(t *Type, name string) bool {
	allowed, ok := operatorDunders[t]
	if !ok || !isOperatorDunder(name) {
		return true
	}
	for _, n := range strings.Fields(allowed) {
		if n == name {
			return true
		}
	}
	return false
}

func isOperatorDunder(name string) bool {
	for _, names := range binaryDunders {
		if name == names[0] || name == names[1] || name == names[2] {
			return true
		}
	}
	for _, n := range unaryDunders {
		if name == n {
			return true
		}
	}
	return false
}
