package syntax

import (
	"bytes"
)

// maxNesting bounds how deeply expressions and blocks may nest, so that
// hostile input fails with a SyntaxError instead of exhausting the stack
// of the parser or of whatever walks the tree later. CPython gives up at
// a similar depth.
const maxNesting = 1500

// parser is a recursive descent parser over a buffered token stream. The
// buffer lets it look ahead and backtrack; it is emptied at statement
// boundaries so memory stays proportional to the longest statement.
type parser struct {
	s    *scanner
	src  string
	toks []token
	pos  int
	last token // the furthest token fetched, where generic errors point
	// filledLine is the line of the last token taken from the scanner,
	// even by a replay that is undone; CPython compares unclosed
	// brackets with it.
	filledLine int32

	prevSaved token  // the last consumed token when compaction dropped it
	depth     int    // current nesting, see maxNesting
	marks     int    // open backtracking points; the buffer is kept while > 0
	spans     []span // expressions completed in the current statement, for hints

	// Scratch stacks that lists are collected on before being copied
	// out at their final size; nested lists push above their parents.
	stmtBuf []Stmt
	exprBuf []Expr

	// ends records where nodes end. It is only filled when an error
	// message needs the extent of a node (a second parse is run then).
	ends map[Node]Pos
}

// needEnds is panicked when an error needs node extents that the first
// pass did not record.
type needEnds struct{}

func newParser(src string) *parser {
	return &parser{s: newScanner(src), src: src, toks: make([]token, 0, 64)}
}

// Parse parses a Python module. The error, if any, is a *SyntaxError.
func Parse(filename string, src []byte) (*Module, error) {
	text, serr := prepareSource(src)
	if serr != nil {
		serr.Filename = filename
		return nil, serr
	}
	var mod *Module
	err := run(filename, text, func(p *parser) {
		mod = p.parseFile()
	})
	if err != nil {
		return nil, err
	}
	if e := checkModule(mod); e != nil {
		e.Filename = filename
		return nil, e
	}
	return mod, nil
}

// ParseExpr parses a single expression, as eval() does: leading spaces
// and tabs are ignored. The error, if any, is a *SyntaxError.
func ParseExpr(filename string, src []byte) (Expr, error) {
	src = bytes.TrimLeft(src, " \t")
	text, serr := prepareSource(src)
	if serr != nil {
		serr.Filename = filename
		return nil, serr
	}
	var e Expr
	err := run(filename, text, func(p *parser) {
		e = p.parseEvalInput()
	})
	if err != nil {
		return nil, err
	}
	if e2 := checkExpr(e); e2 != nil {
		e2.Filename = filename
		return nil, e2
	}
	return e, nil
}

// run parses with f, converting the parser's panics into an error. When
// the error needs node extents, the parse is repeated with end tracking.
func run(filename, src string, f func(p *parser)) error {
	p := newParser(src)
	e := p.protect(f)
	if e == nil {
		return nil
	}
	if e.kind == errParser && e.err == nil {
		p = newParser(src)
		p.ends = make(map[Node]Pos)
		e = p.protect(f)
	}
	if e.kind == errParser {
		p.preferTokenizerError(e)
	}
	se := e.err
	se.Filename = filename
	if se.Text == "" && se.Line > 0 {
		se.Text = lineText(src, se.Line)
	}
	return se
}

// protect runs f and returns the syntax error it panicked with, if any.
// A nil err with errParser kind means the error needs node extents.
func (p *parser) protect(f func(p *parser)) (out *parseError) {
	defer func() {
		if r := recover(); r != nil {
			switch v := r.(type) {
			case *parseError:
				out = v
			case needEnds:
				out = &parseError{kind: errParser}
			default:
				panic(r)
			}
		}
	}()
	f(p)
	return nil
}

// preferTokenizerError mirrors CPython: after a parser error the rest of
// the source is tokenized, and a tokenizer error found there wins, as
// does a bracket left open on an earlier line.
func (p *parser) preferTokenizerError(e *parseError) {
	if p.s.err != nil {
		return
	}
	var t token
	for {
		p.s.next(&t)
		if t.kind == tEOF {
			return
		}
		if t.kind != tError {
			continue
		}
		switch p.s.errKind {
		case errHard:
			e.err, e.kind = p.s.err, errHard
		case errUnclosed:
			if p.s.err.Line < int(p.filledLine) {
				e.err, e.kind = p.s.err, errUnclosed
			}
		}
		return
	}
}

// ---- token access ----

func (p *parser) fill() {
	p.toks = append(p.toks, token{})
	t := &p.toks[len(p.toks)-1]
	p.s.next(t)
	p.last = *t
	p.filledLine = t.line
	if t.kind == tError {
		panic(&parseError{err: p.s.err, kind: p.s.errKind})
	}
}

