package py

import "math"

// hex, fromhex, translate, maketrans and decode of bytes and bytearray.

const hexDigits = "0123456789abcdef"

func bytesHex(k bytesKind) MethodFunc {
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		var sepObj, perObj Object
		if err := argsKw("hex", args, kw, 0, []string{"sep", "bytes_per_sep"}, []*Object{&sepObj, &perObj}); err != nil {
			return nil, err
		}
		b := selfBytes(self)
		s, err := hexString(th, b, sepObj, perObj)
		if err != nil {
			return nil, err
		}
		return NewStr(s), nil
	}
}

// hexString renders b in hex, with sep between groups of per bytes counted
// from the right (from the left when per is negative).
func hexString(th *Thread, b []byte, sepObj, perObj Object) (string, error) {
	var sep byte
	if sepObj != nil {
		var sb []byte
		if s, ok := AsStr(sepObj); ok {
			if cpCount(s) != 1 {
				return "", Errorf(ValueErrorType, "sep must be length 1.")
			}
			sb = []byte(s)
		} else if x, err := bytesOf(th, sepObj); err == nil {
			if len(x) != 1 {
				return "", Errorf(ValueErrorType, "sep must be length 1.")
			}
			sb = x
		} else {
			return "", Errorf(TypeErrorType, "object of type '%s' has no len()", TypeName(sepObj))
		}
		if len(sb) != 1 || sb[0] >= 0x80 {
			return "", Errorf(ValueErrorType, "sep must be ASCII.")
		}
		sep = sb[0]
	}
	per := 1
	if perObj != nil {
		var err error
		per, err = AsInt(th, perObj)
		if e, ok := err.(*Exception); ok && e.class == OverflowErrorType {
			per, err = math.MaxInt, nil
		}
		if err != nil {
			return "", err
		}
		if per > math.MaxInt32 || per < math.MinInt32 {
			// CPython reads bytes_per_sep as a C int
			return "", Errorf(OverflowErrorType, "Python int too large to convert to C int")
		}
	}
	if sepObj == nil || per == 0 || len(b) == 0 {
		if err := th.checkAlloc(2 * int64(len(b))); err != nil {
			return "", err
		}
		out := make([]byte, 2*len(b))
		for i, c := range b {
			out[2*i], out[2*i+1] = hexDigits[c>>4], hexDigits[c&15]
		}
		return string(out), nil
	}
	n := per
	if n < 0 {
		n = -n
	}
	groups := (len(b) + n - 1) / n
	if err := th.checkAlloc(2*int64(len(b)) + int64(groups)); err != nil {
		return "", err
	}
	out := make([]byte, 0, 2*len(b)+groups)
	// first is the size of the first group: the short group comes first
	// when counting from the right.
	first := n
	if per > 0 && len(b)%n != 0 {
		first = len(b) % n
	}
	for i, c := range b {
		if i > 0 && (i-first)%n == 0 && i >= first {
			out = append(out, sep)
		}
		out = append(out, hexDigits[c>>4], hexDigits[c&15])
	}
	return string(out), nil
}

