package pii

import (
	"regexp"
	"slices"
	"strings"
	"sync"
)

// More address layouts (issue 18): "street number, postcode Town" with the
// four-digit postcodes of Austria, Switzerland, Belgium and Denmark and the
// Dutch "1234 AB", street names in separate words ("Mariahilfer Straße
// 47/3/12, 1060 Wien", "Rue du Rhône 14, 1204 Genève"); Irish Eircodes; and
// UK or Irish addresses written over several lines above their postcode.

var addrPatterns = sync.OnceValue(func() (p struct{ euTail, ukPost, eircode *regexp.Regexp }) {
	// street words then a house number ("47", "45-A", "47/3/12"), a comma, a
	// postcode and a town; it must end where the window ends
	p.euTail = regexp.MustCompile(`^((?:C/|\p{Lu}[\pL'’.-]+)(?:[ \t]+(?:\p{Lu}[\pL'’.-]*|de|du|des|la|le|del|di|da|van|der|den))*` +
		`[ \t]+\d{1,4}[a-zA-Z]?(?:[-/][0-9A-Za-z]{1,3}){0,2})` + spanishFloor + `?(?:,[ \t]*|\n)` +
		`(?:[A-Z]{1,2}-)?(?:\d{4,5}|\d{4}[ \t]?[A-Z]{2}|\d{4}-\d{3}|\d{2}-\d{3}|\d{3}[ \t]\d{2})[ \t]+` +
		`\p{Lu}\p{Ll}[\pL'’-]*(?:[ \t-]\p{Lu}\p{Ll}[\pL'’-]*)?$`)
	p.ukPost = regexp.MustCompile(`^[A-Z]{1,2}\d[A-Z\d]?[ \t]\d[A-Z]{2}$`)
	p.eircode = regexp.MustCompile(`^(?:[ACDEFHKNPRTVWXY]\d{2}|D6W)[ \t][0-9ACDEFHKNPRTVWXY]{4}$`)
	return p
})

// findMoreAddresses runs after the word pass, so that person candidates are
// known and a name line above an address is not taken into it.
func (s *scan) findMoreAddresses() {
	s.findPostcodeTown()
	s.findPostcodeLines()
	s.joinAddressParts()
	s.extendIrishAddresses()
}

// joinAddressParts makes one address of a street found by one recognizer
// and a postcode found by another on the same line when only short
// comma-separated parts (a district, a town, "Dublin 6") lie between
// them: "14 Elm Grove, Rathmines, Dublin 6, D06 F2X3".
func (s *scan) joinAddressParts() {
	var addrs []int // indexes into s.cands, by start
	for i, c := range s.cands {
		if c.k == kAddress {
			addrs = append(addrs, i)
		}
	}
	slices.SortFunc(addrs, func(a, b int) int { return s.cands[a].start - s.cands[b].start })
	for k := 0; k+1 < len(addrs); k++ {
		a, b := &s.cands[addrs[k]], s.cands[addrs[k+1]]
		if b.start > a.end && addressGap(s.text[a.end:b.start]) {
			s.add(kAddress, a.start, b.end, max(a.score, b.score))
		}
	}
}

// addressGap reports ", Part, Part, " between two address pieces: at most
// three parts, each a capitalised word or two (a number may follow) and
// no longer than 24 bytes.
func addressGap(gap string) bool {
	if len(gap) > 80 || !strings.HasPrefix(gap, ", ") || !strings.HasSuffix(gap, ", ") || strings.ContainsAny(gap, "\n;:") {
		return false
	}
	parts := strings.Split(strings.TrimSuffix(strings.TrimPrefix(gap, ", "), ", "), ", ")
	if len(parts) > 3 {
		return false
	}
	for _, p := range parts {
		if p == "" || len(p) > 24 || !startsUpper(p) || strings.Count(p, " ") > 2 {
			return false
		}
	}
	return true
}

