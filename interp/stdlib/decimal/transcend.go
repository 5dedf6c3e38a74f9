package decimal

import "math/big"

// Square roots, exponentials, logarithms and powers, correctly rounded:
// each is computed in fixed point (a big.Int v standing for v * 10**-n)
// with guard digits, and the guard grows until the error bounds round to
// the same result (Ziv's strategy).

// ticker lets long computations count steps and stop at the deadline.
type ticker interface {
	Tick() error
	CheckLimits() error
}

// work accounts an iteration over numbers of about the given bit length:
// a step, and a look at the clock when the numbers are big enough for
// one iteration to take a while (the step counter alone reads the clock
// only every few hundred steps).
func work(th ticker, bits int) error {
	if err := th.Tick(); err != nil {
		return err
	}
	if bits > 20000 {
		return th.CheckLimits()
	}
	return nil
}

// atanhInvFixed is 2*atanh(1/m) * 10**n.
func atanhInvFixed(th ticker, m int64, n int64) (*big.Int, error) {
	one := pow10(n)
	mb := big.NewInt(m)
	m2 := big.NewInt(m * m)
	x := new(big.Int).Quo(one, mb)
	sum := new(big.Int).Set(x)
	term := new(big.Int).Set(x)
	for k := int64(1); ; k++ {
		term.Quo(term, m2)
		if term.Sign() == 0 {
			break
		}
		sum.Add(sum, new(big.Int).Quo(term, big.NewInt(2*k+1)))
		if err := work(th, sum.BitLen()); err != nil {
			return nil, err
		}
	}
	return sum.Lsh(sum, 1), nil
}

func ln2Fixed(th ticker, n int64) (*big.Int, error) { return atanhInvFixed(th, 3, n) }

func ln10Fixed(th ticker, n int64) (*big.Int, error) {
	l2, err := ln2Fixed(th, n)
	if err != nil {
		return nil, err
	}
	l9, err := atanhInvFixed(th, 9, n)
	if err != nil {
		return nil, err
	}
	l := new(big.Int).Mul(l2, big.NewInt(3))
	return l.Add(l, l9), nil
}

// lnFixed returns ln(c * 10**e) * 10**n with an error of a few units, for
// c > 0.
func lnFixed(th ticker, c *big.Int, e, n int64) (*big.Int, error) {
	d := numDigits(c)
	a := e + d - 1 // c*10**e = m * 10**a, 1 <= m < 10
	extra := int64(10) + numDigitsInt(a)
	p := n + extra
	one := pow10(p)
	// z = m as fixed point
	z := new(big.Int).Mul(c, pow10(p))
	z.Quo(z, pow10(d-1))
	// halve into [0.75, 1.5)
	j := int64(0)
	limit := new(big.Int).Mul(one, big.NewInt(3))
	limit.Rsh(limit, 1)
	for z.Cmp(limit) >= 0 {
		z.Rsh(z, 1)
		j++
	}
	// ln z = 2 atanh(s), s = (z-1)/(z+1)
	num := new(big.Int).Sub(z, one)
	den := new(big.Int).Add(z, one)
	s := new(big.Int).Mul(num, one)
	s.Quo(s, den)
	s2 := new(big.Int).Mul(s, s)
	s2.Quo(s2, one)
	sum := new(big.Int).Set(s)
	term := new(big.Int).Set(s)
	for k := int64(1); ; k++ {
		term.Mul(term, s2)
		term.Quo(term, one)
		if term.Sign() == 0 {
			break
		}
		sum.Add(sum, new(big.Int).Quo(term, big.NewInt(2*k+1)))
		if err := work(th, sum.BitLen()); err != nil {
			return nil, err
		}
	}
	sum.Lsh(sum, 1)
	if j > 0 {
		l2, err := ln2Fixed(th, p)
		if err != nil {
			return nil, err
		}
		sum.Add(sum, new(big.Int).Mul(l2, big.NewInt(j)))
	}
	if a != 0 {
		l10, err := ln10Fixed(th, p)
		if err != nil {
			return nil, err
		}
		sum.Add(sum, new(big.Int).Mul(l10, big.NewInt(a)))
	}
	return roundDiv(sum, pow10(extra)), nil
}

func numDigitsInt(a int64) int64 {
	if a < 0 {
		a = -a
	}
	n := int64(1)
	for a >= 10 {
		a /= 10
		n++
	}
	return n
}

// roundDiv is x / y rounded to nearest (y > 0).
func roundDiv(x, y *big.Int) *big.Int {
	q, r := new(big.Int).QuoRem(x, y, new(big.Int))
	r.Abs(r)
	r.Lsh(r, 1)
	if r.Cmp(y) >= 0 {
		if x.Sign() < 0 {
			q.Sub(q, bigOne)
		} else {
			q.Add(q, bigOne)
		}
	}
	return q
}

