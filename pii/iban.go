package pii

// ibanLength is the IBAN length of each country of the IBAN registry.
func ibanLength(cc string) int {
	switch cc {
	case "NO":
		return 15
	case "BE":
		return 16
	case "DK", "FI", "FO", "GL", "NL", "SD", "FK":
		return 18
	case "MK", "SI":
		return 19
	case "AT", "BA", "EE", "KZ", "LT", "LU", "XK", "MN":
		return 20
	case "CH", "HR", "LI", "LV":
		return 21
	case "BG", "BH", "CR", "DE", "GB", "GE", "IE", "ME", "RS", "VA":
		return 22
	case "AE", "GI", "IL", "IQ", "TL", "SO", "OM":
		return 23
	case "AD", "CZ", "ES", "MD", "PK", "RO", "SA", "SE", "SK", "TN", "VG":
		return 24
	case "PT", "ST", "LY":
		return 25
	case "IS", "TR":
		return 26
	case "FR", "GR", "IT", "MC", "MR", "SM", "BI", "DJ":
		return 27
	case "AL", "AZ", "BY", "CY", "DO", "GT", "HU", "LB", "PL", "SV", "NI", "HN":
		return 28
	case "BR", "EG", "PS", "QA", "UA":
		return 29
	case "JO", "KW", "MU", "YE":
		return 30
	case "MT", "SC":
		return 31
	case "LC":
		return 32
	case "RU":
		return 33
	}
	return 0
}

// findIBANs reports IBANs written compact ("DE89370400440532013000") or in
// groups of four ("DE89 3704 0044 0532 0130 00") with the registry length
// and a valid mod-97 check.
func (s *scan) findIBANs() {
	t := s.text
	for i := 0; i+4 <= len(t); i++ {
		if !isAlpha(t[i]) || !isAlpha(t[i+1]) || !isDigit(t[i+2]) || !isDigit(t[i+3]) || !boundaryBefore(t, i) {
			continue
		}
		// lower case is how people type them ("de89 3704 ..."); mod-97 and the
		// registry length keep the check as strict as for upper case
		n := ibanLength(string([]byte{lower(t[i]) - 'a' + 'A', lower(t[i+1]) - 'a' + 'A'}))
		if n == 0 {
			continue
		}
		if end, ok := ibanEnd(t, i, n); ok {
			s.add(kIBAN, i, end, 0.95)
			i = end - 1
		}
	}
}

// ibanEnd collects n IBAN characters from start, compact or grouped by four
// with single spaces, and checks them.
func ibanEnd(t string, start, n int) (int, bool) {
	var buf [34]byte
	got, p := 0, start
	for p < len(t) && got < n {
		c := t[p]
		switch {
		case isAlnum(c):
			buf[got] = c
			if isLower(c) {
				buf[got] = c - 'a' + 'A'
			}
			got++
			p++
		case c == ' ' && got%4 == 0 && got > 0 && p+1 < len(t) && isAlnum(t[p+1]) &&
			(got == 4 || t[p-5] == ' '):
			p++
		default:
			return 0, false
		}
	}
	if got != n || (p < len(t) && isWordByte(t[p])) {
		return 0, false
	}
	return p, mod97(buf[:n])
}

// mod97 checks an IBAN: the first four characters move to the end, letters
// become 10..35, and the number must be 1 modulo 97.
func mod97(iban []byte) bool {
	rem := 0
	step := func(c byte) {
		if isDigit(c) {
			rem = (rem*10 + int(c-'0')) % 97
		} else {
			v := int(c-'A') + 10
			rem = (rem*100 + v) % 97
		}
	}
	for _, c := range iban[4:] {
		step(c)
	}
	for _, c := range iban[:4] {
		step(c)
	}
	return rem == 1
}
