// Package libm holds the elementary functions of mcpython's Python:
// results identical to those of CPython on Linux (glibc's libm) in all but
// rare cases. exp, exp2, log, log2, pow, sin, cos, tan, atan, atan2, asin
// and acos are evaluated in double-double and rounded once (glibc's are
// correctly rounded in nearly all cases); the functions glibc computes
// with fdlibm's formulas (sinh, cosh, tanh, asinh, acosh, atanh, log10,
// erf, erfc) use the same formulas over these, and expm1/log1p are Go's
// fdlibm ports. Every function is safe for concurrent use.
package libm

import "math"

// Exp is e**x.
func Exp(x float64) float64 { return crExp(x) }

// Exp2 is 2**x.
func Exp2(x float64) float64 { return crExp2(x) }

// Expm1 is e**x - 1.
func Expm1(x float64) float64 { return math.Expm1(x) }

// Log is the natural logarithm (NaN for negative x, -Inf for zero).
func Log(x float64) float64 { return crLog(x) }

// Log2 is the base-2 logarithm, exact for powers of two.
func Log2(x float64) float64 { return crLog2(x) }

// Log10 is the base-10 logarithm.
func Log10(x float64) float64 { return fdLog10(x) }

// Log1p is log(1+x).
func Log1p(x float64) float64 { return math.Log1p(x) }

// Pow is x**y with the IEEE special values of C's pow.
func Pow(x, y float64) float64 {
	if math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0) {
		return math.Pow(x, y)
	}
	return crPow(x, y)
}

// Sin, Cos and Tan take radians.
func Sin(x float64) float64 { return crSin(x) }

// Cos is the cosine.
func Cos(x float64) float64 { return crCos(x) }

// Tan is the tangent.
func Tan(x float64) float64 { return crTan(x) }

// Atan is the arc tangent.
func Atan(x float64) float64 { return crAtan(x) }

// Atan2 is the angle of (x, y); special values follow C99.
func Atan2(y, x float64) float64 {
	if math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0) || x == 0 || y == 0 {
		return math.Atan2(y, x)
	}
	return crAtan2(y, x)
}

// Asin is the arc sine.
func Asin(x float64) float64 { return crAsin(x) }

// Acos is the arc cosine.
func Acos(x float64) float64 { return crAcos(x) }

// Sinh is the hyperbolic sine.
func Sinh(x float64) float64 { return fdSinh(x) }

// Cosh is the hyperbolic cosine.
func Cosh(x float64) float64 { return fdCosh(x) }

// Tanh is the hyperbolic tangent.
func Tanh(x float64) float64 { return fdTanh(x) }

// Asinh is the inverse hyperbolic sine.
func Asinh(x float64) float64 { return fdAsinh(x) }

// Acosh is the inverse hyperbolic cosine.
func Acosh(x float64) float64 { return fdAcosh(x) }

// Atanh is the inverse hyperbolic tangent.
func Atanh(x float64) float64 { return fdAtanh(x) }

// Erf is the error function.
func Erf(x float64) float64 { return fdErf(x) }

// Erfc is the complementary error function.
func Erfc(x float64) float64 { return fdErfc(x) }

// Cbrt is the cube root, computed as glibc does.
func Cbrt(x float64) float64 { return glibcCbrt(x) }
