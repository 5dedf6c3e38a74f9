package py

import (
	"strings"

	"github.com/mcpython/mcpython/interp/resolve"
	"github.com/mcpython/mcpython/interp/syntax"
)

// The compiler turns a resolved syntax tree into a tree of Go closures:
// every expression becomes an evalFn and every statement an execFn. Locals
// are frame slots fixed at compile time; call arguments are assembled in a
// per-frame scratch area whose offsets are also fixed at compile time.

type evalFn func(fr *Frame) (Object, error)
type execFn func(fr *Frame) (ctrl, error)

type ctrl uint8

const (
	ctrlNone ctrl = iota
	ctrlBreak
	ctrlContinue
	ctrlReturn
)

type compiler struct {
	opts     CompileOptions
	filename string
	lines    []string
	sc       *resolve.Scope
	fc       *funcState
	err      error
	// One Str per name, so dict probes match by pointer: the first names
	// in an array that is scanned (most programs use few), the rest in a
	// map.
	firstNames [16]*Str
	nFirst     int
	names      map[string]*Str
	codes      []*Code // the code of every def and lambda, by Code.seq
	// stringAnnotations: the module imports annotations from __future__,
	// so annotations are kept as their source text (PEP 563).
	stringAnnotations bool
}

// annotation compiles an annotation: its value, or under PEP 563 its text
// as CPython renders it (an expression the renderer does not handle is
// evaluated as before).
func (c *compiler) annotation(e syntax.Expr) evalFn {
	if c.stringAnnotations {
		if s, ok := syntax.Unparse(e); ok {
			text := NewStr(s)
			return func(*Frame) (Object, error) { return text, nil }
		}
	}
	return c.expr(e)
}

// addCode numbers the code of a def or lambda in this compilation.
func (c *compiler) addCode(code *Code) *Code {
	code.seq = len(c.codes)
	c.codes = append(c.codes, code)
	return code
}

// intern returns the program's shared Str for a name.
func (c *compiler) intern(name string) *Str {
	for _, s := range c.firstNames[:c.nFirst] {
		if s.s == name {
			return s
		}
	}
	if s, ok := c.names[name]; ok {
		return s
	}
	s := internName(name)
	switch {
	case c.nFirst < len(c.firstNames):
		c.firstNames[c.nFirst] = s
		c.nFirst++
	case c.names == nil:
		c.names = map[string]*Str{name: s}
	default:
		c.names[name] = s
	}
	return s
}

// funcState tracks the frame being compiled: its scratch stack and the
// code object it will become.
type funcState struct {
	code    *Code
	sp, max int
	sc      *resolve.Scope
	// inline is set while compiling a generator that runs without a
	// goroutine (genmode.go); nGState and hidden count its resume state.
	inline  bool
	nGState int
	hidden  int
}

func (c *compiler) push(n int) int {
	off := c.fc.sp
	c.fc.sp += n
	if c.fc.sp > c.fc.max {
		c.fc.max = c.fc.sp
	}
	return off
}

func (c *compiler) pop(n int) { c.fc.sp -= n }

// CompileError is a SyntaxError found after parsing (scoping rules).
type compileError struct {
	pos syntax.Pos
	msg string
}

func (c *compiler) fail(pos syntax.Pos, msg string) {
	if c.err == nil {
		c.err = &compileError{pos: pos, msg: msg}
	}
}

func (e *compileError) Error() string { return e.msg }

// Program is a compiled module ready to run.
type Program struct {
	code     *Code
	Filename string
	lines    []string
	codes    []*Code // the code of every def and lambda, by Code.seq
}

// CompileOptions change how code is compiled, never what it does. The zero
// value is the default.
type CompileOptions struct {
	// GoroutineGenerators runs every generator and coroutine on a goroutine
	// of its own (generator.go), also those the inline path of genmode.go
	// could run, so that tests can check both paths against one script.
	GoroutineGenerators bool
	// NoCache compiles afresh instead of taking the program from the
	// compiled-code cache (code_cache.go); benchmarks compare the two.
	NoCache bool
}

// Compile parses and compiles source. Errors are *Exception of SyntaxError
// type carrying CPython's message and location.
func Compile(filename, src string) (*Program, error) {
	return CompileWith(filename, src, CompileOptions{})
}

// CompileWith is Compile with options.
func CompileWith(filename, src string, opts CompileOptions) (*Program, error) {
	mod, err := syntax.ParseString(filename, src)
	if err != nil {
		return nil, syntaxErrorFrom(err, filename, src)
	}
	return compileModule(mod, filename, src, opts)
}

