package syntax

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// maxIntDigits is CPython's default limit on decimal digits in an int
// literal (sys.int_info.default_max_str_digits); it also keeps decimal
// conversion, which is quadratic, cheap.
const maxIntDigits = 4300

func (p *parser) number() Expr {
	t := p.next()
	v, msg := parseNumber(p.text(t))
	if msg != "" {
		// CPython reports the digit limit without a column.
		p.raise(newError("SyntaxError", msg, int(t.line), 0, int(t.line), 0))
	}
	c := &Constant{Loc: p.loc(t), Value: v}
	p.done(c)
	return c
}

// parseNumber converts a numeric literal the scanner accepted.
func parseNumber(s string) (any, string) {
	if strings.IndexByte(s, '_') >= 0 {
		s = strings.ReplaceAll(s, "_", "")
	}
	if c := s[len(s)-1]; c == 'j' || c == 'J' {
		f, _ := strconv.ParseFloat(s[:len(s)-1], 64)
		return complex(0, f), ""
	}
	if len(s) > 1 && s[0] == '0' {
		switch s[1] | 0x20 {
		case 'x':
			return parseInt(s[2:], 16), ""
		case 'o':
			return parseInt(s[2:], 8), ""
		case 'b':
			return parseInt(s[2:], 2), ""
		}
	}
	if strings.ContainsAny(s, ".eE") {
		f, _ := strconv.ParseFloat(s, 64)
		return f, ""
	}
	if len(s) > maxIntDigits {
		return nil, fmt.Sprintf("Exceeds the limit (%d digits) for integer string conversion: value has %d digits; "+
			"use sys.set_int_max_str_digits() to increase the limit - Consider hexadecimal for huge integer literals "+
			"to avoid decimal conversion limits.", maxIntDigits, len(s))
	}
	return parseInt(s, 10), ""
}

// parseInt returns an int64 when the value fits, else a *big.Int.
func parseInt(s string, base int) any {
	if v, err := strconv.ParseInt(s, base, 64); err == nil {
		return v
	}
	b, ok := new(big.Int).SetString(s, base)
	if !ok {
		return int64(0)
	}
	return b
}

// strPart is one literal of an implicit concatenation: a plain string
// token, or the values of an f-string.
type strPart struct {
	tok    token
	fvals  []Expr
	isF    bool
	prefix string
}

// strings parses adjacent string literals and concatenates them.
func (p *parser) strings() Expr {
	first := *p.tok()
	if first.kind == tString {
		// The common case: one plain literal.
		if k := p.peek(1); k != tString && k != tFStart {
			p.next()
			c := &Constant{Loc: p.loc(first), Value: p.stringValue(first)}
			p.done(c)
			return c
		}
	}
	startIdx := p.pos
	defer p.recoverFString(startIdx)
	if first.kind == tFStart {
		// The common case: one f-string.
		vals := p.fstring()
		if k := p.kind(); k != tString && k != tFStart {
			j := &JoinedStr{Loc: p.loc(first), Values: mergeConstants(vals)}
			p.done(j)
			return j
		}
		p.pos = startIdx
	}
	var parts []strPart
	hasF := false
	for {
		switch p.kind() {
		case tString:
			t := p.next()
			parts = append(parts, strPart{tok: t, prefix: stringPrefix(p.text(t))})
			continue
		case tFStart:
			t := *p.tok()
			vals := p.fstring()
			parts = append(parts, strPart{tok: t, fvals: vals, isF: true})
			hasF = true
			continue
		}
		break
	}
	isBytes := strings.ContainsAny(parts[0].prefix, "bB")
	for _, part := range parts[1:] {
		if strings.ContainsAny(part.prefix, "bB") != isBytes {
			p.fail("cannot mix bytes and nonbytes literals")
		}
	}
	if !hasF {
		var b strings.Builder
		for _, part := range parts {
			v := p.stringValue(part.tok)
			if isBytes {
				b.WriteString(string(v.(Bytes)))
			} else {
				b.WriteString(v.(string))
			}
		}
		var v any = b.String()
		if isBytes {
			v = Bytes(b.String())
		}
		c := &Constant{Loc: p.loc(first), Value: v}
		p.done(c)
		return c
	}
	var vals []Expr
	for _, part := range parts {
		if part.isF {
			vals = append(vals, part.fvals...)
			continue
		}
		s := p.stringValue(part.tok).(string)
		vals = append(vals, &Constant{Loc: p.loc(part.tok), Value: s})
	}
	j := &JoinedStr{Loc: p.loc(first), Values: mergeConstants(vals)}
	p.done(j)
	return j
}

// mergeConstants joins adjacent string constants and drops empty ones,
// as CPython does when building a JoinedStr.
func mergeConstants(vals []Expr) []Expr {
	out := vals[:0]
	var b strings.Builder
	var run *Constant // first constant of the current run
	flush := func() {
		if run != nil && b.Len() > 0 {
			out = append(out, &Constant{Loc: run.Loc, Value: b.String()})
		}
		run = nil
		b.Reset()
	}
	for _, v := range vals {
		c, ok := v.(*Constant)
		if !ok {
			flush()
			out = append(out, v)
			continue
		}
		if run == nil {
			run = c
		}
		b.WriteString(c.Value.(string))
	}
	flush()
	if len(out) == 0 {
		return nil
	}
	return out
}

func stringPrefix(text string) string {
	i := 0
	for i < len(text) && text[i] != '\'' && text[i] != '"' {
		i++
	}
	return text[:i]
}

