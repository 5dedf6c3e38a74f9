package py

import (
	"bytes"
)

// The text-like methods of bytes and bytearray, which treat bytes as ASCII
// characters: case mappings, is* predicates, padding, stripping, tabs.

func isBytesLower(c byte) bool { return c >= 'a' && c <= 'z' }
func isBytesUpper(c byte) bool { return c >= 'A' && c <= 'Z' }

func lowerByte(c byte) byte {
	if isBytesUpper(c) {
		return c + 'a' - 'A'
	}
	return c
}

func upperByte(c byte) byte {
	if isBytesLower(c) {
		return c - ('a' - 'A')
	}
	return c
}

// bytesMapMethod builds a case mapping; f maps a byte given whether the
// previous byte is a letter and whether it is the first byte.
func bytesMapMethod(k bytesKind, name string, f func(c byte, prevCased, first bool) byte) MethodFunc {
	qual := k.name + "." + name
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsNone(qual, args, kw); err != nil {
			return nil, err
		}
		b := selfBytes(self)
		if err := th.checkAlloc(int64(len(b))); err != nil {
			return nil, err
		}
		out := make([]byte, len(b))
		prev := false
		for i, c := range b {
			if i&0xFFFF == 0xFFFF {
				if err := th.TickN(64); err != nil {
					return nil, err
				}
			}
			out[i] = f(c, prev, i == 0)
			prev = isBytesLower(c) || isBytesUpper(c)
		}
		return k.wrap(out), nil
	}
}

// bytesPredicate builds an is* method: true for a non-empty value whose
// every byte satisfies ok.
func bytesPredicate(k bytesKind, name string, ok func(c byte) bool) MethodFunc {
	qual := k.name + "." + name
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsNone(qual, args, kw); err != nil {
			return nil, err
		}
		b := selfBytes(self)
		if len(b) == 0 {
			return False, nil
		}
		for i, c := range b {
			if i&0xFFFF == 0xFFFF {
				if err := th.TickN(64); err != nil {
					return nil, err
				}
			}
			if !ok(c) {
				return False, nil
			}
		}
		return True, nil
	}
}

// bytesCaseState builds islower (lower) and isupper.
func bytesCaseState(k bytesKind, name string, lower bool) MethodFunc {
	qual := k.name + "." + name
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsNone(qual, args, kw); err != nil {
			return nil, err
		}
		cased := false
		for i, c := range selfBytes(self) {
			if i&0xFFFF == 0xFFFF {
				if err := th.TickN(64); err != nil {
					return nil, err
				}
			}

			want, other := isBytesUpper(c), isBytesLower(c)
			if lower {
				want, other = other, want
			}
			if other {
				return False, nil
			}
			cased = cased || want
		}
		return NewBool(cased), nil
	}
}

func bytesIsTitle(k bytesKind) MethodFunc {
	qual := k.name + ".istitle"
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsNone(qual, args, kw); err != nil {
			return nil, err
		}
		cased, prev := false, false
		for i, c := range selfBytes(self) {
			if i&0xFFFF == 0xFFFF {
				if err := th.TickN(64); err != nil {
					return nil, err
				}
			}

			switch {
			case isBytesUpper(c):
				if prev {
					return False, nil
				}
				prev, cased = true, true
			case isBytesLower(c):
				if !prev {
					return False, nil
				}
				prev, cased = true, true
			default:
				prev = false
			}
		}
		return NewBool(cased), nil
	}
}

// byteFillArg converts the fillchar of bytes.center/ljust/rjust.
func byteFillArg(name string, o Object) (byte, error) {
	if b, err := bytesOf(nil, o); err == nil && len(b) == 1 {
		return b[0], nil
	}
	return 0, Errorf(TypeErrorType, "%s() argument 2 must be a byte string of length 1, not %s", name, TypeName(o))
}

func bytesPadMethod(k bytesKind, name string, align byte) MethodFunc {
	qual := k.name + "." + name
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsPos(qual, name, args, kw, 1, 2); err != nil {
			return nil, err
		}
		width, err := AsInt(th, args[0])
		if err != nil {
			return nil, err
		}
		fill := byte(' ')
		if len(args) > 1 {
			if fill, err = byteFillArg(name, args[1]); err != nil {
				return nil, err
			}
		}
		b := selfBytes(self)
		if width <= len(b) {
			return k.same(self, b), nil
		}
		marg := width - len(b)
		left := 0
		switch align {
		case '>':
			left = marg
		case '^':
			left = marg/2 + (marg & width & 1)
		}
		if err := th.checkAlloc(int64(width)); err != nil {
			return nil, err
		}
		out := make([]byte, width)
		for i := range out[:left] {
			out[i] = fill
		}
		copy(out[left:], b)
		for i := left + len(b); i < width; i++ {
			out[i] = fill
		}
		return k.wrap(out), nil
	}
}

func bytesZfill(k bytesKind) MethodFunc {
	qual := k.name + ".zfill"
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsOne(qual, args, kw); err != nil {
			return nil, err
		}
		width, err := AsInt(th, args[0])
		if err != nil {
			return nil, err
		}
		b := selfBytes(self)
		if width <= len(b) {
			return k.same(self, b), nil
		}
		if err := th.checkAlloc(int64(width)); err != nil {
			return nil, err
		}
		fill := width - len(b)
		out := make([]byte, width)
		for i := range out[:fill] {
			out[i] = '0'
		}
		copy(out[fill:], b)
		if len(b) > 0 && (b[0] == '+' || b[0] == '-') {
			out[0], out[fill] = b[0], '0'
		}
		return k.wrap(out), nil
	}
}

