package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// trig marks what a word triggers in the word pass.
type trig uint16

const (
	trigBirth        trig = 1 << iota // a date follows: date of birth
	trigPassport                      // a passport number follows
	trigStreetSuffix                  // "Street", "Ave": a US/UK/AU address ends here
	trigStreetFR                      // "rue", "avenue": a French address
	trigStreetLatin                   // "Calle", "Via", "Rua": a Spanish, Italian or Portuguese address
	trigPersonStrong                  // "Dear", "Mr", "Name:": a name follows
	trigPersonWeak                    // "from", "by", "Regards": a known given name may follow
	trigAWS                           // an AWS secret key may follow
	trigPersonCaps                    // "for", "to": an ALL-CAPS name may follow (capsNameAfter)
	trigContactVerb                   // "call", "ring": a name and its number may follow (contactName)
	trigPIN                           // "PIN": its digits may follow (pinAfter)
	trigLowerBefore                   // "hey", "and": a lower-case given name may follow (person_lower.go)
	trigLowerAfter                    // "here", "says": a lower-case given name may precede
)

func triggerWords() map[string]trig {
	m := map[string]trig{}
	add := func(t trig, words ...string) {
		for _, w := range words {
			m[w] |= t
		}
	}
	add(trigBirth, "born", "birth", "birthday", "birthdate", "dob", "bday", "geboren", "geburtsdatum", "geb",
		"naissance", "née", "né", "nacimiento", "nascita", "geboortedatum", "nacido", "nacida", "nato", "nata")
	add(trigPassport, "ppt", "passport", "reisepass", "passeport", "pasaporte", "passaporto", "paspoort", "passnummer",
		"reisepassnummer", "passnr")
	add(trigStreetSuffix, "street", "st", "avenue", "ave", "road", "rd", "boulevard", "blvd", "lane", "ln",
		"drive", "dr", "court", "ct", "way", "place", "pl", "terrace", "parkway", "pkwy", "highway", "hwy",
		"square", "sq", "circle", "cir", "close", "crescent", "cres", "gardens", "grove", "row", "mews", "trail",
		"alley", "walk", "hill", "green", "park")
	add(trigStreetFR, "rue", "avenue", "boulevard", "bd", "place", "chemin", "allée", "impasse", "quai", "route",
		"cours")
	add(trigStreetLatin, "calle", "avenida", "avda", "plaza", "paseo", "carrer", "via", "viale", "piazza",
		"piazzale", "corso", "largo", "rua", "travessa", "alameda", "praça")
	add(trigPersonStrong, "dear", "hi", "hello", "hey", "bonjour", "salut", "coucou", "cher", "chère", "hola",
		"estimado", "estimada", "querido", "querida", "gentile", "egregio", "caro", "cara", "ciao", "buongiorno",
		"beste", "geachte", "hallo", "hoi", "liebe", "lieber", "olá", "kære", "kjære", "hej", "hei", "drogi", "droga", "dott", "avv", "bom", "boa",
		"dña", "meneer", "mevrouw", "dottor", "dottore", "dottoressa", "pani", "heer", "dona", "senhor", "senhora",
		// the officers of a meeting's minutes: "preside Macarena Villalba; secretario Joaquín Esteve"
		"secretario", "secretaria", "presidente", "presidenta", "preside", "tesorero", "tesorera", "secretary",
		"treasurer", "chairperson", "chairwoman", "chairman", "schriftführer", "schriftführerin", "trésorier",
		"trésorière", "secrétaire", "prezado", "prezada", "mr", "mrs", "ms", "miss", "mx", "dr", "prof", "herr", "herrn",
		"frau", "mme", "mlle", "monsieur", "madame", "sr", "sra", "srta", "señor", "señora", "sig", "sigra",
		"dhr", "mevr", "attn", "attention", "name", "customer", "client", "patient", "employee", "cardholder",
		"passenger", "guest", "tenant", "applicant", "recipient", "holder", "signed", "nombre", "nom", "naam",
		"vorname", "nachname", "surname", "fullname", "contact", "sender", "owner", "assignee", "reporter",
		"author", "candidate", "student", "beneficiary", "driver", "witness", "nominee", "reviewer", "interviewed",
		"interviewee", "interviewer", "signatory", "guests", "attendees", "participants", "speaker", "speakers", "traveller",
		"traveler", "insured", "policyholder", "payee", "debtor", "buyer", "seller", "landlord", "guardian",
		"spouse", "prepared", "booked", "requested", "buenos", "buenas", "ahoj", "guten", "bonsoir", "adviser",
		"advisor", "consultant", "representative", "doctor", "nurse", "physician", "therapist", "lawyer",
		"attorney", "solicitor", "accountant", "teacher", "tutor", "coach", "caller", "visitor", "resident",
		// plural and role labels of lists: "Reviewers: Novak, Petra; ..."
		"reviewers", "invited", "invitees", "invitee", "authors", "owners", "assignees", "approver", "approvers",
		"organizer", "organiser", "organizers", "organisers", "moderator", "chair", "chairperson", "presenter",
		"presenters", "panelist", "panelists", "panellist", "panellists", "mentor", "mentee", "trainee", "intern",
		"contractor", "volunteer", "requester", "requestor", "submitter", "occupant", "members", "employees",
		"patients", "applicants", "candidates", "students", "drivers", "witnesses", "passengers", "tenants",
		"teilnehmer", "teilnehmerin", "participantes", "asistentes", "invités", "invitados", "auteur", "autor",
		// the French title "M." (monsieurCueOK) and attendance labels of minutes (attendanceCueOK)
		"m", "present", "absent", "apologies", "regrets", "excused", "anwesend", "abwesend", "entschuldigt",
		"présents", "présentes", "absents", "excusés", "excusées", "presentes", "ausentes", "excusados",
		// role labels of German, French and Spanish forms, with a colon only (attendanceLabels)
		"passagier", "fahrgast", "reisender", "reisende", "kunde", "kundin", "patientin", "mieter", "mieterin",
		"inhaber", "inhaberin", "karteninhaber", "kontoinhaber", "empfänger", "absender", "antragsteller",
		"mitarbeiter", "mitarbeiterin", "ansprechpartner", "ansprechpartnerin", "pasajero", "pasajera",
		"paciente", "titular", "empleado", "empleada", "huésped", "destinatario", "remitente", "solicitante",
		// Italian roles on a form: "Passeggera: Rosaria Iannuzzi", "Conducente: …"
		"passeggero", "passeggera", "conducente", "paziente",
		"inquilino", "inquilina", "voyageur", "voyageuse", "passager", "passagère", "destinataire",
		"expéditeur", "locataire", "titulaire", "salarié", "salariée", "employé", "employée", "demandeur",
		"interlocuteur",
		// landlords and signatories: "Wohnungsgeber: …", "Je soussigné(e) Karim Benali"
		"vermieter", "vermieterin", "wohnungsgeber", "wohnungsgeberin", "propriétaire", "arrendador", "arrendadora",
		"soussigné", "soussignée", "unterzeichner", "unterzeichnerin", "suscrito", "suscrita")
	add(trigPersonWeak, "from", "by", "to", "cc", "bcc", "with", "ask", "met", "thanks", "regards", "cheers",
		"best", "sincerely", "called", "spoke", "ping", "cc'd", "and", "told", "asked", "emailed", "informed",
		"notify", "notified", "approved", "submitted", "reported", "assigned", "per", "colleague", "manager",
		"agent", "rep", "wife", "husband", "son", "daughter", "mother", "father", "friend", "dad", "mom", "mum",
		// family in the other languages: "her brother Noah", "l'enfant Inès", "Sohn Rüdiger"
		"brother", "sister", "child", "kid", "nephew", "niece", "cousin", "uncle", "aunt", "grandson", "granddaughter",
		"bruder", "schwester", "sohn", "tochter", "dziękuję", "dzięki", "kind", "enkel", "enkelin", "neffe", "nichte", "frère", "sœur", "fils", "fille",
		"enfant", "neveu", "nièce", "hermano", "hermana", "hijo", "hija", "sobrino", "sobrina", "nieto", "nieta",
		"merci", "danke", "gracias", "grazie", "obrigado", "obrigada", "bedankt", "tack", "kiitos",
		"cordialement", "salutations", "saludos", "atentamente", "grüße", "gruß", "abrazos", "saluti", "cumprimentos",
		// Swiss German spells Grüsse with ss; Dutch signs off with groet(en) or groetjes
		"grüsse", "gruss", "groet", "groeten", "groetjes",
		// Nordic, Polish and familiar sign-offs: "Hilsen Ingeborg", "Bises, Clémence", "Besos, Mamá"
		"hilsen", "mvh", "hälsningar", "terveisin", "pozdrawiam", "bises", "bisous", "besos", "abrazo", "baci", "beijos",
		"wishes", "faithfully", "truly", "warmly", "respectfully", "saludo", "herzlich", "herzlichst", "grüßen", "grüssen", "hugs",
		// "Good morning Priya": a greeting of the day takes a known given name only ("Morning Standup")
		"morning", "afternoon", "evening")
	add(trigAWS, "aws")
	add(trigPersonCaps, "for", "to", "by", "from", "with", "für", "an", "mit", "von", "pour", "à", "avec", "par",
		"para", "con", "por")
	add(trigPIN, "pin", "geheimzahl", "pincode")
	for w := range lowerBefore {
		add(trigLowerBefore, w)
	}
	for w := range lowerAfter {
		add(trigLowerAfter, w)
	}
	add(trigContactVerb, "call", "ring", "phone", "text", "contact", "reach", "page", "appelez", "appeler",
		"rappelez", "rappeler", "contactez", "joindre", "llama", "llame", "llamar", "contacta", "contacte")
	return m
}

