package pii

import (
	"strings"
	"unicode/utf8"
)

// attendanceLabels head the lines of minutes that list people ("Present:",
// "Apologies:", "Entschuldigt:"), and roleLabels name a person's role on a
// form in German, French and Spanish ("Fahrgast:", "Titulaire :",
// "Paciente:"). They are cues only as labels, with a colon: "present" and
// "absent" are common words in prose and code, and every German noun is
// capitalised ("Mitarbeiter Schulung").
var attendanceLabels = map[string]bool{
	"present": true, "absent": true, "apologies": true, "regrets": true, "excused": true,
	"anwesend": true, "abwesend": true, "entschuldigt": true,
	"présents": true, "présentes": true, "absents": true, "excusés": true, "excusées": true,
	"presentes": true, "ausentes": true, "excusados": true,
	// roleLabels
	"passagier": true, "fahrgast": true, "reisender": true, "reisende": true, "kunde": true, "kundin": true,
	"patientin": true, "mieter": true, "mieterin": true, "inhaber": true, "inhaberin": true,
	"karteninhaber": true, "kontoinhaber": true, "empfänger": true, "absender": true, "antragsteller": true,
	"mitarbeiter": true, "mitarbeiterin": true, "ansprechpartner": true, "ansprechpartnerin": true,
	"pasajero": true, "pasajera": true, "paciente": true, "titular": true, "empleado": true, "empleada": true,
	"huésped": true, "destinatario": true, "remitente": true, "solicitante": true, "inquilino": true,
	"inquilina": true, "voyageur": true, "voyageuse": true, "passager": true, "passagère": true,
	"destinataire": true, "expéditeur": true, "locataire": true, "titulaire": true, "salarié": true,
	"salariée": true, "employé": true, "employée": true, "demandeur": true, "interlocuteur": true,
}

// attendanceCueOK reports whether an attendance or role label is used as
// one: a colon between it and the name at p ("Titulaire :", "Titular de la
// tarjeta:").
func attendanceCueOK(t string, start, end, p int) bool {
	return !attendanceLabels[strings.ToLower(t[start:end])] || strings.IndexByte(t[end:p], ':') >= 0
}

// labelTailWords continue a cue into a longer label: "Name on card:",
// "Name of the insured:", "Titular de la tarjeta:", "Nom du titulaire :".
var labelTailWords = map[string]bool{"on": true, "of": true, "the": true, "card": true, "file": true,
	"account": true, "record": true, "de": true, "la": true, "del": true, "du": true, "des": true, "le": true,
	"der": true, "die": true, "carte": true, "tarjeta": true, "karte": true, "compte": true,
	"cuenta": true, "konto": true, "titulaire": true, "insured": true, "policy": true, "booking": true,
	"reservation": true, "réservation": true, "reserva": true, "buchung": true}

// labelTail returns the position after a label's tail words and its colon
// at p ("on card: "), or p when the words after the cue end in no colon:
// then they are prose, or a particle of the name ("Mevr. de Vries").
func labelTail(t string, p int) int {
	q := p
	for n := 0; n < 4; n++ {
		k := q
		for k < len(t) && k-q < 14 && isCueLetter(t[k]) {
			k++
		}
		if k == q || !labelTailWords[strings.ToLower(t[q:k])] {
			break
		}
		q = k
		for q < len(t) && t[q] == ' ' {
			q++
		}
		if q < len(t) && t[q] == ':' {
			q++
			for q < len(t) && (t[q] == ' ' || t[q] == '\t') {
				q++
			}
			return q
		}
	}
	return p
}

// attendanceNameOK reports whether [p, e) after the cue [start, end) may
// be a name: after an attendance label only a full name ("Present: Ana
// Ruiz", "Apologies: Delacroix, Margaux") or a known given name is one, not
// a lone word ("present: True", "Absent: None").
func (s *scan) attendanceNameOK(start, end, p, e int) bool {
	t := s.text
	return !attendanceLabels[strings.ToLower(t[start:end])] || strings.ContainsAny(t[p:e], " ,/") || s.knownName(p)
}

