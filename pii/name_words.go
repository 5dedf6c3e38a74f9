package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The word geometry the name model reads: words of letters (with an inner
// apostrophe or hyphen, "O'Rourke", "Kozioł-Adamczyk"), the punctuation
// between them, and runs of capitalised words.

// letterAt reports a letter at i and its width in bytes.
func letterAt(t string, i int) (bool, int) {
	if i < 0 || i >= len(t) {
		return false, 0
	}
	if c := t[i]; c < utf8.RuneSelf {
		return isAlpha(c), 1
	}
	r, n := utf8.DecodeRuneInString(t[i:])
	return unicode.IsLetter(r), n
}

// letterBefore reports a letter ending at i and its width.
func letterBefore(t string, i int) (bool, int) {
	if i <= 0 || i > len(t) {
		return false, 0
	}
	if c := t[i-1]; c < utf8.RuneSelf {
		return isAlpha(c), 1
	}
	r, n := utf8.DecodeLastRuneInString(t[:i])
	return unicode.IsLetter(r), n
}

// modelWordEnd returns the end of the word of letters starting at p.
func modelWordEnd(t string, p int) int {
	e := p
	for e < len(t) {
		if c := t[e]; c < utf8.RuneSelf && isAlpha(c) { // the common case, without a call
			e++
			continue
		}
		if ok, n := letterAt(t, e); ok {
			e += n
			continue
		}
		if e > p && (t[e] == '\'' || t[e] == '-') {
			if ok, _ := letterAt(t, e+1); ok {
				e++
				continue
			}
		}
		if e > p && e+3 < len(t) && t[e:e+3] == "’" {
			if ok, _ := letterAt(t, e+3); ok {
				e += 3
				continue
			}
		}
		break
	}
	return e
}

// modelWordStart returns the start of the word of letters ending at e.
func modelWordStart(t string, e int) int {
	p := e
	for p > 0 {
		if ok, n := letterBefore(t, p); ok {
			p -= n
			continue
		}
		if p < e && (t[p-1] == '\'' || t[p-1] == '-') {
			if ok, _ := letterBefore(t, p-1); ok {
				p--
				continue
			}
		}
		break
	}
	return p
}

// gap is the punctuation between a word and its neighbour: up to three
// bytes other than blanks, and whether a line break lies between.
type gap struct {
	punct     [3]byte
	n         int
	lineBreak bool
	blanks    int
}

// holds reports one of the bytes of set among the gap's punctuation.
func (g gap) holds(set string) bool {
	return strings.ContainsAny(string(g.punct[:g.n]), set)
}

// single reports a gap of exactly one space: words of one run.
func (g gap) single() bool { return g.n == 0 && !g.lineBreak && g.blanks == 1 }

func (g *gap) note(c byte) {
	switch c {
	case ' ', '\t':
		g.blanks++
	case '\n', '\r':
		g.lineBreak = true
	default:
		if g.n < len(g.punct) {
			g.punct[g.n] = c
			g.n++
		}
	}
}

// maxGap bounds how far the model looks for a neighbouring word.
const maxGap = 12

// prevWord returns the word before p (start, end; -1 when there is none
// on the line within maxGap) and the gap between.
func prevWord(t string, p int) (int, int, gap) {
	var g gap
	q := p
	for q > 0 && p-q < maxGap {
		if ok, _ := letterBefore(t, q); ok {
			return modelWordStart(t, q), q, g
		}
		c := t[q-1]
		g.note(c)
		if g.lineBreak || isDigit(c) {
			break
		}
		q--
	}
	if q == 0 {
		g.lineBreak = true
	}
	return -1, -1, g
}

// nextWord returns the word after p and the gap between, like prevWord.
func nextWord(t string, p int) (int, int, gap) {
	var g gap
	q := p
	for q < len(t) && q-p < maxGap {
		if ok, _ := letterAt(t, q); ok {
			return q, modelWordEnd(t, q), g
		}
		c := t[q]
		g.note(c)
		if g.lineBreak || isDigit(c) {
			break
		}
		q++
	}
	if q == len(t) {
		g.lineBreak = true
	}
	return -1, -1, g
}

// Word shapes.
const (
	shapeLower   = "x"   // "jo"
	shapeTitle   = "Xx"  // "Priya"
	shapeCaps    = "XX"  // "HALVORSEN"
	shapeInitial = "X"   // "R" of "R. Pemberton"
	shapeInner   = "XxX" // "McDonald", "DeShawn"
)

func wordShape(w string) string {
	runes, upper, lowerSeen, firstUpper := 0, 0, false, false
	for i := 0; i < len(w); runes++ {
		r, n := rune(w[i]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeRuneInString(w[i:])
		}
		i += n
		switch up := unicode.IsUpper(r); {
		case runes == 0:
			firstUpper = up
		case up:
			upper++
		case unicode.IsLower(r):
			lowerSeen = true
		}
	}
	switch {
	case !firstUpper:
		return shapeLower
	case runes == 1:
		return shapeInitial
	case !lowerSeen:
		return shapeCaps
	case upper > 0:
		return shapeInner
	}
	return shapeTitle
}

func isUpperWord(t string, p int) bool { return p >= 0 && isUpperRuneAt(t, p) }
