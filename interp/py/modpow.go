package py

import "math/big"

// modPowDirectWork bounds the work (exponent bits × modulus words²) that
// modPow hands to big.Int.Exp in one uninterruptible call: well under
// 100 ms. RSA-sized powers stay on that fast path.
const modPowDirectWork = 1 << 26

// modPow is pow(x, y, m) for y ≥ 0, m > 0. Beyond modPowDirectWork it
// squares and multiplies one exponent bit at a time (math/big's Karatsuba
// product and division, faster than its Montgomery ladder at these sizes),
// checking the deadline after every step.
func modPow(th *Thread, x, y, m *big.Int) (*big.Int, error) {
	words := int64(m.BitLen()/64 + 1)
	if int64(y.BitLen())*words*words <= modPowDirectWork {
		return new(big.Int).Exp(x, y, m), nil
	}
	base := new(big.Int).Mod(x, m)
	r := big.NewInt(1)
	tmp := new(big.Int)
	for i := y.BitLen() - 1; i >= 0; i-- {
		tmp.Mul(r, r)
		r.Mod(tmp, m)
		if y.Bit(i) == 1 {
			tmp.Mul(r, base)
			r.Mod(tmp, m)
		}
		if err := th.CheckLimits(); err != nil {
			return nil, err
		}
	}
	return r, nil
}
