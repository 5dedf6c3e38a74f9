package pii

import "strings"

// numberWords stand between a label and its number without naming
// anything themselves: "Art.-Nr. X", "part no. X", "n° X".
var numberWords = map[string]bool{"no": true, "nr": true, "n°": true, "nº": true, "num": true, "núm": true,
	"number": true, "nummer": true, "numéro": true, "número": true, "nro": true}

// maxLabelSkip bounds the number words skipped before the label word.
const maxLabelSkip = 2

// labelWord returns the one word that labels the value at start: the word
// right before it, past a colon, a number sign and number words ("SKU
// 415-555-0199", "Art.-Nr. 0049 221 4470", "Referencia del recambio: 612
// 34 56 78"), or "" when a number or nothing stands there.
func labelWord(t string, start int) string {
	p := start
	for n := 0; n <= maxLabelSkip; n++ {
		for p > 0 && start-p < ctxNear && strings.IndexByte(" :#.-\t", t[p-1]) >= 0 {
			p--
		}
		q := p
		for q > 0 && p-q < maxCueWord && isCueLetter(t[q-1]) {
			q--
		}
		if q == p || q > 0 && isDigit(t[q-1]) {
			return ""
		}
		if w := t[q:p]; !numberWords[strings.ToLower(w)] {
			return w
		}
		p = q
	}
	return ""
}

// wordLabel returns the cues of labelWord: a phone word further back in
// the sentence ("Mobile phone case SKU …") names the product, not this
// number.
func (s *scan) wordLabel(start int) cueSet {
	w := labelWord(s.text, start)
	if w == "" {
		return 0
	}
	return s.d.cuesIn(w, 0, len(w))
}

// pageWords label a document's page or part: "wiki page 10.4.2.1",
// "Seite 3.2.1.4". Only right before the number: "login page served from
// 81.2.69.142" is an address.
var pageWords = map[string]bool{"page": true, "seite": true, "página": true, "pagina": true}

// pageBefore reports a page word labelling the value at start.
func pageBefore(t string, start int) bool {
	return pageWords[strings.ToLower(labelWord(t, start))]
}

// maxCodeGroup bounds the group read before a number in afterMixedGroup.
const maxCodeGroup = 8

// afterMixedGroup reports a number written right after a group of letters
// and digits, one space before it: the tail of a tracking number or serial
// ("1Z 999 AA1 01 2345 6784", "6C 123 456 789 12"). A phone number follows
// a word or a label, not a group such as "AA1".
func afterMixedGroup(t string, start int) bool {
	if start < 2 || t[start-1] != ' ' {
		return false
	}
	p := start - 1
	q := p
	for q > 0 && p-q <= maxCodeGroup && isAlnum(t[q-1]) {
		q--
	}
	if q == p || p-q > maxCodeGroup || q > 0 && t[q-1] != ' ' && t[q-1] != '\n' && t[q-1] != '\t' {
		return false
	}
	letter, digit := false, false
	for i := q; i < p; i++ {
		letter = letter || isAlpha(t[i])
		digit = digit || isDigit(t[i])
	}
	return letter && digit
}
