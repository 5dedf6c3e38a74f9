package pii

import "strings"

// lowerBefore are the words after which a known given name typed in lower
// case is a person in casual writing: greetings, "and", "with", a kiss
// before a signature ("x pips").
var lowerBefore = map[string]bool{"hi": true, "hey": true, "hiya": true, "heya": true, "hello": true,
	"morning": true, "thanks": true, "thx": true, "cheers": true, "ta": true, "dear": true, "hola": true,
	"salut": true, "ciao": true, "hallo": true, "moin": true, "servus": true, "and": true, "with": true,
	"ask": true, "tell": true, "ping": true, "cc": true, "x": true, "xx": true, "y": true, "und": true, "et": true}

// lowerAfter are the words that make it a person when they follow it: a
// verb or "here" that makes it the subject ("rufus here", "ngozi says",
// "tom will pick it up").
var lowerAfter = map[string]bool{"here": true, "says": true, "said": true, "will": true, "asks": true, "asked": true,
	"shows": true, "got": true, "and": true, "wants": true, "thinks": true, "already": true, "told": true,
	"mentioned": true, "replied": true, "wrote": true, "escribió": true, "dit": true, "sagt": true, "meint": true,
	"dice": true}

// lowerNamesAround adds a known given name typed in lower case next to a
// slot word [start, end) of casual writing: "hey ottoline, rufus here",
// "kyle and bex already there". The name lists leave out ordinary words,
// so "will", "mark" or "rose" are no candidates. The word pass calls it
// for the slot words only, so no other word costs a look-up.
func (s *scan) lowerNamesAround(tr trig, start, end int) {
	t := s.text
	if tr&trigLowerBefore != 0 && end+1 < len(t) && t[end] == ' ' {
		j := end + 1
		for j < len(t) && isCueLetter(t[j]) {
			j++
		}
		if s.lowerCandidate(end+1, j) {
			s.addLowerName(end+1, j)
		}
	}
	if tr&trigLowerAfter != 0 && start >= 2 && t[start-1] == ' ' {
		e := start - 1
		if t[e-1] == ',' {
			e-- // "ludmila, here's the file"
		}
		i := e
		for i > 0 && isCueLetter(t[i-1]) {
			i--
		}
		if i < e && s.lowerCandidate(i, e) {
			s.addLowerName(i, e)
		}
	}
}

// lowerCandidate reports a word [i, j) shaped like a lower-case name: three
// to twenty letters with no capital, not glued to an identifier, a path, an
// address or a possessive.
func (s *scan) lowerCandidate(i, j int) bool {
	t := s.text
	if j-i < 3 || j-i > 20 || !isLowerWord(t[i:j]) {
		return false
	}
	if i > 0 && (isCueLetter(t[i-1]) || strings.IndexByte("@./_-'’#$%&=\\", t[i-1]) >= 0 || isDigit(t[i-1])) {
		return false
	}
	return j == len(t) || !(isCueLetter(t[j]) || isDigit(t[j]) || strings.IndexByte("@/_-=('", t[j]) >= 0 ||
		strings.HasPrefix(t[j:], "’") || t[j] == '.' && j+1 < len(t) && isAlnum(t[j+1]))
}

// addLowerName adds [i, j) when the lists know it as a given name only.
func (s *scan) addLowerName(i, j int) {
	w := s.text[i:j]
	var buf [40]byte
	if s.d.lexiconOf(foldInto(&buf, w)) == lexGiven && !placeNames[w] {
		s.add(kPerson, i, j, 0.6)
	}
}

// isLowerWord reports a word with no ASCII capital letter.
func isLowerWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if isUpper(w[i]) {
			return false
		}
	}
	return true
}
