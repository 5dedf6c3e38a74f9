package py

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/mcpython/mcpython/interp/pyfmt"
	"github.com/mcpython/mcpython/interp/syntax"
)

// Bytes is an immutable byte string.
type Bytes struct{ b []byte }

// ByteArray is a mutable byte string.
type ByteArray struct{ b []byte }

func (*Bytes) Type() *Type     { return BytesType }
func (*ByteArray) Type() *Type { return ByteArrayType }

// NewBytes wraps b (not copied).
func NewBytes(b []byte) *Bytes { return &Bytes{b: b} }

// NewByteArray wraps b (not copied).
func NewByteArray(b []byte) *ByteArray { return &ByteArray{b: b} }

// Value returns the bytes (do not modify).
func (b *Bytes) Value() []byte { return b.b }

// Value returns the bytes of a bytearray (live).
func (b *ByteArray) Value() []byte { return b.b }

// bytesOf returns the content of a bytes-like object.
func bytesOf(th *Thread, o Object) ([]byte, error) {
	switch x := o.(type) {
	case *Bytes:
		return x.b, nil
	case *ByteArray:
		return x.b, nil
	case *Instance:
		if x.base != nil {
			return bytesOf(th, x.base)
		}
	}
	return nil, Errorf(TypeErrorType, "a bytes-like object is required, not '%s'", TypeName(o))
}

func normEncoding(enc string) string {
	e := strings.ToLower(strings.ReplaceAll(enc, "_", "-"))
	switch e {
	case "utf8", "utf-8", "u8", "utf":
		return "utf-8"
	case "ascii", "us-ascii", "646":
		return "ascii"
	case "latin-1", "latin1", "iso-8859-1", "iso8859-1", "l1", "8859", "cp819":
		return "latin-1"
	case "utf-16", "utf16":
		return "utf-16"
	}
	return e
}

// encodeString encodes s with one of the supported codecs.
func encodeString(s, enc, errors string) ([]byte, error) {
	switch normEncoding(enc) {
	case "utf-8":
		return []byte(s), nil
	case "ascii", "latin-1":
		limit := rune(127)
		name := "ascii"
		if normEncoding(enc) == "latin-1" {
			limit, name = 255, "latin-1"
		}
		out := make([]byte, 0, len(s))
		pos := 0
		for _, r := range s {
			if r <= limit {
				out = append(out, byte(r))
			} else {
				switch errors {
				case "ignore":
				case "replace":
					out = append(out, '?')
				case "backslashreplace":
					out = append(out, asciiEscape(string(r))...)
				case "xmlcharrefreplace":
					out = append(out, "&#"+intToDecimal(int64(r))+";"...)
				default:
					return nil, Errorf(UnicodeEncodeErrorType, "'%s' codec can't encode character '%s' in position %d: ordinal not in range(%d)", name, asciiEscape(string(r)), pos, limit+1)
				}
			}
			pos++
		}
		return out, nil
	}
	return nil, Errorf(LookupErrorType, "unknown encoding: %s", enc)
}

// decodeBytes decodes b with one of the supported codecs.
func decodeBytes(b []byte, enc, errors string) (string, error) {
	switch normEncoding(enc) {
	case "utf-8":
		if utf8.Valid(b) {
			return string(b), nil
		}
		var sb strings.Builder
		for i := 0; i < len(b); {
			r, n := utf8.DecodeRune(b[i:])
			if r == utf8.RuneError && n <= 1 {
				switch errors {
				case "ignore":
				case "replace":
					sb.WriteRune('\uFFFD')
				case "backslashreplace":
					sb.WriteString(`\x` + hex2(uint64(b[i]), 2))
				default:
					return "", Errorf(UnicodeDecodeErrorType, "'utf-8' codec can't decode byte 0x%s in position %d: invalid start byte", hex2(uint64(b[i]), 2), i)
				}
				i++
				continue
			}
			sb.Write(b[i : i+n])
			i += n
		}
		return sb.String(), nil
	case "ascii":
		var sb strings.Builder
		for i, c := range b {
			if c < 128 {
				sb.WriteByte(c)
				continue
			}
			switch errors {
			case "ignore":
			case "replace":
				sb.WriteRune('\uFFFD')
			default:
				return "", Errorf(UnicodeDecodeErrorType, "'ascii' codec can't decode byte 0x%s in position %d: ordinal not in range(128)", hex2(uint64(c), 2), i)
			}
		}
		return sb.String(), nil
	case "latin-1":
		rs := make([]rune, len(b))
		for i, c := range b {
			rs[i] = rune(c)
		}
		return string(rs), nil
	}
	return "", Errorf(LookupErrorType, "unknown encoding: %s", enc)
}

