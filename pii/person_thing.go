package pii

import (
	"slices"
	"strings"
)

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

// placeLabels label a place, whose name may start with a given name.
var placeLabels = map[string]bool{"venue": true, "location": true, "place": true, "ort": true,
	"veranstaltungsort": true, "treffpunkt": true, "lieu": true, "salle": true, "lugar": true, "sala": true,
	"sede": true, "luogo": true, "locatie": true, "room": true, "raum": true, "building": true, "gebäude": true,
	"station": true, "stop": true, "haltestelle": true, "arrêt": true, "parada": true, "ship": true,
	"vessel": true, "schiff": true, "navire": true, "buque": true, "schip": true}

// personalKinds are the data only people have: one of them on a name's
// line vouches for the name.
var personalKinds = map[kind]bool{kEmail: true, kPhone: true, kIBAN: true, kCard: true, kPassport: true,
	kSSN: true, kDOB: true, kAddress: true}

// personPrepositions before a name bring a person into a sentence: "for
// Tobias Rahn", "con Javier Morales", "call Sophie Marchand".
var personPrepositions = map[string]bool{"for": true, "für": true, "pour": true, "para": true, "con": true,
	"mit": true, "avec": true, "with": true, "call": true, "ask": true, "by": true, "to": true, "an": true,
	"à": true, "a": true, "from": true, "von": true, "cc": true, "dear": true, "thanks": true, "merci": true,
	"danke": true, "gracias": true, "reach": true, "contact": true, "meet": true}

// personEvidence reports something in a name's sentence that only people
// have: contact data on its line (an e-mail, a phone number, an account),
// a personal preposition or a label right before it, or a verb right after
// it ("Greta Hoffmann chairs the jury"). Names of firms and products after
// people ("bei Carl Zeiss in Jena", "the Jackson Soloist") have none.
func (s *scan) personEvidence(start, end int) bool {
	t := s.text
	from, to := lineNear(t, start, end, maxContactReach)
	if s.personalWithin(from, start) || s.personalWithin(end, to) {
		return true
	}
	p := start
	for p > 0 && t[p-1] == ' ' {
		p--
	}
	if p > 0 && t[p-1] == ':' && placeLabels[strings.ToLower(labelWord(t, p-1))] {
		return false // "Venue: Victoria Hall": the label names a place
	}
	if p == 0 || t[p-1] == '\n' || t[p-1] == ':' || t[p-1] == ',' {
		return true
	}
	q := p
	for q > 0 && isCueLetter(t[q-1]) {
		q--
	}
	if personPrepositions[strings.ToLower(t[q:p])] {
		return true
	}
	r := end
	for r < len(t) && t[r] == ' ' {
		r++
	}
	k := r
	for k < len(t) && (isLower(t[k]) || t[k] == '\'') {
		k++
	}
	w := t[r:k]
	return len(w) > 2 && !nameJoiners[w]
}

// nameJoiners after a name continue a list or a place, not a sentence
// about a person: "Carl Zeiss in Jena", "Dior and Cardin".
var nameJoiners = map[string]bool{"and": true, "und": true, "et": true, "y": true, "in": true, "de": true,
	"of": true, "or": true, "oder": true, "ou": true, "the": true, "der": true, "die": true, "das": true,
	"les": true, "los": true, "las": true}

// personalWithin reports a candidate of personalKinds starting inside
// [from, to). Their starts are collected once, sorted, when the first name
// asks (the numbers, e-mails and accounts are found before the names), so
// that a text of many names is not read once per name.
func (s *scan) personalWithin(from, to int) bool {
	if s.personalStarts == nil {
		s.personalStarts = []int{}
		for _, c := range s.cands {
			if personalKinds[c.k] {
				s.personalStarts = append(s.personalStarts, c.start)
			}
		}
		slices.Sort(s.personalStarts)
	}
	i, _ := slices.BinarySearch(s.personalStarts, from)
	return i < len(s.personalStarts) && s.personalStarts[i] < to
}
