package py

import (
	"strings"
	"unicode/utf8"

	"github.com/mcpython/mcpython/interp/pyfmt"
)

// Case mappings (upper, lower, casefold, title, capitalize, swapcase) and
// the is* predicates of str. The mappings come from pyfmt, which is
// CPython-exact (full mappings, final sigma); long strings are mapped in
// chunks so the guards can interrupt them.

// caseChunk is the size from which a long string is mapped piecewise.
const caseChunk = 1 << 16

// neutralASCII reports whether c is an ASCII character that is neither
// cased nor case-ignorable. A case mapping never looks across such a
// character (final sigma and title() only look at cased and
// case-ignorable neighbours), so a string can be cut before it.
func neutralASCII(c byte) bool {
	if c >= utf8.RuneSelf || (c|0x20) >= 'a' && (c|0x20) <= 'z' {
		return false
	}
	switch c {
	case '\'', '.', ':', '^', '`':
		return false
	}
	return true
}

// mapCase applies first to the first piece of s and rest to the others,
// cutting s before neutral ASCII characters about every caseChunk bytes.
func mapCase(th *Thread, s string, first, rest func(string) string) (string, error) {
	if len(s) <= caseChunk {
		r := first(s)
		if r == s {
			return s, nil
		}
		return r, th.allocMem(int64(len(r)))
	}
	var b strings.Builder
	changed := false
	f := first
	for start := 0; start < len(s); {
		end := start + caseChunk
		for end < len(s) && !neutralASCII(s[end]) {
			end++
		}
		if end > len(s) {
			end = len(s)
		}
		piece := s[start:end]
		r := f(piece)
		f = rest
		if r != piece && !changed {
			changed = true
			if err := th.checkAlloc(int64(len(s))); err != nil {
				return "", err
			}
			b.Grow(len(s) + len(s)/8)
			b.WriteString(s[:start])
		}
		if changed {
			b.WriteString(r)
			if len(r) > len(piece) {
				if err := th.allocMem(int64(len(r) - len(piece))); err != nil {
					return "", err
				}
			}
		}
		if err := th.TickN(len(piece) >> 10); err != nil {
			return "", err
		}
		start = end
	}
	if !changed {
		return s, nil
	}
	return b.String(), nil
}

// strCaseMethod builds a case-mapping method from the mapping of the first
// piece and of the following ones. ascii, when set, is the mapping of the
// ASCII characters of a mapping that needs no context (upper, casefold,
// and lower and swapcase of a string without a capital sigma).
func strCaseMethod(name string, first, rest func(string) string, ascii *[128]byte) MethodFunc {
	qual := "str." + name
	sigma := name == "lower" || name == "swapcase"
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsNone(qual, args, kw); err != nil {
			return nil, err
		}
		s := strOf(self)
		var r string
		var err error
		if ascii != nil && !(sigma && strings.Contains(s, "\u03a3")) {
			r, err = mapCaseRunes(th, s, ascii, rest)
		} else {
			r, err = mapCase(th, s, first, rest)
		}
		if err != nil {
			return nil, err
		}
		return NewStr(r), nil
	}
}

// mapCaseRunes maps s code point by code point: ASCII through the table,
// others through f, called once per distinct code point.
func mapCaseRunes(th *Thread, s string, ascii *[128]byte, f func(string) string) (string, error) {
	if err := th.checkAlloc(int64(len(s))); err != nil {
		return "", err
	}
	var b strings.Builder
	b.Grow(len(s))
	var cache map[rune]string
	tk := ticker{th: th}
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			b.WriteByte(ascii[c])
			i++
			if i&1023 == 0 {
				if err := tk.add(1024); err != nil {
					return "", err
				}
			}
			continue
		}
		r, n := decodeCP(s, i)
		m, ok := cache[r]
		if !ok {
			if cache == nil {
				cache = map[rune]string{}
			}
			m = f(s[i : i+n])
			cache[r] = m
		}
		b.WriteString(m)
		i += n
		if err := tk.add(n); err != nil {
			return "", err
		}
	}
	if extra := b.Len() - len(s); extra > 0 {
		if err := th.allocMem(int64(extra)); err != nil {
			return "", err
		}
	}
	return b.String(), nil
}

// ASCII case tables (read-only after init).
var upperTable, lowerTable, swapTable = func() (u, l, w [128]byte) {
	for i := range u {
		c := byte(i)
		u[i], l[i], w[i] = c, c, c
		switch {
		case c >= 'a' && c <= 'z':
			u[i], w[i] = c-('a'-'A'), c-('a'-'A')
		case c >= 'A' && c <= 'Z':
			l[i], w[i] = c+('a'-'A'), c+('a'-'A')
		}
	}
	return
}()

// strPredicate builds an is* method that holds when the string is not
// empty and every code point satisfies ok; ascii answers for ASCII bytes.
func strPredicate(name string, ascii func(c byte) bool, ok func(r rune) bool) MethodFunc {
	qual := "str." + name
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsNone(qual, args, kw); err != nil {
			return nil, err
		}
		s := strOf(self)
		if s == "" {
			return False, nil
		}
		tk := ticker{th: th}
		for i := 0; i < len(s); {
			c := s[i]
			if c < utf8.RuneSelf {
				if !ascii(c) {
					return False, nil
				}
				i++
				continue
			}
			r, n := decodeCP(s, i)
			if !ok(r) {
				return False, nil
			}
			i += n
			if err := tk.add(n); err != nil {
				return nil, err
			}
		}
		return True, nil
	}
}

