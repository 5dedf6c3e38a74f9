package py

import "strings"

// NewNativeType returns a class implemented in Go by host code: a
// standard-library module (datetime.date, io.StringIO...) or a binding
// (the workspace's file objects); it is the one way to make such a type.
// name is CPython's tp_name, dotted with the module ("datetime.date"):
// messages show it whole, while __name__, __qualname__ and repr use the
// last part. layout is the built-in
// type whose Go value instances hold (nil: the new type itself; TupleType
// for named-tuple-like types). Fill the slots and methods, then call
// FinishNativeType once; afterwards the type must not be written, as it is
// shared by concurrent runs.
func NewNativeType(name string, base, layout *Type, final bool) *Type {
	t := &Type{Name: name, final: final}
	if base == nil {
		base = ObjectType
	}
	initBuiltinType(t, base, layout)
	short := name
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		t.Module = name[:i]
		short = name[i+1:]
	}
	t.qualName = short
	return t
}

// FinishNativeType exposes t's slots as dunder methods and inherits the
// slots it does not set from its base.
func FinishNativeType(t *Type) { finishType(t) }

// NewExceptionType returns an exception class of a standard-library module
// (binascii.Error, _csv.Error), dotted like NewNativeType's name.
func NewExceptionType(name string, base *Type) *Type {
	t := NewNativeType(name, base, BaseExceptionType, false)
	finishType(t)
	return t
}

// NewSubInstance wraps the built-in value base (a tuple for named-tuple
// types) as an instance of t, a type whose layout is base's type.
func NewSubInstance(t *Type, base Object) Object {
	return newDictInstance(t, NewDict(), unwrapBase(base))
}

// shortTypeName is __name__ of a class: for native types named after
// their module ("datetime.date") the last part, as CPython does.
func shortTypeName(t *Type) string {
	if t.shortName != "" {
		return t.shortName
	}
	if t.builtin {
		if i := strings.LastIndexByte(t.Name, '.'); i >= 0 {
			return t.Name[i+1:]
		}
	}
	return t.Name
}

// SetMessageName makes a class written in Python name itself in messages
// the way CPython's C type of the same name does ('collections.defaultdict',
// 'sys.version_info'); its __name__ stays the last part.
func SetMessageName(t *Type, name string) {
	if t.shortName == "" {
		t.shortName = shortTypeName(t)
	}
	t.Name = name
}

// SetMessageNameBuiltin is a private helper for modules written in Python:
// _set_message_name(cls, 'module.Name') calls SetMessageName.
var SetMessageNameBuiltin = NewBuiltin("_set_message_name", func(th *Thread, args []Object, kwnames []string) (Object, error) {
	if err := ArgRange("_set_message_name", args, kwnames, 2, 2); err != nil {
		return nil, err
	}
	t, ok := args[0].(*Type)
	name, isStr := AsStr(args[1])
	if !ok || !isStr || t.builtin {
		return nil, Errorf(TypeErrorType, "_set_message_name() needs a class written in Python and a str")
	}
	SetMessageName(t, name)
	return None, nil
})

// SetFinal marks the type as not subclassable from Python.
func (t *Type) SetFinal() { t.final = true }

// AddGetSet adds a computed attribute (a getset descriptor) to t; set may
// be nil for a read-only attribute.
func (t *Type) AddGetSet(name string, get func(th *Thread, o Object) (Object, error), set func(th *Thread, o, v Object) error) {
	t.Dict.SetStr(name, &GetSet{Name: name, Get: get, Set: set})
}
