package pii

import "strings"

// monthWords are months and their abbreviations that are given names too
// or stand where one would: "Jan 4", "ETA Jan 6", "April 3rd", "12 June".
var monthWords = map[string]bool{"jan": true, "feb": true, "mar": true, "apr": true, "jun": true, "jul": true,
	"aug": true, "sep": true, "sept": true, "oct": true, "nov": true, "dec": true, "april": true, "may": true,
	"june": true, "july": true, "august": true, "januar": true, "juni": true, "juli": true, "avril": true,
	"juin": true, "juillet": true, "mai": true, "abril": true, "junio": true, "julio": true, "agosto": true}

// monthWithDay reports a candidate [start, end) whose last word is a month
// with a day number right after it or right before it: a date, not a
// person.
func monthWithDay(t string, start, end int) bool {
	ws := strings.LastIndexAny(t[start:end], " \t\n") + 1 + start
	if !monthWords[strings.ToLower(strings.TrimSuffix(t[ws:end], "."))] {
		return false
	}
	if p := end; p+1 < len(t) && t[p] == ' ' && isDigit(t[p+1]) {
		q := p + 1
		for q < len(t) && isDigit(t[q]) {
			q++
		}
		if q-p-1 <= 2 && (q == len(t) || !isAlnum(t[q]) || strings.HasPrefix(t[q:], "st") ||
			strings.HasPrefix(t[q:], "nd") || strings.HasPrefix(t[q:], "rd") || strings.HasPrefix(t[q:], "th")) {
			return true // "Jan 4", "April 3rd"
		}
	}
	if ws == start && start >= 2 && t[start-1] == ' ' && isDigit(t[start-2]) {
		q := start - 2
		for q > 0 && isDigit(t[q-1]) {
			q--
		}
		return start-1-q <= 2 && (q == 0 || !isAlnum(t[q-1])) // "12 June"
	}
	return false
}
