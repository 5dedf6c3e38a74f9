package syntax

import "sort"

// CPython reparses invalid input with extra "invalid_" grammar rules to
// produce helpful messages. We only reach these paths once parsing has
// already failed, and replay the relevant rules from where the
// expressions before the failure point started.

// softKeywords are the names that may start a statement as keywords
// (CPython 3.11 treats "_", "case" and "match" as soft keywords).
func isSoftKeyword(s string) bool {
	return s == "_" || s == "case" || s == "match" || s == "type"
}

// hints tries CPython's specialised messages for an unexpected token at
// the current position; it returns only if none applies.
func (p *parser) hints() {
	if p.pos >= len(p.toks) {
		return
	}
	last := p.last
	defer func() { p.last = last }()
	var starts []int
	for i := len(p.spans) - 1; i >= 0; i-- {
		if sp := p.spans[i]; sp.end == p.pos && sp.start < sp.end {
			starts = append(starts, sp.start)
		}
	}
	sort.SliceStable(starts, func(i, j int) bool { return starts[i] < starts[j] })
	failPos := p.pos
	for i, s := range starts {
		if i > 0 && s == starts[i-1] {
			continue
		}
		p.legacyPrintHint(s)
		p.pos = failPos
		p.missingCommaHint(s)
		p.pos = failPos
	}
}

// missingCommaHint replays invalid_expression:
// !(NAME STRING | SOFT_KEYWORD) a=disjunction b=expression_without_invalid
// inside brackets.
func (p *parser) missingCommaHint(start int) {
	first := p.toks[start]
	if first.kind == tName {
		if k := p.peekAbs(start + 1); k == tString || k == tFStart {
			return
		}
		if isSoftKeyword(p.text(first)) {
			return
		}
	}
	var a, b Expr
	ok := p.try(func() {
		p.pos = start
		a = p.disjunction()
		if !startsExpr(p.kind()) {
			p.fail("")
		}
		b = p.expressionNoHints()
	})
	if !ok || p.toks[p.pos-1].level == 0 {
		return
	}
	if n, isName := a.(*Name); isName && (n.Id == "print" || n.Id == "exec") {
		return
	}
	p.failRange(a, b, "invalid syntax. Perhaps you forgot a comma?")
}

// expressionNoHints parses an expression without recording spans, so a
// replay cannot confuse later hints.
func (p *parser) expressionNoHints() Expr {
	n := len(p.spans)
	e := p.expression()
	p.spans = p.spans[:n]
	return e
}

// legacyPrintHint replays invalid_legacy_expression: a=NAME !'('
// b=star_expressions where a is print or exec.
func (p *parser) legacyPrintHint(start int) {
	first := p.toks[start]
	if first.kind != tName {
		return
	}
	name := p.text(first)
	if name != "print" && name != "exec" {
		return
	}
	if k := p.peekAbs(start + 1); k == tLpar || !(startsExpr(k) || k == tStar) {
		return
	}
	var b Expr
	ok := p.try(func() {
		p.pos = start + 1
		n := len(p.spans)
		b = p.starExpressions()
		p.spans = p.spans[:n]
	})
	if !ok {
		return
	}
	a := &Name{Loc: p.loc(first), Id: name}
	if p.ends != nil {
		p.ends[a] = tokEnd(first)
	}
	p.failRange(a, b, "Missing parentheses in call to '"+name+"'. Did you mean "+name+"(...)?")
}

// peekAbs returns the kind of the token at absolute buffer index i.
func (p *parser) peekAbs(i int) tokKind {
	for i >= len(p.toks) {
		p.fill()
	}
	return p.toks[i].kind
}

// assignmentHint replays invalid_named_expression for a named expression
// that started at token start and is followed by '='.
func (p *parser) assignmentHint(start int) {
	failPos := p.pos
	last := p.last
	defer func() { p.last = last }()
	first := p.toks[start]
	var a, b Expr
	ok := p.try(func() {
		p.pos = start
		n := len(p.spans)
		a = p.bitwiseOr()
		if p.kind() != tEqual {
			p.fail("")
		}
		p.next()
		b = p.bitwiseOr()
		if k := p.kind(); k == tEqual || k == tColonEqual {
			p.fail("")
		}
		p.spans = p.spans[:n]
	})
	p.pos = failPos
	if !ok {
		return
	}
	if _, isName := a.(*Name); isName && first.kind == tName && p.toks[start+1].kind == tEqual {
		p.failRange(a, b, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?")
	}
	if excludedFromAssignHint(first, a) {
		return
	}
	p.failNode(a, "cannot assign to "+exprName(a)+" here. Maybe you meant '==' instead of '='?")
}

// excludedFromAssignHint mirrors !(list|tuple|genexp|'True'|'None'|'False')
// at the start of the replayed expression.
func excludedFromAssignHint(first token, a Expr) bool {
	switch first.kind {
	case kwTrue, kwFalse, kwNone:
		return true
	case tLpar, tLsqb:
		switch leftmost(a).(type) {
		case *List, *Tuple, *GeneratorExp:
			return true
		}
	}
	return false
}

// leftmost returns the innermost expression that starts where e starts.
func leftmost(e Expr) Expr {
	for {
		switch v := e.(type) {
		case *Attribute:
			e = v.Value
		case *Subscript:
			e = v.Value
		case *Call:
			e = v.Func
		case *BinOp:
			e = v.Left
		default:
			return e
		}
	}
}
