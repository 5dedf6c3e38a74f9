package pii

import "strings"

// monthWithDay reports a candidate [start, end) whose last word is a month
// or its abbreviation with a day number right after it or right before it
// ("Jan 4", "ETA Jan 6", "April 3rd", "12 June"): a date, not a person.
func (s *scan) monthWithDay(start, end int) bool {
	t := s.text
	ws := strings.LastIndexAny(t[start:end], " \t\n") + 1 + start
	if s.d.months[strings.ToLower(strings.TrimSuffix(t[ws:end], "."))] == 0 {
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
