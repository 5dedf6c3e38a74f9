package re

import (
	"slices"
	"sort"
	"unicode"

	"github.com/mcpython/mcpython/internal/lazy"
)

// runeSet is a set of code points as sorted, disjoint, non-adjacent
// inclusive ranges. The RE2 translator builds a character set this way
// when Go's class syntax cannot say it directly (a negated category mixed
// with other members, Python's case folding).
type runeSet []runeRange

type runeRange struct{ lo, hi rune }

// normalize sorts and merges the ranges.
func (s runeSet) normalize() runeSet {
	if len(s) < 2 {
		return s
	}
	slices.SortFunc(s, func(a, b runeRange) int { return int(a.lo - b.lo) })
	out := s[:1]
	for _, r := range s[1:] {
		last := &out[len(out)-1]
		if r.lo <= last.hi+1 {
			last.hi = max(last.hi, r.hi)
			continue
		}
		out = append(out, r)
	}
	return out
}

// has reports whether c is in the (normalized) set.
func (s runeSet) has(c rune) bool {
	i := sort.Search(len(s), func(i int) bool { return s[i].hi >= c })
	return i < len(s) && s[i].lo <= c
}

// complement returns every code point not in the (normalized) set.
func (s runeSet) complement() runeSet {
	var out runeSet
	next := rune(0)
	for _, r := range s {
		if r.lo > next {
			out = append(out, runeRange{next, r.lo - 1})
		}
		next = r.hi + 1
	}
	if next <= unicode.MaxRune {
		out = append(out, runeRange{next, unicode.MaxRune})
	}
	return out
}

// without returns the (normalized) set minus the sorted points.
func (s runeSet) without(points []rune) runeSet {
	var out runeSet
	for _, r := range s {
		i := sort.Search(len(points), func(i int) bool { return points[i] >= r.lo })
		lo := r.lo
		for ; i < len(points) && points[i] <= r.hi; i++ {
			if points[i] > lo {
				out = append(out, runeRange{lo, points[i] - 1})
			}
			lo = points[i] + 1
		}
		if lo <= r.hi {
			out = append(out, runeRange{lo, r.hi})
		}
	}
	return out
}

// tableSet returns the code points of Unicode range tables.
func tableSet(tables ...*unicode.RangeTable) runeSet {
	var s runeSet
	for _, t := range tables {
		for _, r := range t.R16 {
			for c := rune(r.Lo); c <= rune(r.Hi); c += rune(r.Stride) {
				s = appendRune(s, c, uint32(r.Stride))
			}
		}
		for _, r := range t.R32 {
			for c := rune(r.Lo); c <= rune(r.Hi); c += rune(r.Stride) {
				s = appendRune(s, c, r.Stride)
			}
		}
	}
	return s.normalize()
}

// appendRune adds c, extending the last range when the stride is 1.
func appendRune(s runeSet, c rune, stride uint32) runeSet {
	if stride == 1 && len(s) > 0 && s[len(s)-1].hi == c-1 {
		s[len(s)-1].hi = c
		return s
	}
	return append(s, runeRange{c, c})
}

// categoryRuneSet returns the positive form of a category (\d, \s, \w) as
// the translators define it (uniWord, uniDigit, uniSpace or the ASCII sets).
func categoryRuneSet(cat byte, asciiOnly bool) runeSet {
	switch cat {
	case 'd', 'D':
		if asciiOnly {
			return runeSet{{'0', '9'}}
		}
		return append(runeSet{{'0', '9'}}, tableSet(unicode.Nd)...).normalize()
	case 's', 'S':
		if asciiOnly {
			return runeSet{{'\t', '\r'}, {' ', ' '}}
		}
		return runeSet{{'\t', '\r'}, {0x1c, 0x20}, {0x85, 0x85}, {0xa0, 0xa0}, {0x1680, 0x1680},
			{0x2000, 0x200a}, {0x2028, 0x2029}, {0x202f, 0x202f}, {0x205f, 0x205f}, {0x3000, 0x3000}}
	}
	if asciiOnly {
		return runeSet{{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}}
	}
	return append(runeSet{{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}}, tableSet(unicode.L, unicode.N)...).normalize()
}

