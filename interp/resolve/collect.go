package resolve

import (
	"fmt"

	"github.com/mcpython/mcpython/interp/syntax"
)

// Pass 1: collect every name each scope binds, uses or declares.

type scopeBuilder struct {
	cur *Scope
	at  place // where the walk stands, for the checks (checks.go)
	// err is the first symbol-table error, compErr the first
	// compiler-phase one (reported only without the former).
	err, compErr *Error
	// leadingFuture are the __future__ imports that open the module.
	leadingFuture map[syntax.Stmt]bool
	// stmtStack is the chain of statements being visited in the current
	// scope; safeYield is the yield/await node allowed at a resumable spot.
	stmtStack []syntax.Stmt
	safeYield syntax.Expr
}

// markSuspendQuiet marks the enclosing statements without judging safety.
func (b *scopeBuilder) markSuspendQuiet() {
	s := b.cur
	if s.Suspending == nil {
		s.Suspending = map[syntax.Stmt]bool{}
	}
	for _, st := range b.stmtStack {
		s.Suspending[st] = true
	}
}

// markSuspend records a yield/await in the statements enclosing it.
func (b *scopeBuilder) markSuspend(e syntax.Expr) {
	s := b.cur
	if s.Kind == ScopeComprehension {
		// an await inside an inlined comprehension suspends the host frame
		// mid-expression: only goroutine mode can resume that
		s.Host().UnsafeYield = true
		return
	}
	if s.Suspending == nil {
		s.Suspending = map[syntax.Stmt]bool{}
	}
	for _, st := range b.stmtStack {
		s.Suspending[st] = true
	}
	if e != b.safeYield {
		s.UnsafeYield = true
	}
}

// symbolError records a symbol-table phase error at node n; the first
// one wins.
func (b *scopeBuilder) symbolError(n syntax.Node, msg string) {
	if b.err == nil {
		b.err = &Error{Node: n, Msg: msg}
	}
}

func (b *scopeBuilder) use(name string) { b.cur.sym(name).Flags |= flagUsed }

// def binds name in the current scope.
func (b *scopeBuilder) def(name string) { b.cur.sym(name).Flags |= flagAssigned }

