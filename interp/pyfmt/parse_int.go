package pyfmt

import (
	"math"
	"math/big"
)

// ParseInt parses s as int(s, base) does for a str, with the default digit
// limit: surrounding whitespace (any Unicode space), a sign, any Unicode
// decimal digits, single underscores between digits (and after a base
// prefix), base 0 inferring 0b/0o/0x prefixes and refusing other leading
// zeros, bases 2..36.
func ParseInt(s string, base int) (*big.Int, error) {
	return ParseIntMaxDigits(s, base, DefaultMaxStrDigits)
}

// ParseIntMaxDigits is ParseInt with an explicit digit limit (0: no limit);
// the limit does not apply to bases that are powers of two.
func ParseIntMaxDigits(s string, base, maxDigits int) (*big.Int, error) {
	lit, err := scanIntString(s, base, maxDigits)
	if err != nil {
		return nil, err
	}
	return lit.big()
}

// ParseInt64 is ParseInt for values that fit in int64, without allocating.
// When the literal is valid but out of range it returns overflow true (and no
// error); ParseInt then gives the value.
func ParseInt64(s string, base int) (v int64, overflow bool, err error) {
	lit, err := scanIntString(s, base, DefaultMaxStrDigits)
	if err != nil {
		return 0, false, err
	}
	v, ok := lit.int64()
	return v, !ok, nil
}

// ParseIntBytes parses b as int(b, base) does for bytes and bytearray: ASCII
// only, and errors show the bytes repr.
func ParseIntBytes(b []byte, base int) (*big.Int, error) {
	if err := checkIntBase(base); err != nil {
		return nil, err
	}
	lit, ok, err := scanInt(string(b), base, DefaultMaxStrDigits)
	if err != nil {
		return nil, err
	}
	if !ok {
		r := BytesRepr(b[:min(len(b), 200)])
		return nil, valueErrorf("invalid literal for int() with base %d: %s", base, truncateRunes(r, 200))
	}
	return lit.big()
}

func checkIntBase(base int) error {
	if base != 0 && (base < 2 || base > 36) {
		return valueErrorf("int() base must be >= 2 and <= 36, or 0")
	}
	return nil
}

// scanIntString validates s for int(s, base), mapping Unicode spaces and
// digits to ASCII first as CPython does.
func scanIntString(s string, base, maxDigits int) (intLiteral, error) {
	if err := checkIntBase(base); err != nil {
		return intLiteral{}, err
	}
	lit, ok, err := scanInt(asciiNumber(s), base, maxDigits)
	if err != nil {
		return lit, err
	}
	if !ok {
		return lit, invalidIntLiteral(s, base)
	}
	return lit, nil
}

func invalidIntLiteral(s string, base int) error {
	return valueErrorf("invalid literal for int() with base %d: %s", base, truncateRunes(Repr(s), 200))
}

// truncateRunes cuts s to at most n code points (CPython's "%.200R").
func truncateRunes(s string, n int) string {
	return s[:byteOffset(s, n)]
}

// asciiNumber maps s the way CPython's _PyUnicode_TransformDecimalAndSpaceToASCII
// does before parsing a number: ASCII below DEL is kept, Unicode whitespace
// becomes ' ', decimal digits become '0'..'9', and the first other code point
// ends the string with '?' (which no parser accepts).
func asciiNumber(s string) string {
	i := 0
	for i < len(s) && s[i] < 0x7F {
		i++
	}
	if i == len(s) {
		return s
	}
	b := make([]byte, i, len(s))
	copy(b, s[:i])
	for i < len(s) {
		r, n := decodeRune(s, i)
		i += n
		switch {
		case r < 0x7F:
			b = append(b, byte(r))
		case IsSpace(r):
			b = append(b, ' ')
		default:
			d := DecimalValue(r)
			if d < 0 {
				return string(append(b, '?'))
			}
			b = append(b, byte('0'+d))
		}
	}
	return string(b)
}

// isASCIISpace is C's isspace in the C locale (Py_ISSPACE).
func isASCIISpace(c byte) bool {
	return c == ' ' || (c >= '\t' && c <= '\r')
}

