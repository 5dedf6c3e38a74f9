package pyfmt

import (
	"math"
	"math/big"
	"strconv"
)

// FormatInt formats x as int.__format__ does with a parsed spec: types 'b' 'c'
// 'd' 'o' 'x' 'X' 'n' and none (like 'd'), and 'e' 'E' 'f' 'F' 'g' 'G' '%',
// which convert x to float first. '#' adds 0b/0o/0x/0X; ',' groups decimal
// digits by three and '_' groups by three, or by four for b/o/x/X. Decimal
// output longer than DefaultMaxStrDigits digits is refused as CPython does.
func FormatInt(x *big.Int, spec Spec) (string, error) {
	return FormatIntMaxDigits(x, spec, DefaultMaxStrDigits)
}

// FormatIntMaxDigits is FormatInt with an explicit int/str digit limit
// (sys.get_int_max_str_digits(); 0 means no limit).
func FormatIntMaxDigits(x *big.Int, spec Spec, maxDigits int) (string, error) {
	if x.IsInt64() {
		return formatInt64(x.Int64(), spec, "int")
	}
	return formatBigInt(x, spec, "int", maxDigits)
}

// FormatInt64 is FormatInt for an int that fits in int64, without big.Int
// allocations. (No int64 has more than 19 digits, so no limit applies.)
func FormatInt64(x int64, spec Spec) (string, error) {
	return formatInt64(x, spec, "int")
}

// FormatBool formats a bool as bool.__format__ does: the empty spec gives
// 'True'/'False', anything else formats it as the int 0 or 1.
func FormatBool(b bool, spec Spec) (string, error) {
	if spec == DefaultSpec() {
		if b {
			return "True", nil
		}
		return "False", nil
	}
	var v int64
	if b {
		v = 1
	}
	return formatInt64(v, spec, "bool")
}

// intBase checks the spec for an integer and returns the base of its type,
// 0 for the float types and -1 for 'c'.
func intBase(spec Spec, typeName string) (int, error) {
	t, hasType := spec.typeChar()
	if hasType && t == 0 {
		return 0, unknownFormatCode(t, typeName) // an explicit NUL type
	}
	base := 10
	switch t {
	case 0, 'd', 'n':
	case 'b':
		base = 2
	case 'o':
		base = 8
	case 'x', 'X':
		base = 16
	case 'c':
		base = -1
	case 'e', 'E', 'f', 'F', 'g', 'G', '%':
		return 0, nil
	default:
		return 0, unknownFormatCode(t, typeName)
	}
	if spec.Precision != -1 {
		return 0, valueErrorf("Precision not allowed in integer format specifier")
	}
	if spec.NoNegZero {
		return 0, valueErrorf("Negative zero coercion (z) not allowed in integer format specifier")
	}
	if base == -1 {
		if spec.Sign != 0 {
			return 0, valueErrorf("Sign not allowed with integer format specifier 'c'")
		}
		if spec.Alt {
			return 0, valueErrorf("Alternate form (#) not allowed with integer format specifier 'c'")
		}
	}
	if spec.Grouping != 0 && t != 0 {
		if err := checkGroupingType(spec.Grouping, t); err != nil {
			return 0, err
		}
	}
	return base, nil
}

func formatInt64(x int64, spec Spec, typeName string) (string, error) {
	base, err := intBase(spec, typeName)
	if err != nil {
		return "", err
	}
	switch base {
	case 0:
		return formatFloat(float64(x), spec, typeName)
	case -1:
		if x < 0 || x > 0x10FFFF {
			return "", overflowErrorf("%%c arg not in range(0x110000)")
		}
		return layoutChar(rune(x), spec)
	}
	upper := spec.Type == 'X'
	if spec.Sign != '+' && spec.Sign != ' ' && spec.Width < 0 && spec.Grouping == 0 && !upper {
		// Fast path: a single allocation for the result.
		var stack [72]byte
		buf := stack[:0]
		if x < 0 {
			buf = append(buf, '-')
		}
		if spec.Alt {
			buf = append(buf, basePrefix(base, false)...)
		}
		u := uint64(x)
		if x < 0 {
			u = -u
		}
		buf = strconv.AppendUint(buf, u, base)
		return string(buf), nil
	}
	var stack [64]byte
	u := uint64(x)
	if x < 0 {
		u = -u
	}
	digits := strconv.AppendUint(stack[:0], u, base)
	return layoutInt(x < 0, digits, base, spec)
}

func formatBigInt(x *big.Int, spec Spec, typeName string, maxDigits int) (string, error) {
	base, err := intBase(spec, typeName)
	if err != nil {
		return "", err
	}
	switch base {
	case 0:
		f, err := IntToFloat(x)
		if err != nil {
			return "", err
		}
		return formatFloat(f, spec, typeName)
	case -1:
		return "", overflowErrorf("Python int too large to convert to C long")
	case 10:
		if err := checkBigDigits(x, maxDigits); err != nil {
			return "", err
		}
	}
	abs := new(big.Int).Abs(x)
	digits := abs.Append(nil, base)
	return layoutInt(x.Sign() < 0, digits, base, spec)
}

// layoutInt lays out the magnitude digits of an int in base.
func layoutInt(neg bool, digits []byte, base int, spec Spec) (string, error) {
	upper := spec.Type == 'X'
	if upper {
		for i, c := range digits {
			if c >= 'a' {
				digits[i] = c - ('a' - 'A')
			}
		}
	}
	p := numberParts{neg: neg, digits: digits}
	if spec.Alt {
		p.prefix = basePrefix(base, upper)
	}
	group := 3
	if base != 10 {
		group = 4
	}
	return layoutNumber(p, spec, group)
}

// layoutChar lays out the 'c' presentation of a code point.
func layoutChar(r rune, spec Spec) (string, error) {
	var enc [4]byte
	p := numberParts{remainder: string(appendRune(enc[:0], r))}
	return layoutNumber(p, spec, 3)
}

func basePrefix(base int, upper bool) string {
	switch base {
	case 2:
		return "0b"
	case 8:
		return "0o"
	case 16:
		if upper {
			return "0X"
		}
		return "0x"
	}
	return ""
}

// IntToFloat converts x to the nearest float64 (ties to even), as float(x)
// does, with CPython's OverflowError when it is out of range.
func IntToFloat(x *big.Int) (float64, error) {
	if x.IsInt64() {
		return float64(x.Int64()), nil // Go's conversion rounds to nearest even too
	}
	f, _ := new(big.Float).SetInt(x).Float64()
	if math.IsInf(f, 0) {
		return 0, overflowErrorf("int too large to convert to float")
	}
	return f, nil
}
