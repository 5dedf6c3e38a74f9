package resolve

import (
	"fmt"

	"github.com/mcpython/mcpython/interp/syntax"
)

// The rules CPython checks after parsing that depend on where code stands,
// made during the same walk that collects names (collect.go). CPython
// raises them in two phases: its symbol table (import * in a function,
// duplicate arguments, yield in a comprehension, assignment expressions in
// comprehensions) and its compiler ('return' outside function, 'break'
// outside loop, starred and __debug__ targets, match patterns). Build
// reports a symbol-table error before any compiler-phase one, as CPython
// does, whatever their order in the source.

// place is what the checks need to know about where the walk stands,
// beyond the scope itself; it is saved and restored around scopes.
type place struct {
	loop     bool     // break and continue allowed
	iterExpr bool     // inside a comprehension's iterable
	compName string   // "list comprehension"…: the scope is a comprehension
	compVars []string // iteration variables of the comprehension scopes around
	asyncGen bool     // an async def whose body yields
}

// compilerError records a compiler-phase error, reported only when the
// symbol table found none.
func (b *scopeBuilder) compilerError(n syntax.Node, msg string) {
	if b.compErr == nil {
		b.compErr = &Error{Node: n, Msg: msg}
	}
}

// inFunction reports whether the scope is a def or lambda body.
func (b *scopeBuilder) inFunction() bool { return b.cur.Kind == ScopeFunction }

// inComprehension reports whether the scope is a comprehension's.
func (b *scopeBuilder) inComprehension() bool {
	return b.cur.Kind == ScopeComprehension || b.cur.Kind == ScopeGenExpr
}

// asyncDef reports whether the scope is an async def's body.
func (b *scopeBuilder) asyncDef() bool {
	return b.cur.Kind == ScopeFunction && b.cur.Coroutine
}

// forbidden reports binding or deleting __debug__.
func (b *scopeBuilder) forbidden(n syntax.Node, name string, del bool) {
	if name != "__debug__" {
		return
	}
	if del {
		b.compilerError(n, "cannot delete __debug__")
	} else {
		b.compilerError(n, "cannot assign to __debug__")
	}
}

// asyncOnly reports async for / async with outside an async function.
func (b *scopeBuilder) asyncOnly(n syntax.Node, msg string) {
	if b.asyncDef() || b.inComprehension() {
		return
	}
	b.compilerError(n, msg)
}

// checkYield applies where yield may stand.
func (b *scopeBuilder) checkYield(e syntax.Expr) {
	switch {
	case b.inComprehension():
		b.symbolError(e, "'yield' inside "+b.at.compName)
	case b.inFunction():
	default:
		b.compilerError(e, "'yield' outside function")
	}
	if _, from := e.(*syntax.YieldFrom); from && b.asyncDef() {
		b.compilerError(e, "'yield from' inside async function")
	}
}

// checkAwait applies where await may stand.
func (b *scopeBuilder) checkAwait(e *syntax.Await) {
	switch {
	case b.inComprehension():
	case !b.inFunction():
		b.compilerError(e, "'await' outside function")
	case !b.asyncDef():
		b.compilerError(e, "'await' outside async function")
	}
}

// checkNamedExpr applies the rules for an assignment expression in a
// comprehension; CPython points at the target for the last two.
func (b *scopeBuilder) checkNamedExpr(e *syntax.NamedExpr) {
	if b.at.iterExpr {
		b.symbolError(e, "assignment expression cannot be used in a comprehension iterable expression")
	}
	if b.inComprehension() {
		for _, v := range b.at.compVars {
			if v == e.Target.Id {
				b.symbolError(e.Target, fmt.Sprintf("assignment expression cannot rebind comprehension iteration variable '%s'", v))
			}
		}
		host := b.cur
		for host.Kind == ScopeComprehension || host.Kind == ScopeGenExpr {
			host = host.Parent
		}
		if host.Kind == ScopeClass {
			b.symbolError(e.Target, "assignment expression within a comprehension cannot be used in a class body")
		}
	}
	b.forbidden(e.Target, e.Target.Id, false)
}

// checkAsyncComprehension applies where an asynchronous comprehension may
// stand (a generator expression may be asynchronous anywhere).
func (b *scopeBuilder) checkAsyncComprehension(n syntax.Expr, gens []*syntax.Comprehension) {
	if _, gen := n.(*syntax.GeneratorExp); gen || !comprehensionIsAsync(gens, n) {
		return
	}
	if b.inComprehension() || b.asyncDef() {
		return
	}
	b.compilerError(n, "asynchronous comprehension outside of an asynchronous function")
}

// comprehensionIsAsync reports whether a comprehension has an async for
// or awaits in its own scope.
func comprehensionIsAsync(gens []*syntax.Comprehension, n syntax.Expr) bool {
	for i, g := range gens {
		if g.IsAsync || i > 0 && syntax.ContainsAwait(g.Iter) {
			return true
		}
		for _, x := range g.Ifs {
			if syntax.ContainsAwait(x) {
				return true
			}
		}
	}
	switch n := n.(type) {
	case *syntax.ListComp:
		return syntax.ContainsAwait(n.Elt)
	case *syntax.SetComp:
		return syntax.ContainsAwait(n.Elt)
	case *syntax.DictComp:
		return syntax.ContainsAwait(n.Key) || syntax.ContainsAwait(n.Value)
	}
	return false
}

// checkKeywords applies the rules for a call's or class's keywords.
func (b *scopeBuilder) checkKeywords(kws []*syntax.Keyword) {
	var seen nameSet
	for _, k := range kws {
		if k.Arg == "" {
			continue
		}
		if !seen.add(k.Arg) {
			b.compilerError(k, "keyword argument repeated: "+k.Arg)
		}
		b.forbidden(k, k.Arg, false)
	}
}

// checkTargetElts applies the rule of one starred target per tuple or
// list target (CPython points at the whole target).
func (b *scopeBuilder) checkTargetElts(target syntax.Expr, elts []syntax.Expr) {
	stars := 0
	for _, e := range elts {
		if _, ok := e.(*syntax.Starred); ok {
			stars++
		}
	}
	if stars > 1 {
		b.compilerError(target, "multiple starred expressions in assignment")
	}
}

func collectNames(t syntax.Expr, out *[]string) {
	switch t := t.(type) {
	case *syntax.Name:
		*out = append(*out, t.Id)
	case *syntax.Starred:
		collectNames(t.Value, out)
	case *syntax.Tuple:
		for _, e := range t.Elts {
			collectNames(e, out)
		}
	case *syntax.List:
		for _, e := range t.Elts {
			collectNames(e, out)
		}
	}
}
