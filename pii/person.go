package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Name particles that may sit between capitalised parts of a name.
const nameParticles = "van|von|der|den|de|da|di|del|della|du|dos|das|le|la|los|las|bin|binti|ibn|al|el|ter|ten|zu|vom|y|ní|nic|ó|uí|mac"

// personAfter reports the name that follows a cue word. A strong cue
// ("Dear", "Mr", "Name:", "Customer") takes any capitalised words that are
// not stop words ("Dear Sir"); a weak one ("from", "by", "Regards,") only a
// name that starts with a known given name.
func (s *scan) personAfter(tr trig, start, end int) {
	t := s.text
	p := end
	greet := greetingCue(t[start:end])
	if strings.HasPrefix(t[p:], "(s)") || strings.HasPrefix(t[p:], "(e)") {
		p += 3 // "Author(s):", "Reviewer(s):", "Je soussigné(e)"
	}
	for p < len(t) && p-end < 8 && strings.IndexByte(".!\"': =,)\t\r\n", t[p]) >= 0 {
		p++
	}
	if p >= len(t) || p == end || t[start:end] == "m" || t[start:end] == "M" && !monsieurCueOK(t, start, end) {
		return
	}
	if greet && strings.ContainsAny(t[end:p], "!?.") && !s.knownName(p) {
		return // "Hoi! Is de fiets nog te koop?": the greeting ended before the next word
	}
	if titleCue(t[start:end]) && (titleInPlaceName(t, start) || strings.IndexByte(t[end:p], '\n') >= 0) {
		// "plaza del Doctor Lozano", "Farmacia Dottor Spallanzani": a place named after one;
		// a title ends a manifest's line ("… ROKSANA MS\nRm 205"), it names no one on the next
		return
	}
	p = labelTail(t, p) // "Name on card: …", "Titular de la tarjeta: …"
	if !attendanceCueOK(t, start, end, p) {
		return
	}
	strong := tr&trigPersonStrong != 0
	if !strong && t[end] == ':' {
		switch strings.ToLower(t[start:end]) {
		case "from", "to", "cc", "bcc", "by":
			strong = true // an e-mail header, or a label: "Reported by: Smith, J."
		}
	}
	if strong {
		p = skipCueFiller(t, p)
	}
	if p >= len(t) || greet && strings.IndexByte(t[end:p], '\n') >= 0 {
		return // a greeting alone on its line ("Hello\nSpeaker 2: …") names nobody
	}
	limit := min(len(t), p+64)
	if greet && s.greetedWordAlone(p) {
		return // "Dear June,\n", "Hi Grant,\n": see greetedWordAlone
	}
	if strong && !isCapsCue(t[start:end]) && isCapsWordAt(t, p) {
		s.capsGreeted(start, end, p) // "Bonjour MARIE,", "Dear JOHN SMITH"
		return
	}
	if strong && isCapsWordAt(t, p) && isCapsCue(t[start:end]) {
		// "CARDHOLDER: JOHN A SMITH", "Driver: SEAMUS MCGRATH"
		if e := s.personAt(p, limit, true); e > p && s.attendanceNameOK(start, end, p, e) {
			s.add(kPerson, p, e, 0.75)
			s.personList(p, e, min(len(t), e+200), true, 0.75)
		}
		return
	}
	if !startsUpper(t[p:]) && (!strong || particleEnd(t, p, limit) <= p) {
		s.lowerGreeted(start, end, p)
		return
	}
	if s.cueWordAt(p) {
		return // "Name: Jane Doe\nPassport: …" reads "Passport" after a blank cue; a cue word is no name
	}
	known := s.knownName(p)
	if !strong && !known && !s.signOff(start, end, p) {
		return
	}
	e := s.nameWords(p, limit)
	if strong {
		e = s.personAt(p, limit, false)
		if e <= p && titleCue(t[start:end]) {
			e = particleName(s, p, limit) // "Mr. van der Berg", "Mevr. de Vries"
		}
	}
	if e <= p || e < len(t) && isDigit(t[e]) || !s.attendanceNameOK(start, end, p, e) {
		return // "Intern!Lap26": a word glued to digits is part of a token, not a name
	}
	score := 0.7
	if strong {
		score = 0.75
	}
	if known {
		score += 0.1
	}
	s.add(kPerson, p, e, score)
	if strong && !titleCue(t[start:end]) { // a title names one person: "an Dr. Rausch und Haribo"
		s.personList(p, e, min(len(t), e+200), false, score)
	}
}

