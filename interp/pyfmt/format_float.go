package pyfmt

import "math"

// FormatFloat formats f as float.__format__ does with a parsed spec: types
// 'e' 'E' 'f' 'F' 'g' 'G' 'n' '%' and none. With no type it is repr(f) when
// no precision is given, else 'g' that keeps at least one digit after the
// point in fixed notation (format(1.0, "") == '1.0', format(1.5, '.3') == '1.5',
// format(123.0, '.3') == '1.23e+02'). 'n' is 'g' without locale grouping, as in
// CPython's default C locale. An empty spec string gives DefaultSpec, which
// formats like str(f).
func FormatFloat(f float64, spec Spec) (string, error) {
	return formatFloat(f, spec, "float")
}

// formatFloat is FormatFloat with the Python type name used in errors (an int
// formatted with a float type reports 'int').
func formatFloat(f float64, spec Spec, typeName string) (string, error) {
	t, _ := spec.typeChar()
	code := byte(t)
	switch t {
	case 0, 'e', 'E', 'f', 'F', 'g', 'G', 'n', '%':
	default:
		return "", unknownFormatCode(t, typeName)
	}
	if spec.Grouping != 0 && t != 0 {
		// Only fails for specs built by hand; ParseSpec checks this.
		if err := checkGroupingType(spec.Grouping, t); err != nil {
			return "", err
		}
	}
	if spec.Precision > math.MaxInt32 {
		return "", valueErrorf("precision too big")
	}
	if spec.Precision > MaxResultLen || spec.Width > MaxResultLen {
		return "", errTooLong()
	}
	prec := spec.Precision
	defaultPrec := 6
	var flags floatFlags
	if spec.Alt {
		flags |= flagAlt
	}
	if spec.NoNegZero {
		flags |= flagNoNeg0
	}
	if code == 0 {
		// Like repr without a precision, else like 'g'; both with ".0".
		flags |= flagAddDot0
		code = 'r'
		defaultPrec = 0
	}
	if code == 'n' {
		code = 'g'
	}
	addPct := false
	if code == '%' {
		code = 'f'
		f *= 100
		addPct = true
	}
	if prec < 0 {
		prec = defaultPrec
	} else if code == 'r' {
		code = 'g'
	}

	var stack [128]byte
	buf := appendFloat(stack[:0], f, code, prec, flags)
	if addPct {
		buf = append(buf, '%')
	}
	if spec.Sign != '+' && spec.Sign != ' ' && spec.Width < 0 && spec.Grouping == 0 {
		return string(buf), nil
	}

	var p numberParts
	if buf[0] == '-' {
		p.neg = true
		buf = buf[1:]
	}
	i := 0
	for i < len(buf) && buf[i] >= '0' && buf[i] <= '9' {
		i++
	}
	p.digits = buf[:i]
	rest := buf[i:]
	if len(rest) > 0 && rest[0] == '.' {
		p.decimal = true
		rest = rest[1:]
	}
	p.remainder = string(rest)
	return layoutNumber(p, spec, 3)
}
