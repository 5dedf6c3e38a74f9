package syntax

import "fmt"

// matchOutcome tells the statement parser what a "match" line turned out
// to be.
type matchOutcome uint8

const (
	notMatch          matchOutcome = iota // an ordinary statement starting with the name match
	matchMissingColon                     // "match x" then a newline
)

// matchStmt parses a match statement if the line is one. "match" is a
// soft keyword, so the header is parsed tentatively.
func (p *parser) matchStmt() (Stmt, matchOutcome) {
	if k := p.peek(1); !startsExpr(k) && k != tStar {
		return nil, notMatch
	}
	save := p.pos
	kw := *p.tok()
	var subject Expr
	outcome := notMatch
	ok := p.try(func() {
		p.next()
		subject = p.subjectExpr()
		switch {
		case p.kind() == tColon && p.peek(1) == tNewline:
		case p.kind() == tNewline:
			outcome = matchMissingColon
			p.fail("")
		default:
			p.fail("")
		}
	})
	if !ok {
		p.pos = save
		return nil, outcome
	}
	p.next() // ':'
	p.next() // NEWLINE
	if p.kind() != tIndent {
		p.indentFail(fmt.Sprintf("expected an indented block after 'match' statement on line %d", kw.line))
	}
	p.next()
	s := &Match{Loc: p.loc(kw), Subject: subject}
	for {
		p.compact()
		if p.kind() == tDedent {
			p.next()
			break
		}
		if !p.isName("case") {
			p.invalidSyntax()
		}
		s.Cases = append(s.Cases, p.caseBlock())
	}
	p.done(s)
	return s, notMatch
}

// subjectExpr parses star_named_expression ',' star_named_expressions? |
// named_expression.
func (p *parser) subjectExpr() Expr {
	start := tokPos(*p.tok())
	first := p.starNamedExpression()
	if p.kind() != tComma {
		if _, ok := first.(*Starred); ok {
			p.invalidSyntax()
		}
		return first
	}
	elts := []Expr{first}
	for p.got(tComma) {
		if k := p.kind(); !startsExpr(k) && k != tStar {
			break
		}
		elts = append(elts, p.starNamedExpression())
	}
	t := &Tuple{Loc: Loc{P: start}, Elts: elts}
	p.done(t)
	return t
}

func (p *parser) caseBlock() *MatchCase {
	kw := p.next()
	c := &MatchCase{Pattern: p.patterns()}
	if p.got(kwIf) {
		c.Guard = p.namedExpression()
	}
	p.headerColon()
	c.Body = p.block("'case' statement", kw)
	return c
}

// patterns parses a case's pattern: an open sequence or one pattern.
func (p *parser) patterns() Pattern {
	start := *p.tok()
	first := p.maybeStarPattern()
	if p.kind() != tComma {
		if _, ok := first.(*MatchStar); ok {
			p.invalidSyntax()
		}
		return first
	}
	pats := []Pattern{first}
	for p.got(tComma) {
		if k := p.kind(); k == tColon || k == kwIf {
			break
		}
		pats = append(pats, p.maybeStarPattern())
	}
	s := &MatchSequence{Loc: p.loc(start), Patterns: pats}
	p.done(s)
	return s
}

func (p *parser) maybeStarPattern() Pattern {
	if p.kind() != tStar {
		return p.pattern()
	}
	star := p.next()
	if p.kind() != tName {
		p.invalidSyntax()
	}
	name := p.text(p.next())
	if name == "_" {
		name = ""
	}
	s := &MatchStar{Loc: p.loc(star), Name: name}
	p.done(s)
	return s
}

// pattern parses or_pattern ['as' NAME].
func (p *parser) pattern() Pattern {
	start := *p.tok()
	pat := p.orPattern()
	if p.kind() != kwAs {
		return pat
	}
	p.next()
	t := *p.tok()
	if t.kind == tName {
		if p.text(t) == "_" {
			p.failAtTok(t, "cannot use '_' as a target")
		}
		if k := p.peek(1); k != tDot && k != tLpar && k != tEqual {
			p.next()
			m := &MatchAs{Loc: p.loc(start), Pattern: pat, Name: p.text(t)}
			p.done(m)
			return m
		}
	}
	p.invalidSyntax()
	return nil
}

