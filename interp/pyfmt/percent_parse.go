package pyfmt

import "math"

// PercentSpec is one printf-style conversion of str % args:
// %[(key)][flags][width][.precision][length]verb.
type PercentSpec struct {
	Key    string // the mapping key of %(key)s
	HasKey bool
	Minus  bool // '-': left-justify
	Plus   bool // '+': always a sign
	Space  bool // ' ': a space for positive numbers
	Alt    bool // '#': 0o/0x/0X prefixes, keep the point in floats
	Zero   bool // '0': pad numbers with zeros
	Width  int  // -1 if absent
	Prec   int  // -1 if absent
	Verb   rune // the conversion character
	// Literal marks "%%" (a '%' right after the '%'), which takes no argument.
	Literal bool
	// Index is the code-point index of Verb in the format string, set for an
	// unsupported verb so the error can name it.
	Index int
}

// NewPercentSpec returns a spec with no flags, width or precision.
func NewPercentSpec(verb rune) PercentSpec {
	return PercentSpec{Width: -1, Prec: -1, Verb: verb}
}

// ParsePercent parses the conversion whose '%' ends just before format[pos]
// and returns it and the byte position after it. star is called for a '*'
// width (isPrec false) or precision (true) to take the next argument as an
// int, in CPython's order, so its errors ("* wants int", "not enough
// arguments for format string") surface where CPython raises them; it may be
// nil when the caller has no arguments to give. hasMapping says whether the
// right operand is a mapping, required by %(key).
func ParsePercent(format string, pos int, hasMapping bool, star func(isPrec bool) (int, error)) (PercentSpec, int, error) {
	spec := NewPercentSpec(0)
	n := len(format)
	if pos < n && format[pos] == '%' {
		spec.Verb, spec.Literal = '%', true
		return spec, pos + 1, nil
	}
	if pos < n && format[pos] == '(' {
		if !hasMapping {
			return spec, pos, typeErrorf("format requires a mapping")
		}
		depth := 1
		start := pos + 1
		i := start
		for ; i < n && depth > 0; i++ {
			switch format[i] {
			case ')':
				depth--
			case '(':
				depth++
			}
		}
		if depth > 0 {
			return spec, i, valueErrorf("incomplete format key")
		}
		spec.Key, spec.HasKey = format[start:i-1], true
		pos = i
	}
	// ch is the current character; CPython reads it ahead of each step.
	ch, size := rune(-1), 0
	next := func() bool {
		if pos >= n {
			ch = -1
			return false
		}
		ch, size = decodeRune(format, pos)
		pos += size
		return true
	}
flags:
	for next() {
		switch ch {
		case '-':
			spec.Minus = true
		case '+':
			spec.Plus = true
		case ' ':
			spec.Space = true
		case '#':
			spec.Alt = true
		case '0':
			spec.Zero = true
		default:
			break flags
		}
	}
	if ch == -1 {
		return spec, pos, errIncompleteFormat()
	}
	switch {
	case ch == '*':
		w, err := callStar(star, false)
		if err != nil {
			return spec, pos, err
		}
		if w < 0 {
			spec.Minus = true
			w = -w
		}
		spec.Width = w
		if !next() {
			return spec, pos, errIncompleteFormat()
		}
	case ch >= '0' && ch <= '9':
		w := int(ch - '0')
		for next() && ch >= '0' && ch <= '9' {
			if w > (math.MaxInt64-int(ch-'0'))/10 {
				return spec, pos, valueErrorf("width too big")
			}
			w = w*10 + int(ch-'0')
		}
		spec.Width = w
		if ch == -1 {
			return spec, pos, errIncompleteFormat()
		}
	}
	if ch == '.' {
		spec.Prec = 0
		if !next() {
			return spec, pos, errIncompleteFormat()
		}
		switch {
		case ch == '*':
			p, err := callStar(star, true)
			if err != nil {
				return spec, pos, err
			}
			spec.Prec = max(p, 0)
			if !next() {
				return spec, pos, errIncompleteFormat()
			}
		case ch >= '0' && ch <= '9':
			p := int(ch - '0')
			for next() && ch >= '0' && ch <= '9' {
				if p > (math.MaxInt32-int(ch-'0'))/10 {
					return spec, pos, valueErrorf("precision too big")
				}
				p = p*10 + int(ch-'0')
			}
			spec.Prec = p
			if ch == -1 {
				return spec, pos, errIncompleteFormat()
			}
		}
	}
	if ch == 'h' || ch == 'l' || ch == 'L' {
		if !next() {
			return spec, pos, errIncompleteFormat()
		}
	}
	spec.Verb = ch
	if !knownPercentVerb(ch) {
		spec.Index = runeCount(format[:pos-size])
	}
	return spec, pos, nil
}

func callStar(star func(bool) (int, error), isPrec bool) (int, error) {
	if star == nil {
		return 0, typeErrorf("not enough arguments for format string")
	}
	return star(isPrec)
}

func knownPercentVerb(r rune) bool {
	switch r {
	case 's', 'r', 'a', 'd', 'i', 'u', 'o', 'x', 'X', 'e', 'E', 'f', 'F', 'g', 'G', 'c':
		return true
	}
	return false
}

// unsupportedVerb is CPython's error for an unknown conversion character.
func unsupportedVerb(spec PercentSpec) error {
	shown := spec.Verb
	if shown < 31 || shown > 126 {
		shown = '?'
	}
	return valueErrorf("unsupported format character '%c' (0x%x) at index %d", shown, spec.Verb, spec.Index)
}

// errIncompleteFormat is built only when needed: formatting is hot.
func errIncompleteFormat() *Error { return valueErrorf("incomplete format") }
