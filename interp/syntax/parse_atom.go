package syntax

// Atoms: names, literals, parenthesized forms, displays, comprehensions
// and calls.

func (p *parser) atom() Expr {
	t := p.tok()
	switch t.kind {
	case tName:
		nt := p.next()
		n := &Name{Loc: p.loc(nt), Id: p.text(nt)}
		p.done(n)
		return n
	case tNumber:
		return p.number()
	case tString, tFStart:
		return p.strings()
	case kwTrue, kwFalse, kwNone, tEllipsis:
		ct := p.next()
		var v any
		switch ct.kind {
		case kwTrue:
			v = true
		case kwFalse:
			v = false
		case kwNone:
			v = NoneValue{}
		default:
			v = EllipsisValue{}
		}
		c := &Constant{Loc: p.loc(ct), Value: v}
		p.done(c)
		return c
	case tLpar:
		return p.parenthesized()
	case tLsqb:
		return p.listDisplay()
	case tLbrace:
		return p.braceDisplay()
	}
	p.invalidSyntax()
	return nil
}

// parenthesized parses a tuple, a group or a generator expression.
func (p *parser) parenthesized() Expr {
	open := p.next()
	p.enter()
	defer p.leave()
	switch p.kind() {
	case tRpar:
		p.next()
		t := &Tuple{Loc: p.loc(open)}
		p.done(t)
		return t
	case kwYield:
		y := p.yieldExpr()
		if p.kind() != tRpar {
			p.invalidSyntax()
		}
		p.next()
		return y
	case tDoubleStar:
		star := p.next()
		p.expression()
		if p.kind() == tRpar {
			p.failAtTok(star, "cannot use double starred expression here")
		}
		p.invalidSyntax()
	}
	first := p.starNamedExpression()
	switch p.kind() {
	case kwFor, kwAsync:
		if _, ok := first.(*Starred); ok {
			p.failNode(first, "iterable unpacking cannot be used in comprehension")
		}
		gens := p.comprehensions()
		if p.kind() != tRpar {
			p.invalidSyntax()
		}
		p.next()
		g := &GeneratorExp{Loc: p.loc(open), Elt: first, Generators: gens}
		p.done(g)
		return g
	case tRpar:
		p.next()
		if _, ok := first.(*Starred); ok {
			p.failNode(first, "cannot use starred expression here")
		}
		return first
	case tComma:
		mark := len(p.exprBuf)
		p.exprBuf = append(p.exprBuf, first)
		for p.got(tComma) {
			if p.kind() == tRpar {
				break
			}
			x := p.starNamedExpression()
			p.exprBuf = append(p.exprBuf, x)
		}
		if p.kind() != tRpar {
			p.invalidSyntax()
		}
		p.next()
		t := &Tuple{Loc: p.loc(open), Elts: p.takeExprs(mark)}
		p.done(t)
		return t
	}
	p.invalidSyntax()
	return nil
}

func (p *parser) listDisplay() Expr {
	open := p.next()
	p.enter()
	defer p.leave()
	if p.got(tRsqb) {
		l := &List{Loc: p.loc(open)}
		p.done(l)
		return l
	}
	first := p.starNamedExpression()
	if k := p.kind(); k == kwFor || k == kwAsync && p.peek(1) == kwFor {
		if _, ok := first.(*Starred); ok {
			p.failNode(first, "iterable unpacking cannot be used in comprehension")
		}
		gens := p.comprehensions()
		if p.kind() != tRsqb {
			p.invalidSyntax()
		}
		p.next()
		l := &ListComp{Loc: p.loc(open), Elt: first, Generators: gens}
		p.done(l)
		return l
	}
	mark := len(p.exprBuf)
	p.exprBuf = append(p.exprBuf, first)
	for p.got(tComma) {
		if p.kind() == tRsqb {
			break
		}
		e := p.starNamedExpression()
		p.exprBuf = append(p.exprBuf, e)
		if k := p.kind(); k == kwFor || k == kwAsync {
			p.failRange(first, e, "did you forget parentheses around the comprehension target?")
		}
	}
	if p.kind() != tRsqb {
		p.invalidSyntax()
	}
	p.next()
	l := &List{Loc: p.loc(open), Elts: p.takeExprs(mark)}
	p.done(l)
	return l
}

