package unicodedata

import (
	"errors"
	"fmt"
	"strings"
)

// Version is the Unicode version of the database (unicodedata.unidata_version).
func Version() string { return Unicode14 }

// Category returns the general category ("Lu", "Cn", ...).
func Category(r rune) string { return load().category.get(r) }

// Bidirectional returns the bidirectional class, "" when unassigned.
func Bidirectional(r rune) string { return load().bidi.get(r) }

// EastAsianWidth returns the East Asian width ("W", "Na", "N", ...).
func EastAsianWidth(r rune) string { return load().eaw.get(r) }

// Combining returns the canonical combining class.
func Combining(r rune) int {
	s := load().combining.get(r)
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

// Mirrored reports the bidi-mirrored property as 0 or 1.
func Mirrored(r rune) int {
	if load().mirrored.get(r) == "1" {
		return 1
	}
	return 0
}

// Decimal returns the decimal digit value of r.
func Decimal(r rune) (int, bool) {
	v, ok := load().decimal[r]
	return v, ok
}

// Digit returns the digit value of r.
func Digit(r rune) (int, bool) {
	v, ok := load().digit[r]
	return v, ok
}

// Numeric returns the numeric value of r.
func Numeric(r rune) (float64, bool) {
	v, ok := load().numeric[r]
	return v, ok
}

// Decomposition returns the decomposition mapping as CPython prints it
// ("<compat> 0066 0069"), or "".
func Decomposition(r rune) string { return load().decomposition[r] }

// Name returns the character name of r.
func Name(r rune) (string, bool) {
	d := load()
	d.loadNames()
	if n, ok := d.names[r]; ok {
		return n, true
	}
	for _, a := range d.algo {
		if r >= a.first && r <= a.last {
			if a.prefix == "" {
				return hangulName(r), true
			}
			return fmt.Sprintf("%s%04X", a.prefix, r), true
		}
	}
	return "", false
}

// ErrNameTooLong is returned by Lookup for names longer than CPython reads.
var ErrNameTooLong = errors.New("name too long")

// ErrUndefined is returned by Lookup for unknown names.
var ErrUndefined = errors.New("undefined character name")

// nameMaxLen is CPython's NAME_MAXLEN.
const nameMaxLen = 256

// Lookup returns the character (or named sequence) called name, as
// unicodedata.lookup does: names, aliases and sequences match without
// regard to ASCII case; Hangul syllables and CJK unified ideographs only
// in upper case.
func Lookup(name string) (string, error) {
	if len(name) > nameMaxLen {
		return "", ErrNameTooLong
	}
	d := load()
	d.loadNames()
	upper := strings.ToUpper(name)
	if isASCII(name) {
		if s, ok := d.byName[upper]; ok {
			return s, nil
		}
	}
	if r, ok := d.lookupAlgorithmic(name, upper); ok {
		return string(r), nil
	}
	return "", ErrUndefined
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func (d *database) lookupAlgorithmic(name, upper string) (rune, bool) {
	if rest, ok := strings.CutPrefix(name, "HANGUL SYLLABLE "); ok {
		return hangulLookup(rest)
	}
	for _, a := range d.algo {
		if a.prefix == "" {
			continue
		}
		subject := upper
		if a.prefix == "CJK UNIFIED IDEOGRAPH-" {
			subject = name // matched case-sensitively, as CPython does
		}
		hex, ok := strings.CutPrefix(subject, a.prefix)
		if !ok || len(hex) < 4 || len(hex) > 5 {
			continue
		}
		var v rune
		valid := true
		for _, c := range hex {
			switch {
			case c >= '0' && c <= '9':
				v = v*16 + c - '0'
			case c >= 'A' && c <= 'F':
				v = v*16 + c - 'A' + 10
			default:
				valid = false
			}
		}
		if !valid || a.prefix != "CJK UNIFIED IDEOGRAPH-" && hex != fmt.Sprintf("%04X", v) {
			continue
		}
		for _, b := range d.algo {
			if b.prefix == a.prefix && v >= b.first && v <= b.last {
				return v, true
			}
		}
	}
	return 0, false
}

// Hangul syllable names are built from the short names of their jamo.
const (
	hangulBase   = 0xAC00
	hangulLCount = 19
	hangulVCount = 21
	hangulTCount = 28
	hangulNCount = hangulVCount * hangulTCount
	hangulCount  = hangulLCount * hangulNCount
)

var (
	jamoL = [...]string{"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H"}
	jamoV = [...]string{"A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"}
	jamoT = [...]string{"", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"}
)

func hangulName(r rune) string {
	s := int(r - hangulBase)
	return "HANGUL SYLLABLE " + jamoL[s/hangulNCount] + jamoV[s%hangulNCount/hangulTCount] + jamoT[s%hangulTCount]
}

// hangulLookup parses the jamo part of a syllable name, longest jamo first
// at each position like CPython's find_syllable.
func hangulLookup(s string) (rune, bool) {
	l, n := longestJamo(s, jamoL[:])
	s = s[n:]
	v, n := longestJamo(s, jamoV[:])
	if v < 0 {
		return 0, false
	}
	s = s[n:]
	t, n := longestJamo(s, jamoT[:])
	if l < 0 || t < 0 || n != len(s) {
		return 0, false
	}
	return rune(hangulBase + (l*hangulVCount+v)*hangulTCount + t), true
}

func longestJamo(s string, names []string) (index, length int) {
	index, length = -1, -1
	for i, n := range names {
		if len(n) > length && strings.HasPrefix(s, n) {
			index, length = i, len(n)
		}
	}
	if length < 0 {
		return -1, 0
	}
	return index, length
}
