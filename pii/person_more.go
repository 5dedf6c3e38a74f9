package pii

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// capsNameWords returns the end of a run of up to four ALL-CAPS name words
// at start ("JOHN A SMITH", "MARGARET O'CONNELL", "HERNANDEZ/CARLOS MR",
// "MÜLLER, KLAUS" is two runs), or start. Only a strong cue calls it: an
// upper-case line is usually a heading, not a name.
func (s *scan) capsNameWords(start, limit int) int {
	t := s.text
	p, end := start, start
	for words := 0; words < 4 && p < limit; words++ {
		q := p
		letters := 0
		for q < limit {
			r, n := utf8.DecodeRuneInString(t[q:limit])
			switch {
			case unicode.IsUpper(r):
				letters++
			case (r == '\'' || r == '’' || r == '-' || r == '/') && letters > 0 && q+n < limit && isUpperRuneAt(t, q+n):
			case r == '.' && letters == 1:
			default:
				goto done
			}
			q += n
		}
	done:
		if letters == 0 || (q < limit && unicode.IsLetter(runeAt(t, q))) {
			break // a word with lower-case letters is not part of an ALL-CAPS name
		}
		if letters > 1 && (s.d.nameStops[strings.ToLower(strings.TrimSuffix(t[p:q], "."))] || orgWords[strings.ToLower(t[p:q])]) {
			break
		}
		end = q
		if q+1 < limit && t[q] == ' ' && isUpperRuneAt(t, q+1) {
			p = q + 1
			continue
		}
		break
	}
	// one short word alone is an acronym ("SSN", "CI Bot"), not a name
	if end > start && !strings.ContainsAny(t[start:end], " /") && utf8.RuneCountInString(t[start:end]) < 4 {
		return start
	}
	return end
}

func runeAt(t string, i int) rune {
	r, _ := utf8.DecodeRuneInString(t[i:])
	return r
}

func isUpperRuneAt(t string, i int) bool { return i < len(t) && unicode.IsUpper(runeAt(t, i)) }

// isCapsWordAt reports an upper-case word of at least two letters at p.
func isCapsWordAt(t string, p int) bool {
	r1, n := utf8.DecodeRuneInString(t[p:])
	if !unicode.IsUpper(r1) || p+n >= len(t) {
		return false
	}
	return unicode.IsUpper(runeAt(t, p+n))
}

// personList continues a name found after a strong cue through a list:
// "Novak, Petra; Haddad, Omar", "Yusuf Demir, Hanna Korhonen", "Hiroshi and
// Mei", or one name a line under a header ("Attendees:\nOyelaran, Tunde\n
// Van der Meulen, Joris"). It reports every name after the first and returns.
func (s *scan) personList(start, end, limit int, caps bool, score float64) {
	t := s.text
	for n := 0; n < 12; n++ {
		p := end
		switch {
		case strings.HasPrefix(t[p:], "; "), strings.HasPrefix(t[p:], ", "):
			p += 2
		case strings.HasPrefix(t[p:], " and "), strings.HasPrefix(t[p:], " und "), strings.HasPrefix(t[p:], " et "),
			strings.HasPrefix(t[p:], " y "), strings.HasPrefix(t[p:], " & "):
			p = strings.IndexByte(t[p+1:], ' ') + p + 2
		case strings.HasPrefix(t[p:], "\n"), strings.HasPrefix(t[p:], "\r\n"):
			e := s.nextLineName(start, end, limit, caps)
			if e < 0 {
				return
			}
			start, end = e, lineEnd(t, e)
			s.add(kPerson, start, end, score)
			continue
		default:
			return
		}
		e := s.personAt(p, limit, caps)
		if e <= p || e < len(t) && t[e] == ':' {
			return // "Paul Kern; Themen: …": a label opens the next part
		}
		s.add(kPerson, p, e, score)
		start, end = p, e
	}
}

