package pii

import "strings"

// stormWords name weather systems, which are given people's first names
// from yearly lists: "Storm Ciarán", "Hurricane Ida", "Sturmtief Zeynep",
// "la tempête Alex", "storm names this season start with …".
var stormWords = []string{"storm", "hurricane", "typhoon", "cyclone", "sturm", "orkan", "tempête", "ouragan",
	"cyclon", "huracán", "huracan", "tormenta", "borrasca", "tifón", "tifon", "ciclón", "ciclon"}

// stormNamed reports a single given name [start, end) with a storm word
// earlier in its clause: the name of a weather system.
// A full name ("the storm hit Ana Ruiz's farm") stays a person.
func stormNamed(t string, start, end int) bool {
	if strings.ContainsAny(t[start:end], " ,") {
		return false
	}
	from := max(0, start-80)
	if k := strings.LastIndexByte(t[from:start], '\n'); k >= 0 {
		from += k + 1
	}
	for _, sep := range []string{". ", ", ", "; ", "! "} { // the storm word must be in the name's own clause
		if k := strings.LastIndex(t[from:start], sep); k >= 0 {
			from += k + 2
		}
	}
	before := strings.ToLower(t[from:start])
	for _, w := range stormWords {
		if strings.Contains(before, w) {
			return true
		}
	}
	return false
}
