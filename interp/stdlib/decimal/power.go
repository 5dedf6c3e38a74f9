package decimal

import "math/big"

// integral reports whether a finite x is an integer, and returns it.
func integral(x dec) (*big.Int, bool) {
	if x.form != finite {
		return nil, false
	}
	if x.exp >= 0 {
		if x.exp > 1000 && x.coef.Sign() != 0 {
			return nil, true // integral, but too big to build
		}
		v := new(big.Int).Mul(x.coef, pow10(x.exp))
		if x.neg {
			v.Neg(v)
		}
		return v, true
	}
	if x.coef.Sign() == 0 {
		return new(big.Int), true
	}
	if numDigits(x.coef) <= -x.exp {
		return nil, false
	}
	q, r := new(big.Int).QuoRem(x.coef, pow10(-x.exp), new(big.Int))
	if r.Sign() != 0 {
		return nil, false
	}
	if x.neg {
		q.Neg(q)
	}
	return q, true
}

// isOddInt reports whether y is an odd integer.
func isOddInt(y dec) bool {
	v, ok := integral(y)
	return ok && v != nil && v.Bit(0) == 1
}

// powDec is x ** y.
func powDec(th ticker, c *ctxParams, x, y dec) (dec, int, error) {
	if r, st, ok := nanResult(c, x, y); ok {
		return r, st, nil
	}
	n, yInt := integral(y)
	negResult := x.neg && isOddInt(y)
	if y.isZero() {
		if x.isZero() {
			return invalid(), sInvalidOperation, nil
		}
		r, st := finalize(c, newFinite(false, big.NewInt(1), 0))
		return r, st, nil
	}
	if x.isZero() {
		if y.neg {
			return decInf(negResult), 0, nil
		}
		return newFinite(negResult, new(big.Int), 0), 0, nil
	}
	if x.neg && !yInt {
		return invalid(), sInvalidOperation, nil
	}
	if x.isInf() {
		if y.neg {
			return newFinite(negResult, new(big.Int), 0), 0, nil
		}
		return decInf(negResult), 0, nil
	}
	if y.isInf() {
		if x.neg {
			return invalid(), sInvalidOperation, nil
		}
		switch cmp := compareAbs(x, newFinite(false, big.NewInt(1), 0)); {
		case cmp == 0:
			r, st := finalize(c, newFinite(false, pow10(c.prec-1), 1-c.prec))
			return r, st | sInexact | sRounded, nil
		case (cmp < 0) == y.neg:
			return decInf(false), 0, nil
		default:
			return newFinite(false, new(big.Int), 0), 0, nil
		}
	}
	if yInt && n != nil {
		return intPow(th, c, x, n, negResult)
	}
	return realPow(th, c, x, y, negResult)
}

