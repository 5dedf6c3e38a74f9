package py

import (
	"bytes"

	"github.com/mcpython/mcpython/interp/pyfmt"
)

// bytes % args (PEP 461): %b and %s take bytes-like objects or objects
// with __bytes__, %a and %r give ascii(), %c an int or a single byte, the
// numeric conversions are those of str.

func isBytesLikeOrText(o Object) bool {
	if _, ok := AsStr(o); ok {
		return true
	}
	_, err := bytesOf(nil, o)
	return err == nil
}

// bytesPercent formats format % arg.
func bytesPercent(th *Thread, format []byte, arg Object) ([]byte, error) {
	p := newPercentArgs(arg, isBytesLikeOrText)
	fs := string(format)
	var out []byte
	for i := 0; i < len(fs); {
		j := bytes.IndexByte(format[i:], '%')
		if j < 0 {
			out = append(out, format[i:]...)
			break
		}
		out = append(out, format[i:i+j]...)
		i += j
		spec, n, err := parsePercentSpec(th, fs, i+1, p, func(key string) Object { return NewBytes([]byte(key)) })
		if err != nil {
			return nil, err
		}
		i = n
		if spec.Literal {
			out = append(out, '%')
			continue
		}
		v, err := p.next()
		if err != nil {
			return nil, err
		}
		if n := max(spec.Width, spec.Prec); n > 1<<16 {
			if err := th.checkAlloc(int64(n)); err != nil {
				return nil, err
			}
		}
		piece, err := bytesPercentOne(th, spec, v)
		if err != nil {
			return nil, err
		}
		if err := growCheck(th, int64(len(out)+len(piece)), int64(len(piece))); err != nil {
			return nil, err
		}
		out = append(out, piece...)
	}
	if p.unused() {
		return nil, Errorf(TypeErrorType, "not all arguments converted during bytes formatting")
	}
	if out == nil {
		out = []byte{}
	}
	return out, nil
}

func bytesPercentOne(th *Thread, spec pyfmt.PercentSpec, v Object) ([]byte, error) {
	switch spec.Verb {
	case 'b', 's':
		if b, err := bytesOf(th, v); err == nil {
			return padPercentBytes(b, spec, true), nil
		}
		if m := v.Type().Lookup("__bytes__"); m != nil && !v.Type().IsBuiltin() {
			r, err := callMethodObj(th, v, m)
			if err != nil {
				return nil, err
			}
			b, err := bytesOf(th, r)
			if err != nil || !IsInstance(r, BytesType) {
				return nil, Errorf(TypeErrorType, "__bytes__ returned non-bytes (type %s)", TypeName(r))
			}
			return padPercentBytes(b, spec, true), nil
		}
		return nil, Errorf(TypeErrorType, "%%b requires a bytes-like object, or an object that implements __bytes__, not '%s'", TypeName(v))
	case 'r', 'a':
		s, err := Ascii(th, v)
		if err != nil {
			return nil, err
		}
		return padPercentBytes([]byte(s), spec, true), nil
	case 'c':
		if iv, ok := asIntObject(v); ok {
			i, small := iv.(Int)
			if !small || i < 0 || i > 255 {
				return nil, Errorf(OverflowErrorType, "%%c arg not in range(%d)", 256)
			}
			return padPercentBytes([]byte{byte(i)}, spec, false), nil
		}
		if b, err := bytesOf(th, v); err == nil && len(b) == 1 {
			return padPercentBytes(b, spec, false), nil
		}
		return nil, Errorf(TypeErrorType, "%s", "%c requires an integer in range(256) or a single byte")
	case 'd', 'i', 'u', 'o', 'x', 'X', 'e', 'E', 'f', 'F', 'g', 'G':
		s, err := percentOne(th, spec, v)
		if err != nil {
			return nil, err
		}
		return []byte(s), nil
	}
	_, err := pyfmt.PercentString("", spec)
	return nil, convertFmtError(err)
}

// padPercentBytes applies the precision (when prec is set) and the width
// of a %b %s %a %r %c conversion.
func padPercentBytes(b []byte, spec pyfmt.PercentSpec, prec bool) []byte {
	if prec && spec.Prec >= 0 && len(b) > spec.Prec {
		b = b[:spec.Prec]
	}
	if spec.Width <= len(b) {
		return b
	}
	out := make([]byte, 0, spec.Width)
	pad := spec.Width - len(b)
	if !spec.Minus {
		out = append(out, bytes.Repeat([]byte{' '}, pad)...)
	}
	out = append(out, b...)
	if spec.Minus {
		out = append(out, bytes.Repeat([]byte{' '}, pad)...)
	}
	return out
}
