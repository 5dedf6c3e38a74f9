package syntax

import (
	"fmt"
	"strings"
)

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isHexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'f'
}

// at returns the byte at i, or 0 past the end.
func (s *scanner) at(i int) byte {
	if i < len(s.src) {
		return s.src[i]
	}
	return 0
}

// scanNumber scans a numeric literal starting at start, with CPython's
// checks and error positions. Errors report the character before the
// tokenizer's cursor, so "cur" below is always an exclusive index.
func (s *scanner) scanNumber(start int) token {
	i := start
	var ok bool
	c := s.src[i]
	switch c {
	case '.':
		return s.numberFraction(start, i+1)
	case '0':
		switch s.at(i+1) | 0x20 {
		case 'x':
			return s.radixNumber(start, i+2, "hexadecimal", isHexDigit, nil)
		case 'o':
			return s.radixNumber(start, i+2, "octal", func(c byte) bool { return c >= '0' && c <= '7' }, isDigit)
		case 'b':
			return s.radixNumber(start, i+2, "binary", func(c byte) bool { return c == '0' || c == '1' }, isDigit)
		}
		i++
		for {
			if s.at(i) == '_' {
				i++
				if !isDigit(s.at(i)) {
					return s.failAt(i, "invalid decimal literal")
				}
			}
			if s.at(i) != '0' {
				break
			}
			i++
		}
		zerosEnd := i + 1
		nonzero := false
		if isDigit(s.at(i)) {
			nonzero = true
			if i, ok = s.decimalTail(i); !ok {
				return s.errToken()
			}
		}
		switch s.at(i) | 0x20 {
		case '.':
			if s.at(i) == '.' {
				return s.numberFraction(start, i+1)
			}
		case 'e':
			return s.numberExponent(start, i)
		case 'j':
			return s.numberImaginary(start, i)
		}
		if nonzero {
			col := int(s.column(s.lineStart, start)) + 1
			end := int(s.column(s.lineStart, zerosEnd))
			return s.failRange(col, end,
				"leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers")
		}
		return s.numberEnd(start, i, "decimal")
	}
	if i, ok = s.decimalTail(i); !ok {
		return s.errToken()
	}
	switch s.at(i) {
	case '.':
		return s.numberFraction(start, i+1)
	case 'e', 'E':
		return s.numberExponent(start, i)
	case 'j', 'J':
		return s.numberImaginary(start, i)
	}
	return s.numberEnd(start, i, "decimal")
}

// decimalTail scans digits with single underscores between them.
func (s *scanner) decimalTail(i int) (int, bool) {
	for {
		for isDigit(s.at(i)) {
			i++
		}
		if s.at(i) != '_' {
			return i, true
		}
		i++
		if !isDigit(s.at(i)) {
			s.failAt(i, "invalid decimal literal")
			return i, false
		}
	}
}

// radixNumber scans the digits of a 0x, 0o or 0b literal; bad reports
// decimal digits that are out of range for the radix.
func (s *scanner) radixNumber(start, i int, kind string, digit, bad func(byte) bool) token {
	for {
		if s.at(i) == '_' {
			i++
		}
		c := s.at(i)
		if !digit(c) {
			if bad != nil && bad(c) {
				return s.failAt(i+1, fmt.Sprintf("invalid digit '%c' in %s literal", c, kind))
			}
			return s.failAt(i, "invalid "+kind+" literal")
		}
		for digit(s.at(i)) {
			i++
		}
		if s.at(i) != '_' {
			break
		}
	}
	if c := s.at(i); bad != nil && bad(c) {
		return s.failAt(i+1, fmt.Sprintf("invalid digit '%c' in %s literal", c, kind))
	}
	return s.numberEnd(start, i, kind)
}

func (s *scanner) numberFraction(start, i int) token {
	var ok bool
	if isDigit(s.at(i)) {
		if i, ok = s.decimalTail(i); !ok {
			return s.errToken()
		}
	}
	switch s.at(i) {
	case 'e', 'E':
		return s.numberExponent(start, i)
	case 'j', 'J':
		return s.numberImaginary(start, i)
	}
	return s.numberEnd(start, i, "decimal")
}

// numberExponent scans an exponent; e is the index of the 'e'.
func (s *scanner) numberExponent(start, e int) token {
	i := e + 1
	c := s.at(i)
	if c == '+' || c == '-' {
		i++
		if !isDigit(s.at(i)) {
			return s.failAt(i, "invalid decimal literal")
		}
	} else if !isDigit(c) {
		// "1else" is a number followed by a keyword; anything else
		// glued to the 'e' is a bad literal.
		if s.src[e] == 'e' && strings.HasPrefix(s.src[e+1:], "lse") {
			s.pos = e
			return s.tok(tNumber, start, s.line, s.lineStart)
		}
		return s.failAt(e, "invalid decimal literal")
	}
	i, ok := s.decimalTail(i)
	if !ok {
		return s.errToken()
	}
	if c := s.at(i); c == 'j' || c == 'J' {
		return s.numberImaginary(start, i)
	}
	return s.numberEnd(start, i, "decimal")
}

func (s *scanner) numberImaginary(start, j int) token {
	return s.numberEnd(start, j+1, "imaginary")
}

// numberEnd checks what follows a number: a keyword that may legally
// follow is accepted (CPython only warns), any other identifier
// character makes the literal invalid.
func (s *scanner) numberEnd(start, i int, kind string) token {
	c := s.at(i)
	rest := s.src[min(i+1, len(s.src)):]
	glued := false
	switch c {
	case 'a':
		glued = strings.HasPrefix(rest, "nd")
	case 'e':
		glued = strings.HasPrefix(rest, "lse")
	case 'f':
		glued = strings.HasPrefix(rest, "or")
	case 'i':
		c2 := s.at(i + 1)
		glued = c2 == 'f' || c2 == 'n' || c2 == 's'
	case 'o':
		glued = strings.HasPrefix(rest, "r")
	case 'n':
		glued = strings.HasPrefix(rest, "ot")
	}
	if !glued && c < 0x80 && isIdentChar(c) {
		return s.failAt(i, "invalid "+kind+" literal")
	}
	s.pos = i
	return s.tok(tNumber, start, s.line, s.lineStart)
}

