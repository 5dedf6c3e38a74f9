package py

import (
	"strings"

	"github.com/mcpython/mcpython/interp/syntax"
)

// Scope analysis runs before compilation: it decides for every name in every
// scope whether it lives in a frame slot, a cell, the class namespace or the
// module globals, so the compiled code never looks a local up by name.

type scopeKind uint8

const (
	scopeModule scopeKind = iota
	scopeFunction
	scopeClass
	scopeComprehension // list/set/dict comprehension: inlined into its host frame (PEP 709)
	scopeGenExpr       // generator expression: a function of its own
)

type symKind uint8

const (
	symUnresolved symKind = iota
	symLocal              // frame slot
	symCell               // frame slot holding a *Cell owned by this scope
	symFree               // frame slot holding a *Cell from an enclosing scope
	symGlobal             // module globals, then builtins
	symName               // class body or module: namespace dict, then globals, then builtins
)

const (
	flagAssigned = 1 << iota
	flagParam
	flagUsed
	flagGlobal
	flagNonlocal
	flagAnnotated
	flagIter // comprehension iteration variable
)

type symbol struct {
	name  string
	flags int
	kind  symKind
	slot  int
	decl  syntax.Pos // where a nonlocal declaration is, for errors
}

type scope struct {
	kind     scopeKind
	name     string
	parent   *scope
	children []*scope
	syms     map[string]*symbol
	order    []*symbol
	params   []string
	node     any

	generator, coroutine bool
	// suspending marks the statements of this scope that contain a yield or
	// await (directly, not in nested scopes); unsafeYield is set when one
	// sits where an inline generator cannot resume it (see genmode.go).
	suspending     map[syntax.Stmt]bool
	unsafeYield    bool
	needsClassCell bool // a method uses super() or __class__
	hasClassCell   bool // class scope providing __class__
	hidden         int  // counter for hidden slot names

	// slot table of a frame-owning scope
	nslots     int
	slotNames  []string
	cellSlots  []int
	freeSlots  []int
	freeNames  []string // names in closure order for freeSlots
	cellParams []int
}

func newScope(kind scopeKind, name string, parent *scope, node any) *scope {
	s := &scope{kind: kind, name: name, parent: parent, syms: map[string]*symbol{}, node: node}
	if parent != nil {
		parent.children = append(parent.children, s)
	}
	return s
}

// mangle applies private name mangling: inside a class, __name becomes
// _Class__name (not __dunder__ names, not for classes named only "_").
func (s *scope) mangle(name string) string {
	if len(name) < 3 || name[0] != '_' || name[1] != '_' || strings.HasSuffix(name, "__") || strings.Contains(name, ".") {
		return name
	}
	for c := s; c != nil; c = c.parent {
		if c.kind == scopeClass {
			cls := strings.TrimLeft(c.name, "_")
			if cls == "" {
				return name
			}
			return "_" + cls + name
		}
	}
	return name
}

func (s *scope) sym(name string) *symbol {
	name = s.mangle(name)
	if y, ok := s.syms[name]; ok {
		return y
	}
	y := &symbol{name: name, slot: -1}
	s.syms[name] = y
	s.order = append(s.order, y)
	return y
}

// host returns the scope whose frame holds this scope's slots.
func (s *scope) host() *scope {
	for s.kind == scopeComprehension {
		s = s.parent
	}
	return s
}

func (s *scope) isFunctionLike() bool {
	return s.kind == scopeFunction || s.kind == scopeGenExpr || s.kind == scopeComprehension
}

// ---- pass 1: collect ----

type scopeBuilder struct {
	cur *scope
	err error
	// stmtStack is the chain of statements being visited in the current
	// scope; safeYield is the yield/await node allowed at a resumable spot.
	stmtStack []syntax.Stmt
	safeYield syntax.Expr
}