// nextLineName returns the start of a name that fills the line after the
// name [start, end), itself alone on its line, or -1. A column of names
// keeps one form: "Last, First" under "Last, First", and a known given name
// first under "First Last", so that the line after a list ("Ward Seven",
// "Room Booking") is not taken for one more name.
func (s *scan) nextLineName(start, end, limit int, caps bool) int {
	t := s.text
	p := end + 1
	if t[end] == '\r' {
		p++
	}
	if p >= limit {
		return -1
	}
	e := s.personAt(p, limit, caps)
	if e <= p || e != lineEnd(t, p) || lineStart(t, start) != start && !strings.HasSuffix(t[:start], ": ") {
		return -1
	}
	comma := strings.Contains(t[start:end], ", ")
	if comma != strings.Contains(t[p:e], ", ") || !comma && !caps && !s.knownName(p) {
		return -1
	}
	return p
}

// lineEnd returns the end of the line holding p, before any "\r\n", or
// p+maxLineReach.
func lineEnd(t string, p int) int {
	to := min(len(t), p+maxLineReach)
	e := strings.IndexByte(t[p:to], '\n')
	if e < 0 {
		return to
	}
	e += p
	if e > p && t[e-1] == '\r' {
		e--
	}
	return e
}

// maxLineReach bounds how far lineStart and lineEnd look for a line's
// edge: the rules call them for every name and number, and on a text of one
// megabyte-long line an unbounded search would make them quadratic. A line
// longer than this is no prose line whose start a rule cares about.
const maxLineReach = 4096

// lineStart returns the start of the line holding p, or p-maxLineReach.
func lineStart(t string, p int) int {
	from := max(0, p-maxLineReach)
	if k := strings.LastIndexByte(t[from:p], '\n'); k >= 0 {
		return from + k + 1
	}
	return from
}

// personAt returns the end of a name at p: "First Last", "Last, First"
// (a single surname, maybe with particles, then a comma and one or two given
// names), or the ALL-CAPS forms of both; p when there is none.
func (s *scan) personAt(p, limit int, caps bool) int {
	t := s.text
	words := s.nameWords
	if caps {
		words = s.capsNameWords
	}
	p0 := p
	for {
		if pe := particleEnd(t, p, limit); pe > p {
			p = pe // "de la Cruz, Marisol", "van Rijn, Maarten"
			continue
		}
		break
	}
	e := words(p, limit)
	if e <= p {
		return p0
	}
	if e+2 < limit && t[e] == ',' && t[e+1] == ' ' && particleSurname(t[p:e]) || (p > p0 && e+2 < limit && t[e] == ',') {
		if g := words(e+2, limit); g > e+2 && strings.Count(t[e+2:g], " ") <= 1 && !s.looksLikeFullName(e+2, g) &&
			!givenPartGoesOn(t, g) {
			return g
		}
	}
	if p > p0 {
		// a particle opens a surname only in "de la Cruz, Marisol"; "Hallo Anna,
		// das Update ist durch" goes on with an article and a noun
		return p0
	}
	return e
}

// givenPartGoesOn reports text after the given part of "Surname, Given"
// that makes it something else: an abbreviation's full stop before a comma
// or a number ("Dr. Oberwinkler, Mo., 15.12.": a weekday), or another
// capitalised word ("Dr Nkemdirim, Harcourt Lane Surgery": a place).
func givenPartGoesOn(t string, g int) bool {
	if g+1 >= len(t) {
		return false
	}
	switch t[g] {
	case '.':
		return t[g+1] == ',' || isDigit(t[g+1]) || g+2 < len(t) && t[g+1] == ' ' && isDigit(t[g+2])
	case ' ':
		return isUpperRuneAt(t, g+1)
	}
	return false
}

// particleSurname reports a surname of one word or of particles and one
// word: "Oyelaran", "Van der Meulen", "De la Cruz" at the start of a line,
// where the particle is capitalised, and the Irish and Scottish "O
// Sullivan", "Ní Bhriain", "Mac Giolla".
func particleSurname(w string) bool {
	words := strings.Fields(w)
	for _, p := range words[:len(words)-1] {
		if lp := strings.ToLower(p); !isNameParticle(lp) && !gaelicParticles[lp] {
			return false
		}
	}
	return true
}