// expFixed returns E, k with exp(t) ~= E * 10**(k - p), 10**p <= E <
// 10**(p+1), for t = tv * 10**-n; the relative error is about 10**-(p-2).
func expFixed(th ticker, tv *big.Int, n, p int64) (*big.Int, int64, error) {
	// k = floor(t / ln 10) needs a first estimate of its size
	bits := int64(tv.BitLen())
	kDigits := bits*3/10 - n + 3
	if kDigits < 1 {
		kDigits = 1
	}
	w := p + 12 + kDigits // working digits after the point
	one := pow10(w)
	ln10, err := ln10Fixed(th, w)
	if err != nil {
		return nil, 0, err
	}
	t := new(big.Int)
	if w >= n {
		t.Mul(tv, pow10(w-n))
	} else {
		t = roundDiv(tv, pow10(n-w))
	}
	k, r := new(big.Int).DivMod(t, ln10, new(big.Int)) // r in [0, ln10)
	// exp(r) by Taylor on r / 2**20, then 20 squarings
	const halvings = 20
	x := new(big.Int).Rsh(r, halvings)
	sum := new(big.Int).Set(one)
	term := new(big.Int).Set(one)
	for i := int64(1); ; i++ {
		term.Mul(term, x)
		term.Quo(term, one)
		term.Quo(term, big.NewInt(i))
		if term.Sign() == 0 {
			break
		}
		sum.Add(sum, term)
		if err := work(th, sum.BitLen()); err != nil {
			return nil, 0, err
		}
	}
	for i := 0; i < halvings; i++ {
		sum.Mul(sum, sum)
		sum.Quo(sum, one)
		if err := work(th, sum.BitLen()); err != nil {
			return nil, 0, err
		}
	}
	// sum ~ exp(r) * 10**w in [10**w, 10**(w+1)): keep p+1 digits
	e := roundDiv(sum, pow10(w-p))
	if e.Cmp(pow10(p+1)) >= 0 {
		e = roundDiv(e, bigTen)
		k.Add(k, bigOne)
	}
	if !k.IsInt64() {
		return nil, 0, errHuge
	}
	return e, k.Int64(), nil
}

type hugeError struct{}

func (hugeError) Error() string { return "exponent out of range" }

var errHuge error = hugeError{}

// ziv rounds an approximation v*10**exp whose error is below margin units
// of v; ok is false when the bounds round differently.
func ziv(c *ctxParams, neg bool, v *big.Int, exp int64, margin int64) (dec, int, bool) {
	m := big.NewInt(margin)
	lo := new(big.Int).Sub(v, m)
	hi := new(big.Int).Add(v, m)
	if lo.Sign() <= 0 {
		return dec{}, 0, false
	}
	r1, s1 := finalize(c, newFinite(neg, lo, exp))
	r2, s2 := finalize(c, newFinite(neg, hi, exp))
	if s1 != s2 || r1.form != r2.form || r1.exp != r2.exp || r1.coef.Cmp(r2.coef) != 0 {
		return dec{}, 0, false
	}
	// lo and hi straddle no rounding boundary: the true value rounds the
	// same, and it is inexact (irrational results)
	return r1, s1 | sInexact | sRounded, true
}

// halfEven is c rounding half-even: exp, ln, log10 and non-integer
// powers round that way whatever the context says, as libmpdec does.
func halfEven(c *ctxParams) *ctxParams {
	h := *c
	h.rounding = roundHalfEven
	return &h
}

// expDec is exp(x).
func expDec(th ticker, c *ctxParams, x dec) (dec, int, error) {
	c = halfEven(c)
	if r, st, ok := nanResult(c, x); ok {
		return r, st, nil
	}
	if x.isInf() {
		if x.neg {
			return newFinite(false, new(big.Int), 0), 0, nil
		}
		return decInf(false), 0, nil
	}
	if x.isZero() {
		return newFinite(false, big.NewInt(1), 0), 0, nil
	}
	// far outside the exponent range: overflow or underflow at once
	if x.adjusted() >= 20 || x.adjusted() >= numDigitsInt(c.emax)+2 {
		return outOfRange(c, x.neg)
	}
	for guard := int64(6); ; guard += guard {
		p := c.prec + guard
		n := p + 4
		tv := new(big.Int)
		if x.exp+n >= 0 {
			tv.Mul(x.coef, pow10(x.exp+n))
		} else {
			tv.Quo(x.coef, pow10(-x.exp-n))
		}
		if x.neg {
			tv.Neg(tv)
		}
		e, k, err := expFixed(th, tv, n, p)
		if err == errHuge {
			return outOfRange(c, x.neg)
		}
		if err != nil {
			return dec{}, 0, err
		}
		if r, st, ok := ziv(c, false, e, k-p, 100); ok {
			return r, st, nil
		}
		if err := th.Tick(); err != nil {
			return dec{}, 0, err
		}
	}
}