// markSuspendQuiet marks the enclosing statements without judging safety.
func (b *scopeBuilder) markSuspendQuiet() {
	s := b.cur
	if s.suspending == nil {
		s.suspending = map[syntax.Stmt]bool{}
	}
	for _, st := range b.stmtStack {
		s.suspending[st] = true
	}
}

// markSuspend records a yield/await in the statements enclosing it.
func (b *scopeBuilder) markSuspend(e syntax.Expr) {
	s := b.cur
	if s.kind == scopeComprehension {
		// an await inside an inlined comprehension suspends the host frame
		// mid-expression: only goroutine mode can resume that
		s.host().unsafeYield = true
		return
	}
	if s.suspending == nil {
		s.suspending = map[syntax.Stmt]bool{}
	}
	for _, st := range b.stmtStack {
		s.suspending[st] = true
	}
	if e != b.safeYield {
		s.unsafeYield = true
	}
}

func (b *scopeBuilder) fail(pos syntax.Pos, msg string) {
	if b.err == nil {
		b.err = &syntaxErr{pos: pos, msg: msg, span: true}
	}
}

type syntaxErr struct {
	pos  syntax.Pos
	msg  string
	span bool // underline the rest of the line (a whole statement), as CPython does
}

func (e *syntaxErr) Error() string { return e.msg }

func buildScopes(mod *syntax.Module) (*scope, error) {
	b := &scopeBuilder{}
	root := newScope(scopeModule, "<module>", nil, mod)
	b.cur = root
	b.stmts(mod.Body)
	if b.err != nil {
		return nil, b.err
	}
	if err := resolveScope(root); err != nil {
		return nil, err
	}
	allocSlots(root)
	return root, nil
}

func (b *scopeBuilder) use(name string) { b.cur.sym(name).flags |= flagUsed }

func (b *scopeBuilder) def(name string, pos syntax.Pos) {
	y := b.cur.sym(name)
	y.flags |= flagAssigned
}

func (b *scopeBuilder) stmts(list []syntax.Stmt) {
	for _, s := range list {
		b.stmt(s)
	}
}

// resumableValue returns the expression of a statement whose value may be
// a yield or await that an inline generator can resume.
func resumableValue(s syntax.Stmt) syntax.Expr {
	switch n := s.(type) {
	case *syntax.ExprStmt:
		return n.Value
	case *syntax.Assign:
		return n.Value
	case *syntax.AugAssign:
		return n.Value
	case *syntax.AnnAssign:
		return n.Value
	case *syntax.Return:
		return n.Value
	}
	return nil
}

func (b *scopeBuilder) stmt(s syntax.Stmt) {
	b.stmtStack = append(b.stmtStack, s)
	savedSafe := b.safeYield
	b.safeYield = nil
	switch v := resumableValue(s).(type) {
	case *syntax.Yield, *syntax.YieldFrom, *syntax.Await:
		b.safeYield = v
	}
	b.stmtInner(s)
	b.safeYield = savedSafe
	b.stmtStack = b.stmtStack[:len(b.stmtStack)-1]
}

