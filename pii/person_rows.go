package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// rowSeps split a line into the rows of a list written on one line or into
// a table's cells: "KAYE, ROBERT — LANG, HOPE", "Pietrzykowska, Celina |
// PL60 …", "1  Ó CEALLAIGH, Dáithí   32:14".
var rowSeps = []string{"; ", " — ", " – ", " | ", "\t", "   ", "  "}

// invertedRows adds the rows of a list written "Surname, Given" — a rota,
// a class or guest list, an author list, race results — when two or more
// rows of the text have that shape with a known given name that is no
// place, or initials: the known names vouch for the other rows of the
// same shape. A row may open with a time, a number or a label's colon
// ("0830 ", "wk 49 ", "Mon: ") and close with a note after a dash, a
// bracket or a column gap.
func (s *scan) invertedRows() {
	t := s.text
	if strings.Count(t, ", ") < 2 {
		return
	}
	var rows [][2]int
	known := 0
	for ls, le := range lineSpans(t) {
		if le-ls > 400 || !invertedPairIn(t[ls:le]) {
			continue
		}
		eachCell(t, ls, le, func(cs, ce int) {
			st, en, ok := s.invertedRow(cs, ce)
			if !ok {
				return
			}
			rows = append(rows, [2]int{st, en})
			given := t[strings.LastIndex(t[st:en], ", ")+st+2 : en]
			if w := foldName(given); s.d.names[w] && !placeNames[w] || strings.HasSuffix(given, ".") {
				known++ // a known given name, or initials: "Hjelmeland, K. R."
			}
		})
	}
	if len(rows) < 2 || known < 2 || known*2 < len(rows) {
		return
	}
	for _, r := range rows {
		s.add(kPerson, r[0], r[1], 0.7)
	}
}

// invertedPairIn reports ", " between a letter and a capital in line, the
// least a "Surname, Given" row has: most lines of prose have none.
func invertedPairIn(line string) bool {
	for k := strings.Index(line, ", "); k >= 0; {
		if k > 0 && k+2 < len(line) && isCueLetter(line[k-1]) && (isUpper(line[k+2]) || line[k+2] >= 0x80) {
			return true
		}
		n := strings.Index(line[k+2:], ", ")
		if n < 0 {
			return false
		}
		k += 2 + n
	}
	return false
}

// eachCell calls fn with each cell of the line [ls, le) between rowSeps,
// without building the list: most lines are read and dropped.
func eachCell(t string, ls, le int, fn func(cs, ce int)) {
	for p := ls; p <= le; {
		end, next := le, le+1
		for _, sep := range rowSeps {
			if k := strings.Index(t[p:end], sep); k >= 0 {
				end, next = p+k, p+k+len(sep)
			}
		}
		if end > p {
			fn(p, end)
		}
		p = next
	}
}

// invertedRow returns the span of "Surname, Given" that fills the cell
// [st, en) after an opening of numbers, short lower-case tokens or a label,
// and before a closing bracket or a full stop.
func (s *scan) invertedRow(st, en int) (int, int, bool) {
	t := s.text
	cell := t[st:en]
	if k := strings.LastIndex(cell, ": "); k >= 0 {
		st += k + 2 // "Mon: Chukwu, Ifeoma", "Alto: Ní Mhaolain, Éabha"
	}
	comma := strings.Index(t[st:en], ", ")
	if comma < 0 || strings.Contains(t[st+comma+2:en], ", ") {
		return 0, 0, false
	}
	comma += st
	gs := comma + 2
	ge := givenEnd(t, gs, en)
	if ge < 0 {
		return 0, 0, false
	}
	ns, ok := s.rowSurnameStart(st, comma)
	if !ok {
		return 0, 0, false
	}
	return ns, ge, true
}

