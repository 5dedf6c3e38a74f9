// Package binascii implements CPython's binascii module (hex, base64 and
// CRC conversions) and the byte-argument helpers the other encoding
// modules share.
package binascii

import (
	"encoding/base64"
	"encoding/hex"
	"hash/crc32"
	"strings"

	"github.com/mcpython/mcpython/internal/lazy"
	"github.com/mcpython/mcpython/interp/py"
)

// exceptionTypes are binascii.Error (a ValueError) and
// binascii.Incomplete, built at the first use (not at init: the package
// does no work when the process starts).
var exceptionTypes = lazy.Value[[2]*py.Type]{New: func() [2]*py.Type {
	return [2]*py.Type{
		py.NewExceptionType("binascii.Error", py.ValueErrorType),
		py.NewExceptionType("binascii.Incomplete", py.ExceptionType),
	}
}}

// ErrorType is binascii.Error, shared with base64.
func ErrorType() *py.Type { return exceptionTypes.Get()[0] }

// IncompleteType is binascii.Incomplete.
func IncompleteType() *py.Type { return exceptionTypes.Get()[1] }

// BytesLike returns the bytes of a bytes-like object (bytes, bytearray or
// a subclass, or a memoryview).
func BytesLike(o py.Object) ([]byte, bool) {
	b, err := py.BufferBytes(o)
	return b, err == nil
}

// NeedBytes is BytesLike with CPython's error.
func NeedBytes(o py.Object) ([]byte, error) { return py.BufferBytes(o) }

// AsciiData accepts bytes-like objects and ASCII-only str, as the a2b_*
// functions do.
func AsciiData(o py.Object) ([]byte, error) {
	if s, ok := py.AsStr(o); ok {
		for i := 0; i < len(s); i++ {
			if s[i] >= 0x80 {
				return nil, py.Errorf(py.ValueErrorType, "string argument should contain only ASCII characters")
			}
		}
		return []byte(s), nil
	}
	if b, ok := BytesLike(o); ok {
		return b, nil
	}
	return nil, py.Errorf(py.TypeErrorType, "argument should be bytes, buffer or ASCII string, not '%s'", o.Type().Name)
}

func errorf(format string, args ...any) error { return py.Errorf(ErrorType(), format, args...) }

// b64Value is the value of a base64 alphabet byte, 0xff for another
// byte. (A switch, not a table built at init.)
func b64Value(c byte) byte {
	switch {
	case c >= 'A' && c <= 'Z':
		return c - 'A'
	case c >= 'a' && c <= 'z':
		return c - 'a' + 26
	case c >= '0' && c <= '9':
		return c - '0' + 52
	case c == '+':
		return 62
	case c == '/':
		return 63
	}
	return 0xff
}

// A2BBase64 decodes base64 like CPython's a2b_base64: non-alphabet bytes
// are skipped unless strict, and padding ends the data.
func A2BBase64(data []byte, strict bool) ([]byte, error) {
	out := make([]byte, 0, len(data)/4*3+3)
	quadPos, pads := 0, 0
	var left byte
	paddingStarted := false
	if strict && len(data) > 0 && data[0] == '=' {
		return nil, errorf("Leading padding not allowed")
	}
	for i, c := range data {
		if c == '=' {
			paddingStarted = true
			if quadPos >= 2 {
				pads++
				if quadPos+pads >= 4 {
					if strict && i+1 < len(data) {
						return nil, errorf("Excess data after padding")
					}
					return out, nil
				}
			}
			continue
		}
		v := b64Value(c)
		if v >= 64 {
			if strict {
				return nil, errorf("Only base64 data is allowed")
			}
			continue
		}
		if strict && paddingStarted {
			return nil, errorf("Discontinuous padding not allowed")
		}
		pads = 0
		switch quadPos {
		case 0:
			quadPos, left = 1, v
		case 1:
			quadPos = 2
			out = append(out, left<<2|v>>4)
			left = v & 0x0f
		case 2:
			quadPos = 3
			out = append(out, left<<4|v>>2)
			left = v & 0x03
		case 3:
			quadPos = 0
			out = append(out, left<<6|v)
			left = 0
		}
	}
	if quadPos == 1 {
		return nil, errorf("Invalid base64-encoded string: number of data characters (%d) cannot be 1 more than a multiple of 4", len(out)/3*4+1)
	}
	if quadPos != 0 {
		return nil, errorf("Incorrect padding")
	}
	return out, nil
}

