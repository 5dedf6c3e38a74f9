package pii

import "strings"

// birthContext is context read only up to the nearest number on either
// side: a birth word labels the date next to it, not one further on
// ("DOB 02.11.1988) reported the app 1.7.22 crashing").
func (s *scan) birthContext(start, end int) cueSet {
	t := s.text
	from := max(0, start-ctxBefore)
	for k := start - 1; k >= from; k-- {
		if isDigit(t[k]) {
			from = k + 1
			break
		}
	}
	to := min(len(t), end+ctxAfter)
	for k := end; k < to; k++ {
		if isDigit(t[k]) {
			to = k
			break
		}
	}
	c := s.d.cuesIn(t, from, start) | s.d.cuesIn(t, end, to) | s.columnCues(start)
	if strings.HasSuffix(t[:start], ", * ") || strings.HasSuffix(t[:start], ", *") {
		c |= cueBirth // the genealogical star after a name: "Henrike Vosskuhl, * 30.12.1947"
	}
	return c
}