func (b *scopeBuilder) stmtInner(s syntax.Stmt) {
	switch n := s.(type) {
	case *syntax.FunctionDef:
		for _, d := range n.Decorators {
			b.expr(d)
		}
		b.arguments(n.Args)
		if n.Returns != nil {
			b.expr(n.Returns)
		}
		b.def(n.Name, n.P)
		fs := newScope(scopeFunction, n.Name, b.cur, n)
		fs.coroutine = n.IsAsync
		saved := b.stmtStack
		b.stmtStack = nil
		b.function(fs, n.Args, func() { b.stmts(n.Body) })
		b.stmtStack = saved
	case *syntax.ClassDef:
		for _, d := range n.Decorators {
			b.expr(d)
		}
		for _, e := range n.Bases {
			b.expr(e)
		}
		for _, k := range n.Keywords {
			b.expr(k.Value)
		}
		b.def(n.Name, n.P)
		cs := newScope(scopeClass, n.Name, b.cur, n)
		prev := b.cur
		b.cur = cs
		saved := b.stmtStack
		b.stmtStack = nil
		b.stmts(n.Body)
		b.stmtStack = saved
		b.cur = prev
	case *syntax.Return:
		if n.Value != nil {
			b.expr(n.Value)
		}
	case *syntax.Delete:
		for _, t := range n.Targets {
			b.target(t)
		}
	case *syntax.Assign:
		b.expr(n.Value)
		for _, t := range n.Targets {
			b.target(t)
		}
	case *syntax.AugAssign:
		b.expr(n.Value)
		if nm, ok := n.Target.(*syntax.Name); ok {
			b.use(nm.Id)
		}
		b.target(n.Target)
	case *syntax.AnnAssign:
		if n.Value != nil {
			b.expr(n.Value)
		}
		if nm, ok := n.Target.(*syntax.Name); ok {
			y := b.cur.sym(nm.Id)
			y.flags |= flagAnnotated
			if n.Value != nil {
				y.flags |= flagAssigned
			} else if b.cur.kind != scopeModule && b.cur.kind != scopeClass {
				y.flags |= flagAssigned // an annotation makes the name local
			}
		} else {
			b.target(n.Target)
		}
		if b.cur.kind == scopeModule || b.cur.kind == scopeClass {
			b.expr(n.Annotation)
		}
	case *syntax.For:
		if n.IsAsync {
			b.cur.unsafeYield = true // async for awaits implicitly: goroutine mode
			b.markSuspendQuiet()
		}
		b.expr(n.Iter)
		b.target(n.Target)
		b.stmts(n.Body)
		b.stmts(n.OrElse)
	case *syntax.While:
		b.expr(n.Test)
		b.stmts(n.Body)
		b.stmts(n.OrElse)
	case *syntax.If:
		b.expr(n.Test)
		b.stmts(n.Body)
		b.stmts(n.OrElse)
	case *syntax.With:
		if n.IsAsync {
			b.cur.unsafeYield = true
			b.markSuspendQuiet()
		}
		for _, it := range n.Items {
			b.expr(it.ContextExpr)
			if it.OptionalVars != nil {
				b.target(it.OptionalVars)
			}
		}
		b.stmts(n.Body)
	case *syntax.Match:
		b.expr(n.Subject)
		for _, c := range n.Cases {
			b.pattern(c.Pattern)
			if c.Guard != nil {
				b.expr(c.Guard)
			}
			b.stmts(c.Body)
		}
	case *syntax.Raise:
		if n.Exc != nil {
			b.expr(n.Exc)
		}
		if n.Cause != nil {
			b.expr(n.Cause)
		}
	case *syntax.Try:
		b.stmts(n.Body)
		for _, h := range n.Handlers {
			if h.Type != nil {
				b.expr(h.Type)
			}
			if h.Name != "" {
				b.def(h.Name, h.P)
			}
			b.stmts(h.Body)
		}
		b.stmts(n.OrElse)
		b.stmts(n.FinalBody)
	case *syntax.Assert:
		b.expr(n.Test)
		if n.Msg != nil {
			b.expr(n.Msg)
		}
	case *syntax.Import:
		for _, a := range n.Names {
			name := a.AsName
			if name == "" {
				name = a.Name
				for i := 0; i < len(name); i++ {
					if name[i] == '.' {
						name = name[:i]
						break
					}
				}
			}
			b.def(name, a.P)
		}
	case *syntax.ImportFrom:
		for _, a := range n.Names {
			if a.Name == "*" {
				if b.cur.kind != scopeModule {
					b.fail(n.P, "import * only allowed at module level")
				}
				continue
			}
			name := a.AsName
			if name == "" {
				name = a.Name
			}
			b.def(name, a.P)
		}
	case *syntax.Global:
		for _, name := range n.Names {
			y := b.cur.sym(name)
			if y.flags&flagParam != 0 {
				b.fail(n.P, "name '"+name+"' is parameter and global")
			} else if y.flags&flagNonlocal != 0 {
				b.fail(n.P, "name '"+name+"' is nonlocal and global")
			} else if y.flags&flagAssigned != 0 {
				b.fail(n.P, "name '"+name+"' is assigned to before global declaration")
			} else if y.flags&flagUsed != 0 {
				b.fail(n.P, "name '"+name+"' is used prior to global declaration")
			}
			y.flags |= flagGlobal
		}
	case *syntax.Nonlocal:
		for _, name := range n.Names {
			y := b.cur.sym(name)
			if b.cur.kind == scopeModule {
				b.fail(n.P, "nonlocal declaration not allowed at module level")
			} else if y.flags&flagParam != 0 {
				b.fail(n.P, "name '"+name+"' is parameter and nonlocal")
			} else if y.flags&flagGlobal != 0 {
				b.fail(n.P, "name '"+name+"' is nonlocal and global")
			} else if y.flags&flagAssigned != 0 {
				b.fail(n.P, "name '"+name+"' is assigned to before nonlocal declaration")
			} else if y.flags&flagUsed != 0 {
				b.fail(n.P, "name '"+name+"' is used prior to nonlocal declaration")
			}
			y.flags |= flagNonlocal
			y.decl = n.P
		}
	case *syntax.ExprStmt:
		b.expr(n.Value)
	case *syntax.TypeAlias:
		b.expr(n.Value)
		b.def(n.Name.Id, n.P)
	case *syntax.Pass, *syntax.Break, *syntax.Continue:
	}
}

