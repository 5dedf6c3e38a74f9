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
	return numberWordBefore(t, start) || s.underSignature(start, end)
}

// underSignature reports a number alone on its line right below a line
// that is a signature: one to three capitalised words, the first a known
// given name ("Aurélie Manceau\n06 48 21 93 70", "Kieran\n087 441 2093").
func (s *scan) underSignature(start, end int) bool {
	t := s.text
	ls, le := lineStart(t, start), lineEnd(t, end)
	if ls == 0 || strings.TrimSpace(t[ls:start]) != "" || strings.TrimSpace(t[end:le]) != "" {
		return false
	}
	ps := lineStart(t, ls-1)
	prev := strings.TrimSpace(t[ps : ls-1])
	words := strings.Fields(prev)
	if len(words) == 0 || len(words) > 3 || strings.ContainsAny(prev, "0123456789:,;@") {
		return false
	}
	for _, w := range words {
		if !isUpperRuneAt(w, 0) {
			return false
		}
	}
	p := ps + strings.Index(t[ps:ls], words[0])
	return s.knownName(p)
}

// numberWordBefore reports "number", "Nummer", "numéro" or "número" right
// before start, past a colon or a copula ("my number is …").
func numberWordBefore(t string, start int) bool {
	p := start
	for p > 0 && start-p < 3 && (t[p-1] == ' ' || t[p-1] == ':') {
		p--
	}
	for _, verb := range []string{" is", " ist", " est", " es", " è", " is:"} { // "My number is 07911 …"
		if strings.HasSuffix(t[:p], verb) {
			p -= len(verb)
			break
		}
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
