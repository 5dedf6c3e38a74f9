package py

import (
	"weak"

	"github.com/mcpython/mcpython/interp/syntax"
)

// CmpOp is a rich comparison operator.
type CmpOp uint8

const (
	CmpLT CmpOp = iota
	CmpLE
	CmpEQ
	CmpNE
	CmpGT
	CmpGE
)

// swapped returns the operator to use when the operands are reflected.
func (op CmpOp) swapped() CmpOp {
	return [...]CmpOp{CmpGT, CmpGE, CmpEQ, CmpNE, CmpLT, CmpLE}[op]
}

var cmpDunders = [...]string{"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"}
var cmpSymbols = [...]string{"<", "<=", "==", "!=", ">", ">="}

// Type is a Python class: built-in or defined by code. Slots are Go
// functions consulted by the evaluator; a nil slot means the operation is not
// supported (or, for user classes, not overridden). Built-in types are
// created at package init and never modified afterwards.
type Type struct {
	Name      string
	Module    string
	Doc       string
	Bases     []*Type
	MRO       []*Type
	Dict      *Dict
	builtin   bool  // immutable from Python
	final     bool  // cannot be subclassed
	layout    *Type // the built-in type whose Go representation instances use
	abstract  []string
	metaclass *Type // nil means type
	// customGetAttr is set when code defines __getattribute__ or __getattr__,
	// which disables the method-call fast path.
	customGetAttr bool
	// customSetAttr is set when code defines __setattr__ or __delattr__.
	customSetAttr bool
	// noInstanceDict: __slots__ without __dict__ (class_slots.go)
	noInstanceDict bool
	// slotCount: the __slots__ names of t and its bases, the room an
	// instance's slot values take
	slotCount int
	// shortName is __name__ of a Python class given a dotted message name
	// by SetMessageName
	shortName string
	// qualName is __qualname__ ("Outer.Inner", "f.<locals>.C"), empty for
	// built-in types named by Name; CPython keeps it on the type, not in
	// its __dict__
	qualName string
	// subclasses: the classes derived directly from a class written in
	// Python; attrCache: its cached MRO lookups (type_cache.go)
	subclasses []weak.Pointer[Type]
	attrCache  *attrCache
	// slotBase: the nearest class of the MRO (t included) whose __slots__
	// add storage, nil when none does; slotOwn: how many t's add
	slotBase *Type
	slotOwn  int
	// dictHint: the most attributes an instance's __dict__ has held, the
	// room new instances get (instance_alloc.go)
	dictHint int
	// attrRoot: the layout of its instances' attributes before they have
	// any (attr_layout.go)
	attrRoot *attrLayout

	// abcMarks is set on abc.ABCMeta, abcAnswers on an ABC that has been
	// checked against (abc_cache.go).
	abcMarks   *abcMeta
	abcAnswers *abcCache

	// slotsDefined: for user classes, the dunders seen in the MRO.
	New      func(th *Thread, t *Type, args []Object, kwnames []string) (Object, error)
	Init     func(th *Thread, self Object, args []Object, kwnames []string) error
	Repr     func(th *Thread, o Object) (string, error)
	Str      func(th *Thread, o Object) (string, error)
	Hash     func(th *Thread, o Object) (int64, error)
	Compare  func(th *Thread, a, b Object, op CmpOp) (Object, error)
	Bool     func(th *Thread, o Object) (bool, error)
	Len      func(th *Thread, o Object) (int, error)
	Iter     func(th *Thread, o Object) (Object, error)
	Next     func(th *Thread, o Object) (Object, error) // (nil, nil) when exhausted
	GetItem  func(th *Thread, o, key Object) (Object, error)
	SetItem  func(th *Thread, o, key, v Object) error // v nil deletes
	Contains func(th *Thread, o, v Object) (bool, error)
	GetAttr  func(th *Thread, o Object, name string) (Object, error)
	SetAttr  func(th *Thread, o Object, name string, v Object) error // v nil deletes
	Call     func(th *Thread, o Object, args []Object, kwnames []string) (Object, error)
	// Binary computes a op b. right tells which operand's type owns the slot.
	Binary   func(th *Thread, op syntax.Op, a, b Object, right bool) (Object, error)
	Inplace  func(th *Thread, op syntax.Op, a, b Object) (Object, error)
	Unary    func(th *Thread, op syntax.Op, o Object) (Object, error)
	Index    func(th *Thread, o Object) (Object, error)
	Float    func(th *Thread, o Object) (Object, error)
	Int      func(th *Thread, o Object) (Object, error)
	Format   func(th *Thread, o Object, spec string) (string, error)
	DescrGet func(th *Thread, descr, obj Object, t *Type) (Object, error)
	DescrSet func(th *Thread, descr, obj, v Object) error // v nil deletes
}

func (t *Type) Type() *Type {
	if t.metaclass != nil {
		return t.metaclass
	}
	return TypeType
}

// IsSubtype reports whether t is u or derives from it.
func (t *Type) IsSubtype(u *Type) bool {
	if t == u {
		return true
	}
	for _, m := range t.MRO {
		if m == u {
			return true
		}
	}
	return false
}

// Lookup finds name along the MRO without invoking descriptors.
func (t *Type) Lookup(name string) Object {
	if !t.builtin {
		return t.lookupCached(name).value
	}
	// the name's hash once for the whole MRO, not once per class
	h := strHash(name)
	for _, m := range t.MRO {
		if ix := m.Dict.findStr(name, h); ix >= 0 {
			return m.Dict.entries[ix].value
		}
	}
	return nil
}

// QualName is the name used in messages: module-qualified for non-builtins
// only where CPython does so (it does not for plain user classes).
func (t *Type) QualName() string { return t.Name }

// IsBuiltin reports whether t is one of the interpreter's own types.
func (t *Type) IsBuiltin() bool { return t.builtin }
