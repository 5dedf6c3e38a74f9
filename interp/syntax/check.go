package syntax

import "fmt"

// The checks CPython makes after parsing that depend only on where code
// stands: its future-import pass, its symbol table pass and its compiler,
// in that order. Errors found here carry no source line, as in CPython.

type scopeKind uint8

const (
	scopeModule scopeKind = iota
	scopeClass
	scopeFunction
	scopeLambda
	scopeComprehension
)

// scope describes the code being checked.
type scope struct {
	kind      scopeKind
	async     bool   // an async def
	generator bool   // a function containing yield
	compName  string // "list comprehension" etc. for comprehension scopes
	loop      bool   // inside a loop of this scope
	parent    *scope
	compVars  []string // iteration variables of a comprehension scope
	iterExpr  bool     // inside a comprehension's iterable
}

// checker collects the first error of each phase; earlier phases win.
type checker struct {
	futureErr, symErr, compErr *SyntaxError
	// leadingFuture are the __future__ imports at the start of the
	// module, the only place they may be.
	leadingFuture map[Stmt]bool
}

func (c *checker) sym(n Node, msg string) {
	if c.symErr == nil {
		c.symErr = nodeError(n, msg)
	}
}

func (c *checker) comp(n Node, msg string) {
	if c.compErr == nil {
		c.compErr = nodeError(n, msg)
	}
}

func nodeError(n Node, msg string) *SyntaxError {
	p := n.Pos()
	return newError("SyntaxError", msg, int(p.Line), int(p.Col), int(p.Line), int(p.Col))
}

func (c *checker) first() *SyntaxError {
	switch {
	case c.futureErr != nil:
		return c.futureErr
	case c.symErr != nil:
		return c.symErr
	}
	return c.compErr
}

// checkModule returns the first error of the future-import and symbol
// table phases, and apart from it the first error of the compiler phase:
// CPython reports the errors of a symbol table pass run between the two
// (interp/resolve) before the compiler's.
func checkModule(m *Module) (early, compile *SyntaxError) {
	c := &checker{}
	c.futureImports(m.Body)
	top := &scope{kind: scopeModule}
	c.stmts(m.Body, top)
	if c.futureErr != nil {
		return c.futureErr, nil
	}
	return c.symErr, c.compErr
}

func checkExpr(e Expr) *SyntaxError {
	c := &checker{}
	c.expr(e, &scope{kind: scopeModule})
	return c.first()
}

// isFutureFeature reports whether a __future__ import names a feature
// Python knows.
func isFutureFeature(name string) bool {
	switch name {
	case "nested_scopes", "generators", "division", "absolute_import", "with_statement",
		"print_function", "unicode_literals", "barry_as_FLUFL", "generator_stop", "annotations":
		return true
	}
	return false
}

// futureImports applies future.c's rules: __future__ imports come first
// (after a docstring) and name known features.
func (c *checker) futureImports(body []Stmt) {
	allowed := true
	for i, s := range body {
		if i == 0 {
			if _, doc := Docstring(body); doc {
				continue
			}
		}
		imp, ok := s.(*ImportFrom)
		if !ok || imp.Module != "__future__" || imp.Level != 0 {
			allowed = false
			continue
		}
		if !allowed {
			c.futureErr = nodeError(s, "from __future__ imports must occur at the beginning of the file")
			return
		}
		if c.leadingFuture == nil {
			c.leadingFuture = map[Stmt]bool{}
		}
		c.leadingFuture[s] = true
		for _, a := range imp.Names {
			if a.Name == "braces" {
				c.futureErr = nodeError(s, "not a chance")
				return
			}
			if !isFutureFeature(a.Name) {
				c.futureErr = nodeError(s, fmt.Sprintf("future feature %s is not defined", a.Name))
				return
			}
		}
	}
}

func (c *checker) stmts(body []Stmt, sc *scope) {
	for _, s := range body {
		c.stmt(s, sc)
	}
}

// funcScope returns a new scope for a def or lambda body.
func funcScope(kind scopeKind, async bool, body []Stmt, parent *scope) *scope {
	sc := &scope{kind: kind, async: async, parent: parent}
	if async {
		sc.generator = containsYield(body)
	}
	return sc
}

