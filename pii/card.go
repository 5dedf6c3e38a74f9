package pii

// cardScore validates a payment card number: 13 to 19 digits, plain or in
// groups of four (4-6-5 for Amex, 4-6-4 for Diners) joined by one kind of
// separator, an issuer prefix with a length that issuer uses, and the Luhn
// check digit.
func (s *scan) cardScore(sh *numShape, start, end int) float64 {
	d := sh.D()
	if len(d) < 13 || len(d) > 19 || sh.plus || sh.paren >= 0 {
		return 0
	}
	sep, ok := sh.uniformSep()
	if !ok || (sh.n > 1 && sep != ' ' && sep != '-' && sep != '.') || (sep == '.' && !dottedCard(sh)) ||
		!cardGroups(sh) || !cardIssuer(d) || !luhn(d) || unitAfter(s.text, end) || groupAfter(s.text, end) {
		// "4214389762496 (ms since epoch)": a quantity that passes Luhn; "6759 6498 2643 8453 220":
		// the first groups of a longer number
		return 0
	}
	score := 0.9
	if sh.n == 1 {
		score = 0.8
	}
	ctx := s.context(start, end)
	switch {
	case ctx&cueCard != 0:
		score += 0.1
	case sh.n == 1 && s.nearBefore(start)&cueNotNum != 0:
		score -= 0.35
	case s.labelBefore(start)&cueNotNum != 0:
		score -= 0.45 // "Serial: 4532-0151-1283-0366", "Part number ...": an identifier that passes Luhn
	case risingGroups(sh):
		return 0 // "ids 4412 4413 4417 4420": a list that happens to pass Luhn
	}
	return score
}

// risingGroups reports four or more groups of digits that each exceed the
// one before by less than 100: a list of nearby numbers, not a card.
func risingGroups(sh *numShape) bool {
	if sh.n < 4 {
		return false
	}
	prev, at := -1, 0
	for k := 0; k < sh.n; k++ {
		v := 0
		for _, c := range sh.digits[at : at+sh.groups[k]] {
			v = v*10 + int(c-'0')
		}
		at += sh.groups[k]
		if prev >= 0 && (v <= prev || v-prev >= 100) {
			return false
		}
		prev = v
	}
	return true
}

func cardGroups(sh *numShape) bool {
	if sh.n == 1 {
		return true
	}
	if sh.groupsAre(4, 6, 5) || sh.groupsAre(4, 6, 4) {
		return true
	}
	for k := 0; k < sh.n-1; k++ {
		if sh.groups[k] != 4 {
			return false
		}
	}
	return sh.n >= 4 && sh.groups[sh.n-1] >= 1 && sh.groups[sh.n-1] <= 4
}

// cardIssuer checks the issuer identification prefix against the lengths
// each network issues.
func cardIssuer(d []byte) bool {
	n := len(d)
	p := func(k int) int { // the first k digits as a number
		v := 0
		for _, c := range d[:k] {
			v = v*10 + int(c-'0')
		}
		return v
	}
	p2, p3, p4, p6 := p(2), p(3), p(4), p(6)
	switch {
	case d[0] == '4': // Visa
		return n == 13 || n == 16 || n == 19
	case p2 >= 51 && p2 <= 55, p4 >= 2221 && p4 <= 2720: // Mastercard
		return n == 16
	case p2 == 34 || p2 == 37: // American Express
		return n == 15
	case p4 == 6011, p3 >= 644 && p3 <= 649, p2 == 65, p6 >= 622126 && p6 <= 622925: // Discover
		return n >= 16 && n <= 19
	case p4 >= 3528 && p4 <= 3589: // JCB
		return n >= 16 && n <= 19
	case p3 >= 300 && p3 <= 305, p4 == 3095, p2 == 36, p2 == 38, p2 == 39: // Diners Club
		return n >= 14 && n <= 19
	case p2 == 62: // UnionPay
		return n >= 16 && n <= 19
	case p4 == 5018, p4 == 5020, p4 == 5038, p4 == 5893, p4 == 6304, p4 == 6759, p4 >= 6761 && p4 <= 6763: // Maestro
		return n >= 13 && n <= 19
	case p4 >= 2200 && p4 <= 2204: // Mir
		return n >= 16 && n <= 19
	}
	return false
}

// luhn reports whether the last digit is the Luhn check digit of the rest.
func luhn(d []byte) bool {
	sum, double := 0, false
	for i := len(d) - 1; i >= 0; i-- {
		v := int(d[i] - '0')
		if double {
			v *= 2
			if v > 9 {
				v -= 9
			}
		}
		sum += v
		double = !double
	}
	return sum%10 == 0
}

// dottedCard accepts dots only in the printed 4-4-4-4 layout (receipts,
// some European forms); other dotted digit runs are versions and dates.
func dottedCard(sh *numShape) bool {
	return sh.n >= 4 && sh.groups[0] == 4 && sh.groups[1] == 4 && sh.groups[2] == 4 && sh.groups[3] == 4
}

// groupAfter reports another group of digits one blank after end.
func groupAfter(t string, end int) bool {
	return end+1 < len(t) && t[end] == ' ' && isDigit(t[end+1])
}
