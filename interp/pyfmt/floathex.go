package pyfmt

import (
	"math"
	"strconv"
)

// FloatHex returns float.hex(f): '0x1.8000000000000p+0', '-0x0.0p+0',
// '0x0.0000000000001p-1022' for the smallest subnormal, 'inf', 'nan'.
func FloatHex(f float64) string {
	switch {
	case math.IsNaN(f):
		return "nan"
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	case f == 0:
		if math.Signbit(f) {
			return "-0x0.0p+0"
		}
		return "0x0.0p+0"
	}
	bits := math.Float64bits(f)
	mant := bits & (1<<52 - 1)
	exp := int(bits>>52) & 0x7FF
	lead := byte('1')
	if exp == 0 {
		lead = '0' // subnormal: 0x0.<mant>p-1022
		exp = -1022
	} else {
		exp -= 1023
	}
	var buf [32]byte
	b := buf[:0]
	if math.Signbit(f) {
		b = append(b, '-')
	}
	b = append(b, '0', 'x', lead, '.')
	for shift := 48; shift >= 0; shift -= 4 {
		b = append(b, hexDigits[(mant>>uint(shift))&0xF])
	}
	b = append(b, 'p')
	if exp >= 0 {
		b = append(b, '+')
	}
	b = strconv.AppendInt(b, int64(exp), 10)
	return string(b)
}

// FloatFromHex parses s as float.fromhex(s) does: optional whitespace, sign,
// '0x', hex digits with an optional point, an optional binary exponent 'p',
// or inf/infinity/nan; rounded half-to-even. It returns CPython's ValueError
// for bad syntax and OverflowError for values too large.
func FloatFromHex(s string) (float64, error) {
	i, end := 0, len(s)
	for i < end && isASCIISpace(s[i]) {
		i++
	}
	for end > i && isASCIISpace(s[end-1]) {
		end--
	}
	body := s[i:end]
	bad := valueErrorf("invalid hexadecimal floating-point string")
	if f, ok := parseSignedInfNaN(body); ok {
		return f, nil
	}
	i = 0
	neg := false
	if i < len(body) && (body[i] == '+' || body[i] == '-') {
		neg = body[i] == '-'
		i++
	}
	if i+1 < len(body) && body[i] == '0' && body[i+1]|0x20 == 'x' {
		i += 2
	}
	// Significant hex digits, without leading zeros; exp counts the binary
	// exponent of the digit string's last digit.
	var mant [17]byte // 16 digits plus a sticky digit
	nm := 0
	sticky := false
	var exp int64
	seen := 0
	intStart := i
	for i < len(body) && hexValue(body[i]) >= 0 {
		addHexDigit(body[i], &mant, &nm, &sticky, &exp, false)
		i++
	}
	seen += i - intStart
	if i < len(body) && body[i] == '.' {
		i++
		fracStart := i
		for i < len(body) && hexValue(body[i]) >= 0 {
			addHexDigit(body[i], &mant, &nm, &sticky, &exp, true)
			i++
		}
		seen += i - fracStart
	}
	if seen == 0 {
		return 0, bad
	}
	if i < len(body) && body[i]|0x20 == 'p' {
		i++
		eneg := false
		if i < len(body) && (body[i] == '+' || body[i] == '-') {
			eneg = body[i] == '-'
			i++
		}
		if i == len(body) || !isDigit(body[i]) {
			return 0, bad
		}
		var e int64
		for i < len(body) && isDigit(body[i]) {
			if e < 1<<40 { // far beyond any representable exponent
				e = e*10 + int64(body[i]-'0')
			}
			i++
		}
		if eneg {
			e = -e
		}
		exp += e
	}
	if i != len(body) {
		return 0, bad
	}
	if nm == 0 {
		return signed(0, neg), nil
	}
	if sticky {
		mant[nm] = '1'
		nm++
		exp -= 4
	}
	// The value is 0x<mant> × 2^exp. Beyond these bounds it certainly
	// overflows or underflows; within them strconv rounds half-to-even.
	top := exp + 4*int64(nm)
	if top > 1100 {
		return 0, overflowErrorf("hexadecimal value too large to represent as a float")
	}
	if top < -1200 {
		return signed(0, neg), nil
	}
	var lit [48]byte
	l := append(lit[:0], "0x"...)
	l = append(l, mant[:nm]...)
	l = append(l, 'p')
	l = strconv.AppendInt(l, exp, 10)
	f, err := strconv.ParseFloat(string(l), 64)
	if err != nil && math.IsInf(f, 0) {
		return 0, overflowErrorf("hexadecimal value too large to represent as a float")
	}
	return signed(f, neg), nil
}

// addHexDigit accumulates one hex digit: leading zeros only move the
// exponent, the first 16 significant digits are kept, later non-zero digits
// set sticky (enough for correct rounding of a 53-bit result).
func addHexDigit(c byte, mant *[17]byte, nm *int, sticky *bool, exp *int64, frac bool) {
	switch {
	case *nm == 0 && c == '0':
		// leading zero
	case *nm < 16:
		mant[*nm] = c
		*nm++
		if !frac {
			return
		}
	default:
		if c != '0' {
			*sticky = true
		}
		if !frac {
			*exp += 4 // dropped integer digit
			return
		}
		return
	}
	if frac {
		*exp -= 4
	}
}

func hexValue(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

func signed(f float64, neg bool) float64 {
	if neg {
		return -f
	}
	return f
}

// parseSignedInfNaN matches [sign] inf|infinity|nan in any case.
func parseSignedInfNaN(s string) (float64, bool) {
	neg := false
	if len(s) > 0 && (s[0] == '+' || s[0] == '-') {
		neg = s[0] == '-'
		s = s[1:]
	}
	f, ok := parseInfNaN(s)
	return signed(f, neg), ok
}
