package pyfmt

import (
	"math"
	"unicode/utf8"
)

// Spec is a parsed format specification (the mini-language of format() and
// f-strings): [[fill]align][sign][z][#][0][width][grouping][.precision][type].
// Build one with ParseSpec or DefaultSpec; the zero value is not the empty spec
// (its Precision 0 means ".0" and its Fill is NUL).
type Spec struct {
	Fill      rune // padding rune: ' ' unless given, '0' for the '0' flag without an explicit fill
	Align     byte // '<', '>', '^', '=' or 0 when not given (each type has its default)
	Sign      byte // '+', '-', ' ' or 0
	NoNegZero bool // 'z' (new in 3.11): negative zero results lose their sign (floats only)
	Alt       bool // '#'
	Zero      bool // the '0' flag before the width
	Width     int  // minimum width in code points, -1 if absent
	Grouping  byte // ',', '_' or 0
	Precision int  // -1 if absent
	Type      byte // presentation type, 0 if absent (see typeChar for non-ASCII types)

	// rawType holds a type character Type cannot: NUL or non-ASCII.
	rawType    rune
	hasRawType bool
}

// DefaultSpec returns the spec of the empty format string.
func DefaultSpec() Spec {
	return Spec{Fill: ' ', Width: -1, Precision: -1}
}

// typeChar returns the presentation type character and whether one was given.
func (s Spec) typeChar() (rune, bool) {
	if s.hasRawType {
		return s.rawType, true
	}
	return rune(s.Type), s.Type != 0
}

// ParseSpec parses a format specification. Errors name no object type; use
// ParseSpecFor to get CPython's full "Invalid format specifier" message.
func ParseSpec(spec string) (Spec, error) {
	return ParseSpecFor(spec, "")
}

// ParseSpecFor parses a format specification for an object of the given Python
// type name (used only in the "Invalid format specifier" message). It applies
// the checks CPython makes before looking at the object: the syntax, and
// whether ',' or '_' suit an explicitly given type. A type the object does not
// support is reported by the Format functions.
func ParseSpecFor(spec, typeName string) (Spec, error) {
	s := DefaultSpec()
	var stack [32]rune
	runes := stack[:0]
	for i := 0; i < len(spec); {
		r, n := decodeRune(spec, i)
		runes = append(runes, r)
		i += n
	}
	pos, end := 0, len(runes)
	fillGiven := false
	if end-pos >= 2 && isAlign(runes[pos+1]) {
		s.Fill, s.Align = runes[pos], byte(runes[pos+1])
		fillGiven = true
		pos += 2
	} else if end-pos >= 1 && isAlign(runes[pos]) {
		s.Align = byte(runes[pos])
		pos++
	}
	if pos < end && (runes[pos] == '+' || runes[pos] == '-' || runes[pos] == ' ') {
		s.Sign = byte(runes[pos])
		pos++
	}
	if pos < end && runes[pos] == 'z' {
		s.NoNegZero = true
		pos++
	}
	if pos < end && runes[pos] == '#' {
		s.Alt = true
		pos++
	}
	if !fillGiven && pos < end && runes[pos] == '0' {
		// Zero padding; numbers also default to '=' alignment then, which
		// the formatters apply when Align is unset.
		s.Fill = '0'
		s.Zero = true
		pos++
	}
	width, n, err := specInteger(runes[pos:])
	if err != nil {
		return s, err
	}
	if n > 0 {
		s.Width = width
		pos += n
	}
	if pos < end && runes[pos] == ',' {
		s.Grouping = ','
		pos++
	}
	if pos < end && runes[pos] == '_' {
		if s.Grouping != 0 {
			return s, valueErrorf("Cannot specify both ',' and '_'.")
		}
		s.Grouping = '_'
		pos++
	}
	if pos < end && runes[pos] == ',' && s.Grouping == '_' {
		return s, valueErrorf("Cannot specify both ',' and '_'.")
	}
	if pos < end && runes[pos] == '.' {
		pos++
		prec, n, err := specInteger(runes[pos:])
		if err != nil {
			return s, err
		}
		if n == 0 {
			return s, valueErrorf("Format specifier missing precision")
		}
		s.Precision = prec
		pos += n
	}
	if end-pos > 1 {
		if typeName == "" {
			return s, valueErrorf("Invalid format specifier '%s'", spec)
		}
		return s, valueErrorf("Invalid format specifier '%s' for object of type '%s'", spec, typeName)
	}
	if end-pos == 1 {
		t := runes[pos]
		if t == 0 || t >= utf8.RuneSelf {
			s.rawType, s.hasRawType = t, true
		} else {
			s.Type = byte(t)
		}
	}
	if s.Grouping != 0 {
		if t, ok := s.typeChar(); ok {
			if err := checkGroupingType(s.Grouping, t); err != nil {
				return s, err
			}
		}
	}
	return s, nil
}

func isAlign(r rune) bool { return r == '<' || r == '>' || r == '=' || r == '^' }

// checkGroupingType reports whether a thousands separator suits a type, with
// CPython's message when it does not.
func checkGroupingType(sep byte, t rune) error {
	switch t {
	case 'd', 'e', 'f', 'g', 'E', 'G', '%', 'F':
		return nil
	case 'b', 'o', 'x', 'X':
		if sep == '_' {
			return nil
		}
	}
	return valueErrorf("Cannot specify '%c' with %s.", sep, quoteTypeChar(t))
}

// quoteTypeChar renders a type character the way CPython's messages do: 'c'
// for printable ASCII, '\xNN' (unpadded hex) otherwise.
func quoteTypeChar(t rune) string {
	if t > 32 && t < 128 {
		return "'" + string(t) + "'"
	}
	return "'\\x" + lowerHex(uint64(t)) + "'"
}

func lowerHex(v uint64) string {
	const hexDigits = "0123456789abcdef"
	var b [16]byte
	i := len(b)
	for {
		i--
		b[i] = hexDigits[v&15]
		v >>= 4
		if v == 0 {
			break
		}
	}
	return string(b[i:])
}

// specInteger reads a run of decimal digits (any Unicode decimal digits, as
// CPython accepts) and returns the value and the number of runes consumed.
func specInteger(runes []rune) (int, int, error) {
	v := 0
	n := 0
	for _, r := range runes {
		d := DecimalValue(r)
		if d < 0 {
			break
		}
		if v > (math.MaxInt64-d)/10 {
			return 0, 0, valueErrorf("Too many decimal digits in format string")
		}
		v = v*10 + d
		n++
	}
	return v, n, nil
}

// unknownFormatCode is CPython's error for a type an object does not support.
func unknownFormatCode(t rune, typeName string) error {
	return valueErrorf("Unknown format code %s for object of type '%s'", quoteTypeChar(t), typeName)
}