func (c *checker) stmt(s Stmt, sc *scope) {
	switch s := s.(type) {
	case *FunctionDef:
		c.exprs(s.Decorators, sc)
		c.arguments(s.Args, sc)
		if s.Returns != nil {
			c.expr(s.Returns, sc)
		}
		c.forbidden(s, s.Name, false)
		c.stmts(s.Body, funcScope(scopeFunction, s.IsAsync, s.Body, sc))
	case *ClassDef:
		c.exprs(s.Decorators, sc)
		c.callArgs(s.Bases, s.Keywords, sc)
		c.forbidden(s, s.Name, false)
		c.stmts(s.Body, &scope{kind: scopeClass, parent: sc})
	case *Return:
		if sc.kind != scopeFunction {
			c.comp(s, "'return' outside function")
		} else if s.Value != nil && sc.async && sc.generator {
			c.comp(s, "'return' with value in async generator")
		}
		if s.Value != nil {
			c.expr(s.Value, sc)
		}
	case *Delete:
		for _, t := range s.Targets {
			c.target(t, sc, true)
		}
	case *Assign:
		for _, t := range s.Targets {
			c.target(t, sc, false)
		}
		c.expr(s.Value, sc)
	case *AugAssign:
		c.target(s.Target, sc, false)
		c.expr(s.Value, sc)
	case *AnnAssign:
		c.target(s.Target, sc, false)
		c.expr(s.Annotation, sc)
		if s.Value != nil {
			c.expr(s.Value, sc)
		}
	case *For:
		if s.IsAsync {
			c.asyncOnly(s, sc, "'async for' outside async function")
		}
		c.target(s.Target, sc, false)
		c.expr(s.Iter, sc)
		c.loopBody(s.Body, sc)
		c.stmts(s.OrElse, sc)
	case *While:
		c.expr(s.Test, sc)
		c.loopBody(s.Body, sc)
		c.stmts(s.OrElse, sc)
	case *If:
		c.expr(s.Test, sc)
		c.stmts(s.Body, sc)
		c.stmts(s.OrElse, sc)
	case *With:
		if s.IsAsync {
			c.asyncOnly(s, sc, "'async with' outside async function")
		}
		for _, it := range s.Items {
			c.expr(it.ContextExpr, sc)
			if it.OptionalVars != nil {
				c.target(it.OptionalVars, sc, false)
			}
		}
		c.stmts(s.Body, sc)
	case *Match:
		c.expr(s.Subject, sc)
		c.matchCases(s, sc)
	case *Raise:
		if s.Exc != nil {
			c.expr(s.Exc, sc)
		}
		if s.Cause != nil {
			c.expr(s.Cause, sc)
		}
	case *Try:
		c.stmts(s.Body, sc)
		for i, h := range s.Handlers {
			if h.Type == nil && i < len(s.Handlers)-1 {
				c.comp(h, "default 'except:' must be last")
			}
			if h.Type != nil {
				c.expr(h.Type, sc)
			}
			if h.Name != "" {
				c.forbidden(h, h.Name, false)
			}
			c.stmts(h.Body, sc)
		}
		c.stmts(s.OrElse, sc)
		c.stmts(s.FinalBody, sc)
	case *Assert:
		c.expr(s.Test, sc)
		if s.Msg != nil {
			c.expr(s.Msg, sc)
		}
	case *Import:
		for _, a := range s.Names {
			c.aliasName(a)
		}
	case *ImportFrom:
		if s.Module == "__future__" && s.Level == 0 && !c.leadingFuture[s] {
			c.comp(s, "from __future__ imports must occur at the beginning of the file")
		}
		for _, a := range s.Names {
			if a.Name == "*" {
				if sc.kind != scopeModule {
					c.sym(s, "import * only allowed at module level")
				}
				continue
			}
			c.aliasName(a)
		}
	case *Nonlocal:
		if sc.kind == scopeModule {
			c.sym(s, "nonlocal declaration not allowed at module level")
		}
	case *ExprStmt:
		c.expr(s.Value, sc)
	case *Break:
		if !sc.loop {
			c.comp(s, "'break' outside loop")
		}
	case *Continue:
		if !sc.loop {
			c.comp(s, "'continue' not properly in loop")
		}
	case *TypeAlias:
		c.expr(s.Value, sc)
	}
}

