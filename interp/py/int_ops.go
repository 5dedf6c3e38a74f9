package py

import (
	"math"
	"math/big"
	"math/bits"

	"github.com/mcpython/mcpython/interp/pyfmt"
	"github.com/mcpython/mcpython/interp/syntax"
)

// intBinaryFast computes op on two int64 values when the result is an int64
// (or a float for /) and no error is possible; it returns nil otherwise.
func intBinaryFast(op syntax.Op, a, b int64) Object {
	switch op {
	case syntax.Add:
		s := a + b
		if (s > a) == (b > 0) {
			return Int(s)
		}
	case syntax.Sub:
		s := a - b
		if (s < a) == (b > 0) {
			return Int(s)
		}
	case syntax.Mult:
		hi, lo := bits.Mul64(absu(a), absu(b))
		if hi == 0 && lo < 1<<63 {
			if (a < 0) != (b < 0) {
				return Int(-int64(lo))
			}
			return Int(int64(lo))
		}
	case syntax.FloorDiv:
		if b != 0 && !(b == -1 && a == math.MinInt64) {
			q, _ := floorDivMod(a, b)
			return q
		}
	case syntax.Mod:
		if b != 0 && !(b == -1 && a == math.MinInt64) {
			_, r := floorDivMod(a, b)
			return r
		}
	case syntax.Div:
		if b != 0 && absu(a) <= 1<<53 && absu(b) <= 1<<53 {
			return Float(float64(a) / float64(b))
		}
	case syntax.BitAnd:
		return Int(a & b)
	case syntax.BitOr:
		return Int(a | b)
	case syntax.BitXor:
		return Int(a ^ b)
	case syntax.LShift:
		if b >= 0 && b < 63 {
			r := a << uint(b)
			if r>>uint(b) == a {
				return Int(r)
			}
		}
	case syntax.RShift:
		if b >= 0 {
			if b > 63 {
				b = 63
			}
			return Int(a >> uint(b))
		}
	case syntax.Pow:
		if b >= 0 && b < 64 {
			result := int64(1)
			base := a
			e := b
			for e > 0 {
				if e&1 == 1 {
					hi, lo := bits.Mul64(absu(result), absu(base))
					if hi != 0 || lo >= 1<<63 {
						return nil
					}
					neg := (result < 0) != (base < 0)
					result = int64(lo)
					if neg {
						result = -result
					}
				}
				e >>= 1
				if e > 0 {
					hi, lo := bits.Mul64(absu(base), absu(base))
					if hi != 0 || lo >= 1<<63 {
						return nil
					}
					base = int64(lo)
				}
			}
			return Int(result)
		}
	}
	return nil
}

// maxIntBits bounds the ints the sandbox builds by multiplication, power
// and shift: beyond it a single operation could run for seconds without a
// chance to check the deadline. 2**23 bits is about 2.5 million digits.
const maxIntBits = 1 << 23

func tooBig(th *Thread, bits int64) error {
	if bits > maxIntBits {
		return th.setAbort(Errorf(MemoryErrorType, "execution exceeded the memory limit: an integer of %d bits was requested (the sandbox allows %d)", bits, maxIntBits))
	}
	return nil
}

// intBinary implements the int type's Binary slot for any int operands.
func intBinary(th *Thread, op syntax.Op, a, b Object, right bool) (Object, error) {
	x, ok1 := asIntObject(a)
	y, ok2 := asIntObject(b)
	if !ok1 || !ok2 {
		return NotImplemented, nil
	}
	if xi, ok := x.(Int); ok {
		if yi, ok := y.(Int); ok {
			if r := intBinaryFast(op, int64(xi), int64(yi)); r != nil {
				return r, nil
			}
		}
	}
	return bigBinary(th, op, x, y)
}

