package decimal

import "math/big"

// nanResult handles NaN operands of an operation: a signaling NaN gives
// InvalidOperation and its quiet version; otherwise the first quiet NaN
// is the result. ok is false when no operand is a NaN.
func nanResult(c *ctxParams, ds ...dec) (dec, int, bool) {
	for _, d := range ds {
		if d.form == snan {
			return fixNaN(c, dec{neg: d.neg, form: qnan, coef: d.coef}), sInvalidOperation, true
		}
	}
	for _, d := range ds {
		if d.form == qnan {
			return fixNaN(c, d), 0, true
		}
	}
	return dec{}, 0, false
}

// fixNaN drops payload digits that do not fit the precision.
func fixNaN(c *ctxParams, d dec) dec {
	limit := c.prec
	if c.clamp {
		limit--
	}
	if d.coef.Sign() != 0 && numDigits(d.coef) > limit {
		keep := new(big.Int).Rem(d.coef, pow10(limit))
		return dec{neg: d.neg, form: d.form, coef: keep}
	}
	return d
}

func invalid() dec { return decNaN(false, nil) }

// addExact is x + y without rounding; the result's exponent is the
// smaller one. Operands far below the other's precision are replaced by
// a tiny sticky value, which rounds the same way.
func addExact(c *ctxParams, x, y dec) dec {
	if x.exp < y.exp {
		x, y = y, x
	}
	// now x.exp >= y.exp
	shift := x.exp - y.exp
	if y.coef.Sign() != 0 && x.coef.Sign() != 0 {
		// digits of x once aligned: if y lies entirely below x's rounding
		// position, shrink the gap
		xd := numDigits(x.coef)
		limit := c.prec + 3
		if limit < xd+2 {
			limit = xd + 2
		}
		yd := numDigits(y.coef)
		if shift > limit+yd {
			// y is below x's least significant kept digit: keep its sign
			// as one unit at a lower position
			newShift := limit
			y = newFinite(y.neg, big.NewInt(1), x.exp-newShift)
			shift = newShift
		}
	}
	xc := new(big.Int).Mul(x.coef, pow10(shift))
	if x.neg {
		xc.Neg(xc)
	}
	yc := new(big.Int).Set(y.coef)
	if y.neg {
		yc.Neg(yc)
	}
	xc.Add(xc, yc)
	neg := xc.Sign() < 0
	return newFinite(neg, xc.Abs(xc), y.exp)
}

func add(c *ctxParams, x, y dec, subtract bool) (dec, int) {
	if subtract {
		y.neg = !y.neg
		if y.isNaN() {
			y.neg = !y.neg // NaN signs are not flipped
		}
	}
	if r, st, ok := nanResult(c, x, y); ok {
		return r, st
	}
	if x.isInf() || y.isInf() {
		if x.isInf() && y.isInf() && x.neg != y.neg {
			return invalid(), sInvalidOperation
		}
		if x.isInf() {
			return decInf(x.neg), 0
		}
		return decInf(y.neg), 0
	}
	r := addExact(c, x, y)
	if r.coef.Sign() == 0 {
		// the sign of an exact zero sum: negative only if both were, or
		// when rounding towards -inf
		r.neg = (x.neg && y.neg) || (x.neg != y.neg && c.rounding == roundFloor)
		r.exp = min(x.exp, y.exp)
	}
	return finalize(c, r)
}

func mul(c *ctxParams, x, y dec) (dec, int) {
	if r, st, ok := nanResult(c, x, y); ok {
		return r, st
	}
	neg := x.neg != y.neg
	if x.isInf() || y.isInf() {
		if x.isZero() || y.isZero() {
			return invalid(), sInvalidOperation
		}
		return decInf(neg), 0
	}
	return finalize(c, newFinite(neg, new(big.Int).Mul(x.coef, y.coef), x.exp+y.exp))
}

