package pii

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// streetWords are the German, Dutch and Nordic street-name endings of
// compound words ("Hauptstraße", "Kerkstraat", "Karlavägen").
func streetWords() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("straße strasse str weg gasse platz allee damm ufer chaussee straat laan gracht plein kade singel steeg dijk " +
		"vägen gatan gata gade vej veien") {
		m[w] = true
	}
	return m
}

// maxStreetSuffix is the length in bytes of the longest street ending
// ("chaussee").
const maxStreetSuffix = 8

func (d *Detector) compileAddresses() error {
	word := `[A-Z][a-z][\pL'’.-]*`
	compile := func(name, pattern string) (*regexp.Regexp, error) {
		re, err := regexp.Compile(pattern)
		if err != nil {
			return nil, fmt.Errorf("pii: compile %s address pattern: %w", name, err)
		}
		return re, nil
	}
	var err error
	// 1600 Pennsylvania Avenue NW, Washington, DC 20500 / 221B Baker Street, London NW1 6XE
	// 3/45 Smith St, Fitzroy VIC 3065: an Australian unit before the house number
	d.addrUS, err = compile("US", `^(\d{1,5}[A-Za-z]?(?:[-/]\d{1,5})?,?[ \t]+`+
		`(?:(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\.?[ \t]+)?`+
		`(?:(?:\d{1,3}(?:st|nd|rd|th)|`+word+`)[ \t]+){1,4}`+
		`(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Parkway|Pkwy|`+
		`Highway|Hwy|Square|Sq|Circle|Cir|Close|Crescent|Cres|Gardens|Grove|Row|Mews|Trail|Alley|Walk|Hill|Green|Park)\b\.?`+
		`(?:[ \t]+(?:N|S|E|W|NE|NW|SE|SW)\b\.?)?`+
		`(?:,?[ \t]+(?:Apt|Apartment|Suite|Ste|Unit|Flat|Floor|Fl|Room|Rm|#)\.?[ \t]*#?[A-Za-z0-9-]+)?`+
		`(?:,[ \t]*`+word+`(?:[ \t]`+word+`){0,2})?`+
		`(?:,?[ \t]+(?:[A-Z]{2,3}[ \t]+(?:\d{4,5}(?:-\d{4})?|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d)|[A-Z]{1,2}\d[A-Z\d]?[ \t]\d[A-Z]{2}|\d{5}))?)`)
	if err != nil {
		return err
	}
	// Hauptstraße 12, 10115 Berlin / Kerkstraat 5, 1012 AB Amsterdam
	d.addrEU, err = compile("EU", `^(\p{Lu}[\pL-]*(?i:straße|strasse|str\.|weg|gasse|platz|allee|damm|ufer|`+
		`chaussee|straat|laan|gracht|plein|kade|singel|steeg|dijk)[ \t]+\d{1,3}[ \t]?[a-zA-Z]?(?:[-/]\d{1,3})?\b`+
		`(?:,[ \t]*(?:\d{5}|\d{4}[ \t]?[A-Z]{2})[ \t]+\p{Lu}[\pL-]+(?:[ \t]\p{Lu}[\pL-]+)?)?)`)
	if err != nil {
		return err
	}
	// 12 rue de la Paix, 75002 Paris
	d.addrFR, err = compile("FR", `^(\d{1,4}(?:[ \t]?(?:bis|ter))?,?[ \t]+`+
		`(?i:rue|avenue|boulevard|bd|place|chemin|allée|impasse|quai|route|cours)[ \t]+`+
		`(?:(?:de|du|des|la|le|l'|d')[ \t]*)*[\pL'’-]+(?:[ \t]+(?:(?:de|du|des|la|le)[ \t]+)?\p{Lu}[\pL'’-]*){0,3}`+
		`(?:,[ \t]*\d{5}[ \t]+\p{Lu}[\pL'’-]+(?:[ \t-]\p{Lu}[\pL'’-]+){0,2})?)`)
	if err != nil {
		return err
	}
	// Calle Mayor 5, 28013 Madrid / Via Roma 10 / Rua Augusta, 1500 / Calle Luna 3, 2º izda., 28004 Madrid
	d.addrLatin, err = compile("Latin", `^((?:Calle|Avenida|Avda\.|Plaza|Paseo|Carrer|Via|Viale|Piazza|`+
		`Piazzale|Corso|Largo|Rua|Travessa|Alameda|Praça)[ \t]+(?:(?:de|del|de la|della|delle|dei|degli|di|da|do|dos|das|dels)[ \t]+)*`+
		`\p{Lu}[\pL'’.-]*(?:[ \t]+(?:(?:de|del|della|di|da|do|dos)[ \t]+)?\p{Lu}[\pL'’.-]*){0,3},?[ \t]+`+
		`(?:n[º°o]\.?[ \t]*)?\d{1,5}[A-Za-z]?\b`+
		// a Spanish floor and door: "3º B", "2º izda.", "4º 1ª", "bajo"
		`(?:,[ \t]*(?:\d{1,2}[º°ª](?:[ \t]*(?:\d{1,2}[ºª]|[A-Z]\b|(?i:izq|izqda|izda|dcha|dch|der|centro)\b\.?))?|(?i:bajo|entlo|ático)\b\.?))?`+
		`(?:,[ \t]*\d{5}(?:-\d{3})?[ \t]+\p{Lu}[\pL'’-]+(?:[ \t]\p{Lu}[\pL'’-]+){0,2})?)`)
	return err
}

