package syntax

// targetKind selects the rules of _PyPegen_get_invalid_target.
type targetKind uint8

const (
	storeTargets targetKind = iota
	delTargets
	forTargets
)

// invalidTarget returns the first part of e that cannot be assigned to
// (or deleted), or nil when e is a valid target.
func invalidTarget(e Expr, k targetKind) Expr {
	switch v := e.(type) {
	case *Name, *Attribute, *Subscript:
		return nil
	case *List:
		for _, x := range v.Elts {
			if bad := invalidTarget(x, k); bad != nil {
				return bad
			}
		}
		return nil
	case *Tuple:
		for _, x := range v.Elts {
			if bad := invalidTarget(x, k); bad != nil {
				return bad
			}
		}
		return nil
	case *Starred:
		if k == delTargets {
			return e
		}
		return invalidTarget(v.Value, k)
	case *Compare:
		// "a in b" in "for a in b" parses as a comparison when
		// replayed, so its left side holds the targets.
		if k == forTargets {
			if v.Ops[0] == In {
				return invalidTarget(v.Left, k)
			}
			return nil
		}
	}
	return e
}

// exprName names an expression the way CPython's error messages do.
func exprName(e Expr) string {
	switch v := e.(type) {
	case *Attribute:
		return "attribute"
	case *Subscript:
		return "subscript"
	case *Starred:
		return "starred"
	case *Name:
		return "name"
	case *List:
		return "list"
	case *Tuple:
		return "tuple"
	case *Lambda:
		return "lambda"
	case *Call:
		return "function call"
	case *BoolOp, *BinOp, *UnaryOp:
		return "expression"
	case *GeneratorExp:
		return "generator expression"
	case *Yield, *YieldFrom:
		return "yield expression"
	case *Await:
		return "await expression"
	case *ListComp:
		return "list comprehension"
	case *SetComp:
		return "set comprehension"
	case *DictComp:
		return "dict comprehension"
	case *Dict:
		return "dict literal"
	case *Set:
		return "set display"
	case *JoinedStr, *FormattedValue:
		return "f-string expression"
	case *Constant:
		switch c := v.Value.(type) {
		case NoneValue:
			return "None"
		case bool:
			if c {
				return "True"
			}
			return "False"
		case EllipsisValue:
			return "ellipsis"
		}
		return "literal"
	case *Compare:
		return "comparison"
	case *IfExp:
		return "conditional expression"
	case *NamedExpr:
		return "named expression"
	}
	return "expression"
}

// starTarget parses one element of a for target list.
func (p *parser) starTarget() Expr {
	if p.kind() == tStar {
		star := p.next()
		v := p.bitwiseOr()
		s := &Starred{Loc: p.loc(star), Value: v}
		p.done(s)
		return s
	}
	return p.bitwiseOr()
}

// forTargets parses the targets of a for loop or comprehension, which
// end at 'in'.
func (p *parser) forTargets(inComprehension bool) Expr {
	start := p.pos
	startPos := tokPos(*p.tok())
	e := p.starTarget()
	if p.kind() == tComma {
		elts := []Expr{e}
		for p.got(tComma) {
			if p.kind() == kwIn {
				break
			}
			elts = append(elts, p.starTarget())
		}
		t := &Tuple{Loc: Loc{P: startPos}, Elts: elts}
		p.done(t)
		e = t
	}
	if p.kind() != kwIn {
		p.forTargetError(start, inComprehension)
	}
	if bad := invalidTarget(e, forTargets); bad != nil {
		p.failNode(bad, "cannot assign to "+exprName(bad))
	}
	return e
}

// forTargetError replays invalid_for_target and invalid_for_if_clause.
func (p *parser) forTargetError(start int, inComprehension bool) {
	failPos := p.pos
	last := p.last
	var e Expr
	ok := p.try(func() {
		p.pos = start
		n := len(p.spans)
		e = p.starExpressions()
		p.spans = p.spans[:n]
	})
	p.pos = failPos
	p.last = last
	if ok {
		if bad := invalidTarget(e, forTargets); bad != nil {
			p.failNode(bad, "cannot assign to "+exprName(bad))
		}
	}
	if inComprehension {
		p.fail("'in' expected after for-loop variables")
	}
	p.invalidSyntax()
}
