// Package array is the sandbox's array module: typed arrays of numbers
// written in Python (array.py) over Go primitives that pack and unpack the
// machine representation (little-endian, CPython's item sizes on 64-bit
// Linux).
package array

import (
	_ "embed"
	"encoding/binary"
	"math"
	"math/big"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed array.py
var source string

// Modules returns the definition of the array module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{Name: "array", Doc: "Efficient arrays of numeric values.", Init: initModule, Source: source}}
}

func initModule(th *py.Thread, m *py.Module) error {
	for name, fn := range map[string]py.BuiltinFunc{
		"_pack":   pack,
		"_unpack": unpack,
		"_f32":    float32Round,
	} {
		m.Dict.SetStr(name, py.NewBuiltin(name, fn))
	}
	return nil
}

// itemSize is the byte size of each typecode's item.
func itemSize(tc string) int {
	switch tc {
	case "b", "B":
		return 1
	case "h", "H":
		return 2
	case "i", "I", "f", "u":
		return 4
	case "l", "L", "q", "Q", "d":
		return 8
	}
	return 0
}

func typecodeArg(args []py.Object) (string, int, error) {
	tc, ok := py.AsStr(args[0])
	size := itemSize(tc)
	if !ok || size == 0 {
		return "", 0, py.Errorf(py.ValueErrorType, "bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)")
	}
	return tc, size, nil
}

// pack encodes values (already checked by array.py) as bytes.
func pack(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("_pack", args, kwnames, 2, 2); err != nil {
		return nil, err
	}
	tc, size, err := typecodeArg(args)
	if err != nil {
		return nil, err
	}
	list, ok := args[1].(*py.List)
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "_pack() argument 2 must be list, not %s", py.TypeName(args[1]))
	}
	items := list.Items()
	if err := th.CheckAlloc(int64(len(items) * size)); err != nil {
		return nil, err
	}
	out := make([]byte, len(items)*size)
	for i, v := range items {
		if i%1024 == 0 {
			if err := th.Tick(); err != nil {
				return nil, err
			}
		}
		b := out[i*size : (i+1)*size]
		switch tc {
		case "f", "d":
			f, err := py.AsFloat(th, v)
			if err != nil {
				return nil, err
			}
			if tc == "f" {
				binary.LittleEndian.PutUint32(b, math.Float32bits(float32(f)))
			} else {
				binary.LittleEndian.PutUint64(b, math.Float64bits(f))
			}
		case "u":
			s, _ := py.AsStr(v)
			r := []rune(s)
			if len(r) != 1 {
				return nil, py.Errorf(py.TypeErrorType, "array item must be unicode character")
			}
			binary.LittleEndian.PutUint32(b, uint32(r[0]))
		default:
			u, err := twosComplement(v, size)
			if err != nil {
				return nil, err
			}
			for k := 0; k < size; k++ {
				b[k] = byte(u >> (8 * k))
			}
		}
	}
	return py.NewBytes(out), nil
}

// twosComplement returns the low size bytes of an int's two's complement.
func twosComplement(v py.Object, size int) (uint64, error) {
	switch x := v.(type) {
	case py.Int:
		return uint64(int64(x)), nil
	case py.Bool:
		if x {
			return 1, nil
		}
		return 0, nil
	case *py.BigInt:
		b := x.Big()
		if b.Sign() < 0 {
			b.Add(b, new(big.Int).Lsh(big.NewInt(1), 64))
		}
		return b.Uint64(), nil
	}
	return 0, py.Errorf(py.TypeErrorType, "'%s' object cannot be interpreted as an integer", py.TypeName(v))
}

// unpack decodes bytes into a list of Python values.
func unpack(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("_unpack", args, kwnames, 2, 2); err != nil {
		return nil, err
	}
	tc, size, err := typecodeArg(args)
	if err != nil {
		return nil, err
	}
	var data []byte
	switch x := args[1].(type) {
	case *py.Bytes:
		data = x.Value()
	default:
		return nil, py.Errorf(py.TypeErrorType, "a bytes-like object is required, not '%s'", py.TypeName(args[1]))
	}
	if len(data)%size != 0 {
		return nil, py.Errorf(py.ValueErrorType, "bytes length not a multiple of item size")
	}
	n := len(data) / size
	if err := th.CheckAlloc(int64(n) * 16); err != nil {
		return nil, err
	}
	items := make([]py.Object, n)
	for i := range items {
		if i%1024 == 0 {
			if err := th.Tick(); err != nil {
				return nil, err
			}
		}
		b := data[i*size : (i+1)*size]
		var u uint64
		for k := size - 1; k >= 0; k-- {
			u = u<<8 | uint64(b[k])
		}
		switch tc {
		case "f":
			items[i] = py.Float(float64(math.Float32frombits(uint32(u))))
		case "d":
			items[i] = py.Float(math.Float64frombits(u))
		case "u":
			items[i] = py.NewStr(string(rune(u)))
		case "b", "h", "i", "l", "q":
			shift := 64 - 8*size
			items[i] = py.Int(int64(u<<shift) >> shift)
		default:
			if u > math.MaxInt64 {
				items[i] = py.NewBigInt(new(big.Int).SetUint64(u))
			} else {
				items[i] = py.Int(int64(u))
			}
		}
	}
	return py.NewList(items), nil
}

// float32Round rounds a float to the nearest float32, as storing it in an
// array('f') does.
func float32Round(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("_f32", args, kwnames, 1, 1); err != nil {
		return nil, err
	}
	f, err := py.AsFloat(th, args[0])
	if err != nil {
		return nil, err
	}
	return py.Float(float64(float32(f))), nil
}