// addressAround tries the address pattern of a street word. The patterns
// are anchored: US, UK and French addresses are tried from each house number
// a few words before the street word, the others from the street word.
func (s *scan) addressAround(tr trig, start, end int) {
	if tr&(trigStreetSuffix|trigStreetFR) != 0 {
		numbers := s.numbersBefore(start)
		if tr&trigStreetSuffix != 0 && startsUpper(s.text[start:end]) {
			s.addressFrom(s.d.addrUS, slices.DeleteFunc(slices.Clone(numbers), s.closesName), start, end, 160)
		}
		if tr&trigStreetFR != 0 {
			s.addressFrom(s.d.addrFR, numbers, start, end, 140)
		}
	}
	if tr&trigStreetLatin != 0 && startsUpper(s.text[start:end]) {
		s.addressFrom(s.d.addrLatin, []int{start}, start, end, 140)
	}
}

// onCapitalised checks a capitalised word for a German or Dutch street
// ending. It runs on every capitalised word, so it looks the word's last
// 3 to maxStreetSuffix bytes up instead of trying every ending.
func (s *scan) onCapitalised(start, end int) {
	w := s.text[start:end]
	var buf [maxStreetSuffix]byte
	for n := 3; n <= maxStreetSuffix && len(w) > n+1; n++ {
		for k := range n {
			buf[k] = lower(w[len(w)-n+k])
		}
		if !s.d.streets[string(buf[:n])] {
			continue
		}
		if n == 3 && string(buf[:n]) == "str" && (end >= len(s.text) || s.text[end] != '.') {
			continue
		}
		s.addressFrom(s.d.addrEU, []int{start}, start, end, 80)
		return
	}
}

// maxStreetWords bounds how far before a street word its house number may
// be: "1600 North Pennsylvania Avenue" has four words between them.
const maxStreetWords = 6

// numbersBefore returns the starts of the words that begin with a digit
// among the few words before pos on the same line, nearest first.
func (s *scan) numbersBefore(pos int) []int {
	t := s.text
	var out []int
	p := pos
	for words := 0; words < maxStreetWords && p > 0; words++ {
		for p > 0 && (t[p-1] == ' ' || t[p-1] == '\t' || t[p-1] == ',') {
			p--
		}
		e := p
		for p > 0 && strings.IndexByte(" \t\n,;\"'(<[|", t[p-1]) < 0 && pos-p < 120 {
			p--
		}
		if p == e {
			break
		}
		if isDigit(t[p]) {
			out = append(out, p)
		}
		if p > 0 && t[p-1] != ' ' && t[p-1] != '\t' && t[p-1] != ',' {
			break // a field or line starts here
		}
		if p > 0 && t[p-1] == '\n' {
			break
		}
	}
	return out
}

// addressFrom runs an anchored pattern from each start and reports the
// first match that covers the street word.
func (s *scan) addressFrom(re *regexp.Regexp, starts []int, start, end, after int) {
	for _, from := range starts {
		m := re.FindStringSubmatchIndex(s.text[from:min(len(s.text), end+after)])
		if m == nil {
			continue
		}
		if ms, me := from+m[2], from+m[3]; ms <= start && me >= end {
			if isDigit(s.text[me-1]) && unitAfter(s.text, me) {
				return // "en Calle de Alcalá, 85 m²": the number is an area, not a house
			}
			s.add(kAddress, ms, me, 0.75)
			return
		}
	}
}
