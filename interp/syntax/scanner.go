package syntax

import (
	"fmt"
	"unicode"
	"unicode/utf8"
)

// CPython's tokenizer limits, kept so that hostile input fails the same way.
const (
	maxIndent      = 100 // MAXINDENT: indentation levels
	maxParenLevel  = 200 // MAXLEVEL: nested brackets
	tabSize        = 8
	maxFStringNest = 150 // nested f-strings (3.12's MAXFSTRINGLEVEL)
)

// paren is an open bracket, remembered for mismatch messages.
type paren struct {
	ch   byte
	line int32
	col  int32 // 0-based code point column
}

// fframe is an f-string being scanned. While it has no open replacement
// field the scanner returns its literal text; inside a field it returns
// ordinary tokens.
type fframe struct {
	quote     byte
	triple    bool
	raw       bool
	line      int32 // where the f-string starts, for errors
	lineStart int
	off       int
	nfields   int // open replacement fields of this f-string
}

// ffield is an open replacement field: the index of its '{' in the paren
// stack, and whether its format spec has started.
type ffield struct {
	parenIdx int
	inSpec   bool
}

// scanner turns prepared source (see prepareSource) into tokens on demand.
type scanner struct {
	src       string
	pos       int
	line      int32
	lineStart int

	// column cache: the code point column of byte cOff on the line
	// starting at cLine. Tokens arrive in order, so counting from the
	// cache keeps column computation linear.
	cLine, cOff int
	cCol        int32

	atBOL      bool
	blank      bool // the current line holds only whitespace or a comment
	indents    []int32
	altIndents []int32
	pending    int // INDENTs (>0) or DEDENTs (<0) still to return

	parens []paren
	fstack []fframe
	fields []ffield

	err     *SyntaxError
	errKind errKind
}

func newScanner(src string) *scanner {
	return &scanner{
		src:        src,
		line:       1,
		atBOL:      true,
		indents:    []int32{0},
		altIndents: []int32{0},
		cLine:      -1,
	}
}

// column returns the 0-based code point column of byte off on the line
// that starts at lineStart.
func (s *scanner) column(lineStart, off int) int32 {
	if lineStart != s.cLine || off < s.cOff {
		s.cLine, s.cOff, s.cCol = lineStart, lineStart, 0
	}
	col := s.cCol
	src := s.src
	for i := s.cOff; i < off; i++ {
		if src[i]&0xC0 != 0x80 {
			col++
		}
	}
	s.cOff, s.cCol = off, col
	return col
}

// fail records a tokenizer error and returns the error token.
func (s *scanner) fail(kind errKind, e *SyntaxError) token {
	if s.err == nil {
		s.err, s.errKind = e, kind
	}
	return s.errToken()
}

func (s *scanner) errToken() token {
	return token{kind: tError, off: int32(s.pos), end: int32(s.pos), line: s.line, eline: s.line}
}

// failAt reports a hard error with CPython's tokenizer convention: the
// caret sits on the character just before byte cur.
func (s *scanner) failAt(cur int, msg string) token {
	col := int(s.column(s.lineStart, cur))
	return s.fail(errHard, newError("SyntaxError", msg, int(s.line), col, int(s.line), col))
}

// failRange reports a hard error with explicit 1-based columns.
func (s *scanner) failRange(col, endCol int, msg string) token {
	return s.fail(errHard, newError("SyntaxError", msg, int(s.line), col, int(s.line), endCol))
}

// setTok fills *t with a token from byte start to the current position;
// the start is on line/lineStart.
func (s *scanner) setTok(t *token, kind tokKind, start int, line int32, lineStart int) {
	t.kind = kind
	t.level = uint8(len(s.parens))
	t.off = int32(start)
	t.end = int32(s.pos)
	t.line = line
	t.col = s.column(lineStart, start)
	t.eline = s.line
	t.ecol = s.column(s.lineStart, s.pos)
}

// tok builds a token from byte start to the current position; the start
// is on line/lineStart.
func (s *scanner) tok(kind tokKind, start int, line int32, lineStart int) token {
	return token{
		kind:  kind,
		level: uint8(len(s.parens)),
		off:   int32(start),
		end:   int32(s.pos),
		line:  line,
		col:   s.column(lineStart, start),
		eline: s.line,
		ecol:  s.column(s.lineStart, s.pos),
	}
}

