package syntax

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// maxSourceLen keeps byte offsets within int32, which halves token size.
const maxSourceLen = 1<<31 - 2

// prepareSource validates raw source and returns it the way CPython's
// string tokenizer sees it: BOM removed, \r\n and \r turned into \n, and a
// final newline added when missing. Source that needs none of that is
// returned as it is, without a copy.
func prepareSource(src string) (string, *SyntaxError) {
	src = strings.TrimPrefix(src, "\uFEFF")
	if len(src) > maxSourceLen {
		return "", newError("SyntaxError", "source code is too large", 0, 0, 0, 0)
	}
	if !utf8.ValidString(src) || strings.IndexByte(src, 0) >= 0 {
		return "", sourceError(src)
	}
	if strings.IndexByte(src, '\r') < 0 {
		if len(src) > 0 && src[len(src)-1] == '\n' {
			return src, nil
		}
		return src + "\n", nil
	}
	// one allocation: the newlines normalised and the final one added
	var b strings.Builder
	b.Grow(len(src) + 1)
	for i := 0; i < len(src); i++ {
		c := src[i]
		if c == '\r' {
			b.WriteByte('\n')
			if i+1 < len(src) && src[i+1] == '\n' {
				i++
			}
			continue
		}
		b.WriteByte(c)
	}
	if b.Len() == 0 || b.String()[b.Len()-1] != '\n' {
		b.WriteByte('\n')
	}
	return b.String(), nil
}

// sourceError finds the first null byte or invalid UTF-8 sequence in src,
// the one CPython reports.
func sourceError(src string) *SyntaxError {
	for i := 0; i < len(src); {
		c := src[i]
		if c < utf8.RuneSelf {
			if c == 0 {
				return errorAtByte([]byte(src), i, "source code string cannot contain null bytes")
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(src[i:])
		if r == utf8.RuneError && size <= 1 {
			return errorAtByte([]byte(src), i, fmt.Sprintf(
				"(unicode error) 'utf-8' codec can't decode byte 0x%02x in position %d: %s",
				c, i, utf8Reason([]byte(src[i:]))))
		}
		i += size
	}
	return nil
}

// utf8Reason names why a byte sequence is not UTF-8, in the words of
// Python's codec errors.
func utf8Reason(b []byte) string {
	c := b[0]
	var n int
	switch {
	case c >= 0xC2 && c <= 0xDF:
		n = 2
	case c >= 0xE0 && c <= 0xEF:
		n = 3
	case c >= 0xF0 && c <= 0xF4:
		n = 4
	default:
		return "invalid start byte"
	}
	for k := 1; k < n; k++ {
		if k >= len(b) {
			return "unexpected end of data"
		}
		if b[k]&0xC0 != 0x80 {
			return "invalid continuation byte"
		}
	}
	return "invalid continuation byte"
}

// errorAtByte builds an error located at byte offset off of raw source.
func errorAtByte(src []byte, off int, msg string) *SyntaxError {
	line, start := 1, 0
	for i := 0; i < off; i++ {
		if src[i] == '\n' {
			line++
			start = i + 1
		}
	}
	end := off
	for end < len(src) && src[end] != '\n' {
		end++
	}
	text := strings.ToValidUTF8(strings.ReplaceAll(string(src[start:end]), "\x00", " "), "\uFFFD")
	col := utf8.RuneCount(src[start:off]) + 1
	e := newError("SyntaxError", msg, line, col, line, col)
	e.Text = text
	return e
}

// LineText returns line number n (1-based) of src without its newline.
func LineText(src string, n int) string {
	if n <= 0 {
		return ""
	}
	start := 0
	for line := 1; line < n; line++ {
		i := strings.IndexByte(src[start:], '\n')
		if i < 0 {
			return ""
		}
		start += i + 1
	}
	end := strings.IndexByte(src[start:], '\n')
	if end < 0 {
		return src[start:]
	}
	return src[start : start+end]
}
