package pii

import "strings"

// lowerBefore are the words after which a known given name typed in lower
// case is a person in casual writing: greetings, "and", "with", a kiss
// before a signature ("x pips").
var lowerBefore = map[string]bool{"hi": true, "hey": true, "hiya": true, "heya": true, "hello": true,
	"morning": true, "thanks": true, "thx": true, "cheers": true, "ta": true, "dear": true, "hola": true,
	"salut": true, "ciao": true, "hallo": true, "moin": true, "servus": true, "and": true, "with": true,
	"ask": true, "tell": true, "ping": true, "cc": true, "x": true, "xx": true, "y": true, "und": true, "et": true}

// lowerAfter are the words after which it is: a verb or "here" that makes
// it the subject ("rufus here", "ngozi says", "tom will pick it up").
var lowerAfter = map[string]bool{"here": true, "says": true, "said": true, "will": true, "is": true, "was": true,
	"has": true, "had": true, "asks": true, "asked": true, "shows": true, "got": true, "and": true, "wants": true,
	"thinks": true, "can": true, "could": true, "should": true, "would": true, "did": true, "does": true,
	"just": true, "already": true, "told": true, "mentioned": true, "replied": true, "wrote": true, "escribió": true,
	"dit": true, "sagt": true, "meint": true, "dice": true, "ist": true, "est": true, "es": true, "hat": true}

// findLowerNames adds a known given name typed in lower case between such
// words: "hey ottoline, rufus here", "kyle and bex already there". The
// name lists leave out ordinary words, so "will", "mark" or "rose" are no
// candidates.
func (s *scan) findLowerNames() {
	t := s.text
	for i := 0; i < len(t); {
		if !isLower(t[i]) && t[i] < 0x80 || i > 0 && (isCueLetter(t[i-1]) || strings.IndexByte("@./_-'’#$%&=\\", t[i-1]) >= 0 || isDigit(t[i-1])) {
			i++
			continue
		}
		j := i
		for j < len(t) && isCueLetter(t[j]) {
			j++
		}
		if j-i < 3 || j-i > 20 || j < len(t) && (isDigit(t[j]) || strings.IndexByte("@/_-=('", t[j]) >= 0 || strings.HasPrefix(t[j:], "’") || t[j] == '.' && j+1 < len(t) && isAlnum(t[j+1])) {
			i = j + 1
			continue
		}
		w := t[i:j]
		if !isLowerWord(w) {
			i = j
			continue
		}
		var buf [40]byte
		if s.d.lexiconOf(foldInto(&buf, w)) != lexGiven || placeNames[w] {
			i = j
			continue
		}
		before := strings.ToLower(plainWordBefore(t, i))
		after := strings.ToLower(plainWordAfter(t, j))
		if lowerBefore[before] || lowerAfter[after] {
			s.add(kPerson, i, j, 0.6)
		}
		i = j
	}
}

// isLowerWord reports a word with no capital letter.
func isLowerWord(w string) bool { return strings.ToLower(w) == w }

// plainWordAfter returns the word of letters one blank (or ", ") after end, or "".
func plainWordAfter(t string, end int) string {
	p := end
	if strings.HasPrefix(t[p:], ", ") {
		p += 2
	} else if p < len(t) && t[p] == ' ' {
		p++
	} else {
		return ""
	}
	q := p
	for q < len(t) && (isCueLetter(t[q]) || t[q] == '\'') {
		q++
	}
	return t[p:q]
}
