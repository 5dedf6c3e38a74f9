// Package py is mcpython's Python runtime: the object model, the compiler
// from syntax trees to Go closures, the evaluator and the builtins.
//
// Every Python value is an Object. Built-in types are package-level *Type
// values created at init and never written afterwards, so they are shared
// safely by concurrent runs; everything a run creates hangs off its Thread.
//
// The pipeline is syntax (parse) → resolve (scopes and the checks CPython
// makes after parsing, one walk) → py. The compiler stays in this package:
// it emits no bytecode for an evaluator elsewhere, its output IS the
// evaluator — closures that read and write Frame slots, cells and the
// scratch stack and take the object model's fast paths directly. A package
// of its own would have to export those internals to reach them, so the
// cut starlark-go makes at bytecode falls here at the resolved tree.
//
// Statements are compiled on two paths. compile_stmt.go and its peers make
// the plain closures; a generator or coroutine whose every yield and await
// is the whole value of a statement is compiled again on the resumable path
// of genmode.go, where each compound statement records where it stopped so
// that resuming re-enters it on the caller's goroutine. The two must stay:
// the resumable path carries per-statement state and checks that cost
// every plain function, the hot loops of every run, several per cent; and
// the plain path alone can only suspend by parking a goroutine per
// generator (generator.go), which the inline path exists to avoid. Any
// generator can still run on the goroutine path, so
// CompileOptions.GoroutineGenerators compiles every generator that way and
// interp's TestConformanceGoroutineGenerators runs every conformance
// script on it, next to TestConformance on the default path.
package py

// Object is any Python value.
type Object interface {
	Type() *Type
}

// Function signature shared by every built-in callable: positional
// arguments first, then the values of keyword arguments whose names are in
// kwnames (so len(kwnames) <= len(args)). No map is built for a call.
type BuiltinFunc func(th *Thread, args []Object, kwnames []string) (Object, error)

// NoneType, NotImplementedType and EllipsisType have a single value each.
type (
	NoneType           struct{}
	NotImplementedType struct{}
	EllipsisType       struct{}
)

var (
	None           Object = NoneType{}
	NotImplemented Object = NotImplementedType{}
	Ellipsis       Object = EllipsisType{}
)

func (NoneType) Type() *Type           { return NoneTypeType }
func (NotImplementedType) Type() *Type { return NotImplementedTypeType }
func (EllipsisType) Type() *Type       { return EllipsisTypeType }

// Bool is a Python bool. It is an int subtype; numeric code treats it as 0/1.
type Bool bool

const (
	True  = Bool(true)
	False = Bool(false)
)

func (Bool) Type() *Type { return BoolType }

// NewBool returns True or False.
func NewBool(b bool) Object {
	if b {
		return True
	}
	return False
}

// Cell holds a variable shared between a function and its closures.
type Cell struct{ V Object }

func (*Cell) Type() *Type { return CellType }