// defImport binds a name an import statement brings in.
func (b *scopeBuilder) defImport(name string) { b.cur.sym(name).Flags |= flagImported }

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
		b.forbidden(n, n.Name, false)
		b.def(n.Name)
		fs := newScope(ScopeFunction, n.Name, b.cur, n)
		fs.Coroutine = n.IsAsync
		saved, savedAt := b.stmtStack, b.at
		b.stmtStack = nil
		b.at = place{asyncGen: n.IsAsync && syntax.ContainsYield(n.Body)}
		b.function(fs, n.Args, func() { b.stmts(n.Body) })
		b.stmtStack, b.at = saved, savedAt
	case *syntax.ClassDef:
		for _, d := range n.Decorators {
			b.expr(d)
		}
		b.elts(n.Bases)
		b.checkKeywords(n.Keywords)
		for _, k := range n.Keywords {
			b.expr(k.Value)
		}
		b.forbidden(n, n.Name, false)
		b.def(n.Name)
		cs := newScope(ScopeClass, n.Name, b.cur, n)
		prev := b.cur
		b.cur = cs
		saved, savedAt := b.stmtStack, b.at
		b.stmtStack = nil
		b.at = place{}
		b.stmts(n.Body)
		b.stmtStack, b.at = saved, savedAt
		b.cur = prev
	case *syntax.Return:
		if !b.inFunction() {
			b.compilerError(n, "'return' outside function")
		} else if n.Value != nil && b.at.asyncGen {
			b.compilerError(n, "'return' with value in async generator")
		}
		if n.Value != nil {
			b.expr(n.Value)
		}
	case *syntax.Delete:
		for _, t := range n.Targets {
			b.targetDel(t, true)
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
			b.forbidden(nm, nm.Id, false)
			y := b.cur.sym(nm.Id)
			y.Flags |= flagAnnotated
			if n.Value != nil {
				y.Flags |= flagAssigned
			} else if b.cur.Kind != ScopeModule && b.cur.Kind != ScopeClass {
				y.Flags |= flagAssigned // an annotation makes the name local
			}
		} else {
			b.target(n.Target)
		}
		if b.cur.Kind == ScopeModule || b.cur.Kind == ScopeClass {
			b.expr(n.Annotation)
		}
	case *syntax.For:
		if n.IsAsync {
			b.asyncOnly(n, "'async for' outside async function")
			b.cur.UnsafeYield = true // async for awaits implicitly: goroutine mode
			b.markSuspendQuiet()
		}
		b.expr(n.Iter)
		b.target(n.Target)
		b.loopBody(n.Body)
		b.stmts(n.OrElse)
	case *syntax.While:
		b.expr(n.Test)
		b.loopBody(n.Body)
		b.stmts(n.OrElse)
	case *syntax.If:
		b.expr(n.Test)
		b.stmts(n.Body)
		b.stmts(n.OrElse)
	case *syntax.With:
		if n.IsAsync {
			b.asyncOnly(n, "'async with' outside async function")
			b.cur.UnsafeYield = true
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
		for i, c := range n.Cases {
			var names nameSet
			b.pattern(c.Pattern, c.Guard != nil || i == len(n.Cases)-1, &names)
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
		for i, h := range n.Handlers {
			if h.Type == nil && i < len(n.Handlers)-1 {
				b.compilerError(h, "default 'except:' must be last")
			}
			if h.Type != nil {
				b.expr(h.Type)
			}
			if h.Name != "" {
				b.forbidden(h, h.Name, false)
				b.def(h.Name)
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
			b.forbidden(a, name, false)
			b.defImport(name)
		}
	case *syntax.ImportFrom:
		if n.Module == "__future__" && n.Level == 0 && !b.leadingFuture[n] {
			b.compilerError(n, "from __future__ imports must occur at the beginning of the file")
		}
		for _, a := range n.Names {
			if a.Name == "*" {
				if b.cur.Kind != ScopeModule {
					b.symbolError(a, "import * only allowed at module level")
				}
				continue
			}
			name := a.AsName
			if name == "" {
				name = a.Name
			}
			b.forbidden(a, name, false)
			b.defImport(name)
		}
	case *syntax.Global:
		for _, name := range n.Names {
			b.declare(n, name, "global", flagGlobal, FlagNonlocal)
		}
	case *syntax.Nonlocal:
		for _, name := range n.Names {
			b.declare(n, name, "nonlocal", FlagNonlocal, flagGlobal).decl = n
		}
	case *syntax.ExprStmt:
		b.expr(n.Value)
	case *syntax.TypeAlias:
		b.expr(n.Value)
		b.def(n.Name.Id)
	case *syntax.Break:
		if !b.at.loop {
			b.compilerError(n, "'break' outside loop")
		}
	case *syntax.Continue:
		if !b.at.loop {
			b.compilerError(n, "'continue' not properly in loop")
		}
	case *syntax.Pass:
	}
}

// declare applies a global or nonlocal declaration (kind) of name in
// statement n: symtable.c's errors for a name already a parameter, of the
// other kind (clash), assigned or used in the scope; then flag marks it.
func (b *scopeBuilder) declare(n syntax.Stmt, name, kind string, flag, clash int) *Symbol {
	y := b.cur.sym(name)
	switch {
	case y.Flags&flagParam != 0:
		b.symbolError(n, "name '"+name+"' is parameter and "+kind)
	case y.Flags&clash != 0:
		b.symbolError(n, "name '"+name+"' is nonlocal and global")
	case y.Flags&flagAssigned != 0:
		b.symbolError(n, "name '"+name+"' is assigned to before "+kind+" declaration")
	case y.Flags&flagUsed != 0:
		b.symbolError(n, "name '"+name+"' is used prior to "+kind+" declaration")
	}
	y.Flags |= flag
	return y
}

// loopBody visits statements inside a loop, where break and continue
// are allowed.
func (b *scopeBuilder) loopBody(body []syntax.Stmt) {
	saved := b.at.loop
	b.at.loop = true
	b.stmts(body)
	b.at.loop = saved
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
	var seen nameSet
	for _, list := range [...][]*syntax.Arg{a.PosOnly, a.Args, {a.Vararg}, a.KwOnly, {a.Kwarg}} {
		for _, p := range list {
			if p == nil {
				continue
			}
			if p.Annotation != nil {
				b.expr(p.Annotation)
			}
			if !seen.add(p.Name) {
				b.symbolError(p, "duplicate argument '"+p.Name+"' in function definition")
			}
			b.forbidden(p, p.Name, false)
		}
	}
}

// function records parameters in fs and visits the body inside it.
func (b *scopeBuilder) function(fs *Scope, a *syntax.Arguments, body func()) {
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
			names[i] = fs.Mangle(n)
			fs.sym(n).Flags |= flagParam
		}
		fs.params = names
	}
	body()
	b.cur = prev
}

func (b *scopeBuilder) target(t syntax.Expr) { b.targetDel(t, false) }

