package math

import (
	"math"

	"github.com/mcpython/mcpython/interp/py"
)

// Gamma and log-gamma by the Lanczos approximation (N=13,
// g=6.024680040776729583740234375) as a rational function, with the
// reflection formula for negative arguments: the method CPython uses, so
// that results agree with it to the last bit wherever exp, pow and log do.

const (
	lanczosG          = 6.024680040776729583740234375
	lanczosGMinusHalf = 5.524680040776729583740234375
	logPi             = 1.144729885849400174143427351353058711647
)

var lanczosNum = [13]float64{
	23531376880.410759688572007674451636754734846804940,
	42919803642.649098768957899047001988850926355848959,
	35711959237.355668049440185451547166705960488635843,
	17921034426.037209699919755754458931112671403265390,
	6039542586.3520280050642916443072979210699388420708,
	1439720407.3117216736632230727949123939715485786772,
	248874557.86205415651146038641322942321632125127801,
	31426415.585400194380614231628318205362874684987640,
	2876370.6289353724412254090516208496135991145378768,
	186056.26539522349504029498971604569928220784236328,
	8071.6720023658162106380029022722506138218516325024,
	210.82427775157934587250973392071336271166969580291,
	2.5066282746310002701649081771338373386264310793408,
}

// lanczosDen are the coefficients of x*(x+1)*...*(x+11).
var lanczosDen = [13]float64{0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0,
	13339535.0, 2637558.0, 357423.0, 32670.0, 1925.0, 66.0, 1.0}

// gammaIntegral[i] is gamma(i+1) = i!, exact in a double up to 22!.
var gammaIntegral = [23]float64{1.0, 1.0, 2.0, 6.0, 24.0, 120.0, 720.0, 5040.0, 40320.0, 362880.0,
	3628800.0, 39916800.0, 479001600.0, 6227020800.0, 87178291200.0, 1307674368000.0,
	20922789888000.0, 355687428096000.0, 6402373705728000.0, 121645100408832000.0,
	2432902008176640000.0, 51090942171709440000.0, 1124000727777607680000.0}

func lanczosSum(x float64) float64 {
	var num, den float64
	if x < 5.0 {
		for i := 12; i >= 0; i-- {
			num = num*x + lanczosNum[i]
			den = den*x + lanczosDen[i]
		}
	} else {
		// in 1/x to avoid overflow
		for i := 0; i < 13; i++ {
			num = num/x + lanczosNum[i]
			den = den/x + lanczosDen[i]
		}
	}
	return num / den
}

// sinpi is sin(pi*x), accurate for integral and near-integral x.
func sinpi(x float64) float64 {
	y := math.Mod(math.Abs(x), 2.0)
	n := int(math.Round(2.0 * y)) // C round(): halves away from zero
	var r float64
	switch n {
	case 0:
		r = libSin(math.Pi * y)
	case 1:
		r = libCos(math.Pi * (y - 0.5))
	case 2:
		r = libSin(math.Pi * (1.0 - y))
	case 3:
		r = -libCos(math.Pi * (y - 1.5))
	default:
		r = libSin(math.Pi * (y - 2.0))
	}
	return math.Copysign(1.0, x) * r
}

// gammaErr marks results CPython reports as errors: domain (EDOM) or
// range (ERANGE).
type gammaErr int

const (
	gammaOK gammaErr = iota
	gammaDomain
	gammaRange
)

// tgammaErr is the gamma function with its error condition.
func tgammaErr(x float64) (float64, gammaErr) {
	if !isFinite(x) {
		if math.IsNaN(x) || x > 0 {
			return x, gammaOK
		}
		return math.NaN(), gammaDomain
	}
	if x == 0 {
		return math.Copysign(math.Inf(1), x), gammaDomain
	}
	if x == math.Floor(x) {
		if x < 0 {
			return math.NaN(), gammaDomain
		}
		if x <= 23 {
			return gammaIntegral[int(x)-1], gammaOK
		}
	}
	absx := math.Abs(x)
	if absx < 1e-20 {
		r := 1.0 / x
		if math.IsInf(r, 0) {
			return r, gammaRange
		}
		return r, gammaOK
	}
	if absx > 200.0 {
		if x < 0 {
			return 0.0 / sinpi(x), gammaOK
		}
		return math.Inf(1), gammaRange
	}
	y := absx + lanczosGMinusHalf
	var z float64
	if absx > lanczosGMinusHalf {
		q := y - absx
		z = q - lanczosGMinusHalf
	} else {
		q := y - lanczosGMinusHalf
		z = q - absx
	}
	z = z * lanczosG / y
	var r float64
	if x < 0 {
		r = -math.Pi / sinpi(absx) / absx * libExp(y) / lanczosSum(absx)
		r -= z * r
		if absx < 140.0 {
			r /= libPow(y, absx-0.5)
		} else {
			sqrtpow := libPow(y, absx/2.0-0.25)
			r /= sqrtpow
			r /= sqrtpow
		}
	} else {
		r = lanczosSum(absx) / libExp(y)
		r += z * r
		if absx < 140.0 {
			r *= libPow(y, absx-0.5)
		} else {
			sqrtpow := libPow(y, absx/2.0-0.25)
			r *= sqrtpow
			r *= sqrtpow
		}
	}
	if math.IsInf(r, 0) {
		return r, gammaRange
	}
	return r, gammaOK
}

// lgammaErr is log(|gamma(x)|) with its error condition.
func lgammaErr(x float64) (float64, gammaErr) {
	if !isFinite(x) {
		if math.IsNaN(x) {
			return x, gammaOK
		}
		return math.Inf(1), gammaOK
	}
	if x == math.Floor(x) && x <= 2.0 {
		if x <= 0 {
			return math.Inf(1), gammaDomain
		}
		return 0, gammaOK
	}
	absx := math.Abs(x)
	if absx < 1e-20 {
		return -libLog(absx), gammaOK
	}
	r := libLog(lanczosSum(absx)) - lanczosG
	r += (absx - 0.5) * (libLog(absx+lanczosG-0.5) - 1)
	if x < 0 {
		r = logPi - libLog(math.Abs(sinpi(absx))) - libLog(absx) - r
	}
	if math.IsInf(r, 0) {
		return r, gammaRange
	}
	return r, gammaOK
}

func tgamma(x float64) float64 { r, _ := tgammaErr(x); return r }
func lgamma(x float64) float64 { r, _ := lgammaErr(x); return r }

// gammaResult maps the error condition of gamma/lgamma at x to CPython's
// exceptions (errno-based: results below 1.5 in size are not overflows).
func gammaResult(name string, x float64) (py.Object, error) {
	var r float64
	var e gammaErr
	if name == "gamma" {
		r, e = tgammaErr(x)
	} else {
		r, e = lgammaErr(x)
	}
	switch e {
	case gammaDomain:
		return nil, domainError()
	case gammaRange:
		if math.Abs(r) >= 1.5 {
			return nil, rangeError()
		}
	}
	return py.Float(r), nil
}
