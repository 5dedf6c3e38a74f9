package pyfmt

import (
	"strings"
	"unicode/utf8"
)

// numberParts is a formatted number split the way CPython's calc_number_widths
// sees it: | lpad | sign | prefix | spad | grouped digits | . | remainder | rpad |.
// All parts but remainder and fill are ASCII; remainder may hold one non-ASCII
// rune (the 'c' presentation type), so widths are counted in code points.
type numberParts struct {
	neg       bool   // the number is negative
	prefix    string // "0x", "0X", "0o", "0b" or ""
	digits    []byte // integer digits, grouped and zero-padded as needed
	decimal   bool   // a decimal point follows the digits
	remainder string // fraction digits, exponent, "inf", "%", or the 'c' character
}

// layoutNumber renders parts with the fill, alignment, sign, width and
// grouping of spec. group is the digit group size (3, or 4 for '_' with
// b/o/x/X); defaultAlign is '>' for numbers.
func layoutNumber(p numberParts, spec Spec, group int) (string, error) {
	align := spec.Align
	if align == 0 {
		if spec.Zero {
			align = '='
		} else {
			align = '>'
		}
	}
	var signChar byte
	switch {
	case p.neg:
		signChar = '-'
	case spec.Sign == '+':
		signChar = '+'
	case spec.Sign == ' ':
		signChar = ' '
	}
	nSign := 0
	if signChar != 0 {
		nSign = 1
	}
	nDecimal := 0
	if p.decimal {
		nDecimal = 1
	}
	nRemainder := utf8.RuneCountInString(p.remainder)
	nonDigits := nSign + len(p.prefix) + nDecimal + nRemainder

	var sep byte
	if spec.Grouping != 0 {
		sep = spec.Grouping
	} else {
		group = 0
	}
	minWidth := 0
	if spec.Fill == '0' && align == '=' {
		minWidth = spec.Width - nonDigits
	}
	if minWidth > MaxResultLen || spec.Width > MaxResultLen {
		return "", errTooLong()
	}
	nGrouped := 0
	if len(p.digits) > 0 {
		nGrouped = groupedLen(len(p.digits), minWidth, group)
	}
	lpad, spad, rpad := 0, 0, 0
	if pad := spec.Width - (nonDigits + nGrouped); pad > 0 {
		switch align {
		case '<':
			rpad = pad
		case '^':
			lpad = pad / 2
			rpad = pad - lpad
		case '=':
			spad = pad
		default:
			lpad = pad
		}
	}
	fillLen := runeLen(spec.Fill)
	size := (lpad+spad+rpad)*fillLen + nSign + len(p.prefix) + nGrouped + nDecimal + len(p.remainder)
	var b strings.Builder
	b.Grow(size)
	writeFill(&b, spec.Fill, lpad)
	if signChar != 0 {
		b.WriteByte(signChar)
	}
	b.WriteString(p.prefix)
	writeFill(&b, spec.Fill, spad)
	if len(p.digits) > 0 {
		writeGrouped(&b, p.digits, nGrouped, minWidth, group, sep)
	}
	if p.decimal {
		b.WriteByte('.')
	}
	b.WriteString(p.remainder)
	writeFill(&b, spec.Fill, rpad)
	return b.String(), nil
}

func writeFill(b *strings.Builder, fill rune, n int) {
	if n <= 0 {
		return
	}
	if fill < utf8.RuneSelf {
		for ; n > 0; n-- {
			b.WriteByte(byte(fill))
		}
		return
	}
	var enc [4]byte
	e := appendRune(enc[:0], fill)
	for ; n > 0; n-- {
		b.Write(e)
	}
}

// groupedLen returns the length of nDigits digits after inserting a separator
// every group digits (group 0: no separators) and padding with zeros, and
// separators between them, to at least minWidth; it follows CPython's
// _PyUnicode_InsertThousandsGrouping, which can overshoot minWidth by one
// rather than start with a separator.
func groupedLen(nDigits, minWidth, group int) int {
	count := 0
	walkGroups(nDigits, minWidth, group, func(sep bool, zeros, chars int) {
		if sep {
			count++
		}
		count += zeros + chars
	})
	return count
}

// walkGroups calls emit for each group from the right: whether a separator
// precedes it on its right, and how many zeros and digits it holds.
func walkGroups(nDigits, minWidth, group int, emit func(sep bool, zeros, chars int)) {
	minWidth = max(minWidth, 0)
	remaining := nDigits
	useSep := false
	if group > 0 {
		for {
			l := min(group, max(remaining, minWidth, 1))
			zeros := max(0, l-remaining)
			chars := max(0, min(remaining, l))
			emit(useSep, zeros, chars)
			useSep = true
			remaining -= chars
			minWidth -= l
			if remaining <= 0 && minWidth <= 0 {
				return
			}
			minWidth-- // the separator's width
		}
	}
	l := max(remaining, minWidth, 1)
	emit(useSep, max(0, l-remaining), max(0, min(remaining, l)))
}

// writeGrouped writes digits grouped as groupedLen measured (n bytes).
func writeGrouped(b *strings.Builder, digits []byte, n, minWidth, group int, sep byte) {
	var stack [128]byte
	var out []byte
	if n <= len(stack) {
		out = stack[:n]
	} else {
		out = make([]byte, n)
	}
	pos := n
	dpos := len(digits)
	walkGroups(len(digits), minWidth, group, func(useSep bool, zeros, chars int) {
		if useSep {
			pos--
			out[pos] = sep
		}
		pos -= chars
		dpos -= chars
		copy(out[pos:], digits[dpos:dpos+chars])
		for ; zeros > 0; zeros-- {
			pos--
			out[pos] = '0'
		}
	})
	b.Write(out)
}
