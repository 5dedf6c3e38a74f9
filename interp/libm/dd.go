package libm

import "math"

// dd is a double-double number hi+lo with |lo| <= ulp(hi)/2: about 106
// bits of precision. The elementary functions evaluate in dd and round
// once at the end, which gives correctly rounded results except when the
// true value lies within about 2**-100 of a rounding boundary. That is
// how the module agrees with CPython's C library (glibc), whose functions
// are correctly rounded in all but very rare cases.
type dd struct{ hi, lo float64 }

func twoSum(a, b float64) (s, e float64) {
	s = a + b
	bb := s - a
	e = (a - (s - bb)) + (b - bb)
	return
}

// quickTwoSum needs |a| >= |b|.
func quickTwoSum(a, b float64) (s, e float64) {
	s = a + b
	e = b - (s - a)
	return
}

func twoProd(a, b float64) (p, e float64) {
	p = a * b
	e = math.FMA(a, b, -p)
	return
}

func ddFrom(x float64) dd { return dd{x, 0} }

func (a dd) add(b dd) dd {
	s, e := twoSum(a.hi, b.hi)
	t, f := twoSum(a.lo, b.lo)
	e += t
	s, e = quickTwoSum(s, e)
	e += f
	s, e = quickTwoSum(s, e)
	return dd{s, e}
}

func (a dd) addF(b float64) dd {
	s, e := twoSum(a.hi, b)
	e += a.lo
	s, e = quickTwoSum(s, e)
	return dd{s, e}
}

func (a dd) neg() dd { return dd{-a.hi, -a.lo} }

func (a dd) sub(b dd) dd { return a.add(b.neg()) }

func (a dd) mul(b dd) dd {
	p, e := twoProd(a.hi, b.hi)
	e += a.hi*b.lo + a.lo*b.hi
	p, e = quickTwoSum(p, e)
	return dd{p, e}
}

func (a dd) mulF(b float64) dd {
	p, e := twoProd(a.hi, b)
	e += a.lo * b
	p, e = quickTwoSum(p, e)
	return dd{p, e}
}

func (a dd) div(b dd) dd {
	q1 := a.hi / b.hi
	r := a.sub(b.mulF(q1))
	q2 := r.hi / b.hi
	r = r.sub(b.mulF(q2))
	q3 := r.hi / b.hi
	s, e := quickTwoSum(q1, q2)
	return dd{s, e}.addF(q3)
}

func (a dd) divF(b float64) dd { return a.div(ddFrom(b)) }

// scale multiplies by 2**k (exact while in range).
func (a dd) scale(k int) dd { return dd{math.Ldexp(a.hi, k), math.Ldexp(a.lo, k)} }

func (a dd) float() float64 { return a.hi + a.lo }
