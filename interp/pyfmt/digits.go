package pyfmt

import (
	"math"
	"strconv"
)

// Digit generation in the shape of David Gay's dtoa, which CPython uses: a
// string of significant decimal digits without leading or trailing zeros and
// decpt, the position of the decimal point, so the value is 0.DIGITS × 10^decpt.
// Zero is "0" with decpt 1. strconv does the correctly rounded conversions
// (shortest round-trip, and round-half-even on the exact binary value for a
// fixed digit count, as dtoa does); these helpers only reshape its output.

// shortestDigits appends the shortest round-tripping digits of |f| (dtoa mode 0).
func shortestDigits(dst []byte, f float64) ([]byte, int) {
	return sciDigits(dst, f, -1)
}

// sigDigits appends |f| correctly rounded to n >= 1 significant digits (dtoa mode 2).
func sigDigits(dst []byte, f float64, n int) ([]byte, int) {
	return sciDigits(dst, f, n-1)
}

// sciDigits formats |f| with strconv's 'e' verb and reshapes the result.
func sciDigits(dst []byte, f float64, prec int) ([]byte, int) {
	f = math.Abs(f)
	var scratch [32]byte
	s := strconv.AppendFloat(scratch[:0], f, 'e', prec, 64)
	// s is d[.ddd]e±XX
	start := len(dst)
	i := 0
	for ; i < len(s) && s[i] != 'e'; i++ {
		if s[i] != '.' {
			dst = append(dst, s[i])
		}
	}
	exp := 0
	neg := s[i+1] == '-'
	for _, c := range s[i+2:] {
		exp = exp*10 + int(c-'0')
	}
	if neg {
		exp = -exp
	}
	dst = trimTrailingZeros(dst, start)
	if len(dst) == start+1 && dst[start] == '0' {
		return dst, 1
	}
	return dst, exp + 1
}

// fixedDigits appends |f| correctly rounded to n >= 0 digits after the point
// (dtoa mode 3). A value that rounds to zero yields no digits and decpt -n.
func fixedDigits(dst []byte, f float64, n int) ([]byte, int) {
	f = math.Abs(f)
	if f == 0 {
		return append(dst, '0'), 1
	}
	var scratch [64]byte
	s := strconv.AppendFloat(scratch[:0], f, 'f', n, 64)
	intLen := len(s)
	for i, c := range s {
		if c == '.' {
			intLen = i
			break
		}
	}
	start := len(dst)
	decpt := intLen
	leading := true
	for _, c := range s {
		if c == '.' {
			continue
		}
		if leading && c == '0' {
			decpt--
			continue
		}
		leading = false
		dst = append(dst, c)
	}
	dst = trimTrailingZeros(dst, start)
	if len(dst) == start {
		return dst, -n
	}
	return dst, decpt
}

func trimTrailingZeros(dst []byte, start int) []byte {
	end := len(dst)
	for end > start+1 && dst[end-1] == '0' {
		end--
	}
	return dst[:end]
}
