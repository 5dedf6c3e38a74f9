package syntax

// Expression grammar, following CPython's python.gram from star_expressions
// down to primary. Atoms and displays are in parse_atom.go.

// startsExpr reports whether a token can begin an expression.
func startsExpr(k tokKind) bool {
	switch k {
	case tName, tNumber, tString, tFStart, tLpar, tLsqb, tLbrace, tMinus, tPlus, tTilde,
		kwNot, kwLambda, kwAwait, tEllipsis, kwTrue, kwFalse, kwNone:
		return true
	}
	return false
}

// starExpressions parses star_expressions: a tuple when commas appear.
func (p *parser) starExpressions() Expr {
	start := tokPos(*p.tok())
	e := p.starExpression()
	if p.kind() != tComma {
		return e
	}
	mark := len(p.exprBuf)
	p.exprBuf = append(p.exprBuf, e)
	for p.got(tComma) {
		if k := p.kind(); !startsExpr(k) && k != tStar {
			break
		}
		x := p.starExpression()
		p.exprBuf = append(p.exprBuf, x)
	}
	t := &Tuple{Loc: Loc{P: start}, Elts: p.takeExprs(mark)}
	p.done(t)
	return t
}

// starExpression parses '*' bitwise_or | expression.
func (p *parser) starExpression() Expr {
	if p.kind() == tStar {
		star := p.next()
		v := p.bitwiseOr()
		s := &Starred{Loc: p.loc(star), Value: v}
		p.done(s)
		return s
	}
	return p.expression()
}

// starNamedExpression parses '*' bitwise_or | named_expression, the
// elements of displays.
func (p *parser) starNamedExpression() Expr {
	if p.kind() == tStar {
		star := p.next()
		v := p.bitwiseOr()
		s := &Starred{Loc: p.loc(star), Value: v}
		p.done(s)
		return s
	}
	return p.namedExpression()
}

// namedExpression parses NAME ':=' expression | expression !':='.
func (p *parser) namedExpression() Expr {
	if p.kind() == tName && p.peek(1) == tColonEqual {
		return p.walrus()
	}
	start := p.pos
	e := p.expression()
	switch p.kind() {
	case tColonEqual:
		p.failNode(e, "cannot use assignment expressions with "+exprName(e))
	case tEqual:
		p.assignmentHint(start)
	}
	return e
}

func (p *parser) walrus() Expr {
	nt := p.next()
	p.next() // :=
	target := &Name{Loc: p.loc(nt), Id: p.text(nt)}
	p.done(target)
	v := p.expression()
	n := &NamedExpr{Loc: target.Loc, Target: target, Value: v}
	p.done(n)
	return n
}

// span is the token range of a completed expression, kept so that error
// hints can re-parse from where an expression started.
type span struct{ start, end int }

// atomAlone reports whether the expression ahead is a lone name or number:
// the token after it ends an expression, so no level between expression
// and atom would take anything and the descent through them (a dozen
// calls for every argument and right-hand side) can be skipped.
func (p *parser) atomAlone() bool {
	if k := p.kind(); k != tName && k != tNumber {
		return false
	}
	switch p.peek(1) {
	case tRpar, tComma, tNewline, tRsqb, tRbrace, tColon, tEqual, tSemi:
		return true
	}
	return false
}

// expression parses a conditional expression, disjunction or lambda.
func (p *parser) expression() Expr {
	p.enter()
	start := p.pos
	startPos := tokPos(*p.tok())
	var e Expr
	if p.kind() == kwLambda {
		e = p.lambdef()
	} else if p.atomAlone() {
		e = p.atom()
	} else {
		e = p.disjunction()
		if p.kind() == kwIf {
			p.next()
			test := p.disjunction()
			if p.kind() != kwElse {
				if p.kind() == tColon {
					p.invalidSyntax()
				}
				p.failRange(e, test, "expected 'else' after 'if' expression")
			}
			p.next()
			orelse := p.expression()
			ie := &IfExp{Loc: Loc{P: startPos}, Test: test, Body: e, OrElse: orelse}
			p.done(ie)
			e = ie
		}
	}
	p.leave()
	p.spans = append(p.spans, span{start, p.pos})
	return e
}