func (b *scopeBuilder) arguments(a *syntax.Arguments) {
	if a == nil {
		return
	}
	for _, d := range a.Defaults {
		b.expr(d)
	}
	for _, d := range a.KwDefaults {
		if d != nil {
			b.expr(d)
		}
	}
	for _, list := range [][]*syntax.Arg{a.PosOnly, a.Args, a.KwOnly} {
		for _, p := range list {
			if p.Annotation != nil {
				b.expr(p.Annotation)
			}
		}
	}
	if a.Vararg != nil && a.Vararg.Annotation != nil {
		b.expr(a.Vararg.Annotation)
	}
	if a.Kwarg != nil && a.Kwarg.Annotation != nil {
		b.expr(a.Kwarg.Annotation)
	}
}

// function records parameters in fs and visits the body inside it.
func (b *scopeBuilder) function(fs *scope, a *syntax.Arguments, body func()) {
	prev := b.cur
	b.cur = fs
	if a != nil {
		var names []string
		for _, p := range a.PosOnly {
			names = append(names, p.Name)
		}
		for _, p := range a.Args {
			names = append(names, p.Name)
		}
		for _, p := range a.KwOnly {
			names = append(names, p.Name)
		}
		if a.Vararg != nil {
			names = append(names, a.Vararg.Name)
		}
		if a.Kwarg != nil {
			names = append(names, a.Kwarg.Name)
		}
		for i, n := range names {
			names[i] = fs.mangle(n)
			fs.sym(n).flags |= flagParam
		}
		fs.params = names
	}
	body()
	b.cur = prev
}

func (b *scopeBuilder) target(t syntax.Expr) {
	switch n := t.(type) {
	case *syntax.Name:
		b.def(n.Id, n.P)
	case *syntax.Tuple:
		for _, e := range n.Elts {
			b.target(e)
		}
	case *syntax.List:
		for _, e := range n.Elts {
			b.target(e)
		}
	case *syntax.Starred:
		b.target(n.Value)
	default:
		b.expr(t)
	}
}

