package py

// assignDict is `o.__dict__ = v` (v nil: `del o.__dict__`) for objects
// whose attributes live in a dict of their own: the dict given becomes
// their attributes, the very object, as in CPython, instead of an
// attribute named __dict__. handled is false for objects without one.
func assignDict(o Object, v Object) (handled bool, err error) {
	var d *Dict
	if v == nil {
		d = NewDict() // CPython drops it and makes an empty one at next use
	} else if vd, ok := v.(*Dict); ok {
		d = vd
	} else {
		return true, Errorf(TypeErrorType, "__dict__ must be set to a dictionary, not a '%s'", TypeName(v))
	}
	switch x := o.(type) {
	case *Instance:
		if x.class.noInstanceDict {
			return false, nil
		}
		if x.layout() != nil {
			// layout values are the attributes being replaced; the values
			// of a class with slots beside its __dict__ are its slots
			x.setLayout(nil)
			x.setValues(nil)
		}
		x.setDict(d)
	case *Exception:
		x.attrs = d
	case *Function:
		x.dict = d
	case *Dict:
		if x.class == nil {
			return false, nil
		}
		x.attrs = d
	case *List:
		if x.class == nil {
			return false, nil
		}
		x.attrs = d
	case *Set:
		if x.class == nil {
			return false, nil
		}
		x.attrs = d
	default:
		return false, nil
	}
	return true, nil
}