func (c *checker) aliasName(a *Alias) {
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
	c.forbidden(a, name, false)
}

// loopBody checks statements inside a loop, where break and continue
// are allowed.
func (c *checker) loopBody(body []Stmt, sc *scope) {
	if sc.loop {
		c.stmts(body, sc)
		return
	}
	inner := *sc
	inner.loop = true
	c.stmts(body, &inner)
}

// asyncOnly reports async constructs outside an async function.
func (c *checker) asyncOnly(n Node, sc *scope, msg string) {
	if sc.kind == scopeFunction && sc.async {
		return
	}
	if sc.kind == scopeComprehension {
		return
	}
	c.comp(n, msg)
}

// forbidden reports binding or deleting __debug__.
func (c *checker) forbidden(n Node, name string, del bool) {
	if name != "__debug__" {
		return
	}
	if del {
		c.comp(n, "cannot delete __debug__")
	} else {
		c.comp(n, "cannot assign to __debug__")
	}
}

func (c *checker) arguments(a *Arguments, sc *scope) {
	for _, d := range a.Defaults {
		c.expr(d, sc)
	}
	for _, d := range a.KwDefaults {
		if d != nil {
			c.expr(d, sc)
		}
	}
	var seen nameSet
	for _, list := range [...][]*Arg{a.PosOnly, a.Args, {a.Vararg}, a.KwOnly, {a.Kwarg}} {
		for _, arg := range list {
			if arg == nil {
				continue
			}
			if arg.Annotation != nil {
				c.expr(arg.Annotation, sc)
			}
			if !seen.add(arg.Name) {
				c.sym(arg, fmt.Sprintf("duplicate argument '%s' in function definition", arg.Name))
			}
			c.forbidden(arg, arg.Name, false)
		}
	}
}

// target checks an assignment or deletion target: __debug__, and the
// rules for starred targets.
func (c *checker) target(t Expr, sc *scope, del bool) {
	switch t := t.(type) {
	case *Name:
		c.forbidden(t, t.Id, del)
	case *Attribute:
		if t.Attr == "__debug__" {
			c.forbidden(t, t.Attr, del)
		}
		c.expr(t.Value, sc)
	case *Subscript:
		c.expr(t.Value, sc)
		c.expr(t.Slice, sc)
	case *Starred:
		c.comp(t, "starred assignment target must be in a list or tuple")
		c.target(t.Value, sc, del)
	case *Tuple:
		c.targetElts(t.Elts, sc, del)
	case *List:
		c.targetElts(t.Elts, sc, del)
	default:
		c.expr(t, sc)
	}
}

func (c *checker) targetElts(elts []Expr, sc *scope, del bool) {
	stars := 0
	for _, e := range elts {
		if s, ok := e.(*Starred); ok {
			stars++
			if stars == 2 {
				c.comp(s, "multiple starred expressions in assignment")
			}
			c.target(s.Value, sc, del)
			continue
		}
		c.target(e, sc, del)
	}
}

func (c *checker) exprs(es []Expr, sc *scope) {
	for _, e := range es {
		c.expr(e, sc)
	}
}

// elts checks display elements, where starred expressions are allowed.
func (c *checker) elts(es []Expr, sc *scope) {
	for _, e := range es {
		if s, ok := e.(*Starred); ok {
			c.expr(s.Value, sc)
			continue
		}
		c.expr(e, sc)
	}
}

func (c *checker) callArgs(args []Expr, kws []*Keyword, sc *scope) {
	c.elts(args, sc)
	var seen nameSet
	for _, k := range kws {
		if k.Arg != "" {
			if !seen.add(k.Arg) {
				c.comp(k, "keyword argument repeated: "+k.Arg)
			}
			c.forbidden(k, k.Arg, false)
		}
		c.expr(k.Value, sc)
	}
}

