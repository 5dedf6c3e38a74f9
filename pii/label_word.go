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
