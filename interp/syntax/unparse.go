package syntax

import "strings"

// Precedence levels of CPython's expression unparser (weakest first): a
// subexpression is parenthesised when its level is below the level its
// position requires.
const (
	precTuple = iota + 1
	precTest  // if-else, lambda
	precOr
	precAnd
	precNot
	precCmp
	precExpr
	precBitOr
	precBitXor
	precBitAnd
	precShift
	precArith
	precTerm
	precFactor
	precPower
	precAwait
	precAtom
)

// binPrec is the precedence of a binary operator (a switch: a package map
// would be built at init, and the package does no work at process start).
func binPrec(op Op) (int, bool) {
	switch op {
	case BitOr:
		return precBitOr, true
	case BitXor:
		return precBitXor, true
	case BitAnd:
		return precBitAnd, true
	case LShift, RShift:
		return precShift, true
	case Add, Sub:
		return precArith, true
	case Mult, MatMult, Div, Mod, FloorDiv:
		return precTerm, true
	case Pow:
		return precPower, true
	}
	return 0, false
}

// Unparse renders an expression as CPython does for `from __future__
// import annotations` (the text an annotation becomes). ok is false for
// expression kinds it does not render (comprehensions, lambdas, f-strings,
// yield), which the caller then evaluates as before.
func Unparse(e Expr) (s string, ok bool) {
	u := unparser{ok: true}
	u.expr(e, precTest)
	return u.b.String(), u.ok
}

type unparser struct {
	b  strings.Builder
	ok bool
}

func (u *unparser) wrap(need, have int, body func()) {
	paren := have < need
	if paren {
		u.b.WriteByte('(')
	}
	body()
	if paren {
		u.b.WriteByte(')')
	}
}

func (u *unparser) list(es []Expr, prec int) {
	for i, e := range es {
		if i > 0 {
			u.b.WriteString(", ")
		}
		u.expr(e, prec)
	}
}

func (u *unparser) expr(e Expr, need int) {
	if !u.ok {
		return
	}
	switch n := e.(type) {
	case *Name:
		u.b.WriteString(n.Id)
	case *Constant:
		if _, ok := n.Value.(EllipsisValue); ok {
			u.b.WriteString("...")
		} else {
			u.b.WriteString(pyRepr(n.Value))
		}
	case *Attribute:
		u.expr(n.Value, precAtom)
		u.b.WriteByte('.')
		u.b.WriteString(n.Attr)
	case *Subscript:
		u.expr(n.Value, precAtom)
		u.b.WriteByte('[')
		if t, ok := n.Slice.(*Tuple); ok && len(t.Elts) > 0 {
			u.list(t.Elts, precTest)
			if len(t.Elts) == 1 {
				u.b.WriteByte(',')
			}
		} else {
			u.expr(n.Slice, precTuple)
		}
		u.b.WriteByte(']')
	case *Slice:
		u.optional(n.Lower)
		u.b.WriteByte(':')
		u.optional(n.Upper)
		if n.Step != nil {
			u.b.WriteByte(':')
			u.expr(n.Step, precTest)
		}
	case *Tuple:
		paren := len(n.Elts) == 0 || need > precTuple
		if paren {
			u.b.WriteByte('(')
		}
		u.list(n.Elts, precTest)
		if len(n.Elts) == 1 {
			u.b.WriteByte(',')
		}
		if paren {
			u.b.WriteByte(')')
		}
	case *List:
		u.b.WriteByte('[')
		u.list(n.Elts, precTest)
		u.b.WriteByte(']')
	case *Set:
		u.b.WriteByte('{')
		u.list(n.Elts, precTest)
		u.b.WriteByte('}')
	case *Dict:
		u.b.WriteByte('{')
		for i, k := range n.Keys {
			if i > 0 {
				u.b.WriteString(", ")
			}
			if k == nil {
				u.b.WriteString("**")
				u.expr(n.Values[i], precBitOr)
				continue
			}
			u.expr(k, precTest)
			u.b.WriteString(": ")
			u.expr(n.Values[i], precTest)
		}
		u.b.WriteByte('}')
	case *Starred:
		u.b.WriteByte('*')
		u.expr(n.Value, precExpr)
	case *BinOp:
		p, known := binPrec(n.Op)
		if !known {
			u.ok = false
			return
		}
		left, right := p, p+1
		if n.Op == Pow { // right-associative
			left, right = p+1, p
		}
		u.wrap(need, p, func() {
			u.expr(n.Left, left)
			u.b.WriteString(" " + n.Op.String() + " ")
			u.expr(n.Right, right)
		})
	case *UnaryOp:
		if n.Op == Not {
			u.wrap(need, precNot, func() {
				u.b.WriteString("not ")
				u.expr(n.Operand, precNot)
			})
			return
		}
		u.wrap(need, precFactor, func() {
			u.b.WriteString(n.Op.String())
			u.expr(n.Operand, precFactor)
		})
	case *BoolOp:
		p := precAnd
		if n.Op == Or {
			p = precOr
		}
		u.wrap(need, p, func() {
			for i, v := range n.Values {
				if i > 0 {
					u.b.WriteString(" " + n.Op.String() + " ")
				}
				u.expr(v, p+1)
			}
		})
	case *Compare:
		u.wrap(need, precCmp, func() {
			u.expr(n.Left, precCmp+1)
			for i, op := range n.Ops {
				u.b.WriteString(" " + op.String() + " ")
				u.expr(n.Comparators[i], precCmp+1)
			}
		})
	case *Call:
		u.expr(n.Func, precAtom)
		u.b.WriteByte('(')
		u.list(n.Args, precTest)
		for i, k := range n.Keywords {
			if i > 0 || len(n.Args) > 0 {
				u.b.WriteString(", ")
			}
			if k.Arg == "" {
				u.b.WriteString("**")
			} else {
				u.b.WriteString(k.Arg + "=")
			}
			u.expr(k.Value, precTest)
		}
		u.b.WriteByte(')')
	case *IfExp:
		u.wrap(need, precTest, func() {
			u.expr(n.Body, precTest+1)
			u.b.WriteString(" if ")
			u.expr(n.Test, precTest+1)
			u.b.WriteString(" else ")
			u.expr(n.OrElse, precTest)
		})
	default:
		u.ok = false
	}
}

func (u *unparser) optional(e Expr) {
	if e != nil {
		u.expr(e, precTest)
	}
}

// FutureAnnotations reports whether a module starts with `from __future__
// import annotations` (after an optional docstring and other future
// imports): its annotations are then kept as source strings (PEP 563).
func FutureAnnotations(m *Module) bool {
	for _, imp := range leadingFutureImports(m.Body) {
		for _, a := range imp.Names {
			if a.Name == "annotations" {
				return true
			}
		}
	}
	return false
}

// Docstring returns the docstring of a module, class or function body: its
// first statement when that is a string literal.
func Docstring(body []Stmt) (string, bool) {
	if len(body) == 0 {
		return "", false
	}
	if e, ok := body[0].(*ExprStmt); ok {
		if k, ok := e.Value.(*Constant); ok {
			if s, ok := k.Value.(string); ok {
				return s, true
			}
		}
	}
	return "", false
}