// enclosingFunction skips comprehension scopes.
func enclosingNonComprehension(sc *scope) *scope {
	for sc.kind == scopeComprehension && sc.parent != nil {
		sc = sc.parent
	}
	return sc
}

func (c *checker) expr(e Expr, sc *scope) {
	switch e := e.(type) {
	case *Name, *Constant:
	case *JoinedStr:
		c.exprs(e.Values, sc)
	case *FormattedValue:
		c.expr(e.Value, sc)
		if e.FormatSpec != nil {
			c.expr(e.FormatSpec, sc)
		}
	case *Attribute:
		c.expr(e.Value, sc)
	case *Subscript:
		c.expr(e.Value, sc)
		if t, ok := e.Slice.(*Tuple); ok {
			c.elts(t.Elts, sc)
		} else {
			c.expr(e.Slice, sc)
		}
	case *Slice:
		for _, x := range []Expr{e.Lower, e.Upper, e.Step} {
			if x != nil {
				c.expr(x, sc)
			}
		}
	case *Starred:
		c.comp(e, "can't use starred expression here")
		c.expr(e.Value, sc)
	case *List:
		c.elts(e.Elts, sc)
	case *Tuple:
		c.elts(e.Elts, sc)
	case *Set:
		c.elts(e.Elts, sc)
	case *Dict:
		for i, k := range e.Keys {
			if k != nil {
				c.expr(k, sc)
			}
			c.expr(e.Values[i], sc)
		}
	case *BinOp:
		c.expr(e.Left, sc)
		c.expr(e.Right, sc)
	case *UnaryOp:
		c.expr(e.Operand, sc)
	case *BoolOp:
		c.exprs(e.Values, sc)
	case *Compare:
		c.expr(e.Left, sc)
		c.exprs(e.Comparators, sc)
	case *Call:
		c.expr(e.Func, sc)
		c.callArgs(e.Args, e.Keywords, sc)
	case *IfExp:
		c.expr(e.Test, sc)
		c.expr(e.Body, sc)
		c.expr(e.OrElse, sc)
	case *Lambda:
		c.arguments(e.Args, sc)
		c.expr(e.Body, &scope{kind: scopeLambda, parent: sc})
	case *NamedExpr:
		c.namedExpr(e, sc)
	case *ListComp:
		c.comprehension(e, "list comprehension", e.Generators, sc, func(in *scope) { c.expr(e.Elt, in) })
	case *SetComp:
		c.comprehension(e, "set comprehension", e.Generators, sc, func(in *scope) { c.expr(e.Elt, in) })
	case *GeneratorExp:
		c.comprehension(e, "generator expression", e.Generators, sc, func(in *scope) { c.expr(e.Elt, in) })
	case *DictComp:
		c.comprehension(e, "dict comprehension", e.Generators, sc, func(in *scope) {
			c.expr(e.Key, in)
			c.expr(e.Value, in)
		})
	case *Await:
		switch {
		case sc.kind == scopeComprehension:
		case sc.kind != scopeFunction && sc.kind != scopeLambda:
			c.comp(e, "'await' outside function")
		case !sc.async:
			c.comp(e, "'await' outside async function")
		}
		c.expr(e.Value, sc)
	case *Yield:
		c.yield(e, sc)
		if e.Value != nil {
			c.expr(e.Value, sc)
		}
	case *YieldFrom:
		c.yield(e, sc)
		if sc.kind == scopeFunction && sc.async {
			c.comp(e, "'yield from' inside async function")
		}
		c.expr(e.Value, sc)
	}
}

func (c *checker) yield(e Expr, sc *scope) {
	switch sc.kind {
	case scopeComprehension:
		c.sym(e, "'yield' inside "+sc.compName)
	case scopeFunction, scopeLambda:
	default:
		c.comp(e, "'yield' outside function")
	}
}

