package decimal

import "math/big"

// The remaining operations of the specification, used by the Decimal
// and Context methods.

// compareOp is compare(): -1, 0, 1 as a Decimal, or NaN.
func compareOp(c *ctxParams, x, y dec, signal bool) (dec, int) {
	if x.isNaN() || y.isNaN() {
		r, st, _ := nanResult(c, x, y)
		if signal {
			st |= sInvalidOperation
		}
		return r, st
	}
	return decFromInt64(int64(compareNum(x, y))), 0
}

// compareTotal orders all values, NaNs included (no context).
func compareTotal(x, y dec) int {
	if x.neg != y.neg {
		if x.neg {
			return -1
		}
		return 1
	}
	r := compareTotalAbs(x, y)
	if x.neg {
		return -r
	}
	return r
}

func totalRank(d dec) int {
	switch d.form {
	case finite:
		return 0
	case infinite:
		return 1
	case snan:
		return 2
	}
	return 3
}

func compareTotalAbs(x, y dec) int {
	rx, ry := totalRank(x), totalRank(y)
	if rx != ry {
		if rx < ry {
			return -1
		}
		return 1
	}
	switch x.form {
	case infinite:
		return 0
	case qnan, snan:
		return x.coef.Cmp(y.coef)
	}
	xz, yz := x.coef.Sign() == 0, y.coef.Sign() == 0
	if !xz || !yz {
		if xz {
			return -1
		}
		if yz {
			return 1
		}
		if c := compareAbs(x, y); c != 0 {
			return c
		}
	}
	// equal values: the smaller exponent comes first
	switch {
	case x.exp < y.exp:
		return -1
	case x.exp > y.exp:
		return 1
	}
	return 0
}

// minMax is max/min (mag compares absolute values); a quiet NaN loses to
// a number.
func minMax(c *ctxParams, x, y dec, wantMax, mag bool) (dec, int) {
	if x.form == snan || y.form == snan {
		r, st, _ := nanResult(c, x, y)
		return r, st
	}
	if x.form == qnan && y.form == qnan {
		r, st, _ := nanResult(c, x, y)
		return r, st
	}
	if x.form == qnan {
		return finalize(c, y)
	}
	if y.form == qnan {
		return finalize(c, x)
	}
	var cmp int
	if mag {
		ax, ay := x, y
		ax.neg, ay.neg = false, false
		cmp = compareNum(ax, ay)
	} else {
		cmp = compareNum(x, y)
	}
	if cmp == 0 {
		cmp = compareTotal(x, y)
	}
	pick := x
	if (cmp < 0) == wantMax {
		pick = y
	}
	if pick.isInf() {
		return pick, 0
	}
	return finalize(c, pick)
}

// nextPlus/nextMinus step to the neighbouring representable number.
func nextStep(c *ctxParams, x dec, up bool) (dec, int) {
	if r, st, ok := nanResult(c, x); ok {
		return r, st
	}
	etiny := c.etiny()
	if x.isInf() {
		if x.neg == up {
			// -inf up or +inf down: the largest finite of that sign
			largest := new(big.Int).Sub(pow10(c.prec), bigOne)
			return newFinite(x.neg, largest, c.etop()), 0
		}
		return x, 0
	}
	// add or subtract a tiny amount and round towards it
	tiny := newFinite(!up, big.NewInt(1), etiny-1)
	rc := *c
	if up {
		rc.rounding = roundCeiling
	} else {
		rc.rounding = roundFloor
	}
	sum := addExact(&rc, x, tiny)
	r, _ := finalize(&rc, sum)
	return r, 0
}

func nextToward(c *ctxParams, x, y dec) (dec, int) {
	if r, st, ok := nanResult(c, x, y); ok {
		return r, st
	}
	cmp := compareNum(x, y)
	if cmp == 0 {
		r := x
		r.neg = y.neg
		return r, 0
	}
	r, _ := nextStep(c, x, cmp < 0)
	st := 0
	if r.isInf() {
		st = sOverflow | sInexact | sRounded
	} else if r.form == finite && r.adjusted() < c.emin {
		st = sUnderflow | sSubnormal | sInexact | sRounded
		if r.coef.Sign() == 0 {
			st |= sClamped
		}
	}
	return r, st
}

// logb is the adjusted exponent as a number.
func logb(c *ctxParams, x dec) (dec, int) {
	if r, st, ok := nanResult(c, x); ok {
		return r, st
	}
	if x.isInf() {
		return decInf(false), 0
	}
	if x.isZero() {
		return decInf(true), sDivisionByZero
	}
	return finalize(c, decFromInt64(x.adjusted()))
}