// titleInPlaceName reports a title at start that belongs to a place's
// name: a street, venue or institution word before it, maybe through "del",
// "de", "della", "du", "do", "da".
func titleInPlaceName(t string, start int) bool {
	q := wordBefore(t, start)
	if q >= 0 {
		switch t[q : start-1] {
		case "del", "de", "della", "dello", "du", "des", "do", "da", "dos", "das":
			start = q
		}
	}
	return streetBefore(t, start) || institutionBefore(t, start)
}

// lowerGreeted reports a known given name typed in lower case right after a
// greeting ("Hi dave,", "hola inés!"): the greeting is the cue that lets a
// lower-case word count as a name, as the layout does for chat speakers.
func (s *scan) lowerGreeted(start, end, p int) {
	t := s.text
	switch w := strings.ToLower(t[start:end]); w {
	case "hi", "hello", "hey", "dear", "hola", "bonjour", "salut", "hallo", "ciao", "hoi":
	default:
		if !signOffWords[w] {
			return
		}
	}
	gap := t[end:p]
	signed := (gap == ", " || gap == ",\n" || gap == ",\r\n") && signOffWords[strings.ToLower(t[start:end])]
	if (p != end+1 || t[end] != ' ') && !signed {
		return // "Hi, all", "Hi\n..."
	}
	q := p
	for q < len(t) && q-p <= 20 && (isLower(t[q]) || t[q] >= 0x80) {
		q++
	}
	if q-p < 3 || q < len(t) && strings.IndexByte(",!.:;\n", t[q]) < 0 || signed && q < len(t) && t[q] != '\n' && t[q] != '\r' {
		return // a sign-off name ends its line: "Thanks, josé", "Merci,\nhélène"
	}
	if w := foldName(t[p:q]); s.d.names[w] && !s.d.nameStops[w] {
		s.add(kPerson, p, q, 0.7)
	}
}

// isCapsCue reports a cue after which an ALL-CAPS run is a name: a label
// ("CARDHOLDER:", "Name:", "Patient"), not a greeting or a title, which
// precede headings ("Hi ALL", "Dear TEAM").
func isCapsCue(cue string) bool {
	switch strings.ToLower(cue) {
	case "dear", "hi", "hello", "hey", "bonjour", "salut", "hola", "ciao", "hallo", "mr", "mrs", "ms", "dr", "m":
		return false
	}
	return true
}

// signOff reports a weak cue closing a message: "Thanks, Fatima", "Regards,
// Olu" with the name alone at the end of its line.
func (s *scan) signOff(start, end, p int) bool {
	t := s.text
	if !signOffWords[strings.ToLower(t[start:end])] {
		return false
	}
	if end >= len(t) || t[end] != ',' && !signOffLine(t, end) {
		return false
	}
	e := s.nameWords(p, min(len(t), p+60))
	return e > p && (e == len(t) || t[e] == '\n' || t[e] == '\r')
}

// signOffLine reports a sign-off that is its line's whole text, one to
// three words with no comma after them: "Gruß", "Freundliche Grüße",
// "Mit herzlichen Grüßen".
func signOffLine(t string, end int) bool {
	if end == len(t) || t[end] != '\n' && !strings.HasPrefix(t[end:], "\r\n") {
		return false
	}
	ls, ok := lineStartWithin(t, end, 40)
	if !ok {
		return false // a longer line
	}
	line := t[ls:end]
	return startsUpper(line) && len(strings.Fields(line)) <= 3 && !strings.ContainsAny(line, ".:;!?")
}

