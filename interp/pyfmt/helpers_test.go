package pyfmt

import (
	"math"
	"math/big"
)

func bigPow(base, exp int64) *big.Int {
	return new(big.Int).Exp(big.NewInt(base), big.NewInt(exp), nil)
}

func nanValue() float64 { return math.NaN() }

func infValue() float64 { return math.Inf(1) }