// intPow is x ** n for an integer n: exact (then rounded once) when the
// exact result is small, else through exp and ln.
func intPow(th ticker, c *ctxParams, x dec, n *big.Int, neg bool) (dec, int, error) {
	// strip trailing zeros of x into its exponent
	coef, exp := new(big.Int).Set(x.coef), x.exp
	for {
		q, m := new(big.Int).QuoRem(coef, bigTen, new(big.Int))
		if m.Sign() != 0 {
			break
		}
		coef, exp = q, exp+1
	}
	absN := new(big.Int).Abs(n)
	// size of the result: about n * log10(x)
	xlog := float64(numDigits(coef)) + float64(exp)
	if coef.Cmp(bigOne) == 0 {
		xlog = float64(exp)
	}
	nf, _ := new(big.Float).SetInt(n).Float64()
	adjEstimate := nf * (xlog - 0.5)
	if coef.Cmp(bigOne) != 0 || exp != 0 {
		if adjEstimate > float64(c.emax)+float64(c.prec)+10 && xlog > 0.5 {
			return outOfRange(c, false)
		}
		if adjEstimate < float64(c.etiny())-float64(c.prec)-10 && xlog < 0.5 {
			return outOfRange(c, true)
		}
	}
	digitsExact := float64(numDigits(coef)) * float64(absN.Int64())
	if !absN.IsInt64() || digitsExact > float64(c.prec)*2+100 {
		// far too many digits to be exact: irrational-style computation
		lx := x
		lx.neg = false
		r, st, err := realPow(th, c, lx, decFromBig(n), false)
		r.neg = neg && r.form != qnan
		return r, st, err
	}
	k := absN.Int64()
	if err := th.Tick(); err != nil {
		return dec{}, 0, err
	}
	pc := new(big.Int).Exp(coef, absN, nil)
	pe := exp * k
	// the exact result written with the ideal exponent x.exp*k, as far
	// as the precision allows (the zeros stripped above come back)
	idealExp := x.exp * k
	p := newFinite(neg, pc, pe)
	padStatus := 0
	if pe > idealExp {
		pad := pe - idealExp
		if numDigits(pc)+pad <= c.prec {
			p = newFinite(neg, new(big.Int).Mul(pc, pow10(pad)), idealExp)
		} else {
			if extra := c.prec - numDigits(pc); extra > 0 {
				p = newFinite(neg, new(big.Int).Mul(pc, pow10(extra)), pe-extra)
			}
			padStatus = sRounded
		}
	}
	if n.Sign() > 0 {
		r, st := finalize(c, p)
		return r, st | padStatus, nil
	}
	// 1 / x**|n|, rounded once
	wide := *c
	r, st := div(&wide, newFinite(false, big.NewInt(1), 0), p)
	r.neg = neg
	return r, st, nil
}

// realPow is exp(y * ln(x)) for x > 0, correctly rounded (almost always).
func realPow(th ticker, c *ctxParams, x, y dec, neg bool) (dec, int, error) {
	c = halfEven(c)
	cy := y.coef
	dcy := numDigits(cy)
	var last *big.Int
	var lastK int64
	for guard := int64(6); guard < 2000; guard += guard {
		nt := c.prec + guard + 4
		s := nt + y.exp + dcy + 2
		if s < 2 {
			s = 2
		}
		l, err := lnFixed(th, x.coef, x.exp, s)
		if err != nil {
			return dec{}, 0, err
		}
		t := new(big.Int).Mul(l, cy)
		if y.neg {
			t.Neg(t)
		}
		// t is y*ln(x) at scale s - y.exp; bring it to scale nt
		scale := s - y.exp
		if scale > nt {
			t = roundDiv(t, pow10(scale-nt))
		} else if scale < nt {
			t.Mul(t, pow10(nt-scale))
		}
		// way out of range?
		if numDigits(t)-nt > 19 {
			return outOfRange(c, t.Sign() < 0)
		}
		p := c.prec + guard
		e, k, err := expFixed(th, t, nt, p)
		if err == errHuge {
			return outOfRange(c, t.Sign() < 0)
		}
		if err != nil {
			return dec{}, 0, err
		}
		if r, st, ok := ziv(c, neg, e, k-p, 200); ok {
			return r, st, nil
		}
		last, lastK = e, k-p
		if err := th.Tick(); err != nil {
			return dec{}, 0, err
		}
	}
	// an exact result in a directed rounding mode: round the estimate
	r, st := finalize(c, newFinite(neg, last, lastK))
	return r, st | sInexact | sRounded, nil
}

// powMod is the three-argument power: x**y % m for integers.
func powMod(c *ctxParams, x, y, m dec) (dec, int) {
	if r, st, ok := nanResult(c, x, y, m); ok {
		return r, st
	}
	xi, ok1 := integral(x)
	yi, ok2 := integral(y)
	mi, ok3 := integral(m)
	if !ok1 || !ok2 || !ok3 || xi == nil || yi == nil || mi == nil || yi.Sign() < 0 || mi.Sign() == 0 {
		return invalid(), sInvalidOperation
	}
	if x.isZero() && y.isZero() {
		return invalid(), sInvalidOperation
	}
	if numDigits(new(big.Int).Abs(mi)) > c.prec {
		return invalid(), sInvalidOperation
	}
	am := new(big.Int).Abs(mi)
	r := new(big.Int).Exp(new(big.Int).Abs(xi), yi, am)
	neg := x.neg && yi.Bit(0) == 1
	return newFinite(neg, r, 0), 0
}