// monsieurCueOK reports whether the cue word "m" is the French title
// "M." before a surname ("a rappelé M. Girard"), not a unit ("5 m"), a
// contraction ("I'm") or a middle initial ("Jean M. Dupont").
func monsieurCueOK(t string, start, end int) bool {
	if end-start != 1 || t[start] != 'M' || end+2 >= len(t) || t[end] != '.' || t[end+1] != ' ' {
		return false
	}
	if start == 0 {
		return true
	}
	if c := t[start-1]; c != ' ' && c != '\n' && c != '(' && c != '\t' {
		return false
	}
	q := start - 1
	for q > 0 && t[q-1] == ' ' {
		q--
	}
	k := q
	for k > 0 && isCueLetter(t[k-1]) {
		k--
	}
	return k == q || !startsUpper(t[k:q]) // a capitalised word before: an initial inside a name
}

// capsNameAfter reports an ALL-CAPS name of two to four words after a
// personal preposition in a sentence ("on file for GRAYSON ABERNATHY",
// "envoyé à MARIE DUBOIS") when the line also holds data only people have
// (a card, a phone number, an IBAN). Without such data an upper-case run
// after "for" is a heading or a product ("for AWS LAMBDA").
func (s *scan) capsNameAfter(start, end int) {
	t := s.text
	if !isLower(t[start]) || end+3 >= len(t) || t[end] != ' ' || !isCapsWordAt(t, end+1) {
		return
	}
	p := end + 1
	if k := strings.IndexByte(t[p:min(len(t), p+6)], ' '); k > 0 && titleCue(strings.TrimSuffix(t[p:p+k], ".")) &&
		isCapsWordAt(t, p+k+1) {
		p += k + 1 // "for MS. CLARA BELL": the title is no part of the name
	}
	e := s.capsNameWords(p, min(len(t), p+64))
	if e <= p || !strings.Contains(t[p:e], " ") || e < len(t) && isCueLetter(t[e]) {
		return
	}
	for _, w := range strings.Fields(t[p:e]) {
		if len(w) < 2 {
			return // "for Q A", "to A B": letters, not a name
		}
	}
	from, to := lineNear(t, start, e, maxContactReach)
	if !s.personalWithin(from, start) && !s.personalWithin(e, to) {
		return
	}
	// firms have phone numbers and IBANs too: the run needs a known given
	// name, or a card on its line (a card is issued to a person)
	known := false
	for w := range strings.FieldsSeq(t[p:e]) {
		known = known || s.d.names[foldName(strings.Trim(w, "'’-/"))]
	}
	if known || s.kindWithin(kCard, from, to) {
		s.add(kPerson, p, e, 0.7)
	}
}

// kindWithin reports a candidate of kind k inside [from, to).
func (s *scan) kindWithin(k kind, from, to int) bool {
	for _, c := range s.cands {
		if c.k == k && c.start >= from && c.end <= to {
			return true
		}
	}
	return false
}

// contactName reports two or three capitalised words between a verb of
// contacting and the number or address to use ("Please call Dev Patel on
// (415) 555-0198", "rufen Sie Jana Mertens unter 030 … an" is not taken: the
// verb comes last). The contact data right after the name is the evidence,
// so neither word needs to be a known given name and a word such as "Dev"
// that is a stop word elsewhere may start it.
func (s *scan) contactName(end int) {
	t := s.text
	if end+3 >= len(t) || t[end] != ' ' {
		return
	}
	p := end + 1
	limit := min(len(t), p+64)
	q, words := p, 0
	for words < 3 {
		e := nameWordEnd(t, q, limit)
		if e <= q || e-q < 2 || strings.HasSuffix(t[q:e], ".") || orgWords[strings.ToLower(t[q:e])] {
			break
		}
		words++
		q = e
		if q+1 < limit && t[q] == ' ' && isUpperRuneAt(t, q+1) {
			q++
			continue
		}
		break
	}
	if words < 2 && (words == 0 || !s.d.names[foldName(t[p:q])] || s.d.nameStops[strings.ToLower(t[p:q])]) || q >= len(t) {
		return // one word only when it is a given name: "Ring Declan on 087 …"
	}
	rest := t[q:min(len(t), q+8)]
	var via int
	for _, w := range []string{" on ", " at ", " au ", " al ", " unter ", " via ", " at: ", " on: "} {
		if strings.HasPrefix(rest, w) {
			via = q + len(w)
			break
		}
	}
	if via == 0 {
		return
	}
	for i, w := range strings.Fields(t[p:q]) {
		if i > 0 && s.d.nameStops[strings.ToLower(w)] {
			return // "call Customer Service on …"
		}
	}
	if s.personalWithin(via, via+1) { // a phone number or an e-mail right there
		s.add(kPerson, p, q, 0.7)
	}
}