func (c *checker) namedExpr(e *NamedExpr, sc *scope) {
	if sc.iterExpr {
		c.sym(e, "assignment expression cannot be used in a comprehension iterable expression")
	}
	if sc.kind == scopeComprehension {
		for s := sc; s != nil && s.kind == scopeComprehension; s = s.parent {
			for _, v := range s.compVars {
				if v == e.Target.Id {
					c.sym(e, fmt.Sprintf("assignment expression cannot rebind comprehension iteration variable '%s'", v))
				}
			}
		}
		if enclosingNonComprehension(sc).kind == scopeClass {
			c.sym(e, "assignment expression within a comprehension cannot be used in a class body")
		}
	}
	c.forbidden(e.Target, e.Target.Id, false)
	c.expr(e.Value, sc)
}

// comprehension checks a comprehension: its first iterable belongs to the
// enclosing scope, the rest to the comprehension's own scope.
func (c *checker) comprehension(n Expr, name string, gens []*Comprehension, sc *scope, elt func(*scope)) {
	in := &scope{kind: scopeComprehension, compName: name, parent: sc}
	for _, g := range gens {
		collectNames(g.Target, &in.compVars)
	}
	iterScope := *sc
	iterScope.iterExpr = true
	c.expr(gens[0].Iter, &iterScope)
	if name != "generator expression" && comprehensionIsAsync(gens, n) {
		outer := enclosingNonComprehension(sc)
		if !(sc.kind == scopeComprehension || outer.kind == scopeFunction && outer.async && sc.kind == scopeFunction) {
			c.comp(n, "asynchronous comprehension outside of an asynchronous function")
		}
	}
	for i, g := range gens {
		c.target(g.Target, in, false)
		if i > 0 {
			inIter := *in
			inIter.iterExpr = true
			c.expr(g.Iter, &inIter)
		}
		c.exprs(g.Ifs, in)
	}
	elt(in)
}

// comprehensionIsAsync reports whether a comprehension has an async for
// or awaits in its own scope.
func comprehensionIsAsync(gens []*Comprehension, n Expr) bool {
	for i, g := range gens {
		if g.IsAsync {
			return true
		}
		if i > 0 && containsAwait(g.Iter) {
			return true
		}
		for _, x := range g.Ifs {
			if containsAwait(x) {
				return true
			}
		}
	}
	switch n := n.(type) {
	case *ListComp:
		return containsAwait(n.Elt)
	case *SetComp:
		return containsAwait(n.Elt)
	case *DictComp:
		return containsAwait(n.Key) || containsAwait(n.Value)
	}
	return false
}

func collectNames(t Expr, out *[]string) {
	switch t := t.(type) {
	case *Name:
		*out = append(*out, t.Id)
	case *Starred:
		collectNames(t.Value, out)
	case *Tuple:
		for _, e := range t.Elts {
			collectNames(e, out)
		}
	case *List:
		for _, e := range t.Elts {
			collectNames(e, out)
		}
	}
}

// nameSet finds duplicate names. The first names live in an inline array
// so that the common short parameter or keyword list allocates nothing; a
// map indexes longer lists.
type nameSet struct {
	small [8]string
	n     int
	more  []string // names beyond small, in order
	m     map[string]bool
}

// add records name and reports whether it was new.
func (s *nameSet) add(name string) bool {
	if s.has(name) {
		return false
	}
	if s.m == nil && s.n < len(s.small) {
		s.small[s.n] = name
		s.n++
		return true
	}
	if s.m == nil {
		s.m = make(map[string]bool, 4*len(s.small))
		for _, x := range s.small {
			s.m[x] = true
		}
	}
	s.m[name] = true
	s.more = append(s.more, name)
	return true
}

func (s *nameSet) has(name string) bool {
	if s.m != nil {
		return s.m[name]
	}
	for i := 0; i < s.n; i++ {
		if s.small[i] == name {
			return true
		}
	}
	return false
}

func (s *nameSet) len() int { return s.n + len(s.more) }

// names returns the names in the order they were added.
func (s *nameSet) names() []string {
	out := make([]string, 0, s.len())
	out = append(out, s.small[:s.n]...)
	return append(out, s.more...)
}

// same reports whether both sets hold the same names.
func (s *nameSet) same(o *nameSet) bool {
	if s.len() != o.len() {
		return false
	}
	for _, n := range s.names() {
		if !o.has(n) {
			return false
		}
	}
	return true
}