func (p *parser) disjunction() Expr {
	start := tokPos(*p.tok())
	e := p.conjunction()
	if p.kind() != kwOr {
		return e
	}
	mark := len(p.exprBuf)
	p.exprBuf = append(p.exprBuf, e)
	for p.got(kwOr) {
		x := p.conjunction()
		p.exprBuf = append(p.exprBuf, x)
	}
	b := &BoolOp{Loc: Loc{P: start}, Op: Or, Values: p.takeExprs(mark)}
	p.done(b)
	return b
}

func (p *parser) conjunction() Expr {
	start := tokPos(*p.tok())
	e := p.inversion()
	if p.kind() != kwAnd {
		return e
	}
	mark := len(p.exprBuf)
	p.exprBuf = append(p.exprBuf, e)
	for p.got(kwAnd) {
		x := p.inversion()
		p.exprBuf = append(p.exprBuf, x)
	}
	b := &BoolOp{Loc: Loc{P: start}, Op: And, Values: p.takeExprs(mark)}
	p.done(b)
	return b
}

func (p *parser) inversion() Expr {
	if p.kind() == kwNot {
		t := p.next()
		p.enter()
		v := p.inversion()
		p.leave()
		u := &UnaryOp{Loc: p.loc(t), Op: Not, Operand: v}
		p.done(u)
		return u
	}
	return p.comparison()
}

// compareOp returns the comparison operator at the current token and how
// many tokens it takes.
func (p *parser) compareOp() (Op, int) {
	switch p.kind() {
	case tEqEqual:
		return Eq, 1
	case tNotEqual:
		return NotEq, 1
	case tLess:
		return Lt, 1
	case tLessEqual:
		return LtE, 1
	case tGreater:
		return Gt, 1
	case tGreaterEqual:
		return GtE, 1
	case kwIn:
		return In, 1
	case kwIs:
		if p.peek(1) == kwNot {
			return IsNot, 2
		}
		return Is, 1
	case kwNot:
		if p.peek(1) == kwIn {
			return NotIn, 2
		}
	}
	return OpInvalid, 0
}

func (p *parser) comparison() Expr {
	start := tokPos(*p.tok())
	e := p.bitwiseOr()
	op, n := p.compareOp()
	if op == OpInvalid {
		return e
	}
	c := &Compare{Loc: Loc{P: start}, Left: e}
	for op != OpInvalid {
		for ; n > 0; n-- {
			p.next()
		}
		c.Ops = append(c.Ops, op)
		c.Comparators = append(c.Comparators, p.bitwiseOr())
		op, n = p.compareOp()
	}
	p.done(c)
	return c
}

// binaryOp returns the operator and precedence of a binary operator token.
func binaryOp(k tokKind) (Op, int) {
	switch k {
	case tVbar:
		return BitOr, 1
	case tCircumflex:
		return BitXor, 2
	case tAmper:
		return BitAnd, 3
	case tLeftShift:
		return LShift, 4
	case tRightShift:
		return RShift, 4
	case tPlus:
		return Add, 5
	case tMinus:
		return Sub, 5
	case tStar:
		return Mult, 6
	case tSlash:
		return Div, 6
	case tDoubleSlash:
		return FloorDiv, 6
	case tPercent:
		return Mod, 6
	case tAt:
		return MatMult, 6
	}
	return OpInvalid, 0
}

func (p *parser) bitwiseOr() Expr { return p.binary(1) }

// binary parses left-associative binary operators by precedence
// climbing. Each operator deepens the tree, so a chain counts towards the
// nesting limit while it is being built.
func (p *parser) binary(minPrec int) Expr {
	start := tokPos(*p.tok())
	left := p.factor()
	saved := p.depth
	for {
		op, prec := binaryOp(p.kind())
		if prec < minPrec || op == OpInvalid {
			p.depth = saved
			return left
		}
		p.next()
		p.enter()
		var right Expr
		if prec == 6 {
			right = p.factor()
		} else {
			right = p.binary(prec + 1)
		}
		b := &BinOp{Loc: Loc{P: start}, Left: left, Op: op, Right: right}
		p.done(b)
		left = b
	}
}

// factor parses unary + - ~ and the power operator.
func (p *parser) factor() Expr {
	var op Op
	switch p.kind() {
	case tPlus:
		op = UAdd
	case tMinus:
		op = USub
	case tTilde:
		op = Invert
	default:
		return p.power()
	}
	t := p.next()
	p.enter()
	v := p.factor()
	p.leave()
	u := &UnaryOp{Loc: p.loc(t), Op: op, Operand: v}
	p.done(u)
	return u
}

