package syntax

import "bytes"

// Parse parses a Python module. The error, if any, is a *SyntaxError.
func Parse(filename string, src []byte) (*Module, error) {
	mod, compileErr, err := ParseStaged(filename, src)
	if err != nil {
		return nil, err
	}
	if compileErr != nil {
		return nil, compileErr
	}
	return mod, nil
}

// ParseStaged is Parse for a compiler with a symbol table pass of its own
// (interp/resolve): a SyntaxError CPython raises in its compiler phase
// ('break' outside loop...) comes back apart, as compileErr, with the
// module, so that the caller can report its own symbol-table errors first,
// in CPython's order. Both errors are *SyntaxError.
func ParseStaged(filename string, src []byte) (mod *Module, compileErr, err error) {
	text, serr := prepareSource(src)
	if serr != nil {
		serr.Filename = filename
		return nil, nil, serr
	}
	err = run(filename, text, func(p *parser) {
		mod = p.parseFile()
	})
	if err != nil {
		return nil, nil, err
	}
	early, compile := checkModule(mod)
	if early != nil {
		early.Filename = filename
		return nil, nil, early
	}
	if compile != nil {
		compile.Filename = filename
		return mod, compile, nil
	}
	return mod, nil, nil
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
