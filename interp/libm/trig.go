package libm

import (
	"math"
	"math/big"
)

// reduce returns r and k with x = k*(pi/2) + r, |r| <= about pi/4, r in dd.
func reduce(x float64) (dd, int) {
	consts()
	ax := math.Abs(x)
	if ax <= math.Pi/4 {
		return ddFrom(x), 0
	}
	if ax < 0x1p19 {
		k := math.RoundToEven(x / piHalfParts[0])
		p0, e0 := twoProd(k, piHalfParts[0])
		p1, e1 := twoProd(k, piHalfParts[1])
		p2, e2 := twoProd(k, piHalfParts[2])
		r := ddFrom(x).sub(dd{p0, e0}).sub(dd{p1, e1}).sub(dd{p2, e2}).add(ddFrom(-k * piHalfParts[3]))
		return r, int(int64(k) & 3)
	}
	// huge x: reduce exactly with the high-precision pi
	prec := uint(bigPrec)
	bx := new(big.Float).SetPrec(prec).SetFloat64(x)
	half := new(big.Float).SetPrec(prec).Quo(bigPi, big.NewFloat(2))
	q := new(big.Float).SetPrec(prec).Quo(bx, half)
	kf, _ := q.Int(nil)
	rem := new(big.Float).SetPrec(prec).SetInt(kf)
	rem.Mul(rem, half)
	r := new(big.Float).SetPrec(prec).Sub(bx, rem)
	// bring r into [-pi/4, pi/4]
	quarter := new(big.Float).SetPrec(prec).Quo(half, big.NewFloat(2))
	if r.Cmp(quarter) > 0 {
		r.Sub(r, half)
		kf.Add(kf, big.NewInt(1))
	} else if r.Cmp(new(big.Float).Neg(quarter)) < 0 {
		r.Add(r, half)
		kf.Sub(kf, big.NewInt(1))
	}
	k := int(new(big.Int).And(kf, big.NewInt(3)).Int64())
	return toDD(r), k
}

// sinCosSmall returns sin(r), cos(r) for |r| <= about pi/4: r = a + t
// with a = j/64 from the tables and |t| <= 1/128, then the angle sum
// formulas; the series of t keep the terms above 2**-60 in dd.
func sinCosSmall(r dd) (dd, dd) {
	tables()
	j := math.RoundToEven(r.hi * 64)
	t := r.addF(-j / 64)
	neg := j < 0
	if neg {
		j = -j
	}
	sa, ca := sinTable[int(j)], cosTable[int(j)]
	if neg {
		sa = sa.neg()
	}
	x := t.hi
	x2 := x * x
	t2 := t.mul(t)
	// sin t = t - t**3/6 + t**5 (1/120 - t**2/5040 + t**4/362880)
	sinTail := x2 * x2 * x * (1.0/120 - x2*(1.0/5040-x2*(1.0/362880)))
	sint := t.sub(t2.mul(t).mul(inv6)).addF(sinTail)
	// cos t - 1 = -t**2/2 + t**4/24 - t**6 (1/720 - t**2/40320 + t**4/3628800)
	cosTail := -x2 * x2 * x2 * (1.0/720 - x2*(1.0/40320-x2*(1.0/3628800)))
	cosm1 := t2.mul(t2).mul(inv24).sub(t2.scale(-1)).addF(cosTail)
	s := sa.add(sa.mul(cosm1).add(ca.mul(sint)))
	c := ca.add(ca.mul(cosm1).sub(sa.mul(sint)))
	return s, c
}

// sinCosDD returns sin(x), cos(x) in dd.
func sinCosDD(x float64) (dd, dd) {
	r, k := reduce(x)
	s, c := sinCosSmall(r)
	switch k {
	case 1:
		return c, s.neg()
	case 2:
		return s.neg(), c.neg()
	case 3:
		return c.neg(), s
	}
	return s, c
}

func crSin(x float64) float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return math.NaN()
	}
	if math.Abs(x) < 0x1p-26 {
		// sin x = x - x**3/6: the cube is below half an ulp
		if x == 0 {
			return x
		}
		return ddFrom(x).sub(ddFrom(x).mulF(x).mulF(x).divF(6)).float()
	}
	s, _ := sinCosDD(x)
	return s.float()
}

func crCos(x float64) float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return math.NaN()
	}
	_, c := sinCosDD(x)
	return c.float()
}

func crTan(x float64) float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return math.NaN()
	}
	if x == 0 {
		return x
	}
	s, c := sinCosDD(x)
	return s.div(c).float()
}

// crAtan refines the double atan by a Newton step on tan, in dd:
// y + cos(y) * (x cos(y) - sin(y)).
func crAtan(x float64) float64 {
	if math.IsNaN(x) || x == 0 {
		return x
	}
	if math.IsInf(x, 0) {
		consts()
		return math.Copysign(ddPiHalf.float(), x)
	}
	if math.Abs(x) > 0x1p60 {
		consts()
		// pi/2 - 1/x
		return math.Copysign(ddPiHalf.sub(ddFrom(1).divF(math.Abs(x))).float(), x)
	}
	y0 := math.Atan(x)
	s, c := sinCosDD(y0)
	corr := c.mul(c.mulF(x).sub(s))
	return ddFrom(y0).add(corr).float()
}

// crAtan2 is atan2 for finite, non-zero-y arguments (the special values
// are handled by the caller): a Newton step on x sin(t) - y cos(t) = 0.
func crAtan2(y, x float64) float64 {
	// scale both to moderate size; the angle does not change
	_, ey := math.Frexp(y)
	_, ex := math.Frexp(x)
	e := ey
	if ex > e {
		e = ex
	}
	ys, xs := math.Ldexp(y, -e), math.Ldexp(x, -e)
	if ys == 0 || xs == 0 || math.Abs(ys) < 0x1p-900 || math.Abs(xs) < 0x1p-900 {
		return math.Atan2(y, x)
	}
	t0 := math.Atan2(ys, xs)
	s, c := sinCosDD(t0)
	num := s.mulF(xs).sub(c.mulF(ys))
	den := xs*c.hi + ys*s.hi
	return ddFrom(t0).sub(num.divF(den)).float()
}

func crAsin(x float64) float64 {
	if math.IsNaN(x) || math.Abs(x) > 1 {
		return math.NaN()
	}
	if x == 0 {
		return x
	}
	consts()
	if math.Abs(x) == 1 {
		return math.Copysign(ddPiHalf.float(), x)
	}
	if math.Abs(x) < 0x1p-26 {
		// asin x = x + x**3/6
		return ddFrom(x).add(ddFrom(x).mulF(x).mulF(x).divF(6)).float()
	}
	t0 := math.Asin(x)
	s, c := sinCosDD(t0)
	return ddFrom(t0).add(ddFrom(x).sub(s).div(c)).float()
}

func crAcos(x float64) float64 {
	if math.IsNaN(x) || math.Abs(x) > 1 {
		return math.NaN()
	}
	consts()
	switch x {
	case 1:
		return 0
	case -1:
		return ddPi.float()
	case 0:
		return ddPiHalf.float()
	}
	t0 := math.Acos(x)
	s, c := sinCosDD(t0)
	return ddFrom(t0).add(c.addF(-x).div(s)).float()
}