// maxTrigWord bounds the words looked up; longer words trigger nothing.
const maxTrigWord = 16

// findWords walks every word once and hands triggers to the recognizers
// that start from a word: dates of birth, passports, persons and addresses.
// A run of letters is cut at camelCase humps, and '_' separates words, so
// "dateOfBirth" and "customer_name" carry their cues.
func (s *scan) findWords() {
	t := s.text
	for i := 0; i < len(t); {
		if !isCueLetter(t[i]) {
			i++
			continue
		}
		j := i
		for j < len(t) && isCueLetter(t[j]) {
			j++
		}
		ws := i
		for k := i + 1; k <= j; k++ {
			if k == j || (isUpper(t[k]) && isLower(t[k-1])) {
				s.onWord(ws, k, ws == i && k == j)
				ws = k
			}
		}
		i = j
	}
	s.findColumnCells()
}

// mailHeaders are the sender and recipient lines of e-mails in German,
// French, Spanish, Italian and Dutch, which are no cue words elsewhere.
var mailHeaders = map[string]bool{"von": true, "an": true, "de": true, "à": true, "a": true, "para": true,
	"da": true, "van": true, "aan": true, "cc": true}

// onWord dispatches one word; whole is false for a piece of a camelCase
// identifier, which can carry a cue but is never a name or a street.
func (s *scan) onWord(start, end int, whole bool) {
	t := s.text
	if end-start <= maxTrigWord {
		var buf [maxTrigWord]byte
		for k := start; k < end; k++ {
			buf[k-start] = lower(t[k])
		}
		w := buf[:end-start] // map lookups by string(w) do not allocate
		if tr := s.d.triggers.lookup(w); tr != 0 {
			s.onTrigger(tr, start, end)
		}
		if whole && startsUpper(t[start:end]) && (s.d.names[string(w)] || (hasNonASCII(w) && s.d.names[foldName(t[start:end])])) {
			s.onGivenName(start, end)
		}
	}
	if whole && end-start >= 6 && startsUpper(t[start:end]) {
		s.onCapitalised(start, end)
	}
	if whole && end-start == 1 {
		s.initialSurname(start, end)
	}
	if whole && end < len(t) && t[end] == ':' && (start == 0 || t[start-1] == '\n') && mailHeaders[strings.ToLower(t[start:end])] {
		s.personAfter(trigPersonStrong, start, end) // "Von: Annegret Püschel", "De : …", "Aan: …"
	}
	if end-start == 2 && end < len(t) && t[end] == '=' && strings.EqualFold(t[start:end], "cn") {
		// a calendar's or a directory's common name: "ORGANIZER;CN=Rosamund Ekwall:mailto:…", "CN=Jan Visser,OU=…"
		s.personAfter(trigPersonStrong, start, end)
	}
}