// givenEnd returns the end of the given part at gs: one capitalised word,
// hyphens allowed, or initials ("K.", "K. R.", "B.T."), followed by the
// cell's end, a bracket or a full stop; -1 when there is none.
func givenEnd(t string, gs, en int) int {
	p := gs
	for p+1 < en && isUpper(t[p]) && t[p+1] == '.' {
		p += 2
		if p+2 < en && t[p] == ' ' && isUpper(t[p+1]) && t[p+2] == '.' {
			p++
		}
	}
	initials := p > gs
	if !initials {
		if !isUpperRuneAt(t, gs) {
			return -1
		}
		for p < en && (isCueLetter(t[p]) || t[p] == '-' && p+1 < en && isCueLetter(t[p+1])) {
			p++
		}
		if p-gs < 2 {
			return -1
		}
	}
	rest := strings.TrimRight(t[p:en], " \r")
	switch {
	case rest == "", strings.HasPrefix(rest, " ("):
	case !initials && (rest == "." || strings.HasPrefix(rest, ". ")):
	default:
		return -1
	}
	return p
}

// rowSurnameStart returns where the surname ending at e starts: one to four
// words, each capitalised, a particle or an Irish eclipsed form ("tSaoir",
// "hEadhra"), after nothing but numbers, times and short lower-case
// tokens ("0830", "wk 49", "1."). A stop, cue or organisation word, an
// interjection or a lone given name that is no family name ("Anna, Maria"
// is two people) is no surname.
func (s *scan) rowSurnameStart(st, e int) (int, bool) {
	t := s.text
	words := strings.Fields(t[st:e])
	if len(words) == 0 {
		return 0, false
	}
	n := 0 // surname words, counted from the end
	for i := len(words) - 1; i >= 0 && n < 4; i-- {
		w := words[i]
		if !surnameWord(w) {
			break
		}
		n++
	}
	for _, w := range words[:len(words)-n] {
		if !rowOpener(w) {
			return 0, false
		}
	}
	if n == 0 || particleWord(words[len(words)-1]) {
		return 0, false
	}
	surname := words[len(words)-n:]
	first := surname[0]
	for particleWord(first) && len(surname) > 1 && !startsUpper(first) {
		surname, first = surname[1:], surname[1]
	}
	for _, w := range surname {
		low := strings.ToLower(w)
		var buf [40]byte
		if s.d.nameStops[low] || orgWords[low] || interjections[low] || s.d.lexiconOf(foldInto(&buf, w))&lexStop != 0 {
			return 0, false
		}
	}
	if len(surname) == 1 && !isAllCaps(first) {
		var buf [40]byte
		if bits := s.d.lexiconOf(foldInto(&buf, first)); bits&lexGiven != 0 && bits&lexFamily == 0 {
			return 0, false
		}
	}
	joined := strings.Join(words[len(words)-n:], " ")
	if !strings.HasSuffix(t[st:e], joined) {
		return 0, false // words parted by more than one blank
	}
	return e - len(joined), true
}

// surnameWord reports a word that can stand in a surname: capitalised
// letters with apostrophes and hyphens ("O'Driscoll", "Zawadzki-Nowak"), a
// particle ("de", "la", "van", "Ní"), or an Irish eclipsed or h-prefixed
// form ("tSaoir", "hEadhra").
func surnameWord(w string) bool {
	if particleWord(w) || gaelicParticles[strings.ToLower(w)] {
		return true
	}
	r, size := utf8.DecodeRuneInString(w)
	if unicode.IsLower(r) && size == 1 && len(w) > 2 {
		r, _ = utf8.DecodeRuneInString(w[1:]) // "tSaoir", "hEadhra", "nGael"
	}
	if !unicode.IsUpper(r) {
		return false
	}
	for i, c := range w {
		if !unicode.IsLetter(c) && !(i > 0 && (c == '\'' || c == '-' || c == '’')) {
			return false
		}
	}
	return true
}

// rowOpener reports a token that may open a row before its name: a number,
// a time or a list marker ("0830", "09:00", "1.", "-"), or a short
// lower-case abbreviation ("wk", "no").
func rowOpener(w string) bool {
	digits := false
	for i := 0; i < len(w); i++ {
		c := w[i]
		switch {
		case isDigit(c):
			digits = true
		case c == '.' || c == ':' || c == ')' || c == '#' || c == '-' || c == '*' || c == 'h':
		default:
			if !isLower(c) || len(w) > 3 {
				return w == "•" || w == "—" || w == "–"
			}
		}
	}
	return digits || len(w) <= 3
}