// B2ABase64 encodes base64, with a trailing newline when asked.
func B2ABase64(data []byte, newline bool) []byte {
	s := base64.StdEncoding.EncodeToString(data)
	if newline {
		s += "\n"
	}
	return []byte(s)
}

// Hexlify is b2a_hex with an optional separator every bytesPerSep bytes
// (counted from the right when positive, as CPython does).
func Hexlify(data []byte, sep string, bytesPerSep int) string {
	h := hex.EncodeToString(data)
	if sep == "" || len(data) == 0 {
		return h
	}
	n := bytesPerSep
	if n < 0 {
		n = -n
	}
	if n == 0 {
		return h
	}
	var groups []string
	if bytesPerSep > 0 {
		// groups aligned to the end
		first := len(data) % n
		if first > 0 {
			groups = append(groups, h[:2*first])
		}
		for i := first; i < len(data); i += n {
			groups = append(groups, h[2*i:2*(i+n)])
		}
	} else {
		for i := 0; i < len(data); i += n {
			groups = append(groups, h[2*i:2*min(i+n, len(data))])
		}
	}
	return strings.Join(groups, sep)
}

// Unhexlify decodes hex digits with CPython's errors.
func Unhexlify(data []byte) ([]byte, error) {
	if len(data)%2 != 0 {
		return nil, errorf("Odd-length string")
	}
	out := make([]byte, len(data)/2)
	if _, err := hex.Decode(out, data); err != nil {
		return nil, errorf("Non-hexadecimal digit found")
	}
	return out, nil
}

func hexArgs(th *py.Thread, name string, args []py.Object, kw []string) ([]byte, string, int, error) {
	var data, sep, bps py.Object
	if err := py.UnpackArgs(name, args, kw, "data", &data, "sep?", &sep, "bytes_per_sep?", &bps); err != nil {
		return nil, "", 0, err
	}
	b, err := NeedBytes(data)
	if err != nil {
		return nil, "", 0, err
	}
	s := ""
	if sep != nil {
		if str, ok := py.AsStr(sep); ok {
			s = str
		} else if sb, ok := BytesLike(sep); ok {
			s = string(sb)
		} else {
			return nil, "", 0, py.Errorf(py.TypeErrorType, "sep must be str or bytes.")
		}
		if len(s) != 1 {
			return nil, "", 0, py.Errorf(py.ValueErrorType, "sep must be length 1.")
		}
	}
	n := 1
	if bps != nil {
		v, err := py.AsInt(th, bps)
		if err != nil {
			return nil, "", 0, err
		}
		n = v
	}
	return b, s, n, nil
}

func fn(d *py.Dict, name string, f py.BuiltinFunc) {
	b := py.NewBuiltin(name, f)
	b.Module = "binascii"
	d.SetStr(name, b)
}

// CRC32 continues a CRC-32 with data.
func CRC32(crc uint32, data []byte) uint32 { return crc32.Update(crc, crc32.IEEETable, data) }

// UintArg reads an unsigned 32-bit start value (CPython masks it).
func UintArg(th *py.Thread, o py.Object) (uint32, error) {
	v, err := py.Index(th, o)
	if err != nil {
		return 0, err
	}
	switch x := v.(type) {
	case py.Int:
		return uint32(int64(x)), nil
	case *py.BigInt:
		b := x.Big()
		return uint32(b.Uint64() & 0xffffffff), nil
	}
	return 0, py.Errorf(py.TypeErrorType, "an integer is required")
}

