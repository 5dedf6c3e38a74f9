package syntax

import "strings"

// parseFile parses statements up to the end of the source.
func (p *parser) parseFile() *Module {
	for {
		p.compact()
		if p.kind() == tEOF {
			return &Module{Body: p.takeStmts(0)}
		}
		p.statement()
	}
}

// parseEvalInput parses expressions NEWLINE* ENDMARKER.
func (p *parser) parseEvalInput() Expr {
	if p.kind() == tIndent {
		p.invalidSyntax()
	}
	start := tokPos(*p.tok())
	e := p.expression()
	if p.kind() == tComma {
		mark := len(p.exprBuf)
		p.exprBuf = append(p.exprBuf, e)
		for p.got(tComma) {
			if !startsExpr(p.kind()) {
				break
			}
			x := p.expression()
			p.exprBuf = append(p.exprBuf, x)
		}
		t := &Tuple{Loc: Loc{P: start}, Elts: p.takeExprs(mark)}
		p.done(t)
		e = t
	}
	for p.got(tNewline) {
	}
	if p.kind() != tEOF {
		p.invalidSyntax()
	}
	return e
}

// statement parses one statement (a simple statement line may hold
// several) onto the statement scratch stack.
func (p *parser) statement() {
	switch p.kind() {
	case kwDef, kwIf, kwClass, kwWith, kwFor, kwTry, kwWhile, tAt:
		s := p.compoundStmt()
		p.stmtBuf = append(p.stmtBuf, s)
		return
	case kwAsync:
		if k := p.peek(1); k == kwDef || k == kwWith || k == kwFor {
			s := p.compoundStmt()
			p.stmtBuf = append(p.stmtBuf, s)
			return
		}
	case tName:
		if p.isName("match") {
			s, outcome := p.matchStmt()
			if s != nil {
				p.stmtBuf = append(p.stmtBuf, s)
				return
			}
			if outcome == matchMissingColon {
				// A match header without ':' unless the line is a valid
				// statement, such as a call of a function named match.
				nl := p.lineEnd()
				if p.try(p.simpleStmts) {
					return
				}
				p.failAtTok(nl, "expected ':'")
			}
		}
	case tIndent:
		p.invalidSyntax()
	}
	p.simpleStmts()
}

// simpleStmts parses simple statements separated by ';' up to NEWLINE.
func (p *parser) simpleStmts() {
	for {
		s := p.simpleStmt()
		p.stmtBuf = append(p.stmtBuf, s)
		if p.kind() == tNewline {
			p.next()
			return
		}
		if !p.got(tSemi) {
			p.invalidSyntax()
		}
		if p.kind() == tNewline {
			p.next()
			return
		}
	}
}

func (p *parser) simpleStmt() Stmt {
	t := p.tok()
	switch t.kind {
	case kwPass:
		s := &Pass{Loc: p.loc(p.next())}
		p.done(s)
		return s
	case kwBreak:
		s := &Break{Loc: p.loc(p.next())}
		p.done(s)
		return s
	case kwContinue:
		s := &Continue{Loc: p.loc(p.next())}
		p.done(s)
		return s
	case kwReturn:
		rt := p.next()
		s := &Return{Loc: p.loc(rt)}
		if k := p.kind(); startsExpr(k) || k == tStar {
			s.Value = p.starExpressions()
		}
		p.done(s)
		return s
	case kwRaise:
		return p.raiseStmt()
	case kwGlobal, kwNonlocal:
		return p.globalStmt()
	case kwDel:
		return p.delStmt()
	case kwAssert:
		return p.assertStmt()
	case kwImport:
		return p.importStmt()
	case kwFrom:
		return p.fromImportStmt()
	case tName:
		if p.isName("type") && p.peek(1) == tName && (p.peek(2) == tEqual || p.peek(2) == tLsqb) {
			return p.typeAlias()
		}
	}
	return p.exprStmt()
}

// exprStmt parses an expression statement or an assignment.
func (p *parser) exprStmt() Stmt {
	startIdx := p.pos
	start := *p.tok()
	var first Expr
	if start.kind == kwYield {
		first = p.yieldExpr()
	} else {
		first = p.starExpressions()
	}
	switch k := p.kind(); {
	case k == tColonEqual:
		// invalid_named_expression: "x.y := 1" and the like.
		last := first
		if t, ok := first.(*Tuple); ok && start.kind != tLpar {
			last = t.Elts[len(t.Elts)-1]
		}
		if _, isName := last.(*Name); !isName {
			if _, starred := last.(*Starred); !starred {
				p.failNode(last, "cannot use assignment expressions with "+exprName(last))
			}
		}
		p.invalidSyntax()
	case k == tEqual:
		return p.assignment(startIdx, start, first)
	case k == tColon:
		return p.annAssign(start, first)
	case augOp(k) != OpInvalid:
		return p.augAssign(start, first)
	}
	if k := p.kind(); k != tNewline && k != tSemi {
		p.invalidSyntax()
	}
	s := &ExprStmt{Loc: p.loc(start), Value: first}
	p.done(s)
	return s
}