// next scans the next token into *t. After an error it keeps returning
// tError. Tokens are written in place because copying them through the
// chain of scanning functions was a measurable part of parsing time.
func (s *scanner) next(t *token) {
	if s.err != nil {
		*t = s.errToken()
		return
	}
	if n := len(s.fstack); n > 0 {
		f := &s.fstack[n-1]
		if f.nfields == 0 {
			*t = s.fstringText(f, false)
			return
		}
		if s.fields[len(s.fields)-1].inSpec {
			*t = s.fstringText(f, true)
			return
		}
	}
	if s.atBOL {
		s.atBOL = false
		if len(s.parens) == 0 {
			if et, failed := s.indentation(); failed {
				*t = et
				return
			}
		}
	}
	if s.pending != 0 {
		*t = s.pendingToken()
		return
	}
	s.scanToken(t)
}

// pendingToken returns one queued INDENT or DEDENT, placed at the first
// character of the line.
func (s *scanner) pendingToken() token {
	t := token{line: s.line, col: s.column(s.lineStart, s.pos), off: int32(s.pos), end: int32(s.pos)}
	if s.pos >= len(s.src) {
		t.line, t.col = s.eofPos()
	}
	t.eline, t.ecol = t.line, t.col
	if s.pending < 0 {
		s.pending++
		t.kind = tDedent
	} else {
		s.pending--
		t.kind = tIndent
	}
	return t
}

// indentation measures a new line's indentation and queues INDENT or
// DEDENT tokens, following CPython's rules for tabs: the line must
// compare the same way with tabs as 8 columns and as 1 column.
func (s *scanner) indentation() (token, bool) {
	src := s.src
	col, altcol := int32(0), int32(0)
	contCol := int32(-1)
	pos := s.pos
	for pos < len(src) {
		c := src[pos]
		switch c {
		case ' ':
			col++
			altcol++
		case '\t':
			col = (col/tabSize + 1) * tabSize
			altcol++
		case '\f':
			col, altcol = 0, 0
		case '\\':
			if contCol < 0 {
				contCol = col
			}
			if pos+1 < len(src) && src[pos+1] == '\n' {
				if pos+2 >= len(src) {
					return s.eofAfterContinuation(pos), true
				}
				pos += 2
				s.line++
				s.lineStart = pos
				continue
			}
			s.pos = pos + 2
			return s.lineContError(pos + 1), true
		default:
			goto measured
		}
		pos++
	}
measured:
	s.pos = pos
	if pos < len(src) && (src[pos] == '#' || src[pos] == '\n') {
		s.blank = true
		return token{}, false
	}
	if contCol >= 0 {
		col, altcol = contCol, contCol
	}
	top := len(s.indents) - 1
	switch {
	case col == s.indents[top]:
		if altcol != s.altIndents[top] {
			return s.indentError(errSoft, "TabError", "inconsistent use of tabs and spaces in indentation"), true
		}
	case col > s.indents[top]:
		if top+1 >= maxIndent {
			return s.indentError(errSoft, "IndentationError", "too many levels of indentation"), true
		}
		if altcol <= s.altIndents[top] {
			return s.indentError(errSoft, "TabError", "inconsistent use of tabs and spaces in indentation"), true
		}
		s.pending++
		s.indents = append(s.indents, col)
		s.altIndents = append(s.altIndents, altcol)
	default:
		for top > 0 && col < s.indents[top] {
			s.pending--
			top--
		}
		s.indents = s.indents[:top+1]
		s.altIndents = s.altIndents[:top+1]
		if col != s.indents[top] {
			// CPython points past the end of the line.
			end := pos
			for end < len(src) && src[end] != '\n' {
				end++
			}
			c := int(s.column(s.lineStart, end)) + 1
			return s.fail(errSoft, newError("IndentationError",
				"unindent does not match any outer indentation level", int(s.line), c, int(s.line), -1)), true
		}
		if altcol != s.altIndents[top] {
			return s.indentError(errSoft, "TabError", "inconsistent use of tabs and spaces in indentation"), true
		}
	}
	return token{}, false
}

func (s *scanner) indentError(kind errKind, class, msg string) token {
	return s.fail(kind, newError(class, msg, int(s.line), 1, int(s.line), 0))
}

