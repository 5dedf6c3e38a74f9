package py

import "math"

// Double-double arithmetic (a value is hi+lo with |lo| <= ulp(hi)/2,
// about 106 bits): fast enough for every float ** float, precise enough to
// round the result correctly except in near-halfway cases.
type dd struct{ hi, lo float64 }

func twoSum(a, b float64) (float64, float64) {
	s := a + b
	bb := s - a
	return s, (a - (s - bb)) + (b - bb)
}

func quickTwoSum(a, b float64) (float64, float64) {
	s := a + b
	return s, b - (s - a)
}

func twoProd(a, b float64) (float64, float64) {
	p := a * b
	return p, math.FMA(a, b, -p)
}

func ddAdd(a, b dd) dd {
	s, e := twoSum(a.hi, b.hi)
	t, f := twoSum(a.lo, b.lo)
	e += t
	s, e = quickTwoSum(s, e)
	e += f
	s, e = quickTwoSum(s, e)
	return dd{s, e}
}

func ddMul(a, b dd) dd {
	p, e := twoProd(a.hi, b.hi)
	e += a.hi*b.lo + a.lo*b.hi
	p, e = quickTwoSum(p, e)
	return dd{p, e}
}

func ddMulF(a dd, b float64) dd {
	p, e := twoProd(a.hi, b)
	e += a.lo * b
	p, e = quickTwoSum(p, e)
	return dd{p, e}
}

func ddDivF(a dd, b float64) dd {
	q1 := a.hi / b
	p, e := twoProd(q1, b)
	s, f := twoSum(a.hi, -p)
	f -= e
	f += a.lo
	q2 := (s + f) / b
	q1, q2 = quickTwoSum(q1, q2)
	return dd{q1, q2}
}

// ln 2 as a double-double.
var ddLn2 = dd{0.6931471805599453, 2.3190468138462996e-17}

// ddInvFact[n] is 1/n! as a double-double; set at init, then only read.
var ddInvFact = func() (t [10]dd) {
	f := 1.0
	for n := range t {
		if n > 0 {
			f *= float64(n)
		}
		hi := 1 / f
		t[n] = dd{hi, -math.FMA(hi, f, -1) / f}
	}
	return t
}()

// ddAddFast adds with a single renormalisation (enough for the series).
func ddAddFast(a, b dd) dd {
	s, e := twoSum(a.hi, b.hi)
	e += a.lo + b.lo
	s, e = quickTwoSum(s, e)
	return dd{s, e}
}

// ddExp returns e^t for |t| < 746 (the caller handles overflow): t =
// k·ln2 + r, e^r from a degree-9 polynomial at r/256, squared 8 times.
func ddExp(t dd) dd {
	k := math.Round(t.hi / ddLn2.hi)
	r := ddAdd(t, ddMulF(ddLn2, -k))
	const halvings = 8
	r = dd{r.hi / (1 << halvings), r.lo / (1 << halvings)}
	p := ddInvFact[9]
	for n := 8; n >= 0; n-- {
		p = ddAddFast(ddMul(p, r), ddInvFact[n])
	}
	for i := 0; i < halvings; i++ {
		p = ddMul(p, p)
	}
	return dd{math.Ldexp(p.hi, int(k)), math.Ldexp(p.lo, int(k))}
}

// ddLog returns ln(x) for finite x > 0: the libm value corrected by one
// Newton step in double-double.
func ddLog(x float64) dd {
	m, e := math.Frexp(x) // x = m·2^e, m in [√½, √2) below
	if m < math.Sqrt2/2 {
		m *= 2
		e--
	}
	var l dd
	if math.Abs(m-1) < 1.0/16 {
		l = ddLogNear1(m)
	} else {
		y0 := math.Log(m)
		w := ddMulF(ddExp(dd{-y0, 0}), m) // m·e^-y0 = 1 + d
		d := (w.hi - 1) + w.lo
		l = ddAdd(dd{y0, 0}, dd{d - d*d/2, 0})
	}
	if e == 0 {
		return l
	}
	return ddAdd(l, ddMulF(ddLn2, float64(e)))
}

// ddLogNear1 is ln(m) for m close to 1, with a small relative error:
// 2·atanh(z), z = (m-1)/(m+1).
func ddLogNear1(m float64) dd {
	n := m - 1 // exact
	dh, dl := twoSum(m, 1)
	q1 := n / dh
	p := ddMulF(dd{dh, dl}, q1)
	r := ddAdd(dd{n, 0}, dd{-p.hi, -p.lo})
	q2 := r.hi / dh
	zh, zl := quickTwoSum(q1, q2)
	z := dd{zh, zl}
	z2 := ddMul(z, z)
	sum, term := z, z
	for k := 3.0; k < 200; k += 2 {
		term = ddMul(term, z2)
		t := ddDivF(term, k)
		sum = ddAdd(sum, t)
		if math.Abs(t.hi) < math.Abs(sum.hi)*1e-34 {
			break
		}
	}
	return dd{2 * sum.hi, 2 * sum.lo}
}

// ddRound turns a double-double into the nearest double, resolving exact
// ties away from zero as glibc's pow does for exact integer powers.
func ddRound(v dd) float64 {
	if v.lo != 0 && !math.IsInf(v.hi, 0) {
		ulp := math.Abs(math.Nextafter(v.hi, math.Inf(1)) - v.hi)
		if v.hi < 0 {
			ulp = math.Abs(v.hi - math.Nextafter(v.hi, math.Inf(-1)))
		}
		if math.Abs(v.lo) == ulp/2 && (v.lo > 0) == (v.hi > 0) {
			return math.Nextafter(v.hi, math.Copysign(math.Inf(1), v.hi))
		}
	}
	return v.hi
}

// ddPow is pow(x, y) for finite x > 0, x != 1 and finite y != 0.
func ddPow(x, y float64) float64 {
	if y == math.Trunc(y) && math.Abs(y) <= 64 {
		n := int(math.Abs(y))
		p, b := dd{1, 0}, dd{x, 0}
		for n > 0 {
			if n&1 == 1 {
				p = ddMul(p, b)
			}
			n >>= 1
			if n > 0 {
				b = ddMul(b, b)
			}
		}
		if math.IsInf(p.hi, 0) || p.hi == 0 {
			if y > 0 {
				return p.hi
			}
			return 1 / p.hi
		}
		if y < 0 {
			q := 1 / p.hi
			// one Newton step: q' = q + q·(1 - p·q)
			e := ddAdd(dd{1, 0}, ddMulF(p, -q))
			p = ddAdd(dd{q, 0}, dd{q * e.hi, 0})
		}
		return ddRound(p)
	}
	t := ddMulF(ddLog(x), y)
	switch {
	case t.hi > 710:
		return math.Inf(1)
	case t.hi < -746:
		return 0
	}
	return ddRound(ddExp(t))
}