// assignment parses the rest of "targets = ... = value".
func (p *parser) assignment(startIdx int, start token, first Expr) Stmt {
	targets := []Expr{first}
	yieldTarget := []bool{start.kind == kwYield}
	for p.got(tEqual) {
		isYield := p.kind() == kwYield
		var e Expr
		if isYield {
			e = p.yieldExpr()
		} else {
			if k := p.kind(); !startsExpr(k) && k != tStar {
				p.invalidSyntax()
			}
			e = p.starExpressions()
		}
		targets = append(targets, e)
		yieldTarget = append(yieldTarget, isYield)
	}
	if k := p.kind(); k != tNewline && k != tSemi {
		p.invalidSyntax()
	}
	value := targets[len(targets)-1]
	targets = targets[:len(targets)-1]
	for i, t := range targets {
		if yieldTarget[i] {
			p.failNode(t, "assignment to yield expression not possible")
		}
		bad := invalidTarget(t, storeTargets)
		if bad == nil {
			continue
		}
		// CPython's second pass parses the elements of the first
		// target as named expressions, which may explain the error
		// better.
		for _, idx := range p.elementStarts(startIdx) {
			p.assignmentHint(idx)
		}
		p.failNode(bad, "cannot assign to "+exprName(bad))
	}
	s := &Assign{Loc: p.loc(start), Targets: targets, Value: value}
	p.done(s)
	return s
}

// annAssign parses "target: annotation [= value]".
func (p *parser) annAssign(start token, target Expr) Stmt {
	p.next() // ':'
	ann := p.expression()
	simple := false
	switch t := target.(type) {
	case *Name:
		simple = start.kind != tLpar
	case *Attribute, *Subscript:
	case *Tuple:
		if t.Pos() == tokPos(start) && start.kind == tLpar {
			p.failNode(t, "only single target (not tuple) can be annotated")
		}
		p.failNode(t.Elts[0], "only single target (not tuple) can be annotated")
	case *List:
		p.failNode(t, "only single target (not list) can be annotated")
	default:
		p.failNode(target, "illegal target for annotation")
	}
	s := &AnnAssign{Loc: p.loc(start), Target: target, Annotation: ann, Simple: simple}
	if p.got(tEqual) {
		if p.kind() == kwYield {
			s.Value = p.yieldExpr()
		} else {
			s.Value = p.starExpressions()
		}
	}
	p.done(s)
	return s
}

// augAssign parses "target op= value".
func (p *parser) augAssign(start token, target Expr) Stmt {
	op := augOp(p.next().kind)
	var value Expr
	if p.kind() == kwYield {
		value = p.yieldExpr()
	} else {
		value = p.starExpressions()
	}
	switch target.(type) {
	case *Name, *Attribute, *Subscript:
	default:
		p.failNode(target, "'"+exprName(target)+"' is an illegal expression for augmented assignment")
	}
	s := &AugAssign{Loc: p.loc(start), Target: target, Op: op, Value: value}
	p.done(s)
	return s
}

func (p *parser) raiseStmt() Stmt {
	rt := p.next()
	s := &Raise{Loc: p.loc(rt)}
	if startsExpr(p.kind()) {
		s.Exc = p.expression()
		if p.got(kwFrom) {
			s.Cause = p.expression()
		}
	}
	p.done(s)
	return s
}

func (p *parser) globalStmt() Stmt {
	kw := p.next()
	var names []string
	for {
		if p.kind() != tName {
			p.invalidSyntax()
		}
		names = append(names, p.text(p.next()))
		if !p.got(tComma) {
			break
		}
	}
	var s Stmt
	if kw.kind == kwGlobal {
		s = &Global{Loc: p.loc(kw), Names: names}
	} else {
		s = &Nonlocal{Loc: p.loc(kw), Names: names}
	}
	p.done(s)
	return s
}

func (p *parser) delStmt() Stmt {
	kw := p.next()
	var targets []Expr
	for {
		if k := p.kind(); !startsExpr(k) && k != tStar {
			p.invalidSyntax()
		}
		targets = append(targets, p.starExpression())
		if !p.got(tComma) {
			break
		}
		if k := p.kind(); k == tNewline || k == tSemi {
			break
		}
	}
	if k := p.kind(); k != tNewline && k != tSemi {
		p.invalidSyntax()
	}
	for _, t := range targets {
		if bad := invalidTarget(t, delTargets); bad != nil {
			p.failNode(bad, "cannot delete "+exprName(bad))
		}
	}
	s := &Delete{Loc: p.loc(kw), Targets: targets}
	p.done(s)
	return s
}

