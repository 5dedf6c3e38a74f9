package py

import "unsafe"

// Most instances keep their attributes in layout form or have none beside
// their __slots__; a materialized __dict__ or the built-in value of a
// subclass of int, str, tuple... is rare. Instance.attrs therefore holds
// one pointer, to the layout in the common case and to an instanceExtra
// otherwise, which keeps an Instance at 32 bytes: a two-slot object is 64
// bytes with its values, as CPython's is 48 with its GC header.

// attrsKind is the first field of attrLayout and of instanceExtra, which
// tells Instance.attrs' two targets apart.
type attrsKind uint8

const (
	attrsLayout attrsKind = iota
	attrsExtra
)

// instanceExtra is what an instance holds beside its values when it has
// a __dict__ or a built-in base.
type instanceExtra struct {
	kind  attrsKind // attrsExtra
	names *attrLayout
	dict  *Dict
	base  Object
}

// extra returns the instance's instanceExtra, or nil.
func (i *Instance) extra() *instanceExtra {
	if i.attrs == nil || *(*attrsKind)(i.attrs) != attrsExtra {
		return nil
	}
	return (*instanceExtra)(i.attrs)
}

// layout returns the names of the instance's values when its attributes
// are in layout form, or nil.
func (i *Instance) layout() *attrLayout {
	if i.attrs == nil {
		return nil
	}
	if *(*attrsKind)(i.attrs) == attrsLayout {
		return (*attrLayout)(i.attrs)
	}
	return (*instanceExtra)(i.attrs).names
}

// dictOrNil returns the instance's __dict__ if it exists as a dict.
func (i *Instance) dictOrNil() *Dict {
	if e := i.extra(); e != nil {
		return e.dict
	}
	return nil
}

// ensureExtra returns the instance's instanceExtra, making it (with the
// layout the instance had) if needed.
func (i *Instance) ensureExtra() *instanceExtra {
	if e := i.extra(); e != nil {
		return e
	}
	e := &instanceExtra{kind: attrsExtra, names: (*attrLayout)(i.attrs)}
	i.attrs = unsafe.Pointer(e)
	return e
}

// setLayout puts the instance's attributes in layout form with names l
// (nil: not in layout form).
func (i *Instance) setLayout(l *attrLayout) {
	if e := i.extra(); e != nil {
		e.names = l
		return
	}
	i.attrs = unsafe.Pointer(l)
}

// setDict makes d the instance's __dict__.
func (i *Instance) setDict(d *Dict) {
	if d == nil && i.extra() == nil {
		return
	}
	i.ensureExtra().dict = d
}

// newDictInstance is an instance of t with a __dict__ d and the built-in
// value base (nil for none).
func newDictInstance(t *Type, d *Dict, base Object) *Instance {
	inst := &Instance{class: t}
	if d != nil || base != nil {
		inst.attrs = unsafe.Pointer(&instanceExtra{kind: attrsExtra, dict: d, base: base})
	}
	return inst
}
