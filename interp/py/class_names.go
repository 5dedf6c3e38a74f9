package py

// takeClassNames moves what type.__new__ takes out of a new class's
// namespace: __qualname__ lives on the type, not in its __dict__, and a
// class without a docstring says so with __doc__ None rather than showing
// its base's (CPython does both in type_new).
func takeClassNames(t *Type, ns *Dict) error {
	t.qualName = t.Name
	if q, ok := ns.GetStr("__qualname__"); ok {
		s, ok := AsStr(q)
		if !ok {
			return Errorf(TypeErrorType, "type __qualname__ must be a str, not %s", TypeName(q))
		}
		ns.DelStr("__qualname__")
		t.qualName = s
	}
	if _, ok := ns.GetStr("__doc__"); !ok {
		ns.SetStr("__doc__", None)
	}
	return nil
}
