package pii

import "strings"

// A phone number in running text comes with a word that says so ("call",
// "Tel", "mobile"); numbers listed side by side without one are codes:
// "On a reçu 0800-555-2190 au lieu de 0614 223 519", "the part numbers
// 4471-0021 and 0612-447-983". hasSibling catches the pairs written alike;
// these two checks look at the clause and the line instead of the layout.

// minCoListedDigits is how many digits another number on the line needs
// to count as a code listed beside the candidate: a year or a quantity
// ("Model year 2024", "3 units") does not.
const minCoListedDigits = 7

// coListedNumber reports another grouped number of minCoListedDigits or
// more digits in the candidate's sentence (on its line, within codeReach)
// when no phone word is in that sentence.
func (s *scan) coListedNumber(start, end int) bool {
	t := s.text
	from, to := lineNear(t, start, end, codeReach)
	if k := strings.LastIndex(t[from:start], ". "); k >= 0 {
		from += k + 2 // the candidate's sentence
	}
	if k := strings.Index(t[end:to], ". "); k >= 0 {
		to = end + k
	}
	if s.d.cuesIn(t, from, to)&cuePhone != 0 {
		return false
	}
	for p := from; p < to; p++ {
		if p == start {
			p = end
			continue
		}
		if !isDigit(t[p]) || p > 0 && (isAlnum(t[p-1]) || t[p-1] == '+') ||
			p > 1 && (t[p-1] == '-' || t[p-1] == '/') && isAlpha(t[p-2]) {
			continue // inside a word or an alphanumeric code: "ORD-2023-241224"
		}
		e, digits := p, 0
		for e < to && (isDigit(t[e]) || (t[e] == '-' || t[e] == ' ' || t[e] == '/') && e+1 < to && isDigit(t[e+1]) && isDigit(t[e-1])) {
			if isDigit(t[e]) {
				digits++
			}
			e++
		}
		if digits >= minCoListedDigits && (e == to || !isAlnum(t[e])) && (e > end || e <= start) {
			return true
		}
		p = e
	}
	return false
}

// clauseLabel returns the cues of the words from the start of the
// candidate's clause (after a full stop, a semicolon, a bar or a line
// break, at most ctxBefore bytes back) to the candidate: "El modelo
// 612-448-731 sustituye al 612-448-700" labels both numbers, where
// nearBefore only reads the words right before each.
func (s *scan) clauseLabel(start int) cueSet {
	t := s.text
	from := max(0, start-ctxBefore)
	for p := start - 1; p >= from; p-- {
		if c := t[p]; c == '\n' || c == ';' || c == '|' || c == '!' || c == '?' ||
			c == '.' && (p+1 == len(t) || t[p+1] == ' ') {
			from = p + 1
			break
		}
	}
	return s.d.cuesIn(t, from, start)
}

// sentenceContext is context with the words after the candidate read only
// to the end of its sentence or the next number: in "the part
// 0800-555-2190 arrives Monday. Call me on +48 601 234 567" and "Quote ref
// 0410-338-2290, phone +49 171 2345678" the phone word belongs to the
// number after it.
func (s *scan) sentenceContext(start, end int) cueSet {
	// look a little past the window for the next number: its label may
	// lie inside the window while the number starts just after it
	to := min(len(s.text), end+ctxAfter+maxLabelWord)
	for p := end; p < to; p++ {
		c := s.text[p]
		if c == '\n' || (c == '.' || c == ';' || c == '!' || c == '?') && (p+1 == len(s.text) || s.text[p+1] == ' ') ||
			strings.HasPrefix(s.text[p:], " — ") || strings.HasPrefix(s.text[p:], " – ") {
			to = p
			break
		}
		if p > end+1 && isDigit(c) && !isAlnum(s.text[p-1]) {
			to = labelStart(s.text, end, p) // the next number and the word that labels it
			break
		}
	}
	to = min(to, end+ctxAfter)
	return s.d.cuesIn(s.text, clauseStart(s.text, start), start) | s.d.cuesIn(s.text, end, to) | s.columnCues(start)
}

// minTakerDigits is how many digits a number before a candidate needs to
// have taken the phone word before it.
const minTakerDigits = 6

// numberBefore reports a number of at least minTakerDigits digits (spaces
// and dashes between its groups) ending at end.
func numberBefore(t string, end int) bool {
	n := 0
	for p := end; p > 0 && (isDigit(t[p-1]) || t[p-1] == ' ' || t[p-1] == '-') && end-p < 24; p-- {
		if isDigit(t[p-1]) {
			n++
		}
	}
	return n >= minTakerDigits
}

// listJoiners join numbers that share one label: "Tel. 030 1234567 / 030
// 7654321", "0171 2204993 oder 0157 2231884".
var listJoiners = []string{"/", ",", "or ", "oder ", "ou ", "o ", "y ", "und ", "and ", "et ", "- ", "– "}

// listJoined reports text between two numbers that opens with a list
// joiner: "0711-482-3301 or 0622 118 4470", "07700 900123, office 020 7946
// 0958".
func listJoined(between string) bool {
	between = strings.ToLower(strings.TrimLeft(between, " "))
	for _, j := range listJoiners {
		if strings.HasPrefix(between, j) {
			return true
		}
	}
	return false
}