// stringValue decodes a plain (non-f) string token to a string or Bytes.
func (p *parser) stringValue(t token) any {
	text := p.text(t)
	prefix := stringPrefix(text)
	q := len(prefix)
	quoteLen := 1
	if len(text)-q >= 6 && text[q+1] == text[q] && text[q+2] == text[q] {
		quoteLen = 3
	}
	body := text[q+quoteLen : len(text)-quoteLen]
	raw := strings.ContainsAny(prefix, "rR")
	if strings.ContainsAny(prefix, "bB") {
		v, err := decodeBytes(body, raw)
		if err != nil {
			if strings.HasPrefix(err.msg, "bytes can only") {
				p.failAtTok(t, err.msg)
			}
			p.fail(err.msg)
		}
		return Bytes(v)
	}
	if raw {
		return body
	}
	v, err := decodeStr(body)
	if err != nil {
		p.fail(err.msg)
	}
	return v
}

// fstring parses one f-string from its start token to its end token and
// returns its values, constants not yet merged.
func (p *parser) fstring() []Expr {
	start := p.next()
	raw := strings.ContainsAny(stringPrefix(p.text(start)), "rR")
	var vals []Expr
	for {
		switch p.kind() {
		case tFMiddle:
			t := p.next()
			c := &Constant{Loc: p.loc(t), Value: p.fstringText(t, raw, false)}
			p.done(c)
			vals = append(vals, c)
		case tLbrace:
			vals = p.fstringField(vals, raw)
		case tFEnd:
			p.next()
			return vals
		case tFSingleBrace:
			p.fstringFail("f-string: single '}' is not allowed")
		default:
			p.invalidSyntax()
		}
	}
}

// fstringError is an f-string error that CPython 3.11 reports at the
// token after the string literals, where it compiled f-strings.
type fstringError struct{ msg string }

func (p *parser) fstringFail(msg string) {
	panic(&fstringError{msg: msg})
}

// recoverFString turns an fstringError into a syntax error at the token
// following the concatenated literals that started at token start.
func (p *parser) recoverFString(start int) {
	r := recover()
	if r == nil {
		return
	}
	fe, ok := r.(*fstringError)
	if !ok {
		panic(r)
	}
	depth := 0
	for i := start; i < p.pos; i++ {
		switch p.toks[i].kind {
		case tFStart:
			depth++
		case tFEnd:
			depth--
		}
	}
	for {
		switch p.kind() {
		case tFStart:
			depth++
		case tFEnd:
			depth--
		case tString:
		default:
			if depth == 0 {
				p.fail(fe.msg)
			}
		}
		p.next()
	}
}

// fstringText decodes literal text of an f-string: doubled braces (outside
// format specs) and, unless raw, backslash escapes.
func (p *parser) fstringText(t token, raw, spec bool) string {
	s := p.text(t)
	if !spec && (strings.Contains(s, "{{") || strings.Contains(s, "}}")) {
		s = strings.ReplaceAll(strings.ReplaceAll(s, "{{", "{"), "}}", "}")
	}
	if raw || strings.IndexByte(s, '\\') < 0 {
		return s
	}
	v, err := decodeStr(s)
	if err != nil {
		p.fail(err.msg)
	}
	return v
}

// fstringField parses a replacement field and appends its values: the
// text of a self-documenting "{x=}" field, then the FormattedValue.
func (p *parser) fstringField(vals []Expr, raw bool) []Expr {
	open := p.next()
	p.enter()
	defer p.leave()
	switch p.kind() {
	case tRbrace, tExclaim, tColon, tEqual:
		p.fstringFail("f-string: empty expression not allowed")
	}
	var e Expr
	if p.kind() == kwYield {
		e = p.yieldExpr()
	} else {
		e = p.starExpressions()
	}
	if _, ok := e.(*Starred); ok {
		p.fstringFail("f-string: can't use starred expression here")
	}
	fv := &FormattedValue{Loc: p.loc(open), Value: e}
	debug := false
	if p.kind() == tEqual {
		p.next()
		debug = true
		text := p.src[open.end:p.tok().off]
		c := &Constant{Loc: p.loc(open), Value: text}
		p.done(c)
		vals = append(vals, c)
	}
	if p.kind() == tExclaim {
		ex := p.next()
		nt := *p.tok()
		if nt.kind != tName && !nt.isKeyword() || nt.off != ex.end {
			p.fstringFail("f-string: invalid conversion character: expected 's', 'r', or 'a'")
		}
		switch name := p.text(nt); name {
		case "s", "r", "a":
			fv.Conversion = rune(name[0])
		default:
			p.fstringFail("f-string: invalid conversion character: expected 's', 'r', or 'a'")
		}
		p.next()
	}
	if p.kind() == tColon {
		colon := p.next()
		var spec []Expr
		for p.kind() != tRbrace {
			switch p.kind() {
			case tFMiddle:
				t := p.next()
				c := &Constant{Loc: p.loc(t), Value: p.fstringText(t, raw, true)}
				p.done(c)
				spec = append(spec, c)
			case tLbrace:
				spec = p.fstringField(spec, raw)
			default:
				p.fstringFail("f-string: expecting '}'")
			}
		}
		js := &JoinedStr{Loc: p.loc(colon), Values: mergeConstants(spec)}
		p.done(js)
		fv.FormatSpec = js
	}
	if debug && fv.Conversion == 0 && fv.FormatSpec == nil {
		fv.Conversion = 'r'
	}
	if p.kind() != tRbrace {
		if startsExpr(p.kind()) {
			p.invalidSyntax()
		}
		p.fstringFail("f-string: expecting '}'")
	}
	p.next()
	p.done(fv)
	return append(vals, fv)
}