// digitValue is the value of an ASCII digit or letter in bases up to 36, or 99.
func digitValue(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 10
	}
	return 99
}

// intLiteral is a validated integer literal: its sign, base, and digit run
// (which may hold single underscores between digits).
type intLiteral struct {
	neg    bool
	base   int
	digits string
}

// scanInt follows CPython's PyLong_FromString on an ASCII string. It reports
// ok false for an invalid literal, and an error for the digit limit, which
// CPython checks before looking past the digits.
func scanInt(a string, base, maxDigits int) (intLiteral, bool, error) {
	i := 0
	for i < len(a) && isASCIISpace(a[i]) {
		i++
	}
	lit := intLiteral{base: base}
	if i < len(a) && (a[i] == '+' || a[i] == '-') {
		lit.neg = a[i] == '-'
		i++
	}
	at := func(k int) byte {
		if k < len(a) {
			return a[k]
		}
		return 0
	}
	zeroOnly := false // base 0 with a leading zero and no prefix: only zero is valid
	if base == 0 {
		switch {
		case at(i) != '0':
			base = 10
		case at(i+1) == 'x' || at(i+1) == 'X':
			base = 16
		case at(i+1) == 'o' || at(i+1) == 'O':
			base = 8
		case at(i+1) == 'b' || at(i+1) == 'B':
			base = 2
		default:
			zeroOnly = true
			base = 10
		}
	}
	lit.base = base
	if at(i) == '0' {
		p := at(i+1) | 0x20
		if base == 16 && p == 'x' || base == 8 && p == 'o' || base == 2 && p == 'b' {
			i += 2
			if at(i) == '_' {
				i++
			}
		}
	}
	if at(i) == '_' {
		return lit, false, nil
	}
	start := i
	nDigits := 0
	prev := byte(0)
	for i < len(a) && (digitValue(a[i]) < base || a[i] == '_') {
		if a[i] == '_' {
			if prev == '_' {
				return lit, false, nil
			}
		} else {
			nDigits++
		}
		prev = a[i]
		i++
	}
	if prev == '_' {
		return lit, false, nil
	}
	if base&(base-1) != 0 {
		if err := checkParseDigits(nDigits, maxDigits); err != nil {
			return lit, false, err
		}
	}
	if i == start {
		return lit, false, nil
	}
	lit.digits = a[start:i]
	if zeroOnly {
		for k := 0; k < len(lit.digits); k++ {
			if c := lit.digits[k]; c != '0' && c != '_' {
				return lit, false, nil
			}
		}
	}
	for i < len(a) && isASCIISpace(a[i]) {
		i++
	}
	return lit, i == len(a), nil
}

// int64 returns the literal's value if it fits in int64.
func (l intLiteral) int64() (int64, bool) {
	var u uint64
	limit := uint64(math.MaxInt64)
	if l.neg {
		limit++
	}
	b := uint64(l.base)
	for k := 0; k < len(l.digits); k++ {
		c := l.digits[k]
		if c == '_' {
			continue
		}
		d := uint64(digitValue(c))
		if u > (limit-d)/b {
			return 0, false
		}
		u = u*b + d
	}
	if l.neg {
		return int64(-u), true
	}
	return int64(u), true
}

// big returns the literal's value.
func (l intLiteral) big() (*big.Int, error) {
	if v, ok := l.int64(); ok {
		return big.NewInt(v), nil
	}
	digits := l.digits
	for k := 0; k < len(digits); k++ {
		if digits[k] == '_' {
			clean := make([]byte, 0, len(digits))
			for j := 0; j < len(digits); j++ {
				if digits[j] != '_' {
					clean = append(clean, digits[j])
				}
			}
			digits = string(clean)
			break
		}
	}
	z, ok := new(big.Int).SetString(digits, l.base)
	if !ok {
		// scanInt admitted only digits of the base, so this cannot happen.
		return nil, valueErrorf("internal error: validated int literal rejected")
	}
	if l.neg {
		z.Neg(z)
	}
	return z, nil
}