// braceDisplay parses a dict or set display or comprehension.
func (p *parser) braceDisplay() Expr {
	open := p.next()
	p.enter()
	defer p.leave()
	if p.got(tRbrace) {
		d := &Dict{Loc: p.loc(open)}
		p.done(d)
		return d
	}
	var first Expr
	if p.kind() == tDoubleStar {
		return p.dictRest(open, nil, nil)
	}
	first = p.starNamedExpression()
	switch p.kind() {
	case tColon:
		if _, ok := first.(*Starred); ok {
			p.invalidSyntax()
		}
		p.next()
		if p.kind() == tRbrace || p.kind() == tComma {
			p.failAtTok(p.prevTok(), "expression expected after dictionary key and ':'")
		}
		v := p.expression()
		if k := p.kind(); k == kwFor || k == kwAsync && p.peek(1) == kwFor {
			gens := p.comprehensions()
			if p.kind() != tRbrace {
				p.invalidSyntax()
			}
			p.next()
			d := &DictComp{Loc: p.loc(open), Key: first, Value: v, Generators: gens}
			p.done(d)
			return d
		}
		return p.dictRest(open, []Expr{first}, []Expr{v})
	case kwFor, kwAsync:
		if _, ok := first.(*Starred); ok {
			p.failNode(first, "iterable unpacking cannot be used in comprehension")
		}
		gens := p.comprehensions()
		if p.kind() != tRbrace {
			p.invalidSyntax()
		}
		p.next()
		s := &SetComp{Loc: p.loc(open), Elt: first, Generators: gens}
		p.done(s)
		return s
	}
	mark := len(p.exprBuf)
	p.exprBuf = append(p.exprBuf, first)
	for p.got(tComma) {
		if p.kind() == tRbrace {
			break
		}
		x := p.starNamedExpression()
		p.exprBuf = append(p.exprBuf, x)
	}
	if p.kind() != tRbrace {
		p.invalidSyntax()
	}
	p.next()
	s := &Set{Loc: p.loc(open), Elts: p.takeExprs(mark)}
	p.done(s)
	return s
}

// dictRest parses the remaining items of a dict display.
func (p *parser) dictRest(open token, keys, values []Expr) Expr {
	if len(keys) > 0 && !p.got(tComma) {
		if p.kind() != tRbrace {
			p.invalidSyntax()
		}
	}
	for p.kind() != tRbrace {
		if p.kind() == tDoubleStar {
			star := p.next()
			v := p.bitwiseOr()
			if len(keys) == 0 {
				if k := p.kind(); k == kwFor || k == kwAsync {
					p.failAtTok(star, "dict unpacking cannot be used in dict comprehension")
				}
			}
			keys = append(keys, nil)
			values = append(values, v)
		} else {
			k := p.expression()
			if p.kind() != tColon {
				if p.kind() == tComma || p.kind() == tRbrace {
					e := p.endOf(k)
					p.raise(newError("SyntaxError", "':' expected after dictionary key", int(e.Line), int(e.Col)-1, int(e.Line), -1))
				}
				p.invalidSyntax()
			}
			p.next()
			if p.kind() == tRbrace || p.kind() == tComma {
				p.failAtTok(p.prevTok(), "expression expected after dictionary key and ':'")
			}
			keys = append(keys, k)
			values = append(values, p.expression())
		}
		if !p.got(tComma) {
			break
		}
	}
	if p.kind() != tRbrace {
		p.invalidSyntax()
	}
	p.next()
	d := &Dict{Loc: p.loc(open), Keys: keys, Values: values}
	p.done(d)
	return d
}

// comprehensions parses one or more for/if clauses.
func (p *parser) comprehensions() []*Comprehension {
	var gens []*Comprehension
	for {
		isAsync := false
		switch {
		case p.kind() == kwAsync && p.peek(1) == kwFor:
			p.next()
			isAsync = true
		case p.kind() != kwFor:
			return gens
		}
		p.next()
		target := p.forTargets(true)
		p.next() // 'in'
		iter := p.disjunction()
		c := &Comprehension{Target: target, Iter: iter, IsAsync: isAsync}
		for p.kind() == kwIf {
			p.next()
			c.Ifs = append(c.Ifs, p.disjunction())
		}
		gens = append(gens, c)
	}
}

