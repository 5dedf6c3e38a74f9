package syntax

import "fmt"

func (p *parser) compoundStmt() Stmt {
	switch p.kind() {
	case tAt:
		return p.decorated()
	case kwDef:
		return p.funcDef(nil, *p.tok(), false)
	case kwAsync:
		start := p.next()
		switch p.kind() {
		case kwDef:
			return p.funcDef(nil, start, true)
		case kwWith:
			return p.withStmt(start, true)
		case kwFor:
			return p.forStmt(start, true)
		}
		p.invalidSyntax()
	case kwIf:
		return p.ifStmt()
	case kwClass:
		return p.classDef(nil)
	case kwWith:
		return p.withStmt(*p.tok(), false)
	case kwFor:
		return p.forStmt(*p.tok(), false)
	case kwTry:
		return p.tryStmt()
	case kwWhile:
		return p.whileStmt()
	}
	p.invalidSyntax()
	return nil
}

// block parses the body of a compound statement after its ':'. what and
// kw name the statement for CPython's "expected an indented block" error.
func (p *parser) block(what string, kw token) []Stmt {
	mark := len(p.stmtBuf)
	if p.kind() != tNewline {
		p.simpleStmts()
		return p.takeStmts(mark)
	}
	p.next()
	if p.kind() != tIndent {
		p.indentFail(fmt.Sprintf("expected an indented block after %s on line %d", what, kw.line))
	}
	p.next()
	for {
		p.compact()
		if p.kind() == tDedent {
			p.next()
			return p.takeStmts(mark)
		}
		p.statement()
	}
}

// headerColon consumes the ':' ending a statement header; a header that
// ends the line gets CPython's "expected ':'".
func (p *parser) headerColon() {
	switch p.kind() {
	case tColon:
		p.next()
	case tNewline:
		p.fail("expected ':'")
	default:
		p.invalidSyntax()
	}
}

// forcedColon is CPython's &&':' : anything else is "expected ':'".
func (p *parser) forcedColon() {
	if p.kind() != tColon {
		p.failAtTok(*p.tok(), "expected ':'")
	}
	p.next()
}

func (p *parser) decorated() Stmt {
	var decos []Expr
	for p.kind() == tAt {
		p.next()
		decos = append(decos, p.namedExpression())
		if p.kind() != tNewline {
			p.invalidSyntax()
		}
		p.next()
	}
	switch p.kind() {
	case kwDef:
		return p.funcDef(decos, *p.tok(), false)
	case kwAsync:
		if p.peek(1) == kwDef {
			start := p.next()
			return p.funcDef(decos, start, true)
		}
	case kwClass:
		return p.classDef(decos)
	}
	p.invalidSyntax()
	return nil
}

func (p *parser) funcDef(decos []Expr, start token, async bool) Stmt {
	kw := p.next() // def
	if p.kind() != tName {
		p.invalidSyntax()
	}
	name := p.text(p.next())
	if p.kind() == tLsqb {
		p.failAtTok(*p.tok(), "type parameter lists are not supported")
	}
	if p.kind() != tLpar {
		p.failAtTok(*p.tok(), "expected '('")
	}
	p.next()
	args := p.parameters(false)
	p.expect(tRpar)
	var returns Expr
	if p.got(tRarrow) {
		returns = p.expression()
	}
	p.forcedColon()
	body := p.block("function definition", kw)
	s := &FunctionDef{Loc: p.loc(start), Name: name, Args: args, Body: body, Decorators: decos, Returns: returns, IsAsync: async}
	p.done(s)
	return s
}

func (p *parser) classDef(decos []Expr) Stmt {
	kw := p.next()
	if p.kind() != tName {
		p.invalidSyntax()
	}
	name := p.text(p.next())
	if p.kind() == tLsqb {
		p.failAtTok(*p.tok(), "type parameter lists are not supported")
	}
	s := &ClassDef{Loc: p.loc(kw), Name: name, Decorators: decos}
	if p.kind() == tLpar {
		open := p.next()
		s.Bases, s.Keywords = p.arguments(open, false)
		p.next()
	}
	p.headerColon()
	s.Body = p.block("class definition", kw)
	p.done(s)
	return s
}

func (p *parser) ifStmt() Stmt {
	kw := p.next()
	test := p.namedExpression()
	p.headerColon()
	s := &If{Loc: p.loc(kw), Test: test}
	s.Body = p.block("'if' statement", kw)
	p.done(s)
	saved := p.depth
	cur := s
	for p.kind() == kwElif {
		ekw := p.next()
		p.enter()
		n := &If{Loc: p.loc(ekw), Test: p.namedExpression()}
		p.headerColon()
		n.Body = p.block("'elif' statement", ekw)
		p.done(n)
		cur.OrElse = []Stmt{n}
		cur = n
	}
	p.depth = saved
	if p.kind() == kwElse {
		cur.OrElse = p.elseBlock()
	}
	return s
}

func (p *parser) elseBlock() []Stmt {
	kw := p.next()
	p.forcedColon()
	return p.block("'else' statement", kw)
}

func (p *parser) whileStmt() Stmt {
	kw := p.next()
	s := &While{Loc: p.loc(kw), Test: p.namedExpression()}
	p.headerColon()
	s.Body = p.block("'while' statement", kw)
	if p.kind() == kwElse {
		s.OrElse = p.elseBlock()
	}
	p.done(s)
	return s
}

