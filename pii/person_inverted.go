package pii

import (
	"strings"
	"unicode"
)

// placeNames are given names that are also states, provinces and countries,
// the second part of "City, Region": "Richmond, Virginia", "Ballarat,
// Victoria", "Amman, Jordan".
var placeNames = map[string]bool{"virginia": true, "georgia": true, "carolina": true, "dakota": true,
	"india": true, "jordan": true, "victoria": true, "chad": true, "israel": true, "florida": true,
	"montana": true, "nevada": true, "indiana": true, "louisiana": true, "alberta": true, "kenya": true,
	"lorraine": true, "maine": true, "alexandria": true, "lima": true, "florence": true, "sydney": true,
	"adelaide": true, "austin": true, "madison": true, "charlotte": true, "savannah": true, "regina": true}

// interjections open a sentence addressed to someone: "Sure, Tom",
// "Genau, Anna", "Vale, Lucía" are no "Surname, Given".
var interjections = map[string]bool{"sure": true, "sorry": true, "great": true, "perfect": true, "done": true,
	"welcome": true, "congrats": true, "congratulations": true, "bye": true, "right": true, "well": true,
	"also": true, "nice": true, "cool": true, "yep": true, "nope": true, "agreed": true, "noted": true,
	"indeed": true, "exactly": true, "true": true, "fine": true, "merci": true, "danke": true, "gracias": true,
	"hola": true, "bonjour": true, "salut": true, "hallo": true, "ciao": true, "oui": true, "non": true,
	"sí": true, "si": true, "ja": true, "nein": true, "bien": true, "bueno": true, "vale": true, "genau": true,
	"super": true, "parfait": true, "claro": true, "gut": true, "prima": true, "toll": true, "désolé": true,
	"perdón": true, "entschuldigung": true, "oh": true, "ah": true, "wow": true, "look": true, "listen": true}

// invertedName reports, with where its surname starts, "Surname, Given" with no cue before it when the
// given name [start, end) is a known one and the pair stands where a name
// stands: at the start of a line or after a label's colon, a list's
// semicolon or a personal preposition ("Escalations go to Brennan, Aoife
// until Friday"), and ends its part of the text (a line end, a stop, ";",
// ",", " and ", " (").
func (s *scan) invertedName(start, end int) (int, bool) {
	t := s.text
	if start < 4 || t[start-2:start] != ", " || placeNames[foldName(t[start:end])] {
		return 0, false
	}
	lineEnds := end == len(t) || strings.IndexByte("\n\r;", t[end]) >= 0 || dashAfter(t, end)
	if !lineEnds && !strings.HasPrefix(t[end:], " and ") && !strings.HasPrefix(t[end:], " (") &&
		strings.IndexByte(",.)", t[end]) < 0 {
		return 0, false
	}
	ls := surnameStart(t, start-2)
	if ext := longSurnameStart(t, ls); ext < ls && !s.d.names[foldName(t[ls:start-2])] {
		ls = ext // "Abad Pérez, Lucía", "Castro de la Peña, Martina" on a row of their own
	}
	if ls == start-2 || !startsUpper(t[ls:]) || particleSurname(t[ls:start-2]) && strings.Contains(t[ls:start-2], " ") {
		return 0, false
	}
	surname := strings.ToLower(t[ls : start-2])
	if s.d.nameStops[surname] || orgWords[surname] || interjections[surname] {
		return 0, false
	}
	if s.d.names[foldName(t[ls:start-2])] && !(isAllCaps(t[ls:end]) && lineEnds && (ls == 0 || t[ls-1] == '\n' || listMarkerBefore(t, ls))) {
		// "Hello, Anna", "Thanks, Maria", "Anna, Maria": two given names are a list;
		// but a line "HUNTER, SKYE" in capitals is the layout of surname first
		return 0, false
	}
	p := ls
	for p > 0 && t[p-1] == ' ' {
		p--
	}
	if p == 0 || t[p-1] == '\n' || listMarkerBefore(t, ls) || dashBefore(t, ls) {
		// a line or list item of its own: "Oyelaran, Tunde", "1. ROSSI, GIULIA",
		// "KAYE, ROBERT — LANG, HOPE"; "Report, Sarah." is a sentence
		return ls, lineEnds
	}
	if t[p-1] == ':' || t[p-1] == ';' {
		return ls, true
	}
	q := p
	for q > 0 && isCueLetter(t[q-1]) {
		q--
	}
	return ls, personPrepositions[strings.ToLower(t[q:p])]
}

// surnameStart returns where the surname ending at e starts: letters, and an
// apostrophe or a hyphen between letters ("O'Driscoll", "D'AMBROSIO",
// "Szymańska-Kot").
func surnameStart(t string, e int) int {
	ls := e
	for ls > 0 {
		switch {
		case isCueLetter(t[ls-1]):
			ls--
		case (t[ls-1] == '\'' || t[ls-1] == '-') && ls >= 2 && isCueLetter(t[ls-2]) && ls < e && isCueLetter(t[ls]):
			ls--
		default:
			return ls
		}
	}
	return ls
}

