package pii

import (
	"regexp"
	"sync"
)

// irishCounties are the 32 counties of Ireland.
const irishCounties = `(?:Antrim|Armagh|Carlow|Cavan|Clare|Cork|Derry|Donegal|Down|Dublin|Fermanagh|Galway|Kerry|` +
	`Kildare|Kilkenny|Laois|Leitrim|Limerick|Longford|Louth|Mayo|Meath|Monaghan|Offaly|Roscommon|Sligo|` +
	`Tipperary|Tyrone|Waterford|Westmeath|Wexford|Wicklow)`

// irishTail matches what an Irish address may end with after its town
// when there is no Eircode: a county ("Co. Clare", "County Kerry") or a
// Dublin postal district ("Dublin 6", "Dublin 6W").
var irishTail = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:,[ \t]*\p{Lu}\p{Ll}+)?,[ \t]*(?:(?:Co\.?|County)[ \t]+` + irishCounties +
		`\b|Dublin[ \t]+\d{1,2}W?\b)`)
})

// extendIrishAddresses lengthens each address that such a tail follows:
// "12 Main Street, Ennis, Co. Clare", "14 Elm Grove, Rathmines, Dublin 6".
func (s *scan) extendIrishAddresses() {
	re := irishTail()
	n := len(s.cands)
	for i := 0; i < n; i++ {
		c := s.cands[i]
		if c.k != kAddress {
			continue
		}
		rest := s.text[c.end:min(len(s.text), c.end+60)]
		if m := re.FindStringIndex(rest); m != nil {
			s.add(kAddress, c.start, c.end+m[1], c.score)
		}
	}
}
