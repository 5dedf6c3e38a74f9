package syntax

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"
)

// pyRepr formats a Constant value as Python's repr() does.
func pyRepr(v any) string {
	switch v := v.(type) {
	case NoneValue:
		return "None"
	case EllipsisValue:
		return "Ellipsis"
	case bool:
		if v {
			return "True"
		}
		return "False"
	case int64:
		return strconv.FormatInt(v, 10)
	case *big.Int:
		return v.String()
	case float64:
		return floatRepr(v)
	case complex128:
		return complexRepr(v)
	case string:
		return strRepr(v)
	case Bytes:
		return bytesRepr(string(v))
	}
	return "?"
}

// floatRepr follows Python's repr for floats: the shortest round-trip
// digits, in fixed notation when the exponent is between -4 and 16.
func floatRepr(f float64) string {
	return formatFloat(f, true)
}

func formatFloat(f float64, addDotZero bool) string {
	switch {
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	case math.IsNaN(f):
		return "nan"
	}
	s := strconv.FormatFloat(f, 'e', -1, 64)
	sign := ""
	if s[0] == '-' {
		sign, s = "-", s[1:]
	}
	epos := strings.IndexByte(s, 'e')
	mant, exp := s[:epos], s[epos+1:]
	digits := strings.Replace(mant, ".", "", 1)
	e, _ := strconv.Atoi(exp)
	decpt := e + 1
	var b strings.Builder
	b.WriteString(sign)
	if decpt <= -4 || decpt > 16 {
		b.WriteByte(digits[0])
		if len(digits) > 1 {
			b.WriteByte('.')
			b.WriteString(digits[1:])
		}
		b.WriteByte('e')
		x := decpt - 1
		if x < 0 {
			b.WriteByte('-')
			x = -x
		} else {
			b.WriteByte('+')
		}
		if x < 10 {
			b.WriteByte('0')
		}
		b.WriteString(strconv.Itoa(x))
		return b.String()
	}
	switch {
	case decpt <= 0:
		b.WriteString("0.")
		b.WriteString(strings.Repeat("0", -decpt))
		b.WriteString(digits)
	case decpt >= len(digits):
		b.WriteString(digits)
		b.WriteString(strings.Repeat("0", decpt-len(digits)))
		if addDotZero {
			b.WriteString(".0")
		}
	default:
		b.WriteString(digits[:decpt])
		b.WriteByte('.')
		b.WriteString(digits[decpt:])
	}
	return b.String()
}

// complexRepr follows Python's repr for complex numbers.
func complexRepr(c complex128) string {
	re, im := real(c), imag(c)
	if re == 0 && !math.Signbit(re) {
		return formatFloat(im, false) + "j"
	}
	sign := "+"
	if im < 0 || math.Signbit(im) && !math.IsNaN(im) {
		sign = "-"
		im = -im
	}
	return "(" + formatFloat(re, false) + sign + formatFloat(im, false) + "j)"
}

// strRepr quotes a string like Python's repr.
func strRepr(s string) string {
	quote := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		quote = '"'
	}
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte(quote)
	for _, r := range s {
		switch {
		case r == rune(quote) || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < ' ' || r == 0x7f:
			b.WriteString(`\x`)
			b.WriteString(hex2(uint32(r)))
		case r < utf8.RuneSelf:
			b.WriteRune(r)
		case isPrintable(r):
			b.WriteRune(r)
		case r <= 0xff:
			b.WriteString(`\x`)
			b.WriteString(hex2(uint32(r)))
		case r <= 0xffff:
			b.WriteString(`\u`)
			b.WriteString(hexN(uint32(r), 4))
		default:
			b.WriteString(`\U`)
			b.WriteString(hexN(uint32(r), 8))
		}
	}
	b.WriteByte(quote)
	return b.String()
}

// bytesRepr quotes bytes like Python's repr.
func bytesRepr(s string) string {
	quote := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		quote = '"'
	}
	var b strings.Builder
	b.WriteByte('b')
	b.WriteByte(quote)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == quote || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c == '\t':
			b.WriteString(`\t`)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\r':
			b.WriteString(`\r`)
		case c < ' ' || c >= 0x7f:
			b.WriteString(`\x`)
			b.WriteString(hex2(uint32(c)))
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte(quote)
	return b.String()
}

func hex2(v uint32) string { return hexN(v, 2) }

func hexN(v uint32, n int) string {
	s := strconv.FormatUint(uint64(v), 16)
	return strings.Repeat("0", n-len(s)) + s
}

// Repr is Python's repr of a constant's value (a Constant node's Value).
func Repr(v any) string { return pyRepr(v) }
