package pii

import "strings"

// pinCopulas hand over a PIN's value in a sentence: "the PIN of the
// spare SIM is 4821", "El PIN del móvil es 9031", "Die PIN lautet 5530".
var pinCopulas = map[string]bool{"is": true, "es": true, "est": true, "ist": true, "lautet": true, "sera": true,
	"será": true, "=": true, "now": true, "jetzt": true}

// pinAfter reports the digits of a PIN stated after the word "PIN" (or
// "Geheimzahl"): a colon or a copula within its clause, then four to eight
// digits standing alone. A number without such a hand-over ("laptop PIN
// 2231 set up", "PIN retries: 3", "PIN changed on 2026-03-01") is not
// taken: the word may only name the kind of thing the number counts. The
// word "pin" in small letters is an electronics pin ("pin 13 is high").
func (s *scan) pinAfter(start, end int) {
	t := s.text
	if t[start:end] == "pin" || t[start:end] == "Pin" {
		return
	}
	limit := min(len(t), end+60)
	p := end
	handed := false
	for words := 0; p < limit && words < 8; words++ {
		for p < limit && (t[p] == ' ' || t[p] == '\t') {
			p++
		}
		if p < limit && t[p] == ':' {
			handed = true
			p++
			continue
		}
		q := p
		for q < limit && !isBlankByte(t[q]) && t[q] != ':' && t[q] != ',' && t[q] != '.' && t[q] != ';' {
			q++
		}
		if q == p {
			return // a clause ends before any value: "PIN, please"
		}
		w := t[p:q]
		if allDigits(w) {
			if handed && len(w) >= 4 && len(w) <= 8 && pinEnds(t, q) {
				s.addPrio(kSecret, p, q, 0.75, prioPass)
			}
			return
		}
		if pinCopulas[strings.ToLower(w)] {
			handed = true
		} else if handed {
			return // "PIN: see the sealed envelope"
		}
		p = q
	}
}

// pinEnds reports that the digits ending at q stand alone: no more digits,
// letters or a date or decimal separator followed by a digit.
func pinEnds(t string, q int) bool {
	if q == len(t) {
		return true
	}
	if isAlnum(t[q]) {
		return false
	}
	if (t[q] == '-' || t[q] == '/' || t[q] == '.' || t[q] == ',') && q+1 < len(t) && isDigit(t[q+1]) {
		return false
	}
	return true
}