// gaelicParticles open Irish and Scottish surnames.
var gaelicParticles = map[string]bool{"o": true, "ó": true, "ní": true, "nic": true, "mac": true, "mc": true,
	"mag": true, "ua": true, "uí": true}

// looksLikeFullName reports "Hanna Korhonen" (a known given name and a
// second word) where a list goes on: then "Demir, Hanna Korhonen" is two
// names, not "Last, First".
func (s *scan) looksLikeFullName(p, e int) bool {
	return strings.Contains(s.text[p:e], " ") && s.knownName(p)
}

// orgWords end or fill organisation and team phrases ("Platform Team",
// "Smith Family Foundation", "Customer Success"): a name candidate holding
// or followed by one is not a person.
var orgWords = map[string]bool{
	// a society, a bequest, a legal form, an insurer or a baker after or in the name
	"society": true, "bequest": true, "kg": true, "ohg": true, "sarl": true, "srl": true,
	"assurances": true, "assurance": true, "versicherung": true, "seguros": true, "boulangerie": true,
	"bäckerei": true, "klantenservice": true, "gestoria": true, "gestoría": true, "asesoría": true, "asesoria": true,
	"notaría": true, "notaria": true, "abogados": true, "despacho": true, "kanzlei": true, "cabinet": true,
	"team": true, "teams": true, "squad": true, "group": true, "department": true, "dept": true,
	"division": true, "office": true, "foundation": true, "family": true, "bank": true, "partners": true,
	"digital": true, "engineering": true, "operations": true, "ops": true, "success": true, "reliability": true,
	"security": true, "legal": true, "marketing": true, "growth": true, "payments": true, "infrastructure": true,
	"platform": true, "data": true, "program": true, "programme": true, "council": true, "committee": true,
	"board": true, "associates": true, "consulting": true, "capital": true, "ventures": true, "holdings": true,
	"llp": true, "llc": true, "inc": true, "ltd": true, "gmbh": true, "plc": true, "sa": true, "ag": true,
	"bv": true, "nv": true, "co": true, "corp": true, "corporation": true, "company": true, "university": true,
	"college": true, "school": true, "institute": true, "hospital": true, "clinic": true, "trust": true,
	"fund": true, "labs": true, "lab": true, "studio": true, "studios": true, "agency": true, "services": true,
	"solutions": true, "systems": true, "technologies": true, "analytics": true, "research": true,
	"support": true, "payable": true, "receivable": true, "accounts": true, "finance": true, "procurement": true,
	// roles: "Dear Hiring Manager", "Hi Accounts Desk"
	"manager": true, "managers": true, "director": true, "officer": true, "recruiter": true, "coordinator": true,
	"desk": true, "centre": true, "center": true, "administrator": true, "reception": true, "switchboard": true,
	"helpdesk": true, "hotline": true,
	"care": true, "relations": true, "experience": true, "affairs": true,
	// places, events and prizes named after people: "George Washington
	// Bridge", "Grace Hopper Celebration" (not Day, Hall, Lake: surnames)
	"station": true, "bridge": true, "airport": true, "museum": true, "celebration": true, "hotel": true,
	"cathedral": true, "stadium": true, "library": true, "gallery": true, "theatre": true, "theater": true,
	"memorial": true, "prize": true, "award": true, "awards": true, "medal": true, "lecture": true,
	"fellowship": true, "scholarship": true, "festival": true, "embankment": true, "practice": true,
	// the same in the other languages: "Anne Frank Huis", "Société Générale", "Fondazione Prada"
	"huis": true, "haus": true, "museo": true, "musée": true, "société": true, "sociedad": true, "società": true,
	"stiftung": true, "stichting": true, "fundación": true, "fondation": true, "fondazione": true,
	"banque": true, "banco": true, "générale": true, "general": true, "logistik": true,
	"spedition": true, "transporte": true, "transports": true, "haulage": true, "fundraiser": true,
	"line": true, "tower": true,
	// groups greeted or signing in the other languages and bots: "Hallo zusammen", "Hola equipo",
	// "Ihr Service-Team", "Atención al Cliente", "Monitoring Bot"
	"zusammen": true, "allerseits": true, "equipo": true, "équipe": true, "todos": true, "tous": true,
	"management": true, "bot": true, "cliente": true, "kundenservice": true, "kundendienst": true,
	// automated senders: "From: Grafana Alerts", "Billing Notifications"
	"alerts": true, "alert": true, "notifications": true, "notification": true, "newsletter": true,
	"digest": true, "monitoring": true, "noreply": true,
	// the trade a firm names itself after: "Virgin Media", "Thames Water", "Sunshine Travel"
	"media": true, "water": true, "gas": true, "energy": true, "electric": true, "utilities": true,
	"telecom": true, "mobile": true, "broadband": true, "networks": true, "airlines": true, "airways": true,
	"rail": true, "travel": true, "tours": true, "insurance": true, "pharmacy": true, "motors": true,
	"logistics": true, "express": true, "widgets": true, "software": true, "hotels": true, "foods": true,
	"brewery": true, "bakery": true, "garage": true, "taxis": true, "cabs": true, "couriers": true,
	// titles and publishers named after people: "Marie Claire Magazine", "Anna Louise Books"
	"magazine": true, "journal": true, "news": true, "gazette": true, "tribune": true, "radio": true,
	"records": true, "publishing": true, "publishers": true, "books": true, "times": true,
	// departments: "Cc: Geschäftsführung", "Von: Buchhaltung"
	"geschäftsführung": true, "buchhaltung": true, "einkauf": true, "vertrieb": true, "personalabteilung": true,
	"comptabilité": true, "direction": true, "contabilidad": true, "ventas": true, "compras": true,
}

