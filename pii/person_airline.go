package pii

import (
	"regexp"
	"strings"
	"sync"
)

// airlineName matches a passenger's name as airlines and travel agents
// write it: SURNAME/GIVEN, capitals, with a middle name and a title after
// it ("OYELARAN/REBECCA MS", "HALLORAN-BAPTISTE/FINNIAN MSTR").
var airlineName = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(\p{Lu}[\p{Lu}'’-]+(?: \p{Lu}[\p{Lu}'’-]+)?)/(\p{Lu}[\p{Lu}'’-]+)((?: \p{Lu}[\p{Lu}'’-]+)?)` +
		`( (?:MR|MRS|MS|MISS|MSTR|DR|MX|PROF))?\b`)
})

// findAirlineNames adds SURNAME/GIVEN names: with a title they are a
// passenger's; without one, the given part must be a known given name
// ("CI/CD", "TCP/IP", "AC/DC" are no people).
func (s *scan) findAirlineNames() {
	t := s.text
	if !strings.Contains(t, "/") {
		return
	}
	for _, m := range airlineName().FindAllStringSubmatchIndex(t, -1) {
		if m[0] > 0 && (t[m[0]-1] == '/' || isDigit(t[m[0]-1])) || m[1] < len(t) && t[m[1]] == '/' {
			continue // a path or a longer run of slashes: "SRC/MAIN/TEST"
		}
		titled := m[8] >= 0
		given := t[m[4]:m[5]]
		if !titled && (!s.d.names[foldName(given)] || placeNames[foldName(given)]) {
			continue
		}
		s.add(kPerson, m[0], m[1], 0.8)
	}
}