// toBytesValue implements bytes(x) / bytearray(x) construction.
func toBytesValue(th *Thread, fn string, args []Object, kwnames []string) ([]byte, error) {
	var src, enc, errs Object
	if err := UnpackArgs(fn, args, kwnames, "source?", &src, "encoding?", &enc, "errors?", &errs); err != nil {
		return nil, err
	}
	if src == nil {
		return []byte{}, nil
	}
	if s, ok := AsStr(src); ok {
		if enc == nil {
			return nil, Errorf(TypeErrorType, "string argument without an encoding")
		}
		e, _ := AsStr(enc)
		es := "strict"
		if errs != nil {
			es, _ = AsStr(errs)
		}
		return encodeString(s, e, es)
	}
	if enc != nil {
		return nil, Errorf(TypeErrorType, "encoding without a string argument")
	}
	switch x := src.(type) {
	case *Bytes:
		return append([]byte(nil), x.b...), nil
	case *ByteArray:
		return append([]byte(nil), x.b...), nil
	}
	if n, ok := asIntObject(src); ok {
		i, ok := n.(Int)
		if !ok {
			return nil, Errorf(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
		}
		if i < 0 {
			return nil, Errorf(ValueErrorType, "negative count")
		}
		if err := th.checkAlloc(int64(i)); err != nil {
			return nil, err
		}
		return make([]byte, i), nil
	}
	items, err := Collect(th, src)
	if err != nil {
		return nil, Errorf(TypeErrorType, "cannot convert '%s' object to bytes", TypeName(src))
	}
	out := make([]byte, len(items))
	for i, it := range items {
		v, err := AsInt(th, it)
		if err != nil {
			return nil, Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", TypeName(it))
		}
		if v < 0 || v > 255 {
			return nil, Errorf(ValueErrorType, "bytes must be in range(0, 256)")
		}
		out[i] = byte(v)
	}
	return out, nil
}

func setupBytes() {
	for _, t := range []*Type{BytesType, ByteArrayType} {
		t := t
		mutable := t == ByteArrayType
		val := func(o Object) []byte { b, _ := bytesOf(nil, o); return b }
		wrap := func(b []byte) Object {
			if mutable {
				return NewByteArray(b)
			}
			return NewBytes(b)
		}
		t.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
			b, err := toBytesValue(th, c.Name, args, kwnames)
			if err != nil {
				return nil, err
			}
			return wrap(b), nil
		}
		if mutable {
			t.Init = func(th *Thread, self Object, args []Object, kwnames []string) error { return nil }
		}
		t.Repr = func(th *Thread, o Object) (string, error) {
			if mutable {
				return pyfmt.ByteArrayRepr(val(o)), nil
			}
			return pyfmt.BytesRepr(val(o)), nil
		}
		if !mutable {
			t.Hash = func(th *Thread, o Object) (int64, error) { return strHash(string(val(o))), nil }
		}
		t.Compare = func(th *Thread, a, b Object, op CmpOp) (Object, error) {
			x, err1 := bytesOf(th, a)
			y, err2 := bytesOf(th, b)
			if err1 != nil || err2 != nil {
				return NotImplemented, nil
			}
			return NewBool(cmpResult(op, bytes.Compare(x, y))), nil
		}
		t.Len = func(th *Thread, o Object) (int, error) { return len(val(o)), nil }
		t.Iter = func(th *Thread, o Object) (Object, error) { return &seqIter{seq: o}, nil }
		t.GetItem = func(th *Thread, o, key Object) (Object, error) {
			b := val(o)
			if sl, ok := key.(*Slice); ok {
				start, stop, step, err := sl.Indices(th, len(b))
				if err != nil {
					return nil, err
				}
				var out []byte
				for i := start; (step > 0 && i < stop) || (step < 0 && i > stop); i += step {
					out = append(out, b[i])
				}
				if out == nil {
					out = []byte{}
				}
				return wrap(out), nil
			}
			i, err := indexValue(th, key, "byte")
			if err != nil {
				return nil, err
			}
			if i < 0 {
				i += len(b)
			}
			if i < 0 || i >= len(b) {
				if mutable {
					return nil, Errorf(IndexErrorType, "bytearray index out of range")
				}
				return nil, Errorf(IndexErrorType, "index out of range")
			}
			return Int(b[i]), nil
		}
		t.Contains = func(th *Thread, o, v Object) (bool, error) {
			b := val(o)
			if n, ok := asIntObject(v); ok {
				i, _ := n.(Int)
				if i < 0 || i > 255 {
					return false, Errorf(ValueErrorType, "byte must be in range(0, 256)")
				}
				return bytes.IndexByte(b, byte(i)) >= 0, nil
			}
			sub, err := bytesOf(th, v)
			if err != nil {
				return false, err
			}
			return bytes.Contains(b, sub), nil
		}
		t.Binary = func(th *Thread, op syntax.Op, a, b Object, right bool) (Object, error) {
			switch op {
			case syntax.Add:
				x, err1 := bytesOf(th, a)
				y, err2 := bytesOf(th, b)
				if err1 != nil || err2 != nil {
					if !right {
						return nil, Errorf(TypeErrorType, "can't concat %s to %s", TypeName(b), TypeName(a))
					}
					return NotImplemented, nil
				}
				out := make([]byte, 0, len(x)+len(y))
				out = append(append(out, x...), y...)
				if _, ok := a.(*ByteArray); ok {
					return NewByteArray(out), nil
				}
				return NewBytes(out), nil
			case syntax.Mult:
				s, n, ok := seqRepeatArgs(a, b)
				if !ok {
					return NotImplemented, nil
				}
				x, err := bytesOf(th, s)
				if err != nil {
					return NotImplemented, nil
				}
				cnt, err := repeatCount(th, n)
				if err != nil {
					return nil, err
				}
				if cnt < 0 {
					cnt = 0
				}
				if err := th.checkAlloc(int64(len(x)) * int64(cnt)); err != nil {
					return nil, err
				}
				return wrap(bytes.Repeat(x, cnt)), nil
			}
			return NotImplemented, nil
		}
		t.AddMethod("decode", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			var enc, errs Object = NewStr("utf-8"), NewStr("strict")
			if err := UnpackArgs("decode", args, kw, "encoding?", &enc, "errors?", &errs); err != nil {
				return nil, err
			}
			e, _ := AsStr(enc)
			es, _ := AsStr(errs)
			s, err := decodeBytes(val(self), e, es)
			if err != nil {
				return nil, err
			}
			return NewStr(s), nil
		})
		t.AddMethod("hex", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			const digits = "0123456789abcdef"
			b := val(self)
			out := make([]byte, 2*len(b))
			for i, c := range b {
				out[2*i], out[2*i+1] = digits[c>>4], digits[c&15]
			}
			return NewStr(string(out)), nil
		})
	}
	ByteArrayType.Dict.SetStr("__hash__", None)
	ByteArrayType.SetItem = func(th *Thread, o, key, v Object) error {
		ba := o.(*ByteArray)
		i, err := indexValue(th, key, "bytearray")
		if err != nil {
			return err
		}
		if i < 0 {
			i += len(ba.b)
		}
		if i < 0 || i >= len(ba.b) {
			return Errorf(IndexErrorType, "bytearray index out of range")
		}
		if v == nil {
			ba.b = append(ba.b[:i], ba.b[i+1:]...)
			return nil
		}
		n, err := AsInt(th, v)
		if err != nil {
			return err
		}
		if n < 0 || n > 255 {
			return Errorf(ValueErrorType, "byte must be in range(0, 256)")
		}
		ba.b[i] = byte(n)
		return nil
	}
	ByteArrayType.AddMethod("append", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("append", args, kw, 1, 1); err != nil {
			return nil, err
		}
		n, err := AsInt(th, args[0])
		if err != nil {
			return nil, err
		}
		if n < 0 || n > 255 {
			return nil, Errorf(ValueErrorType, "byte must be in range(0, 256)")
		}
		ba := self.(*ByteArray)
		ba.b = append(ba.b, byte(n))
		return None, th.allocMem(1)
	})
	ByteArrayType.AddMethod("extend", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("extend", args, kw, 1, 1); err != nil {
			return nil, err
		}
		b, err := toBytesValue(th, "bytearray", args, nil)
		if err != nil {
			return nil, err
		}
		ba := self.(*ByteArray)
		ba.b = append(ba.b, b...)
		return None, th.allocMem(int64(len(b)))
	})
}
