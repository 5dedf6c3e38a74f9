package libm

import (
	"math/big"
	"sync"
)

// High-precision constants, computed once with math/big and only read
// afterwards.

// bigPrec is the precision of the constants: enough to reduce any double
// modulo pi/2 exactly enough (2**1024 needs about 1100 bits plus margin).
const bigPrec = 1400

var (
	constOnce sync.Once
	bigPi     *big.Float
	bigLn2    *big.Float
	// split constants: three doubles each, summing to the value
	ln2Parts    [3]float64
	piHalfParts [4]float64
	ddLn2       dd
	ddInvLn2    dd
	ddPiHalf    dd
	ddPi        dd
)

func consts() {
	constOnce.Do(func() {
		bigPi = computePi(bigPrec)
		bigLn2 = computeLn(bigPrec, 2)
		split(bigLn2, ln2Parts[:])
		half := new(big.Float).SetPrec(bigPrec).Quo(bigPi, big.NewFloat(2))
		split(half, piHalfParts[:])
		ddLn2 = toDD(bigLn2)
		ddPiHalf = toDD(half)
		ddPi = toDD(bigPi)
		one := new(big.Float).SetPrec(bigPrec).SetInt64(1)
		ddInvLn2 = toDD(new(big.Float).SetPrec(bigPrec).Quo(one, bigLn2))
	})
}

// split writes x as a sum of len(parts) doubles, most significant first.
func split(x *big.Float, parts []float64) {
	r := new(big.Float).SetPrec(bigPrec).Set(x)
	for i := range parts {
		f, _ := r.Float64()
		parts[i] = f
		r.Sub(r, new(big.Float).SetFloat64(f))
	}
}

func toDD(x *big.Float) dd {
	var p [2]float64
	split(x, p[:])
	return dd{p[0], p[1]}
}

// computePi uses Machin's formula pi = 16 atan(1/5) - 4 atan(1/239).
func computePi(prec uint) *big.Float {
	a := atanInv(prec+32, 5)
	b := atanInv(prec+32, 239)
	a.Mul(a, big.NewFloat(16))
	b.Mul(b, big.NewFloat(4))
	return a.Sub(a, b).SetPrec(prec)
}

// atanInv is atan(1/n) by its Taylor series.
func atanInv(prec uint, n int64) *big.Float {
	x := new(big.Float).SetPrec(prec).Quo(big.NewFloat(1), new(big.Float).SetInt64(n))
	x2 := new(big.Float).SetPrec(prec).Mul(x, x)
	sum := new(big.Float).SetPrec(prec).Set(x)
	term := new(big.Float).SetPrec(prec).Set(x)
	eps := new(big.Float).SetMantExp(big.NewFloat(1), -int(prec)-8)
	for k := int64(1); ; k++ {
		term.Mul(term, x2)
		t := new(big.Float).SetPrec(prec).Quo(term, new(big.Float).SetInt64(2*k+1))
		if k%2 == 1 {
			sum.Sub(sum, t)
		} else {
			sum.Add(sum, t)
		}
		if t.Cmp(eps) < 0 {
			return sum
		}
	}
}

// computeLn is ln(n) = 2 atanh((n-1)/(n+1)) for small n, series in
// atanh(1/m) = sum 1/((2k+1) m**(2k+1)).
func computeLn(prec uint, n int64) *big.Float {
	p := prec + 32
	switch n {
	case 2:
		return atanhInv(p, 3).SetPrec(prec) // ln 2 = 2 atanh(1/3), atanhInv doubles
	case 10:
		// ln 10 = 3 ln 2 + ln(5/4) = 3 ln 2 + 2 atanh(1/9)
		l2 := atanhInv(p, 3)
		l2.Mul(l2, big.NewFloat(3))
		return l2.Add(l2, atanhInv(p, 9)).SetPrec(prec)
	}
	panic("computeLn: unsupported")
}

// atanhInv is 2 atanh(1/m).
func atanhInv(prec uint, m int64) *big.Float {
	x := new(big.Float).SetPrec(prec).Quo(big.NewFloat(1), new(big.Float).SetInt64(m))
	x2 := new(big.Float).SetPrec(prec).Mul(x, x)
	sum := new(big.Float).SetPrec(prec).Set(x)
	term := new(big.Float).SetPrec(prec).Set(x)
	eps := new(big.Float).SetMantExp(big.NewFloat(1), -int(prec)-8)
	for k := int64(1); ; k++ {
		term.Mul(term, x2)
		t := new(big.Float).SetPrec(prec).Quo(term, new(big.Float).SetInt64(2*k+1))
		sum.Add(sum, t)
		if t.Cmp(eps) < 0 {
			return sum.Mul(sum, big.NewFloat(2))
		}
	}
}