// outOfRange is the overflow (positive) or underflow (negative) result.
func outOfRange(c *ctxParams, tiny bool) (dec, int, error) {
	if tiny {
		r, st := finalize(c, newFinite(false, big.NewInt(1), c.etiny()-2))
		return r, st | sInexact | sRounded, nil
	}
	r, st := finalize(c, newFinite(false, big.NewInt(1), c.emax+2))
	return r, st, nil
}

// lnDec is the natural logarithm.
func lnDec(th ticker, c *ctxParams, x dec) (dec, int, error) {
	if r, st, ok := nanResult(c, x); ok {
		return r, st, nil
	}
	if x.isZero() {
		return decInf(true), 0, nil
	}
	if x.neg {
		return invalid(), sInvalidOperation, nil
	}
	if x.isInf() {
		return decInf(false), 0, nil
	}
	if isPow10(x) && x.adjusted() == 0 {
		return newFinite(false, new(big.Int), 0), 0, nil // ln(1) = 0
	}
	return logDec(th, c, x, false)
}

// isPow10 tells whether a positive finite x is a power of ten.
func isPow10(x dec) bool {
	s := x.coef.String()
	if s[0] != '1' {
		return false
	}
	for _, ch := range s[1:] {
		if ch != '0' {
			return false
		}
	}
	return true
}

// log10Dec is the base-10 logarithm: exact for powers of ten.
func log10Dec(th ticker, c *ctxParams, x dec) (dec, int, error) {
	if r, st, ok := nanResult(c, x); ok {
		return r, st, nil
	}
	if x.isZero() {
		return decInf(true), 0, nil
	}
	if x.neg {
		return invalid(), sInvalidOperation, nil
	}
	if x.isInf() {
		return decInf(false), 0, nil
	}
	if isPow10(x) {
		r, st := finalize(c, decFromInt64(x.adjusted()))
		return r, st, nil
	}
	return logDec(th, c, x, true)
}

// logDec computes ln(x) or log10(x) for x > 0, x not a power of ten
// (log10) or not 1 (ln).
func logDec(th ticker, c *ctxParams, x dec, base10 bool) (dec, int, error) {
	c = halfEven(c)
	// |ln x| can be tiny when x is near 1: count the leading zeros of x-1
	shift := int64(0)
	if adj := x.adjusted(); adj == 0 || adj == -1 {
		diff := addExact(c, x, newFinite(true, big.NewInt(1), 0))
		if diff.coef.Sign() != 0 {
			if a := diff.adjusted(); a < 0 {
				shift = -a
			}
		}
	}
	for guard := int64(6); ; guard += guard {
		n := c.prec + guard + shift
		l, err := lnFixed(th, x.coef, x.exp, n+4)
		if err != nil {
			return dec{}, 0, err
		}
		if base10 {
			ln10, err := ln10Fixed(th, n+4)
			if err != nil {
				return dec{}, 0, err
			}
			l.Mul(l, pow10(n+4))
			l = roundDiv(l, ln10)
		}
		neg := l.Sign() < 0
		v := new(big.Int).Abs(l)
		if r, st, ok := ziv(c, neg, v, -(n + 4), 200); ok {
			return r, st, nil
		}
		if err := th.Tick(); err != nil {
			return dec{}, 0, err
		}
	}
}

// sqrtDec is the square root, rounded half-even; exact results get the
// ideal exponent floor(exp/2).
func sqrtDec(th ticker, c *ctxParams, x dec) (dec, int, error) {
	if r, st, ok := nanResult(c, x); ok {
		return r, st, nil
	}
	if x.isZero() {
		r, st := finalize(c, newFinite(x.neg, new(big.Int), floorDiv2(x.exp)))
		return r, st, nil
	}
	if x.neg {
		return invalid(), sInvalidOperation, nil
	}
	if x.isInf() {
		return x, 0, nil
	}
	ideal := floorDiv2(x.exp)
	coef, exp := x.coef, x.exp
	if exp%2 != 0 {
		coef = new(big.Int).Mul(coef, bigTen)
		exp--
	}
	// scale by 10**(2s) so the root has prec+1 digits
	d := numDigits(coef)
	s := c.prec + 1 - (d+1)/2
	if s < 0 {
		s = 0
	}
	scaled := new(big.Int).Mul(coef, pow10(2*s))
	root := new(big.Int).Sqrt(scaled)
	rexp := exp/2 - s
	exact := new(big.Int).Mul(root, root).Cmp(scaled) == 0
	if !exact {
		root.Mul(root, bigTen)
		root.Add(root, bigOne) // sticky digit
		rexp--
	} else {
		for rexp < ideal {
			q, m := new(big.Int).QuoRem(root, bigTen, new(big.Int))
			if m.Sign() != 0 {
				break
			}
			root = q
			rexp++
		}
	}
	hc := *c
	hc.rounding = roundHalfEven
	r, st := finalize(&hc, newFinite(false, root, rexp))
	return r, st, nil
}

func floorDiv2(e int64) int64 {
	if e < 0 {
		return -((-e + 1) / 2)
	}
	return e / 2
}
