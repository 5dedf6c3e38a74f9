package pyfmt

import (
	"math"
	"math/big"
)

// DefaultMaxStrDigits is CPython's default limit on the number of decimal
// digits converted between int and str (sys.set_int_max_str_digits).
const DefaultMaxStrDigits = 4300

// maxStrDigitsThreshold is the smallest limit CPython accepts; below this many
// digits no check is made.
const maxStrDigitsThreshold = 640

// CheckIntDigitsLimit returns CPython's ValueError if an int with n decimal
// digits may not be converted to str under limit (0: no limit).
func CheckIntDigitsLimit(n, limit int) error {
	if limit > 0 && n > limit {
		return valueErrorf("Exceeds the limit (%d digits) for integer string conversion; "+
			"use sys.set_int_max_str_digits() to increase the limit", limit)
	}
	return nil
}

// checkParseDigits is the str->int form of the check, which names the count.
func checkParseDigits(n, limit int) error {
	if limit > 0 && n > maxStrDigitsThreshold && n > limit {
		return valueErrorf("Exceeds the limit (%d digits) for integer string conversion: "+
			"value has %d digits; use sys.set_int_max_str_digits() to increase the limit", limit, n)
	}
	return nil
}

// checkBigDigits applies the int->str limit to x before converting it, using
// the bit length to avoid the quadratic conversion of huge values.
func checkBigDigits(x *big.Int, limit int) error {
	if limit <= 0 {
		return nil
	}
	bits := x.BitLen()
	// digits is floor(log10(|x|)) + 1; bits bound log2(|x|) within 1.
	lo := int(float64(bits-1)*math.Log10(2)) + 1
	if lo > limit+1 {
		return CheckIntDigitsLimit(lo, limit)
	}
	hi := int(float64(bits)*math.Log10(2)) + 1
	if hi <= limit {
		return nil
	}
	return CheckIntDigitsLimit(len(new(big.Int).Abs(x).Text(10)), limit)
}

// FormatBigDecimal returns str(x) with CPython's digit limit (0: no limit).
func FormatBigDecimal(x *big.Int, maxDigits int) (string, error) {
	if x.IsInt64() {
		return bigSmallString(x), nil
	}
	if err := checkBigDigits(x, maxDigits); err != nil {
		return "", err
	}
	return x.Text(10), nil
}

func bigSmallString(x *big.Int) string {
	var buf [24]byte
	return string(x.Append(buf[:0], 10))
}
