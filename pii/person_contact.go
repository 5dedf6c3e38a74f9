package pii

import (
	"cmp"
	"slices"
	"strings"
)

// contactSeps join a name to its contact data on one line: "Gráinne Ní
// Bhriain — 086 173 4420", "Reto Gisler: CH49 …", "Ana Ruiz, +34 …".
var contactSeps = []string{" — ", " – ", " - ", ": ", ", ", " (", " <", " "}

// namesBeforeContact adds the two to four capitalised name words that
// stand right before a phone number, an e-mail address or an IBAN, at the
// start of their line or clause: the contact data vouches for a name whose
// given name the lists do not hold. Stop, cue and organisation words end
// the run, so "Customer Service: 0800 …" and "Head Office — 020 …" stay.
func (s *scan) namesBeforeContact() {
	t := s.text
	var adds [][2]int
	for _, c := range s.cands {
		if c.k != kPhone && c.k != kEmail && c.k != kIBAN {
			continue
		}
		for _, sep := range contactSeps {
			if c.start < len(sep)+4 || !strings.HasSuffix(t[:c.start], sep) {
				continue
			}
			e := c.start - len(sep)
			if st := s.nameRunBefore(e); st < e {
				adds = append(adds, [2]int{st, e})
			}
			break
		}
	}
	if len(adds) == 0 {
		return
	}
	persons := s.personSpans()
	for _, a := range adds {
		if !overlapsSorted(persons, a[0], a[1]) {
			s.add(kPerson, a[0], a[1], 0.65)
		}
	}
}

// nameRunBefore returns where a run of two to four name words ending at e
// starts, when the run opens its line or follows a label's colon, a
// comma or a personal preposition; otherwise e.
func (s *scan) nameRunBefore(e int) int {
	t := s.text
	ls := max(lineStart(t, e), e-60)
	words := strings.Fields(t[ls:e])
	if len(words) < 2 {
		return e
	}
	n := 0
	for k := len(words) - 1; k >= 0 && n < 4 && s.nameRunWord(words[k]); k-- {
		n++
	}
	if n < 2 || !isUpperRuneAt(words[len(words)-n], 0) {
		return e
	}
	st := e
	for k := 0; k < n; k++ {
		st = strings.LastIndex(t[:st], words[len(words)-1-k])
	}
	if st < ls {
		return e
	}
	if before := strings.TrimRight(t[ls:st], " "); before != "" {
		prev := strings.Fields(before)
		if !strings.HasSuffix(before, ":") && !strings.HasSuffix(before, ",") && !strings.HasSuffix(before, "—") &&
			!personPrepositions[strings.ToLower(prev[len(prev)-1])] {
			return e
		}
	}
	return st
}

// personSpans returns the person candidates' spans sorted by start.
func (s *scan) personSpans() [][2]int {
	var spans [][2]int
	for _, c := range s.cands {
		if c.k == kPerson {
			spans = append(spans, [2]int{c.start, c.end})
		}
	}
	slices.SortFunc(spans, func(a, b [2]int) int { return cmp.Compare(a[0], b[0]) })
	return spans
}

// overlapsSorted reports a span of sorted overlapping [start, end); spans are
// short, so only the few starting just before end need a look.
func overlapsSorted(sorted [][2]int, start, end int) bool {
	i, _ := slices.BinarySearchFunc(sorted, end, func(sp [2]int, x int) int { return cmp.Compare(sp[0], x) })
	for j := i - 1; j >= 0 && j >= i-16; j-- {
		if sorted[j][1] > start {
			return true
		}
	}
	return false
}
