package pii

// ssnScore validates a US Social Security Number with the rules Presidio
// uses: 3-2-4 digits with one kind of separator (or 9 plain digits with an
// "ssn" cue), area not 000, 666 or 9xx, group not 00, serial not 0000, not
// one repeated digit, not a published sample.
func (s *scan) ssnScore(sh *numShape, start, end int) float64 {
	d := sh.D()
	if len(d) != 9 || sh.plus || sh.paren >= 0 {
		return 0
	}
	sep, ok := sh.uniformSep()
	plain := sh.n == 1
	if !ok || (!plain && (!sh.groupsAre(3, 2, 4) || (sep != '-' && sep != ' ' && sep != '.'))) || !validSSN(d) {
		return 0
	}
	ctx := s.context(start, end)
	score := 0.6
	switch {
	case plain:
		score = 0.3
	case sep == ' ' || sep == '.':
		score = 0.5
	}
	near := s.nearBefore(start)
	switch {
	case near&(cueNotNum|cuePhone) != 0 && near&cueSSN == 0:
		score -= 0.3 // "SSN 431-58-2097. Invoice 431-58-2098": the word right before names a code
	case ctx&cueSSN != 0:
		score += 0.35
	case hasSibling(s.text, start, end):
		return 0 // "la caja pone 612-44-7190 y la factura 612-44-7109": one code and its neighbour
	}
	return score
}

func validSSN(d []byte) bool {
	area, group, serial := string(d[:3]), string(d[3:5]), string(d[5:])
	if allSame(d) || area == "000" || area == "666" || d[0] == '9' || group == "00" || serial == "0000" {
		return false
	}
	switch string(d) {
	case "123456789", "078051120", "219099999", "987654320", "987654321", "987654322", "987654323":
		return false
	}
	return true
}
