package py

import (
	"hash/maphash"
	"math"
	"math/big"
)

// hashSeed is fixed at init and only read afterwards. CPython randomises str
// hashes per process too, so no program can depend on their values.
var hashSeed = maphash.MakeSeed()

// hashModulus is CPython's _PyHASH_MODULUS (2**61 - 1): ints, floats and
// fractions that compare equal hash equal.
const hashModulus = (1 << 61) - 1

const hashInf = 314159

func strHash(s string) int64 {
	h := uint32(maphash.String(hashSeed, s) >> 32)
	if h == 0 {
		return 1
	}
	return int64(h)
}

// intHash is hash() of a Python int that fits in int64.
func intHash(v int64) int64 {
	var h int64
	if v >= 0 {
		h = int64(uint64(v) % hashModulus)
	} else {
		h = -int64(uint64(-v) % hashModulus) // uint64(-MinInt64) is 1<<63, the true magnitude
	}
	if h == -1 {
		h = -2
	}
	return h
}

var bigHashModulus = big.NewInt(hashModulus)

func bigIntHash(v *big.Int) int64 {
	var m big.Int
	m.Abs(v)
	m.Mod(&m, bigHashModulus)
	h := m.Int64()
	if v.Sign() < 0 {
		h = -h
	}
	if h == -1 {
		h = -2
	}
	return h
}

// floatHash follows CPython's _Py_HashDouble so that hash(2.0) == hash(2).
func floatHash(f float64) int64 {
	if math.IsInf(f, 0) {
		if f > 0 {
			return hashInf
		}
		return -hashInf
	}
	if math.IsNaN(f) {
		// CPython hashes a NaN by its identity; here a NaN's identity is
		// its bits (see freshNaN), so distinct NaNs spread over the table
		h := int64(math.Float64bits(f) >> 4)
		if h == -1 {
			h = -2
		}
		return h
	}
	m, e := math.Frexp(f)
	sign := int64(1)
	if m < 0 {
		sign = -1
		m = -m
	}
	var x uint64
	for m != 0 {
		x = ((x << 28) & hashModulus) | x>>(61-28)
		m *= 268435456.0 // 2**28
		e -= 28
		y := uint64(m)
		m -= float64(y)
		x += y
		if x >= hashModulus {
			x -= hashModulus
		}
	}
	if e >= 0 {
		e = e % 61
	} else {
		e = 61 - 1 - ((-1 - e) % 61)
	}
	x = ((x << uint(e)) & hashModulus) | x>>(61-uint(e))
	h := int64(x) * sign
	if h == -1 {
		h = -2
	}
	return h
}

// CPython's tuple hash (xxHash-based since 3.8), in three steps so that
// callers need not collect the element hashes first.
const (
	xxPrime1 = 11400714785074694791
	xxPrime2 = 14029467366897019727
	xxPrime5 = 2870177450012600261
)

func tupleHashStart() uint64 { return xxPrime5 }

func tupleHashStep(acc uint64, h int64) uint64 {
	acc += uint64(h) * xxPrime2
	acc = (acc << 31) | (acc >> 33)
	return acc * xxPrime1
}

func tupleHashEnd(acc uint64, n int) int64 {
	acc += uint64(n) ^ (xxPrime5 ^ 3527539)
	if acc == math.MaxUint64 {
		return 1546275796
	}
	return int64(acc)
}
