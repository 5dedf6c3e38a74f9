package py

import (
	"encoding/binary"
	"math"
	"math/big"
)

// The item formats of memoryview: struct's native single-character codes
// on 64-bit little-endian Linux, the platform whose sizes CPython reports.

// nativeItemSize is the byte size of a native format code, 0 when the code
// is not one memoryview can cast to.
func nativeItemSize(code byte) int {
	switch code {
	case 'c', 'b', 'B', '?':
		return 1
	case 'h', 'H':
		return 2
	case 'i', 'I', 'f':
		return 4
	case 'l', 'L', 'q', 'Q', 'n', 'N', 'd', 'P':
		return 8
	}
	return 0
}

// castFormat checks a cast() destination format: one native code with an
// optional '@' in front.
func castFormat(format string) (byte, int, error) {
	s := format
	if len(s) == 2 && s[0] == '@' {
		s = s[1:]
	}
	if len(s) == 1 {
		if n := nativeItemSize(s[0]); n > 0 {
			return s[0], n, nil
		}
	}
	return 0, 0, Errorf(ValueErrorType, "memoryview: destination format must be a native single character format prefixed with an optional '@'")
}

func isByteFormat(code byte) bool { return code == 'b' || code == 'B' || code == 'c' }

// unsupportedFormat is the error for an item of a format memoryview cannot
// unpack (the 'w' of array('u')).
func unsupportedFormat(code byte) error {
	return Errorf(NotImplementedErrorType, "memoryview: format %c not supported", code)
}

// unpackItem decodes one item of format code from b.
func unpackItem(code byte, b []byte) (Object, error) {
	switch code {
	case 'c':
		return NewBytes([]byte{b[0]}), nil
	case 'b':
		return Int(int8(b[0])), nil
	case 'B':
		return Int(b[0]), nil
	case '?':
		return NewBool(b[0] != 0), nil
	case 'h':
		return Int(int16(binary.LittleEndian.Uint16(b))), nil
	case 'H':
		return Int(binary.LittleEndian.Uint16(b)), nil
	case 'i':
		return Int(int32(binary.LittleEndian.Uint32(b))), nil
	case 'I':
		return Int(binary.LittleEndian.Uint32(b)), nil
	case 'l', 'q', 'n':
		return Int(int64(binary.LittleEndian.Uint64(b))), nil
	case 'L', 'Q', 'N', 'P':
		u := binary.LittleEndian.Uint64(b)
		if u > math.MaxInt64 {
			return NewBigInt(new(big.Int).SetUint64(u)), nil
		}
		return Int(u), nil
	case 'f':
		return Float(math.Float32frombits(binary.LittleEndian.Uint32(b))), nil
	case 'd':
		return Float(math.Float64frombits(binary.LittleEndian.Uint64(b))), nil
	}
	return nil, unsupportedFormat(code)
}

// intRange is the inclusive range of an integer format code.
func intRange(code byte) (lo, hi *big.Int) {
	switch code {
	case 'b':
		return big.NewInt(math.MinInt8), big.NewInt(math.MaxInt8)
	case 'B':
		return big.NewInt(0), big.NewInt(math.MaxUint8)
	case 'h':
		return big.NewInt(math.MinInt16), big.NewInt(math.MaxInt16)
	case 'H':
		return big.NewInt(0), big.NewInt(math.MaxUint16)
	case 'i':
		return big.NewInt(math.MinInt32), big.NewInt(math.MaxInt32)
	case 'I':
		return big.NewInt(0), big.NewInt(math.MaxUint32)
	case 'l', 'q', 'n':
		return big.NewInt(math.MinInt64), big.NewInt(math.MaxInt64)
	}
	return big.NewInt(0), new(big.Int).SetUint64(math.MaxUint64)
}

// packItem encodes v as one item of format code into dst, with
// memoryview's TypeError for a value of the wrong kind and ValueError for
// one out of range.
func packItem(th *Thread, code byte, v Object, dst []byte) error {
	badType := func() error { return Errorf(TypeErrorType, "memoryview: invalid type for format '%c'", code) }
	badValue := func() error { return Errorf(ValueErrorType, "memoryview: invalid value for format '%c'", code) }
	switch code {
	case 'c':
		b, ok := v.(*Bytes)
		if !ok {
			if inst, isInst := v.(*Instance); isInst {
				b, ok = inst.Base().(*Bytes)
			}
		}
		if !ok {
			return badType()
		}
		if len(b.b) != 1 {
			return badValue()
		}
		dst[0] = b.b[0]
		return nil
	case '?':
		t, err := Truth(th, v)
		if err != nil {
			return err
		}
		dst[0] = 0
		if t {
			dst[0] = 1
		}
		return nil
	case 'f', 'd':
		if _, isStr := AsStr(v); isStr || v.Type().Float == nil && v.Type().Index == nil {
			if _, isInt := asIntObject(v); !isInt {
				return badType()
			}
		}
		f, err := AsFloat(th, v)
		if err != nil {
			return err
		}
		if code == 'd' {
			binary.LittleEndian.PutUint64(dst, math.Float64bits(f))
			return nil
		}
		f32 := float32(f)
		if math.IsInf(float64(f32), 0) && !math.IsInf(f, 0) {
			return badValue()
		}
		binary.LittleEndian.PutUint32(dst, math.Float32bits(f32))
		return nil
	}
	if _, isInt := asIntObject(v); !isInt && v.Type().Index == nil {
		return badType()
	}
	iv, err := Index(th, v)
	if err != nil {
		return err
	}
	n := toBig(iv)
	lo, hi := intRange(code)
	if n.Cmp(lo) < 0 || n.Cmp(hi) > 0 {
		return badValue()
	}
	var u uint64
	if n.Sign() < 0 {
		u = uint64(n.Int64())
	} else {
		u = n.Uint64()
	}
	for k := range dst {
		dst[k] = byte(u >> (8 * k))
	}
	return nil
}