// intOperand reads an integral operand within [-limit, limit].
func intOperand(y dec, limit int64) (int64, bool) {
	if y.form != finite || y.exp != 0 {
		v, ok := integral(y)
		if !ok || v == nil || !v.IsInt64() {
			return 0, false
		}
		if v.Int64() < -limit || v.Int64() > limit {
			return 0, false
		}
		return v.Int64(), y.form == finite
	}
	v := y.coef
	if !v.IsInt64() || v.Int64() > limit {
		return 0, false
	}
	n := v.Int64()
	if y.neg {
		n = -n
	}
	return n, true
}

func scaleb(c *ctxParams, x, y dec) (dec, int) {
	if r, st, ok := nanResult(c, x, y); ok {
		return r, st
	}
	limit := 2 * (c.emax + c.prec)
	n, ok := intOperand(y, limit)
	if !ok {
		return invalid(), sInvalidOperation
	}
	if x.isInf() {
		return x, 0
	}
	return finalize(c, newFinite(x.neg, x.coef, x.exp+n))
}

// shiftDigits shifts (or rotates) the coefficient by n digits within
// prec digits.
func shiftDigits(c *ctxParams, x, y dec, rotate bool) (dec, int) {
	if r, st, ok := nanResult(c, x, y); ok {
		return r, st
	}
	n, ok := intOperand(y, c.prec)
	if !ok {
		return invalid(), sInvalidOperation
	}
	if x.isInf() {
		return x, 0
	}
	mod := pow10(c.prec)
	coef := new(big.Int).Rem(x.coef, mod)
	var r *big.Int
	switch {
	case n == 0:
		r = coef
	case rotate:
		k := n
		if k < 0 {
			k += c.prec
		}
		hi := new(big.Int).Quo(coef, pow10(c.prec-k))
		lo := new(big.Int).Rem(coef, pow10(c.prec-k))
		r = new(big.Int).Add(new(big.Int).Mul(lo, pow10(k)), hi)
	case n > 0:
		r = new(big.Int).Rem(new(big.Int).Mul(coef, pow10(n)), mod)
	default:
		r = new(big.Int).Quo(coef, pow10(-n))
	}
	return newFinite(x.neg, r, x.exp), 0
}

// logical applies a digit-wise operation to two logical operands (zero
// exponent, positive, digits 0 and 1).
func logical(c *ctxParams, x, y dec, op func(a, b bool) bool) (dec, int) {
	xs, ok1 := logicalDigits(c, x)
	ys, ok2 := logicalDigits(c, y)
	if !ok1 || !ok2 {
		return invalid(), sInvalidOperation
	}
	n := len(xs)
	if len(ys) > n {
		n = len(ys)
	}
	out := make([]byte, n)
	for i := 0; i < n; i++ {
		a := i < len(xs) && xs[len(xs)-1-i] == '1'
		b := i < len(ys) && ys[len(ys)-1-i] == '1'
		out[n-1-i] = '0'
		if op(a, b) {
			out[n-1-i] = '1'
		}
	}
	r := new(big.Int)
	r.SetString(string(out), 10)
	return newFinite(false, r, 0), 0
}

func logicalDigits(c *ctxParams, x dec) (string, bool) {
	if x.form != finite || x.neg || x.exp != 0 {
		return "", false
	}
	s := x.coef.String()
	if int64(len(s)) > c.prec {
		return "", false
	}
	for _, ch := range s {
		if ch != '0' && ch != '1' {
			return "", false
		}
	}
	return s, true
}

func logicalInvert(c *ctxParams, x dec) (dec, int) {
	s, ok := logicalDigits(c, x)
	if !ok {
		return invalid(), sInvalidOperation
	}
	out := make([]byte, c.prec)
	for i := range out {
		out[i] = '1'
	}
	for i := 0; i < len(s); i++ {
		if s[len(s)-1-i] == '1' {
			out[len(out)-1-i] = '0'
		}
	}
	r := new(big.Int)
	r.SetString(string(out), 10)
	return newFinite(false, r, 0), 0
}

// fma is x*y + z with a single rounding.
func fma(c *ctxParams, x, y, z dec) (dec, int) {
	if x.form == snan || y.form == snan || z.form == snan {
		r, st, _ := nanResult(c, x, y, z)
		return r, st
	}
	wide := *c
	wide.prec = maxPrec
	wide.emax = maxEmax
	wide.emin = minEmin
	p, st := mul(&wide, x, y)
	if p.isNaN() {
		if st != 0 {
			return p, st
		}
		r, st2, _ := nanResult(c, x, y, z)
		return r, st2
	}
	if st&sInvalidOperation != 0 {
		return invalid(), st
	}
	return add(c, p, z, false)
}

// numberClass names the class of x.
func numberClass(c *ctxParams, x dec) string {
	sign := "+"
	if x.neg {
		sign = "-"
	}
	switch x.form {
	case snan:
		return "sNaN"
	case qnan:
		return "NaN"
	case infinite:
		return sign + "Infinity"
	}
	if x.coef.Sign() == 0 {
		return sign + "Zero"
	}
	if x.adjusted() < c.emin {
		return sign + "Subnormal"
	}
	return sign + "Normal"
}