// div is x / y with the spec's ideal exponent (x.exp - y.exp, reduced
// trailing zeros of an exact quotient down to it).
func div(c *ctxParams, x, y dec) (dec, int) {
	if r, st, ok := nanResult(c, x, y); ok {
		return r, st
	}
	neg := x.neg != y.neg
	if x.isInf() {
		if y.isInf() {
			return invalid(), sInvalidOperation
		}
		return decInf(neg), 0
	}
	if y.isInf() {
		return finalize(c, newFinite(neg, new(big.Int), c.etiny()))
	}
	if y.isZero() {
		if x.isZero() {
			return invalid(), sDivisionUndefined
		}
		return decInf(neg), sDivisionByZero
	}
	ideal := x.exp - y.exp
	if x.isZero() {
		return finalize(c, newFinite(neg, new(big.Int), ideal))
	}
	// scale x so the quotient has at least prec+1 digits
	xd, yd := numDigits(x.coef), numDigits(y.coef)
	shift := c.prec + 1 + yd - xd
	if shift < 0 {
		shift = 0
	}
	num := new(big.Int).Mul(x.coef, pow10(shift))
	q, r := new(big.Int).QuoRem(num, y.coef, new(big.Int))
	exp := ideal - shift
	if r.Sign() != 0 {
		// inexact: a sticky digit below the quotient keeps the rounding right
		q.Mul(q, bigTen)
		q.Add(q, bigOne)
		exp--
	} else {
		// exact: remove trailing zeros down to the ideal exponent
		for exp < ideal {
			qq, rr := new(big.Int).QuoRem(q, bigTen, new(big.Int))
			if rr.Sign() != 0 {
				break
			}
			q = qq
			exp++
		}
	}
	return finalize(c, newFinite(neg, q, exp))
}

// divmodInt computes the integer quotient and remainder of x / y
// (truncated); ok is false when the quotient needs more than prec digits.
func divmodInt(c *ctxParams, x, y dec) (q dec, r dec, status int, ok bool) {
	neg := x.neg != y.neg
	// align exponents
	e := min(x.exp, y.exp)
	xc := new(big.Int).Mul(x.coef, pow10(x.exp-e))
	yc := new(big.Int).Mul(y.coef, pow10(y.exp-e))
	qc, rc := new(big.Int).QuoRem(xc, yc, new(big.Int))
	if numDigits(qc) > c.prec {
		return dec{}, dec{}, sDivisionImpossible, false
	}
	return newFinite(neg, qc, 0), newFinite(x.neg, rc, e), 0, true
}

// divInt is x // y (truncating towards zero).
func divInt(c *ctxParams, x, y dec) (dec, int) {
	if r, st, ok := nanResult(c, x, y); ok {
		return r, st
	}
	neg := x.neg != y.neg
	if x.isInf() {
		if y.isInf() {
			return invalid(), sInvalidOperation
		}
		return decInf(neg), 0
	}
	if y.isInf() {
		return finalize(c, newFinite(neg, new(big.Int), 0))
	}
	if y.isZero() {
		if x.isZero() {
			return invalid(), sDivisionUndefined
		}
		return decInf(neg), sDivisionByZero
	}
	q, _, st, ok := divmodInt(c, x, y)
	if !ok {
		return invalid(), st
	}
	return finalize(c, q)
}

// rem is the remainder of truncating division (Python's % on Decimal).
func rem(c *ctxParams, x, y dec) (dec, int) {
	if r, st, ok := nanResult(c, x, y); ok {
		return r, st
	}
	if x.isInf() {
		return invalid(), sInvalidOperation
	}
	if y.isInf() {
		return finalize(c, x)
	}
	if y.isZero() {
		if x.isZero() {
			return invalid(), sDivisionUndefined
		}
		return invalid(), sInvalidOperation
	}
	_, r, st, ok := divmodInt(c, x, y)
	if !ok {
		return invalid(), st
	}
	return finalize(c, r)
}

// remNear is the remainder from rounding the quotient to the nearest
// integer (ties to even).
func remNear(c *ctxParams, x, y dec) (dec, int) {
	if r, st, ok := nanResult(c, x, y); ok {
		return r, st
	}
	if x.isInf() {
		return invalid(), sInvalidOperation
	}
	if y.isInf() {
		return finalize(c, x)
	}
	if y.isZero() {
		if x.isZero() {
			return invalid(), sDivisionUndefined
		}
		return invalid(), sInvalidOperation
	}
	q, r, st, ok := divmodInt(c, x, y)
	if !ok {
		return invalid(), st
	}
	// compare 2*|r| with |y| aligned to r's exponent
	yc := new(big.Int).Mul(y.coef, pow10(y.exp-r.exp))
	twice := new(big.Int).Lsh(r.coef, 1)
	cmp := twice.Cmp(yc)
	if cmp > 0 || (cmp == 0 && q.coef.Bit(0) == 1) {
		// r - |y| with r's sign
		rc := new(big.Int).Sub(r.coef, yc)
		neg := r.neg
		if rc.Sign() < 0 {
			neg = !neg
			rc.Neg(rc)
		}
		if numDigits(new(big.Int).Add(q.coef, bigOne)) > c.prec {
			return invalid(), sDivisionImpossible
		}
		r = newFinite(neg, rc, r.exp)
	}
	return finalize(c, r)
}

