package pyfmt

import "unicode"

// Per-rune predicates with the definitions CPython's str methods use. They
// take Go's Unicode tables as the base (see the package doc for the version
// difference) and add what those tables lack.

// IsPrintable reports whether Python's str.isprintable() holds for r: every
// character is printable except those in categories Cc, Cf, Cs, Co, Cn, Zl, Zp
// and Zs, the ASCII space excepted. repr() escapes the non-printable ones.
func IsPrintable(r rune) bool {
	if r < 0x7F {
		return r >= ' '
	}
	if r < 0xA1 {
		return false // DEL, C1 controls and NO-BREAK SPACE
	}
	return unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S) && assigned(r)
}

// IsSpace reports whether Python's str.isspace() holds for r: bidirectional
// class WS, B or S, or category Zs. Unlike Go's unicode.IsSpace it includes the
// information separators U+001C..U+001F.
func IsSpace(r rune) bool {
	switch {
	case r <= ' ':
		return r == ' ' || (r >= '\t' && r <= '\r') || (r >= 0x1C && r <= 0x1F)
	case r < 0x85:
		return false
	}
	switch r {
	case 0x85, 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
		return true
	}
	return r >= 0x2000 && r <= 0x200A
}

// IsDecimal reports whether Python's str.isdecimal() holds for r: category Nd.
func IsDecimal(r rune) bool {
	if r < 0x80 {
		return r >= '0' && r <= '9'
	}
	return unicode.Is(unicode.Nd, r) && assigned(r)
}

// DecimalValue returns the value of the decimal digit r (category Nd), or -1.
// int(), float() and format-spec widths accept any such digit.
func DecimalValue(r rune) int {
	if r < 0x80 {
		if r >= '0' && r <= '9' {
			return int(r - '0')
		}
		return -1
	}
	if !assigned(r) {
		return -1
	}
	// Unicode encodes every decimal digit set as ten consecutive code points
	// starting at zero, and the Nd table's ranges start at such a zero.
	for _, rg := range unicode.Nd.R16 {
		if r < rune(rg.Lo) {
			return -1
		}
		if r <= rune(rg.Hi) {
			return int(r-rune(rg.Lo)) % 10
		}
	}
	for _, rg := range unicode.Nd.R32 {
		if r < rune(rg.Lo) {
			return -1
		}
		if r <= rune(rg.Hi) {
			return int(r-rune(rg.Lo)) % 10
		}
	}
	return -1
}

// IsDigit reports whether Python's str.isdigit() holds for r: Numeric_Type
// Decimal or Digit, that is Nd plus digits such as superscripts and circled
// digits (listed in digitExtra, from CPython 3.11's Unicode 14 data).
func IsDigit(r rune) bool {
	return IsDecimal(r) || inRanges(digitExtra, r)
}

// IsNumeric reports whether Python's str.isnumeric() holds for r: any
// Numeric_Type, which adds fractions, Roman numerals and CJK numeral
// ideographs (numericExtra) to IsDigit.
func IsNumeric(r rune) bool {
	return IsDigit(r) || inRanges(numericExtra, r)
}

// IsAlpha reports whether Python's str.isalpha() holds for r: categories Lu,
// Ll, Lt, Lm and Lo.
func IsAlpha(r rune) bool {
	if r < 0x80 {
		return (r|0x20) >= 'a' && (r|0x20) <= 'z'
	}
	return unicode.IsLetter(r) && assigned(r)
}

// IsAlnum reports whether Python's str.isalnum() holds for r.
func IsAlnum(r rune) bool {
	return IsAlpha(r) || IsNumeric(r)
}

// IsLower reports whether r has the Lowercase property (Ll and
// Other_Lowercase), which str.islower() tests.
func IsLower(r rune) bool {
	if r < 0x80 {
		return r >= 'a' && r <= 'z'
	}
	return (unicode.IsLower(r) || unicode.Is(unicode.Other_Lowercase, r)) && assigned(r) && !inRanges(lowercase15, r)
}