// firmsAfterPeople are firms whose names are people's names.
var firmsAfterPeople = map[string]bool{
	"morgan stanley": true, "goldman sachs": true, "wells fargo": true, "johnson & johnson": true,
	"ernst & young": true, "baker mckenzie": true, "merrill lynch": true, "charles schwab": true,
	"procter & gamble": true, "dow jones": true, "marks & spencer": true, "john lewis": true,
	"lloyds": true, "rolls-royce": true, "harley-davidson": true, "mercedes-benz": true,
	"louis vuitton": true, "calvin klein": true, "tommy hilfiger": true, "hugo boss": true,
	"ralph lauren": true, "kate spade": true, "estée lauder": true, "pitney bowes": true,
	"arthur andersen": true, "jack daniel's": true, "dr pepper": true, "bain & company": true,
	"clifford chance": true, "allen & overy": true, "freshfields": true, "linklaters": true,
	"skadden": true, "kirkland & ellis": true, "latham & watkins": true, "baker botts": true,
	"deloitte": true, "barclays": true, "santander": true, "wrigley": true, "kellogg": true,
	"philip morris": true, "thomson reuters": true, "jp morgan": true, "j.p. morgan": true,
	"bloomberg": true, "mckinsey": true, "sherwin-williams": true, "johnson controls": true,
	"marriott": true, "hilton": true, "walt disney": true, "ben & jerry's": true,
}

// dropOrgPersons removes person candidates that are organisation or team
// phrases — a known firm, or a span holding or followed by an org word — or
// a month beside its day.
func (s *scan) dropOrgPersons() {
	kept := s.cands[:0]
	for _, c := range s.cands {
		if c.k != kPerson || !s.orgPhrase(c.start, c.end) && !s.monthWithDay(c.start, c.end) {
			kept = append(kept, c)
		}
	}
	s.cands = kept
}

