package pii

import "strings"

// Numbers with separators ("+44 20 7946 0958", "4111-1111-1111-1111",
// "12.03.1985") are found as runs of chunks: a chunk is digits joined by tight
// separators (- . / and parentheses), chunks are joined by single spaces. A
// candidate is a sequence of whole chunks, so "1.2.3.4.5" is never cut into a
// smaller number, and a chunk glued to a word ("v1.2", "ORD-1234", "5pm")
// cannot start or end one.

const (
	maxRunChunks  = 24 // longer runs are split; no entity has that many groups
	maxCandChunks = 8
	maxGroups     = 16
)

type chunk struct {
	start, end       int
	attStart, attEnd bool
}

// findNumeric walks every digit run of the text.
func (s *scan) findNumeric() {
	t := s.text
	var chunks [maxRunChunks]chunk
	for i := 0; i < len(t); {
		if !isDigit(t[i]) {
			i++
			continue
		}
		pos := i
		switch {
		case pos > 1 && t[pos-1] == '+' && t[pos-2] == '(' && closesSoon(t, pos):
			pos -= 2 // a calling code in brackets: "(+34) 655 12 90 48"
		case pos > 0 && t[pos-1] == '+':
			pos--
		case pos > 0 && t[pos-1] == '(' && closesSoon(t, pos):
			pos-- // an area code: "(030) 1234567"
		}
		n := 0
		for n < maxRunChunks {
			end := chunkEnd(t, pos)
			chunks[n] = chunk{start: pos, end: end, attStart: gluedBefore(t, pos), attEnd: gluedAfter(t, end)}
			n++
			if end+1 < len(t) && t[end] == ' ' && startsChunk(t, end+1) {
				pos = end + 1
				continue
			}
			if n == 1 && slashedAreaCode(t, pos, end) {
				pos = end + len(" / ") // "0511 / 84 19 27", "0172 - 49 88 130": an area code set off
				continue
			}
			break
		}
		if !isSequenceRun(t, chunks[:n]) {
			s.numericCandidates(chunks[:n])
		}
		i = max(chunks[n-1].end, i+1)
	}
}

// slashedAreaCode reports a German or Austrian area code [start, end) set
// off from the number by a spaced slash or dash ("0511 / 84 19 27", "01 /
// 405 33 18", "0172 - 49 88 130"): a trunk 0 and one to four more digits.
func slashedAreaCode(t string, start, end int) bool {
	if end-start < 2 || end-start > 5 || t[start] != '0' || end+3 >= len(t) ||
		t[end:end+3] != " / " && t[end:end+3] != " - " || !isDigit(t[end+3]) {
		return false
	}
	if t[end+1] == '-' {
		// a dash also joins ranges ("0800 - 1700"): the number's first group after it is short
		q := end + 3
		for q < len(t) && isDigit(t[q]) {
			q++
		}
		if q-end-3 > 3 || q == len(t) || t[q] != ' ' {
			return false
		}
	}
	return allDigits(t[start:end])
}

// chunkEnd returns the end of the chunk starting at pos.
func chunkEnd(t string, pos int) int {
	p := pos
	open := false
	if strings.HasPrefix(t[p:], "(+") {
		open = true
		p += 2
	}
	if p < len(t) && t[p] == '+' {
		p++
	}
	if !open && p < len(t) && t[p] == '(' {
		open = true
		p++
	}
	for p < len(t) {
		c := t[p]
		switch {
		case isDigit(c):
			p++
		case (c == '-' || c == '.' || c == '/') && p+1 < len(t) && isDigit(t[p+1]):
			p++
		case c == ')' && open:
			open = false
			p++
		case c == '(' && !open && p+1 < len(t) && isDigit(t[p+1]):
			open = true
			p++
		default:
			return p
		}
	}
	return p
}

func startsChunk(t string, p int) bool {
	switch {
	case isDigit(t[p]):
		return true
	case t[p] == '+':
		return p+1 < len(t) && isDigit(t[p+1])
	case t[p] == '(':
		return closesSoon(t, p+1)
	}
	return false
}

// closesSoon reports whether 1 to 5 digits at p are followed by ')', the
// shape of an area code or trunk prefix in parentheses. Other parentheses
// ("(12.03.1985)") are punctuation, not part of the number.
func closesSoon(t string, p int) bool {
	q := p
	for q < len(t) && q-p <= 5 && isDigit(t[q]) {
		q++
	}
	return q > p && q-p <= 5 && q < len(t) && t[q] == ')'
}

// gluedBefore reports whether the chunk at pos continues a word, directly
// ("ID12") or through a tight separator ("ORD-12", "v1.2").
func gluedBefore(t string, pos int) bool {
	if pos == 0 {
		return false
	}
	c := t[pos-1]
	if isWordByte(c) {
		return true
	}
	return (c == '-' || c == '.' || c == '/') && pos >= 2 && isWordByte(t[pos-2])
}

// gluedAfter reports whether the chunk ending at end runs into a word
// ("5pm", "12-abc", "1.2.3a").
func gluedAfter(t string, end int) bool {
	if end >= len(t) {
		return false
	}
	c := t[end]
	if isWordByte(c) {
		return true
	}
	if c == ':' && end+1 < len(t) && isDigit(t[end+1]) {
		return true // a time: "2024-09-27 04:58"
	}
	return (c == '-' || c == '.' || c == '/') && end+1 < len(t) && isAlnum(t[end+1])
}

