package py

import (
	"math"
	"math/big"
	"math/bits"
)

// Int is a Python int that fits in int64: the fast path, no allocation for
// the value beyond the interface word.
type Int int64

// BigInt is a Python int outside the int64 range. A BigInt never holds a
// value that fits in int64: every operation normalises its result.
type BigInt struct{ v *big.Int }

func (Int) Type() *Type     { return IntType }
func (*BigInt) Type() *Type { return IntType }

// NewBigInt returns the normalised Python int for v (v is not retained if it fits).
func NewBigInt(v *big.Int) Object {
	if v.IsInt64() {
		return Int(v.Int64())
	}
	return &BigInt{v: v}
}

// Big returns the value as a new *big.Int.
func (b *BigInt) Big() *big.Int { return new(big.Int).Set(b.v) }

// toBig converts an int-like object (Int, *BigInt, Bool) to *big.Int.
func toBig(o Object) *big.Int {
	switch x := o.(type) {
	case Int:
		return big.NewInt(int64(x))
	case *BigInt:
		return x.v
	case Bool:
		if x {
			return big.NewInt(1)
		}
		return big.NewInt(0)
	}
	return nil
}

// asIntObject returns o as an Int or *BigInt when it is a Python int
// (including bool and int subclasses); ok is false otherwise.
func asIntObject(o Object) (Object, bool) {
	switch x := o.(type) {
	case Int, *BigInt:
		return x, true
	case Bool:
		if x {
			return Int(1), true
		}
		return Int(0), true
	case *Instance:
		if x.Base() != nil {
			return asIntObject(x.Base())
		}
	}
	return nil, false
}

func intAdd(a, b int64) Object {
	s, c := bits.Add64(uint64(a), uint64(b), 0)
	_ = c
	r := int64(s)
	// overflow iff a and b have the same sign and r's sign differs
	if (a >= 0) == (b >= 0) && (r >= 0) != (a >= 0) {
		return NewBigInt(new(big.Int).Add(big.NewInt(a), big.NewInt(b)))
	}
	return Int(r)
}

func intSub(a, b int64) Object {
	r := a - b
	if (a >= 0) != (b >= 0) && (r >= 0) != (a >= 0) {
		return NewBigInt(new(big.Int).Sub(big.NewInt(a), big.NewInt(b)))
	}
	return Int(r)
}

func absu(a int64) uint64 {
	if a < 0 {
		return uint64(-a)
	}
	return uint64(a)
}

// floorDivMod implements Python's // and % for int64 (b != 0).
func floorDivMod(a, b int64) (Object, Object) {
	if b == -1 && a == math.MinInt64 {
		return NewBigInt(new(big.Int).Neg(big.NewInt(a))), Int(0)
	}
	q := a / b
	r := a % b
	if r != 0 && (r < 0) != (b < 0) {
		q--
		r += b
	}
	return Int(q), Int(r)
}

// bigFloorDivMod implements // and % on big ints (b != 0).
func bigFloorDivMod(a, b *big.Int) (*big.Int, *big.Int) {
	q, m := new(big.Int), new(big.Int)
	q.QuoRem(a, b, m)
	if m.Sign() != 0 && (m.Sign() < 0) != (b.Sign() < 0) {
		q.Sub(q, big.NewInt(1))
		m.Add(m, b)
	}
	return q, m
}

// intBitLen returns the number of bits of |x|.
func intBitLen(o Object) int {
	switch x := o.(type) {
	case Int:
		return bits.Len64(absu(int64(x)))
	case *BigInt:
		return x.v.BitLen()
	}
	return 0
}

// intSign returns -1, 0, 1.
func intSign(o Object) int {
	switch x := o.(type) {
	case Int:
		switch {
		case x < 0:
			return -1
		case x > 0:
			return 1
		}
		return 0
	case *BigInt:
		return x.v.Sign()
	}
	return 0
}

// intToFloat converts an int object to float64, raising OverflowError when
// it is too large, as CPython does.
func intToFloat(o Object) (float64, error) {
	switch x := o.(type) {
	case Int:
		return float64(x), nil
	case *BigInt:
		f, _ := new(big.Float).SetInt(x.v).Float64()
		if math.IsInf(f, 0) {
			return 0, Errorf(OverflowErrorType, "int too large to convert to float")
		}
		return f, nil
	}
	return 0, nil
}

// intCompare returns -1, 0, 1 comparing two int objects.
func intCompare(a, b Object) int {
	if x, ok := a.(Int); ok {
		if y, ok := b.(Int); ok {
			switch {
			case x < y:
				return -1
			case x > y:
				return 1
			}
			return 0
		}
	}
	return toBig(a).Cmp(toBig(b))
}
