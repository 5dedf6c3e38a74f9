package libm

import "math"

// The functions glibc computes with the classic fdlibm formulas (not
// correctly rounded): the same formulas over the correctly rounded exp
// and log reproduce its results. expm1 and log1p are Go's, which follow
// fdlibm too.

func fdSinh(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return x
	}
	h := 0.5
	if x < 0 {
		h = -0.5
	}
	ax := math.Abs(x)
	switch {
	case ax < 22:
		if ax < 0x1p-28 {
			return x
		}
		t := math.Expm1(ax)
		if ax < 1 {
			return h * (2.0*t - t*t/(t+1.0))
		}
		return h * (t + t/(t+1.0))
	case ax < 709.782712893384:
		return h * crExp(ax)
	case ax <= 710.4758600739439:
		w := crExp(0.5 * ax)
		t := h * w
		return t * w
	}
	return x * 1e307 * 1e307 // overflow with the sign of x
}

func fdCosh(x float64) float64 {
	if math.IsNaN(x) {
		return x
	}
	ax := math.Abs(x)
	switch {
	case math.IsInf(x, 0):
		return ax
	case ax < 0.5*math.Ln2:
		t := math.Expm1(ax)
		w := 1.0 + t
		if ax < 0x1p-55 {
			return w
		}
		return 1.0 + (t*t)/(w+w)
	case ax < 22:
		t := crExp(ax)
		return 0.5*t + 0.5/t
	case ax < 709.782712893384:
		return 0.5 * crExp(ax)
	case ax <= 710.4758600739439:
		w := crExp(0.5 * ax)
		t := 0.5 * w
		return t * w
	}
	return math.Inf(1)
}

func fdTanh(x float64) float64 {
	if math.IsNaN(x) {
		return x
	}
	if math.IsInf(x, 0) {
		return math.Copysign(1, x)
	}
	ax := math.Abs(x)
	var z float64
	switch {
	case ax < 0x1p-55:
		return x * (1.0 + x)
	case ax < 22:
		if ax >= 1 {
			t := math.Expm1(2 * ax)
			z = 1.0 - 2.0/(t+2.0)
		} else {
			t := math.Expm1(-2 * ax)
			z = -t / (t + 2.0)
		}
	default:
		z = 1.0
	}
	return math.Copysign(z, x)
}

func fdAsinh(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return x
	}
	ax := math.Abs(x)
	var w float64
	switch {
	case ax < 0x1p-28:
		return x
	case ax > 0x1p28:
		w = crLog(ax) + math.Ln2
	case ax > 2:
		w = crLog(2.0*ax + 1.0/(math.Sqrt(x*x+1.0)+ax))
	default:
		t := x * x
		w = math.Log1p(ax + t/(1.0+math.Sqrt(1.0+t)))
	}
	return math.Copysign(w, x)
}

func fdAcosh(x float64) float64 {
	switch {
	case math.IsNaN(x) || x < 1:
		return math.NaN()
	case x == 1:
		return 0
	case x >= 0x1p28:
		if math.IsInf(x, 1) {
			return x
		}
		return crLog(x) + math.Ln2
	case x > 2:
		t := x * x
		return crLog(2.0*x - 1.0/(x+math.Sqrt(t-1.0)))
	}
	t := x - 1.0
	return math.Log1p(t + math.Sqrt(2.0*t+t*t))
}

func fdAtanh(x float64) float64 {
	ax := math.Abs(x)
	switch {
	case math.IsNaN(x) || ax > 1:
		return math.NaN()
	case ax == 1:
		return math.Copysign(math.Inf(1), x)
	case ax < 0x1p-28:
		return x
	}
	var t float64
	if ax < 0.5 {
		t = ax + ax
		t = 0.5 * math.Log1p(t+t*ax/(1.0-ax))
	} else {
		t = 0.5 * math.Log1p((ax+ax)/(1.0-ax))
	}
	return math.Copysign(t, x)
}

// fdLog10 splits x into 2**k * m and adds k*log10(2) in two parts.
func fdLog10(x float64) float64 {
	switch {
	case math.IsNaN(x) || x < 0:
		return math.NaN()
	case x == 0:
		return math.Inf(-1)
	case math.IsInf(x, 1):
		return x
	}
	const (
		ivln10    = 4.34294481903251816668e-01
		log10_2hi = 3.01029995663611771306e-01
		log10_2lo = 3.69423907715893078616e-13
	)
	bits := math.Float64bits(x)
	k := 0
	if bits>>52 == 0 { // subnormal: scale up
		x *= 0x1p54
		bits = math.Float64bits(x)
		k = -54
	}
	k += int(bits>>52) - 1023
	i := 0
	if k < 0 {
		i = 1
	}
	hx := (bits>>32)&0x000fffff | uint64(0x3ff-i)<<20
	x = math.Float64frombits(hx<<32 | bits&0xffffffff)
	y := float64(k + i)
	z := y*log10_2lo + ivln10*crLog(x)
	return z + y*log10_2hi
}

// cbrt as glibc computes it: a polynomial estimate refined once.
func glibcCbrt(x float64) float64 {
	if x == 0 || math.IsNaN(x) || math.IsInf(x, 0) {
		return x + x
	}
	// variables, not constants: the reciprocals must be rounded double
	// divisions as in C, not exact constant arithmetic
	cbrt2, sqrCbrt2 := 1.2599210498948731648, 1.5874010519681994748
	factor := [5]float64{1.0 / sqrCbrt2, 1.0 / cbrt2, 1.0, cbrt2, sqrCbrt2}
	xm, xe := math.Frexp(math.Abs(x))
	u := 0.354895765043919860 + ((1.50819193781584896 + ((-2.11499494167371287 + ((2.44693122563534430 +
		((-1.83469277483613086 + (0.784932344976639262-0.145263899385486377*xm)*xm) * xm)) * xm)) * xm)) * xm)
	t2 := u * u * u
	ym := u * (t2 + 2.0*xm) / (2.0*t2 + xm) * factor[2+xe%3]
	return math.Copysign(math.Ldexp(ym, xe/3), x)
}