// caseMap is the lowercasing IGNORECASE applies: Unicode's simple
// lowercase for str patterns, ASCII's otherwise.
type caseMap struct {
	lower      func(rune) rune
	cased      func(rune) bool
	changed    []rune // sorted: every c with lower(c) != c
	casedChars []rune // every c that has case
	casefix    bool   // re._casefix adds lowercase equivalents
}

// The two case maps, built at their first use (not at init: the package
// does no work when the process starts).
var asciiCase = lazy.Value[*caseMap]{New: func() *caseMap {
	m := &caseMap{
		lower: func(c rune) rune {
			if c >= 'A' && c <= 'Z' {
				return c + 'a' - 'A'
			}
			return c
		},
		cased: isASCIILetter,
	}
	for c := rune('A'); c <= 'Z'; c++ {
		m.changed = append(m.changed, c)
		m.casedChars = append(m.casedChars, c, c+'a'-'A')
	}
	return m
}}

var unicodeCase = lazy.Value[*caseMap]{New: func() *caseMap {
	m := &caseMap{
		lower: unicode.ToLower,
		cased: func(c rune) bool {
			_, special := slices.BinarySearch(casedByFullUpper, c)
			return special || unicode.ToLower(c) != c || unicode.ToUpper(c) != c
		},
		casefix: true,
	}
	// every character with a case mapping is in a CaseRanges entry
	for _, cr := range unicode.CaseRanges {
		for c := rune(cr.Lo); c <= rune(cr.Hi); c++ {
			if unicode.ToLower(c) != c {
				m.changed = append(m.changed, c)
			}
			if m.cased(c) {
				m.casedChars = append(m.casedChars, c)
			}
		}
	}
	m.casedChars = append(m.casedChars, casedByFullUpper...)
	slices.Sort(m.changed)
	return m
}}

// foldSet returns the characters sre's IGNORECASE matching accepts for a
// set of characters: c matches when lower(c) is the lowercase of a member
// or one of its re._casefix equivalents.
func (m *caseMap) foldSet(chars runeSet) runeSet {
	// the lowercases of the members: members without a mapping stand for
	// themselves, the others for their lowercase
	lowered := chars.without(m.changed)
	for _, c := range m.changed {
		if chars.has(c) {
			lowered = append(lowered, runeRange{m.lower(c), m.lower(c)})
		}
	}
	lowered = lowered.normalize()
	for _, cf := range casefix {
		if m.casefix && lowered.has(cf.lo) {
			for _, e := range cf.extra {
				lowered = append(lowered, runeRange{e, e})
			}
		}
	}
	lowered = lowered.normalize()
	// the preimage under lower: unmapped characters that are in the set,
	// and mapped ones whose lowercase is
	out := lowered.without(m.changed)
	for _, c := range m.changed {
		if lowered.has(m.lower(c)) {
			out = append(out, runeRange{c, c})
		}
	}
	return out.normalize()
}

// hasCased reports whether a set has a member with case, which makes sre
// match it by lowercase.
func (m *caseMap) hasCased(chars runeSet) bool {
	for _, c := range m.casedChars {
		if chars.has(c) {
			return true
		}
	}
	return false
}

// foldStable reports whether lowercasing never moves a character into or
// out of a category, so that a category can stay as it is in a set that
// sre matches by lowercase.
func (m *caseMap) foldStable(cat byte, asciiOnly bool) bool {
	for _, c := range m.changed {
		if categoryHas(cat, c, asciiOnly) != categoryHas(cat, m.lower(c), asciiOnly) {
			return false
		}
	}
	return true
}
