package re

import (
	"regexp/syntax"
	"unicode"
	"unicode/utf8"
)

// startBytes marks the bytes a match can start with: a search skips to
// the next such byte before it asks Go's regexp, whose unanchored search
// otherwise starts a thread at every position. For \b(ERROR|WARN)\b that
// is the difference between scanning for E and W and running the machine
// over every character.
type startBytes [256]bool

// startBytesOf returns the start bytes of a parsed pattern, or nil
// when a match can be empty or start almost anywhere.
func startBytesOf(re *syntax.Regexp) *startBytes {
	set, nullable, ok := firstRunes(re)
	if !ok || nullable {
		return nil
	}
	var sb startBytes
	n := 0
	mark := func(b byte) {
		if !sb[b] {
			sb[b] = true
			n++
		}
	}
	for _, r := range set.normalize() {
		for c := r.lo; c <= min(r.hi, utf8.RuneSelf-1); c++ {
			mark(byte(c))
		}
		if r.hi >= utf8.RuneSelf {
			// the lead bytes of the multi-byte encodings in the range
			first := utf8.AppendRune(nil, max(r.lo, utf8.RuneSelf))[0]
			last := utf8.AppendRune(nil, min(r.hi, unicode.MaxRune))[0]
			for b := int(first); b <= int(last); b++ {
				mark(byte(b))
			}
		}
	}
	if n > 128 {
		return nil // too many starts to be worth a scan
	}
	return &sb
}

// next returns the first offset at or after b of a start byte in s, or -1.
func (sb *startBytes) next(s string, b int) int {
	for i := b; i < len(s); i++ {
		if sb[s[i]] {
			return i
		}
	}
	return -1
}

// firstRunes returns the characters a match of re can start with and
// whether it can be empty; ok is false for what the function does not
// know.
func firstRunes(re *syntax.Regexp) (set runeSet, nullable, ok bool) {
	switch re.Op {
	case syntax.OpNoMatch:
		return nil, false, true
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return nil, true, true
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return nil, false, false
		}
		if len(re.Rune) == 0 {
			return nil, true, true
		}
		return runeSet{{re.Rune[0], re.Rune[0]}}, false, true
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			set = append(set, runeRange{re.Rune[i], re.Rune[i+1]})
		}
		return set, false, true
	case syntax.OpAnyChar:
		return runeSet{{0, unicode.MaxRune}}, false, true
	case syntax.OpAnyCharNotNL:
		return runeSet{{0, '\n' - 1}, {'\n' + 1, unicode.MaxRune}}, false, true
	case syntax.OpCapture, syntax.OpPlus:
		return firstRunes(re.Sub[0])
	case syntax.OpStar, syntax.OpQuest:
		set, _, ok = firstRunes(re.Sub[0])
		return set, true, ok
	case syntax.OpRepeat:
		set, nullable, ok = firstRunes(re.Sub[0])
		return set, nullable || re.Min == 0, ok
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			s, n, ok := firstRunes(sub)
			if !ok {
				return nil, false, false
			}
			set = append(set, s...)
			if !n {
				return set, false, true
			}
		}
		return set, true, true
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			s, n, ok := firstRunes(sub)
			if !ok {
				return nil, false, false
			}
			set = append(set, s...)
			nullable = nullable || n
		}
		return set, nullable, true
	}
	return nil, false, false
}

// sepBytes marks the ASCII characters no match can contain and whose
// presence just after a match changes nothing Go's regexp tests there: a
// search only needs the text up to the next of them, a window short
// enough for Go's backtracker instead of its much slower NFA. For most
// patterns "\n" is one, for [\w.]+@[\w.]+ also the space and the comma.
type sepBytes [utf8.RuneSelf]bool

// sepBytesOf returns the separators of a parsed pattern, or nil when
// there are none.
func sepBytesOf(re *syntax.Regexp) *sepBytes {
	var alphabet runeSet
	var lines, words bool
	var walk func(re *syntax.Regexp) bool
	walk = func(re *syntax.Regexp) bool {
		switch re.Op {
		case syntax.OpLiteral:
			if re.Flags&syntax.FoldCase != 0 {
				return false
			}
			for _, c := range re.Rune {
				alphabet = append(alphabet, runeRange{c, c})
			}
		case syntax.OpCharClass:
			for i := 0; i+1 < len(re.Rune); i += 2 {
				alphabet = append(alphabet, runeRange{re.Rune[i], re.Rune[i+1]})
			}
		case syntax.OpAnyChar:
			return false
		case syntax.OpAnyCharNotNL:
			alphabet = append(alphabet, runeRange{0, '\n' - 1}, runeRange{'\n' + 1, unicode.MaxRune})
		case syntax.OpBeginLine, syntax.OpEndLine:
			lines = true // (?m:^) (?m:$) see the window's edge as a line's edge
		case syntax.OpWordBoundary, syntax.OpNoWordBoundary:
			words = true // \b \B see it as a non-word character
		case syntax.OpBeginText, syntax.OpEndText:
			return false
		}
		for _, sub := range re.Sub {
			if !walk(sub) {
				return false
			}
		}
		return true
	}
	if !walk(re) {
		return nil
	}
	alphabet = alphabet.normalize()
	var sb sepBytes
	found := false
	for c := rune(0); c < utf8.RuneSelf; c++ {
		if alphabet.has(c) || lines && c != '\n' || words && isASCIIWord(c) {
			continue
		}
		sb[c], found = true, true
	}
	if !found {
		return nil
	}
	return &sb
}

// requiredByte returns an ASCII character every match of a parsed pattern
// contains, preferring punctuation (rarer in text than letters),
// or 0 when it finds none. A windowed search skips the windows without it.
func requiredByte(re *syntax.Regexp) byte {
	var found []byte
	var walk func(re *syntax.Regexp)
	walk = func(re *syntax.Regexp) {
		switch re.Op {
		case syntax.OpLiteral:
			if re.Flags&syntax.FoldCase == 0 {
				for _, c := range re.Rune {
					if c < utf8.RuneSelf {
						found = append(found, byte(c))
					}
				}
			}
		case syntax.OpCapture, syntax.OpPlus, syntax.OpConcat:
			for _, sub := range re.Sub {
				walk(sub)
			}
		case syntax.OpRepeat:
			if re.Min >= 1 {
				walk(re.Sub[0])
			}
		}
	}
	walk(re)
	for _, c := range found {
		if !isASCIIWord(rune(c)) && c != ' ' {
			return c
		}
	}
	if len(found) > 0 {
		return found[0]
	}
	return 0
}

// contextFree reports whether nothing in a parsed pattern looks at the
// text before the position it is tested at (^ \A \b \B).
func contextFree(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpBeginLine, syntax.OpBeginText, syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return false
	}
	for _, sub := range re.Sub {
		if !contextFree(sub) {
			return false
		}
	}
	return true
}
