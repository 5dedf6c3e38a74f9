package pyfmt

import (
	"math"
	"strconv"
)

// floatFlags are the options of CPython's PyOS_double_to_string.
type floatFlags uint8

const (
	flagAddDot0 floatFlags = 1 << iota // ensure ".0" on integers in fixed notation
	flagAlt                            // '#': keep the point and trailing zeros
	flagNoNeg0                         // 'z': a result that rounds to zero loses its '-'
)

// appendFloat appends f converted as PyOS_double_to_string does. code is one of
// 'e' 'E' 'f' 'F' 'g' 'G' 'r' (repr: shortest digits, prec ignored). The result
// has a leading '-' for negative values and no other sign.
func appendFloat(dst []byte, f float64, code byte, prec int, flags floatFlags) []byte {
	upper := false
	switch code {
	case 'E', 'F', 'G':
		upper = true
		code += 'a' - 'A'
	}
	if math.IsInf(f, 0) || math.IsNaN(f) {
		if math.IsNaN(f) { // the sign of a NaN is never shown
			if upper {
				return append(dst, "NAN"...)
			}
			return append(dst, "nan"...)
		}
		if f < 0 {
			dst = append(dst, '-')
		}
		if upper {
			return append(dst, "INF"...)
		}
		return append(dst, "inf"...)
	}

	var scratch [40]byte
	var digits []byte
	var decpt int
	switch code {
	case 'e':
		digits, decpt = sigDigits(scratch[:0], f, prec+1)
	case 'f':
		digits, decpt = fixedDigits(scratch[:0], f, prec)
	case 'g':
		if prec == 0 {
			prec = 1 // precision 0 makes no sense for 'g'
		}
		digits, decpt = sigDigits(scratch[:0], f, prec)
	default: // 'r'
		digits, decpt = shortestDigits(scratch[:0], f)
	}
	neg := math.Signbit(f)
	if neg && flags&flagNoNeg0 != 0 && (len(digits) == 0 || (len(digits) == 1 && digits[0] == '0')) {
		neg = false
	}
	return layoutDigits(dst, digits, decpt, code, prec, neg, upper, flags)
}

// layoutDigits places the point, zero padding and exponent around digits, the
// way CPython's format_float_short does: the output is a slice of the digit
// string padded with zeros on both sides, [start, end) relative to digit 0.
func layoutDigits(dst, digits []byte, decpt int, code byte, prec int, neg, upper bool, flags floatFlags) []byte {
	alt := flags&flagAlt != 0
	addDot0 := flags&flagAddDot0 != 0
	nd := len(digits)
	useExp := false
	end := nd
	switch code {
	case 'e':
		useExp = true
		end = prec + 1
	case 'f':
		end = decpt + prec
	case 'g':
		limit := prec
		if addDot0 {
			limit = prec - 1
		}
		if decpt <= -4 || decpt > limit {
			useExp = true
		}
		if alt {
			end = prec
		}
	default: // 'r': switch to exponent notation at 1e16
		if decpt <= -4 || decpt > 16 {
			useExp = true
		}
	}
	exp := 0
	if useExp {
		exp = decpt - 1
		decpt = 1
	}
	start := 0
	if decpt <= 0 {
		start = decpt - 1
	}
	if !useExp && addDot0 {
		end = max(end, decpt+1)
	} else {
		end = max(end, decpt)
	}

	if neg {
		dst = append(dst, '-')
	}
	if decpt <= 0 {
		dst = appendZeros(dst, decpt-start)
		dst = append(dst, '.')
		dst = appendZeros(dst, -decpt)
	} else {
		dst = appendZeros(dst, -start)
	}
	if 0 < decpt && decpt <= nd {
		dst = append(dst, digits[:decpt]...)
		dst = append(dst, '.')
		dst = append(dst, digits[decpt:]...)
	} else {
		dst = append(dst, digits...)
	}
	if nd < decpt {
		dst = appendZeros(dst, decpt-nd)
		dst = append(dst, '.')
		dst = appendZeros(dst, end-decpt)
	} else {
		dst = appendZeros(dst, end-nd)
	}
	if dst[len(dst)-1] == '.' && !alt {
		dst = dst[:len(dst)-1]
	}
	if useExp {
		if upper {
			dst = append(dst, 'E')
		} else {
			dst = append(dst, 'e')
		}
		if exp < 0 {
			dst = append(dst, '-')
			exp = -exp
		} else {
			dst = append(dst, '+')
		}
		if exp < 10 {
			dst = append(dst, '0')
		}
		dst = strconv.AppendInt(dst, int64(exp), 10)
	}
	return dst
}

func appendZeros(dst []byte, n int) []byte {
	for ; n > 0; n-- {
		dst = append(dst, '0')
	}
	return dst
}

// FloatRepr returns repr(f) (also str(f)): the shortest digits that round-trip,
// in fixed notation with at least one digit after the point when
// 1e-4 <= |f| < 1e16, else in exponent notation ('1e+16', '1.5e-05').
func FloatRepr(f float64) string {
	var buf [32]byte
	return string(appendFloat(buf[:0], f, 'r', 0, flagAddDot0))
}

// AppendFloatRepr appends repr(f) to dst.
func AppendFloatRepr(dst []byte, f float64) []byte {
	return appendFloat(dst, f, 'r', 0, flagAddDot0)
}
