package pyfmt

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// The numeric conversions of printf-style formatting (str % args). The
// interpreter parses the format with ParsePercent, picks the argument, and
// calls the function for its type:
//
//	PercentInt64 / PercentInt  int (and bool): d i u o x X c, e E f F g G (as float), s r a (str)
//	PercentFloat               float: e E f F g G, d i u (truncated to int), s r a (repr)
//	PercentString              text already converted by str(), repr() or ascii(),
//	                           or the one-character str of %c
//
// Results match CPython's, e.g. '%.3g' % 1234567 == '1.23e+06', '%#o' % 8 ==
// '0o10', '%x' % 255 == 'ff', '%5.1f' % 3.14159 == '  3.1', '%+05d' % 3 == '+0003'.

// PercentInt64 formats an int64 argument.
func PercentInt64(x int64, spec PercentSpec) (string, error) {
	return percentInt(x, nil, spec, DefaultMaxStrDigits)
}

// PercentInt formats an int argument with the default int/str digit limit.
func PercentInt(x *big.Int, spec PercentSpec) (string, error) {
	return PercentIntMaxDigits(x, spec, DefaultMaxStrDigits)
}

// PercentIntMaxDigits is PercentInt with an explicit digit limit (0: none).
func PercentIntMaxDigits(x *big.Int, spec PercentSpec, maxDigits int) (string, error) {
	if x.IsInt64() {
		return percentInt(x.Int64(), nil, spec, maxDigits)
	}
	return percentInt(0, x, spec, maxDigits)
}

// percentInt formats small (when bx is nil) or bx.
func percentInt(small int64, bx *big.Int, spec PercentSpec, maxDigits int) (string, error) {
	base := 10
	switch spec.Verb {
	case 'd', 'i', 'u', 's', 'r', 'a':
	case 'o':
		base = 8
	case 'x', 'X':
		base = 16
	case 'c':
		if bx != nil || small < 0 || small > 0x10FFFF {
			return "", overflowErrorf("%%c arg not in range(0x110000)")
		}
		var enc [4]byte
		return percentOutput(string(appendRune(enc[:0], rune(small))), spec, false), nil
	case 'e', 'E', 'f', 'F', 'g', 'G':
		f := float64(small)
		if bx != nil {
			var err error
			if f, err = IntToFloat(bx); err != nil {
				return "", err
			}
		}
		return PercentFloat(f, spec)
	default:
		return "", unsupportedVerb(spec)
	}
	if spec.Verb == 's' || spec.Verb == 'r' || spec.Verb == 'a' {
		text, err := intString(small, bx, maxDigits)
		if err != nil {
			return "", err
		}
		return percentOutput(text, spec, false), nil
	}
	if spec.Prec > math.MaxInt32-3 {
		return "", overflowErrorf("precision too large")
	}
	if spec.Prec > MaxResultLen || spec.Width > MaxResultLen {
		return "", errTooLong()
	}
	var stack [72]byte
	var digits []byte
	neg := false
	if bx == nil {
		u := uint64(small)
		if small < 0 {
			u, neg = -u, true
		}
		digits = strconv.AppendUint(stack[:0], u, base)
	} else {
		if base == 10 {
			if err := checkBigDigits(bx, maxDigits); err != nil {
				return "", err
			}
		}
		neg = bx.Sign() < 0
		digits = new(big.Int).Abs(bx).Append(nil, base)
	}
	// CPython's _PyUnicode_FormatLong: sign, 0o/0x prefix when '#', zeros up
	// to the precision, then the digits; 'X' upper-cases it all.
	var b strings.Builder
	size := len(digits) + 3 + max(spec.Prec-len(digits), 0)
	b.Grow(size)
	if neg {
		b.WriteByte('-')
	}
	if spec.Alt && base != 10 {
		b.WriteByte('0')
		b.WriteByte(byte(spec.Verb))
	}
	for k := len(digits); k < spec.Prec; k++ {
		b.WriteByte('0')
	}
	if spec.Verb == 'X' {
		for i, c := range digits {
			if c >= 'a' {
				digits[i] = c - ('a' - 'A')
			}
		}
	}
	b.Write(digits)
	return percentOutput(b.String(), spec, true), nil
}

func intString(small int64, x *big.Int, maxDigits int) (string, error) {
	if x == nil {
		return strconv.FormatInt(small, 10), nil
	}
	return FormatBigDecimal(x, maxDigits)
}