// IsUpper reports whether r has the Uppercase property (Lu and
// Other_Uppercase), which str.isupper() tests.
func IsUpper(r rune) bool {
	if r < 0x80 {
		return r >= 'A' && r <= 'Z'
	}
	return (unicode.IsUpper(r) || unicode.Is(unicode.Other_Uppercase, r)) && assigned(r)
}

// IsTitle reports whether r is a titlecase letter (category Lt).
func IsTitle(r rune) bool {
	return r >= 0x80 && unicode.IsTitle(r) && assigned(r)
}

// IsCased reports whether r has the Cased property: Lowercase, Uppercase or Lt.
func IsCased(r rune) bool {
	return IsLower(r) || IsUpper(r) || IsTitle(r)
}

// IsCaseIgnorable reports whether r has the Case_Ignorable property: Mn, Me,
// Cf, Lm, Sk, or Word_Break MidLetter, MidNumLet or Single_Quote. It matters
// for the final-sigma rule of lower().
func IsCaseIgnorable(r rune) bool {
	switch r {
	case '\'', '.', ':', '^', '`', 0xA8, 0xAD, 0xAF, 0xB4, 0xB7, 0xB8,
		0x387, 0x55F, 0x5F4, 0x2018, 0x2019, 0x2024, 0x2027,
		0xFE13, 0xFE52, 0xFE55, 0xFF07, 0xFF0E, 0xFF1A:
		return true
	}
	if r < 0x80 {
		return false
	}
	return unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Lm, unicode.Sk) && assigned(r)
}

// IsXIDStart reports whether r may start a Python identifier: XID_Start or '_'.
// XID_Start is derived from Go's tables (letters, Nl, Other_ID_Start, minus
// pattern characters) with the NFKC exceptions listed in xid.go.
func IsXIDStart(r rune) bool {
	if r < 0x80 {
		return r == '_' || (r|0x20) >= 'a' && (r|0x20) <= 'z'
	}
	return idStart(r) && !inRanges(xidStartExcluded, r) && assigned(r)
}

// IsXIDContinue reports whether r may continue a Python identifier.
func IsXIDContinue(r rune) bool {
	if r < 0x80 {
		return r == '_' || (r >= '0' && r <= '9') || (r|0x20) >= 'a' && (r|0x20) <= 'z'
	}
	if inRanges(xidContinueExcluded, r) || !assigned(r) {
		return false
	}
	return idStart(r) || unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc, unicode.Other_ID_Continue) &&
		!unicode.In(r, unicode.Pattern_Syntax, unicode.Pattern_White_Space)
}

// idStart is Unicode's ID_Start for non-ASCII r.
func idStart(r rune) bool {
	return unicode.In(r, unicode.L, unicode.Nl, unicode.Other_ID_Start) &&
		!unicode.In(r, unicode.Pattern_Syntax, unicode.Pattern_White_Space)
}

// IsIdentifier reports whether Python's str.isidentifier() holds for s.
func IsIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); {
		r, n := decodeRune(s, i)
		if i == 0 && !IsXIDStart(r) || i > 0 && !IsXIDContinue(r) {
			return false
		}
		i += n
	}
	return true
}

// assigned reports whether r was assigned in Unicode 14.0, the version
// CPython 3.11 knows; Go's tables are newer.
func assigned(r rune) bool {
	return !inRanges(unassigned14, r)
}

// runeRange is an inclusive range of code points.
type runeRange struct{ lo, hi rune }

// inRanges reports whether r is in the sorted, disjoint ranges rs.
func inRanges(rs []runeRange, r rune) bool {
	lo, hi := 0, len(rs)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch {
		case r < rs[m].lo:
			hi = m
		case r > rs[m].hi:
			lo = m + 1
		default:
			return true
		}
	}
	return false
}
