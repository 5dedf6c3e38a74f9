package pii

import "strings"

// E.164 allows at most 15 digits; nothing shorter than 7 is a full number.
const (
	minPhoneDigits = 7
	maxPhoneDigits = 15
)

// phoneScore scores a candidate phone number: international numbers (+CC or
// 00CC) against the calling-code table and national lengths; national
// numbers by the layouts used in the US/CA, UK, DE, FR, ES, IT, NL, IN, AU,
// BR and JP. A bare digit string is a phone number only with a cue.
//
// A weak layout that needs a cue must also be a whole run of numbers, so
// that "4306 2073 5564" is not cut out of a longer number.
func (s *scan) phoneScore(sh *numShape, start, end int, whole bool) float64 {
	d := sh.D()
	if len(d) < minPhoneDigits || len(d) > maxPhoneDigits || !phoneSeps(sh) || strings.Count(s.text[start:end], "(") > 1 {
		return 0 // "(0447) (0448) (0449)": numbers listed in brackets
	}
	if !sh.plus && sh.groupsAre(3, 2, 4) || s.serviceLine(sh, start, end) || firmLineWords[strings.ToLower(labelWord(s.text, start))] {
		return 0 // the SSN layout; a firm's freephone hotline; its switchboard labelling it: "Switchboard +31 (0)20 535 4180"
	}
	if !sh.plus && (s.wordLabel(start)&cueCode != 0 && s.labelLine(start)&cuePhone == 0 || afterMixedGroup(s.text, start)) {
		// "case SKU 415-555-0199", "Art.-Nr. 0049 221 4470", "… AA1 01 2345 6784": a code; but
		// "Phone for the order: X" is a phone label ending in a code word
		return 0
	}
	ctx := s.sentenceContext(start, end)
	cue := ctx&cuePhone != 0 && !s.comparedPhoneCue(start, end)
	if !cue && ctx&cueSSN != 0 {
		return 0
	}
	var score float64
	branch := "national"
	switch {
	case sh.plus:
		score, branch = internationalScore(sh, d), "plus"
	case len(d) >= 10 && d[0] == '0' && d[1] == '0':
		branch = "00"
		if !whole && sliceOfList(s.text, sh, start, end) {
			return 0 // "3712 0094 8823 4410": "00" inside a run of even groups is no calling prefix
		}
		if score = internationalScore(sh, d[2:]); score > 0 {
			score -= 0.15
		}
		if !cue && s.nearBefore(start)&cueNotNum != 0 {
			score -= 0.3 // "Tracking 0049 1234 5678 9012"
		}
	default:
		score = nationalScore(sh, d)
		if score < MinScore && !whole || !cue && sh.paren < 0 && !s.phoneEvidence(start, end) || unitAfter(s.text, end) {
			return 0 // see phone_evidence.go; a unit after the number makes it a quantity, phone word or not
		}
		if !cue && (afterLoneDigit(s.text, start) || hasSibling(s.text, start, end) ||
			!whole && sliceOfList(s.text, sh, start, end) || s.besideLabelledCode(start, end) ||
			s.coListedNumber(start, end)) {
			return 0 // "Bestellnummer: 0 986 494 703", "0614 223 518 au lieu de 0614 223 519": codes
		}
		near := s.nearBefore(start) | s.labelLine(start)
		if !areaCodeInParens(sh, d) {
			// no code is written "(646) 555-0139": only a label right at
			// the number outweighs that layout, not a word earlier in its
			// clause ("for the contract itself ask X on (646) 555-0139")
			near |= s.clauseLabel(start) | s.listLabel(start)
		}
		if near&cueNotNum != 0 && near&cuePhone == 0 {
			score -= 0.3 // "the part 7712-3390-114 arrives. Call me ...": the word right before decides
		}
	}
	switch {
	case score > 0 && cue:
		score += 0.3
		branch += "+cue"
	case branch == "national" && sh.paren >= 0:
		branch += "+parens"
	case branch == "national":
		branch += "+contact" // phoneEvidence
	}
	if score > 0 && (firmLineBefore(s.text, start) || roundSwitchboard(sh) && !personalLineBefore(s.text, start)) {
		return 0 // "the general enquiries line is +353 1 …", "call the practice on 01 …"
	}
	if score > 0 {
		s.note(branch) // tryNumber adds the candidate next
	}
	return score
}

// areaCodeInParens reports the NANP layout "(646) 555-0139".
func areaCodeInParens(sh *numShape, d []byte) bool {
	return sh.paren == 0 && len(d) == 10 && sh.groupsAre(3, 3, 4) && nanpValid(string(d))
}