func (b *scopeBuilder) pattern(p syntax.Pattern) {
	switch n := p.(type) {
	case *syntax.MatchValue:
		b.expr(n.Value)
	case *syntax.MatchSequence:
		for _, q := range n.Patterns {
			b.pattern(q)
		}
	case *syntax.MatchMapping:
		for _, k := range n.Keys {
			b.expr(k)
		}
		for _, q := range n.Patterns {
			b.pattern(q)
		}
		if n.Rest != "" {
			b.def(n.Rest, n.P)
		}
	case *syntax.MatchClass:
		b.expr(n.Cls)
		for _, q := range n.Patterns {
			b.pattern(q)
		}
		for _, q := range n.KwdPatterns {
			b.pattern(q)
		}
	case *syntax.MatchStar:
		if n.Name != "" {
			b.def(n.Name, n.P)
		}
	case *syntax.MatchAs:
		if n.Pattern != nil {
			b.pattern(n.Pattern)
		}
		if n.Name != "" {
			b.def(n.Name, n.P)
		}
	case *syntax.MatchOr:
		for _, q := range n.Patterns {
			b.pattern(q)
		}
	}
}

func (b *scopeBuilder) exprs(list []syntax.Expr) {
	for _, e := range list {
		b.expr(e)
	}
}

func (b *scopeBuilder) expr(e syntax.Expr) {
	switch n := e.(type) {
	case nil:
	case *syntax.Name:
		b.use(n.Id)
		if n.Id == "super" && b.cur.isFunctionLike() {
			b.use("__class__")
		}
	case *syntax.Constant:
	case *syntax.JoinedStr:
		b.exprs(n.Values)
	case *syntax.FormattedValue:
		b.expr(n.Value)
		b.expr(n.FormatSpec)
	case *syntax.Attribute:
		b.expr(n.Value)
	case *syntax.Subscript:
		b.expr(n.Value)
		b.expr(n.Slice)
	case *syntax.Slice:
		b.expr(n.Lower)
		b.expr(n.Upper)
		b.expr(n.Step)
	case *syntax.Starred:
		b.expr(n.Value)
	case *syntax.List:
		b.exprs(n.Elts)
	case *syntax.Tuple:
		b.exprs(n.Elts)
	case *syntax.Set:
		b.exprs(n.Elts)
	case *syntax.Dict:
		for i := range n.Keys {
			b.expr(n.Keys[i])
			b.expr(n.Values[i])
		}
	case *syntax.BinOp:
		b.expr(n.Left)
		b.expr(n.Right)
	case *syntax.UnaryOp:
		b.expr(n.Operand)
	case *syntax.BoolOp:
		b.exprs(n.Values)
	case *syntax.Compare:
		b.expr(n.Left)
		b.exprs(n.Comparators)
	case *syntax.Call:
		b.expr(n.Func)
		b.exprs(n.Args)
		for _, k := range n.Keywords {
			b.expr(k.Value)
		}
	case *syntax.IfExp:
		b.expr(n.Test)
		b.expr(n.Body)
		b.expr(n.OrElse)
	case *syntax.Lambda:
		b.arguments(n.Args)
		fs := newScope(scopeFunction, "<lambda>", b.cur, n)
		saved := b.stmtStack
		b.stmtStack = nil
		b.function(fs, n.Args, func() { b.expr(n.Body) })
		b.stmtStack = saved
		if fs.generator {
			fs.unsafeYield = true // a lambda body is an expression: goroutine mode
		}
	case *syntax.NamedExpr:
		b.expr(n.Value)
		// the target binds in the nearest scope that is not a comprehension
		s := b.cur
		for s.kind == scopeComprehension || s.kind == scopeGenExpr {
			if y, ok := s.syms[n.Target.Id]; ok && y.flags&flagIter != 0 {
				b.fail(n.P, "assignment expression cannot rebind comprehension iteration variable '"+n.Target.Id+"'")
				return
			}
			s = s.parent
		}
		if s != b.cur && s.kind == scopeClass {
			b.fail(n.P, "assignment expression within a comprehension cannot be used in a class body")
			return
		}
		y := s.sym(n.Target.Id)
		y.flags |= flagAssigned
		if s != b.cur {
			// mark it used in the comprehension so it resolves to the outer binding
			b.cur.sym(n.Target.Id).flags |= flagUsed
			if s.kind == scopeModule {
				y.flags |= flagUsed
			}
		}
	case *syntax.ListComp:
		b.comprehension(scopeComprehension, "<listcomp>", n, n.Generators, func() { b.expr(n.Elt) })
	case *syntax.SetComp:
		b.comprehension(scopeComprehension, "<setcomp>", n, n.Generators, func() { b.expr(n.Elt) })
	case *syntax.DictComp:
		b.comprehension(scopeComprehension, "<dictcomp>", n, n.Generators, func() { b.expr(n.Key); b.expr(n.Value) })
	case *syntax.GeneratorExp:
		b.comprehension(scopeGenExpr, "<genexpr>", n, n.Generators, func() { b.expr(n.Elt) })
	case *syntax.Await:
		b.expr(n.Value)
		b.markSuspend(n)
	case *syntax.Yield:
		b.expr(n.Value)
		b.cur.generator = true
		b.markSuspend(n)
	case *syntax.YieldFrom:
		b.expr(n.Value)
		b.cur.generator = true
		b.markSuspend(n)
	}
}