// hasNonASCII reports a byte of a multi-byte letter: "María", "Zoë" are
// looked up without their diacritics.
func hasNonASCII(w []byte) bool {
	for _, c := range w {
		if c >= 0x80 {
			return true
		}
	}
	return false
}

// startsUpper reports whether w starts with an upper-case letter.
func startsUpper(w string) bool {
	if w == "" {
		return false
	}
	if w[0] < 0x80 {
		return isUpper(w[0])
	}
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}

func (s *scan) onTrigger(tr trig, start, end int) {
	if tr&(trigLowerBefore|trigLowerAfter) != 0 {
		s.lowerNamesAround(tr, start, end)
	}
	if tr&trigBirth != 0 {
		s.dateAfter(end)
	}
	if tr&trigPassport != 0 {
		s.passportAfter(end)
	}
	if tr&(trigStreetSuffix|trigStreetFR|trigStreetLatin) != 0 {
		s.addressAround(tr, start, end)
	}
	if tr&(trigPersonStrong|trigPersonWeak) != 0 {
		s.authorList(start, end)
		s.personAfter(tr, start, end)
	}
	if tr&trigAWS != 0 {
		s.awsSecretAfter(end)
	}
	if tr&trigPersonCaps != 0 {
		s.capsNameAfter(start, end)
	}
	if tr&trigContactVerb != 0 {
		s.contactName(end)
	}
	if tr&trigPIN != 0 {
		s.pinAfter(start, end)
	}
}

// triggerTable is the trigger words behind a wordFilter.
type triggerTable struct {
	words map[string]trig
	maybe *wordFilter
}

func newTriggerTable(words map[string]trig) triggerTable {
	return triggerTable{words: words, maybe: newWordFilter(words)}
}

// lookup returns the triggers of a lower-cased word.
func (tt *triggerTable) lookup(w []byte) trig {
	if !tt.maybe.has(w) {
		return 0
	}
	return tt.words[string(w)]
}