// eofAfterContinuation reports a backslash continuation at the end of
// the source; CPython points past the end of the backslash's line.
func (s *scanner) eofAfterContinuation(backslash int) token {
	s.pos = backslash
	col := int(s.column(s.lineStart, backslash)) + 2
	return s.fail(errSoft, newError("SyntaxError", "unexpected EOF while parsing", int(s.line), col, int(s.line), -1))
}

// lineContError reports a backslash followed by something other than a
// newline; at is the offending character.
func (s *scanner) lineContError(at int) token {
	col := int(s.column(s.lineStart, at)) + 1
	return s.fail(errSoft, newError("SyntaxError",
		"unexpected character after line continuation character", int(s.line), col, int(s.line), 0))
}

// scanToken scans one ordinary token into *t.
func (s *scanner) scanToken(t *token) {
	src := s.src
again:
	pos := s.pos
	for pos < len(src) && (src[pos] == ' ' || src[pos] == '\t' || src[pos] == '\f') {
		pos++
	}
	s.pos = pos
	if pos >= len(src) {
		*t = s.endOfInput()
		return
	}
	c := src[pos]
	switch {
	case c == '#':
		for pos < len(src) && src[pos] != '\n' {
			pos++
		}
		s.pos = pos
		goto again
	case c == '\n':
		line, lineStart := s.line, s.lineStart
		s.pos = pos + 1
		s.line++
		s.lineStart = s.pos
		if s.blank || len(s.parens) > 0 {
			s.blank = false
			if len(s.parens) == 0 {
				if et, failed := s.indentation(); failed {
					*t = et
					return
				}
				if s.pending != 0 {
					*t = s.pendingToken()
					return
				}
			}
			goto again
		}
		s.atBOL = true
		col := s.column(lineStart, pos)
		*t = token{kind: tNewline, off: int32(pos), end: int32(pos), line: line, col: col, eline: line, ecol: col}
	case isIdentStart(c):
		s.scanName(t, pos)
	case c >= '0' && c <= '9':
		*t = s.scanNumber(pos)
	case c == '.':
		if pos+1 < len(src) && src[pos+1] >= '0' && src[pos+1] <= '9' {
			*t = s.scanNumber(pos)
			return
		}
		if pos+2 < len(src) && src[pos+1] == '.' && src[pos+2] == '.' {
			s.pos = pos + 3
			s.setTok(t, tEllipsis, pos, s.line, s.lineStart)
			return
		}
		s.pos = pos + 1
		s.setTok(t, tDot, pos, s.line, s.lineStart)
	case c == '"' || c == '\'':
		*t = s.scanString(pos, pos)
	case c == '\\':
		if pos+1 < len(src) && src[pos+1] == '\n' {
			if pos+2 >= len(src) {
				*t = s.eofAfterContinuation(pos)
				return
			}
			s.pos = pos + 2
			s.line++
			s.lineStart = s.pos
			goto again
		}
		s.pos = pos + 2
		*t = s.lineContError(pos + 1)
	default:
		s.scanOperator(t, pos)
	}
}

// endOfInput handles the end of the source.
func (s *scanner) endOfInput() token {
	if n := len(s.fstack); n > 0 {
		f := &s.fstack[n-1]
		s.line, s.lineStart = f.line, f.lineStart
		col := int(s.column(f.lineStart, f.off)) + 1
		return s.fail(errHard, newError("SyntaxError", "f-string: expecting '}'", int(f.line), col, int(f.line), col))
	}
	if n := len(s.parens); n > 0 {
		p := s.parens[n-1]
		return s.fail(errUnclosed, newError("SyntaxError", fmt.Sprintf("'%c' was never closed", p.ch),
			int(p.line), int(p.col)+1, int(p.line), 0))
	}
	line, col := s.eofPos()
	return token{kind: tEOF, off: int32(s.pos), end: int32(s.pos), line: line, col: col, eline: line, ecol: col}
}

// eofPos is where CPython places tokens at the end of input: on the last
// line, one past its last character (the tokenizer's cursor there).
func (s *scanner) eofPos() (int32, int32) {
	end := len(s.src) - 1 // the final newline
	start := end
	for start > 0 && s.src[start-1] != '\n' {
		start--
	}
	col := int32(0)
	for i := start; i < end; i++ {
		if s.src[i]&0xC0 != 0x80 {
			col++
		}
	}
	return s.line - 1, col + 1
}

func isIdentStart(c byte) bool {
	return c|0x20 >= 'a' && c|0x20 <= 'z' || c == '_' || c >= utf8.RuneSelf
}

