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
	return numberWordBefore(t, start) || s.underSignature(start, end) || s.askedBefore(start)
}

// askedBefore reports a number given on the line after a question that
// asks for one: "Agent: Can I take a number in case we're cut off?\nCaller:
// … 07923 118 450."; not one that asks for an order's, a case's or an
// account's number.
func (s *scan) askedBefore(start int) bool {
	t := s.text
	ls := lineStart(t, start)
	if ls == 0 {
		return false
	}
	ps := lineStart(t, ls-1)
	prev := t[ps : ls-1]
	if !strings.Contains(prev, "?") {
		return false
	}
	low := strings.ToLower(prev)
	for _, w := range askedNumberWords {
		for k := strings.Index(low, w); k >= 0; {
			if !codeNouns[lastWord(low[:k])] {
				return true
			}
			n := strings.Index(low[k+len(w):], w)
			if n < 0 {
				break
			}
			k += len(w) + n
		}
	}
	return s.d.cuesIn(t, ps, ls-1)&cuePhone != 0
}

// askedNumberWords ask for a phone number without a phone word: "a number
// we can reach you on?", "¿un número de contacto?".
var askedNumberWords = []string{"number", "nummer", "numéro", "número", "numero"}

// codeNouns before "number" ask for a code: "your order number?".
var codeNouns = map[string]bool{"order": true, "case": true, "ticket": true, "reference": true, "ref": true,
	"invoice": true, "account": true, "tracking": true, "part": true, "serial": true, "customer": true,
	"policy": true, "booking": true, "confirmation": true, "membership": true, "card": true, "model": true,
	"bestell": true, "kunden": true, "rechnungs": true, "auftrags": true, "de": true, "del": true, "du": true}

// lastWord returns the last word of letters in s.
func lastWord(s string) string {
	s = strings.TrimRight(s, " -")
	k := len(s)
	for k > 0 && isCueLetter(s[k-1]) {
		k--
	}
	return s[k:]
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
