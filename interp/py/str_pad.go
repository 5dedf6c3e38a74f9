package py

import (
	"strings"
	"unicode/utf8"

	"github.com/mcpython/mcpython/interp/pyfmt"
)

// Padding and trimming of str: center, ljust, rjust, zfill, expandtabs,
// strip, lstrip, rstrip.

// fillCharArg converts the fillchar argument of center/ljust/rjust.
func fillCharArg(o Object) (string, error) {
	s, ok := AsStr(o)
	if !ok {
		return "", Errorf(TypeErrorType, "The fill character must be a unicode character, not %s", TypeName(o))
	}
	if cpCount(s) != 1 {
		return "", Errorf(TypeErrorType, "The fill character must be exactly one character long")
	}
	return s, nil
}

// strPadMethod builds ljust (align '<'), rjust ('>') and center ('^').
func strPadMethod(name string, align byte) MethodFunc {
	qual := "str." + name
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsPos(qual, name, args, kw, 1, 2); err != nil {
			return nil, err
		}
		width, err := AsInt(th, args[0])
		if err != nil {
			return nil, err
		}
		fill := " "
		if len(args) > 1 {
			if fill, err = fillCharArg(args[1]); err != nil {
				return nil, err
			}
		}
		so := asStrObj(self)
		n := so.RuneLen()
		if width <= n {
			return selfStr(self, so.s), nil
		}
		marg := width - n
		var left int
		switch align {
		case '<':
			left = 0
		case '>':
			left = marg
		default:
			left = marg/2 + (marg & width & 1)
		}
		return padStr(th, so.s, fill, left, marg-left)
	}
}

// padStr returns s with left and right copies of fill around it.
func padStr(th *Thread, s, fill string, left, right int) (Object, error) {
	if err := th.checkAlloc(int64(len(s)) + int64(len(fill))*int64(left+right)); err != nil {
		return nil, err
	}
	var b strings.Builder
	b.Grow(len(s) + len(fill)*(left+right))
	writeRepeat(&b, fill, left)
	b.WriteString(s)
	writeRepeat(&b, fill, right)
	return NewStr(b.String()), nil
}

// writeRepeat writes n copies of s, doubling to stay fast for large n.
func writeRepeat(b *strings.Builder, s string, n int) {
	if n <= 0 {
		return
	}
	if n < 64 {
		for i := 0; i < n; i++ {
			b.WriteString(s)
		}
		return
	}
	b.WriteString(strings.Repeat(s, n))
}

func strZfill(th *Thread, self Object, args []Object, kw []string) (Object, error) {
	if err := argsOne("str.zfill", args, kw); err != nil {
		return nil, err
	}
	width, err := AsInt(th, args[0])
	if err != nil {
		return nil, err
	}
	so := asStrObj(self)
	n := so.RuneLen()
	if width <= n {
		return selfStr(self, so.s), nil
	}
	fill := width - n
	if err := th.checkAlloc(int64(len(so.s) + fill)); err != nil {
		return nil, err
	}
	var b strings.Builder
	b.Grow(len(so.s) + fill)
	s := so.s
	if s != "" && (s[0] == '+' || s[0] == '-') {
		b.WriteByte(s[0])
		s = s[1:]
	}
	writeRepeat(&b, "0", fill)
	b.WriteString(s)
	return NewStr(b.String()), nil
}

