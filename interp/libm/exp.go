package libm

import (
	"math"
	"math/big"
)

// finish rounds m * 2**k to the nearest double, exactly (subnormal and
// overflowing results included).
func finish(m dd, k int) float64 {
	v := m.float()
	if v == 0 || math.IsNaN(v) || math.IsInf(v, 0) {
		return math.Ldexp(v, k)
	}
	_, e := math.Frexp(v)
	if e+k > -1021 && e+k < 1024 {
		return math.Ldexp(v, k)
	}
	b := new(big.Float).SetPrec(120).SetFloat64(m.hi)
	b.Add(b, new(big.Float).SetFloat64(m.lo))
	b.SetMantExp(b, k)
	f, _ := b.Float64()
	return f
}

// expm1Tiny is e**r - 1 for |r| <= ln2/128 (a little more): the terms
// up to r**4 in dd, the rest (below 2**-44 of the result) in double.
func expm1Tiny(r dd) dd {
	x := r.hi
	tail := x * (1.0/120 + x*(1.0/720+x*(1.0/5040+x*(1.0/40320+x*(1.0/362880+x*(1.0/3628800))))))
	p := inv24.addF(tail).mul(r).add(inv6).mul(r).addF(0.5)
	return p.mul(r.mul(r)).add(r)
}

// expMant returns M, k with e**a = M * 2**k, M in [1, 2) roughly: a =
// (64k + j) ln2/64 + r, M = 2**(j/64) * e**r.
func expMant(a dd) (dd, int) {
	consts()
	tables()
	n := math.RoundToEven(a.hi * (64 / ln2Parts[0]))
	// r = a - n*ln2/64, with ln2/64 in three exact parts
	p0, e0 := twoProd(n, ln2Parts[0]/64)
	p1, e1 := twoProd(n, ln2Parts[1]/64)
	r := a.sub(dd{p0, e0}).sub(dd{p1, e1}).add(ddFrom(-n * (ln2Parts[2] / 64)))
	ni := int64(n)
	j := ni & 63
	k := (ni - j) / 64
	q := expm1Tiny(r)
	t := exp2Table[j]
	return t.add(t.mul(q)), int(k)
}

// expDD is e**a for a dd argument.
func expDD(a dd) float64 {
	switch {
	case math.IsNaN(a.hi):
		return a.hi
	case a.hi > 710:
		return math.Inf(1)
	case a.hi < -746:
		return 0
	}
	m, k := expMant(a)
	return finish(m, k)
}

func crExp(x float64) float64 {
	if math.IsInf(x, 0) {
		if x > 0 {
			return x
		}
		return 0
	}
	return expDD(ddFrom(x))
}

func crExp2(x float64) float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return math.Exp2(x)
	}
	if x > 1025 {
		return math.Inf(1)
	}
	if x < -1076 {
		return 0
	}
	consts()
	return expDD(ddLn2.mulF(x))
}

// logDD is ln(a) for a > 0 in dd: one Newton step y + a*e**-y - 1 from
// the double estimate, with the second-order term.
func logDD(a dd) dd {
	y0 := math.Log(a.hi)
	m, k := expMant(ddFrom(-y0))
	t := a.mul(m).scale(k) // a * e**-y0, close to 1
	d := t.addF(-1)
	d = d.sub(d.mul(d).scale(-1))
	return ddFrom(y0).add(d)
}

func crLog(x float64) float64 {
	switch {
	case math.IsNaN(x) || x < 0:
		return math.NaN()
	case x == 0:
		return math.Inf(-1)
	case math.IsInf(x, 1):
		return x
	case x == 1:
		return 0
	}
	a := ddFrom(x)
	k := 0
	if x < 0x1p-1000 {
		// keep e**-y0 finite for subnormals: scale up, add back k*ln2
		a, k = ddFrom(x*0x1p200), -200
	}
	l := logDD(a)
	if k != 0 {
		consts()
		l = l.add(ddLn2.mulF(float64(k)))
	}
	return l.float()
}

func crLog2(x float64) float64 {
	switch {
	case math.IsNaN(x) || x < 0:
		return math.NaN()
	case x == 0:
		return math.Inf(-1)
	case math.IsInf(x, 1):
		return x
	}
	if m, e := math.Frexp(x); m == 0.5 {
		return float64(e - 1)
	}
	consts()
	a, k := ddFrom(x), 0
	if x < 0x1p-1000 {
		a, k = ddFrom(x*0x1p200), -200
	}
	l := logDD(a)
	if k != 0 {
		l = l.add(ddLn2.mulF(float64(k)))
	}
	return l.mul(ddInvLn2).float()
}

// crPow is x**y for finite x, y (the special values are handled by the
// caller): exactly for small integer exponents, else e**(y ln x) in dd.
func crPow(x, y float64) float64 {
	if y == 0 || x == 1 {
		return 1
	}
	if y == 1 {
		return x
	}
	if y == 2 {
		return x * x
	}
	if y == 0.5 && x > 0 {
		return math.Sqrt(x)
	}
	neg := false
	if x < 0 {
		if y != math.Trunc(y) {
			return math.NaN()
		}
		neg = math.Mod(y, 2) != 0
		x = -x
	}
	if x == 0 {
		if y < 0 {
			return math.Copysign(math.Inf(1), signed(neg))
		}
		return math.Copysign(0, signed(neg))
	}
	var r float64
	if y == math.Trunc(y) && math.Abs(y) <= 64 {
		r = intPow(x, int(y))
	} else {
		a, k := ddFrom(x), 0
		if x < 0x1p-1000 {
			a, k = ddFrom(x*0x1p200), -200
		}
		l := logDD(a)
		if k != 0 {
			consts()
			l = l.add(ddLn2.mulF(float64(k)))
		}
		p := l.mulF(y)
		r = expDD(p)
	}
	if neg {
		return -r
	}
	return r
}

func signed(neg bool) float64 {
	if neg {
		return -1
	}
	return 1
}

// intPow is x**n correctly rounded, computed exactly with big floats.
func intPow(x float64, n int) float64 {
	neg := n < 0
	if neg {
		n = -n
	}
	prec := uint(53*n + 64)
	b := new(big.Float).SetPrec(prec).SetFloat64(x)
	r := new(big.Float).SetPrec(prec).SetInt64(1)
	for i := 0; i < n; i++ {
		r.Mul(r, b)
	}
	if neg {
		r = new(big.Float).SetPrec(200).Quo(new(big.Float).SetPrec(200).SetInt64(1), r)
	}
	f, _ := r.Float64()
	if !neg && math.Abs(f) >= 0x1p-1022 && !math.IsInf(f, 0) {
		// r is exact here; glibc's pow resolves an exact tie between two
		// doubles away from zero (10.0**23 is 1.0000000000000001e+23)
		f, _ = new(big.Float).SetPrec(53).SetMode(big.ToNearestAway).Set(r).Float64()
	}
	return f
}
