// Package base64 implements CPython's base64 module: Base64 (standard,
// URL-safe, custom alphabets), Base32, Base16, Ascii85 and Base85.
package base64

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"strings"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/binascii"
)

func errorf(format string, args ...any) error {
	return py.Errorf(binascii.ErrorType(), format, args...)
}

// decodeData is _bytes_from_decode_data: bytes-like or ASCII str.
func decodeData(o py.Object) ([]byte, error) {
	if s, ok := py.AsStr(o); ok {
		for i := 0; i < len(s); i++ {
			if s[i] >= 0x80 {
				return nil, py.Errorf(py.ValueErrorType, "string argument should contain only ASCII characters")
			}
		}
		return []byte(s), nil
	}
	if b, ok := binascii.BytesLike(o); ok {
		return b, nil
	}
	return nil, py.Errorf(py.TypeErrorType, "argument should be a bytes-like object or ASCII string, not '%s'", o.Type().Name)
}

// encodeData is what the encoders accept: bytes-like objects only.
func encodeData(o py.Object) ([]byte, error) {
	if b, ok := binascii.BytesLike(o); ok {
		return b, nil
	}
	return nil, py.Errorf(py.TypeErrorType, "a bytes-like object is required, not '%s'", o.Type().Name)
}

func translate(b []byte, from, to string) []byte {
	out := make([]byte, len(b))
	for i, c := range b {
		out[i] = c
		for j := 0; j < len(from); j++ {
			if c == from[j] {
				out[i] = to[j]
				break
			}
		}
	}
	return out
}

func altcharsArg(o py.Object) (string, error) {
	b, err := decodeData(o)
	if err != nil {
		return "", err
	}
	if len(b) != 2 {
		r, _ := py.Repr(nil, py.NewBytes(b))
		return "", py.NewException(py.AssertionErrorType, py.NewStr(r))
	}
	return string(b), nil
}

func b64encode(th *py.Thread, data []byte, altchars string) (py.Object, error) {
	if err := th.CheckAlloc(int64(len(data))*4/3 + 4); err != nil {
		return nil, err
	}
	out := binascii.B2ABase64(data, false)
	if altchars != "" {
		out = translate(out, "+/", altchars)
	}
	return py.NewBytes(out), nil
}

func b64decode(data []byte, altchars string, validate bool) (py.Object, error) {
	if altchars != "" {
		data = translate(data, altchars, "+/")
	}
	out, err := binascii.A2BBase64(data, validate)
	if err != nil {
		return nil, err
	}
	return py.NewBytes(out), nil
}

const (
	b32Alphabet    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	b32HexAlphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUV"
	b85Alphabet    = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~"
)

func b32encode(alphabet string, s []byte) []byte {
	leftover := len(s) % 5
	if leftover != 0 {
		s = append(append([]byte(nil), s...), make([]byte, 5-leftover)...)
	}
	out := make([]byte, 0, len(s)/5*8)
	for i := 0; i < len(s); i += 5 {
		var c uint64
		for _, b := range s[i : i+5] {
			c = c<<8 | uint64(b)
		}
		for k := 7; k >= 0; k-- {
			out = append(out, alphabet[(c>>(5*uint(k)))&31])
		}
	}
	pad := map[int]int{1: 6, 2: 4, 3: 3, 4: 1}[leftover]
	for k := 0; k < pad; k++ {
		out[len(out)-1-k] = '='
	}
	return out
}

func b32decode(alphabet string, s []byte, casefold bool, map01 []byte) ([]byte, error) {
	if len(s)%8 != 0 {
		return nil, errorf("Incorrect padding")
	}
	if map01 != nil {
		s = translate(s, "01", "O"+string(map01))
	}
	if casefold {
		s = bytes.ToUpper(s)
	}
	l := len(s)
	s = bytes.TrimRight(s, "=")
	padchars := l - len(s)
	var out []byte
	var acc uint64
	for i := 0; i < len(s); i += 8 {
		acc = 0
		for _, c := range s[i:min(i+8, len(s))] {
			v := strings.IndexByte(alphabet, c)
			if v < 0 {
				return nil, errorf("Non-base32 digit found")
			}
			acc = acc<<5 + uint64(v)
		}
		for k := 4; k >= 0; k-- {
			out = append(out, byte(acc>>(8*uint(k))))
		}
	}
	switch padchars {
	case 0, 1, 3, 4, 6:
	default:
		return nil, errorf("Incorrect padding")
	}
	if padchars != 0 && len(out) > 0 {
		acc <<= 5 * uint(padchars)
		var last [5]byte
		for k := 0; k < 5; k++ {
			last[k] = byte(acc >> (8 * uint(4-k)))
		}
		leftover := (43 - 5*padchars) / 8
		out = append(out[:len(out)-5], last[:leftover]...)
	}
	return out, nil
}

