package libm

import (
	"math/big"
	"sync"
)

// Tables for the table-driven reductions, computed once with big floats
// and only read afterwards: 2**(j/64) for j in [0, 64), and sin(j/64),
// cos(j/64) for j in [0, 64] (beyond pi/4, for safety).
var (
	tablesOnce sync.Once
	exp2Table  [64]dd
	sinTable   [65]dd
	cosTable   [65]dd
	// 1/3! and 1/4!, and the dd constants of the sine and cosine series
	inv6, inv24 dd
)

const tablePrec = 220

func tables() {
	tablesOnce.Do(func() {
		// 2**(1/64), 2**(2/64), ..., 2**(32/64) by repeated square roots
		var roots [6]*big.Float
		r := new(big.Float).SetPrec(tablePrec).SetInt64(2)
		for i := 5; i >= 0; i-- {
			r = new(big.Float).SetPrec(tablePrec).Sqrt(r)
			roots[i] = r // roots[i] = 2**(2**i / 64)
		}
		for j := 0; j < 64; j++ {
			v := new(big.Float).SetPrec(tablePrec).SetInt64(1)
			for b := 0; b < 6; b++ {
				if j&(1<<b) != 0 {
					v.Mul(v, roots[b])
				}
			}
			exp2Table[j] = toDD(v)
		}
		for j := 0; j <= 64; j++ {
			s, c := bigSinCos(float64(j) / 64)
			sinTable[j], cosTable[j] = toDD(s), toDD(c)
		}
		one := new(big.Float).SetPrec(tablePrec).SetInt64(1)
		inv6 = toDD(new(big.Float).SetPrec(tablePrec).Quo(one, big.NewFloat(6)))
		inv24 = toDD(new(big.Float).SetPrec(tablePrec).Quo(one, big.NewFloat(24)))
	})
}

// bigSinCos is sin(x), cos(x) by their Taylor series, for |x| < 1.
func bigSinCos(x float64) (*big.Float, *big.Float) {
	bx := new(big.Float).SetPrec(tablePrec).SetFloat64(x)
	x2 := new(big.Float).SetPrec(tablePrec).Mul(bx, bx)
	sin := new(big.Float).SetPrec(tablePrec).Set(bx)
	cos := new(big.Float).SetPrec(tablePrec).SetInt64(1)
	sterm := new(big.Float).SetPrec(tablePrec).Set(bx)
	cterm := new(big.Float).SetPrec(tablePrec).SetInt64(1)
	for n := int64(1); n < 40; n++ {
		sterm.Mul(sterm, x2)
		sterm.Quo(sterm, new(big.Float).SetInt64((2*n)*(2*n+1)))
		sterm.Neg(sterm)
		sin.Add(sin, sterm)
		cterm.Mul(cterm, x2)
		cterm.Quo(cterm, new(big.Float).SetInt64((2*n-1)*(2*n)))
		cterm.Neg(cterm)
		cos.Add(cos, cterm)
	}
	return sin, cos
}
