package math

import "math"

// The elementary functions behind the module. CPython calls the C
// library; these are Go's implementations.
var (
	libAcos  = math.Acos
	libAcosh = math.Acosh
	libAsin  = math.Asin
	libAsinh = math.Asinh
	libAtan  = math.Atan
	libAtanh = math.Atanh
	libAtan2 = math.Atan2
	libCos   = math.Cos
	libCosh  = math.Cosh
	libExp   = math.Exp
	libExp2  = math.Exp2
	libExpm1 = math.Expm1
	libLog   = math.Log
	libLog1p = math.Log1p
	libSin   = math.Sin
	libSinh  = math.Sinh
	libTan   = math.Tan
	libTanh  = math.Tanh
	libErf   = math.Erf
	libErfc  = math.Erfc
	libPow   = math.Pow
)