// encode85 is CPython's _85encode.
func encode85(b []byte, chars string, pad, foldNuls, foldSpaces bool) []byte {
	padding := (4 - len(b)%4) % 4
	if padding != 0 {
		b = append(append([]byte(nil), b...), make([]byte, padding)...)
	}
	var chunks [][]byte
	for i := 0; i < len(b); i += 4 {
		w := binary.BigEndian.Uint32(b[i:])
		switch {
		case foldNuls && w == 0:
			chunks = append(chunks, []byte("z"))
		case foldSpaces && w == 0x20202020:
			chunks = append(chunks, []byte("y"))
		default:
			c := make([]byte, 5)
			for k := 4; k >= 0; k-- {
				c[k] = chars[w%85]
				w /= 85
			}
			chunks = append(chunks, c)
		}
	}
	if padding != 0 && !pad {
		last := chunks[len(chunks)-1]
		if string(last) == "z" {
			last = bytes.Repeat([]byte{chars[0]}, 5)
		}
		chunks[len(chunks)-1] = last[:len(last)-padding]
	}
	return bytes.Join(chunks, nil)
}

func a85encode(b []byte, foldSpaces bool, wrapcol int, pad, adobe bool) []byte {
	var chars [85]byte
	for i := range chars {
		chars[i] = byte(33 + i)
	}
	result := encode85(b, string(chars[:]), pad, true, foldSpaces)
	if adobe {
		result = append([]byte("<~"), result...)
	}
	if wrapcol != 0 {
		if adobe {
			wrapcol = max(2, wrapcol)
		} else {
			wrapcol = max(1, wrapcol)
		}
		var chunks [][]byte
		for i := 0; i < len(result); i += wrapcol {
			chunks = append(chunks, result[i:min(i+wrapcol, len(result))])
		}
		if adobe && (len(chunks) == 0 || len(chunks[len(chunks)-1])+2 > wrapcol) {
			chunks = append(chunks, nil)
		}
		result = bytes.Join(chunks, []byte("\n"))
	}
	if adobe {
		result = append(result, "~>"...)
	}
	return result
}

func a85decode(b []byte, foldSpaces, adobe bool, ignore []byte) ([]byte, error) {
	if adobe {
		if !bytes.HasSuffix(b, []byte("~>")) {
			return nil, py.Errorf(py.ValueErrorType, "Ascii85 encoded byte sequences must end with b'~>'")
		}
		if bytes.HasPrefix(b, []byte("<~")) {
			b = b[2 : len(b)-2]
		} else {
			b = b[:len(b)-2]
		}
	}
	var out []byte
	var cur []byte
	input := append(append([]byte(nil), b...), "uuuu"...)
	for _, x := range input {
		switch {
		case x >= '!' && x <= 'u':
			cur = append(cur, x)
			if len(cur) == 5 {
				var acc uint64
				for _, c := range cur {
					acc = 85*acc + uint64(c-33)
				}
				if acc > 0xffffffff {
					return nil, py.Errorf(py.ValueErrorType, "Ascii85 overflow")
				}
				out = binary.BigEndian.AppendUint32(out, uint32(acc))
				cur = cur[:0]
			}
		case x == 'z':
			if len(cur) > 0 {
				return nil, py.Errorf(py.ValueErrorType, "z inside Ascii85 5-tuple")
			}
			out = append(out, 0, 0, 0, 0)
		case foldSpaces && x == 'y':
			if len(cur) > 0 {
				return nil, py.Errorf(py.ValueErrorType, "y inside Ascii85 5-tuple")
			}
			out = append(out, "    "...)
		case bytes.IndexByte(ignore, x) >= 0:
		default:
			return nil, py.Errorf(py.ValueErrorType, "Non-Ascii85 digit found: %c", x)
		}
	}
	if padding := 4 - len(cur); padding != 0 {
		out = out[:max(0, len(out)-padding)]
	}
	return out, nil
}

