package syntax

// Error reporting helpers. Positions follow CPython: a token's error spans
// the token; INDENT, DEDENT and end-of-input tokens have no extent and
// point at the tokenizer's cursor.

func (p *parser) raise(e *SyntaxError) {
	panic(&parseError{err: e, kind: errParser})
}

// failAtTok reports an error spanning token t.
func (p *parser) failAtTok(t token, msg string) {
	p.raise(p.tokError(t, "SyntaxError", msg))
}

func (p *parser) tokError(t token, kind, msg string) *SyntaxError {
	switch t.kind {
	case tIndent, tDedent, tEOF:
		// CPython has no extent for these and points at the
		// tokenizer's position, which the scanner stored in col.
		return newError(kind, msg, int(t.line), int(t.col), int(t.line), -1)
	}
	return newError(kind, msg, int(t.line), int(t.col)+1, int(t.eline), int(t.ecol)+1)
}

// fail reports an error at the furthest token fetched, like CPython's
// RAISE_SYNTAX_ERROR without a location.
func (p *parser) fail(msg string) {
	p.failAtTok(p.last, msg)
}

// indentFail reports an IndentationError at the furthest token.
func (p *parser) indentFail(msg string) {
	p.raise(p.tokError(p.last, "IndentationError", msg))
}

// failRange reports an error from the start of a to the end of b.
func (p *parser) failRange(a, b Node, msg string) {
	s, e := a.Pos(), p.endOf(b)
	p.raise(newError("SyntaxError", msg, int(s.Line), int(s.Col), int(e.Line), int(e.Col)))
}

// failNode reports an error spanning node n.
func (p *parser) failNode(n Node, msg string) {
	p.failRange(n, n, msg)
}

// failFrom reports an error from token t to the furthest token fetched,
// like CPython's RAISE_SYNTAX_ERROR_STARTING_FROM.
func (p *parser) failFrom(t token, msg string) {
	p.raise(newError("SyntaxError", msg, int(t.line), int(t.col)+1, int(p.last.eline), int(p.last.ecol)+1))
}

// failPos reports an error spanning from s to e.
func (p *parser) failPos(s, e Pos, msg string) {
	p.raise(newError("SyntaxError", msg, int(s.Line), int(s.Col), int(e.Line), int(e.Col)))
}

// invalidSyntax is the generic error at the furthest token, with
// CPython's special cases for indentation tokens.
func (p *parser) invalidSyntax() {
	switch p.last.kind {
	case tIndent:
		p.raise(p.tokError(p.last, "IndentationError", "unexpected indent"))
	case tDedent:
		p.raise(p.tokError(p.last, "IndentationError", "unexpected unindent"))
	}
	p.hints()
	p.fail("invalid syntax")
}

// expect consumes a token of kind k or fails with "invalid syntax".
func (p *parser) expect(k tokKind) token {
	if p.kind() != k {
		p.invalidSyntax()
	}
	return p.next()
}

// expectColon consumes ':' or fails with CPython's "expected ':'".
func (p *parser) expectColon() token {
	if p.kind() != tColon {
		p.fail("expected ':'")
	}
	return p.next()
}
