package pii

import "strings"

// initialSurname adds "L. Krämer", "J. DOHERTY": one capital initial, a
// full stop and a capitalised surname, where a list or a label puts a
// person ("Tor: L. Krämer – Abwehr: T. Öztürk, J. Weiß", "Signed for by
// J. DOHERTY"). At a line's start the same shape is an outline heading
// ("A. Einleitung"), so it is not taken there.
func (s *scan) initialSurname(start, end int) {
	t := s.text
	if end-start != 1 || end+3 >= len(t) || t[end] != '.' || t[end+1] != ' ' || !isUpper(t[start]) ||
		start > 0 && isCueLetter(t[start-1]) {
		return
	}
	if !initialPlace(t, start) {
		return
	}
	p := end + 2
	q := p
	for q < len(t) && q-p < 40 && (isCueLetter(t[q]) || (t[q] == '-' || t[q] == '\'') && q+1 < len(t) && isCueLetter(t[q+1])) {
		q++
	}
	if q-p < 3 || !isUpperRuneAt(t, p) || q < len(t) && (t[q] == '.' && q+1 < len(t) && isUpper(t[q+1]) || isDigit(t[q])) {
		return
	}
	w := strings.ToLower(t[p:q])
	if s.d.nameStops[w] || orgWords[w] || s.d.cueOf([]byte(w)) != 0 || s.d.streets[w] {
		return
	}
	s.add(kPerson, start, q, 0.8)
}

// initialPlace reports where an initial may open a name: after a label's
// colon, a list's comma or dash, or a word that brings in a person.
func initialPlace(t string, start int) bool {
	before := t[max(0, start-4):start]
	for _, sep := range []string{": ", ", ", "– ", "— ", "; "} {
		if strings.HasSuffix(before, sep) {
			return true
		}
	}
	q := wordBefore(t, start)
	return q >= 0 && inLower(personPrepositions, t[q:start-1])
}