// tok returns the current token; the pointer is valid until the next fill.
func (p *parser) tok() *token {
	if p.pos >= len(p.toks) {
		p.fill()
	}
	return &p.toks[p.pos]
}

func (p *parser) kind() tokKind { return p.tok().kind }

// peek returns the kind of the token n places ahead of the current one.
func (p *parser) peek(n int) tokKind {
	for p.pos+n >= len(p.toks) {
		p.fill()
	}
	return p.toks[p.pos+n].kind
}

func (p *parser) peekTok(n int) token {
	for p.pos+n >= len(p.toks) {
		p.fill()
	}
	return p.toks[p.pos+n]
}

func (p *parser) next() token {
	if p.pos >= len(p.toks) {
		p.fill()
	}
	p.pos++
	return p.toks[p.pos-1]
}

// prevTok returns the last consumed token.
func (p *parser) prevTok() token {
	if p.pos > 0 {
		return p.toks[p.pos-1]
	}
	return p.prevSaved
}

func (p *parser) got(k tokKind) bool {
	if p.kind() == k {
		p.next()
		return true
	}
	return false
}

// compact drops consumed tokens when no backtracking point needs them.
func (p *parser) compact() {
	if p.marks > 0 || p.pos == 0 {
		return
	}
	p.prevSaved = p.toks[p.pos-1]
	n := copy(p.toks, p.toks[p.pos:])
	p.toks = p.toks[:n]
	p.pos = 0
	p.spans = p.spans[:0]
}

// text returns the source text of a token.
func (p *parser) text(t token) string { return p.src[t.off:t.end] }

// isName reports whether the current token is the identifier s (used for
// soft keywords).
func (p *parser) isName(s string) bool {
	t := p.tok()
	return t.kind == tName && p.src[t.off:t.end] == s
}

func tokPos(t token) Pos { return Pos{Line: t.line, Col: t.col + 1} }

func tokEnd(t token) Pos { return Pos{Line: t.eline, Col: t.ecol + 1} }

func (p *parser) loc(t token) Loc { return Loc{P: tokPos(t)} }

// done records the end of a node that was just completed.
func (p *parser) done(n Node) {
	if p.ends != nil {
		p.ends[n] = tokEnd(p.prevTok())
	}
}

// endOf returns where a node ends; in the first pass it asks for a second.
func (p *parser) endOf(n Node) Pos {
	if p.ends == nil {
		if p.marks > 0 {
			// A tentative parse discards its errors anyway.
			return n.Pos()
		}
		panic(needEnds{})
	}
	if e, ok := p.ends[n]; ok {
		return e
	}
	return n.Pos()
}

// enter and leave bound nesting depth.
func (p *parser) enter() {
	p.depth++
	if p.depth > maxNesting {
		p.failAtTok(*p.tok(), "too many nested expressions")
	}
}

func (p *parser) leave() { p.depth-- }

// ---- errors ----

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

// try runs f as a tentative parse. On a parser error the position is
// restored and false returned; tokenizer errors still propagate.
func (p *parser) try(f func()) (ok bool) {
	save := p.pos
	saveDepth := p.depth
	saveStmts, saveExprs := len(p.stmtBuf), len(p.exprBuf)
	p.marks++
	defer func() {
		p.marks--
		if r := recover(); r != nil {
			if pe, isPE := r.(*parseError); isPE && pe.kind == errParser {
				p.pos, p.depth = save, saveDepth
				clear(p.stmtBuf[saveStmts:])
				p.stmtBuf = p.stmtBuf[:saveStmts]
				clear(p.exprBuf[saveExprs:])
				p.exprBuf = p.exprBuf[:saveExprs]
				ok = false
				return
			}
			panic(r)
		}
	}()
	f()
	return true
}

// takeStmts returns the statements collected since mark and pops them.
func (p *parser) takeStmts(mark int) []Stmt {
	if len(p.stmtBuf) == mark {
		return nil
	}
	out := make([]Stmt, len(p.stmtBuf)-mark)
	copy(out, p.stmtBuf[mark:])
	clear(p.stmtBuf[mark:])
	p.stmtBuf = p.stmtBuf[:mark]
	return out
}

// takeExprs returns the expressions collected since mark and pops them.
func (p *parser) takeExprs(mark int) []Expr {
	if len(p.exprBuf) == mark {
		return nil
	}
	out := make([]Expr, len(p.exprBuf)-mark)
	copy(out, p.exprBuf[mark:])
	clear(p.exprBuf[mark:])
	p.exprBuf = p.exprBuf[:mark]
	return out
}