func hexValue(c byte) int {
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

// bytesFromHex is the classmethod fromhex(string).
func bytesFromHex(k bytesKind) MethodFunc {
	qual := k.name + ".fromhex"
	return func(th *Thread, cls Object, args []Object, kw []string) (Object, error) {
		if err := argsOne(qual, args, kw); err != nil {
			return nil, err
		}
		s, ok := AsStr(args[0])
		if !ok {
			return nil, Errorf(TypeErrorType, "fromhex() argument must be str, not %s", TypeName(args[0]))
		}
		if err := th.checkAlloc(int64(len(s) / 2)); err != nil {
			return nil, err
		}
		out := make([]byte, 0, len(s)/2)
		for i := 0; ; {
			for i < len(s) && isBytesSpace(s[i]) {
				i++
			}
			if i >= len(s) {
				break
			}
			hi := hexValue(s[i])
			if hi < 0 {
				return nil, Errorf(ValueErrorType, "non-hexadecimal number found in fromhex() arg at position %d", cpCount(s[:i]))
			}
			i++
			lo := -1
			if i < len(s) {
				lo = hexValue(s[i])
			}
			if lo < 0 {
				return nil, Errorf(ValueErrorType, "non-hexadecimal number found in fromhex() arg at position %d", cpCount(s[:i]))
			}
			i++
			out = append(out, byte(hi<<4|lo))
		}
		var res = k.wrap(out)
		if c, ok := cls.(*Type); ok && c != BytesType && c != ByteArrayType {
			return Call(th, c, []Object{res}, nil)
		}
		return res, nil
	}
}

func bytesTranslate(k bytesKind) MethodFunc {
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		for _, name := range kw {
			if name == "table" {
				return nil, Errorf(TypeErrorType, "translate() takes at least 1 positional argument (0 given)")
			}
		}
		var table, del Object
		if err := argsKw("translate", args, kw, 1, []string{"table", "delete"}, []*Object{&table, &del}); err != nil {
			return nil, err
		}
		var tab []byte
		if table != None {
			t, err := bytesOf(th, table)
			if err != nil {
				return nil, err
			}
			if len(t) != 256 {
				return nil, Errorf(ValueErrorType, "translation table must be 256 characters long")
			}
			tab = t
		}
		var drop [256]bool
		if del != nil {
			d, err := bytesOf(th, del)
			if err != nil {
				return nil, err
			}
			for _, c := range d {
				drop[c] = true
			}
		}
		b := selfBytes(self)
		if err := th.checkAlloc(int64(len(b))); err != nil {
			return nil, err
		}
		out := make([]byte, 0, len(b))
		for i, c := range b {
			if i&0xFFFF == 0xFFFF {
				if err := th.TickN(64); err != nil {
					return nil, err
				}
			}
			if drop[c] {
				continue
			}
			if tab != nil {
				c = tab[c]
			}
			out = append(out, c)
		}
		return k.wrap(out), nil
	}
}

// bytesMaketrans is the static method maketrans(frm, to).
func bytesMaketrans(k bytesKind) BuiltinFunc {
	qual := k.name + ".maketrans"
	return func(th *Thread, args []Object, kw []string) (Object, error) {
		if err := argsPos(qual, "maketrans", args, kw, 2, 2); err != nil {
			return nil, err
		}
		frm, err := bytesOf(th, args[0])
		if err != nil {
			return nil, err
		}
		to, err := bytesOf(th, args[1])
		if err != nil {
			return nil, err
		}
		if len(frm) != len(to) {
			return nil, Errorf(ValueErrorType, "maketrans arguments must have same length")
		}
		out := make([]byte, 256)
		for i := range out {
			out[i] = byte(i)
		}
		for i, c := range frm {
			out[c] = to[i]
		}
		return NewBytes(out), nil
	}
}

func bytesDecode(th *Thread, self Object, args []Object, kw []string) (Object, error) {
	var enc, errs Object
	if err := argsKw("decode", args, kw, 0, []string{"encoding", "errors"}, []*Object{&enc, &errs}); err != nil {
		return nil, err
	}
	e, h, err := codecArgs("decode", enc, errs)
	if err != nil {
		return nil, err
	}
	s, err := decodeToStr(th, selfBytes(self), e, h)
	if err != nil {
		return nil, err
	}
	return NewStr(s), nil
}

func setupBytesHex(t *Type, k bytesKind) {
	t.AddMethod("hex", bytesHex(k))
	t.AddClassMethod("fromhex", bytesFromHex(k))
	t.AddMethod("translate", bytesTranslate(k))
	t.Dict.SetStr("maketrans", &StaticMethod{Func: NewBuiltin("maketrans", bytesMaketrans(k))})
	t.AddMethod("decode", bytesDecode)
}
