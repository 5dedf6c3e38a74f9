package syntax

// anyExpr reports whether f holds for e or a subexpression of e that is
// evaluated in the same scope (lambda bodies and comprehensions other
// than their first iterable are skipped).
func anyExpr(e Expr, f func(Expr) bool) bool {
	if e == nil {
		return false
	}
	if f(e) {
		return true
	}
	switch e := e.(type) {
	case *JoinedStr:
		return anyExprs(e.Values, f)
	case *FormattedValue:
		return anyExpr(e.Value, f) || anyExpr(e.FormatSpec, f)
	case *Attribute:
		return anyExpr(e.Value, f)
	case *Subscript:
		return anyExpr(e.Value, f) || anyExpr(e.Slice, f)
	case *Slice:
		return anyExpr(e.Lower, f) || anyExpr(e.Upper, f) || anyExpr(e.Step, f)
	case *Starred:
		return anyExpr(e.Value, f)
	case *List:
		return anyExprs(e.Elts, f)
	case *Tuple:
		return anyExprs(e.Elts, f)
	case *Set:
		return anyExprs(e.Elts, f)
	case *Dict:
		return anyExprs(e.Keys, f) || anyExprs(e.Values, f)
	case *BinOp:
		return anyExpr(e.Left, f) || anyExpr(e.Right, f)
	case *UnaryOp:
		return anyExpr(e.Operand, f)
	case *BoolOp:
		return anyExprs(e.Values, f)
	case *Compare:
		return anyExpr(e.Left, f) || anyExprs(e.Comparators, f)
	case *Call:
		if anyExpr(e.Func, f) || anyExprs(e.Args, f) {
			return true
		}
		for _, k := range e.Keywords {
			if anyExpr(k.Value, f) {
				return true
			}
		}
	case *IfExp:
		return anyExpr(e.Test, f) || anyExpr(e.Body, f) || anyExpr(e.OrElse, f)
	case *Lambda:
		return anyExprs(e.Args.Defaults, f) || anyExprs(e.Args.KwDefaults, f)
	case *NamedExpr:
		return anyExpr(e.Value, f)
	case *ListComp:
		return anyExpr(e.Generators[0].Iter, f)
	case *SetComp:
		return anyExpr(e.Generators[0].Iter, f)
	case *GeneratorExp:
		return anyExpr(e.Generators[0].Iter, f)
	case *DictComp:
		return anyExpr(e.Generators[0].Iter, f)
	case *Await:
		return anyExpr(e.Value, f)
	case *Yield:
		return anyExpr(e.Value, f)
	case *YieldFrom:
		return anyExpr(e.Value, f)
	}
	return false
}

func anyExprs(es []Expr, f func(Expr) bool) bool {
	for _, e := range es {
		if anyExpr(e, f) {
			return true
		}
	}
	return false
}

func isYield(e Expr) bool {
	switch e.(type) {
	case *Yield, *YieldFrom:
		return true
	}
	return false
}

func isAwait(e Expr) bool {
	_, ok := e.(*Await)
	return ok
}

// ContainsAwait reports whether e awaits in its own scope.
func ContainsAwait(e Expr) bool { return anyExpr(e, isAwait) }

// ContainsYield reports whether a function body yields, which makes the
// function a generator. Nested functions and classes do not count.
func ContainsYield(body []Stmt) bool {
	for _, s := range body {
		if stmtHas(s, isYield) {
			return true
		}
	}
	return false
}

// stmtHas reports whether f holds for an expression of s in s's scope.
func stmtHas(s Stmt, f func(Expr) bool) bool {
	anyOf := func(es ...Expr) bool { return anyExprs(es, f) }
	body := func(b []Stmt) bool {
		for _, x := range b {
			if stmtHas(x, f) {
				return true
			}
		}
		return false
	}
	switch s := s.(type) {
	case *FunctionDef:
		return anyExprs(s.Decorators, f) || anyExprs(s.Args.Defaults, f) || anyExprs(s.Args.KwDefaults, f)
	case *ClassDef:
		return anyExprs(s.Decorators, f) || anyExprs(s.Bases, f)
	case *Return:
		return anyOf(s.Value)
	case *Delete:
		return anyExprs(s.Targets, f)
	case *Assign:
		return anyExprs(s.Targets, f) || anyOf(s.Value)
	case *AugAssign:
		return anyOf(s.Target, s.Value)
	case *AnnAssign:
		return anyOf(s.Target, s.Annotation, s.Value)
	case *For:
		return anyOf(s.Target, s.Iter) || body(s.Body) || body(s.OrElse)
	case *While:
		return anyOf(s.Test) || body(s.Body) || body(s.OrElse)
	case *If:
		return anyOf(s.Test) || body(s.Body) || body(s.OrElse)
	case *With:
		for _, it := range s.Items {
			if anyOf(it.ContextExpr, it.OptionalVars) {
				return true
			}
		}
		return body(s.Body)
	case *Match:
		if anyOf(s.Subject) {
			return true
		}
		for _, c := range s.Cases {
			if anyOf(c.Guard) || body(c.Body) {
				return true
			}
		}
	case *Raise:
		return anyOf(s.Exc, s.Cause)
	case *Try:
		if body(s.Body) || body(s.OrElse) || body(s.FinalBody) {
			return true
		}
		for _, h := range s.Handlers {
			if anyOf(h.Type) || body(h.Body) {
				return true
			}
		}
	case *Assert:
		return anyOf(s.Test, s.Msg)
	case *ExprStmt:
		return anyOf(s.Value)
	case *TypeAlias:
		return anyOf(s.Value)
	}
	return false
}