// targetDel visits an assignment or (del) deletion target.
func (b *scopeBuilder) targetDel(t syntax.Expr, del bool) {
	switch n := t.(type) {
	case *syntax.Name:
		b.forbidden(n, n.Id, del)
		b.def(n.Id)
	case *syntax.Tuple:
		b.checkTargetElts(n, n.Elts)
		b.targetElts(n.Elts, del)
	case *syntax.List:
		b.checkTargetElts(n, n.Elts)
		b.targetElts(n.Elts, del)
	case *syntax.Starred:
		b.compilerError(n, "starred assignment target must be in a list or tuple")
		b.targetDel(n.Value, del)
	case *syntax.Attribute:
		if n.Attr == "__debug__" {
			b.forbidden(n, n.Attr, del)
		}
		b.expr(n.Value)
	default:
		b.expr(t)
	}
}

// targetElts visits the elements of a tuple or list target, where one may
// be starred.
func (b *scopeBuilder) targetElts(elts []syntax.Expr, del bool) {
	for _, e := range elts {
		if s, ok := e.(*syntax.Starred); ok {
			b.targetDel(s.Value, del)
			continue
		}
		b.targetDel(e, del)
	}
}

// pattern visits a match pattern, binding its names and applying the
// compiler's rules: names bound once, irrefutable patterns last,
// alternatives binding the same names, literal keys once.
func (b *scopeBuilder) pattern(p syntax.Pattern, allowIrrefutable bool, names *nameSet) {
	switch n := p.(type) {
	case *syntax.MatchValue:
		if _, ok := n.Value.(*syntax.JoinedStr); ok {
			b.compilerError(n, "patterns may only match literals and attribute lookups")
		}
		b.expr(n.Value)
	case *syntax.MatchSingleton:
	case *syntax.MatchSequence:
		stars := 0
		for _, q := range n.Patterns {
			if _, ok := q.(*syntax.MatchStar); ok {
				stars++
			}
		}
		if stars > 1 {
			b.compilerError(n, "multiple starred names in sequence pattern")
		}
		for _, q := range n.Patterns {
			b.pattern(q, true, names)
		}
	case *syntax.MatchMapping:
		var seen nameSet
		for _, k := range n.Keys {
			if _, ok := k.(*syntax.JoinedStr); ok {
				b.compilerError(k, "mapping pattern keys may only match literals and attribute lookups")
			}
			if key, repr, ok := literalKey(k); ok && !seen.add(key) {
				b.compilerError(n, "mapping pattern checks duplicate key ("+repr+")")
			}
			b.expr(k)
		}
		for _, q := range n.Patterns {
			b.pattern(q, true, names)
		}
		b.patternName(n, n.Rest, names)
	case *syntax.MatchClass:
		b.expr(n.Cls)
		for i, a := range n.KwdAttrs {
			b.forbidden(n, a, false)
			for _, other := range n.KwdAttrs[:i] {
				if a == other {
					b.compilerError(n.KwdPatterns[i], "attribute name repeated in class pattern: "+a)
				}
			}
		}
		for _, q := range n.Patterns {
			b.pattern(q, true, names)
		}
		for _, q := range n.KwdPatterns {
			b.pattern(q, true, names)
		}
	case *syntax.MatchStar:
		b.patternName(n, n.Name, names)
	case *syntax.MatchAs:
		if n.Pattern == nil {
			if !allowIrrefutable {
				if n.Name != "" {
					b.compilerError(n, fmt.Sprintf("name capture '%s' makes remaining patterns unreachable", n.Name))
				} else {
					b.compilerError(n, "wildcard makes remaining patterns unreachable")
				}
			}
		} else {
			b.pattern(n.Pattern, allowIrrefutable, names)
		}
		b.patternName(n, n.Name, names)
	case *syntax.MatchOr:
		var first nameSet
		for i, alt := range n.Patterns {
			var altNames nameSet
			b.pattern(alt, allowIrrefutable && i == len(n.Patterns)-1, &altNames)
			if i == 0 {
				first = altNames
			} else if !first.same(&altNames) {
				b.compilerError(alt, "alternative patterns bind different names")
			}
		}
		for _, name := range first.names() {
			b.checkPatternName(n, name, names)
		}
	}
}

// patternName binds a name a pattern captures.
func (b *scopeBuilder) patternName(p syntax.Pattern, name string, names *nameSet) {
	if name == "" {
		return
	}
	b.checkPatternName(p, name, names)
	b.def(name)
}

// checkPatternName applies the rules for a captured name: not __debug__,
// not twice in one pattern.
func (b *scopeBuilder) checkPatternName(p syntax.Pattern, name string, names *nameSet) {
	b.forbidden(p, name, false)
	if !names.add(name) {
		b.compilerError(p, fmt.Sprintf("multiple assignments to name '%s' in pattern", name))
	}
}

func (b *scopeBuilder) exprs(list []syntax.Expr) {
	for _, e := range list {
		b.expr(e)
	}
}

