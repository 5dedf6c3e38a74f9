package pii

import "strings"

// listSeps split the items of a list written on one line.
var listSeps = []string{", ", "; ", " and ", " und ", " et ", " y ", " e ", " en ", " bzw. ", " — ", " – ", " · "}

// nameListLines adds the items of a list after a label's colon when the
// list is one of names: two or more items, each one to four capitalised
// words, at least half of them opening with a known given name that is no
// place ("Lineup: Marcus Odell, DeShawn Whitaker, Tomás Ibarra, Kristaps
// Ozols"). The known names vouch for the others on the same list.
func (s *scan) nameListLines() {
	t := s.text
	for ls, le := range lineSpans(t) {
		if c := strings.Index(t[ls:le], ": "); c >= 0 && le-ls < 400 {
			s.nameListAt(ls+c+2, le)
		}
	}
}

// nameListAt reads the list in [from, to), item by item, giving up at the
// first item that cannot be a name (most lines after a colon are prose).
func (s *scan) nameListAt(from, to int) {
	t := s.text
	if !isUpperRuneAt(t, from) || !strings.ContainsAny(t[from:to], ",;·—–") {
		return // a list has a comma, a semicolon or a dash somewhere
	}
	var items [][2]int
	known := 0
	for p := from; p < to; {
		end, next := to, to
		for _, sep := range listSeps {
			if k := strings.Index(t[p:end], sep); k >= 0 {
				end, next = p+k, p+k+len(sep)
			}
		}
		st, en := trimItem(t, p, end)
		if st >= en || !s.nameItem(st, en) {
			return
		}
		items = append(items, [2]int{st, en})
		first := t[st:en]
		if k := strings.IndexByte(first, ' '); k > 0 {
			first = first[:k]
		}
		if w := foldName(first); s.d.names[w] && !placeNames[w] && !s.d.nameStops[w] {
			known++
		}
		p = next
	}
	if len(items) < 2 || known < 2 || known*2 < len(items) {
		return
	}
	persons := s.personSpans()
	for _, it := range items {
		if !overlapsSorted(persons, it[0], it[1]) {
			s.add(kPerson, it[0], it[1], 0.65)
		}
	}
}

// trimItem strips blanks and a closing full stop around a list item.
func trimItem(t string, st, en int) (int, int) {
	for st < en && t[st] == ' ' {
		st++
	}
	for en > st && (t[en-1] == ' ' || t[en-1] == '.' || t[en-1] == '\r') {
		en--
	}
	return st, en
}

// nameItem reports a list item that can be a name: one to four words, each
// capitalised or a particle, none a stop, cue or organisation word.
func (s *scan) nameItem(st, en int) bool {
	words := strings.Fields(s.text[st:en])
	if len(words) == 0 || len(words) > 4 || !isUpperRuneAt(words[0], 0) {
		return false
	}
	for _, w := range words {
		if !s.nameRunWord(w) {
			return false
		}
	}
	return true
}

// nameRunWord reports a word that may stand in a run of name words:
// capitalised or a particle, without digits or punctuation that ends a
// name, and no stop, cue or organisation word.
func (s *scan) nameRunWord(w string) bool {
	if strings.ContainsAny(w, "0123456789()@/:;,\"") || !isUpperRuneAt(w, 0) && !particleWord(w) {
		return false
	}
	low := strings.ToLower(strings.TrimRight(w, "."))
	return !s.d.nameStops[low] && !orgWords[low] && s.d.cueOf([]byte(low)) == 0
}