func b85decode(b []byte) ([]byte, error) {
	padding := (5 - len(b)%5) % 5
	b = append(append([]byte(nil), b...), bytes.Repeat([]byte("~"), padding)...)
	var out []byte
	for i := 0; i < len(b); i += 5 {
		var acc uint64
		for j, c := range b[i : i+5] {
			v := strings.IndexByte(b85Alphabet, c)
			if v < 0 {
				return nil, py.Errorf(py.ValueErrorType, "bad base85 character at position %d", i+j)
			}
			acc = acc*85 + uint64(v)
		}
		if acc > 0xffffffff {
			return nil, py.Errorf(py.ValueErrorType, "base85 overflow in hunk starting at byte %d", i)
		}
		out = binary.BigEndian.AppendUint32(out, uint32(acc))
	}
	if padding != 0 {
		out = out[:len(out)-padding]
	}
	return out, nil
}

func bytesResult(b []byte, err error) (py.Object, error) {
	if err != nil {
		return nil, err
	}
	return py.NewBytes(b), nil
}

func truth(th *py.Thread, o py.Object) (bool, error) {
	if o == nil {
		return false, nil
	}
	return py.Truth(th, o)
}

// Modules returns the definition of the base64 module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{
		Name: "base64",
		Doc:  "Base16, Base32, Base64 (RFC 3548), Base85 and Ascii85 data encodings",
		Init: initModule,
	}}
}

