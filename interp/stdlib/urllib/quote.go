package urllib

import (
	"strings"
	"unicode/utf8"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/binascii"
)

const alwaysSafe = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~"

const hexUpper = "0123456789ABCDEF"

// quoteBytes percent-encodes every byte not in alwaysSafe or safe.
func quoteBytes(bs []byte, safe string) string {
	var sb strings.Builder
	for _, c := range bs {
		if c < 128 && (strings.IndexByte(alwaysSafe, c) >= 0 || strings.IndexByte(safe, c) >= 0) {
			sb.WriteByte(c)
		} else {
			sb.WriteByte('%')
			sb.WriteByte(hexUpper[c>>4])
			sb.WriteByte(hexUpper[c&15])
		}
	}
	return sb.String()
}

// safeBytes is quote_from_bytes's safe argument as ASCII bytes.
func safeBytes(o py.Object) (string, error) {
	if o == nil {
		return "/", nil
	}
	if s, ok := py.AsStr(o); ok {
		var sb strings.Builder
		for _, r := range s {
			if r < 128 {
				sb.WriteRune(r)
			}
		}
		return sb.String(), nil
	}
	if b, ok := binascii.BytesLike(o); ok {
		var sb strings.Builder
		for _, c := range b {
			if c < 128 {
				sb.WriteByte(c)
			}
		}
		return sb.String(), nil
	}
	return "", py.Errorf(py.TypeErrorType, "'%s' object is not iterable", o.Type().Name)
}

// encodeStr is str.encode(encoding, errors) through the interpreter, so
// every codec it knows works here.
func encodeStr(th *py.Thread, s string, encoding, errors py.Object) ([]byte, error) {
	if (encoding == nil || encoding == py.None) && (errors == nil || errors == py.None) {
		return []byte(s), nil
	}
	args := []py.Object{py.NewStr("utf-8"), py.NewStr("strict")}
	if encoding != nil && encoding != py.None {
		args[0] = encoding
	}
	if errors != nil && errors != py.None {
		args[1] = errors
	}
	f, err := py.GetAttr(th, py.NewStr(s), "encode")
	if err != nil {
		return nil, err
	}
	r, err := py.Call(th, f, args, nil)
	if err != nil {
		return nil, err
	}
	b, _ := binascii.BytesLike(r)
	return b, nil
}

// decodeBytes is bytes.decode(encoding, errors): UTF-8 with "replace"
// here (the common case, with CPython's one U+FFFD per maximal invalid
// subsequence), anything else through the interpreter's codecs.
func decodeBytes(th *py.Thread, b []byte, encoding, errors string) (string, error) {
	if errors == "replace" {
		switch strings.ToLower(strings.ReplaceAll(encoding, "_", "-")) {
		case "utf-8", "utf8":
			return decodeUTF8Replace(b), nil
		}
	}
	f, err := py.GetAttr(th, py.NewBytes(b), "decode")
	if err != nil {
		return "", err
	}
	r, err := py.Call(th, f, []py.Object{py.NewStr(encoding), py.NewStr(errors)}, nil)
	if err != nil {
		return "", err
	}
	s, _ := py.AsStr(r)
	return s, nil
}

func quote(th *py.Thread, o, safe, encoding, errors py.Object) (py.Object, error) {
	var data []byte
	if s, ok := py.AsStr(o); ok {
		if s == "" {
			return o, nil
		}
		var err error
		if data, err = encodeStr(th, s, encoding, errors); err != nil {
			return nil, err
		}
	} else {
		if encoding != nil && encoding != py.None {
			return nil, py.Errorf(py.TypeErrorType, "quote() doesn't support 'encoding' for bytes")
		}
		if errors != nil && errors != py.None {
			return nil, py.Errorf(py.TypeErrorType, "quote() doesn't support 'errors' for bytes")
		}
		b, ok := binascii.BytesLike(o)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "quote_from_bytes() expected bytes")
		}
		data = b
	}
	sf, err := safeBytes(safe)
	if err != nil {
		return nil, err
	}
	if err := th.CheckAlloc(int64(len(data)) * 3); err != nil {
		return nil, err
	}
	return py.NewStr(quoteBytes(data, sf)), nil
}

