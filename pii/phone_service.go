package pii

import "strings"

// freephonePrefixes open the national numbers that callers do not pay for:
// 0800/0808/0805 in Europe, 900/800 in Spain, 1-800 and its siblings in
// North America. Firms and public services run them, never a person.
var freephonePrefixes = []string{"0800", "0808", "0805", "900", "800", "1800", "1888", "1877", "1866", "1855",
	"1844", "1833", "888", "877", "866", "855", "844", "833"}

// serviceWords name such a line in the text around it.
var serviceWords = []string{"hotline", "helpline", "freephone", "toll-free", "toll free", "tollfree",
	"kostenlos", "gebührenfrei", "servicenummer", "gratuit", "numéro vert", "gratuita", "gratuito",
	"línea de atención", "atención al cliente", "customer service", "kundenservice", "kundendienst"}

// serviceLine reports a freephone number that its line calls a hotline or
// a free service number: "0800 330 3300 ist die kostenlose Hotline der
// Stadtwerke", or one written with its trunk 0 or its NANP 1 ("0800 048
// 2210", "1-800-555-0127"), or Spain's nine-digit "900 …", which no other
// number shares. A NANP 3-digit prefix alone ("888 586 0329") needs the word.
func (s *scan) serviceLine(sh *numShape, start, end int) bool {
	if sh.plus {
		return false
	}
	d := sh.D()
	if len(d) < 9 || d[0] != '0' && d[0] != '1' && d[0] != '8' && d[0] != '9' {
		return false // most numbers: no freephone prefix can open them
	}
	free := false
	for _, p := range freephonePrefixes {
		// the shorter prefixes (Spain, NANP without the 1) only on numbers of their length
		if len(d) >= len(p) && string(d[:len(p)]) == p &&
			(p[0] == '0' || p[0] == '1' && len(d) == 11 || len(p) == 3 && (len(d) == 9 || len(d) == 10)) {
			free = true
			if (p[0] == '0' || p[0] == '1' || p == "900" && len(d) == 9) && !personalLineBefore(s.text, start) {
				return true // "call 0800 048 2210", "1-800-…": written with its trunk or the 1, no other number
			}
			break
		}
	}
	if !free {
		return false
	}
	from, to := lineNear(s.text, start, end, 120)
	line := s.lowerText()[from:to]
	for _, w := range serviceWords {
		if strings.Contains(line, w) {
			return true
		}
	}
	return false
}

// comparisonWords open a likeness: "part numbers that look like phone
// numbers", "sieht aus wie eine Telefonnummer". The phone word after one
// describes how the number looks, not what it is.
var comparisonWords = []string{" like ", " wie ", " comme ", " como ", " resembling ", " resemble "}

// comparedPhoneCue reports that every phone cue before the number on its
// clause sits in a likeness (the comparison word and the three words after
// it), and none follows the number.
func (s *scan) comparedPhoneCue(start, end int) bool {
	t := s.text
	cs := clauseStart(t, start)
	clause := s.lowerText()[cs:start]
	k := -1
	for _, w := range comparisonWords {
		if i := strings.Index(clause, w); i >= 0 && (k < 0 || i < k) {
			k = i
		}
	}
	if k < 0 || s.d.cuesIn(t, end, end+ctxAfter)&cuePhone != 0 {
		return false
	}
	k += cs
	e := k + 1
	for words := 0; words < 4 && e < start; words++ { // the comparison word and three more
		for e < start && t[e] != ' ' {
			e++
		}
		for e < start && t[e] == ' ' {
			e++
		}
	}
	return s.d.cuesIn(t, cs, k)&cuePhone == 0 && s.d.cuesIn(t, e, start)&cuePhone == 0
}
