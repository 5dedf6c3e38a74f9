package libm

import "math"

// erf and erfc with fdlibm's rational approximations (the method glibc
// uses) over the correctly rounded exp.

// poly evaluates c[0] + c[1]*z + ... in glibc's order: pairs
// (c[2i] + z*c[2i+1]) weighted by z**2i and added from the lowest, with
// z**2, z**4, z**6 = z**4*z**2, z**8 = z**4*z**4 (a leftover single
// coefficient is weighted likewise). The order fixes the rounding.
func poly(z float64, c []float64) float64 {
	z2 := z * z
	z4 := z2 * z2
	pow := [5]float64{1, z2, z4, z4 * z2, z4 * z4}
	var r float64
	for i := 0; 2*i < len(c); i++ {
		term := c[2*i]
		if 2*i+1 < len(c) {
			term = c[2*i] + z*c[2*i+1]
		}
		if i == 0 {
			r = term
		} else {
			r += pow[i] * term
		}
	}
	return r
}

var (
	erfErx  = 8.45062911510467529297e-01
	erfEfx  = 1.28379167095512586316e-01
	erfEfx8 = 1.02703333676410069053e+00
	// erf on [0, 0.84375]: x + x*P(x**2)/Q(x**2)
	erfPP = []float64{1.28379167095512558561e-01, -3.25042107247001499370e-01, -2.84817495755985104766e-02,
		-5.77027029648944159157e-03, -2.37630166566501626084e-05}
	erfQQ = []float64{1, 3.97917223959155352819e-01, 6.50222499887672944485e-02, 5.08130628187576562776e-03,
		1.32494738004321644526e-04, -3.96022827877536812320e-06}
	// erf on [0.84375, 1.25]: erx + P(s)/Q(s), s = x-1
	erfPA = []float64{-2.36211856075265944077e-03, 4.14856118683748331666e-01, -3.72207876035701323847e-01,
		3.18346619901161753674e-01, -1.10894694282396677476e-01, 3.54783043256182359371e-02,
		-2.16637559486879084300e-03}
	erfQA = []float64{1, 1.06420880400844228286e-01, 5.40397917702171048937e-01, 7.18286544141962662868e-02,
		1.26171219808761642112e-01, 1.36370839120290507362e-02, 1.19844998467991074170e-02}
	// erfc on [1.25, 1/0.35]: exp(-x*x-0.5625+R(s)/S(s))/x, s = 1/x**2
	erfRA = []float64{-9.86494403484714822705e-03, -6.93858572707181764372e-01, -1.05586262253232909814e+01,
		-6.23753324503260060396e+01, -1.62396669462573470355e+02, -1.84605092906711035994e+02,
		-8.12874355063065934246e+01, -9.81432934416914548592e+00}
	erfSA = []float64{1, 1.96512716674392571292e+01, 1.37657754143519042600e+02, 4.34565877475229228821e+02,
		6.45387271733267880336e+02, 4.29008140027567833386e+02, 1.08635005541779435134e+02,
		6.57024977031928170135e+00, -6.04244152148580987438e-02}
	// erfc on [1/0.35, 28]
	erfRB = []float64{-9.86494292470009928597e-03, -7.99283237680523006574e-01, -1.77579549177547519889e+01,
		-1.60636384855821916062e+02, -6.37566443368389627722e+02, -1.02509513161107724954e+03,
		-4.83519191608651397019e+02}
	erfSB = []float64{1, 3.03380607434824582924e+01, 3.25792512996573918826e+02, 1.53672958608443695994e+03,
		3.19985821950859553908e+03, 2.55305040643316442583e+03, 4.74528541206955367215e+02,
		-2.24409524465858183362e+01}
)

// erfcTail is erfc(x) for 1.25 <= x < 28 (x positive).
func erfcTail(x float64) float64 {
	s := 1 / (x * x)
	var rs float64
	if x < 1/0.35 {
		rs = poly(s, erfRA) / poly(s, erfSA)
	} else {
		rs = poly(s, erfRB) / poly(s, erfSB)
	}
	// z is x cut to 20 significant bits, so that z*z is exact
	z := math.Float64frombits(math.Float64bits(x) & 0xffffffff00000000)
	r := crExp(-z*z-0.5625) * crExp((z-x)*(z+x)+rs)
	return r / x
}

func fdErf(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case math.IsInf(x, 0):
		return math.Copysign(1, x)
	}
	ax := math.Abs(x)
	var r float64
	switch {
	case ax < 0x1p-28:
		if ax < 2.848094538889218e-306 {
			r = 0.125 * (8.0*ax + erfEfx8*ax)
		} else {
			r = ax + erfEfx*ax
		}
	case ax < 0.84375:
		z := ax * ax
		r = ax + ax*(poly(z, erfPP)/poly(z, erfQQ))
	case ax < 1.25:
		s := ax - 1
		r = erfErx + poly(s, erfPA)/poly(s, erfQA)
	case ax >= 6:
		r = 1
	default:
		r = 1 - erfcTail(ax)
	}
	return math.Copysign(r, x)
}

func fdErfc(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case math.IsInf(x, 1):
		return 0
	case math.IsInf(x, -1):
		return 2
	}
	ax := math.Abs(x)
	neg := x < 0
	switch {
	case ax < 0x1p-56:
		return 1 - x
	case ax < 0.84375:
		z := ax * ax
		y := poly(z, erfPP) / poly(z, erfQQ)
		if neg {
			return 1 + (ax + ax*y)
		}
		if ax < 0.25 {
			return 1 - (ax + ax*y)
		}
		return 0.5 - (ax*y + (ax - 0.5))
	case ax < 1.25:
		s := ax - 1
		pq := poly(s, erfPA) / poly(s, erfQA)
		if neg {
			return 1 + (erfErx + pq)
		}
		return (1 - erfErx) - pq
	case ax < 28:
		if neg && ax > 6 {
			return 2
		}
		r := erfcTail(ax)
		if neg {
			return 2 - r
		}
		return r
	}
	if neg {
		return 2
	}
	return 0
}
