package pii

import "strings"

// thingArticles before a capitalised word make it the name of a thing:
// "the Victoria sofa", "im Hans im Glück", "el Marqués".
var thingArticles = map[string]bool{"the": true, "a": true, "an": true, "der": true, "die": true, "das": true,
	"dem": true, "den": true, "des": true, "im": true, "am": true, "le": true, "la": true, "les": true,
	"el": true, "los": true, "las": true, "il": true, "lo": true, "het": true, "de": true, "du": true,
	"our": true, "your": true, "my": true, "this": true, "that": true, "unser": true, "unsere": true,
	// prepositions of place: "Offices in Richmond", "nach Florence", "en Victoria"
	"in": true, "nach": true, "aus": true, "near": true, "en": true, "dans": true, "vers": true}

// wordBefore returns the start of the word of letters that ends one blank
// before start ("rue" in "rue Jean-Jaurès"), or -1 when none does.
func wordBefore(t string, start int) int {
	if start < 2 || t[start-1] != ' ' {
		return -1
	}
	q := start - 1
	for q > 0 && isCueLetter(t[q-1]) {
		q--
	}
	if q == start-1 {
		return -1
	}
	return q
}

// loneInSentence reports a known given name standing alone inside a
// sentence: after a lower-case word, not after an article or a preposition of place, not
// before another capitalised word (a pair is onGivenName's), not a place
// that shares the name ("Gautier nous rejoint après", "an Malte zur
// Freigabe", "Benedetta porta la torta" after a full stop is taken by
// actsAfter only). In prose a capitalised given name mid-sentence is a
// person far more often than anything else.
func (s *scan) loneInSentence(start, end int) bool {
	t := s.text
	if start < 2 || placeNames[foldName(t[start:end])] || s.d.nameStops[strings.ToLower(t[start:end])] {
		return false
	}
	if end < len(t) && (t[end] == '-' || t[end] == '\'' || t[end] == '.' && end+1 < len(t) && isCueLetter(t[end+1])) {
		return false
	}
	if end+1 < len(t) && t[end] == ' ' && (isUpperRuneAt(t, end+1) || isDigit(t[end+1])) {
		return false // a pair, or a room or a line: "Verona 3"
	}
	q := wordBefore(t, start)
	if q < 0 {
		return false
	}
	w := t[q : start-1]
	return isLower(w[0]) && !thingArticles[w] && !placeWords[w]
}

// placeWords before a name make it a street, a square or a venue:
// "depuis la place Kléber", "via Garibaldi", "ristorante Vittorio".
var placeWords = map[string]bool{"place": true, "rue": true, "avenue": true, "boulevard": true, "quai": true,
	"calle": true, "plaza": true, "paseo": true, "via": true, "viale": true, "piazza": true, "corso": true,
	"rua": true, "praça": true, "platz": true, "gare": true, "station": true, "estación": true,
	"stazione": true, "hotel": true, "hôtel": true, "restaurant": true, "ristorante": true, "café": true,
	"bar": true, "parc": true, "parque": true, "park": true, "lycée": true, "collège": true, "colegio": true,
	"hospital": true, "hôpital": true, "clinique": true, "storm": true, "sturm": true, "tempête": true,
	"hurricane": true, "typhoon": true, "ship": true, "vessel": true, "yacht": true,
	// venues and schools: "gymnase Marcel-Cerdan", "Stade Jean-Bouin", "allée Victor-Hugo"
	"stade": true, "allée": true, "impasse": true, "cours": true, "gymnase": true, "piscine": true,
	"salle": true, "école": true, "halle": true, "médiathèque": true, "gymnasium": true, "stadium": true,
	"pool": true, "arena": true, "escuela": true, "instituto": true, "polideportivo": true,
	// lines and homes named after people: "ligne Armelle", "résidence Jean-Moulin"
	"ligne": true, "linie": true, "línea": true, "linea": true, "résidence": true, "residencia": true, "residenz": true,
	// libraries, pharmacies, stations and gardens: "bibliothèque Marguerite-Yourcenar", "Farmacia Dottor …"
	"bibliothèque": true, "biblioteca": true, "bibliothek": true, "farmacia": true, "pharmacie": true,
	"apotheke": true, "estação": true, "jardim": true, "jardin": true, "jardín": true}

