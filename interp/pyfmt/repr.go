package pyfmt

import "strings"

const hexDigits = "0123456789abcdef"

// Repr returns repr(s) for a str: single quotes unless s contains a single
// quote and no double quote; backslash, the quote, \t \n \r escaped; other
// non-printable code points (see IsPrintable) as \xhh, \uhhhh or \Uhhhhhhhh.
func Repr(s string) string {
	return quoteString(s, false)
}

// ASCII returns ascii(s): Repr with every non-ASCII code point escaped.
func ASCII(s string) string {
	return quoteString(s, true)
}

func quoteString(s string, asciiOnly bool) string {
	quote := pickQuote(strings.IndexByte(s, '\'') >= 0, strings.IndexByte(s, '"') >= 0)
	// Pass 1: the exact length, so the result is one allocation.
	size := 2
	plain := true
	for i := 0; i < len(s); {
		c := s[i]
		if c >= ' ' && c < 0x7F {
			if c == quote || c == '\\' {
				size += 2
				plain = false
			} else {
				size++
			}
			i++
			continue
		}
		r, n := decodeRune(s, i)
		el := escapeLen(r, asciiOnly)
		if el == 0 {
			size += n
		} else {
			size += el
			plain = false
		}
		i += n
	}
	var b strings.Builder
	b.Grow(size)
	b.WriteByte(quote)
	if plain {
		b.WriteString(s)
		b.WriteByte(quote)
		return b.String()
	}
	for i := 0; i < len(s); {
		c := s[i]
		if c >= ' ' && c < 0x7F {
			if c == quote || c == '\\' {
				b.WriteByte('\\')
			}
			b.WriteByte(c)
			i++
			continue
		}
		r, n := decodeRune(s, i)
		if escapeLen(r, asciiOnly) == 0 {
			b.WriteString(s[i : i+n])
		} else {
			writeEscape(&b, r)
		}
		i += n
	}
	b.WriteByte(quote)
	return b.String()
}

func pickQuote(hasSingle, hasDouble bool) byte {
	if hasSingle && !hasDouble {
		return '"'
	}
	return '\''
}

// escapeLen is the length of r's escape in a repr, 0 if r stands as itself.
// (Printable ASCII is handled by the callers.)
func escapeLen(r rune, asciiOnly bool) int {
	switch {
	case r == '\t' || r == '\n' || r == '\r':
		return 2
	case r < ' ' || r == 0x7F:
		return 4
	case r < 0x7F:
		return 0
	case !asciiOnly && IsPrintable(r):
		return 0
	case r <= 0xFF:
		return 4
	case r <= 0xFFFF:
		return 6
	}
	return 10
}

func writeEscape(b *strings.Builder, r rune) {
	switch r {
	case '\t':
		b.WriteString(`\t`)
		return
	case '\n':
		b.WriteString(`\n`)
		return
	case '\r':
		b.WriteString(`\r`)
		return
	}
	digits := 8
	switch {
	case r <= 0xFF:
		b.WriteString(`\x`)
		digits = 2
	case r <= 0xFFFF:
		b.WriteString(`\u`)
		digits = 4
	default:
		b.WriteString(`\U`)
	}
	for shift := (digits - 1) * 4; shift >= 0; shift -= 4 {
		b.WriteByte(hexDigits[(r>>uint(shift))&0xF])
	}
}

// BytesRepr returns repr(b) for a bytes object: b'...' with the same quote
// choice as str, \t \n \r \\ escaped, and bytes outside printable ASCII as \xhh.
func BytesRepr(b []byte) string {
	return bytesRepr("b", "", b)
}

// ByteArrayRepr returns repr(bytearray(b)): bytearray(b'...').
func ByteArrayRepr(b []byte) string {
	return bytesRepr("bytearray(b", ")", b)
}

func bytesRepr(prefix, suffix string, b []byte) string {
	nSingle, hasDouble := 0, false
	size := len(prefix) + len(suffix) + 2
	for _, c := range b {
		switch c {
		case '\'':
			nSingle++
		case '"':
			hasDouble = true
		}
		switch {
		case c == '\\' || c == '\t' || c == '\n' || c == '\r':
			size += 2
		case c < ' ' || c >= 0x7F:
			size += 4
		default:
			size++
		}
	}
	quote := pickQuote(nSingle > 0, hasDouble)
	if quote == '\'' {
		size += nSingle
	}
	var sb strings.Builder
	sb.Grow(size)
	sb.WriteString(prefix)
	sb.WriteByte(quote)
	for _, c := range b {
		switch {
		case c == quote || c == '\\':
			sb.WriteByte('\\')
			sb.WriteByte(c)
		case c == '\t':
			sb.WriteString(`\t`)
		case c == '\n':
			sb.WriteString(`\n`)
		case c == '\r':
			sb.WriteString(`\r`)
		case c < ' ' || c >= 0x7F:
			sb.WriteString(`\x`)
			sb.WriteByte(hexDigits[c>>4])
			sb.WriteByte(hexDigits[c&0xF])
		default:
			sb.WriteByte(c)
		}
	}
	sb.WriteByte(quote)
	sb.WriteString(suffix)
	return sb.String()
}
