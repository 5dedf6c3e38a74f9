package pyfmt

import "unicode/utf8"

// decodeRune decodes the code point at s[i:], reading lone surrogates stored
// in WTF-8 (ED A0..BF xx) as themselves and any other invalid byte b as
// U+DC00+b (see the package doc). It returns the code point and its length.
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

// runeCount counts code points the way decodeRune splits them.
func runeCount(s string) int {
	n := 0
	for i := 0; i < len(s); n++ {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		_, size := decodeRune(s, i)
		i += size
	}
	return n
}

// appendRune appends r in UTF-8, or in WTF-8 when r is a surrogate.
func appendRune(dst []byte, r rune) []byte {
	if r >= 0xD800 && r <= 0xDFFF {
		return append(dst, 0xED, byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
	}
	return utf8.AppendRune(dst, r)
}

// runeLen is the byte length appendRune uses for r.
func runeLen(r rune) int {
	if r >= 0xD800 && r <= 0xDFFF {
		return 3
	}
	if n := utf8.RuneLen(r); n > 0 {
		return n
	}
	return 3 // invalid runes encode as U+FFFD
}