// call parses the arguments of a call of fn; the current token is '('.
func (p *parser) call(fn Expr, start Pos) Expr {
	open := p.next()
	p.enter()
	defer p.leave()
	c := &Call{Loc: Loc{P: start}, Func: fn}
	c.Args, c.Keywords = p.arguments(open, true)
	p.next() // ')'
	p.done(c)
	return c
}

// arguments parses call arguments up to (not including) the closing
// ')'; open is the '(', where a sole generator argument starts. Class
// bases take no generator argument.
func (p *parser) arguments(open token, allowGenexp bool) ([]Expr, []*Keyword) {
	const closer = tRpar
	mark := len(p.exprBuf)
	var kws []*Keyword
	sawKeyword, sawDoubleStar := false, false
	for p.kind() != closer {
		t := *p.tok()
		switch {
		case t.kind == tStar:
			p.next()
			v := p.expression()
			s := &Starred{Loc: p.loc(t), Value: v}
			p.done(s)
			if k := p.kind(); k == kwFor || k == kwAsync && p.peek(1) == kwFor {
				p.failNode(s, "iterable unpacking cannot be used in comprehension")
			}
			if sawDoubleStar {
				p.failAtTok(t, "iterable argument unpacking follows keyword argument unpacking")
			}
			p.exprBuf = append(p.exprBuf, s)
		case t.kind == tDoubleStar:
			p.next()
			v := p.expression()
			k := &Keyword{Loc: p.loc(t), Value: v}
			p.done(k)
			kws = append(kws, k)
			sawDoubleStar = true
		case (t.kind == tName || t.kind == kwTrue || t.kind == kwFalse || t.kind == kwNone) && p.peek(1) == tEqual:
			p.next()
			eq := p.next()
			if t.kind != tName {
				p.failPos(tokPos(t), tokEnd(eq), "cannot assign to "+p.text(t))
			}
			v := p.expression()
			if k := p.kind(); k == kwFor || k == kwAsync {
				p.failPos(tokPos(t), tokEnd(eq), "invalid syntax. Maybe you meant '==' or ':=' instead of '='?")
			}
			k := &Keyword{Loc: p.loc(t), Arg: p.text(t), Value: v}
			p.done(k)
			kws = append(kws, k)
			sawKeyword = true
		default:
			var e Expr
			start := tokPos(t)
			if t.kind == tName && p.peek(1) == tColonEqual {
				e = p.walrus()
			} else {
				e = p.expression()
				if p.kind() == tColonEqual {
					p.failNode(e, "cannot use assignment expressions with "+exprName(e))
				}
			}
			if k := p.kind(); allowGenexp && (k == kwFor || k == kwAsync && p.peek(1) == kwFor) {
				gens := p.comprehensions()
				g := &GeneratorExp{Loc: Loc{P: start}, Elt: e, Generators: gens}
				p.done(g)
				if len(p.exprBuf) == mark && len(kws) == 0 && p.kind() == closer {
					g.Loc = p.loc(open)
					if p.ends != nil {
						p.ends[g] = tokEnd(*p.tok())
					}
					return []Expr{g}, nil
				}
				p.failRange(e, g, "Generator expression must be parenthesized")
			}
			if p.kind() == tEqual {
				p.failPos(start, tokEnd(*p.tok()), "expression cannot contain assignment, perhaps you meant \"==\"?")
			}
			if sawDoubleStar {
				p.positionalAfterKeyword("positional argument follows keyword argument unpacking", closer)
			}
			if sawKeyword {
				p.positionalAfterKeyword("positional argument follows keyword argument", closer)
			}
			p.exprBuf = append(p.exprBuf, e)
		}
		if !p.got(tComma) {
			if p.kind() != closer {
				p.invalidSyntax()
			}
			break
		}
	}
	return p.takeExprs(mark), kws
}

// positionalAfterKeyword reports CPython's argument order errors at the
// end of the argument list, where CPython notices them.
func (p *parser) positionalAfterKeyword(msg string, closer tokKind) {
	depth := 0
	for {
		switch k := p.kind(); k {
		case tEOF, tNewline:
			p.fail(msg)
		case tLpar, tLsqb, tLbrace:
			depth++
		case tRpar, tRsqb, tRbrace:
			if depth == 0 {
				p.fail(msg)
			}
			depth--
		}
		p.next()
	}
}