// compileModule resolves and compiles a parsed module.
func compileModule(mod *syntax.Module, filename, src string, opts CompileOptions) (*Program, error) {
	lines := strings.Split(src, "\n")
	root, err := resolve.Build(mod)
	if err != nil {
		return nil, resolveSyntaxError(err, filename, src)
	}
	c := &compiler{opts: opts, filename: filename, lines: lines, stringAnnotations: syntax.FutureAnnotations(mod)}
	// the program and its module code live and die together: one allocation
	blk := &programBlock{code: Code{Name: "<module>", QualName: "<module>", Filename: filename, lines: lines, FirstLine: 1}}
	code := &blk.code
	c.sc = root
	blk.fs = funcState{code: code, sc: root}
	c.fc = &blk.fs
	body := c.moduleBody(mod.Body)
	if c.err != nil {
		return nil, resolveSyntaxError(c.err, filename, src)
	}
	c.finishCode(code, root)
	code.body = body
	blk.prog = Program{code: code, Filename: filename, lines: lines, codes: c.codes}
	blk.fs = funcState{} // the scopes are garbage once compiled
	return &blk.prog, nil
}

// programBlock holds a Program with the code of its module body, and the
// compiler's state for that body while it is compiled.
type programBlock struct {
	prog Program
	code Code
	fs   funcState
}

func (c *compiler) finishCode(code *Code, s *resolve.Scope) {
	code.NLocals = s.NSlots + c.fc.hidden
	code.LocalNames = s.SlotNames
	for i := 0; i < c.fc.hidden; i++ {
		code.LocalNames = append(code.LocalNames, ".resume")
	}
	code.nGState = c.fc.nGState
	code.inline = c.fc.inline
	code.cellSlots = s.CellSlots
	code.cellParams = s.CellParams
	code.freeSlots = s.FreeSlots
	code.stackSize = c.fc.max
}

// moduleBody compiles a module into its code's body, which returns the
// value of a final expression statement (kept as the run's result, like a
// REPL) or nil. A leading string is the module's docstring, bound to
// __doc__ before the body runs.
func (c *compiler) moduleBody(stmts []syntax.Stmt) evalFn {
	body := c.moduleStatements(stmts)
	doc := docstring(stmts)
	if doc == None {
		return body
	}
	store := c.nameStore("__doc__")
	return func(fr *Frame) (Object, error) {
		if err := store(fr, doc); err != nil {
			return fr.ret, err
		}
		return body(fr)
	}
}

func (c *compiler) moduleStatements(stmts []syntax.Stmt) evalFn {
	if n := len(stmts); n > 0 {
		if es, ok := stmts[n-1].(*syntax.ExprStmt); ok {
			head := c.block(stmts[:n-1])
			val := c.expr(es.Value)
			line := int(es.P.Line)
			return func(fr *Frame) (Object, error) {
				if c, err := head(fr); err != nil || c != ctrlNone {
					return fr.ret, err
				}
				fr.line = line
				v, err := val(fr)
				if err != nil {
					return fr.ret, err
				}
				fr.ret = v
				return v, nil
			}
		}
	}
	body := c.block(stmts)
	return func(fr *Frame) (Object, error) {
		_, err := body(fr)
		return fr.ret, err
	}
}

func (c *compiler) block(stmts []syntax.Stmt) execFn {
	fns := make([]execFn, 0, len(stmts))
	for _, s := range stmts {
		if f := c.stmt(s); f != nil {
			fns = append(fns, f)
		}
	}
	switch len(fns) {
	case 0:
		return func(*Frame) (ctrl, error) { return ctrlNone, nil }
	case 1:
		return fns[0]
	case 2:
		a, b := fns[0], fns[1]
		return func(fr *Frame) (ctrl, error) {
			if c, err := a(fr); err != nil || c != ctrlNone {
				return c, err
			}
			return b(fr)
		}
	}
	return func(fr *Frame) (ctrl, error) {
		for _, f := range fns {
			if c, err := f(fr); err != nil || c != ctrlNone {
				return c, err
			}
		}
		return ctrlNone, nil
	}
}

// ---- names ----

