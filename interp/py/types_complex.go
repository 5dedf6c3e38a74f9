package py

import (
	"math"

	"github.com/mcpython/mcpython/interp/libm"
)

// Complex arithmetic as CPython computes it (complexobject.c), so results
// match to the last bit: products without fused multiply-add, Smith's
// division, and integer powers by repeated squaring.

func cProd(a, b complex128) complex128 {
	re := float64(real(a)*real(b)) - float64(imag(a)*imag(b))
	im := float64(real(a)*imag(b)) + float64(imag(a)*real(b))
	return complex(re, im)
}

// cQuot divides; ok is false for division by zero.
func cQuot(a, b complex128) (complex128, bool) {
	absRe, absIm := math.Abs(real(b)), math.Abs(imag(b))
	switch {
	case absRe >= absIm:
		if absRe == 0 {
			return 0, false
		}
		ratio := imag(b) / real(b)
		denom := real(b) + float64(imag(b)*ratio)
		return complex((real(a)+float64(imag(a)*ratio))/denom, (imag(a)-float64(real(a)*ratio))/denom), true
	case absIm >= absRe:
		ratio := real(b) / imag(b)
		denom := float64(real(b)*ratio) + imag(b)
		return complex((float64(real(a)*ratio)+imag(a))/denom, (float64(imag(a)*ratio)-real(a))/denom), true
	}
	return complex(math.NaN(), math.NaN()), true
}

func cPowu(x complex128, n int64) complex128 {
	r, p := complex(1, 0), x
	for mask := int64(1); mask > 0 && n >= mask; mask <<= 1 {
		if n&mask != 0 {
			r = cProd(r, p)
		}
		p = cProd(p, p)
	}
	return r
}

// cPow is complex ** complex; err is ZeroDivisionError or OverflowError
// as CPython raises them.
func cPow(a, b complex128) (complex128, error) {
	var r complex128
	edom := false
	if imag(b) == 0 && real(b) == math.Floor(real(b)) && math.Abs(real(b)) <= 100 {
		n := int64(real(b))
		if n >= 0 {
			r = cPowu(a, n)
		} else {
			var ok bool
			if r, ok = cQuot(1, cPowu(a, -n)); !ok {
				edom = true
			}
		}
	} else {
		switch {
		case b == 0:
			r = 1
		case a == 0:
			if imag(b) != 0 || real(b) < 0 {
				edom = true
			}
			r = 0
		default:
			vabs := math.Hypot(real(a), imag(a))
			length := libm.Pow(vabs, real(b))
			at := math.Atan2(imag(a), real(a))
			phase := at * real(b)
			if imag(b) != 0 {
				length /= libm.Exp(at * imag(b))
				phase += imag(b) * libm.Log(vabs)
			}
			sin, cos := libm.Sin(phase), libm.Cos(phase)
			r = complex(length*cos, length*sin)
		}
	}
	if edom {
		return 0, Errorf(ZeroDivisionErrorType, "0.0 to a negative or complex power")
	}
	if math.IsInf(real(r), 0) || math.IsInf(imag(r), 0) {
		return 0, Errorf(OverflowErrorType, "complex exponentiation")
	}
	return r, nil
}
