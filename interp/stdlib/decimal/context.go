package decimal

import "math/big"

// Rounding modes, in the order of their names below.
const (
	roundUp = iota
	roundDown
	roundCeiling
	roundFloor
	roundHalfUp
	roundHalfDown
	roundHalfEven
	round05Up
)

var roundingNames = [...]string{"ROUND_UP", "ROUND_DOWN", "ROUND_CEILING", "ROUND_FLOOR",
	"ROUND_HALF_UP", "ROUND_HALF_DOWN", "ROUND_HALF_EVEN", "ROUND_05UP"}

// Status bits: the signals of the spec and the conditions that raise
// InvalidOperation.
const (
	sClamped = 1 << iota
	sConversionSyntax
	sDivisionByZero
	sDivisionImpossible
	sDivisionUndefined
	sInexact
	sInvalidContext
	sInvalidOperation
	sFloatOperation
	sOverflow
	sRounded
	sSubnormal
	sUnderflow
)

// Status bits in this order are also the order in which Context reprs
// list the signals (libmpdec's bit order).
const sLast = sUnderflow

// sInvalid is every condition reported as InvalidOperation.
const sInvalid = sConversionSyntax | sDivisionImpossible | sDivisionUndefined | sInvalidContext | sInvalidOperation

// Limits of the 64-bit implementation.
const (
	maxPrec  = 999999999999999999
	maxEmax  = 999999999999999999
	minEmin  = -999999999999999999
	minEtiny = minEmin - (maxPrec - 1)
)

// ctxParams are the arithmetic parameters of a context.
type ctxParams struct {
	prec     int64
	rounding int
	emin     int64
	emax     int64
	clamp    bool
}

func (c *ctxParams) etiny() int64 { return c.emin - c.prec + 1 }
func (c *ctxParams) etop() int64  { return c.emax - c.prec + 1 }

// roundIncrement decides whether dropping digits with the given
// remainder (compared with half: -1 below, 0 exactly half, 1 above;
// nonzero tells whether anything was dropped) rounds the kept
// coefficient (whose last digit is last) away from zero.
func roundIncrement(mode int, neg bool, last int64, cmpHalf int, nonzero bool) bool {
	if !nonzero {
		return false
	}
	switch mode {
	case roundDown:
		return false
	case roundUp:
		return true
	case roundCeiling:
		return !neg
	case roundFloor:
		return neg
	case roundHalfUp:
		return cmpHalf >= 0
	case roundHalfDown:
		return cmpHalf > 0
	case roundHalfEven:
		return cmpHalf > 0 || (cmpHalf == 0 && last%2 == 1)
	case round05Up:
		return last == 0 || last == 5
	}
	return false
}

// shiftRound divides coef by 10**n rounding with mode; inexact tells
// whether nonzero digits were dropped.
func shiftRound(coef *big.Int, n int64, mode int, neg bool) (q *big.Int, inexact bool) {
	if n <= 0 {
		if n == 0 {
			return coef, false
		}
		return new(big.Int).Mul(coef, pow10(-n)), false
	}
	nd := numDigits(coef)
	if n > nd+1 {
		// everything is dropped, and the dropped part is below half
		if coef.Sign() == 0 {
			return new(big.Int), false
		}
		if roundIncrement(mode, neg, 0, -1, true) {
			return big.NewInt(1), true
		}
		return new(big.Int), true
	}
	p := pow10(n)
	q, r := new(big.Int).QuoRem(coef, p, new(big.Int))
	if r.Sign() == 0 {
		return q, false
	}
	half := new(big.Int).Lsh(r, 1)
	cmp := half.Cmp(p)
	last := new(big.Int).Rem(q, bigTen).Int64()
	if roundIncrement(mode, neg, last, cmp, true) {
		q.Add(q, bigOne)
	}
	return q, true
}

// finalize fits an exact result into the context: precision, exponent
// range, subnormals, clamping. It returns the result and the status.
func finalize(c *ctxParams, d dec) (dec, int) {
	if d.form != finite {
		return d, 0
	}
	status := 0
	if d.coef.Sign() == 0 {
		// zeros keep their exponent within [etiny, emax] (etop when clamping)
		top := c.emax
		if c.clamp {
			top = c.etop()
		}
		if d.exp > top {
			d = newFinite(d.neg, d.coef, top)
			status |= sClamped
		} else if d.exp < c.etiny() {
			d = newFinite(d.neg, d.coef, c.etiny())
			status |= sClamped
		}
		return d, status
	}
	nd := d.digits()
	adj := d.exp + nd - 1
	if adj > c.emax {
		return overflow(c, d.neg), sOverflow | sInexact | sRounded
	}
	if adj < c.emin {
		status |= sSubnormal
		if d.exp < c.etiny() {
			q, inexact := shiftRound(d.coef, c.etiny()-d.exp, c.rounding, d.neg)
			d = newFinite(d.neg, q, c.etiny())
			if inexact {
				status |= sUnderflow | sInexact | sRounded
				if q.Sign() == 0 {
					status |= sClamped
				}
			}
		}
		return d, status
	}
	if nd > c.prec {
		q, inexact := shiftRound(d.coef, nd-c.prec, c.rounding, d.neg)
		exp := d.exp + nd - c.prec
		if numDigits(q) > c.prec {
			// 999.. rounded up to 1000..
			q.Quo(q, bigTen)
			exp++
		}
		status |= sRounded
		if inexact {
			status |= sInexact
		}
		d = newFinite(d.neg, q, exp)
		if d.adjusted() > c.emax {
			return overflow(c, d.neg), sOverflow | sInexact | sRounded
		}
	}
	if c.clamp && d.exp > c.etop() {
		// fold the exponent into the coefficient
		shift := d.exp - c.etop()
		d = newFinite(d.neg, new(big.Int).Mul(d.coef, pow10(shift)), c.etop())
		status |= sClamped
	}
	return d, status
}

// overflow is the result of an overflowing operation: infinity or the
// largest finite number, by rounding mode.
func overflow(c *ctxParams, neg bool) dec {
	inf := true
	switch c.rounding {
	case roundDown, round05Up:
		inf = false
	case roundCeiling:
		inf = !neg
	case roundFloor:
		inf = neg
	}
	if inf {
		return decInf(neg)
	}
	largest := new(big.Int).Sub(pow10(c.prec), bigOne)
	return newFinite(neg, largest, c.etop())
}
