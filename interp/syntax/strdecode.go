package syntax

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// lookupUnicodeName resolves the name of a \N{...} escape, ignoring case
// like CPython. Hangul syllables and CJK ideographs have algorithmic
// names; the rest come from the generated table.
func lookupUnicodeName(name string) (rune, bool) {
	name = strings.ToUpper(name)
	if hex, ok := strings.CutPrefix(name, "CJK UNIFIED IDEOGRAPH-"); ok {
		if len(hex) == 4 || len(hex) == 5 {
			if v, err := strconv.ParseUint(hex, 16, 32); err == nil && unicode.Is(unicode.Unified_Ideograph, rune(v)) {
				return rune(v), true
			}
		}
		return 0, false
	}
	if strings.ContainsAny(name, "\n\t") || name == "" {
		return 0, false
	}
	hex, ok := searchNameTable(name)
	if !ok {
		return 0, false
	}
	v, err := strconv.ParseUint(hex, 16, 32)
	if err != nil {
		return 0, false
	}
	return rune(v), true
}

// searchNameTable binary searches the sorted "\nNAME\tHEX" table for name
// and returns the hex code point.
func searchNameTable(name string) (string, bool) {
	table := unicodeNameTable
	lo, hi := 0, len(table)-1 // table[lo] and table[hi] are '\n'
	for lo < hi {
		mid := lo + (hi-lo)/2
		start := strings.LastIndexByte(table[:mid+1], '\n')
		if start < lo {
			start = lo
		}
		if start >= hi {
			break
		}
		end := start + 1 + strings.IndexByte(table[start+1:], '\n')
		tab := start + 1 + strings.IndexByte(table[start+1:end], '\t')
		switch entry := table[start+1 : tab]; {
		case entry == name:
			return table[tab+1 : end], true
		case entry < name:
			lo = end
		default:
			hi = start
		}
	}
	return "", false
}

// escapeError is a bad escape in a literal, worded like CPython's codec
// errors.
type escapeError struct{ msg string }

// decodeStr decodes the body of a non-raw str literal.
func decodeStr(body string) (string, *escapeError) {
	i := strings.IndexByte(body, '\\')
	if i < 0 {
		return body, nil
	}
	var b strings.Builder
	b.Grow(len(body))
	b.WriteString(body[:i])
	for i < len(body) {
		c := body[i]
		if c != '\\' {
			j := i + 1
			for j < len(body) && body[j] != '\\' {
				j++
			}
			b.WriteString(body[i:j])
			i = j
			continue
		}
		if i+1 >= len(body) {
			b.WriteByte('\\')
			break
		}
		start := i
		c = body[i+1]
		i += 2
		switch c {
		case '\n':
		case '\\', '\'', '"':
			b.WriteByte(c)
		case 'a':
			b.WriteByte('\a')
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'v':
			b.WriteByte('\v')
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v := rune(c - '0')
			for k := 0; k < 2 && i < len(body) && body[i] >= '0' && body[i] <= '7'; k++ {
				v = v*8 + rune(body[i]-'0')
				i++
			}
			b.WriteRune(v)
		case 'x', 'u', 'U':
			n := 2
			if c == 'u' {
				n = 4
			} else if c == 'U' {
				n = 8
			}
			v, ok := hexRun(body[i:], n)
			if !ok {
				end := i
				for end < len(body) && end-i < n && isHexDigit(body[end]) {
					end++
				}
				return "", strEscapeError(body, start, end, fmt.Sprintf("truncated \\%s escape", escapeShape(c)))
			}
			i += n
			if v > unicode.MaxRune {
				return "", strEscapeError(body, start, i, "illegal Unicode character")
			}
			b.WriteRune(rune(v))
		case 'N':
			if i >= len(body) || body[i] != '{' {
				return "", strEscapeError(body, start, i, "malformed \\N character escape")
			}
			end := strings.IndexByte(body[i:], '}')
			if end < 0 {
				return "", strEscapeError(body, start, len(body), "malformed \\N character escape")
			}
			r, ok := lookupUnicodeName(body[i+1 : i+end])
			if !ok {
				return "", strEscapeError(body, start, i+end+1, "unknown Unicode character name")
			}
			i += end + 1
			b.WriteRune(r)
		default:
			// Unknown escapes keep their backslash (CPython only warns).
			b.WriteByte('\\')
			i--
		}
	}
	return b.String(), nil
}

func escapeShape(c byte) string {
	switch c {
	case 'x':
		return "xXX"
	case 'u':
		return "uXXXX"
	}
	return "UXXXXXXXX"
}

// hexRun parses exactly n hex digits at the start of s.
func hexRun(s string, n int) (uint64, bool) {
	if len(s) < n {
		return 0, false
	}
	var v uint64
	for k := 0; k < n; k++ {
		c := s[k]
		if !isHexDigit(c) {
			return 0, false
		}
		d := uint64(c - '0')
		if c > '9' {
			d = uint64(c|0x20-'a') + 10
		}
		v = v*16 + d
	}
	return v, true
}

// strEscapeError words an escape error like CPython's unicodeescape codec.
// Byte positions count as CPython's pre-pass sees the body: every
// non-ASCII character becomes a 10-byte \U escape.
func strEscapeError(body string, start, end int, reason string) *escapeError {
	pos := func(limit int) int {
		p := 0
		for i := 0; i < limit && i < len(body); {
			if body[i] < utf8.RuneSelf {
				if body[i] == '\\' && (i+1 >= len(body) || body[i+1] >= utf8.RuneSelf) {
					p += 5
				}
				p++
				i++
				continue
			}
			_, size := utf8.DecodeRuneInString(body[i:])
			p += 10
			i += size
		}
		return p
	}
	return &escapeError{msg: fmt.Sprintf("(unicode error) 'unicodeescape' codec can't decode bytes in position %d-%d: %s",
		pos(start), pos(end)-1, reason)}
}

// decodeBytes decodes the body of a bytes literal; raw keeps escapes.
func decodeBytes(body string, raw bool) (string, *escapeError) {
	for i := 0; i < len(body); i++ {
		if body[i] >= utf8.RuneSelf {
			return "", &escapeError{msg: "bytes can only contain ASCII literal characters"}
		}
	}
	i := strings.IndexByte(body, '\\')
	if raw || i < 0 {
		return body, nil
	}
	b := make([]byte, 0, len(body))
	b = append(b, body[:i]...)
	for i < len(body) {
		c := body[i]
		if c != '\\' || i+1 >= len(body) {
			b = append(b, c)
			i++
			continue
		}
		c = body[i+1]
		i += 2
		switch c {
		case '\n':
		case '\\', '\'', '"':
			b = append(b, c)
		case 'a':
			b = append(b, '\a')
		case 'b':
			b = append(b, '\b')
		case 'f':
			b = append(b, '\f')
		case 'n':
			b = append(b, '\n')
		case 'r':
			b = append(b, '\r')
		case 't':
			b = append(b, '\t')
		case 'v':
			b = append(b, '\v')
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v := int(c - '0')
			for k := 0; k < 2 && i < len(body) && body[i] >= '0' && body[i] <= '7'; k++ {
				v = v*8 + int(body[i]-'0')
				i++
			}
			b = append(b, byte(v))
		case 'x':
			v, ok := hexRun(body[i:], 2)
			if !ok {
				return "", &escapeError{msg: fmt.Sprintf("(value error) invalid \\x escape at position %d", i-2)}
			}
			b = append(b, byte(v))
			i += 2
		default:
			b = append(b, '\\', c)
		}
	}
	return string(b), nil
}
