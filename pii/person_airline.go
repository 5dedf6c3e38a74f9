package pii

import (
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// airlineName matches a passenger's name as airlines and travel agents
// write it: SURNAME/GIVEN, capitals, with a middle name and a title after
// it ("OYELARAN/REBECCA MS", "HALLORAN-BAPTISTE/FINNIAN MSTR"). It is
// tried only where a slash stands between capitals.
var airlineName = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(\p{Lu}[\p{Lu}'’-]*(?: \p{Lu}[\p{Lu}'’-]*){0,2})/(\p{Lu}[\p{Lu}'’-]+)((?: \p{Lu}[\p{Lu}'’-]+)?)` +
		`( (?:MR|MRS|MS|MISS|MSTR|DR|MX|PROF))?\b`)
})

// findAirlineNames adds SURNAME/GIVEN names: with a title they are a
// passenger's; without one, the given part must be a known given name
// ("CI/CD", "TCP/IP", "AC/DC" are no people).
func (s *scan) findAirlineNames() {
	t := s.text
	for k := 0; k < len(t); {
		d := strings.IndexByte(t[k:], '/')
		if d < 0 {
			return
		}
		k += d
		if k == 0 || !isUpperRuneBefore(t, k) || !isUpperRuneAt(t, k+1) {
			k++
			continue
		}
		var starts [3]int
		n := 0
		for w := k; n < len(starts) && w >= 2 && (n == 0 || t[w-1] == ' ' && isUpperRuneBefore(t, w-1)); n++ {
			if n > 0 {
				w-- // the blank before a surname's first word: "DE LA FUENTE/ALMUDENA"
			}
			ws := capsWordStart(t, w)
			if ws == w {
				break
			}
			starts[n], w = ws, ws
		}
		for i := n - 1; i >= 0; i-- { // the longest surname first
			if s.airlineNameAt(starts[i], k) {
				break
			}
		}
		k++
	}
}

// airlineNameAt adds the name starting at st whose slash is at k.
func (s *scan) airlineNameAt(st, k int) bool {
	t := s.text
	if st > 0 && (t[st-1] == '/' || isAlnum(t[st-1])) {
		return false // a path or a longer run of slashes: "SRC/MAIN/TEST"
	}
	m := airlineName().FindStringSubmatchIndex(t[st:min(len(t), k+80)])
	if m == nil || st+m[2] != st || st+m[3] != k {
		return false
	}
	end := st + m[1]
	if end < len(t) && t[end] == '/' {
		return false
	}
	titled := m[8] >= 0
	given := foldName(t[st+m[4] : st+m[5]])
	if !titled && (!s.d.names[given] || placeNames[given]) {
		return false
	}
	s.add(kPerson, st, end, 0.8)
	return true
}

// capsWordStart returns where the word of capitals, apostrophes and
// hyphens ending at e starts.
func capsWordStart(t string, e int) int {
	p := e
	for p > 0 {
		r, size := utf8.DecodeLastRuneInString(t[:p])
		if !unicode.IsUpper(r) && r != '\'' && r != '’' && r != '-' {
			break
		}
		p -= size
	}
	return p
}

// isUpperRuneBefore reports an upper-case letter right before p.
func isUpperRuneBefore(t string, p int) bool {
	r, _ := utf8.DecodeLastRuneInString(t[:p])
	return unicode.IsUpper(r)
}
