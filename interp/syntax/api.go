package syntax

import "bytes"

// Parse parses a Python module and applies CPython's future-import
// rules. The error, if any, is a *SyntaxError. The symbol-table and
// compiler-phase checks that follow parsing are interp/resolve's.
func Parse(filename string, src []byte) (*Module, error) {
	return ParseString(filename, string(src))
}

// ParseString is Parse of source held in a string, which it does not copy
// unless its newlines need normalising.
func ParseString(filename, src string) (*Module, error) {
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
	if ferr := futureError(mod.Body); ferr != nil {
		ferr.Filename = filename
		return nil, ferr
	}
	return mod, nil
}

// ParseExpr parses a single expression, as eval() does: leading spaces
// and tabs are ignored. The error, if any, is a *SyntaxError.
func ParseExpr(filename string, src []byte) (Expr, error) {
	src = bytes.TrimLeft(src, " \t")
	text, serr := prepareSource(string(src))
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
	return e, nil
}

// run parses with f, converting the parser's panics into an error. When
// the error needs node extents, the parse is repeated with end tracking.
func run(filename, src string, f func(p *parser)) error {
	p := getParser(src)
	e := p.protect(f)
	if e == nil {
		putParser(p)
		return nil
	}
	if e.kind == errParser && e.err == nil {
		p.reset(src)
		p.ends = make(map[Node]Pos)
		e = p.protect(f)
	}
	if e.kind == errParser {
		p.preferTokenizerError(e)
	}
	putParser(p)
	se := e.err
	se.Filename = filename
	if se.Text == "" && se.Line > 0 {
		se.Text = LineText(src, se.Line)
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