func (p *parser) assertStmt() Stmt {
	kw := p.next()
	s := &Assert{Loc: p.loc(kw)}
	s.Test = p.expression()
	if p.got(tComma) {
		s.Msg = p.expression()
	}
	p.done(s)
	return s
}

// dottedName parses NAME ('.' NAME)*.
func (p *parser) dottedName() string {
	if p.kind() != tName {
		p.invalidSyntax()
	}
	first := p.next()
	if p.kind() != tDot {
		return p.text(first)
	}
	var b strings.Builder
	b.WriteString(p.text(first))
	for p.got(tDot) {
		if p.kind() != tName {
			p.invalidSyntax()
		}
		b.WriteByte('.')
		b.WriteString(p.text(p.next()))
	}
	return b.String()
}

func (p *parser) importStmt() Stmt {
	kw := p.next()
	s := &Import{Loc: p.loc(kw)}
	for {
		t := *p.tok()
		name := p.dottedName()
		a := &Alias{Loc: p.loc(t), Name: name}
		if p.got(kwAs) {
			if p.kind() != tName {
				p.invalidSyntax()
			}
			a.AsName = p.text(p.next())
		}
		p.done(a)
		s.Names = append(s.Names, a)
		if !p.got(tComma) {
			break
		}
	}
	if p.kind() == kwFrom {
		p.importFromHint(kw)
	}
	p.done(s)
	return s
}

// importFromHint replays invalid_import: 'import' dotted_names 'from'
// dotted_name.
func (p *parser) importFromHint(kw token) {
	save := p.pos
	ok := p.try(func() {
		p.next()
		p.dottedName()
	})
	if ok {
		p.failFrom(kw, "Did you mean to use 'from ... import ...' instead?")
	}
	p.pos = save
}

func (p *parser) fromImportStmt() Stmt {
	kw := p.next()
	s := &ImportFrom{Loc: p.loc(kw)}
	for {
		if p.got(tDot) {
			s.Level++
		} else if p.got(tEllipsis) {
			s.Level += 3
		} else {
			break
		}
	}
	if p.kind() != kwImport {
		s.Module = p.dottedName()
	} else if s.Level == 0 {
		p.invalidSyntax()
	}
	if p.kind() != kwImport {
		p.invalidSyntax()
	}
	p.next()
	switch p.kind() {
	case tStar:
		st := p.next()
		a := &Alias{Loc: p.loc(st), Name: "*"}
		p.done(a)
		s.Names = []*Alias{a}
	case tLpar:
		p.next()
		s.Names = p.importAsNames(true)
		if p.kind() != tRpar {
			p.invalidSyntax()
		}
		p.next()
	default:
		s.Names = p.importAsNames(false)
	}
	p.done(s)
	return s
}

func (p *parser) importAsNames(parens bool) []*Alias {
	var names []*Alias
	for {
		if p.kind() != tName {
			p.invalidSyntax()
		}
		t := p.next()
		a := &Alias{Loc: p.loc(t), Name: p.text(t)}
		if p.got(kwAs) {
			if p.kind() != tName {
				p.invalidSyntax()
			}
			a.AsName = p.text(p.next())
		}
		p.done(a)
		names = append(names, a)
		if !p.got(tComma) {
			return names
		}
		if parens && p.kind() == tRpar {
			return names
		}
		if !parens && p.kind() == tNewline {
			p.fail("trailing comma not allowed without surrounding parentheses")
		}
	}
}

// typeAlias parses Python 3.12's "type Name = expression".
func (p *parser) typeAlias() Stmt {
	kw := p.next()
	nt := p.next()
	name := &Name{Loc: p.loc(nt), Id: p.text(nt)}
	p.done(name)
	if p.kind() == tLsqb {
		p.fail("type parameter lists are not supported")
	}
	p.next() // '='
	v := p.expression()
	s := &TypeAlias{Loc: p.loc(kw), Name: name, Value: v}
	p.done(s)
	return s
}

// lineEnd returns the NEWLINE token that ends the current logical line.
func (p *parser) lineEnd() token {
	for i := 0; ; i++ {
		if t := p.peekTok(i); t.kind == tNewline || t.kind == tEOF {
			return t
		}
	}
}

// elementStarts returns the buffer indexes where the comma separated
// elements of the expression starting at index from begin, up to the
// first '=' outside brackets.
func (p *parser) elementStarts(from int) []int {
	starts := []int{from}
	depth := 0
	for i := from; i < len(p.toks); i++ {
		switch p.toks[i].kind {
		case tLpar, tLsqb, tLbrace:
			depth++
		case tRpar, tRsqb, tRbrace:
			depth--
		case tComma:
			if depth == 0 && i+1 < len(p.toks) && p.toks[i+1].kind != tEqual {
				starts = append(starts, i+1)
			}
		case tEqual, tNewline:
			if depth == 0 {
				return starts
			}
		}
	}
	return starts
}