func strExpandtabs(th *Thread, self Object, args []Object, kw []string) (Object, error) {
	var ts Object = Int(8)
	if err := argsKw("expandtabs", args, kw, 0, []string{"tabsize"}, []*Object{&ts}); err != nil {
		return nil, err
	}
	tabsize, err := AsInt(th, ts)
	if err != nil {
		return nil, err
	}
	s := strOf(self)
	if strings.IndexByte(s, '\t') < 0 {
		return selfStr(self, s), nil
	}
	// First pass: the size of the result, so it can be refused before it
	// is built.
	size, col := int64(0), 0
	tk := ticker{th: th}
	for i, k := 0, 0; i < len(s); k++ {
		c := s[i]
		switch {
		case c == '\t':
			if tabsize > 0 {
				inc := tabsize - col%tabsize
				col += inc
				size += int64(inc)
			}
			i++
		case c < utf8.RuneSelf:
			size++
			col++
			if c == '\n' || c == '\r' {
				col = 0
			}
			i++
		default:
			_, n := utf8.DecodeRuneInString(s[i:])
			size += int64(n)
			col++
			i += n
		}
		if k&4095 == 4095 {
			if err := tk.add(4096); err != nil {
				return nil, err
			}
		}
	}
	if err := th.checkAlloc(size); err != nil {
		return nil, err
	}
	var b strings.Builder
	b.Grow(int(size))
	col = 0
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\t':
			if tabsize > 0 {
				inc := tabsize - col%tabsize
				col += inc
				writeRepeat(&b, " ", inc)
			}
			i++
		case c < utf8.RuneSelf:
			b.WriteByte(c)
			col++
			if c == '\n' || c == '\r' {
				col = 0
			}
			i++
		default:
			_, n := utf8.DecodeRuneInString(s[i:])
			b.WriteString(s[i : i+n])
			col++
			i += n
		}
	}
	return NewStr(b.String()), nil
}

// strStripMethod builds strip, lstrip and rstrip.
func strStripMethod(name string, left, right bool) MethodFunc {
	qual := "str." + name
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsPos(qual, name, args, kw, 0, 1); err != nil {
			return nil, err
		}
		s := strOf(self)
		in := isStrSpace
		if len(args) == 1 && args[0] != None {
			chars, ok := AsStr(args[0])
			if !ok {
				return nil, Errorf(TypeErrorType, "%s arg must be None or str", name)
			}
			in = runeSet(chars)
		}
		i, j, err := trimSpan(th, s, left, right, in)
		if err != nil {
			return nil, err
		}
		if i == 0 && j == len(s) {
			return selfStr(self, s), nil
		}
		return NewStr(s[i:j]), nil
	}
}

func isStrSpace(r rune) bool {
	if r < utf8.RuneSelf {
		return asciiSpace[r]
	}
	return pyfmt.IsSpace(r)
}

// runeSet returns the membership test of the code points of chars.
func runeSet(chars string) func(rune) bool {
	var ascii [128]bool
	var other map[rune]bool
	for i := 0; i < len(chars); {
		r, n := decodeCP(chars, i)
		if r < utf8.RuneSelf {
			ascii[r] = true
		} else {
			if other == nil {
				other = map[rune]bool{}
			}
			other[r] = true
		}
		i += n
	}
	return func(r rune) bool {
		if r < utf8.RuneSelf {
			return ascii[r]
		}
		return other[r]
	}
}

// trimSpan returns the bounds of s without its leading (left) and trailing
// (right) code points for which in holds.
func trimSpan(th *Thread, s string, left, right bool, in func(rune) bool) (int, int, error) {
	i, j := 0, len(s)
	k := 0
	for left && i < j {
		r, n := decodeCP(s, i)
		if !in(r) {
			break
		}
		i += n
		if k++; k&0xFFF == 0 {
			if err := th.TickN(4); err != nil {
				return 0, 0, err
			}
		}
	}
	for right && j > i {
		r, n := decodeLastCP(s[:j])
		if !in(r) {
			break
		}
		j -= n
		if k++; k&0xFFF == 0 {
			if err := th.TickN(4); err != nil {
				return 0, 0, err
			}
		}
	}
	return i, j, nil
}

// decodeLastCP is decodeCP for the last code point of s.
func decodeLastCP(s string) (rune, int) {
	c := s[len(s)-1]
	if c < utf8.RuneSelf {
		return rune(c), 1
	}
	r, n := utf8.DecodeLastRuneInString(s)
	if r == utf8.RuneError && n == 1 {
		return 0xDC00 + rune(c), 1
	}
	return r, n
}