func initModule(th *py.Thread, m *py.Module) error {
	d := m.Dict
	fn := func(name string, f py.BuiltinFunc) {
		b := py.NewBuiltin(name, f)
		b.Module = "base64"
		d.SetStr(name, b)
	}
	bin, err := th.ImportModule("binascii")
	if err != nil {
		return fmt.Errorf("base64 needs binascii: %w", err)
	}
	d.SetStr("binascii", bin)
	d.SetStr("MAXLINESIZE", py.Int(76))
	d.SetStr("MAXBINSIZE", py.Int(57))
	fn("b64encode", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var s, alt py.Object
		if err := py.UnpackArgs("b64encode", args, kw, "s", &s, "altchars?", &alt); err != nil {
			return nil, err
		}
		data, err := encodeData(s)
		if err != nil {
			return nil, err
		}
		altchars := ""
		if alt != nil && alt != py.None {
			if altchars, err = altcharsArg(alt); err != nil {
				return nil, err
			}
		}
		return b64encode(th, data, altchars)
	})
	fn("b64decode", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var s, alt, validate py.Object
		if err := py.UnpackArgs("b64decode", args, kw, "s", &s, "altchars?", &alt, "validate?", &validate); err != nil {
			return nil, err
		}
		data, err := decodeData(s)
		if err != nil {
			return nil, err
		}
		altchars := ""
		if alt != nil && alt != py.None {
			if altchars, err = altcharsArg(alt); err != nil {
				return nil, err
			}
		}
		v, err := truth(th, validate)
		if err != nil {
			return nil, err
		}
		return b64decode(data, altchars, v)
	})
	for _, v := range []struct {
		name     string
		altchars string
	}{{"standard_b64", ""}, {"urlsafe_b64", "-_"}} {
		v := v
		fn(v.name+"encode", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			var s py.Object
			if err := py.UnpackArgs(v.name+"encode", args, kw, "s", &s); err != nil {
				return nil, err
			}
			data, err := encodeData(s)
			if err != nil {
				return nil, err
			}
			return b64encode(th, data, v.altchars)
		})
		fn(v.name+"decode", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			var s py.Object
			if err := py.UnpackArgs(v.name+"decode", args, kw, "s", &s); err != nil {
				return nil, err
			}
			data, err := decodeData(s)
			if err != nil {
				return nil, err
			}
			return b64decode(data, v.altchars, false)
		})
	}
	for _, v := range []struct{ name, alphabet string }{{"b32", b32Alphabet}, {"b32hex", b32HexAlphabet}} {
		v := v
		fn(v.name+"encode", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			var s py.Object
			if err := py.UnpackArgs(v.name+"encode", args, kw, "s", &s); err != nil {
				return nil, err
			}
			data, err := encodeData(s)
			if err != nil {
				return nil, err
			}
			if err := th.CheckAlloc(int64(len(data))*8/5 + 8); err != nil {
				return nil, err
			}
			return py.NewBytes(b32encode(v.alphabet, data)), nil
		})
		fn(v.name+"decode", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			var s, casefold, map01 py.Object
			pairs := []any{"s", &s, "casefold?", &casefold}
			if v.name == "b32" {
				pairs = append(pairs, "map01?", &map01)
			}
			if err := py.UnpackArgs(v.name+"decode", args, kw, pairs...); err != nil {
				return nil, err
			}
			data, err := decodeData(s)
			if err != nil {
				return nil, err
			}
			cf, err := truth(th, casefold)
			if err != nil {
				return nil, err
			}
			var m01 []byte
			if map01 != nil && map01 != py.None {
				if m01, err = decodeData(map01); err != nil {
					return nil, err
				}
				if len(m01) != 1 {
					r, _ := py.Repr(th, py.NewBytes(m01))
					return nil, py.NewException(py.AssertionErrorType, py.NewStr(r))
				}
			}
			return bytesResult(b32decode(v.alphabet, data, cf, m01))
		})
	}
	fn("b16encode", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var s py.Object
		if err := py.UnpackArgs("b16encode", args, kw, "s", &s); err != nil {
			return nil, err
		}
		data, err := encodeData(s)
		if err != nil {
			return nil, err
		}
		return py.NewBytes([]byte(strings.ToUpper(binascii.Hexlify(data, "", 1)))), nil
	})
	fn("b16decode", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var s, casefold py.Object
		if err := py.UnpackArgs("b16decode", args, kw, "s", &s, "casefold?", &casefold); err != nil {
			return nil, err
		}
		data, err := decodeData(s)
		if err != nil {
			return nil, err
		}
		cf, err := truth(th, casefold)
		if err != nil {
			return nil, err
		}
		if cf {
			data = bytes.ToUpper(data)
		}
		for _, c := range data {
			if isDigit, isUpperHex := c >= '0' && c <= '9', c >= 'A' && c <= 'F'; !isDigit && !isUpperHex {
				return nil, errorf("Non-base16 digit found")
			}
		}
		return bytesResult(binascii.Unhexlify(data))
	})
	fn("b85encode", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var s, pad py.Object
		if err := py.UnpackArgs("b85encode", args, kw, "b", &s, "pad?", &pad); err != nil {
			return nil, err
		}
		data, err := encodeData(s)
		if err != nil {
			return nil, err
		}
		p, err := truth(th, pad)
		if err != nil {
			return nil, err
		}
		return py.NewBytes(encode85(data, b85Alphabet, p, false, false)), nil
	})
	fn("b85decode", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var s py.Object
		if err := py.UnpackArgs("b85decode", args, kw, "b", &s); err != nil {
			return nil, err
		}
		data, err := decodeData(s)
		if err != nil {
			return nil, err
		}
		return bytesResult(b85decode(data))
	})
	fn("a85encode", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var s, fold, wrap, pad, adobe py.Object
		if err := py.UnpackArgs("a85encode", args, kw, "b", &s, "$foldspaces?", &fold, "$wrapcol?", &wrap, "$pad?", &pad, "$adobe?", &adobe); err != nil {
			return nil, err
		}
		data, err := encodeData(s)
		if err != nil {
			return nil, err
		}
		var flags [3]bool
		for i, o := range []py.Object{fold, pad, adobe} {
			if flags[i], err = truth(th, o); err != nil {
				return nil, err
			}
		}
		wc := 0
		if wrap != nil {
			if wc, err = py.AsInt(th, wrap); err != nil {
				return nil, err
			}
		}
		return py.NewBytes(a85encode(data, flags[0], wc, flags[1], flags[2])), nil
	})
	fn("a85decode", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var s, fold, adobe, ignore py.Object
		if err := py.UnpackArgs("a85decode", args, kw, "b", &s, "$foldspaces?", &fold, "$adobe?", &adobe, "$ignorechars?", &ignore); err != nil {
			return nil, err
		}
		data, err := decodeData(s)
		if err != nil {
			return nil, err
		}
		f, err := truth(th, fold)
		if err != nil {
			return nil, err
		}
		a, err := truth(th, adobe)
		if err != nil {
			return nil, err
		}
		ign := []byte(" \t\n\r\v")
		if ignore != nil {
			if ign, err = decodeData(ignore); err != nil {
				return nil, err
			}
		}
		return bytesResult(a85decode(data, f, a, ign))
	})
	fn("encodebytes", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var s py.Object
		if err := py.UnpackArgs("encodebytes", args, kw, "s", &s); err != nil {
			return nil, err
		}
		data, ok := binascii.BytesLike(s)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "expected bytes-like object, not %s", s.Type().Name)
		}
		var out []byte
		for i := 0; i < len(data); i += 57 {
			out = append(out, binascii.B2ABase64(data[i:min(i+57, len(data))], true)...)
		}
		return py.NewBytes(out), nil
	})
	fn("decodebytes", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var s py.Object
		if err := py.UnpackArgs("decodebytes", args, kw, "s", &s); err != nil {
			return nil, err
		}
		data, ok := binascii.BytesLike(s)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "expected bytes-like object, not %s", s.Type().Name)
		}
		return bytesResult(binascii.A2BBase64(data, false))
	})
	return nil
}
