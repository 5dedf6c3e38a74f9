package json

import (
	"unicode/utf8"
)

// Strings of the interpreter are UTF-8, with lone surrogates stored in
// WTF-8 (ED A0..BF xx) and other invalid bytes b standing for U+DC00+b, as
// interp/pyfmt documents. JSON escapes and produces them the same way.

// decodeRune decodes the code point at s[i:] and its length in bytes.
func decodeRune(s string, i int) (rune, int) {
	c := s[i]
	if c < utf8.RuneSelf {
		return rune(c), 1
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	if r != utf8.RuneError || n > 1 {
		return r, n
	}
	if c == 0xED && i+2 < len(s) && s[i+1] >= 0xA0 && s[i+1] <= 0xBF && s[i+2]&0xC0 == 0x80 {
		return 0xD000 | rune(s[i+1]&0x3F)<<6 | rune(s[i+2]&0x3F), 3
	}
	return 0xDC00 + rune(c), 1
}

// appendRune appends r in UTF-8; a surrogate U+DC80..U+DCFF becomes the
// single byte it stands for (as "surrogateescape" decoding stores it),
// other surrogates WTF-8.
func appendRune(dst []byte, r rune) []byte {
	if r >= 0xDC80 && r <= 0xDCFF {
		return append(dst, byte(r-0xDC00))
	}
	if r >= 0xD800 && r <= 0xDFFF {
		return append(dst, 0xED, byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
	}
	return utf8.AppendRune(dst, r)
}

// runeCount counts the code points of s[:n].
func runeCount(s string, n int) int {
	count := 0
	for i := 0; i < n; count++ {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		_, size := decodeRune(s, i)
		i += size
	}
	return count
}

// byteOffset returns the byte offset of code point cp in s (len(s) past the end).
func byteOffset(s string, cp int) int {
	i := 0
	for n := 0; n < cp && i < len(s); n++ {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		_, size := decodeRune(s, i)
		i += size
	}
	return i
}

const hexDigits = "0123456789abcdef"

// needsEscape reports the ASCII bytes encode_basestring escapes: '"',
// '\\' and control characters. (A function, not a table built at init:
// the package does no work when the process starts.)
func needsEscape(c byte) bool { return c < 0x20 || c == '"' || c == '\\' }

// appendString appends s as a JSON string literal: with ascii, every
// non-ASCII code point (and DEL) becomes a \uXXXX escape, surrogate pairs
// above U+FFFF, as json.encoder.encode_basestring_ascii does; without, only
// quotes, backslashes and control characters are escaped.
func appendString(dst []byte, s string, ascii bool) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if !needsEscape(c) && (!ascii || c != 0x7f) {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			dst = appendEscape(dst, rune(c))
			i++
			start = i
			continue
		}
		if !ascii {
			i++ // non-ASCII text is copied as it is
			continue
		}
		dst = append(dst, s[start:i]...)
		r, n := decodeRune(s, i)
		dst = appendEscape(dst, r)
		i += n
		start = i
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

func appendEscape(dst []byte, r rune) []byte {
	switch r {
	case '"':
		return append(dst, '\\', '"')
	case '\\':
		return append(dst, '\\', '\\')
	case '\n':
		return append(dst, '\\', 'n')
	case '\r':
		return append(dst, '\\', 'r')
	case '\t':
		return append(dst, '\\', 't')
	case '\b':
		return append(dst, '\\', 'b')
	case '\f':
		return append(dst, '\\', 'f')
	}
	if r > 0xFFFF {
		r -= 0x10000
		dst = appendU(dst, 0xD800|(r>>10)&0x3FF)
		return appendU(dst, 0xDC00|r&0x3FF)
	}
	return appendU(dst, r)
}

func appendU(dst []byte, r rune) []byte {
	return append(dst, '\\', 'u', hexDigits[r>>12&0xF], hexDigits[r>>8&0xF], hexDigits[r>>4&0xF], hexDigits[r&0xF])
}