// PercentFloat formats a float argument.
func PercentFloat(f float64, spec PercentSpec) (string, error) {
	switch spec.Verb {
	case 'e', 'E', 'f', 'F', 'g', 'G':
	case 'd', 'i', 'u':
		n, err := FloatToInt(f)
		if err != nil {
			return "", err
		}
		return PercentInt(n, spec)
	case 's', 'r', 'a':
		return percentOutput(FloatRepr(f), spec, false), nil
	case 'o', 'x', 'X':
		return "", typeErrorf("%%%c format: an integer is required, not float", spec.Verb)
	case 'c':
		return "", typeErrorf("%%c requires int or char")
	default:
		return "", unsupportedVerb(spec)
	}
	prec := spec.Prec
	if prec < 0 {
		prec = 6
	}
	if prec > MaxResultLen || spec.Width > MaxResultLen {
		return "", errTooLong()
	}
	var flags floatFlags
	if spec.Alt {
		flags |= flagAlt
	}
	var stack [128]byte
	buf := appendFloat(stack[:0], f, byte(spec.Verb), prec, flags)
	if spec.Width < 0 && spec.Prec < 0 && !spec.Plus && !spec.Space {
		return string(buf), nil
	}
	return percentOutput(string(buf), spec, true), nil
}

// PercentString pads text, the result of str(), repr() or ascii() for %s %r
// %a (truncated to the precision) or the character of %c, to the width.
func PercentString(text string, spec PercentSpec) (string, error) {
	switch spec.Verb {
	case 's', 'r', 'a', 'c':
	default:
		return "", unsupportedVerb(spec)
	}
	if spec.Width > MaxResultLen {
		return "", errTooLong()
	}
	return percentOutput(text, spec, false), nil
}

// percentOutput applies width, sign and zero padding as CPython's
// unicode_format_arg_output does. numeric marks number conversions, which get
// a sign and may be zero-padded.
func percentOutput(str string, spec PercentSpec, numeric bool) string {
	n := runeCount(str)
	width := spec.Width
	signed := numeric && (spec.Plus || spec.Space)
	if (width < 0 || width <= n) && (spec.Prec < 0 || spec.Prec >= n) && !signed {
		return str
	}
	if !numeric && spec.Verb != 'c' && spec.Prec >= 0 && n > spec.Prec {
		str = str[:byteOffset(str, spec.Prec)]
		n = spec.Prec
	}
	var signChar byte
	if numeric {
		switch {
		case str[0] == '-' || str[0] == '+':
			signChar = str[0]
			str = str[1:]
			n--
		case spec.Plus:
			signChar = '+'
		case spec.Space:
			signChar = ' '
		}
	}
	if width < n {
		width = n
	}
	fill := byte(' ')
	if numeric && spec.Zero {
		fill = '0'
	}
	prefix := ""
	if numeric && spec.Alt && (spec.Verb == 'x' || spec.Verb == 'X' || spec.Verb == 'o') {
		prefix, str = str[:2], str[2:]
	}
	var b strings.Builder
	b.Grow(max(width, n) + len(str) + 4)
	if signChar != 0 {
		if fill != ' ' {
			b.WriteByte(signChar)
		}
		if width > n {
			width--
		}
	}
	if prefix != "" {
		if fill != ' ' {
			b.WriteString(prefix)
		}
		width = max(width-2, 0)
		n -= 2
	}
	if width > n && !spec.Minus {
		for k := width - n; k > 0; k-- {
			b.WriteByte(fill)
		}
		width = n
	}
	if fill == ' ' {
		if signChar != 0 {
			b.WriteByte(signChar)
		}
		b.WriteString(prefix)
	}
	b.WriteString(str)
	for k := width - n; k > 0; k-- {
		b.WriteByte(' ')
	}
	return b.String()
}

// PercentArgError is CPython's TypeError for an argument of the Python type
// typeName that the conversion verb cannot take (a str for %d, say).
func PercentArgError(verb rune, typeName string) error {
	switch verb {
	case 'd', 'i', 'u':
		return typeErrorf("%%%c format: a real number is required, not %s", verb, typeName)
	case 'o', 'x', 'X':
		return typeErrorf("%%%c format: an integer is required, not %s", verb, typeName)
	case 'e', 'E', 'f', 'F', 'g', 'G':
		return typeErrorf("must be real number, not %s", typeName)
	case 'c':
		return typeErrorf("%%c requires int or char")
	}
	return nil
}
