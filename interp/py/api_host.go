package py

// Host API: what packages outside the interpreter (workspace, skills, pii,
// registry bindings; the stdlib) use to define types and convert values.

// NewType creates a built-in-like class for host code. Call it from a
// package-level initialiser, set slots and methods, then Finish it; after
// that the type must not be modified (it is shared by all runs).
func NewType(name, module string, base *Type) *Type {
	if base == nil {
		base = ObjectType
	}
	t := &Type{Name: name}
	initBuiltinType(t, base, base.layout)
	t.Module = module
	return t
}

// Finish exposes the type's slots as dunder methods and inherits unset
// slots from its base.
func (t *Type) Finish() { finishType(t) }

// SetFinal marks the type as not subclassable from Python.
func (t *Type) SetFinal() { t.final = true }

// Encode encodes s with a Python codec name ("utf-8", "ascii", "latin-1"...)
// and error handler ("strict", "ignore", "replace"...).
func Encode(s, encoding, errors string) ([]byte, error) { return encodeString(s, encoding, errors) }

// Decode decodes b with a Python codec name and error handler.
func Decode(b []byte, encoding, errors string) (string, error) {
	return decodeBytes(b, encoding, errors)
}

// BytesOf returns the content of a bytes-like object.
func BytesOf(th *Thread, o Object) ([]byte, error) { return bytesOf(th, o) }

// NewMethodBuiltin binds a Go function as a method-like builtin whose
// first argument is self (for host types built with NewType).
func (t *Type) AddGetSet(name string, get func(th *Thread, o Object) (Object, error), set func(th *Thread, o, v Object) error) {
	t.Dict.SetStr(name, &GetSet{Name: name, Get: get, Set: set})
}

// CurrentLine returns the line of Python code being executed, or 0.
func (th *Thread) CurrentLine() int {
	if th.frame == nil {
		return 0
	}
	return th.frame.line
}

// ToGo converts a Python value to a JSON-like Go value: map[string]any,
// []any, string, int64 or *big.Int, float64, bool, nil. Non-str dict keys
// are converted with str(); other objects are an error.
func ToGo(th *Thread, o Object) (any, error) { return toGo(th, o, 0) }

// FromGo converts a JSON-like Go value to a Python value.
func FromGo(v any) (Object, error) { return fromGo(v) }
