package workspace

import "unicode/utf8"

// namePattern is one compiled glob segment with fnmatch semantics, matched
// case-sensitively against a single name: "*" any run of characters, "?" one
// character, "[abc]", "[a-z]" and "[!abc]" classes; a "[" without a closing
// "]" is literal. pathlib on POSIX uses exactly these rules, and "*" matches
// names starting with "." too.
type namePattern struct {
	tokens  []globToken
	literal bool // no wildcard: the segment is matched by equality
	text    string
}

type tokenKind uint8

const (
	tokLiteral tokenKind = iota
	tokAny               // ?
	tokStar              // *
	tokClass             // [...]
)

type globToken struct {
	kind   tokenKind
	r      rune        // tokLiteral
	negate bool        // tokClass
	ranges []runeRange // tokClass; a single character is a range of one
}

type runeRange struct{ lo, hi rune }

func compileName(seg string) namePattern {
	np := namePattern{text: seg, literal: true}
	rs := []rune(seg)
	for i := 0; i < len(rs); i++ {
		switch rs[i] {
		case '*':
			np.literal = false
			// Consecutive stars match the same as one.
			if n := len(np.tokens); n == 0 || np.tokens[n-1].kind != tokStar {
				np.tokens = append(np.tokens, globToken{kind: tokStar})
			}
		case '?':
			np.literal = false
			np.tokens = append(np.tokens, globToken{kind: tokAny})
		case '[':
			tok, end, ok := compileClass(rs, i)
			if !ok {
				np.tokens = append(np.tokens, globToken{kind: tokLiteral, r: '['})
				continue
			}
			np.literal = false
			np.tokens = append(np.tokens, tok)
			i = end
		default:
			np.tokens = append(np.tokens, globToken{kind: tokLiteral, r: rs[i]})
		}
	}
	return np
}

// compileClass parses the class opening at rs[open] == '['. It returns the
// index of the closing ']' and ok=false when there is none (then "[" is a
// literal, as in fnmatch). Like fnmatch, a "]" right after "[" or "[!" is a
// member, and "-" is literal first or last.
func compileClass(rs []rune, open int) (globToken, int, bool) {
	j := open + 1
	negate := false
	if j < len(rs) && rs[j] == '!' {
		negate = true
		j++
	}
	start := j
	if j < len(rs) && rs[j] == ']' {
		j++
	}
	for j < len(rs) && rs[j] != ']' {
		j++
	}
	if j >= len(rs) {
		return globToken{}, 0, false
	}
	body := rs[start:j]
	tok := globToken{kind: tokClass, negate: negate}
	for k := 0; k < len(body); k++ {
		if k+2 < len(body) && body[k+1] == '-' {
			// A reversed range ("z-a") matches nothing, as fnmatch drops it.
			if body[k] <= body[k+2] {
				tok.ranges = append(tok.ranges, runeRange{body[k], body[k+2]})
			}
			k += 2
			continue
		}
		tok.ranges = append(tok.ranges, runeRange{body[k], body[k]})
	}
	return tok, j, true
}

func (t globToken) matches(r rune) bool {
	switch t.kind {
	case tokLiteral:
		return r == t.r
	case tokAny:
		return true
	case tokClass:
		in := false
		for _, rg := range t.ranges {
			if rg.lo <= r && r <= rg.hi {
				in = true
				break
			}
		}
		return in != t.negate
	}
	return false
}

// match reports whether name matches. Stars backtrack to the last star
// only, which is enough for single-segment patterns and keeps the work at
// O(len(pattern) * len(name)).
func (np namePattern) match(name string) bool {
	if np.literal {
		return name == np.text
	}
	if !utf8.ValidString(name) {
		return false
	}
	rs := []rune(name)
	ti, ri := 0, 0
	starTi, starRi := -1, 0
	for ri < len(rs) {
		if ti < len(np.tokens) {
			t := np.tokens[ti]
			if t.kind == tokStar {
				starTi, starRi = ti, ri
				ti++
				continue
			}
			if t.matches(rs[ri]) {
				ti++
				ri++
				continue
			}
		}
		if starTi < 0 {
			return false
		}
		starRi++
		ti, ri = starTi+1, starRi
	}
	for ti < len(np.tokens) && np.tokens[ti].kind == tokStar {
		ti++
	}
	return ti == len(np.tokens)
}
