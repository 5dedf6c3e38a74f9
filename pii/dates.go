package pii

import (
	"strings"
	"time"
)

// monthNames maps month names and abbreviations in English, German, French,
// Spanish, Italian and Dutch to 1..12.
func monthNames() map[string]int {
	m := map[string]int{}
	for i, names := range [12]string{
		"january jan januar janvier enero gennaio januari jänner",
		"february feb februar février fevrier febrero febbraio februari",
		"march mar märz maerz mars marzo maart",
		"april apr avril abril aprile",
		"may mai mayo maggio mei",
		"june jun juni juin junio giugno",
		"july jul juli juillet julio luglio",
		"august aug août aout agosto augustus",
		"september sep sept septembre septiembre setiembre settembre",
		"october oct oktober octobre octubre ottobre",
		"november nov novembre noviembre",
		"december dec dezember décembre decembre diciembre dicembre",
	} {
		for _, n := range strings.Fields(names) {
			m[n] = i + 1
		}
	}
	return m
}

// isNumericDate reports whether a number is laid out as a valid calendar
// date: Y-M-D, D/M/Y or M/D/Y, with one separator among / . -
func isNumericDate(sh *numShape) bool {
	if sh.n != 3 || sh.plus || sh.paren >= 0 {
		return false
	}
	sep, ok := sh.uniformSep()
	if !ok || (sep != '/' && sep != '.' && sep != '-') {
		return false
	}
	d := sh.D()
	g := sh.groups
	num := func(from, n int) int {
		v := 0
		for _, c := range d[from : from+n] {
			v = v*10 + int(c-'0')
		}
		return v
	}
	a, b, c := num(0, g[0]), num(g[0], g[1]), num(g[0]+g[1], g[2])
	switch {
	case g[0] == 4 && g[1] <= 2 && g[2] <= 2:
		return validDate(a, b, c)
	case g[0] <= 2 && g[1] <= 2 && (g[2] == 4 || g[2] == 2):
		y := c
		if g[2] == 2 {
			y += 1900 // any century will do for a day-in-month check
		}
		return validDate(y, b, a) || validDate(y, a, b)
	}
	return false
}

