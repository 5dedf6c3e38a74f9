package math

import (
	"fmt"
	"math"
	"math/big"
	"math/bits"

	"github.com/mcpython/mcpython/interp/py"
)

// maxResultBits bounds the size of factorial/comb/perm results, checked
// against the run's memory limit before the work starts.
func checkBits(th *py.Thread, nbits float64) error {
	if nbits > 1<<40 {
		return py.Errorf(py.OverflowErrorType, "result too large")
	}
	if err := py.CheckIntBits(th, int64(nbits)); err != nil {
		return err
	}
	return th.CheckAlloc(int64(nbits/8) + 64)
}

// log2Factorial is log2(v!), accurate enough to hold results to the
// sandbox's int size (an overestimate would refuse results that fit).
func log2Factorial(v uint64) float64 {
	lg, _ := math.Lgamma(float64(v) + 1)
	return lg / math.Ln2
}

// product returns the product of the integers in [lo, hi] by binary
// splitting, ticking the step counter as it goes.
func product(th *py.Thread, lo, hi uint64) (*big.Int, error) {
	if lo > hi {
		return big.NewInt(1), nil
	}
	if hi-lo < 32 {
		r := new(big.Int).SetUint64(lo)
		t := new(big.Int)
		for i := lo + 1; i <= hi; i++ {
			r.Mul(r, t.SetUint64(i))
		}
		return r, th.Tick()
	}
	mid := lo + (hi-lo)/2
	a, err := product(th, lo, mid)
	if err != nil {
		return nil, err
	}
	b, err := product(th, mid+1, hi)
	if err != nil {
		return nil, err
	}
	if err := bigWork(th, a.BitLen()+b.BitLen()); err != nil {
		return nil, err
	}
	return a.Mul(a, b), nil
}

func factorial(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := oneArg("factorial", args, kwnames); err != nil {
		return nil, err
	}
	n, err := toIndex(th, args[0])
	if err != nil {
		return nil, err
	}
	if n.Sign() < 0 {
		return nil, py.Errorf(py.ValueErrorType, "factorial() not defined for negative values")
	}
	if !n.IsInt64() {
		return nil, py.Errorf(py.OverflowErrorType, "factorial() argument should not exceed %d", int64(math.MaxInt64))
	}
	v := n.Uint64()
	if v > 1 {
		if err := checkBits(th, log2Factorial(v)); err != nil {
			return nil, err
		}
	}
	r, err := product(th, 1, v)
	if err != nil {
		return nil, err
	}
	return py.NewBigInt(r), nil
}

// nkArgs reads the n and k of comb/perm as non-negative ints.
func nkArgs(th *py.Thread, n, k py.Object) (*big.Int, *big.Int, error) {
	nb, err := toIndex(th, n)
	if err != nil {
		return nil, nil, err
	}
	kb, err := toIndex(th, k)
	if err != nil {
		return nil, nil, err
	}
	if nb.Sign() < 0 {
		return nil, nil, py.Errorf(py.ValueErrorType, "n must be a non-negative integer")
	}
	if kb.Sign() < 0 {
		return nil, nil, py.Errorf(py.ValueErrorType, "k must be a non-negative integer")
	}
	return nb, kb, nil
}

// fallingProduct is n * (n-1) * ... * (n-k+1) for big n, small k.
func fallingProduct(th *py.Thread, n *big.Int, k uint64) (*big.Int, error) {
	if n.IsUint64() {
		nv := n.Uint64()
		return product(th, nv-k+1, nv)
	}
	r := big.NewInt(1)
	f := new(big.Int).Set(n)
	one := big.NewInt(1)
	for i := uint64(0); i < k; i++ {
		if err := bigWork(th, r.BitLen()); err != nil {
			return nil, err
		}
		r.Mul(r, f)
		f.Sub(f, one)
	}
	return r, nil
}

func perm(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if len(kwnames) > 0 {
		return nil, py.Errorf(py.TypeErrorType, "perm() takes no keyword arguments")
	}
	if len(args) < 1 || len(args) > 2 {
		if len(args) < 1 {
			return nil, py.Errorf(py.TypeErrorType, "perm expected at least 1 argument, got %d", len(args))
		}
		return nil, py.Errorf(py.TypeErrorType, "perm expected at most 2 arguments, got %d", len(args))
	}
	if len(args) == 1 || args[1] == py.None {
		return factorial(th, args[:1], nil)
	}
	n, k, err := nkArgs(th, args[0], args[1])
	if err != nil {
		return nil, err
	}
	if k.Cmp(n) > 0 {
		return py.Int(0), nil
	}
	if !k.IsUint64() {
		return nil, py.Errorf(py.OverflowErrorType, "k must not exceed %d", int64(math.MaxInt64))
	}
	kv := k.Uint64()
	if kv > 1 {
		if err := checkBits(th, float64(kv)*float64(n.BitLen())); err != nil {
			return nil, err
		}
	}
	r, err := fallingProduct(th, n, kv)
	if err != nil {
		return nil, err
	}
	return py.NewBigInt(r), nil
}