// phoneSeps rejects layouts no phone number uses: dots mixed with dashes or
// slashes (versions, dates), single-digit groups (ISBNs) except right after
// a calling code or as a NANP "1", and more than six groups (seven with a
// "(0)" trunk prefix: "+33 (0)4 78 62 19 40").
func phoneSeps(sh *numShape) bool {
	trunk := -1 // the group of a "(0)" trunk prefix
	if sh.plus && sh.paren > 0 && sh.groups[sh.paren] == 1 && sh.digits[sumGroups(sh, sh.paren)] == '0' {
		trunk = sh.paren
	}
	if sh.n > 6 && (trunk < 0 || sh.n > 7) {
		return false
	}
	dot, other := false, false
	for k := 1; k < sh.n; k++ {
		switch sh.seps[k] {
		case '.':
			dot = true
		case '-', '/':
			other = true
		}
	}
	if dot && other {
		return false
	}
	for k := 0; k < sh.n; k++ {
		if sh.groups[k] == 1 {
			isTrunk := sh.paren == k && sh.digits[sumGroups(sh, k)] == '0'
			areaAfterTrunk := trunk >= 0 && k == trunk+1 // "+33 (0)4 78 …"
			if (!sh.plus || k > 1) && (k != 0 || sh.digits[0] != '1') && !isTrunk && !areaAfterTrunk {
				return false
			}
		}
	}
	return true
}

// sumGroups returns the digit offset of group k.
func sumGroups(sh *numShape, k int) int {
	n := 0
	for i := 0; i < k; i++ {
		n += sh.groups[i]
	}
	return n
}

// internationalScore checks digits after "+" or "00": a calling code, an
// optional "(0)" trunk prefix, and a national number of the right length.
func internationalScore(sh *numShape, d []byte) float64 {
	cc, nsn, ok := splitCallingCode(d)
	if !ok {
		return 0
	}
	// "+44 (0) 20 ..." writes the national trunk prefix in parentheses.
	if sh.paren >= 0 && sh.groups[sh.paren] == 1 && len(nsn) > 0 && nsn[0] == '0' {
		nsn = nsn[1:]
	}
	if r, known := nsnLength(cc); known {
		if len(nsn) < r.min || len(nsn) > r.max {
			return 0
		}
		if cc == "1" && !nanpValid(nsn) {
			return 0
		}
		return 0.8
	}
	if len(nsn) < 6 || len(cc)+len(nsn) > maxPhoneDigits {
		return 0
	}
	return 0.65
}

// nanpValid checks a 10-digit NANP number: area code and exchange start 2-9.
func nanpValid(n string) bool {
	return len(n) == 10 && n[0] >= '2' && n[3] >= '2'
}

// nationalScore scores a number written without a country code.
func nationalScore(sh *numShape, d []byte) float64 {
	n := len(d)
	if sh.n == 1 {
		// Plain digits: plausible lengths score below the threshold, so only
		// a cue ("phone", "tel", a phone column) makes them a phone number.
		switch {
		case n == 10 && nanpValid(string(d)), n == 11 && d[0] == '1' && nanpValid(string(d[1:])),
			d[0] == '0' && d[1] != '0' && n >= 10 && n <= 12, n == 10 && d[0] >= '6',
			n == 9 && d[0] >= '6':
			return 0.3
		}
		return 0
	}
	sep, uniform := sh.uniformSep()
	switch {
	case n == 10 && sh.groupsAre(3, 3, 4) && nanpValid(string(d)) && (uniform || sh.paren == 0):
		return 0.6 // (415) 555-2671, 415-555-2671, 415.555.2671
	case n == 11 && d[0] == '1' && sh.groupsAre(1, 3, 3, 4) && nanpValid(string(d[1:])):
		return 0.6 // 1-800-555-0199
	case d[0] == '0' && d[1] != '0' && n >= 9 && n <= 12 && sh.n <= 5 && minGroup(sh) >= 2:
		if sep == '.' && !sh.groupsAre(2, 2, 2, 2, 2) {
			return 0 // dotted national numbers are French 2-2-2-2-2
		}
		return 0.55 // trunk-0 numbers: UK, DE, FR, IT, NL, IN, AU, JP
	case n == 9 && d[0] >= '6' && (sh.groupsAre(3, 3, 3) || sh.groupsAre(3, 2, 2, 2) || sh.groupsAre(2, 3, 2, 2)):
		return 0.55 // Spain
	case n == 10 && d[0] >= '6' && (sh.groupsAre(5, 5) || sh.groupsAre(3, 3, 4)) && uniform:
		return 0.55 // Indian mobiles
	case d[0] == '3' && (n == 9 || n == 10) && (sh.groupsAre(3, 3, 4) || sh.groupsAre(3, 7) || sh.groupsAre(3, 6) || sh.groupsAre(3, 3, 3)):
		return 0.55 // Italian mobiles
	case (n == 10 || n == 11) && d[0] != '0' && sh.paren == 0 && sh.groups[0] == 2 && sh.n == 3 && sh.groups[2] == 4:
		return 0.6 // Brazil: (11) 91234-5678
	case (n == 10 || n == 11) && d[0] != '0' && sh.n == 3 && sh.groups[0] == 2 && sh.groups[2] == 4 && sh.seps[2] == '-':
		return 0.5 // Brazil: 11 91234-5678
	case n == 7 && sh.groupsAre(3, 4) && sep == '-' && d[0] >= '2':
		return 0.3 // a local number, 555-0142, needs a cue
	case n >= 8 && n <= 12 && minGroup(sh) >= 2 && sh.n <= 5 && sep != '.':
		return 0.25
	}
	return 0
}