// cueFillers may stand between a strong cue and its name: "Speaker list:",
// "Contact person:", "Booked by", "Signed off by", "Buenos días", and
// titles: "customer Mrs. Olga Petrenko".
var cueFillers = map[string]bool{
	"list": true, "person": true, "persons": true, "name": true, "names": true, "by": true, "off": true,
	"of": true, "details": true, "full": true, "legal": true, "días": true, "dias": true, "tardes": true,
	"noches": true, "tag": true, "morgen": true, "abend": true, "soir": true, "dia": true, "noite": true,
	"mr": true, "mrs": true, "ms": true, "miss": true, "dr": true, "prof": true, "mx": true, "sr": true,
	"sra": true, "srta": true, "mme": true, "mlle": true, "herr": true, "herrn": true, "frau": true, "dhr": true, "mevr": true,
	// Italian titles and their feminine ending: "Gentile Dott.ssa Caruso", "Avv. Rinaldi"
	"dott": true, "ssa": true, "avv": true, "ing": true, "fr": true, "fra": true,
}

// skipCueFiller moves p past up to three filler words and the punctuation
// after them.
func skipCueFiller(t string, p int) int {
	for n := 0; n < 3 && p < len(t); n++ {
		q := p
		for q < len(t) && (isAlpha(t[q]) || t[q] >= 0x80) && q-p < 12 {
			q++
		}
		if q == p || !cueFillers[strings.ToLower(t[p:q])] {
			return p
		}
		for q < len(t) && q-p < 16 && strings.IndexByte(".:, \t", t[q]) >= 0 {
			q++
		}
		p = q
	}
	return p
}

// knownName reports whether the word at p is a bundled given name.
func (s *scan) knownName(p int) bool {
	q := p
	for q < len(s.text) && isCueLetter(s.text[q]) {
		q++
	}
	if q-p >= 2 && q-p <= 20 && s.d.names[strings.ToLower(s.text[p:q])] {
		return true
	}
	// a name with diacritics: "Seán", "Björn"
	e := nameWordEnd(s.text, p, min(len(s.text), p+40))
	if e <= p || e-p > 40 {
		return false
	}
	for _, part := range strings.Split(s.text[p:e], "-") { // "Anne-Sophie", "Jean-Luc"
		if s.d.names[foldName(part)] {
			return true
		}
	}
	return false
}

// onGivenName reports "Given Surname" (optionally with a middle initial or
// particles) when a bundled given name starts a run of name words.
func (s *scan) onGivenName(start, end int) {
	t := s.text
	if start > 1 && t[start-1] == '-' && isCueLetter(t[start-2]) {
		return // the second half of "Pieter-Jan": the first half reads the whole
	}
	if end+1 < len(t) && t[end] == '-' && isUpperRuneAt(t, end+1) && !placeBefore(t, start) {
		e := end + 1
		for e < len(t) && isCueLetter(t[e]) {
			e++
		}
		if actsAfter(t, e) || s.loneInSentence(start, e) || vocativeAtLineStart(t, start, e) {
			s.add(kPerson, start, e, 0.6) // "Pieter-Jan thinks …", "Marc-Antoine vient aussi"
			return
		}
	}
	if vocativeAtLineStart(t, start, end) && !placeNames[foldName(t[start:end])] {
		s.add(kPerson, start, end, 0.65) // "Ilya, please forward the memo"
		return
	}
	if end < len(t) && t[end] == ':' && (start == 0 || t[start-1] == '\n' || (start >= 2 && t[start-2:start] == "] ") ||
		listMarkerBefore(t, start)) {
		s.add(kPerson, start, end, 0.7) // a chat speaker: "[10:02] Jane: ...", a stand-up's "- Yusuf: finished …"
		return
	}
	if ls, ok := s.invertedName(start, end); ok {
		s.add(kPerson, ls, end, 0.65) // "Brennan, Aoife"
		return
	}
	if thingBefore(t, start) || institutionBefore(t, start) || streetBefore(t, start) {
		return // "in via Giuseppe Verdi 18", "the Ada Lovelace room", "The Holly Bush", "Saint Francis Xavier parish", "Centre Georges Pompidou", "TER Mélusine"
	}
	if ls := s.capsSurnameBefore(start); ls < start {
		s.add(kPerson, ls, end, 0.7) // "DIALLO Aïssatou", "LEFÈVRE Odette"
		return
	}
	e := s.nameWords(start, min(len(t), start+80))
	if e > end && strings.ContainsAny(s.text[end:e], " \t") {
		if s.namedThing(start, e) || wayWordEnds(t[start:e]) || !s.personEvidence(start, e) {
			return
		}
		s.add(kPerson, start, e, 0.6)
		return
	}
	if e == end+2 && t[end:e] == "'s" {
		if isUpperRuneAt(t, e+1) || capitalisedBefore(t, start) || eponymNoun(t, e) {
			return // "Macy's Parade", "Jack Daniel's", "Addison's disease": a name of a thing
		}
		e = end // "Priya's laptop": the name word took the possessive
	}
	if e == end && !strings.HasSuffix(t[:start], "& ") && (actsAfter(t, end) || signedWithDash(t, start, end) || signedLast(t, start, end) ||
		s.loneInSentence(start, end)) {
		s.add(kPerson, start, end, 0.6)
	}
}

