package pii

import (
	"slices"
	"strings"
)

// The national layouts of phone numbers are also how counts are grouped in
// French, German and Spanish ("712 345 678 Datensätze"), how part, case and
// pallet numbers are written ("0521 334 870", "415-556-0290") and how
// lottery draws are listed ("03 17 22 36 45"). So a national number is a
// phone number only with evidence: a phone or call word in its clause or
// column (the caller checks that), an area code in parentheses, or
// phoneEvidence. Numbers with a calling code need none.

// maxContactReach bounds how far on its line a contact is looked for.
const maxContactReach = 80

// phoneEvidence reports a number that is the whole text, or a contact
// beside it: an e-mail address or a
// capitalised given name on its line ("New lead: Hannah Okafor,
// h.okafor@…, 0495 283 058", "bob: 307 384 7811 — ask for Javier"), or a
// bare number word labelling it ("Office number 020 7946 0144"; a code
// word before it was ruled out already).
func (s *scan) phoneEvidence(start, end int) bool {
	t := s.text
	if strings.TrimSpace(t[:start]) == "" && strings.TrimSpace(t[end:]) == "" {
		return true // the whole text: a form field's value
	}
	from, to := lineNear(t, start, end, maxContactReach)
	if strings.IndexByte(t[from:to], '@') >= 0 && s.emailWithin(from, to) {
		return true
	}
	for p := from; p < to; p++ {
		if (p == from || !isCueLetter(t[p-1])) && isUpper(t[p]) && s.knownName(p) {
			return true
		}
	}
	return numberWordBefore(t, start)
}

// numberWordBefore reports "number", "Nummer", "numéro" or "número" right
// before start, past a colon.
func numberWordBefore(t string, start int) bool {
	p := start
	for p > 0 && start-p < 3 && (t[p-1] == ' ' || t[p-1] == ':') {
		p--
	}
	q := p
	for q > 0 && p-q < 8 && isCueLetter(t[q-1]) {
		q--
	}
	switch strings.ToLower(t[q:p]) {
	case "number", "nummer", "numéro", "número":
		return true
	}
	return false
}

// emailWithin reports an e-mail candidate inside [from, to). The starts of
// the e-mail candidates are collected once, in text order (findEmails runs
// before the numbers), so that a text of many numbers and addresses is not
// read once per number.
func (s *scan) emailWithin(from, to int) bool {
	if s.emailStarts == nil {
		s.emailStarts = []int{}
		for _, c := range s.cands {
			if c.k == kEmail {
				s.emailStarts = append(s.emailStarts, c.start)
			}
		}
		slices.Sort(s.emailStarts)
	}
	i, _ := slices.BinarySearch(s.emailStarts, from)
	return i < len(s.emailStarts) && s.emailStarts[i] < to
}