// findPostcodeTown looks at every ", 1234 Town", ", 1234 AB Town" (and
// the Portuguese "1100-053", Polish "00-590" and Swedish "114 31"
// postcodes), or such a postcode line under a street line, for the street
// and number before it.
func (s *scan) findPostcodeTown() {
	t := s.text
	re := addrPatterns().euTail
	for i := 0; i < len(t); {
		j := strings.IndexAny(t[i:], ",\n")
		if j < 0 {
			return
		}
		c := i + j
		i = c + 1
		p := c + 1
		if t[c] == ',' {
			if p >= len(t) || t[p] != ' ' {
				continue
			}
			p++
		}
		q := postcodeEnd(t, countryPrefixEnd(t, p))
		if q == p || q+2 >= len(t) || t[q] != ' ' {
			continue
		}
		// the town: up to two capitalised words after the postcode
		e := q + 1
		if e+2 < len(t) && isUpper(t[e]) && isUpper(t[e+1]) && t[e+2] == ' ' {
			e += 3 // Dutch letters
		}
		we := townEnd(t, e)
		if we <= e {
			continue
		}
		c = floorBefore(t, c) // "C/ Alcalá 120, 4º D, 28009 Madrid": the number stands before the floor
		ms := -1
		for _, ws := range streetStarts(t, c) { // farthest first: the longest street name
			if re.MatchString(t[ws:we]) {
				ms = ws
				break
			}
		}
		if ms < 0 {
			continue
		}
		if k := strings.IndexByte(t[ms:c], ' '); k > 0 && addressLabel(t[ms:ms+k]) {
			ms += k + 1 // "Woonadres Oudegracht 45-A, ..."
		}
		if strings.HasSuffix(t[:ms], "ul. ") || strings.HasSuffix(t[:ms], "al. ") {
			ms -= len("ul. ") // the Polish street word is written small: "ul. Marszałkowska 10"
		}
		if !s.hasStreetWord(ms, c) && (s.d.cuesIn(t, ms-ctxBefore, ms)&cueAddress == 0 || notTown[strings.ToLower(t[e:we])]) {
			continue // "Total 12, 1500 Euro"; but "Adresse: Spalenberg 18, 4051 Basel" has its cue
		}
		s.add(kAddress, ms, we, 0.7)
		i = we
	}
}

// notTown are words after a four- or five-digit number that make it an
// amount, not a postcode: "12, 1500 Euro".
var notTown = map[string]bool{"euro": true, "euros": true, "eur": true, "chf": true, "franken": true,
	"dollar": true, "dollars": true, "usd": true, "gbp": true, "pfund": true, "kronen": true, "stück": true}

// spanishFloor is a Spanish floor and door after the house number: ", 3º
// B", ", 2º izda.", ", 4º 1ª", ", bajo".
const spanishFloor = `(?:,[ \t]*(?:\d{1,2}[º°ª](?:[ \t]*(?:\d{1,2}[ºª]|[A-Z]\b|(?i:izq|izqda|izda|dcha|dch|der|centro)\b\.?))?` +
	`|(?i:bajo|entlo|ático)\b\.?))`