// compareNum compares finite or infinite numbers: -1, 0, 1.
func compareNum(x, y dec) int {
	if x.isInf() || y.isInf() {
		xv, yv := infRank(x), infRank(y)
		switch {
		case xv < yv:
			return -1
		case xv > yv:
			return 1
		}
		if x.isInf() {
			return 0
		}
	}
	xz, yz := x.coef.Sign() == 0, y.coef.Sign() == 0
	switch {
	case xz && yz:
		return 0
	case xz:
		if y.neg {
			return 1
		}
		return -1
	case yz:
		if x.neg {
			return -1
		}
		return 1
	}
	if x.neg != y.neg {
		if x.neg {
			return -1
		}
		return 1
	}
	r := compareAbs(x, y)
	if x.neg {
		return -r
	}
	return r
}

func infRank(d dec) int {
	if !d.isInf() {
		return 0
	}
	if d.neg {
		return -1
	}
	return 1
}

// compareAbs compares |x| and |y| for finite non-zero numbers.
func compareAbs(x, y dec) int {
	ax, ay := x.adjusted(), y.adjusted()
	if x.coef.Sign() == 0 || y.coef.Sign() == 0 {
		return x.coef.Cmp(y.coef) // one is zero
	}
	if ax != ay {
		if ax < ay {
			return -1
		}
		return 1
	}
	e := min(x.exp, y.exp)
	xc := new(big.Int).Mul(x.coef, pow10(x.exp-e))
	yc := new(big.Int).Mul(y.coef, pow10(y.exp-e))
	return xc.Cmp(yc)
}

// quantize gives x the exponent of y (rounding by mode).
func quantize(c *ctxParams, x dec, exp int64, mode int) (dec, int) {
	if x.isInf() {
		return invalid(), sInvalidOperation
	}
	if exp > c.emax || exp < c.etiny() {
		return invalid(), sInvalidOperation
	}
	status := 0
	if x.coef.Sign() == 0 {
		if exp > x.exp {
			status |= sRounded
		}
		return newFinite(x.neg, new(big.Int), exp), status
	}
	var q *big.Int
	if exp >= x.exp {
		var inexact bool
		q, inexact = shiftRound(x.coef, exp-x.exp, mode, x.neg)
		if exp > x.exp {
			status |= sRounded
		}
		if inexact {
			status |= sInexact
		}
	} else {
		q = new(big.Int).Mul(x.coef, pow10(x.exp-exp))
	}
	if numDigits(q) > c.prec {
		return invalid(), sInvalidOperation
	}
	r := newFinite(x.neg, q, exp)
	if q.Sign() != 0 && r.adjusted() < c.emin {
		status |= sSubnormal
		if status&sInexact != 0 {
			status |= sUnderflow
		}
	}
	return r, status
}

// toIntegral rounds to an integer (exponent 0) when the exponent is
// negative; exact reports Inexact/Rounded (to_integral_exact).
func toIntegral(c *ctxParams, x dec, mode int, exact bool) (dec, int) {
	if r, st, ok := nanResult(c, x); ok {
		return r, st
	}
	if x.isInf() || x.exp >= 0 {
		return x, 0
	}
	q, inexact := shiftRound(x.coef, -x.exp, mode, x.neg)
	st := 0
	if exact {
		st = sRounded
		if inexact {
			st |= sInexact
		}
	}
	return newFinite(x.neg, q, 0), st
}

// reduce strips trailing zeros (normalize), after rounding to the context.
func reduce(c *ctxParams, x dec) (dec, int) {
	if r, st, ok := nanResult(c, x); ok {
		return r, st
	}
	if x.isInf() {
		return x, 0
	}
	r, st := finalize(c, x)
	if r.form != finite {
		return r, st
	}
	if r.coef.Sign() == 0 {
		return newFinite(r.neg, new(big.Int), 0), st
	}
	coef, exp := new(big.Int).Set(r.coef), r.exp
	top := c.emax
	if c.clamp {
		top = c.etop()
	}
	for exp < top {
		q, m := new(big.Int).QuoRem(coef, bigTen, new(big.Int))
		if m.Sign() != 0 {
			break
		}
		coef = q
		exp++
	}
	return newFinite(r.neg, coef, exp), st
}

// plus is +x (rounded to the context; -0 becomes 0 unless rounding floor).
func plus(c *ctxParams, x dec, negate bool) (dec, int) {
	if r, st, ok := nanResult(c, x); ok {
		return r, st
	}
	if negate {
		x.neg = !x.neg
	}
	if x.isZero() {
		// 0 + x: a zero sum is negative only when rounding towards -inf
		x.neg = x.neg && c.rounding == roundFloor
	}
	if x.isInf() {
		return x, 0
	}
	return finalize(c, x)
}