func quotePlus(th *py.Thread, o, safe, encoding, errors py.Object) (py.Object, error) {
	if safe == nil {
		safe = py.NewStr("")
	}
	hasSpace := false
	if s, ok := py.AsStr(o); ok {
		hasSpace = strings.Contains(s, " ")
	} else if b, ok := binascii.BytesLike(o); ok {
		hasSpace = strings.Contains(string(b), " ")
	}
	if !hasSpace {
		return quote(th, o, safe, encoding, errors)
	}
	if s, ok := py.AsStr(safe); ok {
		safe = py.NewStr(s + " ")
	} else if b, ok := binascii.BytesLike(safe); ok {
		safe = py.NewBytes(append(append([]byte(nil), b...), ' '))
	}
	r, err := quote(th, o, safe, encoding, errors)
	if err != nil {
		return nil, err
	}
	s, _ := py.AsStr(r)
	return py.NewStr(strings.ReplaceAll(s, " ", "+")), nil
}

func hexVal(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

// unquoteToBytes decodes %XX escapes; malformed ones stay as they are.
func unquoteToBytes(b []byte) []byte {
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		if b[i] == '%' && i+2 < len(b) {
			hi, lo := hexVal(b[i+1]), hexVal(b[i+2])
			if hi >= 0 && lo >= 0 {
				out = append(out, byte(hi<<4|lo))
				i += 2
				continue
			}
		}
		out = append(out, b[i])
	}
	return out
}

// unquote decodes escapes in the ASCII runs of s, like CPython.
func unquote(th *py.Thread, s, encoding, errors string) (string, error) {
	if !strings.Contains(s, "%") {
		return s, nil
	}
	var sb strings.Builder
	start := 0
	flush := func(end int) error {
		if start >= end {
			return nil
		}
		run := s[start:end]
		if strings.Contains(run, "%") {
			dec, err := decodeBytes(th, unquoteToBytes([]byte(run)), encoding, errors)
			if err != nil {
				return err
			}
			sb.WriteString(dec)
		} else {
			sb.WriteString(run)
		}
		return nil
	}
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			if err := flush(i); err != nil {
				return "", err
			}
			j := i
			for j < len(s) && s[j] >= 0x80 {
				j++
			}
			sb.WriteString(s[i:j])
			start = j
			i = j - 1
		}
	}
	if err := flush(len(s)); err != nil {
		return "", err
	}
	return sb.String(), nil
}

// decodeUTF8Replace decodes UTF-8, replacing each maximal invalid
// subsequence with U+FFFD as CPython's decoder does.
func decodeUTF8Replace(b []byte) string {
	var sb strings.Builder
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		if r != utf8.RuneError || size > 1 {
			sb.WriteRune(r)
			i += size
			continue
		}
		sb.WriteRune(utf8.RuneError)
		i += invalidPrefixLen(b[i:])
	}
	return sb.String()
}

// invalidPrefixLen is the length of the maximal subpart of an ill-formed
// UTF-8 sequence starting at b[0] (at least 1).
func invalidPrefixLen(b []byte) int {
	c := b[0]
	var need int
	lo, hi := byte(0x80), byte(0xBF)
	switch {
	case c >= 0xC2 && c <= 0xDF:
		need = 1
	case c >= 0xE0 && c <= 0xEF:
		need = 2
		switch c {
		case 0xE0:
			lo = 0xA0
		case 0xED:
			hi = 0x9F
		}
	case c >= 0xF0 && c <= 0xF4:
		need = 3
		switch c {
		case 0xF0:
			lo = 0x90
		case 0xF4:
			hi = 0x8F
		}
	default:
		return 1
	}
	n := 1
	for k := 1; k <= need && k < len(b); k++ {
		if b[k] < lo || b[k] > hi {
			break
		}
		lo, hi = 0x80, 0xBF
		n++
	}
	return n
}
