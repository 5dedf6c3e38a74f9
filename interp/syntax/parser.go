package syntax

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
	// a token takes at least a byte of source: small programs need a small buffer
	return &parser{s: newScanner(src), src: src, toks: make([]token, 0, min(64, len(src)/2+4))}
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

// try runs f as a tentative parse. On a parser error the position is
// restored and false returned; tokenizer errors still propagate.
func (p *parser) try(f func()) (ok bool) {
	save := p.pos
	saveDepth := p.depth
	saveStmts, saveExprs, saveSpans := len(p.stmtBuf), len(p.exprBuf), len(p.spans)
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
				p.spans = p.spans[:saveSpans]
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