func bigBinary(th *Thread, op syntax.Op, x, y Object) (Object, error) {
	bx, by := toBig(x), toBig(y)
	switch op {
	case syntax.Add:
		if err := th.allocMem(int64(max(bx.BitLen(), by.BitLen())/8 + 16)); err != nil {
			return nil, err
		}
		return NewBigInt(new(big.Int).Add(bx, by)), nil
	case syntax.Sub:
		if err := th.allocMem(int64(max(bx.BitLen(), by.BitLen())/8 + 16)); err != nil {
			return nil, err
		}
		return NewBigInt(new(big.Int).Sub(bx, by)), nil
	case syntax.Mult:
		if err := tooBig(th, int64(bx.BitLen()+by.BitLen())); err != nil {
			return nil, err
		}
		if err := th.checkAlloc(int64((bx.BitLen()+by.BitLen())/8 + 16)); err != nil {
			return nil, err
		}
		if err := th.TickN((bx.BitLen() / 64) * (by.BitLen() / 64) / 64); err != nil {
			return nil, err
		}
		return NewBigInt(new(big.Int).Mul(bx, by)), nil
	case syntax.FloorDiv, syntax.Mod:
		if by.Sign() == 0 {
			if op == syntax.Mod {
				return nil, Errorf(ZeroDivisionErrorType, "integer modulo by zero")
			}
			return nil, Errorf(ZeroDivisionErrorType, "integer division or modulo by zero")
		}
		q, m := bigFloorDivMod(bx, by)
		if op == syntax.Mod {
			return NewBigInt(m), nil
		}
		return NewBigInt(q), nil
	case syntax.Div:
		if by.Sign() == 0 {
			return nil, Errorf(ZeroDivisionErrorType, "division by zero")
		}
		f, _ := new(big.Rat).SetFrac(bx, by).Float64()
		if math.IsInf(f, 0) {
			return nil, Errorf(OverflowErrorType, "integer division result too large for a float")
		}
		if f == 0 && (bx.Sign() < 0) != (by.Sign() < 0) || bx.Sign() == 0 && by.Sign() < 0 {
			f = math.Copysign(0, -1)
		}
		return Float(f), nil
	case syntax.BitAnd:
		return NewBigInt(new(big.Int).And(bx, by)), nil
	case syntax.BitOr:
		return NewBigInt(new(big.Int).Or(bx, by)), nil
	case syntax.BitXor:
		return NewBigInt(new(big.Int).Xor(bx, by)), nil
	case syntax.LShift:
		if by.Sign() < 0 {
			return nil, Errorf(ValueErrorType, "negative shift count")
		}
		if bx.Sign() == 0 {
			return Int(0), nil
		}
		if !by.IsInt64() || by.Int64() > 1<<40 {
			return nil, th.setAbort(Errorf(MemoryErrorType, "execution exceeded the memory limit: shift result too large"))
		}
		n := by.Int64()
		if err := tooBig(th, int64(bx.BitLen())+n); err != nil {
			return nil, err
		}
		if err := th.checkAlloc((int64(bx.BitLen()) + n) / 8); err != nil {
			return nil, err
		}
		return NewBigInt(new(big.Int).Lsh(bx, uint(n))), nil
	case syntax.RShift:
		if by.Sign() < 0 {
			return nil, Errorf(ValueErrorType, "negative shift count")
		}
		if !by.IsInt64() || by.Int64() > int64(bx.BitLen()) {
			if bx.Sign() < 0 {
				return Int(-1), nil
			}
			return Int(0), nil
		}
		return NewBigInt(new(big.Int).Rsh(bx, uint(by.Int64()))), nil
	case syntax.Pow:
		return intPow(th, bx, by)
	case syntax.MatMult:
		return NotImplemented, nil
	}
	return NotImplemented, nil
}

func intPow(th *Thread, bx, by *big.Int) (Object, error) {
	if by.Sign() < 0 {
		fx, err := intToFloat(NewBigInt(new(big.Int).Set(bx)))
		if err != nil {
			return nil, err
		}
		fy, err := intToFloat(NewBigInt(new(big.Int).Set(by)))
		if err != nil {
			return nil, err
		}
		return floatPow(fx, fy)
	}
	// |x| in {0, 1} never grows
	if bx.CmpAbs(big.NewInt(1)) <= 0 {
		if bx.Sign() < 0 && by.Bit(0) == 0 {
			return Int(1), nil
		}
		if by.Sign() == 0 {
			return Int(1), nil
		}
		return NewBigInt(new(big.Int).Set(bx)), nil
	}
	if !by.IsInt64() {
		return nil, th.setAbort(Errorf(MemoryErrorType, "execution exceeded the memory limit: result of ** too large"))
	}
	resultBits := int64(bx.BitLen()) * by.Int64()
	if by.Int64() > maxIntBits || resultBits > maxIntBits {
		return nil, tooBig(th, maxIntBits+1)
	}
	if err := th.checkAlloc(resultBits/8 + 16); err != nil {
		return nil, err
	}
	if err := th.TickN(int(resultBits / 4096)); err != nil {
		return nil, err
	}
	return NewBigInt(new(big.Int).Exp(bx, by, nil)), nil
}

func intToDecimal(v int64) string {
	var buf [24]byte
	i := len(buf)
	u := absu(v)
	for u >= 10 {
		i--
		buf[i] = byte('0' + u%10)
		u /= 10
	}
	i--
	buf[i] = byte('0' + u)
	if v < 0 {
		i--
		buf[i] = '-'
	}
	return string(buf[i:])
}

// intRepr is repr(int), honouring CPython's 4300-digit limit.
func intRepr(o Object) (string, error) {
	switch x := o.(type) {
	case Int:
		return intToDecimal(int64(x)), nil
	case *BigInt:
		s, err := pyfmt.FormatBigDecimal(x.v, 4300)
		if err != nil {
			return "", convertFmtError(err)
		}
		return s, nil
	}
	return "", nil
}

// convertFmtError turns a pyfmt error into a Python exception.
func convertFmtError(err error) error {
	if e, ok := err.(*pyfmt.Error); ok {
		switch e.Type {
		case pyfmt.OverflowError:
			return Errorf(OverflowErrorType, "%s", e.Msg)
		case pyfmt.TypeError:
			return Errorf(TypeErrorType, "%s", e.Msg)
		case pyfmt.MemoryError:
			return NewException(MemoryErrorType)
		}
		return Errorf(ValueErrorType, "%s", e.Msg)
	}
	return err
}
