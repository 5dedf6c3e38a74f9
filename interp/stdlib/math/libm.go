package math

import "github.com/mcpython/mcpython/interp/libm"

// The elementary functions behind the module: CPython calls the C
// library; package libm reproduces glibc's results.
func libAcos(x float64) float64     { return libm.Acos(x) }
func libAcosh(x float64) float64    { return libm.Acosh(x) }
func libAsin(x float64) float64     { return libm.Asin(x) }
func libAsinh(x float64) float64    { return libm.Asinh(x) }
func libAtan(x float64) float64     { return libm.Atan(x) }
func libAtanh(x float64) float64    { return libm.Atanh(x) }
func libAtan2(y, x float64) float64 { return libm.Atan2(y, x) }
func libCos(x float64) float64      { return libm.Cos(x) }
func libCosh(x float64) float64     { return libm.Cosh(x) }
func libExp(x float64) float64      { return libm.Exp(x) }
func libExp2(x float64) float64     { return libm.Exp2(x) }
func libExpm1(x float64) float64    { return libm.Expm1(x) }
func libLog(x float64) float64      { return libm.Log(x) }
func libLog2(x float64) float64     { return libm.Log2(x) }
func libLog10(x float64) float64    { return libm.Log10(x) }
func libLog1p(x float64) float64    { return libm.Log1p(x) }
func libSin(x float64) float64      { return libm.Sin(x) }
func libSinh(x float64) float64     { return libm.Sinh(x) }
func libTan(x float64) float64      { return libm.Tan(x) }
func libTanh(x float64) float64     { return libm.Tanh(x) }
func libErf(x float64) float64      { return libm.Erf(x) }
func libErfc(x float64) float64     { return libm.Erfc(x) }
func libPow(x, y float64) float64   { return libm.Pow(x, y) }
func libCbrt(x float64) float64     { return libm.Cbrt(x) }
