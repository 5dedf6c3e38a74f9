package random

// mt19937 is the Mersenne Twister MT19937 generator, seeded and stepped
// exactly as CPython's _random module does (init_genrand, init_by_array,
// genrand_uint32), so that the same seed gives the same numbers.
type mt19937 struct {
	mt  [624]uint32
	idx int
}

const (
	mtN         = 624
	mtM         = 397
	matrixA     = 0x9908b0df
	upperMask   = 0x80000000
	lowerMask   = 0x7fffffff
	initialSeed = 19650218
)

func (g *mt19937) initGenrand(s uint32) {
	g.mt[0] = s
	for i := 1; i < mtN; i++ {
		g.mt[i] = 1812433253*(g.mt[i-1]^(g.mt[i-1]>>30)) + uint32(i)
	}
	g.idx = mtN
}

// initByArray seeds from a key of 32-bit words.
func (g *mt19937) initByArray(key []uint32) {
	g.initGenrand(initialSeed)
	i, j := 1, 0
	k := mtN
	if len(key) > k {
		k = len(key)
	}
	for ; k > 0; k-- {
		g.mt[i] = (g.mt[i] ^ ((g.mt[i-1] ^ (g.mt[i-1] >> 30)) * 1664525)) + key[j] + uint32(j)
		i++
		j++
		if i >= mtN {
			g.mt[0] = g.mt[mtN-1]
			i = 1
		}
		if j >= len(key) {
			j = 0
		}
	}
	for k = mtN - 1; k > 0; k-- {
		g.mt[i] = (g.mt[i] ^ ((g.mt[i-1] ^ (g.mt[i-1] >> 30)) * 1566083941)) - uint32(i)
		i++
		if i >= mtN {
			g.mt[0] = g.mt[mtN-1]
			i = 1
		}
	}
	g.mt[0] = 0x80000000 // MSB is 1, assuring a non-zero initial array
	g.idx = mtN
}

func (g *mt19937) uint32() uint32 {
	if g.idx >= mtN {
		var kk int
		mag01 := [2]uint32{0, matrixA}
		for kk = 0; kk < mtN-mtM; kk++ {
			y := (g.mt[kk] & upperMask) | (g.mt[kk+1] & lowerMask)
			g.mt[kk] = g.mt[kk+mtM] ^ (y >> 1) ^ mag01[y&1]
		}
		for ; kk < mtN-1; kk++ {
			y := (g.mt[kk] & upperMask) | (g.mt[kk+1] & lowerMask)
			g.mt[kk] = g.mt[kk+(mtM-mtN)] ^ (y >> 1) ^ mag01[y&1]
		}
		y := (g.mt[mtN-1] & upperMask) | (g.mt[0] & lowerMask)
		g.mt[mtN-1] = g.mt[mtM-1] ^ (y >> 1) ^ mag01[y&1]
		g.idx = 0
	}
	y := g.mt[g.idx]
	g.idx++
	y ^= y >> 11
	y ^= (y << 7) & 0x9d2c5680
	y ^= (y << 15) & 0xefc60000
	y ^= y >> 18
	return y
}

// float64 is random(): 53 random bits from two draws.
func (g *mt19937) float64() float64 {
	a := g.uint32() >> 5
	b := g.uint32() >> 6
	return (float64(a)*67108864.0 + float64(b)) * (1.0 / 9007199254740992.0)
}
