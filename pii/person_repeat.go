package pii

import (
	"cmp"
	"slices"
	"strings"
)

// maxRepeatText bounds the texts whose names are spread: one message or
// document, not a tool's output of many records, where a name found in one
// record says nothing about a word in another (and reading every word of a
// megabyte again costs a tenth of its scan).
const maxRepeatText = 128 << 10

// repeatPersons marks the other mentions of a name the text has already
// given as a person's: "Emilia Grünwald, Klasse 7b … Bemerkung: Emilia
// beteiligt sich", a chat speaker "fernando: …" named again in "dara:
// fernando you're a star". Only a given name, or a speaker's label written
// in lower case, spreads, and only in the case it was written in, so a firm
// or a common word never turns into a person across the text.
func (s *scan) repeatPersons() {
	t := s.text
	if len(t) > maxRepeatText {
		return
	}
	words := map[string]bool{}
	var spans [][2]int
	for _, c := range s.cands {
		if c.k != kPerson {
			continue
		}
		spans = append(spans, [2]int{c.start, c.end})
		if w := givenPart(t[c.start:c.end]); len(w) >= 3 && !s.d.nameStops[strings.ToLower(w)] &&
			(s.d.names[foldName(w)] || strings.ToLower(w) == w) {
			words[w] = true
		}
	}
	if len(words) == 0 {
		return
	}
	slices.SortFunc(spans, func(a, b [2]int) int { return cmp.Compare(a[0], b[0]) })
	covered := func(start, end int) bool {
		i, _ := slices.BinarySearchFunc(spans, start+1, func(sp [2]int, x int) int { return cmp.Compare(sp[0], x) })
		for j := i - 1; j >= 0 && j >= i-8; j-- {
			if spans[j][0] <= start && end <= spans[j][1] {
				return true
			}
		}
		return false
	}
	if len(words) <= 16 {
		// few names: a fast substring search for each beats reading every word
		for w := range words {
			for off := 0; ; {
				k := strings.Index(t[off:], w)
				if k < 0 {
					break
				}
				st, en := off+k, off+k+len(w)
				off = en
				if !wordAt(t, st, en) || covered(st, en) || thingBefore(t, st) {
					continue
				}
				s.add(kPerson, st, en, 0.6)
			}
		}
		return
	}
	// the first two bytes and the lengths of the names: most words are skipped on them
	var pairs [1 << 13]byte // a bit per first two bytes
	var lens [64]bool
	for w := range words {
		k := int(w[0])<<8 | int(w[1])
		pairs[k>>3] |= 1 << (k & 7)
		lens[min(len(w), 63)] = true
	}
	for i := 0; i < len(t); {
		if !isCueLetter(t[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(t) && isCueLetter(t[j]) {
			j++
		}
		if j-i < 3 || !lens[min(j-i, 63)] {
			i = j
			continue
		}
		if k := int(t[i])<<8 | int(t[i+1]); pairs[k>>3]&(1<<(k&7)) != 0 && words[t[i:j]] && wordAt(t, i, j) && !covered(i, j) &&
			!thingBefore(t, i) {
			s.add(kPerson, i, j, 0.6)
		}
		i = j
	}
}

// wordAt reports [start, end) standing as a word of its own: not inside a
// longer word and not glued to one by a dash, an apostrophe or an
// underscore ("Emilias", "Jean-Emilia", "emilia_b").
func wordAt(t string, start, end int) bool {
	if start > 0 && (isCueLetter(t[start-1]) || t[start-1] == '-' || t[start-1] == '\'' || t[start-1] == '_') {
		return false
	}
	return end == len(t) || !isCueLetter(t[end]) && t[end] != '-' && t[end] != '_'
}

// givenPart returns the given name of a person's span: its first word, or
// the part after the comma of "Novak, Tereza".
func givenPart(span string) string {
	if k := strings.LastIndexByte(span, ','); k >= 0 {
		span = strings.TrimSpace(span[k+1:])
	}
	if k := strings.IndexByte(span, ' '); k > 0 {
		span = span[:k]
	}
	return span
}