// elts visits display elements and call arguments, where a starred
// expression may stand.
func (b *scopeBuilder) elts(list []syntax.Expr) {
	for _, e := range list {
		if s, ok := e.(*syntax.Starred); ok {
			b.expr(s.Value)
			continue
		}
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
		if t, ok := n.Slice.(*syntax.Tuple); ok {
			b.elts(t.Elts)
		} else {
			b.expr(n.Slice)
		}
	case *syntax.Slice:
		b.expr(n.Lower)
		b.expr(n.Upper)
		b.expr(n.Step)
	case *syntax.Starred:
		b.compilerError(n, "can't use starred expression here")
		b.expr(n.Value)
	case *syntax.List:
		b.elts(n.Elts)
	case *syntax.Tuple:
		b.elts(n.Elts)
	case *syntax.Set:
		b.elts(n.Elts)
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
		b.elts(n.Args)
		b.checkKeywords(n.Keywords)
		for _, k := range n.Keywords {
			b.expr(k.Value)
		}
	case *syntax.IfExp:
		b.expr(n.Test)
		b.expr(n.Body)
		b.expr(n.OrElse)
	case *syntax.Lambda:
		b.arguments(n.Args)
		fs := newScope(ScopeFunction, "<lambda>", b.cur, n)
		saved, savedAt := b.stmtStack, b.at
		b.stmtStack = nil
		b.at = place{}
		b.function(fs, n.Args, func() { b.expr(n.Body) })
		b.stmtStack, b.at = saved, savedAt
		if fs.Generator {
			fs.UnsafeYield = true // a lambda body is an expression: goroutine mode
		}
	case *syntax.NamedExpr:
		b.checkNamedExpr(n)
		b.expr(n.Value)
		// the target binds in the nearest scope that is not a comprehension
		s := b.cur
		for s.Kind == ScopeComprehension || s.Kind == ScopeGenExpr {
			s = s.Parent
		}
		y := s.sym(n.Target.Id)
		y.Flags |= flagAssigned
		if s != b.cur {
			// mark it used in the comprehension so it resolves to the outer binding
			b.cur.sym(n.Target.Id).Flags |= flagUsed
			if s.Kind == ScopeModule {
				y.Flags |= flagUsed
			}
		}
	case *syntax.ListComp:
		b.comprehension(ScopeComprehension, "<listcomp>", "list comprehension", n, n.Generators, func() { b.expr(n.Elt) })
	case *syntax.SetComp:
		b.comprehension(ScopeComprehension, "<setcomp>", "set comprehension", n, n.Generators, func() { b.expr(n.Elt) })
	case *syntax.DictComp:
		b.comprehension(ScopeComprehension, "<dictcomp>", "dict comprehension", n, n.Generators, func() { b.expr(n.Key); b.expr(n.Value) })
	case *syntax.GeneratorExp:
		b.comprehension(ScopeGenExpr, "<genexpr>", "generator expression", n, n.Generators, func() { b.expr(n.Elt) })
	case *syntax.Await:
		b.checkAwait(n)
		b.expr(n.Value)
		b.markSuspend(n)
	case *syntax.Yield:
		b.checkYield(n)
		b.expr(n.Value)
		b.cur.Generator = true
		b.markSuspend(n)
	case *syntax.YieldFrom:
		b.checkYield(n)
		b.expr(n.Value)
		b.cur.Generator = true
		b.markSuspend(n)
	}
}

// comprehension visits a comprehension; title names it in errors.
func (b *scopeBuilder) comprehension(kind ScopeKind, name, title string, node syntax.Expr, gens []*syntax.Comprehension, elt func()) {
	// the first iterable is evaluated in the enclosing scope
	savedIter := b.at.iterExpr
	b.at.iterExpr = true
	b.expr(gens[0].Iter)
	b.at.iterExpr = savedIter
	b.checkAsyncComprehension(node, gens)
	inner := place{compName: title}
	if b.inComprehension() {
		inner.compVars = append(inner.compVars, b.at.compVars...)
	}
	for _, g := range gens {
		collectNames(g.Target, &inner.compVars)
	}
	cs := newScope(kind, name, b.cur, node)
	prev := b.cur
	b.cur = cs
	saved, savedAt := b.stmtStack, b.at
	b.stmtStack = nil
	b.at = inner
	defer func() { b.stmtStack, b.at = saved, savedAt }()
	for i, g := range gens {
		if i > 0 {
			b.at.iterExpr = true
			b.expr(g.Iter)
			b.at.iterExpr = false
		}
		b.target(g.Target)
		for _, c := range g.Ifs {
			b.expr(c)
		}
		if g.IsAsync {
			cs.Coroutine = true
			if kind == ScopeComprehension {
				// async for in an inlined comprehension suspends the host
				// mid-expression: only goroutine mode can resume that
				prev.Host().UnsafeYield = true
			}
		}
	}
	elt()
	b.cur = prev
}