func minGroup(sh *numShape) int {
	m := 99
	for k := 0; k < sh.n; k++ {
		m = min(m, sh.groups[k])
	}
	return m
}

// afterLoneDigit reports a candidate written right after a single digit and
// a space, "0 986 494 703": no national layout opens with a lone digit but
// the NANP "1", which the whole run holds, so the candidate is cut out of a
// longer code (parts are often grouped so).
func afterLoneDigit(t string, start int) bool {
	return start >= 2 && t[start-1] == ' ' && isDigit(t[start-2]) && (start == 2 || !isAlnum(t[start-3]))
}

// hasSibling reports a number near the one at [start, end) written the same
// way but for its last group: "200-455-7821 (blue) and 200-455-7822 (red)",
// "612-448-201 en lugar de 612-448-199". Neighbouring codes of a product
// range look so; two phone numbers of one office do too, but those come
// with a phone word ("Tel … Fax …"), which the caller checks first.
func hasSibling(t string, start, end int) bool {
	last := end
	for last > start && isDigit(t[last-1]) {
		last--
	}
	if last == start || end-last > 4 {
		return false
	}
	stem, width := t[start:last], end-last
	for q := range stemsNear(t, stem, start, end) {
		e := q + len(stem)
		g := e
		for g < len(t) && isDigit(t[g]) {
			g++
		}
		if q == start || g-e != width || t[e:g] == t[last:end] || q > 0 && isAlnum(t[q-1]) ||
			g < len(t) && isAlnum(t[g]) {
			continue
		}
		return true
	}
	return false
}

// sliceOfList reports a candidate of equal small groups that the text
// continues with one more such group, before or after: "07 12 19 28 33 41"
// holds a French-looking "07 12 19 28 33" but is a list of numbers.
func sliceOfList(t string, sh *numShape, start, end int) bool {
	w := sh.groups[0]
	for k := 1; k < sh.n; k++ {
		if sh.groups[k] != w || sh.seps[k] != ' ' {
			return false
		}
	}
	if w > 4 || sh.n < 3 {
		return false
	}
	group := func(p int) bool { // w digits at p, not part of a longer word
		if p < 0 || p+w > len(t) {
			return false
		}
		for i := p; i < p+w; i++ {
			if !isDigit(t[i]) {
				return false
			}
		}
		return (p == 0 || !isAlnum(t[p-1])) && (p+w == len(t) || !isAlnum(t[p+w]))
	}
	return end < len(t) && t[end] == ' ' && group(end+1) || start > 0 && t[start-1] == ' ' && group(start-1-w)
}

// codeReach bounds how far apart two co-listed codes may stand.
const codeReach = 120

// besideLabelledCode reports a candidate on the line of another grouped
// number that an identifier word labels: "SKU 4412-883-019 is
// discontinued; the successor is 612-448-201", "Cable assembly
// 2201-4455-06 and connector 612-448-199". Codes are listed together;
// a phone number beside a product code has a phone word of its own.
func (s *scan) besideLabelledCode(start, end int) bool {
	t := s.text
	from, to := lineNear(t, start, end, codeReach)
	for p := from; p < to; p++ {
		if p == start {
			p = end
			continue
		}
		if !isDigit(t[p]) || p > 0 && isAlnum(t[p-1]) {
			continue
		}
		e, groups := p, 1
		for e < to && (isDigit(t[e]) || (t[e] == '-' || t[e] == ' ') && e+1 < to && isDigit(t[e+1]) && isDigit(t[e-1])) {
			if t[e] == '-' || t[e] == ' ' {
				groups++
			}
			e++
		}
		if groups >= 3 && e-p >= 9 && (s.nearBefore(p)|s.labelLine(p))&cueNotNum != 0 {
			return true
		}
		p = e
	}
	return false
}

// roundSwitchboard reports a number whose last group is three or more
// zeros, as a firm's main line is chosen ("06 5870 0000", "+49 89 2154
// 7000"): a person's number ends that way one time in a thousand.
func roundSwitchboard(sh *numShape) bool {
	last := sh.groups[sh.n-1]
	if last < 3 {
		return false
	}
	d := sh.D()
	for _, c := range d[len(d)-last:] {
		if c != '0' {
			return false
		}
	}
	return true
}