func comb(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := nArgs("comb", args, kwnames, 2); err != nil {
		return nil, err
	}
	n, k, err := nkArgs(th, args[0], args[1])
	if err != nil {
		return nil, err
	}
	if k.Cmp(n) > 0 {
		return py.Int(0), nil
	}
	// comb(n, k) == comb(n, n-k): use the smaller
	if nk := new(big.Int).Sub(n, k); nk.Cmp(k) < 0 {
		k = nk
	}
	if !k.IsUint64() {
		return nil, py.Errorf(py.OverflowErrorType, "min(n - k, k) must not exceed %d", int64(math.MaxInt64))
	}
	kv := k.Uint64()
	if kv > 1 {
		if err := checkBits(th, float64(kv)*float64(n.BitLen())); err != nil {
			return nil, err
		}
	}
	num, err := fallingProduct(th, n, kv)
	if err != nil {
		return nil, err
	}
	den, err := product(th, 1, kv)
	if err != nil {
		return nil, err
	}
	return py.NewBigInt(num.Quo(num, den)), nil
}

func gcd(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if len(kwnames) > 0 {
		return nil, py.Errorf(py.TypeErrorType, "gcd() takes no keyword arguments")
	}
	r := new(big.Int)
	for _, a := range args {
		b, err := toIndex(th, a)
		if err != nil {
			return nil, err
		}
		if err := th.Tick(); err != nil {
			return nil, err
		}
		if r.Cmp(big.NewInt(1)) == 0 {
			continue
		}
		r.GCD(nil, nil, r, new(big.Int).Abs(b))
	}
	return py.NewBigInt(r), nil
}

func lcm(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if len(kwnames) > 0 {
		return nil, py.Errorf(py.TypeErrorType, "lcm() takes no keyword arguments")
	}
	r := big.NewInt(1)
	for i, a := range args {
		b, err := toIndex(th, a)
		if err != nil {
			return nil, err
		}
		if err := th.Tick(); err != nil {
			return nil, err
		}
		b = new(big.Int).Abs(b)
		if i == 0 {
			r.Set(b)
			continue
		}
		if r.Sign() == 0 {
			continue
		}
		if b.Sign() == 0 {
			r.SetInt64(0)
			continue
		}
		if err := bigWork(th, r.BitLen()+b.BitLen()); err != nil {
			return nil, err
		}
		g := new(big.Int).GCD(nil, nil, r, b)
		bits := int64(r.BitLen() + b.BitLen() - g.BitLen())
		if err := py.CheckIntBits(th, bits); err != nil {
			return nil, err
		}
		if err := th.CheckAlloc(bits / 8); err != nil {
			return nil, err
		}
		r.Mul(r.Quo(r, g), b)
	}
	return py.NewBigInt(r), nil
}

func isqrt(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := oneArg("isqrt", args, kwnames); err != nil {
		return nil, err
	}
	n, err := toIndex(th, args[0])
	if err != nil {
		return nil, err
	}
	if n.Sign() < 0 {
		return nil, py.Errorf(py.ValueErrorType, "isqrt() argument must be nonnegative")
	}
	if n.IsUint64() {
		v := n.Uint64()
		r := uint64(math.Sqrt(float64(v)))
		for r > 0 && (r > math.MaxUint32 || r*r > v) {
			r--
		}
		for {
			hi, lo := bits.Mul64(r+1, r+1)
			if hi != 0 || lo > v {
				break
			}
			r++
		}
		return py.NewBigInt(new(big.Int).SetUint64(r)), nil
	}
	r, err := bigIsqrt(th, n)
	if err != nil {
		return nil, err
	}
	return py.NewBigInt(r), nil
}

// bigIsqrt is the integer square root by Newton's method at doubling
// precision: after the step for d, a is within 1 of the square root of
// n >> 2(c-d), c = (bits(n)-1)/2. The work is dominated by the last step;
// the steps before it tick the run's clock.
func bigIsqrt(th *py.Thread, n *big.Int) (*big.Int, error) {
	c := uint((n.BitLen() - 1) / 2)
	a := big.NewInt(1)
	d := uint(0)
	q := new(big.Int)
	for s := bits.Len(c) - 1; s >= 0; s-- {
		e := d
		d = c >> uint(s)
		q.Rsh(n, 2*c-e-d+1)
		q.Quo(q, a)
		a.Lsh(a, d-e-1)
		a.Add(a, q)
		if err := bigWork(th, int(d)); err != nil {
			return nil, err
		}
	}
	if new(big.Int).Mul(a, a).Cmp(n) > 0 {
		a.Sub(a, big.NewInt(1))
	}
	return a, nil
}

// bigWork accounts one operation on numbers of about the given bit
// length: a step, and a look at the clock when they are big enough for it
// to take a while.
func bigWork(th *py.Thread, bits int) error {
	if err := th.Tick(); err != nil {
		return err
	}
	if bits > 20000 {
		if err := th.CheckLimits(); err != nil {
			return err
		}
		// one product of two huge halves cannot be interrupted: refuse it
		// when it would pass the deadline (the last of factorial(10**7)
		// takes tens of seconds)
		return th.RefuseSlow(py.BigMulCost(int64(bits/2)), fmt.Sprintf("a product of %d-bit integers", bits/2))
	}
	return nil
}