func (c *compiler) nameLoad(name string, pos syntax.Pos) evalFn {
	name = c.sc.Mangle(name)
	y := c.sc.Lookup(name)
	key := c.intern(name)
	switch y.Kind {
	case resolve.SymLocal:
		slot := y.Slot
		return func(fr *Frame) (Object, error) {
			if v := fr.locals[slot]; v != nil {
				return v, nil
			}
			return nil, Errorf(UnboundLocalErrorType, "cannot access local variable '%s' where it is not associated with a value", name)
		}
	case resolve.SymCell, resolve.SymFree:
		slot := y.Slot
		if c.sc.Kind == resolve.ScopeClass && y.Kind == resolve.SymFree {
			return func(fr *Frame) (Object, error) {
				if v, ok := fr.ns.getInterned(key); ok {
					return v, nil
				}
				if v := fr.locals[slot].(*Cell).V; v != nil {
					return v, nil
				}
				return nil, Errorf(NameErrorType, "cannot access free variable '%s' where it is not associated with a value in enclosing scope", name)
			}
		}
		own := y.Kind == resolve.SymCell // the closure keeps no *Symbol: those live inside their scope
		return func(fr *Frame) (Object, error) {
			if v := fr.locals[slot].(*Cell).V; v != nil {
				return v, nil
			}
			if own {
				return nil, Errorf(UnboundLocalErrorType, "cannot access local variable '%s' where it is not associated with a value", name)
			}
			return nil, Errorf(NameErrorType, "cannot access free variable '%s' where it is not associated with a value in enclosing scope", name)
		}
	case resolve.SymName:
		if c.sc.Kind == resolve.ScopeClass {
			return func(fr *Frame) (Object, error) {
				if v, ok := fr.ns.getInterned(key); ok {
					return v, nil
				}
				return loadGlobal(fr, key)
			}
		}
	}
	return func(fr *Frame) (Object, error) {
		if v, ok := fr.globals.getInterned(key); ok {
			return v, nil
		}
		return loadBuiltin(fr, key)
	}
}

func loadGlobal(fr *Frame, key *Str) (Object, error) {
	if v, ok := fr.globals.getInterned(key); ok {
		return v, nil
	}
	return loadBuiltin(fr, key)
}

func loadBuiltin(fr *Frame, key *Str) (Object, error) {
	if x := fr.th.ExtraNames; x != nil {
		if v, ok := x[key.s]; ok {
			return v, nil
		}
	}
	if v, ok := builtinsDict.getInterned(key); ok {
		return v, nil
	}
	return nil, nameErrorIn(fr, key.s)
}

func nameError(name string) *Exception {
	e := Errorf(NameErrorType, "name '%s' is not defined", name)
	if _, ok := missingBuiltins[name]; ok {
		e = Errorf(NameErrorType, "name '%s' is not defined (%s)", name, missingBuiltins[name])
	}
	return e
}

// storeFn assigns a value to a target in the frame.
type storeFn func(fr *Frame, v Object) error

func (c *compiler) nameStore(name string) storeFn {
	name = c.sc.Mangle(name)
	y := c.sc.Lookup(name)
	key := c.intern(name)
	switch y.Kind {
	case resolve.SymLocal:
		slot := y.Slot
		return func(fr *Frame, v Object) error { fr.locals[slot] = v; return nil }
	case resolve.SymCell, resolve.SymFree:
		slot := y.Slot
		if c.sc.Kind == resolve.ScopeClass && y.Kind == resolve.SymFree && y.Flags&resolve.FlagNonlocal == 0 {
			return func(fr *Frame, v Object) error { return classNamespaceStore(fr, key, v) }
		}
		return func(fr *Frame, v Object) error { fr.locals[slot].(*Cell).V = v; return nil }
	case resolve.SymName:
		if c.sc.Kind == resolve.ScopeClass {
			return func(fr *Frame, v Object) error { return classNamespaceStore(fr, key, v) }
		}
	}
	return func(fr *Frame, v Object) error { fr.globals.setInterned(fr.th, key, v); return nil }
}

func (c *compiler) nameDelete(name string) execFn {
	name = c.sc.Mangle(name)
	y := c.sc.Lookup(name)
	switch y.Kind {
	case resolve.SymLocal:
		slot := y.Slot
		return func(fr *Frame) (ctrl, error) {
			if fr.locals[slot] == nil {
				return ctrlNone, Errorf(UnboundLocalErrorType, "cannot access local variable '%s' where it is not associated with a value", name)
			}
			fr.locals[slot] = nil
			return ctrlNone, nil
		}
	case resolve.SymCell, resolve.SymFree:
		slot := y.Slot
		return func(fr *Frame) (ctrl, error) {
			cell := fr.locals[slot].(*Cell)
			if cell.V == nil {
				return ctrlNone, Errorf(NameErrorType, "cannot access free variable '%s' where it is not associated with a value in enclosing scope", name)
			}
			cell.V = nil
			return ctrlNone, nil
		}
	case resolve.SymName:
		if c.sc.Kind == resolve.ScopeClass {
			return func(fr *Frame) (ctrl, error) {
				if !fr.ns.DelStr(name) {
					return ctrlNone, nameError(name)
				}
				return ctrlNone, nil
			}
		}
	}
	return func(fr *Frame) (ctrl, error) {
		if !fr.globals.DelStr(name) {
			return ctrlNone, nameError(name)
		}
		return ctrlNone, nil
	}
}