func (b *scopeBuilder) comprehension(kind scopeKind, name string, node any, gens []*syntax.Comprehension, elt func()) {
	// the first iterable is evaluated in the enclosing scope
	b.expr(gens[0].Iter)
	cs := newScope(kind, name, b.cur, node)
	prev := b.cur
	b.cur = cs
	saved := b.stmtStack
	b.stmtStack = nil
	defer func() { b.stmtStack = saved }()
	for i, g := range gens {
		if i > 0 {
			b.expr(g.Iter)
		}
		b.compTarget(g.Target)
		for _, c := range g.Ifs {
			b.expr(c)
		}
		if g.IsAsync {
			cs.coroutine = true
			if kind == scopeComprehension {
				// async for in an inlined comprehension suspends the host
				// mid-expression: only goroutine mode can resume that
				prev.host().unsafeYield = true
			}
		}
	}
	elt()
	b.cur = prev
}

func (b *scopeBuilder) compTarget(t syntax.Expr) {
	switch n := t.(type) {
	case *syntax.Name:
		y := b.cur.sym(n.Id)
		y.flags |= flagAssigned | flagIter
	case *syntax.Tuple:
		for _, e := range n.Elts {
			b.compTarget(e)
		}
	case *syntax.List:
		for _, e := range n.Elts {
			b.compTarget(e)
		}
	case *syntax.Starred:
		b.compTarget(n.Value)
	default:
		b.expr(t)
	}
}

// ---- pass 2: resolve ----

func resolveScope(s *scope) error {
	for _, y := range s.order {
		if y.kind != symUnresolved {
			continue
		}
		switch {
		case y.flags&flagGlobal != 0:
			y.kind = symGlobal
		case y.flags&flagNonlocal != 0:
			if !bindFree(s, y.name) {
				return &syntaxErr{pos: y.decl, msg: "no binding for nonlocal '" + y.name + "' found", span: true}
			}
			y.kind = symFree
		case s.kind == scopeModule:
			y.kind = symName
		case s.kind == scopeClass:
			if y.flags&(flagAssigned|flagParam) != 0 || y.name == "__class__" && false {
				y.kind = symName
			} else if bindFree(s, y.name) {
				y.kind = symFree // class body reads its namespace first, then the cell
			} else {
				y.kind = symName
			}
		default: // function, genexpr, comprehension
			if y.flags&(flagAssigned|flagParam) != 0 {
				y.kind = symLocal
			} else if bindFree(s, y.name) {
				y.kind = symFree
			} else {
				y.kind = symGlobal
			}
		}
	}
	for _, c := range s.children {
		if err := resolveScope(c); err != nil {
			return err
		}
	}
	return nil
}