func bytesStripMethod(k bytesKind, name string, left, right bool) MethodFunc {
	qual := k.name + "." + name
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsPos(qual, name, args, kw, 0, 1); err != nil {
			return nil, err
		}
		b := selfBytes(self)
		in := isBytesSpace
		if len(args) == 1 && args[0] != None {
			chars, err := bytesOf(th, args[0])
			if err != nil {
				return nil, err
			}
			var set [256]bool
			for _, c := range chars {
				set[c] = true
			}
			in = func(c byte) bool { return set[c] }
		}
		i, j := 0, len(b)
		if left {
			for i < j && in(b[i]) {
				i++
			}
		}
		if right {
			for j > i && in(b[j-1]) {
				j--
			}
		}
		if i == 0 && j == len(b) {
			return k.same(self, b), nil
		}
		return k.wrap(copyBytes(b[i:j])), nil
	}
}

func bytesExpandtabs(k bytesKind) MethodFunc {
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		var ts Object = Int(8)
		if err := argsKw("expandtabs", args, kw, 0, []string{"tabsize"}, []*Object{&ts}); err != nil {
			return nil, err
		}
		tabsize, err := AsInt(th, ts)
		if err != nil {
			return nil, err
		}
		b := selfBytes(self)
		if bytes.IndexByte(b, '\t') < 0 {
			return k.same(self, b), nil
		}
		size, col := int64(0), 0
		for i, c := range b {
			if i&0xFFFF == 0xFFFF {
				if err := th.TickN(64); err != nil {
					return nil, err
				}
			}

			switch c {
			case '\t':
				if tabsize > 0 {
					inc := tabsize - col%tabsize
					col += inc
					size += int64(inc)
				}
			case '\n', '\r':
				size++
				col = 0
			default:
				size++
				col++
			}
		}
		if err := th.checkAlloc(size); err != nil {
			return nil, err
		}
		out := make([]byte, 0, size)
		col = 0
		for _, c := range b {
			switch c {
			case '\t':
				if tabsize > 0 {
					inc := tabsize - col%tabsize
					col += inc
					for ; inc > 0; inc-- {
						out = append(out, ' ')
					}
				}
			case '\n', '\r':
				out = append(out, c)
				col = 0
			default:
				out = append(out, c)
				col++
			}
		}
		if err := th.TickN(len(out) >> 12); err != nil {
			return nil, err
		}
		return k.wrap(out), nil
	}
}

func setupBytesText(t *Type, k bytesKind) {
	t.AddMethod("lower", bytesMapMethod(k, "lower", func(c byte, _, _ bool) byte { return lowerByte(c) }))
	t.AddMethod("upper", bytesMapMethod(k, "upper", func(c byte, _, _ bool) byte { return upperByte(c) }))
	t.AddMethod("swapcase", bytesMapMethod(k, "swapcase", func(c byte, _, _ bool) byte {
		if isBytesLower(c) {
			return upperByte(c)
		}
		return lowerByte(c)
	}))
	t.AddMethod("title", bytesMapMethod(k, "title", func(c byte, prev, _ bool) byte {
		if prev {
			return lowerByte(c)
		}
		return upperByte(c)
	}))
	t.AddMethod("capitalize", bytesMapMethod(k, "capitalize", func(c byte, _, first bool) byte {
		if first {
			return upperByte(c)
		}
		return lowerByte(c)
	}))
	t.AddMethod("isalnum", bytesPredicate(k, "isalnum", isASCIIAlnum))
	t.AddMethod("isalpha", bytesPredicate(k, "isalpha", isASCIIAlpha))
	t.AddMethod("isdigit", bytesPredicate(k, "isdigit", isASCIIDigit))
	t.AddMethod("isspace", bytesPredicate(k, "isspace", isBytesSpace))
	t.AddMethod("isascii", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsNone(k.name+".isascii", args, kw); err != nil {
			return nil, err
		}
		for i, c := range selfBytes(self) {
			if i&0xFFFF == 0xFFFF {
				if err := th.TickN(64); err != nil {
					return nil, err
				}
			}
			if c >= 0x80 {
				return False, nil
			}
		}
		return True, nil
	})
	t.AddMethod("islower", bytesCaseState(k, "islower", true))
	t.AddMethod("isupper", bytesCaseState(k, "isupper", false))
	t.AddMethod("istitle", bytesIsTitle(k))
	t.AddMethod("center", bytesPadMethod(k, "center", '^'))
	t.AddMethod("ljust", bytesPadMethod(k, "ljust", '<'))
	t.AddMethod("rjust", bytesPadMethod(k, "rjust", '>'))
	t.AddMethod("zfill", bytesZfill(k))
	t.AddMethod("strip", bytesStripMethod(k, "strip", true, true))
	t.AddMethod("lstrip", bytesStripMethod(k, "lstrip", true, false))
	t.AddMethod("rstrip", bytesStripMethod(k, "rstrip", false, true))
	t.AddMethod("expandtabs", bytesExpandtabs(k))
}