func (p *parser) forStmt(start token, async bool) Stmt {
	kw := p.next()
	target := p.forTargets(false)
	p.next() // 'in'
	iter := p.starExpressions()
	p.headerColon()
	s := &For{Loc: p.loc(start), Target: target, Iter: iter, IsAsync: async}
	s.Body = p.block("'for' statement", kw)
	if p.kind() == kwElse {
		s.OrElse = p.elseBlock()
	}
	p.done(s)
	return s
}

func (p *parser) withStmt(start token, async bool) Stmt {
	kw := p.next()
	s := &With{Loc: p.loc(start), IsAsync: async}
	if p.kind() == tLpar && p.parenthesizedWithItems() {
		p.next()
		for {
			s.Items = append(s.Items, p.withItem())
			if !p.got(tComma) || p.kind() == tRpar {
				break
			}
		}
		p.expect(tRpar)
	} else {
		for {
			s.Items = append(s.Items, p.withItem())
			if !p.got(tComma) {
				break
			}
		}
	}
	p.headerColon()
	s.Body = p.block("'with' statement", kw)
	p.done(s)
	return s
}

// parenthesizedWithItems reports whether the '(' after 'with' encloses a
// list of with items (it holds a top-level ',' or 'as' and is followed by
// ':'), rather than starting an expression.
func (p *parser) parenthesizedWithItems() bool {
	depth := 0
	items := false
	for i := 0; ; i++ {
		switch p.peek(i) {
		case tLpar, tLsqb, tLbrace:
			depth++
		case tRpar, tRsqb, tRbrace:
			depth--
			if depth == 0 {
				k := p.peek(i + 1)
				return items && (k == tColon || k == tNewline)
			}
		case tComma, kwAs:
			if depth == 1 {
				items = true
			}
		case tNewline, tEOF:
			return false
		}
	}
}

func (p *parser) withItem() *WithItem {
	item := &WithItem{ContextExpr: p.expression()}
	if p.kind() != kwAs {
		return item
	}
	p.next()
	start := p.pos
	t := p.starTarget()
	if k := p.kind(); k != tComma && k != tRpar && k != tColon && k != tNewline {
		failPos := p.pos
		var e Expr
		if p.try(func() { p.pos = start; e = p.expression() }) {
			if k := p.kind(); k == tComma || k == tRpar || k == tColon {
				if bad := invalidTarget(e, storeTargets); bad != nil {
					p.failNode(bad, "cannot assign to "+exprName(bad))
				}
			}
		}
		p.pos = failPos
		p.invalidSyntax()
	}
	if bad := invalidTarget(t, storeTargets); bad != nil {
		p.failNode(bad, "cannot assign to "+exprName(bad))
	}
	item.OptionalVars = t
	return item
}

func (p *parser) tryStmt() Stmt {
	kw := p.next()
	p.forcedColon()
	s := &Try{Loc: p.loc(kw)}
	s.Body = p.block("'try' statement", kw)
	for p.kind() == kwExcept {
		s.Handlers = append(s.Handlers, p.exceptBlock(s, len(s.Handlers) == 0))
	}
	if len(s.Handlers) > 0 && p.kind() == kwElse {
		s.OrElse = p.elseBlock()
	}
	if p.kind() == kwFinally {
		fkw := p.next()
		p.forcedColon()
		s.FinalBody = p.block("'finally' statement", fkw)
	} else if len(s.Handlers) == 0 {
		p.fail("expected 'except' or 'finally' block")
	}
	p.done(s)
	return s
}

func (p *parser) exceptBlock(s *Try, first bool) *ExceptHandler {
	kw := p.next()
	star := false
	if p.kind() == tStar {
		star = true
		p.next()
	}
	if first {
		s.Star = star
	} else if star != s.Star {
		if star {
			p.failPos(tokPos(kw), tokEnd(p.prevTok()), "cannot have both 'except' and 'except*' on the same 'try'")
		}
		p.failAtTok(kw, "cannot have both 'except' and 'except*' on the same 'try'")
	}
	h := &ExceptHandler{Loc: p.loc(kw)}
	if star && (p.kind() == tColon || p.kind() == tNewline) {
		p.fail("expected one or more exception types")
	}
	if p.kind() != tColon && p.kind() != tNewline {
		h.Type = p.expression()
		if p.kind() == tComma {
			p.multipleExceptTypes(h.Type)
		}
		if p.got(kwAs) {
			if p.kind() != tName {
				p.invalidSyntax()
			}
			h.Name = p.text(p.next())
		}
	}
	p.headerColon()
	what := "'except' statement"
	if star {
		what = "'except*' statement"
	}
	h.Body = p.block(what, kw)
	p.done(h)
	return h
}

// multipleExceptTypes replays invalid_except_stmt for "except A, B:".
func (p *parser) multipleExceptTypes(first Expr) {
	var end Pos
	ok := p.try(func() {
		for p.got(tComma) {
			p.expression()
		}
		if p.got(kwAs) {
			p.expect(tName)
		}
		end = tokEnd(p.prevTok())
		p.expect(tColon)
	})
	if ok {
		p.failPos(first.Pos(), end, "multiple exception types must be parenthesized")
	}
	p.invalidSyntax()
}
