package re

import (
	"unicode"
)

// Patterns that are one character set repeated (\w+, \d+, [^,]*, .+) or a
// literal string are common and need no backtracking: the leftmost match
// is found by a scan. They skip regexp2, whose per-match set-up costs more
// than the scan itself. The sets use the same definitions the translator
// gives regexp2, so both paths agree.

// simple is a pattern matched by scanning.
type simple struct {
	set      func(rune) bool // one character of the repeat; nil for a literal
	min, max int64
	lazy     bool
	literal  []rune
}

// simplePattern returns the scanning matcher for p, or nil when p needs
// the engine.
func simplePattern(p *parsed) *simple {
	if p.flags&flagIgnoreCase != 0 || p.groups > 0 || len(p.seq) == 0 {
		return nil
	}
	asciiOnly := ascii(p.flags)
	dotAll := p.flags&flagDotAll != 0
	if lit := literalRun(p.seq); lit != nil {
		return &simple{literal: lit}
	}
	if len(p.seq) != 1 {
		return nil
	}
	n := p.seq[0]
	s := &simple{min: 1, max: 1}
	if n.kind == nRepeat {
		if len(n.sub) != 1 {
			return nil
		}
		s.min, s.max, s.lazy = n.min, n.max, n.rep == repLazy
		n = n.sub[0]
	}
	switch n.kind {
	case nLiteral:
		c := n.ch
		s.set = func(r rune) bool { return r == c }
	case nAny:
		s.set = func(r rune) bool { return dotAll || r != '\n' }
	case nIn:
		s.set = classFunc(n.items, n.negate, asciiOnly)
	default:
		return nil
	}
	return s
}

// literalRun returns the characters of a pattern made only of literals.
func literalRun(seq []*node) []rune {
	lit := make([]rune, 0, len(seq))
	for _, n := range seq {
		if n.kind != nLiteral {
			return nil
		}
		lit = append(lit, n.ch)
	}
	return lit
}

// classFunc returns membership in a Python character set.
func classFunc(items []classItem, negate, asciiOnly bool) func(rune) bool {
	items = append([]classItem(nil), items...)
	return func(r rune) bool {
		in := false
		for _, it := range items {
			if it.cat == 0 {
				if r >= it.lo && r <= it.hi {
					in = true
					break
				}
				continue
			}
			if categoryHas(it.cat, r, asciiOnly) {
				in = true
				break
			}
		}
		return in != negate
	}
}

func isASCIIWord(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_'
}

// categoryHas tests \d \s \w and their negations, as uniWord, uniDigit,
// uniSpace (or their ASCII forms) define them.
func categoryHas(cat byte, r rune, asciiOnly bool) bool {
	var in bool
	switch cat {
	case 'd', 'D':
		in = r >= '0' && r <= '9' || !asciiOnly && r >= 0x80 && unicode.Is(unicode.Nd, r)
	case 's', 'S':
		if asciiOnly {
			in = r == ' ' || r >= '\t' && r <= '\r'
		} else {
			in = isPySpace(r)
		}
	default:
		in = isASCIIWord(r) || !asciiOnly && r >= 0x80 && (unicode.IsLetter(r) || unicode.Is(unicode.N, r))
	}
	return in != (cat == 'D' || cat == 'S' || cat == 'W')
}

// isPySpace is the uniSpace set.
func isPySpace(r rune) bool {
	switch {
	case r >= '\t' && r <= '\r', r >= 0x1c && r <= 0x20, r == 0x85, r == 0xa0, r == 0x1680,
		r >= 0x2000 && r <= 0x200a, r == 0x2028, r == 0x2029, r == 0x202f, r == 0x205f, r == 0x3000:
		return true
	}
	return false
}

// scanText is what the scanner reads: an ASCII string, whose bytes are
// its code points, or code points.
type scanText struct {
	ascii string
	runes []rune
}

func (t scanText) len() int {
	if t.runes != nil {
		return len(t.runes)
	}
	return len(t.ascii)
}

func (t scanText) at(i int) rune {
	if t.runes != nil {
		return t.runes[i]
	}
	return rune(t.ascii[i])
}

// exec runs variant v of a simple pattern, filling spans[0:2].
func (s *simple) exec(v variant, text scanText, pos int, spans []int) bool {
	if s.literal != nil {
		return s.execLiteral(v, text, pos, spans)
	}
	n := text.len()
	// run returns how many characters from p are in the set, up to max.
	run := func(p int) int64 {
		var k int64
		for p < n && k < s.max && s.set(text.at(p)) {
			p++
			k++
		}
		return k
	}
	switch v {
	case vMatch, vFullMatch:
		r := run(pos)
		if r < s.min {
			return false
		}
		if v == vFullMatch {
			if int64(n-pos) != r {
				return false
			}
		} else if s.lazy {
			r = s.min
		}
		spans[0], spans[1] = pos, pos+int(r)
		return true
	}
	for p := pos; p <= n; {
		r := run(p)
		need := s.min
		if v == vAdvance && p == pos && need == 0 {
			need = 1 // an empty match at pos is refused
		}
		if r >= need {
			if s.lazy {
				r = need
			}
			spans[0], spans[1] = p, p+int(r)
			return true
		}
		// no start inside the run can do better
		p += int(r) + 1
	}
	return false
}

func (s *simple) execLiteral(v variant, text scanText, pos int, spans []int) bool {
	lit := s.literal
	n := text.len()
	at := func(p int) bool {
		if p+len(lit) > n {
			return false
		}
		for i, c := range lit {
			if text.at(p+i) != c {
				return false
			}
		}
		return true
	}
	switch v {
	case vMatch, vFullMatch:
		if !at(pos) || v == vFullMatch && pos+len(lit) != n {
			return false
		}
		spans[0], spans[1] = pos, pos+len(lit)
		return true
	}
	for p := pos; p+len(lit) <= n; p++ {
		if text.at(p) == lit[0] && at(p) {
			spans[0], spans[1] = p, p+len(lit)
			return true
		}
	}
	return false
}
