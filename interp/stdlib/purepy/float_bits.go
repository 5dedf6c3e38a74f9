package purepy

import (
	"encoding/binary"
	"math"

	"github.com/mcpython/mcpython/interp/py"
)

// packFloat is struct's 'e', 'f' and 'd': _pack_float(x, size, little)
// returns the IEEE 754 half, single or double encoding of x. A finite x
// that rounds beyond the format's range is an OverflowError, as CPython's.
var packFloat = primitive{"_pack_float", func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("_pack_float", args, kwnames, 3, 3); err != nil {
		return nil, err
	}
	x, err := py.AsFloat(th, args[0])
	if err != nil {
		return nil, err
	}
	size, err := py.AsInt(th, args[1])
	if err != nil {
		return nil, err
	}
	little, err := py.Truth(th, args[2])
	if err != nil {
		return nil, err
	}
	order := orderOf(little)
	switch size {
	case 2:
		h, ok := halfBits(x)
		if !ok {
			return nil, py.Errorf(py.OverflowErrorType, "float too large to pack with e format")
		}
		return py.NewBytes(order.AppendUint16(nil, h)), nil
	case 4:
		f := float32(x)
		if math.IsInf(float64(f), 0) && !math.IsInf(x, 0) {
			return nil, py.Errorf(py.OverflowErrorType, "float too large to pack with f format")
		}
		return py.NewBytes(order.AppendUint32(nil, math.Float32bits(f))), nil
	case 8:
		return py.NewBytes(order.AppendUint64(nil, math.Float64bits(x))), nil
	}
	return nil, py.Errorf(py.ValueErrorType, "_pack_float: size must be 2, 4 or 8, not %d", size)
}}

// unpackFloat is the reverse: _unpack_float(data, little) decodes 2, 4 or
// 8 bytes.
var unpackFloat = primitive{"_unpack_float", func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("_unpack_float", args, kwnames, 2, 2); err != nil {
		return nil, err
	}
	b, ok := args[0].(*py.Bytes)
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "_unpack_float: data must be bytes, not %s", py.TypeName(args[0]))
	}
	little, err := py.Truth(th, args[1])
	if err != nil {
		return nil, err
	}
	order := orderOf(little)
	data := b.Value()
	switch len(data) {
	case 2:
		return py.Float(halfValue(order.Uint16(data))), nil
	case 4:
		return py.Float(float64(math.Float32frombits(order.Uint32(data)))), nil
	case 8:
		return py.Float(math.Float64frombits(order.Uint64(data))), nil
	}
	return nil, py.Errorf(py.ValueErrorType, "_unpack_float: want 2, 4 or 8 bytes, got %d", len(data))
}}

// byteOrder reads and appends: binary.LittleEndian and BigEndian are both.
type byteOrder interface {
	binary.ByteOrder
	binary.AppendByteOrder
}

func orderOf(little bool) byteOrder {
	if little {
		return binary.LittleEndian
	}
	return binary.BigEndian
}

// halfBits encodes x as an IEEE 754 binary16, rounding half to even;
// ok is false when a finite x is too large for it.
func halfBits(x float64) (bits uint16, ok bool) {
	var sign uint16
	if math.Signbit(x) {
		sign = 0x8000
	}
	a := math.Abs(x)
	switch {
	case math.IsNaN(x):
		return sign | 0x7e00, true
	case math.IsInf(x, 0):
		return sign | 0x7c00, true
	case a < 0x1p-14:
		// subnormal: units of 2**-24; a result of 1024 is the smallest
		// normal number, whose encoding is that same integer
		return sign | uint16(math.RoundToEven(a*0x1p24)), true
	}
	frac, exp := math.Frexp(a) // a = frac * 2**exp, frac in [0.5, 1)
	e := exp - 1
	m := math.RoundToEven((frac*2 - 1) * 1024)
	if m == 1024 {
		e, m = e+1, 0
	}
	if e > 15 {
		return 0, false
	}
	return sign | uint16(e+15)<<10 | uint16(m), true
}

// halfValue decodes an IEEE 754 binary16.
func halfValue(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	e := int(h>>10) & 0x1f
	m := float64(h & 0x3ff)
	switch e {
	case 0:
		return sign * math.Ldexp(m, -24)
	case 0x1f:
		if m != 0 {
			return math.Copysign(math.NaN(), sign)
		}
		return math.Inf(int(sign))
	}
	return sign * math.Ldexp(1+m/1024, e-15)
}