// numericCandidates tries the longest sequence of chunks first, from the
// left, and moves past whatever matched.
func (s *scan) numericCandidates(chunks []chunk) {
	for i := 0; i < len(chunks); {
		matched := false
		for j := min(len(chunks), i+maxCandChunks); j > i; j-- {
			if chunks[i].attStart || chunks[j-1].attEnd {
				continue
			}
			if s.tryNumber(chunks[i].start, chunks[j-1].end, i == 0 && j == len(chunks)) {
				i, matched = j, true
				break
			}
		}
		if !matched {
			i++
		}
	}
}

// numShape is the layout of a candidate number.
type numShape struct {
	plus    bool
	paren   int // index of the group written in parentheses, or -1
	n       int // number of digit groups
	groups  [maxGroups]int
	seps    [maxGroups]byte // separator before group k: ' ', '-', '.', '/', or ')' for "(555) 123"
	digits  [32]byte
	ndigits int
}

func (sh *numShape) D() []byte { return sh.digits[:sh.ndigits] }

// parseShape reads a candidate; ok is false when it has too many digits or
// groups to be anything we detect.
func parseShape(sub string) (sh numShape, ok bool) {
	sh.paren = -1
	i := 0
	inParen := false
	if strings.HasPrefix(sub, "(+") {
		sh.plus, inParen = true, true // "(+34) 655 …": the calling code in brackets
		i = 2
	} else if i < len(sub) && sub[i] == '+' {
		sh.plus = true
		i++
	}
	var sep byte
	for i < len(sub) {
		c := sub[i]
		if isDigit(c) {
			if sh.ndigits == len(sh.digits) {
				return sh, false
			}
			if i == 0 || !isDigit(sub[i-1]) {
				if sh.n == maxGroups {
					return sh, false
				}
				if inParen {
					sh.paren = sh.n
				}
				sh.seps[sh.n] = sep
				sh.n++
				sep = 0
			}
			sh.groups[sh.n-1]++
			sh.digits[sh.ndigits] = c
			sh.ndigits++
			i++
			continue
		}
		switch c {
		case '(':
			inParen = true
		case ')':
			inParen = false
			sep = ')'
		case ' ':
			if sep == 0 {
				sep = ' '
			}
		default:
			if sep != ')' {
				sep = c
			}
		}
		i++
	}
	return sh, sh.ndigits > 0
}

// uniformSep reports whether every separator of the shape is the same byte
// and returns it (0 for a single group).
func (sh *numShape) uniformSep() (byte, bool) {
	var sep byte
	for k := 1; k < sh.n; k++ {
		if k == 1 {
			sep = sh.seps[k]
		} else if sh.seps[k] != sep {
			return 0, false
		}
	}
	return sep, true
}

func (sh *numShape) groupsAre(want ...int) bool {
	if sh.n != len(want) {
		return false
	}
	for k, g := range want {
		if sh.groups[k] != g {
			return false
		}
	}
	return true
}

// tryNumber runs the numeric recognizers on text[start:end] in order of
// specificity and reports whether the span is taken (a date that is not a
// birth date is taken too, so it is not read as a phone number).
func (s *scan) tryNumber(start, end int, whole bool) bool {
	sh, ok := parseShape(s.text[start:end])
	if !ok {
		return false
	}
	if score := s.cardScore(&sh, start, end); score > 0 {
		s.add(kCard, start, end, score)
		return true
	}
	if score := s.ssnScore(&sh, start, end); score > 0 {
		s.add(kSSN, start, end, score)
		return true
	}
	if isNumericDate(&sh) {
		if s.birthContext(start, end)&cueBirth != 0 {
			s.add(kDOB, start, end, 0.85)
		}
		return true
	}
	if score := s.phoneScore(&sh, start, end, whole); score > 0 {
		s.add(kPhone, start, end, score)
		return true
	}
	return false
}

// isSequenceRun reports a run of at least four plain numbers counting by a
// fixed step ("07 14 21 28 35 42", "3000 3001 3002 3003") or a fixed factor
// ("128 256 512 1024"): a list, never a phone or card number, even when a
// slice of it passes Luhn.
func isSequenceRun(t string, chunks []chunk) bool {
	return len(chunks) >= 4 && (countsBy(t, chunks, false) || countsBy(t, chunks, true)) || risingRun(t, chunks)
}

// risingRun reports five or more plain numbers that only go up, not all of
// two digits ("0900 1030 1200 1330 1500"): a list. Two-digit groups that
// rise are how French numbers are written ("06 12 34 56 78").
func risingRun(t string, chunks []chunk) bool {
	if len(chunks) < 5 {
		return false
	}
	prev, pairs := -1, true
	for _, c := range chunks {
		if c.end-c.start > 9 {
			return false
		}
		v := 0
		for p := c.start; p < c.end; p++ {
			if !isDigit(t[p]) {
				return false
			}
			v = v*10 + int(t[p]-'0')
		}
		if v <= prev {
			return false
		}
		prev, pairs = v, pairs && c.end-c.start == 2
	}
	return !pairs
}

// countsBy reports whether the chunks, plain numbers, go up by a fixed step
// (or, when times, a fixed whole factor of at least 2).
func countsBy(t string, chunks []chunk, times bool) bool {
	var prev, step int
	for k, c := range chunks {
		if c.end-c.start > 9 {
			return false
		}
		v := 0
		for p := c.start; p < c.end; p++ {
			if !isDigit(t[p]) {
				return false
			}
			v = v*10 + int(t[p]-'0')
		}
		switch {
		case times && k > 0 && (prev == 0 || v%prev != 0):
			return false
		case times && k == 1:
			step = v / prev
			if step < 2 {
				return false
			}
		case times && k > 1 && v/prev != step:
			return false
		case !times && k == 1:
			step = v - prev
			if step == 0 {
				return false
			}
		case !times && k > 1 && v-prev != step:
			return false
		}
		prev = v
	}
	return true
}
