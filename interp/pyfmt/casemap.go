package pyfmt

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Case conversions of whole strings with CPython's full mappings: 'ß'.upper()
// is 'SS', 'ﬁ'.upper() is 'FI', 'İ'.lower() is 'i̇', casefold('ß') is 'ss', and
// lower() gives 'ς' for a capital sigma that ends a word. Simple one-to-one
// mappings come from Go's tables, the rest from tables.go.

// runeMapping is a code point whose mapping is the string to.
type runeMapping struct {
	r  rune
	to string
}

func lookupMapping(table []runeMapping, r rune) (string, bool) {
	lo, hi := 0, len(table)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch {
		case r < table[m].r:
			hi = m
		case r > table[m].r:
			lo = m + 1
		default:
			return table[m].to, true
		}
	}
	return "", false
}

const capitalSigma = 0x3A3

// caseKind selects a mapping for mapRunes.
type caseKind uint8

const (
	toLower caseKind = iota
	toUpper
	toTitle
	toFold
)

// appendMapped appends the full mapping of r (which is not a capital sigma
// in lower context) and reports whether it differs from r.
func appendMapped(dst []byte, r rune, kind caseKind) ([]byte, bool) {
	if r < utf8.RuneSelf {
		c := byte(r)
		switch {
		case kind == toLower || kind == toFold:
			if c >= 'A' && c <= 'Z' {
				return append(dst, c+('a'-'A')), true
			}
		case c >= 'a' && c <= 'z':
			return append(dst, c-('a'-'A')), true
		}
		return dst, false
	}
	var table []runeMapping
	var simple func(rune) rune
	switch kind {
	case toLower:
		table, simple = specialLower, unicode.ToLower
	case toUpper:
		table, simple = specialUpper, unicode.ToUpper
	case toTitle:
		table, simple = specialTitle, unicode.ToTitle
	default:
		if s, ok := lookupMapping(foldSpecial, r); ok {
			return append(dst, s...), true
		}
		table, simple = specialLower, unicode.ToLower
	}
	if s, ok := lookupMapping(table, r); ok {
		return append(dst, s...), true
	}
	m := simple(r)
	if m == r {
		return dst, false
	}
	return appendRune(dst, m), true
}

// caseOp is the per-rune decision of one string method.
type caseOp func(r rune, prevCased bool) caseKind

// keepRune marks a rune a method leaves alone (swapcase of uncased runes).
const keepRune caseKind = 255

// mapString applies op to each code point of s, keeping the original bytes of
// unchanged ones, and returns s itself when nothing changes. prevCased tells
// op whether the previous code point was cased (for title()); a capital sigma
// mapped to lowercase follows the final-sigma rule.
func mapString(s string, op caseOp) string {
	var b strings.Builder
	changed := false // b holds the result so far once something changed
	var scratch [16]byte
	prevCased := false
	sigmaCtx := false // the last code point that is not case-ignorable was cased
	for i := 0; i < len(s); {
		r, n := decodeRune(s, i)
		kind := op(r, prevCased)
		out := scratch[:0]
		differs := false
		switch {
		case kind == keepRune:
		case r == capitalSigma && kind == toLower:
			out = appendRune(out, sigmaLower(s, i+n, sigmaCtx))
			differs = true
		default:
			out, differs = appendMapped(out, r, kind)
		}
		if differs && !changed {
			changed = true
			b.Grow(len(s) + len(out) + 8)
			b.WriteString(s[:i])
		}
		if changed {
			if differs {
				b.Write(out)
			} else {
				b.WriteString(s[i : i+n])
			}
		}
		prevCased = IsCased(r)
		if !IsCaseIgnorable(r) {
			sigmaCtx = prevCased
		}
		i += n
	}
	if !changed {
		return s
	}
	return b.String()
}

// Lower returns str.lower(s).
func Lower(s string) string {
	if isASCII(s) {
		return mapASCII(s, func(c byte, _ bool) byte { return lowerASCII(c) })
	}
	return mapString(s, func(rune, bool) caseKind { return toLower })
}

// Upper returns str.upper(s).
func Upper(s string) string {
	if isASCII(s) {
		return mapASCII(s, func(c byte, _ bool) byte { return upperASCII(c) })
	}
	return mapString(s, func(rune, bool) caseKind { return toUpper })
}

// Casefold returns str.casefold(s).
func Casefold(s string) string {
	if isASCII(s) {
		return mapASCII(s, func(c byte, _ bool) byte { return lowerASCII(c) })
	}
	return mapString(s, func(rune, bool) caseKind { return toFold })
}

// Title returns str.title(s): a code point following a cased one is
// lowercased, any other is titlecased.
func Title(s string) string {
	if isASCII(s) {
		return mapASCII(s, func(c byte, prevCased bool) byte {
			if prevCased {
				return lowerASCII(c)
			}
			return upperASCII(c)
		})
	}
	return mapString(s, func(_ rune, prevCased bool) caseKind {
		if prevCased {
			return toLower
		}
		return toTitle
	})
}

// Capitalize returns str.capitalize(s): the first code point titlecased, the
// rest lowercased.
func Capitalize(s string) string {
	first := true
	return mapString(s, func(rune, bool) caseKind {
		if first {
			first = false
			return toTitle
		}
		return toLower
	})
}

// SwapCase returns str.swapcase(s): uppercase code points lowercased,
// lowercase ones uppercased, others kept.
func SwapCase(s string) string {
	if isASCII(s) {
		return mapASCII(s, func(c byte, _ bool) byte {
			if c >= 'a' && c <= 'z' {
				return upperASCII(c)
			}
			return lowerASCII(c)
		})
	}
	return mapString(s, func(r rune, _ bool) caseKind {
		switch {
		case IsUpper(r):
			return toLower
		case IsLower(r):
			return toUpper
		}
		return keepRune
	})
}

// sigmaLower returns the lowercase of a capital sigma: final 'ς' when a cased
// letter precedes it (skipping case-ignorables) and none follows.
func sigmaLower(s string, after int, casedBefore bool) rune {
	if !casedBefore {
		return 0x3C3
	}
	for i := after; i < len(s); {
		r, n := decodeRune(s, i)
		if !IsCaseIgnorable(r) {
			if IsCased(r) {
				return 0x3C3
			}
			break
		}
		i += n
	}
	return 0x3C2
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + ('a' - 'A')
	}
	return c
}

func upperASCII(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - ('a' - 'A')
	}
	return c
}

// mapASCII maps each byte of an ASCII string, returning s when nothing
// changes. prevCased tells whether the previous byte is a letter.
func mapASCII(s string, f func(c byte, prevCased bool) byte) string {
	var b strings.Builder
	changed := false
	prevCased := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		m := f(c, prevCased)
		if m != c && !changed {
			changed = true
			b.Grow(len(s))
			b.WriteString(s[:i])
		}
		if changed {
			b.WriteByte(m)
		}
		prevCased = (c|0x20) >= 'a' && (c|0x20) <= 'z'
	}
	if !changed {
		return s
	}
	return b.String()
}