// scanString scans a string literal whose prefix starts at start and
// whose opening quote is at q. An f-string only yields its start token;
// its parts follow from fstringText.
func (s *scanner) scanString(start, q int) token {
	src := s.src
	quote := src[q]
	triple := q+2 < len(src) && src[q+1] == quote && src[q+2] == quote
	body := q + 1
	if triple {
		body = q + 3
	}
	isF, raw := false, false
	for i := start; i < q; i++ {
		switch src[i] | 0x20 {
		case 'f':
			isF = true
		case 'r':
			raw = true
		}
	}
	line, lineStart := s.line, s.lineStart
	if isF {
		if len(s.fstack) >= maxFStringNest {
			return s.failAt(body, "too many nested f-strings")
		}
		s.fstack = append(s.fstack, fframe{quote: quote, triple: triple, raw: raw, line: line, lineStart: lineStart, off: start})
		s.pos = body
		return s.tok(tFStart, start, line, lineStart)
	}
	i := body
	for {
		if i >= len(src) {
			return s.unterminated(start, line, lineStart, triple, s.line-1)
		}
		c := src[i]
		switch c {
		case quote:
			if !triple {
				s.pos = i + 1
				return s.tok(tString, start, line, lineStart)
			}
			if i+2 < len(src) && src[i+1] == quote && src[i+2] == quote {
				s.pos = i + 3
				return s.tok(tString, start, line, lineStart)
			}
		case '\n':
			if !triple {
				return s.unterminated(start, line, lineStart, false, s.line)
			}
			s.line++
			s.lineStart = i + 1
		case '\\':
			i++
			if i < len(src) && src[i] == '\n' {
				s.line++
				s.lineStart = i + 1
			}
		}
		i++
	}
}

// unterminated reports a string that runs into the end of its line or
// of the source, pointing at the start of the literal.
func (s *scanner) unterminated(start int, line int32, lineStart int, triple bool, detected int32) token {
	s.line, s.lineStart = line, lineStart
	col := int(s.column(lineStart, start)) + 1
	msg := fmt.Sprintf("unterminated string literal (detected at line %d)", detected)
	if triple {
		msg = fmt.Sprintf("unterminated triple-quoted string literal (detected at line %d)", detected)
	}
	return s.failRange(col, col, msg)
}

// fstringText scans literal text of the innermost f-string (or of its
// format spec when inSpec), returning a tFMiddle, or the '{' that opens a
// field, the '}' that ends a format spec, or the closing quote.
func (s *scanner) fstringText(f *fframe, inSpec bool) token {
	src := s.src
	start := s.pos
	line, lineStart := s.line, s.lineStart
	i := start
	middle := func() token {
		s.pos = i
		return s.tok(tFMiddle, start, line, lineStart)
	}
	for {
		if i >= len(src) {
			return s.unterminated(f.off, f.line, f.lineStart, f.triple, s.line-1)
		}
		c := src[i]
		switch c {
		case f.quote:
			if f.triple && !(i+2 < len(src) && src[i+1] == c && src[i+2] == c) {
				break
			}
			if inSpec {
				s.pos = i
				return s.failAt(i+1, "f-string: expecting '}'")
			}
			if i > start {
				return middle()
			}
			s.pos = i + 1
			if f.triple {
				s.pos = i + 3
			}
			s.fstack = s.fstack[:len(s.fstack)-1]
			return s.tok(tFEnd, start, line, lineStart)
		case '\n':
			if !f.triple {
				if inSpec {
					return s.failAt(i, "f-string: newlines are not allowed in format specifiers for single quoted f-strings")
				}
				return s.unterminated(f.off, f.line, f.lineStart, false, s.line)
			}
			s.line++
			s.lineStart = i + 1
		case '\\':
			next := s.at(i + 1)
			if next == '{' || next == '}' {
				break
			}
			if !f.raw && next == 'N' && s.at(i+2) == '{' {
				// A named escape's braces are not a replacement field.
				j := i + 3
				for j < len(src) && src[j] != '}' && src[j] != '\n' && src[j] != f.quote {
					j++
				}
				if s.at(j) == '}' {
					i = j + 1
					continue
				}
			}
			i++
			if next == '\n' {
				s.line++
				s.lineStart = i + 1
			}
		case '{':
			if !inSpec && s.at(i+1) == '{' {
				i += 2
				continue
			}
			if i > start {
				return middle()
			}
			if len(s.parens) >= maxParenLevel {
				return s.failAt(i+1, "too many nested parentheses")
			}
			s.parens = append(s.parens, paren{ch: '{', line: s.line, col: s.column(s.lineStart, i)})
			s.fields = append(s.fields, ffield{parenIdx: len(s.parens) - 1})
			f.nfields++
			s.pos = i + 1
			return s.tok(tLbrace, i, s.line, s.lineStart)
		case '}':
			if inSpec {
				if i > start {
					return middle()
				}
				s.popField()
				s.pos = i + 1
				return s.tok(tRbrace, i, s.line, s.lineStart)
			}
			if s.at(i+1) == '}' {
				i += 2
				continue
			}
			if i > start {
				return middle()
			}
			s.pos = i + 1
			return s.tok(tFSingleBrace, i, s.line, s.lineStart)
		}
		i++
	}
}