// signOffWords close a message before the sender's name: "Thanks, Fatima",
// "Regards,\nOlu", "Thanks, josé".
var signOffWords = map[string]bool{
	"thanks": true, "regards": true, "cheers": true, "best": true, "sincerely": true, "thx": true, "merci": true,
	"danke": true, "gracias": true, "grüße": true, "gruß": true, "cordialement": true, "salutations": true,
	"saludos": true, "atentamente": true, "abrazos": true, "saluti": true, "cumprimentos": true,
	"grüsse": true, "gruss": true, "groet": true, "groeten": true, "groetjes": true, "hilsen": true, "mvh": true,
	"hälsningar": true, "terveisin": true, "pozdrawiam": true, "bises": true, "bisous": true, "besos": true,
	"abrazo": true, "baci": true, "beijos": true,
	// the last word of "Best wishes", "Yours faithfully", "Un saludo", "Herzlich"
	"wishes": true, "faithfully": true, "truly": true, "warmly": true, "respectfully": true, "saludo": true,
	"herzlich": true, "herzlichst": true, "grüßen": true, "grüssen": true, "hugs": true,
}

// greetingCue reports a greeting cue: the name it opens stands on its line.
func greetingCue(cue string) bool {
	if len(cue) > 12 {
		return false
	}
	var buf [12]byte // lower-cased without allocating: this runs on every cue word
	for i := 0; i < len(cue); i++ {
		buf[i] = lower(cue[i])
	}
	switch string(buf[:len(cue)]) {
	case "dear", "hi", "hello", "hey", "bonjour", "salut", "coucou", "hola", "ciao", "hallo", "hoi", "liebe",
		"lieber", "ahoj", "olá", "buongiorno", "bonsoir", "kære", "kjære", "hej", "hei", "drogi", "droga", "bom", "boa":
		return true
	}
	return false
}

// titleCue reports a courtesy title: a surname may follow it directly,
// particles first ("Mr. van der Berg", "Sra. de la Fuente").
func titleCue(cue string) bool {
	switch strings.ToLower(cue) {
	case "mr", "mrs", "ms", "miss", "mx", "dr", "prof", "herr", "herrn", "frau", "m", "mme", "mlle", "monsieur",
		"madame", "sr", "sra", "srta", "señor", "señora", "dhr", "mevr", "sig", "sigra", "dott", "avv", "dña",
		"meneer", "mevrouw", "dottor", "dottore", "dottoressa", "pani", "heer", "dona", "senhor", "senhora",
		"doctor", "doctora", "doktor":
		return true
	}
	return false
}

// particleName returns the end of a surname opened by lower-case particles
// at p ("van der Berg", "de la Fuente"), or p.
func particleName(s *scan, p, limit int) int {
	t := s.text
	q := p
	for pe := particleEnd(t, q, limit); pe > q; pe = particleEnd(t, q, limit) {
		q = pe
	}
	if q == p {
		return p
	}
	if e := s.nameWords(q, limit); e > q {
		return e
	}
	return p
}

// capsGreeted reports an ALL-CAPS name after a greeting: "Bonjour MARIE,",
// "Dear JOHN SMITH". A greeting also opens headings and groups ("Hi ALL",
// "Dear TEAM"), so the first word must be a known given name.
func (s *scan) capsGreeted(start, end, p int) {
	t := s.text
	if !greetingCue(t[start:end]) || !s.knownName(p) {
		return
	}
	q := p
	for q < len(t) && (isUpper(t[q]) || t[q] >= 0x80 && isUpperRuneAt(t, q)) {
		_, n := utf8.DecodeRuneInString(t[q:])
		q += n
	}
	if q < len(t) && isCueLetter(t[q]) {
		return // "HELLO World": a word in mixed case
	}
	if e := s.capsNameWords(p, min(len(t), p+64)); e > q {
		q = e // the surname after it
	}
	s.add(kPerson, p, q, 0.75)
}
