package pii

import "strings"

// namedThing reports a run of three or more capitalised words opened by a
// given name whose other words are no given names and hold no particle:
// "Robert Bosch Stiftung", "Jamie Oliver Group". A person's full name of
// three words has a second given name ("Anna Maria Keller") or a particle
// ("Pieter de Vries"); a given name and a surname followed by a third
// capitalised word name a foundation, a firm or a product after the person.
func (s *scan) namedThing(start, end int) bool {
	words := strings.Fields(s.text[start:end])
	if len(words) < 3 {
		return false
	}
	for i, w := range words[1:] {
		if !isUpperRuneAt(w, 0) || len(w) <= 2 || strings.HasSuffix(w, ".") {
			return false // a particle or an initial
		}
		if i+1 < len(words)-1 && s.d.names[strings.ToLower(w)] {
			return false // a second given name: "Anna Maria Keller"
		}
	}
	return true
}
