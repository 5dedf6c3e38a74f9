package pyfmt

import "strings"

// FormatString formats s as str.__format__ does with a parsed spec: only type
// 's' (or none), fill and alignment ('<' by default), a width and a precision
// that truncates, both counted in code points.
func FormatString(s string, spec Spec) (string, error) {
	t, hasType := spec.typeChar()
	if !hasType {
		t = 's'
	}
	if spec.Grouping != 0 {
		if err := checkGroupingType(spec.Grouping, t); err != nil {
			return "", err
		}
	}
	if t != 's' {
		return "", unknownFormatCode(t, "str")
	}
	switch spec.Sign {
	case ' ':
		return "", valueErrorf("Space not allowed in string format specifier")
	case '+', '-':
		return "", valueErrorf("Sign not allowed in string format specifier")
	}
	if spec.NoNegZero {
		return "", valueErrorf("Negative zero coercion (z) not allowed in string format specifier")
	}
	if spec.Alt {
		return "", valueErrorf("Alternate form (#) not allowed in string format specifier")
	}
	if spec.Align == '=' {
		return "", valueErrorf("'=' alignment not allowed in string format specifier")
	}
	return PadString(s, spec.Fill, spec.Align, spec.Width, spec.Precision)
}

// PadString truncates s to prec code points (prec < 0: no limit) and pads it
// with fill to width code points, aligned by align ('<' when 0, '>' or '^').
// It is the string part of format() and usable for other objects' __format__.
func PadString(s string, fill rune, align byte, width, prec int) (string, error) {
	n := runeCount(s)
	if (width < 0 || width <= n) && (prec < 0 || prec >= n) {
		return s, nil
	}
	if prec >= 0 && n > prec {
		s = s[:byteOffset(s, prec)]
		n = prec
	}
	if width > MaxResultLen {
		return "", errTooLong()
	}
	lpad, rpad := 0, 0
	if pad := width - n; pad > 0 {
		switch align {
		case '>':
			lpad = pad
		case '^':
			lpad = pad / 2
			rpad = pad - lpad
		default:
			rpad = pad
		}
	}
	var b strings.Builder
	b.Grow(len(s) + (lpad+rpad)*runeLen(fill))
	writeFill(&b, fill, lpad)
	b.WriteString(s)
	writeFill(&b, fill, rpad)
	return b.String(), nil
}

// byteOffset returns the byte offset of code point number k in s.
func byteOffset(s string, k int) int {
	i := 0
	for ; k > 0 && i < len(s); k-- {
		_, n := decodeRune(s, i)
		i += n
	}
	return i
}
