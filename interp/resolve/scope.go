// Package resolve is the scope analysis that runs between parsing and
// compilation: Build decides for every name in every scope of a module
// whether it lives in a frame slot, a cell, the class namespace or the
// module globals, so the compiled code never looks a local up by name, and
// raises the symbol-table SyntaxErrors CPython's symtable.c raises (global
// and nonlocal conflicts, nonlocal without a binding). It also marks the
// statements of generators that suspend, which decides how py compiles
// them. The same walk applies the rules CPython checks after parsing that
// depend on where code stands (checks.go), so one pass over the tree
// answers every question the compiler asks before it compiles.
package resolve

import (
	"strings"

	"github.com/mcpython/mcpython/interp/syntax"
)

type ScopeKind uint8

const (
	ScopeModule ScopeKind = iota
	ScopeFunction
	ScopeClass
	ScopeComprehension // list/set/dict comprehension: inlined into its host frame (PEP 709)
	ScopeGenExpr       // generator expression: a function of its own
)

type SymKind uint8

const (
	SymUnresolved SymKind = iota
	SymLocal              // frame slot
	SymCell               // frame slot holding a *Cell owned by this scope
	SymFree               // frame slot holding a *Cell from an enclosing scope
	SymGlobal             // module globals, then builtins
	SymName               // class body or module: namespace dict, then globals, then builtins
)

const (
	flagAssigned = 1 << iota
	// flagImported: bound by an import, which CPython (DEF_IMPORT) lets a
	// later global or nonlocal declaration take over without an error
	flagImported
	flagParam
	flagUsed
	flagGlobal
	FlagNonlocal
	flagAnnotated
)

// flagBound is every way a name becomes local to its scope.
const flagBound = flagAssigned | flagImported

// A Symbol lives inside the storage of its Scope: compiled code copies
// what it needs (Kind, Slot) instead of keeping a *Symbol, which would keep
// the whole scope tree and syntax tree alive.
type Symbol struct {
	Name  string
	Flags int
	Kind  SymKind
	Slot  int
	decl  syntax.Node // the nonlocal declaration, for errors
}

type Scope struct {
	Kind     ScopeKind
	Name     string
	Parent   *Scope
	Children []*Scope
	// Order holds the symbols as first seen; Sym finds one by name.
	Order []*Symbol
	// byName indexes Order once it outgrows a linear scan.
	byName map[string]*Symbol
	params []string
	Node   any

	Generator, Coroutine bool
	// Suspending marks the statements of this scope that contain a yield or
	// await (directly, not in nested scopes); unsafeYield is set when one
	// sits where an inline generator cannot resume it (see genmode.go).
	Suspending   map[syntax.Stmt]bool
	UnsafeYield  bool
	hasClassCell bool // class scope providing __class__

	// slot table of a frame-owning scope
	NSlots     int
	SlotNames  []string
	CellSlots  []int
	FreeSlots  []int
	FreeNames  []string // names in closure order for freeSlots
	CellParams []int

	// Storage for the first symbols and their order: most scopes hold a
	// few names, which then cost no allocation of their own.
	firstSyms  [2]Symbol
	firstOrder [2]*Symbol
}

func newScope(kind ScopeKind, name string, parent *Scope, node any) *Scope {
	s := &Scope{Kind: kind, Name: name, Parent: parent, Node: node}
	s.Order = s.firstOrder[:0]
	if parent != nil {
		parent.Children = append(parent.Children, s)
	}
	return s
}

// Mangle applies private name mangling: inside a class, __name becomes
// _Class__name (not __dunder__ names, not for classes named only "_").
func (s *Scope) Mangle(name string) string {
	for c := s; c != nil; c = c.Parent {
		if c.Kind == ScopeClass {
			return MangleIn(c.Name, name)
		}
	}
	return name
}

