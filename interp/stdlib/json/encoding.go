package json

import (
	"bytes"
	"unicode/utf8"

	"github.com/mcpython/mcpython/interp/py"
)

// detectEncoding guesses the encoding of a JSON document in bytes from its
// BOM or the pattern of zero bytes at its start (json.detect_encoding).
func detectEncoding(b []byte) string {
	switch {
	case bytes.HasPrefix(b, []byte{0, 0, 0xFE, 0xFF}), bytes.HasPrefix(b, []byte{0xFF, 0xFE, 0, 0}):
		return "utf-32"
	case bytes.HasPrefix(b, []byte{0xFE, 0xFF}), bytes.HasPrefix(b, []byte{0xFF, 0xFE}):
		return "utf-16"
	case bytes.HasPrefix(b, []byte{0xEF, 0xBB, 0xBF}):
		return "utf-8-sig"
	}
	if len(b) >= 4 {
		if b[0] == 0 {
			if b[1] != 0 {
				return "utf-16-be"
			}
			return "utf-32-be"
		}
		if b[1] == 0 {
			if b[2] != 0 || b[3] != 0 {
				return "utf-16-le"
			}
			return "utf-32-le"
		}
	} else if len(b) == 2 {
		if b[0] == 0 {
			return "utf-16-be"
		}
		if b[1] == 0 {
			return "utf-16-le"
		}
	}
	return "utf-8"
}

func bytesArg(o py.Object) ([]byte, bool) {
	switch x := o.(type) {
	case *py.Bytes:
		return x.Value(), true
	case *py.ByteArray:
		return x.Value(), true
	}
	return nil, false
}

func detectEncodingFunc(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("detect_encoding", args, kw, 1, 1); err != nil {
		return nil, err
	}
	b, ok := bytesArg(args[0])
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "a bytes-like object is required, not '%s'", py.TypeName(args[0]))
	}
	return py.NewStr(detectEncoding(b)), nil
}

// bytesToStr decodes a bytes document with the detected encoding and the
// surrogatepass error handler, as json.loads does.
func bytesToStr(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("_bytes_to_str", args, kw, 1, 1); err != nil {
		return nil, err
	}
	b, ok := bytesArg(args[0])
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "a bytes-like object is required, not '%s'", py.TypeName(args[0]))
	}
	if err := th.AllocMem(int64(len(b))); err != nil {
		return nil, err
	}
	enc := detectEncoding(b)
	var s string
	var err error
	switch enc {
	case "utf-8", "utf-8-sig":
		if enc == "utf-8-sig" {
			b = b[3:]
		}
		s, err = decodeUTF8(b)
	case "utf-16", "utf-16-le", "utf-16-be":
		s, err = decodeUTF16(b, enc)
	default:
		s, err = decodeUTF32(b, enc)
	}
	if err != nil {
		return nil, err
	}
	return py.NewStr(s), nil
}

func unicodeDecodeError(enc string, b []byte, pos, end int, reason string) error {
	if end-pos == 1 {
		return py.Errorf(py.UnicodeDecodeErrorType, "'%s' codec can't decode byte 0x%02x in position %d: %s", enc, b[pos], pos, reason)
	}
	return py.Errorf(py.UnicodeDecodeErrorType, "'%s' codec can't decode bytes in position %d-%d: %s", enc, pos, end-1, reason)
}

// decodeUTF8 decodes UTF-8, letting encoded surrogates through
// (surrogatepass) in the interpreter's WTF-8 form.
func decodeUTF8(b []byte) (string, error) {
	if utf8.Valid(b) {
		return string(b), nil
	}
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r != utf8.RuneError || n > 1 {
			out = append(out, b[i:i+n]...)
			i += n
			continue
		}
		if b[i] == 0xED && i+2 < len(b) && b[i+1] >= 0xA0 && b[i+1] <= 0xBF && b[i+2]&0xC0 == 0x80 {
			out = append(out, b[i:i+3]...)
			i += 3
			continue
		}
		c := b[i]
		switch {
		case c < 0xC2 || c > 0xF4:
			return "", unicodeDecodeError("utf-8", b, i, i+1, "invalid start byte")
		default:
			need := 2
			if c >= 0xE0 {
				need = 3
			}
			if c >= 0xF0 {
				need = 4
			}
			j := i + 1
			for j < len(b) && j < i+need && b[j]&0xC0 == 0x80 {
				j++
			}
			if j == len(b) {
				return "", unicodeDecodeError("utf-8", b, i, j, "unexpected end of data")
			}
			return "", unicodeDecodeError("utf-8", b, i, j, "invalid continuation byte")
		}
	}
	return string(out), nil
}

func decodeUTF16(b []byte, enc string) (string, error) {
	big := enc == "utf-16-be"
	if enc == "utf-16" {
		big = b[0] == 0xFE
		b = b[2:]
		enc = "utf-16"
	}
	unit := func(i int) rune {
		if big {
			return rune(b[i])<<8 | rune(b[i+1])
		}
		return rune(b[i+1])<<8 | rune(b[i])
	}
	out := make([]byte, 0, len(b))
	i := 0
	for ; i+1 < len(b); i += 2 {
		r := unit(i)
		if r >= 0xD800 && r <= 0xDBFF && i+3 < len(b) {
			if r2 := unit(i + 2); r2 >= 0xDC00 && r2 <= 0xDFFF {
				r = 0x10000 + (r-0xD800)<<10 + (r2 - 0xDC00)
				i += 2
			}
		}
		out = appendRune(out, r)
	}
	if i < len(b) {
		return "", py.Errorf(py.UnicodeDecodeErrorType, "'%s' codec can't decode byte 0x%02x in position %d: truncated data", enc, b[i], i)
	}
	return string(out), nil
}

func decodeUTF32(b []byte, enc string) (string, error) {
	big := enc == "utf-32-be"
	if enc == "utf-32" {
		big = b[0] == 0
		b = b[4:]
	}
	out := make([]byte, 0, len(b))
	i := 0
	for ; i+3 < len(b); i += 4 {
		var r rune
		if big {
			r = rune(b[i])<<24 | rune(b[i+1])<<16 | rune(b[i+2])<<8 | rune(b[i+3])
		} else {
			r = rune(b[i+3])<<24 | rune(b[i+2])<<16 | rune(b[i+1])<<8 | rune(b[i])
		}
		if r < 0 || r > 0x10FFFF {
			return "", py.Errorf(py.UnicodeDecodeErrorType, "'%s' codec can't decode bytes in position %d-%d: code point not in range(0x110000)", enc, i, i+3)
		}
		out = appendRune(out, r)
	}
	if i < len(b) {
		return "", py.Errorf(py.UnicodeDecodeErrorType, "'%s' codec can't decode bytes in position %d-%d: truncated data", enc, i, len(b)-1)
	}
	return string(out), nil
}