// wayWords end the name of a street or a path, never a person's: "Gideon
// Row", "Merritt Trail". Street words that are family names too (Lane,
// Hill, Green, Park, Way) are not among them.
var wayWords = map[string]bool{"street": true, "avenue": true, "road": true, "boulevard": true, "drive": true,
	"terrace": true, "parkway": true, "highway": true, "square": true, "crescent": true, "gardens": true,
	"row": true, "mews": true, "trail": true, "alley": true, "straße": true, "strasse": true, "weg": true,
	"platz": true, "allee": true, "gasse": true, "ring": true}

// wayWordEnds reports a run of words whose last is a wayWords word.
func wayWordEnds(run string) bool {
	k := strings.LastIndexAny(run, " \t")
	return k >= 0 && wayWords[strings.ToLower(run[k+1:])]
}

// cueWordAt reports a cue word ("Passport", "Phone") as the word of letters
// at p, lower-cased into a buffer: this runs on every strong cue.
func (s *scan) cueWordAt(p int) bool {
	t := s.text
	var buf [maxCueWord]byte
	n := 0
	for q := p; q < len(t) && isCueLetter(t[q]); q++ {
		if n == len(buf) {
			return false
		}
		buf[n] = lower(t[q])
		n++
	}
	return s.d.cueOf(buf[:n]) != 0
}

// vocativeAtLineStart reports a name opening its line and followed by a
// comma and a lower-case word: the person the line speaks to ("Ilya,
// please forward …"). A place in that position is followed by a capital
// or a number ("Paris, 12 May", "Victoria, BC").
func vocativeAtLineStart(t string, start, end int) bool {
	if start > 0 && t[start-1] != '\n' || end+2 >= len(t) || t[end] != ',' || t[end+1] != ' ' {
		return false
	}
	return isLower(t[end+2])
}

// capitalisedBefore reports a capitalised word right before start: the
// name at start is then the second word of a longer name.
func capitalisedBefore(t string, start int) bool {
	q := wordBefore(t, start)
	return q >= 0 && isUpperRuneAt(t, q)
}

// nameActs are the words after which a given name alone is the subject of
// a sentence about a person: "Wojciech is out today", "Orla's laptop".
var nameActs = []string{" is ", " was ", " will ", " has ", " had ", " said ", " says ", " asked ", " wrote ",
	" called ", " joined ", " left ", " agreed ", " mentioned ", " confirmed ", " replied ", " thinks ", " needs ",
	" wants ", "'s ", "’s ", " ist ", " hat ", " war ", " est ", " a dit ", " dice ", " dijo ", " ha ",
	" here —", " here,", " here -", " hier,", " ici,", " aquí,", // "Aoife here — I'm off Friday"
	" schrieb ", " a écrit ", " escribió ", " scrisse ", " schreef "} // a quoted mail's header: "Dirk schrieb am …"