// MangleIn is name as code inside class cls spells it: __name becomes
// _cls__name (not __dunder__ names, not dotted module names, not in a
// class named only by underscores).
func MangleIn(cls, name string) string {
	if len(name) < 3 || name[0] != '_' || name[1] != '_' || strings.HasSuffix(name, "__") || strings.Contains(name, ".") {
		return name
	}
	owner := strings.TrimLeft(cls, "_")
	if owner == "" {
		return name
	}
	return "_" + owner + name
}

// symScanLimit is how many symbols a scope holds before Sym indexes them
// in a map; most scopes hold fewer, and scanning a few names is quicker
// than building and probing a map.
const symScanLimit = 8

// Sym returns the symbol of a (mangled) name in s, or nil.
func (s *Scope) Sym(name string) *Symbol {
	if s.byName != nil {
		return s.byName[name]
	}
	for _, y := range s.Order {
		if y.Name == name {
			return y
		}
	}
	return nil
}

// sym returns the symbol of name in s, adding it when absent.
func (s *Scope) sym(name string) *Symbol {
	name = s.Mangle(name)
	if y := s.Sym(name); y != nil {
		return y
	}
	var y *Symbol
	if n := len(s.Order); n < len(s.firstSyms) {
		y = &s.firstSyms[n]
		*y = Symbol{Name: name, Slot: -1}
	} else {
		y = &Symbol{Name: name, Slot: -1}
	}
	s.Order = append(s.Order, y)
	switch {
	case s.byName != nil:
		s.byName[name] = y
	case len(s.Order) > symScanLimit:
		s.byName = make(map[string]*Symbol, 2*len(s.Order))
		for _, x := range s.Order {
			s.byName[x.Name] = x
		}
	}
	return y
}

// Host returns the scope whose frame holds this scope's slots.
func (s *Scope) Host() *Scope {
	for s.Kind == ScopeComprehension {
		s = s.Parent
	}
	return s
}

func (s *Scope) isFunctionLike() bool {
	return s.Kind == ScopeFunction || s.Kind == ScopeGenExpr || s.Kind == ScopeComprehension
}

// Lookup returns the symbol that a name reference in s compiles to: for an
// inlined comprehension, names it does not bind come from its host.
func (s *Scope) Lookup(name string) *Symbol {
	name = s.Mangle(name)
	for {
		y := s.Sym(name)
		ok := y != nil
		if s.Kind != ScopeComprehension {
			if !ok {
				return &Symbol{Name: name, Kind: s.defaultKind(), Slot: -1}
			}
			return y
		}
		if ok && y.Kind != SymFree && y.Kind != SymGlobal {
			return y
		}
		if ok && y.Kind == SymGlobal {
			return y
		}
		s = s.Parent
		if s.Kind == ScopeClass {
			// comprehensions in a class body do not see the class namespace
			if y2 := s.Sym(name); y2 != nil && y2.Kind == SymFree {
				return y2
			}
			return &Symbol{Name: name, Kind: SymGlobal, Slot: -1}
		}
	}
}

func (s *Scope) defaultKind() SymKind {
	switch s.Kind {
	case ScopeModule, ScopeClass:
		return SymName
	}
	return SymGlobal
}

// Build analyses a parsed module and returns its module scope, every
// nested scope reachable through Children. The error is an *Error: a
// symbol-table error, else a binding error, else a compiler-phase one,
// the order in which CPython finds them.
func Build(mod *syntax.Module) (*Scope, error) {
	b := &scopeBuilder{leadingFuture: syntax.LeadingFutureImports(mod.Body)}
	root := newScope(ScopeModule, "<module>", nil, mod)
	b.cur = root
	b.stmts(mod.Body)
	if b.err != nil {
		return nil, b.err
	}
	if err := resolveScope(root); err != nil {
		return nil, err
	}
	if b.compErr != nil {
		return nil, b.compErr
	}
	allocSlots(root)
	return root, nil
}

// Error is a SyntaxError found by the analysis at Node: CPython
// underlines the node when it can show the source line.
type Error struct {
	Node syntax.Node
	Msg  string
}

// Pos is where the error's node starts.
func (e *Error) Pos() syntax.Pos { return e.Node.Pos() }

func (e *Error) Error() string { return e.Msg }