// decodeCP decodes the code point at s[i]: an invalid byte b reads as the
// lone surrogate U+DC00+b (the "surrogateescape" form, see pyfmt).
func decodeCP(s string, i int) (rune, int) {
	c := s[i]
	if c < utf8.RuneSelf {
		return rune(c), 1
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && n == 1 {
		return 0xDC00 + rune(c), 1
	}
	return r, n
}

func isASCIIDigit(c byte) bool { return c >= '0' && c <= '9' }
func isASCIIAlpha(c byte) bool { return (c|0x20) >= 'a' && (c|0x20) <= 'z' }
func isASCIIAlnum(c byte) bool { return isASCIIDigit(c) || isASCIIAlpha(c) }

// strCaseState checks islower (lower true) and isupper: no code point of
// the opposite case or titlecase, and at least one cased one.
func strCaseState(name string, lower bool) MethodFunc {
	qual := "str." + name
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsNone(qual, args, kw); err != nil {
			return nil, err
		}
		s := strOf(self)
		cased := false
		tk := ticker{th: th}
		for i := 0; i < len(s); {
			r, n := decodeCP(s, i)
			i += n
			want, other := pyfmt.IsUpper(r), pyfmt.IsLower(r)
			if lower {
				want, other = other, want
			}
			if other || pyfmt.IsTitle(r) {
				return False, nil
			}
			if want {
				cased = true
			}
			if err := tk.add(n); err != nil {
				return nil, err
			}
		}
		return NewBool(cased), nil
	}
}

func strIsTitle(th *Thread, self Object, args []Object, kw []string) (Object, error) {
	if err := argsNone("str.istitle", args, kw); err != nil {
		return nil, err
	}
	s := strOf(self)
	cased, prevCased := false, false
	tk := ticker{th: th}
	for i := 0; i < len(s); {
		r, n := decodeCP(s, i)
		i += n
		switch {
		case pyfmt.IsUpper(r) || pyfmt.IsTitle(r):
			if prevCased {
				return False, nil
			}
			prevCased, cased = true, true
		case pyfmt.IsLower(r):
			if !prevCased {
				return False, nil
			}
			prevCased, cased = true, true
		default:
			prevCased = false
		}
		if err := tk.add(n); err != nil {
			return nil, err
		}
	}
	return NewBool(cased), nil
}

func strIsASCII(th *Thread, self Object, args []Object, kw []string) (Object, error) {
	if err := argsNone("str.isascii", args, kw); err != nil {
		return nil, err
	}
	return NewBool(isASCIIString(strOf(self))), nil
}

func strIsPrintable(th *Thread, self Object, args []Object, kw []string) (Object, error) {
	if err := argsNone("str.isprintable", args, kw); err != nil {
		return nil, err
	}
	s := strOf(self)
	tk := ticker{th: th}
	for i := 0; i < len(s); {
		r, n := decodeCP(s, i)
		if !pyfmt.IsPrintable(r) {
			return False, nil
		}
		i += n
		if err := tk.add(n); err != nil {
			return nil, err
		}
	}
	return True, nil
}

func strIsIdentifier(th *Thread, self Object, args []Object, kw []string) (Object, error) {
	if err := argsNone("str.isidentifier", args, kw); err != nil {
		return nil, err
	}
	s := strOf(self)
	if s == "" {
		return False, nil
	}
	tk := ticker{th: th}
	for i := 0; i < len(s); {
		r, n := decodeCP(s, i)
		if i == 0 && !pyfmt.IsXIDStart(r) || i > 0 && !pyfmt.IsXIDContinue(r) {
			return False, nil
		}
		i += n
		if err := tk.add(n); err != nil {
			return nil, err
		}
	}
	return True, nil
}

func setupStrCase(t *Type) {
	t.AddMethod("upper", strCaseMethod("upper", pyfmt.Upper, pyfmt.Upper, &upperTable))
	t.AddMethod("lower", strCaseMethod("lower", pyfmt.Lower, pyfmt.Lower, &lowerTable))
	t.AddMethod("casefold", strCaseMethod("casefold", pyfmt.Casefold, pyfmt.Casefold, &lowerTable))
	t.AddMethod("swapcase", strCaseMethod("swapcase", pyfmt.SwapCase, pyfmt.SwapCase, &swapTable))
	t.AddMethod("title", strCaseMethod("title", pyfmt.Title, pyfmt.Title, nil))
	t.AddMethod("capitalize", strCaseMethod("capitalize", pyfmt.Capitalize, pyfmt.Lower, nil))
	t.AddMethod("isalnum", strPredicate("isalnum", isASCIIAlnum, pyfmt.IsAlnum))
	t.AddMethod("isalpha", strPredicate("isalpha", isASCIIAlpha, pyfmt.IsAlpha))
	t.AddMethod("isdecimal", strPredicate("isdecimal", isASCIIDigit, pyfmt.IsDecimal))
	t.AddMethod("isdigit", strPredicate("isdigit", isASCIIDigit, pyfmt.IsDigit))
	t.AddMethod("isnumeric", strPredicate("isnumeric", isASCIIDigit, pyfmt.IsNumeric))
	t.AddMethod("isspace", strPredicate("isspace", func(c byte) bool { return asciiSpace[c] }, pyfmt.IsSpace))
	t.AddMethod("islower", strCaseState("islower", true))
	t.AddMethod("isupper", strCaseState("isupper", false))
	t.AddMethod("istitle", strIsTitle)
	t.AddMethod("isascii", strIsASCII)
	t.AddMethod("isprintable", strIsPrintable)
	t.AddMethod("isidentifier", strIsIdentifier)
}
