package re

import (
	"strings"
	"unicode/utf8"
)

// The interpreter's str holds UTF-8 where an invalid byte b stands for the
// lone surrogate U+DC00+b (what "surrogateescape" decoding makes) and
// counts as one code point. These helpers convert the same way, so
// positions agree with len() and indexing.

// toRunes returns the code points of s.
func toRunes(s string) []rune {
	out := make([]rune, 0, len(s))
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			out = append(out, rune(c))
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			r = 0xDC00 + rune(c)
		}
		out = append(out, r)
		i += n
	}
	return out
}

// writeRunes appends code points, writing U+DC80..U+DCFF back as the
// bytes they stand for.
func writeRunes(b *strings.Builder, rs []rune) {
	for _, r := range rs {
		if r >= 0xDC80 && r <= 0xDCFF {
			b.WriteByte(byte(r - 0xDC00))
			continue
		}
		b.WriteRune(r)
	}
}

// runesString is string(rs) with writeRunes' rule.
func runesString(rs []rune) string {
	var b strings.Builder
	writeRunes(&b, rs)
	return b.String()
}

// Runes is toRunes for other modules that hand text to a Regex.
func Runes(s string) []rune { return toRunes(s) }

// RunesString is runesString for other modules.
func RunesString(rs []rune) string { return runesString(rs) }