func validDate(y, m, d int) bool {
	if y < 1900 || y > 2099 || m < 1 || m > 12 || d < 1 {
		return false
	}
	return d <= time.Date(y, time.Month(m)+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// dateAfter reports a written-out date ("12 March 1985", "March 12, 1985",
// "3rd of March 1985", "12. März 1985") shortly after a birth cue. Numeric
// dates are found by the number scan, which consults the same cue.
func (s *scan) dateAfter(end int) {
	const window = 56
	s.monthDateIn(end, min(len(s.text), end+window))
}

// dateIn reports a written-out date inside a table cell of a birth column.
func (s *scan) dateIn(start, end int) {
	s.monthDateIn(start, end)
}

// monthDateIn reports the first written-out date in text[from:to].
func (s *scan) monthDateIn(from, to int) {
	w := s.text[:to]
	for i := from; i < to; {
		if !isCueLetter(w[i]) {
			i++
			continue
		}
		j := i
		for j < to && isCueLetter(w[j]) {
			j++
		}
		if month := s.d.months[strings.ToLower(w[i:j])]; month != 0 && j-i >= 3 {
			if ds, de, ok := compactDate(w, i, j, month); ok && ds >= from {
				s.add(kDOB, ds, de, 0.85)
				return
			}
			if ds, de, ok := monthDateAround(w, i, j, month); ok && ds >= from {
				s.add(kDOB, ds, de, 0.85)
				return
			}
		}
		i = j
	}
}

// compactDate parses the airline and passport layout around a three-letter
// month in capitals, day and four-digit year glued to it: "09MAR1985".
func compactDate(w string, ms, me, month int) (int, int, bool) {
	if me-ms != 3 || !isUpper(w[ms]) || !isUpper(w[ms+1]) || !isUpper(w[ms+2]) ||
		ms < 2 || me+4 > len(w) || !isDigit(w[ms-1]) || !isDigit(w[ms-2]) {
		return 0, 0, false
	}
	if ms > 2 && isAlnum(w[ms-3]) || me+4 < len(w) && isAlnum(w[me+4]) {
		return 0, 0, false
	}
	for _, c := range []byte(w[me : me+4]) {
		if !isDigit(c) {
			return 0, 0, false
		}
	}
	if !validDate(atoi(w[me:me+4]), month, atoi(w[ms-2:ms])) {
		return 0, 0, false
	}
	return ms - 2, me + 4, true
}

// monthDateAround parses the date around the month name w[ms:me]: day
// before it ("12 March 1985") or after it ("March 12, 1985"), then a year.
func monthDateAround(w string, ms, me, month int) (int, int, bool) {
	after := me
	if after < len(w) && w[after] == '.' {
		after++ // "Mar."
	}
	if ds, day, ok := dayBefore(w, ms); ok {
		if ye, year, ok := yearAt(w, after); ok && validDate(year, month, day) {
			return ds, ye, true
		}
	}
	p := skipBlanks(w, after)
	if p > after {
		if de, day, ok := dayAt(w, p); ok {
			if ye, year, ok := yearAt(w, de); ok && validDate(year, month, day) {
				return ms, ye, true
			}
		}
	}
	return 0, 0, false
}

// dayBefore reads "12 ", "3rd of ", "12. ", "12 de " backwards from the
// month name at ms.
func dayBefore(w string, ms int) (int, int, bool) {
	p := ms
	q := skipBlanksBack(w, p)
	if q == p {
		return 0, 0, false
	}
	for _, filler := range []string{"of", "de", "del"} {
		if q >= len(filler)+1 && strings.EqualFold(w[q-len(filler):q], filler) && !isAlnum(w[q-len(filler)-1]) {
			if r := skipBlanksBack(w, q-len(filler)); r < q-len(filler) {
				q = r
			}
			break
		}
	}
	if q > 0 && w[q-1] == '.' {
		q--
	}
	for _, suf := range []string{"st", "nd", "rd", "th", "er"} {
		if q >= 3 && strings.EqualFold(w[q-2:q], suf) && isDigit(w[q-3]) {
			q -= 2
			break
		}
	}
	e := q
	for q > 0 && e-q < 2 && isDigit(w[q-1]) {
		q--
	}
	if q == e || (q > 0 && isAlnum(w[q-1])) {
		return 0, 0, false
	}
	return q, atoi(w[q:e]), true
}

// dayAt reads "12", "12th", "12," at p and returns where the year may start.
func dayAt(w string, p int) (int, int, bool) {
	q := p
	for q < len(w) && q-p < 2 && isDigit(w[q]) {
		q++
	}
	if q == p || (q < len(w) && isDigit(w[q])) {
		return 0, 0, false
	}
	day := atoi(w[p:q])
	for _, suf := range []string{"st", "nd", "rd", "th"} {
		if q+2 <= len(w) && strings.EqualFold(w[q:q+2], suf) {
			q += 2
			break
		}
	}
	if q < len(w) && isAlpha(w[q]) {
		return 0, 0, false
	}
	return q, day, true
}

// yearAt reads ", 1985", " 1985", " de 1985" at p.
func yearAt(w string, p int) (int, int, bool) {
	if p < len(w) && w[p] == ',' {
		p++
	}
	q := skipBlanks(w, p)
	if q == p {
		return 0, 0, false
	}
	if q+3 <= len(w) && strings.EqualFold(w[q:q+2], "de") && w[q+2] == ' ' {
		q = skipBlanks(w, q+2)
	}
	if q+4 > len(w) || !allDigits(w[q:q+4]) || (q+4 < len(w) && isAlnum(w[q+4])) {
		return 0, 0, false
	}
	return q + 4, atoi(w[q : q+4]), true
}

func skipBlanks(w string, p int) int {
	for p < len(w) && (w[p] == ' ' || w[p] == '\t') {
		p++
	}
	return p
}

func skipBlanksBack(w string, p int) int {
	for p > 0 && (w[p-1] == ' ' || w[p-1] == '\t') {
		p--
	}
	return p
}

func atoi(s string) int {
	v := 0
	for i := 0; i < len(s); i++ {
		v = v*10 + int(s[i]-'0')
	}
	return v
}