func (s *scan) orgPhrase(start, end int) bool {
	t := s.text
	span := strings.ToLower(t[start:end])
	if firmsAfterPeople[span] {
		return true
	}
	if s.brandCased(t[start:end]) {
		return true
	}
	for _, w := range strings.Fields(span) {
		w = strings.Trim(w, ".,")
		if orgWords[w] {
			return true
		}
		if k := strings.LastIndexByte(w, '-'); k > 0 && orgWords[w[k+1:]] {
			return true // "Service-Team", "Kunden-Service"
		}
	}
	// the word after: "Smith Family Foundation", "Morgan Stanley's",
	// "Johnson & Johnson"
	rest := t[end:min(len(t), end+40)]
	if strings.HasPrefix(rest, " & ") {
		return true
	}
	// and the word before: "Ernst & Young", "Procter & Gamble" found as
	// "Young", "Gamble"
	if before := t[max(0, start-16):start]; strings.HasSuffix(before, " & ") {
		if w := strings.TrimSuffix(before, " & "); w != "" && isUpper(w[strings.LastIndexByte(w, ' ')+1]) {
			return true
		}
	}
	if roomBefore(t, start) || stormNamed(t, start, end) {
		return true
	}
	gap := strings.HasPrefix(rest, "  ") // a column's gap: the next cell is another thing
	rest = strings.TrimLeft(rest, " .")  // "King Jr. Day"
	// the capitalised words after, up to three: "Kingsmere NHS Foundation Trust"
	for n := 0; n < 3 && rest != "" && !(gap && n > 0); n++ {
		w := rest
		if k := strings.IndexFunc(rest, func(r rune) bool { return !unicode.IsLetter(r) }); k >= 0 {
			w = rest[:k]
		}
		if orgWords[strings.ToLower(w)] || n == 0 && !gap && isUpperRuneAt(w, 0) && streetAfterName(w) {
			return true
		}
		if w == "" || !isUpperRuneAt(w, 0) || len(w) == len(rest) || rest[len(w)] != ' ' {
			break
		}
		rest = rest[len(w)+1:]
	}
	// the firm list by prefix: "Goldman Sachs" found as "Goldman"
	if !strings.Contains(span, " ") {
		for _, f := range firmsByFirstWord()[span] {
			if strings.HasPrefix(strings.ToLower(t[start:min(len(t), start+len(f))]), f) {
				return true
			}
		}
	}
	return false
}

// firmsByFirstWord indexes firmsAfterPeople by the first word of each name,
// so a one-word name looks up its firms instead of reading the whole list.
var firmsByFirstWord = sync.OnceValue(func() map[string][]string {
	m := map[string][]string{}
	for f := range firmsAfterPeople {
		if k := strings.IndexByte(f, ' '); k > 0 {
			m[f[:k]] = append(m[f[:k]], f)
		}
	}
	return m
})

// humpPrefixes open the surnames and given names written with a capital
// inside: "McKenna", "MacLeod", "DeShawn", "LaToya", "DiMaggio", "VanDyke",
// "FitzGerald", "JoAnn".
var humpPrefixes = map[string]bool{"mc": true, "mac": true, "de": true, "di": true, "da": true, "du": true,
	"la": true, "le": true, "van": true, "von": true, "fitz": true, "st": true, "jo": true, "ke": true,
	"ja": true, "ra": true, "ta": true, "sha": true, "te": true}

// brandCased reports a word in span with a capital inside it whose first
// part opens no name ("DocuSign", "PayPal", "GitLab", "SharePoint"): a
// product or a firm. A known given name may open one ("MaryAnne").
func (s *scan) brandCased(span string) bool {
	for w := range strings.FieldsSeq(span) {
		for i := 1; i < len(w); i++ {
			if isUpper(w[i]) && isLower(w[i-1]) {
				prefix := strings.ToLower(w[:i])
				if !humpPrefixes[prefix] && !s.d.names[prefix] {
					return true
				}
				break
			}
		}
	}
	return false
}