// bindFree finds the enclosing function scope that binds name, turning its
// local into a cell and passing the name through the scopes in between. It
// reports false when name is global.
func bindFree(s *scope, name string) bool {
	var path []*scope
	// crossed turns true once the reference leaves the frame it is made in;
	// an inlined comprehension shares its host's frame and needs no cell.
	crossed := s.kind != scopeComprehension
	for p := s.parent; p != nil; p = p.parent {
		if p.kind == scopeModule {
			return false
		}
		if p.kind == scopeClass {
			if name == "__class__" {
				p.hasClassCell = true
				y := p.sym("__class__")
				y.kind = symCell
				for _, q := range path {
					q.sym(name).kind = symFree
				}
				return true
			}
			path = append(path, p)
			crossed = true
			continue
		}
		if y, ok := p.syms[name]; ok {
			switch {
			case y.flags&flagGlobal != 0:
				return false
			case y.flags&flagNonlocal != 0, y.kind == symFree:
				y.kind = symFree
			case y.flags&(flagAssigned|flagParam) != 0:
				if crossed {
					y.kind = symCell
				} else if y.kind == symUnresolved {
					y.kind = symLocal
				}
			default:
				path = append(path, p)
				if p.kind != scopeComprehension {
					crossed = true
				}
				continue
			}
			for _, q := range path {
				qy := q.sym(name)
				if qy.kind == symUnresolved || qy.kind == symGlobal || qy.kind == symName {
					qy.kind = symFree
				}
			}
			return true
		}
		path = append(path, p)
		if p.kind != scopeComprehension {
			crossed = true
		}
	}
	return false
}

// ---- pass 3: slots ----

func allocSlots(s *scope) {
	if s.kind != scopeComprehension {
		// parameters first, in order
		for _, name := range s.params {
			y := s.syms[name]
			y.slot = s.nslots
			s.slotNames = append(s.slotNames, name)
			s.nslots++
			if y.kind == symCell {
				s.cellParams = append(s.cellParams, y.slot)
			}
		}
	}
	h := s.host()
	for _, y := range s.order {
		if y.slot >= 0 {
			continue
		}
		switch y.kind {
		case symLocal, symCell, symFree:
		default:
			if !(s.kind == scopeClass && y.kind == symFree) {
				continue
			}
		}
		if s.kind == scopeComprehension && y.kind == symFree {
			// resolved through the host's symbol of the same name
			continue
		}
		y.slot = h.nslots
		name := y.name
		if s.kind == scopeComprehension {
			name = "." + name
		}
		h.slotNames = append(h.slotNames, name)
		h.nslots++
		switch y.kind {
		case symCell:
			h.cellSlots = append(h.cellSlots, y.slot)
		case symFree:
			h.freeSlots = append(h.freeSlots, y.slot)
			h.freeNames = append(h.freeNames, y.name)
		}
	}
	for _, c := range s.children {
		allocSlots(c)
	}
}

// lookup returns the symbol that a name reference in s compiles to: for an
// inlined comprehension, names it does not bind come from its host.
func (s *scope) lookup(name string) *symbol {
	name = s.mangle(name)
	for {
		y, ok := s.syms[name]
		if s.kind != scopeComprehension {
			if !ok {
				return &symbol{name: name, kind: s.defaultKind(), slot: -1}
			}
			return y
		}
		if ok && y.kind != symFree && y.kind != symGlobal {
			return y
		}
		if ok && y.kind == symGlobal {
			return y
		}
		s = s.parent
		if s.kind == scopeClass {
			// comprehensions in a class body do not see the class namespace
			if y2, ok := s.syms[name]; ok && y2.kind == symFree {
				return y2
			}
			return &symbol{name: name, kind: symGlobal, slot: -1}
		}
	}
}

func (s *scope) defaultKind() symKind {
	switch s.kind {
	case scopeModule, scopeClass:
		return symName
	}
	return symGlobal
}
