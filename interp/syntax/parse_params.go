package syntax

// parameters parses a def's parameter list up to ')' or a lambda's up to
// ':' (not consumed), with CPython 3.11's messages for misplaced '/',
// '*' and '**' and for a parameter without default after one with.
func (p *parser) parameters(lambda bool) *Arguments {
	closer := tRpar
	if lambda {
		closer = tColon
	}
	a := &Arguments{}
	seenSlash, seenStar, seenDefault := false, false, false
	for p.kind() != closer {
		t := *p.tok()
		if a.Kwarg != nil {
			if t.kind == tName {
				arg := p.param(lambda, false)
				p.failNode(arg, "arguments cannot follow var-keyword argument")
			}
			if t.kind == tStar || t.kind == tDoubleStar || t.kind == tSlash {
				p.failAtTok(t, "arguments cannot follow var-keyword argument")
			}
			p.invalidSyntax()
		}
		switch t.kind {
		case tSlash:
			switch {
			case seenSlash:
				p.failAtTok(t, "/ may appear only once")
			case seenStar:
				p.failAtTok(t, "/ must be ahead of *")
			case len(a.Args) == 0:
				p.failAtTok(t, "at least one argument must precede /")
			}
			p.next()
			a.PosOnly, a.Args = a.Args, nil
			seenSlash = true
		case tStar:
			if seenStar {
				p.failAtTok(t, "* argument may appear only once")
			}
			p.next()
			seenStar = true
			switch p.kind() {
			case tName:
				a.Vararg = p.param(lambda, true)
				if p.kind() == tEqual {
					p.failAtTok(*p.tok(), "var-positional argument cannot have default value")
				}
			case tComma:
				if k := p.peek(1); k == closer || k == tDoubleStar {
					p.bareStarError(t, lambda)
				}
			default:
				p.bareStarError(t, lambda)
			}
		case tDoubleStar:
			p.next()
			if p.kind() != tName {
				p.invalidSyntax()
			}
			a.Kwarg = p.param(lambda, false)
			if p.kind() == tEqual {
				p.failAtTok(*p.tok(), "var-keyword argument cannot have default value")
			}
		case tName:
			arg := p.param(lambda, false)
			if p.got(tEqual) {
				if k := p.kind(); k == tComma || k == closer {
					p.failAtTok(p.prevTok(), "expected default value expression")
				}
				d := p.expression()
				if seenStar {
					a.KwOnly = append(a.KwOnly, arg)
					a.KwDefaults = append(a.KwDefaults, d)
				} else {
					a.Args = append(a.Args, arg)
					a.Defaults = append(a.Defaults, d)
					seenDefault = true
				}
			} else if seenStar {
				a.KwOnly = append(a.KwOnly, arg)
				a.KwDefaults = append(a.KwDefaults, nil)
			} else {
				if seenDefault {
					p.failNode(arg, "non-default argument follows default argument")
				}
				a.Args = append(a.Args, arg)
			}
		case tLpar:
			p.parenthesizedParams(t, lambda)
		default:
			p.invalidSyntax()
		}
		if !p.got(tComma) {
			if p.kind() != closer {
				p.invalidSyntax()
			}
			break
		}
	}
	return a
}

func (p *parser) bareStarError(star token, lambda bool) {
	if lambda {
		p.fail("named arguments must follow bare *")
	}
	p.failAtTok(star, "named arguments must follow bare *")
}

// parenthesizedParams reports Python 2 style tuple parameters.
func (p *parser) parenthesizedParams(open token, lambda bool) {
	ok := p.try(func() {
		p.next()
		for {
			p.expect(tName)
			if !p.got(tComma) || p.kind() == tRpar {
				break
			}
		}
		p.expect(tRpar)
	})
	if ok {
		msg := "Function parameters cannot be parenthesized"
		if lambda {
			msg = "Lambda expression parameters cannot be parenthesized"
		}
		p.failPos(tokPos(open), tokEnd(p.prevTok()), msg)
	}
	p.invalidSyntax()
}

// param parses NAME [':' annotation]; lambdas take no annotations and a
// *args parameter may be annotated with a starred expression.
func (p *parser) param(lambda, star bool) *Arg {
	t := p.next()
	arg := &Arg{Loc: p.loc(t), Name: p.text(t)}
	if !lambda && p.got(tColon) {
		if star && p.kind() == tStar {
			arg.Annotation = p.starExpression()
		} else {
			arg.Annotation = p.expression()
		}
	}
	p.done(arg)
	return arg
}
