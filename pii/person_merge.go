package pii

import (
	"cmp"
	"slices"
	"strings"
)

// joinPersons adds one person over two person candidates that are one
// name: "Gwilym" and "Tudor Pritchard-Evans" a space apart, or a list
// item's "Olazábal" and "Casiano" written "Surname, Given". It runs after
// every rule and the name model, which find the parts on their own; the
// resolver then prefers the longer span.
func (s *scan) joinPersons() {
	var persons []cand
	for _, c := range s.cands {
		if c.k == kPerson && c.score >= MinScore {
			persons = append(persons, c)
		}
	}
	slices.SortFunc(persons, func(a, b cand) int { return cmp.Compare(a.start, b.start) })
	t := s.text
	for _, c := range persons {
		if e := initialsAfter(t, c.end); e > c.end && itemStarts(t, c.start) && itemEnds(t, e) {
			s.add(kPerson, c.start, e, c.score) // "Wibisono, A.;", "Hjelmeland, K. R."
		}
		if b := initialsBefore(t, c.start); b < c.start {
			s.add(kPerson, b, c.end, c.score) // "K. Ahrensfeld", "J.R. Tolkien-Hall"
		} else if b := s.givenBefore(c.start); b < c.start {
			s.add(kPerson, b, c.end, c.score) // "Prudence Treloar", "CN=Rosamund Ekwall"
		}
	}
	for i := 1; i < len(persons); i++ {
		a, b := persons[i-1], persons[i]
		if b.start <= a.end || b.start > a.end+2 {
			continue // overlapping candidates are the resolver's
		}
		switch between := t[a.end:b.start]; {
		case between == " ":
			s.add(kPerson, a.start, b.end, max(a.score, b.score))
		case between == ", " && s.invertedPair(a.start, a.end, b.start, b.end):
			s.add(kPerson, a.start, b.end, max(a.score, b.score))
		}
	}
}

// invertedPair reports "Surname, Given" as a list item of its own, both
// parts found as persons: the pair opens its line or item and ends it, the
// given part is one word (two after a surname in capitals), and the
// surname part is no lone given name
// ("Zeynep, Mateo" is a list of two people; "Tavares, Luísa", a family name
// that is also a given one, is one).
func (s *scan) invertedPair(as, ae, bs, be int) bool {
	t := s.text
	surname, given := t[as:ae], t[bs:be]
	// the administrative layout, a surname in capitals before a given name
	// and a middle name written small ("STRACHAN, Moira Elspeth"), needs no
	// list around it ("R v STRACHAN, Moira Elspeth")
	capsFirst := isAllCaps(surname) && !isAllCaps(given) && strings.Count(given, " ") <= 1
	if strings.ContainsAny(given, " \t") && !capsFirst || !capsFirst && !itemStarts(t, as) || !itemEnds(t, be) {
		return false
	}
	if strings.ContainsAny(surname, " \t") || capsFirst {
		return true // "Mendes Ribeiro, Carolina", "FITZSIMONS, Bríd"
	}
	var buf [40]byte
	bits := s.d.lexiconOf(foldInto(&buf, surname))
	return bits&lexGiven == 0 || bits&lexFamily != 0
}

// itemStarts reports the start of a line or of a list item at p: "1. ",
// "- ", a label's colon, a semicolon or a tab before it.
func itemStarts(t string, p int) bool {
	q := p
	for q > 0 && t[q-1] == ' ' {
		q--
	}
	if q == 0 || t[q-1] == '\n' || t[q-1] == ':' || t[q-1] == ';' || t[q-1] == '\t' || t[q-1] == '|' {
		return true
	}
	return listMarkerBefore(t, p) || dashBefore(t, p)
}

// initialsAfter returns the end of ", A." or ", K. R." or ", B.T." at p:
// a surname's initials in an author or attendee list; p when there are
// none.
func initialsAfter(t string, p int) int {
	if !strings.HasPrefix(t[p:], ", ") {
		return p
	}
	q, n := p+2, 0
	for q+1 < len(t) && isUpper(t[q]) && t[q+1] == '.' && n < 4 {
		q += 2
		n++
		if q+2 < len(t) && t[q] == ' ' && isUpper(t[q+1]) && t[q+2] == '.' {
			q++
		}
	}
	if n == 0 || q < len(t) && isAlpha(t[q]) {
		return p
	}
	return q
}

// initialsBefore returns the start of one or two initials right before a
// surname at p ("K. ", "J.R. ", "K. R. "), not after a capitalised word or
// a number ("Plan B. Ahrensfeld" ends a sentence); p when there are none.
func initialsBefore(t string, p int) int {
	q := p
initials:
	for range 2 {
		switch {
		case q >= 5 && isUpper(t[q-5]) && t[q-4] == '.' && isUpper(t[q-3]) && t[q-2] == '.' && t[q-1] == ' ' &&
			(q == 5 || !isAlnum(t[q-6])):
			q -= 5 // "J.R. "
		case q >= 3 && isUpper(t[q-3]) && t[q-2] == '.' && t[q-1] == ' ' && (q == 3 || !isAlnum(t[q-4]) && t[q-4] != '.') &&
			(t[q-3] != 'M' || q < p):
			q -= 3 // "K. "; a lone "M." is Monsieur, a title outside the name
		default:
			break initials
		}
	}
	if q == p {
		return p
	}
	if w := wordBefore(t, q); w >= 0 && (isUpperRuneAt(t, w) || isDigit(t[w])) {
		return p
	}
	return q
}

// itemEnds reports the end of a list item or line at p.
func itemEnds(t string, p int) bool {
	if p == len(t) || t[p] == '\n' || t[p] == '\r' || t[p] == ';' || t[p] == '|' || t[p] == '\t' || t[p] == ':' {
		return true
	}
	return strings.HasPrefix(t[p:], " (") || dashAfter(t, p) || strings.HasPrefix(t[p:], " - ")
}

// givenBefore returns the start of a known given name one blank before a
// person found at p ("Wilhelmina Ashdown-Pryce" found as "Ashdown-Pryce"),
// or p: the lists know the word as a given name and as nothing else.
func (s *scan) givenBefore(p int) int {
	t := s.text
	if p < 3 || t[p-1] != ' ' {
		return p
	}
	q := p - 1
	for q > 0 && (isCueLetter(t[q-1]) || t[q-1] == '-') {
		q--
	}
	if q == p-1 || !isUpperRuneAt(t, q) || q > 0 && (isDigit(t[q-1]) || t[q-1] == '.' || t[q-1] == '@') {
		return p
	}
	var buf [40]byte
	if s.d.lexiconOf(foldInto(&buf, t[q:p-1])) != lexGiven {
		return p
	}
	return q
}