var spanishFloorAt = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^` + spanishFloor + `$`) })

// floorBefore returns the comma before a Spanish floor part that ends at
// the comma c, or c.
func floorBefore(t string, c int) int {
	k := strings.LastIndexByte(t[max(0, c-16):c], ',')
	if k < 0 {
		return c
	}
	k += max(0, c-16)
	if spanishFloorAt().MatchString(t[k:c]) {
		return k
	}
	return c
}

// countryPrefixEnd returns the position after the country letters of a
// postcode written the old European way ("A-8010 Graz", "D-70173
// Stuttgart", "CH-1204 Genève"), or p.
func countryPrefixEnd(t string, p int) int {
	k := p
	for k < len(t) && k-p < 2 && isUpper(t[k]) {
		k++
	}
	if k > p && k+1 < len(t) && t[k] == '-' && isDigit(t[k+1]) {
		return k + 1
	}
	return p
}

// postcodeEnd returns the end of a numeric postcode at p: 4 or 5 digits,
// or 4-3 (Portugal), 2-3 (Poland) and 3 2 (Sweden) digits; p when there
// is none.
func postcodeEnd(t string, p int) int {
	digits := func(from, n int) bool {
		if from+n > len(t) {
			return false
		}
		for k := from; k < from+n; k++ {
			if !isDigit(t[k]) {
				return false
			}
		}
		return from+n == len(t) || !isDigit(t[from+n])
	}
	switch {
	case digits(p, 4) && p+4 < len(t) && t[p+4] == '-' && digits(p+5, 3):
		return p + 8
	case digits(p, 2) && p+2 < len(t) && t[p+2] == '-' && digits(p+3, 3):
		return p + 6
	case digits(p, 3) && p+3 < len(t) && t[p+3] == ' ' && digits(p+4, 2):
		return p + 6
	case digits(p, 4):
		return p + 4
	case digits(p, 5):
		return p + 5
	}
	return p
}

// townEnd returns the end of one or two capitalised words at p, or p.
func townEnd(t string, p int) int {
	end := p
	for w := 0; w < 2; w++ {
		q := nameWordEnd(t, p, min(len(t), p+40))
		if q == p {
			break
		}
		end = q
		if q+1 < len(t) && (t[q] == ' ' || t[q] == '-') && startsUpper(t[q+1:]) {
			p = q + 1
			continue
		}
		break
	}
	return end
}

// findPostcodeLines finds UK postcodes and Eircodes that end a line (alone
// or after a town) and takes the short address lines above them: "Flat
// 3\n27 Wellington Road\nManchester\nM14 6EQ". An Eircode alone is an
// address too.
func (s *scan) findPostcodeLines() {
	t := s.text
	pats := addrPatterns()
	for ls, le := range lineSpans(t) {
		line := strings.TrimRight(t[ls:le], " \t\r.,")
		lineEnd := ls + len(line)
		if pc := lastPostcode(line, pats.ukPost, pats.eircode); pc >= 0 {
			start := s.addressLinesAbove(ls)
			if seg := commaPartsBefore(line, pc); seg < pc {
				start = ls + seg // "Apartment 5, Grand Canal Dock, Dublin 4, D04 V1W8"
			}
			eir := pats.eircode.MatchString(line[pc:])
			switch {
			case start < ls+pc && s.streetish(start, lineEnd):
				s.add(kAddress, start, lineEnd, 0.7)
			case eir:
				s.add(kAddress, ls+pc, lineEnd, 0.7)
			}
		}
	}
	s.findCuedEircodes()
	s.findCuedPostcodes()
}

// findCuedEircodes reports an Eircode right after the word "Eircode".
func (s *scan) findCuedEircodes() {
	lower, t := s.lowerText(), s.text
	for i := 0; i < len(lower); {
		j := strings.Index(lower[i:], "eircode")
		if j < 0 {
			return
		}
		p := i + j + len("eircode")
		i = p
		for p < len(t) && p-i < 4 && strings.IndexByte(" :\t", t[p]) >= 0 {
			p++
		}
		for _, n := range []int{8, 7} {
			if p+n <= len(t) && addrPatterns().eircode.MatchString(t[p:p+n]) && (p+n == len(t) || !isAlnum(t[p+n])) {
				s.add(kAddress, p, p+n, 0.75)
				break
			}
		}
	}
}

// commaPartsBefore returns where the comma-separated address parts before
// a postcode at pc start: back to a colon, a dash or the line start, each
// part short and starting with a capital or a digit; pc when there are
// none.
func commaPartsBefore(line string, pc int) int {
	start := pc
	p := strings.TrimRight(line[:pc], " ")
	if !strings.HasSuffix(p, ",") {
		return pc
	}
	p = p[:len(p)-1]
	for n := 0; n < 5 && p != ""; n++ {
		k := strings.LastIndexAny(p, ",:—–")
		part := strings.TrimSpace(p[k+1:])
		if part == "" || len(part) > 40 || !startsUpperOrDigit(part) {
			break
		}
		start = strings.LastIndex(line[:start], part)
		if k < 0 || p[k] != ',' {
			break
		}
		p = p[:k]
	}
	return start
}

// lastPostcode returns the offset of a postcode that ends line, or -1.
func lastPostcode(line string, uk, eir *regexp.Regexp) int {
	// cheap test first: every postcode ends in an upper-case letter or a
	// digit with a blank four or five bytes before the end
	if n := len(line); n < 6 || !isUpper(line[n-1]) && !isDigit(line[n-1]) || (line[n-4] != ' ' && line[n-5] != ' ' && line[n-4] != '\t' && line[n-5] != '\t') {
		return -1
	}
	for _, n := range []int{6, 7, 8} {
		if len(line) < n {
			break
		}
		k := len(line) - n
		if k > 0 && line[k-1] != ' ' && line[k-1] != ',' && line[k-1] != '\t' {
			continue
		}
		if uk.MatchString(line[k:]) || eir.MatchString(line[k:]) {
			return k
		}
	}
	return -1
}

// addressLinesAbove returns the start of up to four short address lines
// directly above the line at ls (itself included), stopping at a blank
// line, a line with a colon, a long line, or a person's name.
func (s *scan) addressLinesAbove(ls int) int {
	t := s.text
	start := ls
	for n := 0; n < 4 && start > 0; n++ {
		pe := start - 1 // the '\n' ending the line above
		ps := strings.LastIndexByte(t[:pe], '\n') + 1
		line := strings.TrimSpace(t[ps:pe])
		if line == "" || len(line) > 48 || strings.ContainsAny(line, ":;!?@") || !startsUpperOrDigit(line) ||
			s.personLine(ps, pe) || firmLine(line) {
			break // a firm's name heads its address but is no part of it
		}
		start = ps
	}
	return start
}

// firmSuffixes end a company's name: "Thornbury Analytics Ltd", "Müller GmbH".
var firmSuffixes = map[string]bool{"ltd": true, "limited": true, "gmbh": true, "inc": true, "llc": true,
	"llp": true, "plc": true, "ag": true, "sa": true, "sarl": true, "sas": true, "bv": true, "nv": true,
	"sl": true, "spa": true, "srl": true, "kg": true, "corp": true, "lda": true, "ug": true, "oy": true, "ab": true}

// firmLine reports a line that ends with a company suffix.
func firmLine(line string) bool {
	k := strings.LastIndexByte(line, ' ')
	if k < 0 {
		return false
	}
	return firmSuffixes[strings.ToLower(strings.ReplaceAll(line[k+1:], ".", ""))]
}

func startsUpperOrDigit(s string) bool { return isDigit(s[0]) || startsUpper(s) }

// personLine reports a line that a person candidate covers.
func (s *scan) personLine(ps, pe int) bool {
	if s.persons == nil {
		s.persons = map[int]int{}
		for _, c := range s.cands {
			if c.k == kPerson {
				s.persons[c.start] = max(s.persons[c.start], c.end)
			}
		}
	}
	for st := ps; st <= ps+5 && st < pe; st++ { // after a title: "Ms Priyanka Venkataraman"
		if e, ok := s.persons[st]; ok && e >= pe-1 {
			return true
		}
	}
	return false
}

// streetish reports that an address block has a house number or a street
// or building word, so a list of towns above a postcode is not taken.
func (s *scan) streetish(start, end int) bool {
	block := s.text[start:end]
	for _, line := range strings.Split(block, "\n")[:max(1, strings.Count(block, "\n"))] {
		if line != "" && isDigit(line[0]) {
			return true
		}
		for _, w := range strings.Fields(strings.ToLower(line)) {
			switch w {
			case "street", "road", "lane", "avenue", "close", "drive", "way", "place", "court", "crescent",
				"terrace", "gardens", "grove", "square", "hill", "row", "mews", "park", "flat", "apartment",
				"house", "cottage", "rectory", "farm", "manor", "lodge", "mill", "building", "floor", "unit":
				return true
			}
		}
	}
	return false
}

// addressLabel reports a word that introduces an address rather than
// starting one: "Woonadres", "Lieferadresse", "Domicile".
func addressLabel(w string) bool {
	w = strings.ToLower(w)
	for _, suffix := range []string{"adres", "adresse", "address", "anschrift", "indirizzo", "dirección", "domicile"} {
		if strings.HasSuffix(w, suffix) {
			return true
		}
	}
	switch w {
	case "delivery", "wohnhaft", "domicilio", "residence", "ship", "bill":
		return true
	}
	return false
}

// standaloneStreetWords are street words written apart from the name.
var standaloneStreetWords = map[string]bool{
	"straße": true, "strasse": true, "gasse": true, "weg": true, "platz": true, "ring": true, "allee": true,
	"rue": true, "avenue": true, "chemin": true, "route": true, "boulevard": true, "place": true, "quai": true,
	"via": true, "viale": true, "piazza": true, "corso": true, "calle": true, "plaza": true, "paseo": true,
	"avenida": true, "rua": true, "laan": true, "straat": true, "gracht": true, "plein": true, "kade": true,
	"promenade": true, "ufer": true, "damm": true, "markt": true, "steig": true,
	"ul.": true, "ulica": true, "aleja": true, "al.": true,
	// abbreviations written apart: "Berliner Str. 12a", "C/ Mayor 5", "Av. de América 10"
	"str.": true, "c/": true, "av.": true, "avda.": true, "pza.": true,
}

// hasStreetWord reports a street word in text[start:end], alone ("Rue",
// "Straße") or as the ending of a compound ("Bahnhofstrasse").
func (s *scan) hasStreetWord(start, end int) bool {
	for _, w := range strings.Fields(strings.ToLower(s.text[start:end])) {
		if standaloneStreetWords[w] {
			return true
		}
		for suffix := range s.d.streets {
			if len(w) > len(suffix)+1 && strings.HasSuffix(w, suffix) {
				return true
			}
		}
	}
	return false
}

// streetStarts returns where a "Street Words 12" ending at the comma c may
// start: the starts of up to five words before its house number, farthest
// first, on the same line. The anchored pattern then runs from each, so an
// address-dense text costs a few short matches per comma.
func streetStarts(t string, c int) []int {
	p := c
	for p > 0 && c-p < 12 && t[p-1] != ' ' && t[p-1] != '\t' && t[p-1] != '\n' {
		p-- // the house number: "12", "45-A", "47/3/12"
	}
	if p == c || p == 0 || !isDigit(t[p]) {
		return nil
	}
	var starts []int
	for n := 0; n < 5 && p > 1 && (t[p-1] == ' ' || t[p-1] == '\t'); n++ {
		q := p - 1
		for q > 0 && c-q < 80 && t[q-1] != ' ' && t[q-1] != '\t' && t[q-1] != '\n' && t[q-1] != ',' && t[q-1] != ':' {
			q--
		}
		if q == p-1 {
			break
		}
		starts = append(starts, q)
		p = q
	}
	slices.Reverse(starts)
	return starts
}

// closesName reports a number at p followed by a comma that ends a
// capitalised name before it ("Elm Street 12, Sunset Boulevard 4"): it is
// that name's number, not the house number of the street after the comma,
// which English writes with no comma ("12 Sunset Boulevard").
func (s *scan) closesName(p int) bool {
	t := s.text
	e := p
	for e < len(t) && isAlnum(t[e]) {
		e++
	}
	if e >= len(t) || t[e] != ',' || p < 2 || t[p-1] != ' ' {
		return false
	}
	q := p - 1
	for q > 0 && isAlpha(t[q-1]) {
		q--
	}
	return q < p-1 && isUpper(t[q])
}
