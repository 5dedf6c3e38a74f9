package resolve

import "github.com/mcpython/mcpython/interp/syntax"

// Pass 1: collect every name each scope binds, uses or declares.

type scopeBuilder struct {
	cur *Scope
	err error
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

func (b *scopeBuilder) fail(pos syntax.Pos, msg string) {
	if b.err == nil {
		b.err = &Error{Pos: pos, Msg: msg, Span: true}
	}
}

func (b *scopeBuilder) use(name string) { b.cur.sym(name).Flags |= flagUsed }

func (b *scopeBuilder) def(name string, pos syntax.Pos) {
	y := b.cur.sym(name)
	y.Flags |= flagAssigned
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
		fs := newScope(ScopeFunction, n.Name, b.cur, n)
		fs.Coroutine = n.IsAsync
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
		cs := newScope(ScopeClass, n.Name, b.cur, n)
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
			b.cur.UnsafeYield = true // async for awaits implicitly: goroutine mode
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
				continue // outside a module, syntax.Parse rejected it
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
			if y.Flags&flagParam != 0 {
				b.fail(n.P, "name '"+name+"' is parameter and global")
			} else if y.Flags&FlagNonlocal != 0 {
				b.fail(n.P, "name '"+name+"' is nonlocal and global")
			} else if y.Flags&flagAssigned != 0 {
				b.fail(n.P, "name '"+name+"' is assigned to before global declaration")
			} else if y.Flags&flagUsed != 0 {
				b.fail(n.P, "name '"+name+"' is used prior to global declaration")
			}
			y.Flags |= flagGlobal
		}
	case *syntax.Nonlocal:
		for _, name := range n.Names {
			y := b.cur.sym(name)
			// at module level syntax.Parse rejected it
			if y.Flags&flagParam != 0 {
				b.fail(n.P, "name '"+name+"' is parameter and nonlocal")
			} else if y.Flags&flagGlobal != 0 {
				b.fail(n.P, "name '"+name+"' is nonlocal and global")
			} else if y.Flags&flagAssigned != 0 {
				b.fail(n.P, "name '"+name+"' is assigned to before nonlocal declaration")
			} else if y.Flags&flagUsed != 0 {
				b.fail(n.P, "name '"+name+"' is used prior to nonlocal declaration")
			}
			y.Flags |= FlagNonlocal
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
		fs := newScope(ScopeFunction, "<lambda>", b.cur, n)
		saved := b.stmtStack
		b.stmtStack = nil
		b.function(fs, n.Args, func() { b.expr(n.Body) })
		b.stmtStack = saved
		if fs.Generator {
			fs.UnsafeYield = true // a lambda body is an expression: goroutine mode
		}
	case *syntax.NamedExpr:
		b.expr(n.Value)
		// the target binds in the nearest scope that is not a comprehension
		// (syntax.Parse rejected rebinding an iteration variable and a
		// target in a class body)
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
		b.comprehension(ScopeComprehension, "<listcomp>", n, n.Generators, func() { b.expr(n.Elt) })
	case *syntax.SetComp:
		b.comprehension(ScopeComprehension, "<setcomp>", n, n.Generators, func() { b.expr(n.Elt) })
	case *syntax.DictComp:
		b.comprehension(ScopeComprehension, "<dictcomp>", n, n.Generators, func() { b.expr(n.Key); b.expr(n.Value) })
	case *syntax.GeneratorExp:
		b.comprehension(ScopeGenExpr, "<genexpr>", n, n.Generators, func() { b.expr(n.Elt) })
	case *syntax.Await:
		b.expr(n.Value)
		b.markSuspend(n)
	case *syntax.Yield:
		b.expr(n.Value)
		b.cur.Generator = true
		b.markSuspend(n)
	case *syntax.YieldFrom:
		b.expr(n.Value)
		b.cur.Generator = true
		b.markSuspend(n)
	}
}

func (b *scopeBuilder) comprehension(kind ScopeKind, name string, node any, gens []*syntax.Comprehension, elt func()) {
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

func (b *scopeBuilder) compTarget(t syntax.Expr) {
	switch n := t.(type) {
	case *syntax.Name:
		y := b.cur.sym(n.Id)
		y.Flags |= flagAssigned
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