// foldName lower-cases a name and strips the diacritics of Latin-1 and
// Latin Extended-A letters for the given-name look-up: "Seán" is "sean",
// "Björn" "bjorn", "Łukasz" "lukasz". A table keeps it allocation-light: it
// runs on every capitalised word after a cue.
func foldName(w string) string {
	ascii := true
	for i := 0; i < len(w); i++ {
		if w[i] >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return strings.ToLower(w)
	}
	var b strings.Builder
	b.Grow(len(w))
	for _, r := range w {
		switch {
		case r < 0x80:
			b.WriteByte(lower(byte(r)))
		case r >= 0xC0 && r <= 0xFF:
			b.WriteByte(latin1Fold[r-0xC0])
		case r >= 0x100 && r <= 0x17F:
			b.WriteByte(latinAFold[r-0x100])
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// Base letters of U+00C0..U+00FF and U+0100..U+017F ('*' for × and ÷).
const (
	latin1Fold = "aaaaaaaceeeeiiiidnooooo*ouuuuytsaaaaaaaceeeeiiiidnooooo*ouuuuyty"
	latinAFold = "aaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiiiijjkkklllllllllln" +
		"nnnnnnnnoooooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs"
)

// speakerLabel returns the speaker's name of a transcript line [ls, le),
// or an empty span. The line may open with a "[09:14] " or "[27/11/26,
// 10:02:11] " stamp or a bare "09:14 " time; the name then ends with ": ",
// stands in IRC's "<priya> " or is followed by its time: "priya (10:02): ".
func speakerLabel(t string, ls, le int, markup bool) (int, int) {
	p := ls
	stamped := false
	if p < le && t[p] == '[' {
		if k := strings.IndexByte(t[p:le], ']'); k > 0 && k < 24 {
			p += k + 1
			stamped = true
		}
	} else {
		q := p
		if q+11 <= le && isDigit(t[q]) && t[q+4] == '-' && t[q+7] == '-' && t[q+10] == ' ' {
			q += 11 // a log's date before its time: "2026-11-26 16:44 Moritz Kühnel: …"
		}
		r := q
		for q < le && q-r < 8 && (isDigit(t[q]) || t[q] == ':') {
			q++
		}
		if q-r >= 4 && strings.IndexByte(t[r:q], ':') > 0 && q < le && t[q] == ' ' {
			p = q + 1 // "10:02 priya: hi"
			stamped = true
		}
	}
	for p < le && t[p] == ' ' {
		p++
	}
	irc := p < le && t[p] == '<' && !markup // "<grace>" in a text of "</tags>" is an element
	if irc {
		p++
	}
	q := p
	for q < le && q-p <= 20 && (isCueLetter(t[q]) || t[q] == '-' && q > p && q+1 < le && isCueLetter(t[q+1])) { // "hélène: ...", "soo-jin: ..."
		q++
	}
	if q-p < 2 || q+1 >= le {
		return p, p
	}
	if h := handleEnd(t, q, le); h > q && !irc && h+1 < le && t[h] == ':' && t[h+1] == ' ' && isLower(t[p]) {
		return p, h // a chat handle: "priya.r: …", "wilfred_h: …"
	}
	if stamped && t[q] == ' ' && isUpperRuneAt(t, p) && isUpperRuneAt(t, q+1) {
		// an exported chat names its speakers in full: "[27/11/26, 19:05] Lucía Bermejo: sí"
		r := q + 1
		for r < le && r-q <= 24 && isCueLetter(t[r]) {
			r++
		}
		if r+1 < le && t[r] == ':' && t[r+1] == ' ' {
			return p, r
		}
	}
	switch {
	case irc && t[q] == '>' && t[q+1] == ' ',
		!irc && t[q] == ':' && t[q+1] == ' ':
		return p, q
	case !irc && t[q] == ' ' && t[q+1] == '(':
		if k := strings.Index(t[q:le], "): "); k > 2 && k < 18 {
			return p, q // "priya (10:02): hi", "Gwen (no. 12): bins?"
		}
	}
	return p, p
}

// handleEnd returns the end of a chat handle's tail at q ("priya.r",
// "wilfred_h", "maripaz_63"): a dot or underscore, then up to four small
// letters or digits; q when there is none.
func handleEnd(t string, q, le int) int {
	if q+1 >= le || t[q] != '.' && t[q] != '_' {
		return q
	}
	r := q + 1
	for r < le && r-q <= 4 && (isLower(t[r]) || isDigit(t[r])) {
		r++
	}
	if r == q+1 || r-q > 4 {
		return q
	}
	return r
}

// handleBase returns the name part of a chat handle: "priya" of "priya.r".
func handleBase(w string) string {
	if k := strings.IndexAny(w, "._"); k > 0 {
		return w[:k]
	}
	return w
}

// findSpeakers reports the speaker labels of a chat transcript ("mike: ..."
// at the start of lines, maybe after a "[09:14] " time): in a text with at
// least two different such labels, a label that is a known given name in
// any case is a person. The transcript layout is the cue that lets a
// lower-case word count as a name.
func (s *scan) findSpeakers() {
	t := s.text
	var labels []speakerSpan
	distinct := map[string]bool{}
	markup := strings.Contains(t, "</")
	for ls, le := range lineSpans(t) {
		if p, q := speakerLabel(t, ls, le, markup); q > p {
			labels = append(labels, speakerSpan{p, q})
			distinct[foldName(t[p:q])] = true
		}
	}
	if len(distinct) < 2 {
		return
	}
	// once one speaker is a known given name, the transcript is people
	// talking: its other word labels are names too ("lukas: …", "ayesha: …")
	known := false
	for w := range distinct {
		w = handleBase(givenPart(w))
		known = known || s.d.names[w] && !s.d.nameStops[w]
	}
	// a conversation of speakers the lists do not know: labels that take
	// turns and come back ("haruki: …", "bartholomeus: …", "haruki: …")
	talk := !known && len(distinct) <= maxSpeakers && conversation(t, labels) &&
		!slices.ContainsFunc(labels, func(l speakerSpan) bool { return !s.speakerName(givenPart(foldName(t[l.start:l.end]))) })
	for _, l := range labels {
		w := handleBase(givenPart(foldName(t[l.start:l.end])))
		switch {
		case s.d.names[w] && !s.d.nameStops[w]:
			s.add(kPerson, l.start, l.end, 0.7)
		case (known || talk) && s.speakerName(w):
			s.add(kPerson, l.start, l.end, 0.65)
		}
	}
}

// speakerSpan is a speaker label's place in the text.
type speakerSpan struct{ start, end int }

// maxSpeakers bounds the speakers of a conversation none of whose names
// the lists know: more distinct labels make a file of keys.
const maxSpeakers = 6

// conversation reports labels that take turns and come back, one label
// again after another's line ("a: … b: … a: …"), before lines of several
// words: people talk so, keys of a file do not.
func conversation(t string, labels []speakerSpan) bool {
	seen := map[string]int{}
	turns, prose := false, 0
	for i, l := range labels {
		w := t[l.start:l.end]
		if j, ok := seen[w]; ok && i-j >= 2 {
			turns = true
		}
		seen[w] = i
		if msg := t[min(l.end+2, len(t)):lineEnd(t, l.end)]; strings.Contains(strings.TrimSpace(msg), " ") {
			prose++ // "src: 10.0.0.1" is a key's value, "is the deploy done?" a line said
		}
	}
	return turns && 2*prose > len(labels)
}

// speakerRoles label the parties of a transcript who are no one by name.
var speakerRoles = map[string]bool{"agent": true, "customer": true, "user": true, "assistant": true,
	"system": true, "bot": true, "interviewer": true, "moderator": true, "host": true, "operator": true,
	"caller": true, "client": true, "me": true, "you": true, "speaker": true, "narrator": true, "guest": true,
	"staff": true, "support": true, "admin": true, "q": true, "a": true, "note": true, "notes": true,
	"question": true, "answer": true, "reply": true, "todo": true, "update": true, "status": true,
	// log levels and commit types, which take turns too
	"info": true, "warn": true, "warning": true, "error": true, "debug": true, "trace": true, "fatal": true,
	"feat": true, "fix": true, "chore": true, "docs": true, "refactor": true, "test": true, "perf": true,
	"style": true, "revert": true, "build": true, "ci": true}

// speakerName reports a transcript label that may be a person's name: no
// role, stop, cue or organisation word.
func (s *scan) speakerName(w string) bool {
	return len(w) >= 2 && !speakerRoles[w] && !s.d.nameStops[w] && !orgWords[w] && s.d.cueOf([]byte(w)) == 0
}

// streetAfterName reports a capitalised street word right after a name:
// the name is the street's ("Owain Glyndŵr Way", "Nelson Mandela Road").
// Street words that are family names too are taken here, after a whole
// name, where a second family name rarely stands.
func streetAfterName(w string) bool {
	low := strings.ToLower(w)
	return wayWords[low] || low == "way" || low == "lane" || low == "close" || low == "place" || low == "court"
}