// crcHQXTable is CRC-CCITT's byte table, built at the first crc_hqx.
var crcHQXTable = lazy.Value[*[256]uint16]{New: func() *[256]uint16 {
	t := new([256]uint16)
	for i := range t {
		crc := uint16(i) << 8
		for j := 0; j < 8; j++ {
			if crc&0x8000 != 0 {
				crc = crc<<1 ^ 0x1021
			} else {
				crc <<= 1
			}
		}
		t[i] = crc
	}
	return t
}}

// Modules returns the definition of the binascii module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{
		Name: "binascii",
		Doc:  "Conversion between binary data and ASCII",
		Init: func(th *py.Thread, m *py.Module) error {
			d := m.Dict
			d.SetStr("Error", ErrorType())
			d.SetStr("Incomplete", IncompleteType())
			hexlify := func(name string) {
				fn(d, name, func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
					b, sep, n, err := hexArgs(th, name, args, kw)
					if err != nil {
						return nil, err
					}
					if err := th.CheckAlloc(int64(len(b)) * 3); err != nil {
						return nil, err
					}
					return py.NewBytes([]byte(Hexlify(b, sep, n))), nil
				})
			}
			hexlify("hexlify")
			hexlify("b2a_hex")
			unhex := func(name string) {
				fn(d, name, func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
					var data py.Object
					if err := py.UnpackArgs(name, args, kw, "/hexstr", &data); err != nil {
						return nil, err
					}
					b, err := AsciiData(data)
					if err != nil {
						return nil, err
					}
					out, err := Unhexlify(b)
					if err != nil {
						return nil, err
					}
					return py.NewBytes(out), nil
				})
			}
			unhex("unhexlify")
			unhex("a2b_hex")
			fn(d, "crc32", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				if err := py.ArgRange("crc32", args, kw, 1, 2); err != nil {
					return nil, err
				}
				b, err := NeedBytes(args[0])
				if err != nil {
					return nil, err
				}
				var start uint32
				if len(args) > 1 {
					if start, err = UintArg(th, args[1]); err != nil {
						return nil, err
					}
				}
				return py.Int(CRC32(start, b)), nil
			})
			fn(d, "crc_hqx", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				if err := py.ArgRange("crc_hqx", args, kw, 2, 2); err != nil {
					return nil, err
				}
				b, err := NeedBytes(args[0])
				if err != nil {
					return nil, err
				}
				v, err := UintArg(th, args[1])
				if err != nil {
					return nil, err
				}
				crc := uint16(v)
				table := crcHQXTable.Get()
				for _, c := range b {
					crc = crc<<8 ^ table[byte(crc>>8)^c]
				}
				return py.Int(crc), nil
			})
			fn(d, "a2b_base64", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				var data, strict py.Object
				if err := py.UnpackClinicArgs("a2b_base64", args, kw, "/data", &data, "$strict_mode?", &strict); err != nil {
					return nil, err
				}
				b, err := AsciiData(data)
				if err != nil {
					return nil, err
				}
				st := false
				if strict != nil {
					if st, err = py.Truth(th, strict); err != nil {
						return nil, err
					}
				}
				out, err := A2BBase64(b, st)
				if err != nil {
					return nil, err
				}
				return py.NewBytes(out), nil
			})
			fn(d, "b2a_base64", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				var data, newline py.Object
				if err := py.UnpackClinicArgs("b2a_base64", args, kw, "/data", &data, "$newline?", &newline); err != nil {
					return nil, err
				}
				b, err := NeedBytes(data)
				if err != nil {
					return nil, err
				}
				nl := true
				if newline != nil {
					if nl, err = py.Truth(th, newline); err != nil {
						return nil, err
					}
				}
				if err := th.CheckAlloc(int64(len(b))*4/3 + 4); err != nil {
					return nil, err
				}
				return py.NewBytes(B2ABase64(b, nl)), nil
			})
			return nil
		},
	}}
}