// thingBefore reports an article, a saint's or a monarch's title right
// before a name: the name is then a thing's ("the Ada Lovelace room", "The
// Holly Bush", "St. Patrick's Day", "Queen Elizabeth Hospital").
func thingBefore(t string, start int) bool {
	if start < 2 || t[start-1] != ' ' {
		return false
	}
	for _, w := range []string{"St. ", "St ", "Saint ", "San ", "Santa ", "Sankt ", "São ", "Queen ", "King ", "Prince ", "Princess ",
		"TER ", "TGV ", "ICE ", "Alvia ", "Talgo ", "Aula Magna "} { // trains and halls named after people: "TER Mélusine", "Aula Magna Federico Caffè"
		if strings.HasSuffix(t[:start], w) {
			return true
		}
	}
	q := wordBefore(t, start)
	if q < 0 {
		return false
	}
	w := t[q : start-1]
	return w == "the" || w == "The" || w == "THE"
}

// eponymNouns follow a possessive name that names a thing: "Addison's
// disease", "Murphy's law", "Pascal's triangle".
var eponymNouns = map[string]bool{"disease": true, "syndrome": true, "law": true, "theorem": true,
	"lemma": true, "principle": true, "effect": true, "triangle": true, "constant": true, "rule": true,
	"razor": true, "paradox": true, "palsy": true, "sign": true, "test": true, "method": true}

// eponymNoun reports one of eponymNouns right after the possessive ending at e.
func eponymNoun(t string, e int) bool {
	if e+1 >= len(t) || t[e] != ' ' {
		return false
	}
	q := e + 1
	for q < len(t) && isAlpha(t[q]) {
		q++
	}
	return eponymNouns[t[e+1:q]]
}

// institutionBefore reports a capitalised institution word right before a
// name: "Centre Georges Pompidou", "Lycée Victor Hugo", "Museo Frida Kahlo".
func institutionBefore(t string, start int) bool {
	q := wordBefore(t, start)
	if q < 0 || !isUpperRuneAt(t, q) {
		return false
	}
	w := t[q : start-1]
	return inLower(orgWords, w) || inLower(placeWords, w)
}

// inLower reports the lower-cased ASCII form of w in m without allocating
// (names of places and firms are looked up on every given name).
func inLower(m map[string]bool, w string) bool {
	var buf [24]byte
	if len(w) > len(buf) {
		return m[strings.ToLower(w)]
	}
	for i := 0; i < len(w); i++ {
		buf[i] = lower(w[i])
	}
	return m[string(buf[:len(w)])]
}

// placeBefore reports a word right before start that makes a name a
// place's: an article, a street, venue or institution word, or "du"/"de"
// ("rue Jean-Jaurès", "Stade Jean-Bouin", "avenue du Général-Leclerc").
func placeBefore(t string, start int) bool {
	return thingBefore(t, start) || institutionBefore(t, start) || placeWordBefore(t, start)
}

// placeWordBefore reports a street, venue or institution word, an article
// or a preposition of place right before start.
func placeWordBefore(t string, start int) bool {
	w := plainWordBefore(t, start)
	return inLower(placeWords, w) || inLower(thingArticles, w)
}

// streetBefore reports a street or venue word right before start ("rue",
// "via", "calle"); the name model leaves articles and prepositions to its
// features ("de Alba Cifuentes", "an Sabine").
func streetBefore(t string, start int) bool {
	return inLower(placeWords, plainWordBefore(t, start))
}

// plainWordBefore returns the word of letters one space before start, or "".
func plainWordBefore(t string, start int) string {
	if q := wordBefore(t, start); q >= 0 {
		return t[q : start-1]
	}
	return ""
}