func isIdentChar(c byte) bool {
	return c|0x20 >= 'a' && c|0x20 <= 'z' || c == '_' || c >= '0' && c <= '9' || c >= utf8.RuneSelf
}

// scanName scans an identifier, keyword or string prefix into *t.
func (s *scanner) scanName(t *token, start int) {
	src := s.src
	pos := start
	nonASCII := false
	for pos < len(src) && isIdentChar(src[pos]) {
		if src[pos] >= utf8.RuneSelf {
			nonASCII = true
		}
		pos++
	}
	if pos < len(src) && (src[pos] == '"' || src[pos] == '\'') && pos-start <= 2 && isStringPrefix(src[start:pos]) {
		*t = s.scanString(start, pos)
		return
	}
	if nonASCII {
		if et, bad := s.verifyIdentifier(start, pos); bad {
			*t = et
			return
		}
	}
	s.pos = pos
	kind := tName
	if !nonASCII {
		kind = keywordKind(src[start:pos])
	}
	s.setTok(t, kind, start, s.line, s.lineStart)
}

// isStringPrefix reports whether p is one of Python's string prefixes.
func isStringPrefix(p string) bool {
	switch len(p) {
	case 1:
		switch p[0] | 0x20 {
		case 'r', 'u', 'b', 'f':
			return true
		}
	case 2:
		a, b := p[0]|0x20, p[1]|0x20
		return (a == 'r' && (b == 'b' || b == 'f')) || (b == 'r' && (a == 'b' || a == 'f'))
	}
	return false
}

// verifyIdentifier checks a non-ASCII identifier the way CPython does:
// the error points at the first character that cannot be in a name.
func (s *scanner) verifyIdentifier(start, end int) (token, bool) {
	first := true
	for i := start; i < end; {
		r, size := utf8.DecodeRuneInString(s.src[i:end])
		ok := isXIDContinue(r)
		if first {
			ok = isXIDStart(r)
			first = false
		}
		if !ok {
			col := int(s.column(s.lineStart, i+size))
			var msg string
			if isPrintable(r) {
				msg = fmt.Sprintf("invalid character '%c' (U+%04X)", r, r)
			} else {
				msg = fmt.Sprintf("invalid non-printable character U+%04X", r)
			}
			return s.failRange(col, col, msg), true
		}
		i += size
	}
	return token{}, false
}

func isXIDStart(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.Is(unicode.Nl, r) || unicode.Is(unicode.Other_ID_Start, r)
}

func isXIDContinue(r rune) bool {
	return isXIDStart(r) || unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc, unicode.Other_ID_Continue)
}

// isPrintable follows Python's str.isprintable for one character.
func isPrintable(r rune) bool {
	return r == ' ' || unicode.IsPrint(r)
}

