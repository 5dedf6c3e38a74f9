package pyfmt

import (
	"math"
	"math/big"
	"strconv"
)

// RoundHalfEven rounds x to the nearest integer, ties to even: the float
// behind round(x) with no ndigits (see FloatToInt for the int result).
func RoundHalfEven(x float64) float64 {
	return math.RoundToEven(x)
}

// FloatToInt converts a float to an int by truncation toward zero, as int(x)
// does, with CPython's errors for inf ("cannot convert float infinity to
// integer", OverflowError) and nan (ValueError).
func FloatToInt(x float64) (*big.Int, error) {
	switch {
	case math.IsNaN(x):
		return nil, valueErrorf("cannot convert float NaN to integer")
	case math.IsInf(x, 0):
		return nil, overflowErrorf("cannot convert float infinity to integer")
	}
	x = math.Trunc(x)
	if x >= -(1<<63) && x < 1<<63 {
		return big.NewInt(int64(x)), nil
	}
	z, _ := new(big.Float).SetFloat64(x).Int(nil)
	return z, nil
}

// Bounds beyond which round(x, n) is x itself or a signed zero, as in
// CPython's float.__round__.
const (
	roundDigitsMax = 323  // (DBL_MANT_DIG - DBL_MIN_EXP) * log10(2)
	roundDigitsMin = -308 // -(DBL_MAX_EXP + 1) * log10(2)
)

// FloatRound returns round(x, ndigits): x rounded to a multiple of
// 10**-ndigits, correctly rounded, with ties (on the exact binary value of x)
// going to even. round(0.125, 2) is 0.12, round(2.675, 2) is 2.67 (2.675 is
// really 2.67499...). nan and ±inf round to themselves. A result too large to
// represent is CPython's OverflowError "rounded value too large to represent".
func FloatRound(x float64, ndigits int) (float64, error) {
	switch {
	case math.IsNaN(x) || math.IsInf(x, 0):
		return x, nil
	case ndigits > roundDigitsMax:
		return x, nil
	case ndigits < roundDigitsMin:
		return 0 * x, nil // zero with the sign of x
	}
	var digits string
	var exp int
	if ndigits >= 0 {
		// strconv's fixed notation is the correctly rounded decimal string.
		s := strconv.FormatFloat(x, 'f', ndigits, 64)
		digits, exp = s, 0
	} else {
		// Round x / 10**k to an integer, exactly, then scale back.
		k := -ndigits
		q := new(big.Rat).SetFloat64(x)
		pow := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(k)), nil)
		q.Quo(q, new(big.Rat).SetInt(pow))
		n := roundRatHalfEven(q)
		if n.Sign() == 0 {
			return 0 * x, nil
		}
		digits, exp = n.String(), k
	}
	lit := digits
	if exp != 0 {
		lit += "e" + strconv.Itoa(exp)
	}
	r, err := strconv.ParseFloat(lit, 64)
	if err != nil && math.IsInf(r, 0) {
		return 0, overflowErrorf("rounded value too large to represent")
	}
	if r == 0 {
		r = 0 * x // CPython keeps the sign of x on zero results
	}
	return r, nil
}

// roundRatHalfEven rounds q to the nearest integer, ties to even.
func roundRatHalfEven(q *big.Rat) *big.Int {
	num, den := q.Num(), q.Denom()
	quo, rem := new(big.Int).QuoRem(num, den, new(big.Int))
	// Compare 2|rem| with den.
	twice := new(big.Int).Abs(rem)
	twice.Lsh(twice, 1)
	switch c := twice.Cmp(den); {
	case c > 0, c == 0 && quo.Bit(0) == 1:
		if num.Sign() < 0 {
			quo.Sub(quo, big.NewInt(1))
		} else {
			quo.Add(quo, big.NewInt(1))
		}
	}
	return quo
}