func (p *parser) power() Expr {
	start := tokPos(*p.tok())
	e := p.awaitPrimary()
	if p.kind() != tDoubleStar {
		return e
	}
	p.next()
	p.enter()
	right := p.factor()
	p.leave()
	b := &BinOp{Loc: Loc{P: start}, Left: e, Op: Pow, Right: right}
	p.done(b)
	return b
}

func (p *parser) awaitPrimary() Expr {
	if p.kind() == kwAwait {
		t := p.next()
		p.enter()
		v := p.primary()
		p.leave()
		a := &Await{Loc: p.loc(t), Value: v}
		p.done(a)
		return a
	}
	return p.primary()
}

// primary parses an atom followed by attribute references, calls and
// subscripts. The chain deepens the tree, so it counts towards nesting.
func (p *parser) primary() Expr {
	start := tokPos(*p.tok())
	e := p.atom()
	saved := p.depth
	for {
		switch p.kind() {
		case tDot:
			p.next()
			if p.kind() != tName {
				p.invalidSyntax()
			}
			nt := p.next()
			a := &Attribute{Loc: Loc{P: start}, Value: e, Attr: p.text(nt)}
			p.done(a)
			e = a
		case tLpar:
			e = p.call(e, start)
		case tLsqb:
			p.next()
			sl := p.slices()
			if p.kind() != tRsqb {
				p.invalidSyntax()
			}
			p.next()
			s := &Subscript{Loc: Loc{P: start}, Value: e, Slice: sl}
			p.done(s)
			e = s
		default:
			p.depth = saved
			return e
		}
		p.enter()
	}
}

// slices parses the inside of a subscript.
func (p *parser) slices() Expr {
	start := *p.tok()
	first := p.sliceOrStarred()
	if p.kind() != tComma {
		if _, ok := first.(*Starred); !ok {
			return first
		}
	}
	elts := []Expr{first}
	for p.got(tComma) {
		if k := p.kind(); !startsExpr(k) && k != tStar && k != tColon {
			break
		}
		elts = append(elts, p.sliceOrStarred())
	}
	t := &Tuple{Loc: p.loc(start), Elts: elts}
	p.done(t)
	return t
}

func (p *parser) sliceOrStarred() Expr {
	if p.kind() == tStar {
		star := p.next()
		v := p.expression()
		s := &Starred{Loc: p.loc(star), Value: v}
		p.done(s)
		return s
	}
	return p.slice()
}

// slice parses [lower] ':' [upper] [':' [step]] or a named expression.
func (p *parser) slice() Expr {
	start := *p.tok()
	var lower Expr
	if p.kind() != tColon {
		lower = p.namedExpression()
		if p.kind() != tColon {
			return lower
		}
		if _, ok := lower.(*NamedExpr); ok {
			p.invalidSyntax()
		}
	}
	p.next() // ':'
	s := &Slice{Loc: p.loc(start), Lower: lower}
	if k := p.kind(); k != tColon && k != tComma && k != tRsqb {
		s.Upper = p.expression()
	}
	if p.got(tColon) {
		if k := p.kind(); k != tComma && k != tRsqb {
			s.Step = p.expression()
		}
	}
	p.done(s)
	return s
}

// yieldExpr parses 'yield' 'from' expression | 'yield' [star_expressions].
func (p *parser) yieldExpr() Expr {
	t := p.next()
	if p.got(kwFrom) {
		v := p.expression()
		y := &YieldFrom{Loc: p.loc(t), Value: v}
		p.done(y)
		return y
	}
	y := &Yield{Loc: p.loc(t)}
	if k := p.kind(); startsExpr(k) || k == tStar {
		y.Value = p.starExpressions()
	}
	p.done(y)
	return y
}

// lambdef parses 'lambda' [params] ':' expression.
func (p *parser) lambdef() Expr {
	t := p.next()
	args := p.parameters(true)
	colon := p.expectColon()
	if k := p.kind(); k == tFMiddle || k == tRbrace && p.s.inFString() {
		p.failPos(tokPos(t), tokEnd(colon), "f-string: lambda expressions are not allowed without parentheses")
	}
	body := p.expression()
	l := &Lambda{Loc: p.loc(t), Args: args, Body: body}
	p.done(l)
	return l
}
