package pyfmt

import (
	"math"
	"strconv"
	"strings"
)

// ParseFloat parses s as float(s) does for a str: surrounding whitespace (any
// Unicode space), Unicode decimal digits, a sign, decimal digits with an
// optional point and exponent, single underscores between digits, and
// "inf"/"infinity"/"nan" in any case. Hexadecimal is not accepted (that is
// float.fromhex). Out-of-range values become ±inf or ±0 without error.
func ParseFloat(s string) (float64, error) {
	f, ok := parseFloatASCII(asciiNumber(s))
	if !ok {
		return 0, valueErrorf("could not convert string to float: %s", Repr(s))
	}
	return f, nil
}

// ParseFloatBytes parses b as float(b) does for bytes: ASCII only, and errors
// show the bytes repr.
func ParseFloatBytes(b []byte) (float64, error) {
	f, ok := parseFloatASCII(string(b))
	if !ok {
		return 0, valueErrorf("could not convert string to float: %s", BytesRepr(b))
	}
	return f, nil
}

// parseFloatASCII follows CPython's float_from_string: underscores are only
// allowed between digits and removed first, then whitespace is stripped and
// the rest must be one number.
func parseFloatASCII(a string) (float64, bool) {
	if strings.IndexByte(a, '_') >= 0 {
		var clean []byte
		prev := byte(0)
		for i := 0; i < len(a); i++ {
			c := a[i]
			if c == '_' {
				if !isDigit(prev) {
					return 0, false
				}
			} else {
				if prev == '_' && !isDigit(c) {
					return 0, false
				}
				clean = append(clean, c)
			}
			prev = c
		}
		if prev == '_' {
			return 0, false
		}
		a = string(clean)
	}
	i, j := 0, len(a)
	for i < j && isASCIISpace(a[i]) {
		i++
	}
	for j > i && isASCIISpace(a[j-1]) {
		j--
	}
	return parseDecimalFloat(a[i:j])
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// parseDecimalFloat accepts exactly [sign] (digits [. digits*] | . digits)
// [(e|E) [sign] digits] or [sign] inf|infinity|nan, as CPython's
// _PyOS_ascii_strtod does, and rounds correctly.
func parseDecimalFloat(s string) (float64, bool) {
	i := 0
	neg := false
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		neg = s[i] == '-'
		i++
	}
	if f, ok := parseInfNaN(s[i:]); ok {
		if neg {
			f = -f
		}
		return f, true
	}
	digits := 0
	for i < len(s) && isDigit(s[i]) {
		i++
		digits++
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && isDigit(s[i]) {
			i++
			digits++
		}
	}
	if digits == 0 {
		return 0, false
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		expDigits := 0
		for i < len(s) && isDigit(s[i]) {
			i++
			expDigits++
		}
		if expDigits == 0 {
			return 0, false
		}
	}
	if i != len(s) {
		return 0, false
	}
	// The syntax is now a subset of Go's; strconv rounds correctly and
	// reports out-of-range values as ±Inf or 0 with ErrRange, which Python
	// accepts silently.
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); !ok || ne.Err != strconv.ErrRange {
			return 0, false
		}
	}
	return f, true
}

// parseInfNaN matches "inf", "infinity" or "nan" in any case, exactly.
func parseInfNaN(s string) (float64, bool) {
	switch {
	case strings.EqualFold(s, "inf"), strings.EqualFold(s, "infinity"):
		return math.Inf(1), true
	case strings.EqualFold(s, "nan"):
		return math.NaN(), true
	}
	return 0, false
}