func (p *parser) orPattern() Pattern {
	start := tokPos(*p.tok())
	first := p.closedPattern()
	if p.kind() != tVbar {
		return first
	}
	pats := []Pattern{first}
	for p.got(tVbar) {
		pats = append(pats, p.closedPattern())
	}
	o := &MatchOr{Loc: Loc{P: start}, Patterns: pats}
	p.done(o)
	return o
}

func (p *parser) closedPattern() Pattern {
	p.enter()
	defer p.leave()
	t := *p.tok()
	switch t.kind {
	case tNumber, tMinus:
		v := p.complexOrSigned()
		m := &MatchValue{Loc: p.loc(t), Value: v}
		p.done(m)
		return m
	case tString, tFStart:
		v := p.strings()
		m := &MatchValue{Loc: p.loc(t), Value: v}
		p.done(m)
		return m
	case kwNone, kwTrue, kwFalse:
		p.next()
		var v any = NoneValue{}
		if t.kind != kwNone {
			v = t.kind == kwTrue
		}
		m := &MatchSingleton{Loc: p.loc(t), Value: v}
		p.done(m)
		return m
	case tName:
		return p.namePattern()
	case tLpar:
		return p.parenPattern()
	case tLsqb:
		p.next()
		var pats []Pattern
		for p.kind() != tRsqb {
			pats = append(pats, p.maybeStarPattern())
			if !p.got(tComma) {
				break
			}
		}
		p.expect(tRsqb)
		s := &MatchSequence{Loc: p.loc(t), Patterns: pats}
		p.done(s)
		return s
	case tLbrace:
		return p.mappingPattern()
	}
	p.invalidSyntax()
	return nil
}

// complexOrSigned parses signed_number or a complex literal a +/- bj.
func (p *parser) complexOrSigned() Expr {
	re := p.signedNumber()
	if k := p.kind(); k != tPlus && k != tMinus {
		return re
	}
	if c := literalConstant(re); c != nil {
		if _, isImag := c.Value.(complex128); isImag {
			p.failNode(c, "real number required in complex literal")
		}
	}
	op := Add
	if p.next().kind == tMinus {
		op = Sub
	}
	if p.kind() != tNumber {
		p.invalidSyntax()
	}
	im := p.number()
	if _, ok := im.(*Constant).Value.(complex128); !ok {
		p.failNode(im, "imaginary number required in complex literal")
	}
	b := &BinOp{Loc: Loc{P: re.Pos()}, Left: re, Op: op, Right: im}
	p.done(b)
	return b
}

// literalConstant returns the constant inside an optionally negated number.
func literalConstant(e Expr) *Constant {
	if u, ok := e.(*UnaryOp); ok {
		e = u.Operand
	}
	c, _ := e.(*Constant)
	return c
}

func (p *parser) signedNumber() Expr {
	if p.kind() != tMinus {
		return p.number()
	}
	t := p.next()
	if p.kind() != tNumber {
		p.invalidSyntax()
	}
	n := p.number()
	u := &UnaryOp{Loc: p.loc(t), Op: USub, Operand: n}
	p.done(u)
	return u
}

// namePattern parses a capture, the wildcard, a value pattern (dotted
// name) or a class pattern.
func (p *parser) namePattern() Pattern {
	t := p.next()
	var e Expr = &Name{Loc: p.loc(t), Id: p.text(t)}
	p.done(e)
	dotted := false
	for p.kind() == tDot {
		p.next()
		if p.kind() != tName {
			p.invalidSyntax()
		}
		a := &Attribute{Loc: p.loc(t), Value: e, Attr: p.text(p.next())}
		p.done(a)
		e = a
		dotted = true
	}
	if p.kind() == tLpar {
		return p.classPattern(t, e)
	}
	if dotted {
		m := &MatchValue{Loc: p.loc(t), Value: e}
		p.done(m)
		return m
	}
	m := &MatchAs{Loc: p.loc(t), Name: p.text(t)}
	if m.Name == "_" {
		m.Name = ""
	}
	p.done(m)
	return m
}