// dashAfter and dashBefore report a spaced em or en dash, the separator of
// names listed on one line ("KAYE, ROBERT — LANG, HOPE").
func dashAfter(t string, end int) bool {
	return strings.HasPrefix(t[end:], " — ") || strings.HasPrefix(t[end:], " – ")
}

func dashBefore(t string, p int) bool {
	return strings.HasSuffix(t[:p], " — ") || strings.HasSuffix(t[:p], " – ") ||
		strings.HasSuffix(t[:p], "— ") && (p == len("— ") || t[p-len("— ")-1] == '\n')
}

// maxMarkerReach bounds the bytes between a line's start and a name that a
// list marker and its spaces take.
const maxMarkerReach = 16

// listMarkerBefore reports a list item's marker right before p, at the
// start of its line: "1. ", "12) ", "- ", "* ", "• ".
func listMarkerBefore(t string, p int) bool {
	from := max(0, p-maxMarkerReach)
	k := strings.LastIndexByte(t[from:p], '\n')
	if k < 0 && from > 0 {
		return false // the line starts further back than any marker reaches
	}
	ls := from + k + 1
	m := strings.TrimRight(t[ls:p], " ")
	if m == "" || len(m) == len(t[ls:p]) {
		return false
	}
	switch m {
	case "-", "*", "•":
		return true
	}
	last := m[len(m)-1]
	return (last == '.' || last == ')') && len(m) >= 2 && len(m) <= 4 && allDigits(m[:len(m)-1]) ||
		len(m) <= 3 && allDigits(m) // a numbered row: "1 Abad Pérez, Lucía"
}

// longSurnameStart returns where a surname of several words ending at the
// word that starts at ls begins, when those words fill their row from its
// start or its list marker: Spanish double surnames and particles ("Abad
// Pérez", "Castro de la Peña", "Díaz-Ubierna Sáez"). Otherwise ls.
func longSurnameStart(t string, ls int) int {
	p := ls
	for n := 0; n < 4 && p > 1 && t[p-1] == ' '; n++ {
		q := p - 1
		for q > 0 && (isCueLetter(t[q-1]) || t[q-1] == '-') {
			q--
		}
		if q == p-1 {
			break
		}
		w := t[q : p-1]
		if !isUpperRuneAt(t, q) && !particleWord(w) {
			break
		}
		p = q
		if q == 0 || t[q-1] == '\n' || listMarkerBefore(t, q) || q >= 2 && t[q-2:q] == ": " {
			if isUpperRuneAt(t, p) {
				return p
			}
			break
		}
	}
	return ls
}

// isAllCaps reports text with letters and none of them lower case.
func isAllCaps(s string) bool {
	letters := false
	for _, r := range s {
		if unicode.IsLower(r) {
			return false
		}
		letters = letters || unicode.IsLetter(r)
	}
	return letters
}

// capsRoles are capitalised abbreviations written before names that are
// no surnames: "CEO Maria", "PM Jonas", a ship's "MSC Anna".
var capsRoles = map[string]bool{"ceo": true, "cto": true, "cfo": true, "coo": true, "vp": true, "pm": true,
	"qa": true, "hr": true, "it": true, "cc": true, "re": true, "fw": true, "fyi": true, "asap": true,
	"rip": true, "tbd": true, "todo": true, "ps": true, "nb": true, "ok": true, "dc": true, "pc": true,
	"sgt": true, "insp": true, "det": true, "rn": true, "md": true, "phd": true, "dds": true,
	// ships: "MSC Anna", "HMS Victoria", "MV Johanna"
	"msc": true, "mv": true, "ms": true, "ss": true, "hms": true, "rms": true, "uss": true, "hmas": true,
	"cma": true, "cgm": true, "mt": true, "fv": true, "sv": true, "my": true}

// capsSurnameBefore returns where a surname in capitals right before the
// given name at start begins ("DIALLO Aïssatou": the French and
// administrative order), or start when there is none.
func (s *scan) capsSurnameBefore(start int) int {
	t := s.text
	if start < 4 || t[start-1] != ' ' || start+1 < len(t) && !isLower(t[start+1]) && t[start+1] < 0x80 {
		return start // the given name is written small after its capital: "DIALLO Aïssatou", not "PROJECT ORION"
	}
	q := start - 1
	for q > 0 && (isCueLetter(t[q-1]) || t[q-1] == '-' || t[q-1] == '\'') {
		q--
	}
	w := t[q : start-1]
	low := strings.ToLower(w)
	if len(w) < 3 || !isAllCaps(w) || q > 0 && isCueLetter(t[q-1]) || capsRoles[low] || s.d.nameStops[low] ||
		orgWords[low] || s.d.cueOf([]byte(low)) != 0 || s.d.names[foldName(w)] {
		return start
	}
	return q
}
