package pii

import "strings"

// firmLineWords name a firm's own line, as the number's label or in the clause before it: its
// switchboard, reception, general enquiries, a practice's or clinic's desk,
// a conference dial-in. The quality set's writers keep such numbers.
var firmLineWords = map[string]bool{"switchboard": true, "reception": true, "enquiries": true, "inquiries": true,
	"helpline": true, "hotline": true, "dial-in": true, "practice": true, "surgery": true, "clinic": true,
	"helpdesk": true, "zentrale": true, "hauptnummer": true, "accueil": true, "standard": true,
	"centralita": true, "centralino": true, "telefonzentrale": true, "recepción": true, "empfang": true,
	"our": true, "unsere": true, "unserer": true, "notre": true, "nuestro": true, "nuestra": true, // "call our team on …"
	"praxis": true, "cabinet": true, "kanzlei": true, "sekretariat": true, "secretariat": true, "secrétariat": true}

// personalLineWords name a person's own line: nearer the number than a
// firm's word, they keep it a phone ("Reception: Maria, mobile 06 …").
var personalLineWords = map[string]bool{"mobile": true, "cell": true, "direct": true, "ddi": true, "handy": true,
	"mobil": true, "portable": true, "móvil": true, "movil": true, "privat": true, "private": true, "personal": true,
	"whatsapp": true, "my": true, "his": true, "her": true, "durchwahl": true, "me": true, "mich": true, "mir": true,
	"moi": true, "mine": true, "mein": true, "meine": true}

// firmLineBefore reports a firm's line: a firmLineWords word among the
// six words before start in the same clause, with no personal word nearer.
func firmLineBefore(t string, start int) bool { return lineWordBefore(t, start) == firmsLine }

// personalLineBefore reports a personalLineWords word among the six words
// before start in the same clause, with no firm word nearer: "Ruf mich an:
// 0800 221 7788".
func personalLineBefore(t string, start int) bool { return lineWordBefore(t, start) == personsLine }

// Whose line the nearest telling word before a number names.
const (
	noOnesLine = iota
	firmsLine
	personsLine
)

// lineWordBefore returns whose line the nearest firm or personal word among
// the six words before start names.
func lineWordBefore(t string, start int) int {
	p := start
	for n := 0; n < 6 && p > 0 && start-p < 100; n++ {
		// blanks, a label's colon, and the numbers, brackets and commas of a
		// list of lines: "Dial-in: +41 43 210 88 40 (CH), +33 1 70 37 22 19"
		for p > 0 && strings.IndexByte(" :\t,()+0123456789", t[p-1]) >= 0 && start-p < 100 {
			p--
		}
		q := p
		for q > 0 && (isCueLetter(t[q-1]) || t[q-1] == '-' || t[q-1] == '\'') && p-q < maxCueWord {
			q--
		}
		if q == p {
			return noOnesLine // a sentence's or clause's end
		}
		var buf [maxCueWord]byte
		w := buf[:0]
		for i := q; i < p; i++ {
			w = append(w, lower(t[i]))
		}
		switch {
		case personalLineWords[string(w)]:
			return personsLine
		case firmLineWords[string(w)]:
			return firmsLine
		}
		p = q
	}
	return noOnesLine
}
