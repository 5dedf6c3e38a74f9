package py

import (
	"math"
	"math/big"
)

// CPython's float ** float calls the C library's pow(), which (glibc)
// rounds correctly; Go's math.Pow is off by several ulps in many cases. So
// powers are computed here with extra precision and rounded once: exactly
// for small integer exponents, through log and exp at 192 bits otherwise.
// The same machinery gives correctly rounded sin and cos for complex
// powers.

const bigPrec = 192

var (
	// constants at more than bigPrec bits, parsed once at init and only read
	bigLn2, _ = new(big.Float).SetPrec(bigPrec).SetString("0.693147180559945309417232121458176568075500134360255254120680009493393621969694715605863326996418687542")
	bigPi, _  = new(big.Float).SetPrec(bigPrec).SetString("3.14159265358979323846264338327950288419716939937510582097494459230781640628620899862803482534211706798")
)

func newBig() *big.Float { return new(big.Float).SetPrec(bigPrec) }

// bigLog returns ln(x) for x > 0.
func bigLog(x *big.Float) *big.Float {
	m := newBig()
	e := x.MantExp(m) // x = m·2^e, 0.5 <= m < 1
	if m.Cmp(big.NewFloat(0.70710678118654752)) < 0 {
		m.SetMantExp(m, 1)
		e--
	}
	// ln m = 2·atanh(z), z = (m-1)/(m+1), |z| < 0.172
	one := newBig().SetInt64(1)
	z := newBig().Quo(newBig().Sub(m, one), newBig().Add(m, one))
	z2 := newBig().Mul(z, z)
	sum := newBig().Set(z)
	term := newBig().Set(z)
	eps := newBig().SetMantExp(one, -bigPrec-4)
	for k := int64(3); ; k += 2 {
		term.Mul(term, z2)
		t := newBig().Quo(term, newBig().SetInt64(k))
		sum.Add(sum, t)
		if t.Sign() == 0 || newBig().Abs(t).Cmp(eps) < 0 {
			break
		}
	}
	sum.SetMantExp(sum, 1)
	return sum.Add(sum, newBig().Mul(bigLn2, newBig().SetInt64(int64(e))))
}

// bigExp returns e^t for |t| < 1e4.
func bigExp(t *big.Float) *big.Float {
	// t = k·ln2 + r, |r| <= ln2/2
	kf, _ := newBig().Quo(t, bigLn2).Float64()
	k := math.Round(kf)
	r := newBig().Sub(t, newBig().Mul(bigLn2, newBig().SetFloat64(k)))
	const halvings = 12
	r.SetMantExp(r, -halvings)
	one := newBig().SetInt64(1)
	sum := newBig().Set(one)
	term := newBig().Set(one)
	eps := newBig().SetMantExp(one, -bigPrec-4)
	for n := int64(1); ; n++ {
		term.Mul(term, r)
		term.Quo(term, newBig().SetInt64(n))
		sum.Add(sum, term)
		if term.Sign() == 0 || newBig().Abs(term).Cmp(eps) < 0 {
			break
		}
	}
	for i := 0; i < halvings; i++ {
		sum.Mul(sum, sum)
	}
	return sum.SetMantExp(sum, int(k))
}

// preciseFloatPow is pow(x, y) for finite x > 0, x != 1 and finite y != 0.
func preciseFloatPow(x, y float64) float64 {
	switch y {
	case 1:
		return x
	case 2:
		return x * x
	case -1:
		return 1 / x
	case 0.5:
		return math.Sqrt(x)
	}
	if r := ddPow(x, y); r > 1e-300 && r < 1e300 {
		return r
	}
	// the extremes, where double-double scaling loses bits, go through
	// big floats
	return bigPow(x, y)
}

func bigPow(x, y float64) float64 {
	t := newBig().Mul(bigLog(newBig().SetFloat64(x)), newBig().SetFloat64(y))
	tf, _ := t.Float64()
	switch {
	case tf > 710:
		return math.Inf(1)
	case tf < -746:
		return 0
	}
	f, _ := bigExp(t).Float64()
	return f
}

// preciseSinCos returns correctly rounded sin and cos of moderate
// arguments; huge ones fall back to the math package.
func preciseSinCos(x float64) (float64, float64) {
	if math.IsNaN(x) || math.IsInf(x, 0) || math.Abs(x) > 1<<40 {
		return math.Sin(x), math.Cos(x)
	}
	if x == 0 {
		return x, 1
	}
	// x = q·(π/2) + r
	halfPi := newBig().SetMantExp(bigPi, -1)
	bx := newBig().SetFloat64(x)
	qf, _ := newBig().Quo(bx, halfPi).Float64()
	q := math.Round(qf)
	r := newBig().Sub(bx, newBig().Mul(halfPi, newBig().SetFloat64(q)))
	s, c := bigSinCosSeries(r)
	switch int64(math.Mod(q, 4)+4) % 4 {
	case 1:
		s, c = c, s.Neg(s)
	case 2:
		s, c = s.Neg(s), c.Neg(c)
	case 3:
		s, c = c.Neg(c), s
	}
	sf, _ := s.Float64()
	cf, _ := c.Float64()
	return sf, cf
}

// bigSinCosSeries evaluates the Taylor series of sin and cos for |r| <= π/4.
func bigSinCosSeries(r *big.Float) (*big.Float, *big.Float) {
	one := newBig().SetInt64(1)
	eps := newBig().SetMantExp(one, -bigPrec-4)
	r2 := newBig().Mul(r, r)
	sin, cos := newBig().Set(r), newBig().Set(one)
	st, ct := newBig().Set(r), newBig().Set(one)
	for n := int64(1); ; n++ {
		st.Mul(st, r2)
		st.Quo(st, newBig().SetInt64(-(2*n)*(2*n+1)))
		ct.Mul(ct, r2)
		ct.Quo(ct, newBig().SetInt64(-(2*n-1)*(2*n)))
		sin.Add(sin, st)
		cos.Add(cos, ct)
		if newBig().Abs(st).Cmp(eps) < 0 && newBig().Abs(ct).Cmp(eps) < 0 {
			break
		}
	}
	return sin, cos
}

// preciseExp and preciseLog back the complex power with a complex
// exponent.
func preciseExp(x float64) float64 {
	switch {
	case math.IsNaN(x) || math.IsInf(x, 0) || x > 710 || x < -746:
		return math.Exp(x)
	case x == 0:
		return 1
	}
	f, _ := bigExp(newBig().SetFloat64(x)).Float64()
	return f
}

func preciseLog(x float64) float64 {
	if !(x > 0) || math.IsInf(x, 0) || x == 1 {
		return math.Log(x)
	}
	f, _ := bigLog(newBig().SetFloat64(x)).Float64()
	return f
}
