package re

import (
	"fmt"
	"strconv"

	"github.com/mcpython/mcpython/interp/pyfmt"
	"github.com/mcpython/mcpython/interp/stdlib/unicodedata"
)

// simpleEscape maps \a \b \f \n \r \t \v \\ to their characters.
func simpleEscape(c rune) (rune, bool) {
	switch c {
	case 'a':
		return '\a', true
	case 'b':
		return '\b', true
	case 'f':
		return '\f', true
	case 'n':
		return '\n', true
	case 'r':
		return '\r', true
	case 't':
		return '\t', true
	case 'v':
		return '\v', true
	case '\\':
		return '\\', true
	}
	return 0, false
}

func isCategoryEscape(c rune) bool { return isIn(c, "dDsSwW") }

// classEscape handles an escape inside a character set.
func classEscape(t *tokenizer, esc []rune) classItem {
	c := esc[1]
	if r, ok := simpleEscape(c); ok {
		return classItem{lo: r, hi: r}
	}
	if isCategoryEscape(c) {
		return classItem{cat: byte(c)}
	}
	if r, ok := codeEscape(t, esc); ok {
		return classItem{lo: r, hi: r}
	}
	if isIn(c, octDigits) {
		ds := append([]rune{c}, t.getWhile(2, octDigits)...)
		v, _ := strconv.ParseInt(string(ds), 8, 32)
		if v > 0o377 {
			t.fail(fmt.Sprintf("octal escape value \\%s outside of range 0-0o377", string(ds)), len(ds)+1)
		}
		return classItem{lo: rune(v), hi: rune(v)}
	}
	if isDigit(c) || isASCIILetter(c) {
		t.fail("bad escape "+string(esc), len(esc))
	}
	return classItem{lo: c, hi: c}
}

// codeEscape handles \x, \u, \U and \N, shared by sets and expressions.
func codeEscape(t *tokenizer, esc []rune) (rune, bool) {
	c := esc[1]
	switch {
	case c == 'x':
		r, _ := hexEscape(t, esc, 2)
		return r, true
	case c == 'u' && t.istext:
		r, _ := hexEscape(t, esc, 4)
		return r, true
	case c == 'U' && t.istext:
		r, text := hexEscape(t, esc, 8)
		if r > 0x10ffff {
			t.fail("bad escape "+text, len(text))
		}
		return r, true
	case c == 'N' && t.istext:
		if !t.match('{') {
			t.fail("missing {", 0)
		}
		name := t.getUntil('}', "character name")
		s, err := unicodedata.Lookup(string(name))
		rs := []rune(s)
		if err != nil || len(rs) != 1 {
			t.fail("undefined character name "+pyfmt.Repr(string(name)), len(name)+len(`\N{}`))
		}
		return rs[0], true
	}
	return 0, false
}

// hexEscape reads the n hex digits of \x, \u or \U; it returns the value
// and the text of the whole escape.
func hexEscape(t *tokenizer, esc []rune, n int) (rune, string) {
	ds := t.getWhile(n, hexDigits)
	text := string(esc) + string(ds)
	if len(ds) != n {
		t.fail("incomplete escape "+text, len(esc)+len(ds))
	}
	v, _ := strconv.ParseUint(string(ds), 16, 32)
	return rune(v), text
}

// parseEscape handles an escape outside a character set.
func parseEscape(t *tokenizer, st *parseState, esc []rune) *node {
	c := esc[1]
	switch c {
	case 'A':
		return &node{kind: nAt, at: atBeginString}
	case 'Z':
		return &node{kind: nAt, at: atEndString}
	case 'b':
		return &node{kind: nAt, at: atBoundary}
	case 'B':
		return &node{kind: nAt, at: atNonBoundary}
	}
	if isCategoryEscape(c) {
		return &node{kind: nIn, items: []classItem{{cat: byte(c)}}}
	}
	if r, ok := simpleEscape(c); ok {
		return &node{kind: nLiteral, ch: r}
	}
	if r, ok := codeEscape(t, esc); ok {
		return &node{kind: nLiteral, ch: r}
	}
	if c == '0' {
		ds := append([]rune{c}, t.getWhile(2, octDigits)...)
		v, _ := strconv.ParseInt(string(ds), 8, 32)
		return &node{kind: nLiteral, ch: rune(v)}
	}
	if isDigit(c) {
		ds := []rune{c}
		if t.isIn(digits) {
			ds = append(ds, t.get()...)
			if isIn(ds[0], octDigits) && isIn(ds[1], octDigits) && t.isIn(octDigits) {
				ds = append(ds, t.get()...)
				v, _ := strconv.ParseInt(string(ds), 8, 32)
				if v > 0o377 {
					t.fail(fmt.Sprintf("octal escape value \\%s outside of range 0-0o377", string(ds)), len(ds)+1)
				}
				return &node{kind: nLiteral, ch: rune(v)}
			}
		}
		group, _ := strconv.Atoi(string(ds))
		if group < st.groups() {
			if !st.checkGroup(group) {
				t.fail("cannot refer to an open group", len(ds)+1)
			}
			st.checkLookbehindGroup(t, group)
			return &node{kind: nGroupRef, group: group}
		}
		t.fail(fmt.Sprintf("invalid group reference %d", group), len(ds))
	}
	if isASCIILetter(c) {
		t.fail("bad escape "+string(esc), len(esc))
	}
	return &node{kind: nLiteral, ch: c}
}