// clauseStart returns where the context window before start begins: at most
// ctxBefore bytes back, and never before the clause the number stands in. A
// phone word labels the numbers of its own clause: in "Mi móvil es el 612
// 345 678; el lote 622 118 409" it is no cue for the lot. A full stop
// after a short word is an abbreviation ("Tel.", "Nr."), not a clause end.
func clauseStart(t string, start int) int {
	from := max(0, start-ctxBefore)
	for p := start - 1; p > from; p-- {
		if isDigit(t[p]) {
			if numberBefore(t, p+1) && !listJoined(t[p+1:start]) {
				return p + 1 // "ruft unter 0171 2204993 zurück, Gerät 0157 2231 8840": the word took the first number
			}
			for p > from && (isDigit(t[p-1]) || t[p-1] == '-' || t[p-1] == '.' || t[p-1] == ' ' && p >= 2 && isDigit(t[p-2])) {
				p-- // past the rest of that number
			}
			continue
		}
		if t[p] != ' ' {
			continue
		}
		switch t[p-1] {
		case ';':
			return p
		case '.', '!', '?':
			q := p - 1
			for q > 0 && isAlpha(t[q-1]) {
				q--
			}
			if p-1-q > 3 || q == p-1 {
				return p
			}
		}
	}
	return from
}

// maxLabelWord is how far past the context window sentenceContext looks
// for the number a phone word there belongs to.
const maxLabelWord = 16

// maxListItems bounds the items listLabel walks back over.
const maxListItems = 8

// listLabel returns the cues of the label of a list the candidate is an
// item of: "Model numbers on the pallet: XR-450/B, XR-450/C, 0800-555-2190"
// labels every item, not only the first, which labelLine reads.
func (s *scan) listLabel(start int) cueSet {
	t := s.text
	p := start
	for n := 0; n < maxListItems; n++ {
		for p > 0 && t[p-1] == ' ' {
			p--
		}
		if p == 0 || t[p-1] != ',' {
			return 0
		}
		p-- // the comma
		for p > 0 && t[p-1] == ' ' {
			p--
		}
		q := p
		for q > 0 && t[q-1] != ' ' && t[q-1] != ',' && t[q-1] != '\n' && p-q <= 24 {
			q--
		}
		if q == p || p-q > 24 {
			return 0
		}
		p = q
		if k := p - 1; k >= 0 && t[k] == ' ' && k > 0 && t[k-1] == ':' {
			return s.labelLine(p)
		}
	}
	return 0
}

// countUnits are the words that follow a quantity, not a phone number:
// units of measure and the things counted, in English, German, French and
// Spanish ("0123 4567 89 rows", "offset 0123 4567 89 mm").
var countUnits = map[string]bool{
	"mm": true, "cm": true, "m": true, "km": true, "kg": true, "g": true, "mg": true, "t": true, "l": true,
	"ml": true, "s": true, "ms": true, "sec": true, "secs": true, "min": true, "mins": true, "h": true,
	"hrs": true, "hours": true, "minutes": true, "seconds": true, "days": true, "weeks": true, "years": true,
	"b": true, "kb": true, "mb": true, "gb": true, "tb": true, "bytes": true, "bits": true, "rows": true,
	"columns": true, "records": true, "entries": true, "lines": true, "items": true, "units": true, "pcs": true,
	"pieces": true, "times": true, "users": true, "requests": true, "degrees": true, "points": true,
	"votes": true, "views": true, "downloads": true, "words": true, "pages": true, "steps": true,
	"stunden": true, "tage": true, "wochen": true, "jahre": true, "zeilen": true, "spalten": true,
	"stück": true, "stk": true, "einträge": true, "punkte": true, "seiten": true, "mal": true,
	"heures": true, "jours": true, "semaines": true, "ans": true, "lignes": true, "colonnes": true,
	"pièces": true, "fois": true, "entrées": true, "utilisateurs": true,
	"horas": true, "días": true, "dias": true, "semanas": true, "años": true, "filas": true, "columnas": true,
	"piezas": true, "veces": true, "registros": true, "usuarios": true, "páginas": true,
	"€": true, "$": true, "eur": true, "usd": true, "gbp": true, "chf": true, "%": true, "°": true,
	"m²": true, "m2": true, "qm": true, "sqm": true, "sq": true, "ft²": true, "m³": true, "ha": true,
}

// unitAfter reports a count unit as the word right after end, maybe in
// brackets.
func unitAfter(t string, end int) bool {
	p := end
	if p < len(t) && (t[p] == ' ' || t[p] == 0xa0) {
		p++
	}
	if p < len(t) && t[p] == '(' { // "4214389762496 (ms since epoch)"
		p++
	}
	e := p
	for e < len(t) && e-p < 16 && t[e] != ' ' && t[e] != '\n' && t[e] != ',' && t[e] != '.' && t[e] != ')' {
		e++
	}
	return e > p && countUnits[strings.ToLower(t[p:e])]
}

// labelStart returns where the label of a number at p begins: the word
// and punctuation right before it ("mobile +49", "Tel.: 030"), not before
// from.
func labelStart(t string, from, p int) int {
	for p > from && strings.IndexByte(" +(:.", t[p-1]) >= 0 {
		p--
	}
	for p > from && isCueLetter(t[p-1]) {
		p--
	}
	return p
}
