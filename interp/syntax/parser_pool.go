package syntax

import "sync"

// Parsers are pooled: a fresh run of a small program would otherwise spend
// a third of its parse allocating the parser, the scanner and the buffers
// that grow as the first statement is read. Only that scratch space is
// reused; reset gives every parse the state newParser gives it, and the
// tree a parse returns never points into the parser.
var parserPool = sync.Pool{New: func() any { return &parser{s: &scanner{}} }}

// Buffers past these capacities were grown by an unusually large program;
// such a parser is left to the collector rather than kept alive.
const (
	maxPooledToks  = 1024
	maxPooledNodes = 1024
	maxPooledStack = 256
)

// getParser returns a parser for src from the pool.
func getParser(src string) *parser {
	p := parserPool.Get().(*parser)
	p.reset(src)
	return p
}

// reset readies p to parse src, keeping the capacity of its buffers.
func (p *parser) reset(src string) {
	s := p.s
	*s = scanner{
		src:        src,
		line:       1,
		atBOL:      true,
		indents:    append(s.indents[:0], 0),
		altIndents: append(s.altIndents[:0], 0),
		cLine:      -1,
		parens:     s.parens[:0],
		fstack:     s.fstack[:0],
		fields:     s.fields[:0],
	}
	clear(p.stmtBuf) // nodes a failed parse left (pops clear what they pop)
	clear(p.exprBuf)
	toks := p.toks[:0]
	if toks == nil {
		toks = make([]token, 0, 64)
	}
	*p = parser{s: s, src: src, toks: toks, spans: p.spans[:0], stmtBuf: p.stmtBuf[:0], exprBuf: p.exprBuf[:0]}
}

// putParser returns p to the pool once its parse is over. A parse that
// ended in a panic other than a syntax error never gets here.
func putParser(p *parser) {
	s := p.s
	if cap(p.toks) > maxPooledToks || cap(p.spans) > maxPooledToks ||
		cap(p.stmtBuf) > maxPooledNodes || cap(p.exprBuf) > maxPooledNodes ||
		cap(s.indents) > maxPooledStack || cap(s.altIndents) > maxPooledStack ||
		cap(s.parens) > maxPooledStack || cap(s.fstack) > maxPooledStack || cap(s.fields) > maxPooledStack {
		return
	}
	// an error can leave nodes on the scratch stacks: drop them so the
	// pool keeps no syntax tree (and no source) alive. Every pop clears
	// what it pops, so nothing lies past the length.
	clear(p.stmtBuf)
	clear(p.exprBuf)
	p.src, s.src = "", ""
	p.ends, s.err = nil, nil
	parserPool.Put(p)
}