func (p *parser) classPattern(start token, cls Expr) Pattern {
	p.next() // '('
	m := &MatchClass{Loc: p.loc(start), Cls: cls}
	var posAfterKw []Pattern
	for p.kind() != tRpar {
		if p.kind() == tName && p.peek(1) == tEqual {
			name := p.text(p.next())
			p.next()
			m.KwdAttrs = append(m.KwdAttrs, name)
			m.KwdPatterns = append(m.KwdPatterns, p.pattern())
		} else {
			pat := p.pattern()
			if len(m.KwdAttrs) > 0 {
				posAfterKw = append(posAfterKw, pat)
			} else {
				m.Patterns = append(m.Patterns, pat)
			}
		}
		if !p.got(tComma) {
			break
		}
	}
	if p.kind() != tRpar {
		p.invalidSyntax()
	}
	p.next()
	if len(posAfterKw) > 0 {
		p.failRange(posAfterKw[0], posAfterKw[len(posAfterKw)-1], "positional patterns follow keyword patterns")
	}
	p.done(m)
	return m
}

// parenPattern parses a group pattern or a parenthesized sequence.
func (p *parser) parenPattern() Pattern {
	open := p.next()
	if p.got(tRpar) {
		s := &MatchSequence{Loc: p.loc(open)}
		p.done(s)
		return s
	}
	first := p.maybeStarPattern()
	if p.got(tRpar) {
		if _, ok := first.(*MatchStar); ok {
			p.invalidSyntax()
		}
		return first
	}
	if p.kind() != tComma {
		p.invalidSyntax()
	}
	pats := []Pattern{first}
	for p.got(tComma) {
		if p.kind() == tRpar {
			break
		}
		pats = append(pats, p.maybeStarPattern())
	}
	p.expect(tRpar)
	s := &MatchSequence{Loc: p.loc(open), Patterns: pats}
	p.done(s)
	return s
}

func (p *parser) mappingPattern() Pattern {
	open := p.next()
	m := &MatchMapping{Loc: p.loc(open)}
	for p.kind() != tRbrace {
		if p.kind() == tDoubleStar {
			p.next()
			t := *p.tok()
			if t.kind != tName || p.text(t) == "_" {
				p.invalidSyntax()
			}
			p.next()
			m.Rest = p.text(t)
			p.got(tComma)
			if p.kind() != tRbrace {
				p.invalidSyntax()
			}
			break
		}
		m.Keys = append(m.Keys, p.mappingKey())
		if p.kind() != tColon {
			p.invalidSyntax()
		}
		p.next()
		m.Patterns = append(m.Patterns, p.pattern())
		if !p.got(tComma) {
			break
		}
	}
	p.expect(tRbrace)
	p.done(m)
	return m
}

// mappingKey parses literal_expr | attr.
func (p *parser) mappingKey() Expr {
	t := *p.tok()
	switch t.kind {
	case tNumber, tMinus:
		return p.complexOrSigned()
	case tString, tFStart:
		return p.strings()
	case kwNone, kwTrue, kwFalse:
		p.next()
		var v any = NoneValue{}
		if t.kind != kwNone {
			v = t.kind == kwTrue
		}
		c := &Constant{Loc: p.loc(t), Value: v}
		p.done(c)
		return c
	case tName:
		p.next()
		var e Expr = &Name{Loc: p.loc(t), Id: p.text(t)}
		p.done(e)
		if p.kind() != tDot {
			p.invalidSyntax()
		}
		for p.got(tDot) {
			if p.kind() != tName {
				p.invalidSyntax()
			}
			a := &Attribute{Loc: p.loc(t), Value: e, Attr: p.text(p.next())}
			p.done(a)
			e = a
		}
		return e
	}
	p.invalidSyntax()
	return nil
}
