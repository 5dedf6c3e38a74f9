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
	for ls := 0; ls < len(t); {
		le := strings.IndexByte(t[ls:], '\n')
		if le < 0 {
			le = len(t)
		} else {
			le += ls
		}
		if c := strings.Index(t[ls:le], ": "); c >= 0 && le-ls < 400 {
			s.nameListAt(ls+c+2, le)
		}
		ls = le + 1
	}
}

// nameListAt reads the list in [from, to).
func (s *scan) nameListAt(from, to int) {
	t := s.text
	items := [][2]int{{from, to}}
	for _, sep := range listSeps {
		var next [][2]int
		for _, it := range items {
			p := it[0]
			for {
				k := strings.Index(t[p:it[1]], sep)
				if k < 0 {
					break
				}
				next = append(next, [2]int{p, p + k})
				p += k + len(sep)
			}
			next = append(next, [2]int{p, it[1]})
		}
		items = next
	}
	if len(items) < 2 {
		return
	}
	known := 0
	for i, it := range items {
		st, en := trimItem(t, it[0], it[1])
		if st >= en || !s.nameItem(st, en) {
			return
		}
		items[i] = [2]int{st, en}
		first := t[st:en]
		if k := strings.IndexByte(first, ' '); k > 0 {
			first = first[:k]
		}
		if w := foldName(first); s.d.names[w] && !placeNames[w] && !s.d.nameStops[w] {
			known++
		}
	}
	if known < 2 || known*2 < len(items) {
		return
	}
	for _, it := range items {
		if !s.personCoversAny(it[0], it[1]) {
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
		low := strings.ToLower(w)
		if strings.ContainsAny(w, "0123456789()@/:\"") || !isUpperRuneAt(w, 0) && !particleWord(w) ||
			s.d.nameStops[low] || orgWords[low] || s.d.cueOf([]byte(low)) != 0 {
			return false
		}
	}
	return true
}