// scanOperator scans punctuation into *t, tracking bracket nesting.
func (s *scanner) scanOperator(t *token, pos int) {
	src := s.src
	c := src[pos]
	var c1, c2 byte
	if pos+1 < len(src) {
		c1 = src[pos+1]
	}
	if pos+2 < len(src) {
		c2 = src[pos+2]
	}
	kind, n := tOpOther, 1
	switch c {
	case '(', '[', '{':
		if len(s.parens) >= maxParenLevel {
			*t = s.failAt(pos+1, "too many nested parentheses")
			return
		}
		s.parens = append(s.parens, paren{ch: c, line: s.line, col: s.column(s.lineStart, pos)})
		s.pos = pos + 1
		kind = tLpar
		if c == '[' {
			kind = tLsqb
		} else if c == '{' {
			kind = tLbrace
		}
		s.setTok(t, kind, pos, s.line, s.lineStart)
		return
	case ')', ']', '}':
		*t = s.closeBracket(pos, c)
		return
	case ':':
		if s.atFieldTop() {
			s.fields[len(s.fields)-1].inSpec = true
			kind = tColon
		} else if c1 == '=' {
			kind, n = tColonEqual, 2
		} else {
			kind = tColon
		}
	case ',':
		kind = tComma
	case ';':
		kind = tSemi
	case '+':
		kind, n = pick(c1 == '=', tPlusEqual, tPlus)
	case '-':
		switch c1 {
		case '=':
			kind, n = tMinEqual, 2
		case '>':
			kind, n = tRarrow, 2
		default:
			kind = tMinus
		}
	case '*':
		switch {
		case c1 == '*' && c2 == '=':
			kind, n = tDoubleStarEqual, 3
		case c1 == '*':
			kind, n = tDoubleStar, 2
		case c1 == '=':
			kind, n = tStarEqual, 2
		default:
			kind = tStar
		}
	case '/':
		switch {
		case c1 == '/' && c2 == '=':
			kind, n = tDoubleSlashEqual, 3
		case c1 == '/':
			kind, n = tDoubleSlash, 2
		case c1 == '=':
			kind, n = tSlashEqual, 2
		default:
			kind = tSlash
		}
	case '|':
		kind, n = pick(c1 == '=', tVbarEqual, tVbar)
	case '&':
		kind, n = pick(c1 == '=', tAmperEqual, tAmper)
	case '^':
		kind, n = pick(c1 == '=', tCircumflexEqual, tCircumflex)
	case '%':
		kind, n = pick(c1 == '=', tPercentEqual, tPercent)
	case '@':
		kind, n = pick(c1 == '=', tAtEqual, tAt)
	case '=':
		kind, n = pick(c1 == '=', tEqEqual, tEqual)
	case '!':
		kind, n = pick(c1 == '=', tNotEqual, tExclaim)
	case '~':
		kind = tTilde
	case '<':
		switch {
		case c1 == '>':
			// Python 2's inequality, kept as one token so that the
			// error covers it like CPython's.
			kind, n = tOpOther, 2
		case c1 == '<' && c2 == '=':
			kind, n = tLeftShiftEqual, 3
		case c1 == '<':
			kind, n = tLeftShift, 2
		case c1 == '=':
			kind, n = tLessEqual, 2
		default:
			kind = tLess
		}
	case '>':
		switch {
		case c1 == '>' && c2 == '=':
			kind, n = tRightShiftEqual, 3
		case c1 == '>':
			kind, n = tRightShift, 2
		case c1 == '=':
			kind, n = tGreaterEqual, 2
		default:
			kind = tGreater
		}
	}
	s.pos = pos + n
	s.setTok(t, kind, pos, s.line, s.lineStart)
}

func pick(cond bool, two, one tokKind) (tokKind, int) {
	if cond {
		return two, 2
	}
	return one, 1
}

// inFString reports whether the scanner is inside an f-string.
func (s *scanner) inFString() bool { return len(s.fstack) > 0 }

// atFieldTop reports whether the scanner is inside an f-string
// replacement field and outside any bracket opened within it, where ':'
// starts the format spec and '}' ends the field.
func (s *scanner) atFieldTop() bool {
	n := len(s.fstack)
	if n == 0 || s.fstack[n-1].nfields == 0 {
		return false
	}
	f := s.fields[len(s.fields)-1]
	return !f.inSpec && f.parenIdx == len(s.parens)-1
}

func (s *scanner) closeBracket(pos int, c byte) token {
	if s.atFieldTop() && c == '}' {
		s.popField()
		s.pos = pos + 1
		return s.tok(tRbrace, pos, s.line, s.lineStart)
	}
	if len(s.parens) == 0 {
		return s.failAt(pos+1, fmt.Sprintf("unmatched '%c'", c))
	}
	open := s.parens[len(s.parens)-1]
	if open.ch != matchingOpen(c) {
		if open.line != s.line {
			return s.failAt(pos+1, fmt.Sprintf(
				"closing parenthesis '%c' does not match opening parenthesis '%c' on line %d", c, open.ch, open.line))
		}
		return s.failAt(pos+1, fmt.Sprintf("closing parenthesis '%c' does not match opening parenthesis '%c'", c, open.ch))
	}
	s.parens = s.parens[:len(s.parens)-1]
	s.pos = pos + 1
	kind := tRpar
	if c == ']' {
		kind = tRsqb
	} else if c == '}' {
		kind = tRbrace
	}
	return s.tok(kind, pos, s.line, s.lineStart)
}

func matchingOpen(c byte) byte {
	switch c {
	case ')':
		return '('
	case ']':
		return '['
	}
	return '{'
}

// popField closes the innermost replacement field.
func (s *scanner) popField() {
	s.parens = s.parens[:len(s.parens)-1]
	s.fields = s.fields[:len(s.fields)-1]
	s.fstack[len(s.fstack)-1].nfields--
}