// actsAfter reports a given name followed by one of nameActs.
func actsAfter(t string, end int) bool {
	rest := t[end:min(len(t), end+12)]
	for _, a := range nameActs {
		if strings.HasPrefix(rest, a) {
			return true
		}
	}
	return false
}

// signedWithDash reports a given name alone at the end of its line after a
// dash: a signature, "Call me: +353 87 123 4567 — Orla".
func signedWithDash(t string, start, end int) bool {
	if end < len(t) && t[end] != '\n' && t[end] != '\r' {
		return false
	}
	before := strings.TrimRight(t[max(0, start-4):start], " ")
	return strings.HasSuffix(before, "—") || strings.HasSuffix(before, "–") || strings.HasSuffix(before, "-") ||
		strings.HasSuffix(before, "~")
}

// nameWords returns the end of the run of up to four name words starting at
// start (capitalised words, initials such as "A.", particles such as "van"
// between them), or start when there is none.
func (s *scan) nameWords(start, limit int) int {
	t := s.text
	p, end := start, start
	for words := 0; words < 4 && p < limit; {
		q := nameWordEnd(t, p, limit)
		if q == p {
			if pe := particleEnd(t, p, limit); pe > p && words > 0 {
				p = pe
				continue
			}
			break
		}
		if s.d.nameStops[strings.ToLower(strings.TrimSuffix(t[p:q], "."))] {
			break
		}
		words++
		end, p = q, q
		if p+1 < limit && (t[p] == ' ' || t[p] == '\t') {
			p++
			continue
		}
		break
	}
	return end
}

// nameWordEnd returns the end of a capitalised word ("Jane", "O'Brien",
// "Müller", "Anne-Marie") or an initial ("A.") at p, or p.
func nameWordEnd(t string, p, limit int) int {
	r, n := utf8.DecodeRuneInString(t[p:limit])
	if !unicode.IsUpper(r) {
		return p
	}
	q := p + n
	if q < limit && t[q] == '.' {
		return q + 1
	}
	r2, n2 := utf8.DecodeRuneInString(t[q:limit])
	switch {
	case r2 == ' ' && q+1 < limit && isUpperRuneAt(t, q+1) && r != 'I':
		return q // an initial without its dot, or the Irish "Ó": "John A Smith", "Seán Ó Briain"
	case unicode.IsLower(r2):
		q += n2
	case r2 == '\'' || r2 == '’':
		r3, _ := utf8.DecodeRuneInString(t[q+n2 : limit])
		if !unicode.IsUpper(r3) {
			return p
		}
		q += n2
	default:
		return p
	}
	for q < limit {
		r, n := utf8.DecodeRuneInString(t[q:limit])
		if !unicode.IsLetter(r) && r != '-' && r != '\'' && r != '’' {
			break
		}
		q += n
	}
	return q
}

// particleEnd returns the position after "van " or "de " at p when a
// capitalised word follows, or p.
func particleEnd(t string, p, limit int) int {
	q := p
	for q < limit && isLower(t[q]) {
		q++
	}
	if q == p || q+1 >= limit || t[q] != ' ' || !isNameParticle(t[p:q]) {
		return p
	}
	if nameWordEnd(t, q+1, limit) == q+1 {
		if pe := particleEnd(t, q+1, limit); pe > q+1 {
			return pe // "de la Cruz", "van der Berg"
		}
		return p
	}
	return q + 1
}

// particles holds nameParticles as a set.
var particles = func() map[string]bool {
	m := map[string]bool{}
	for p := range strings.SplitSeq(nameParticles, "|") {
		m[p] = true
	}
	return m
}()

// isNameParticle reports whether w is one of nameParticles as written.
func isNameParticle(w string) bool { return particles[w] }

// particleWord reports a particle of a surname in any case ("de", "Van").
func particleWord(w string) bool { return particles[strings.ToLower(w)] }
