// Package porter is the Porter stemmer the registry's search index uses; it
// is its own package so that the WordNet table generator stems exactly as
// the index does.
package porter

// Stem reduces an English word to its Porter stem (M. F. Porter, "An algorithm
// for suffix stripping", 1980), so that "issues", "issue" and "issued" meet in
// the index. The input must be lower-case ASCII letters; anything else, and
// words of fewer than three letters, come back unchanged.
func Stem(word string) string {
	if len(word) < 3 {
		return word
	}
	for i := 0; i < len(word); i++ {
		if word[i] < 'a' || word[i] > 'z' {
			return word
		}
	}
	s := &stemmer{b: []byte(word)}
	s.step1a()
	s.step1b()
	s.step1c()
	s.step2()
	s.step3()
	s.step4()
	s.step5()
	return string(s.b)
}

// stemmer holds the word being reduced; every step works on b in place.
type stemmer struct {
	b []byte
}

// cons reports whether b[i] is a consonant in Porter's sense: y counts as a
// vowel after a consonant.
func (s *stemmer) cons(i int) bool {
	switch s.b[i] {
	case 'a', 'e', 'i', 'o', 'u':
		return false
	case 'y':
		return i == 0 || !s.cons(i-1)
	}
	return true
}

// measure counts the VC sequences in b[:n].
func (s *stemmer) measure(n int) int {
	m := 0
	i := 0
	for i < n && s.cons(i) {
		i++
	}
	for i < n {
		for i < n && !s.cons(i) {
			i++
		}
		if i >= n {
			break
		}
		for i < n && s.cons(i) {
			i++
		}
		m++
	}
	return m
}

// hasVowel reports whether b[:n] contains a vowel.
func (s *stemmer) hasVowel(n int) bool {
	for i := 0; i < n; i++ {
		if !s.cons(i) {
			return true
		}
	}
	return false
}

// doubleCons reports whether b[:n] ends in a double consonant.
func (s *stemmer) doubleCons(n int) bool {
	return n >= 2 && s.b[n-1] == s.b[n-2] && s.cons(n-1)
}

// cvc reports whether b[:n] ends consonant-vowel-consonant with the last
// consonant not w, x or y (the "*o" condition).
func (s *stemmer) cvc(n int) bool {
	if n < 3 || !s.cons(n-1) || s.cons(n-2) || !s.cons(n-3) {
		return false
	}
	switch s.b[n-1] {
	case 'w', 'x', 'y':
		return false
	}
	return true
}

func (s *stemmer) ends(suffix string) bool {
	n := len(s.b)
	return n >= len(suffix) && string(s.b[n-len(suffix):]) == suffix
}

// replace swaps the suffix (which must be present) for repl.
func (s *stemmer) replace(suffix, repl string) {
	s.b = append(s.b[:len(s.b)-len(suffix)], repl...)
}

func (s *stemmer) step1a() {
	switch {
	case s.ends("sses"):
		s.replace("sses", "ss")
	case s.ends("ies"):
		s.replace("ies", "i")
	case s.ends("ss"):
	case s.ends("s"):
		s.replace("s", "")
	}
}

func (s *stemmer) step1b() {
	if s.ends("eed") {
		if s.measure(len(s.b)-3) > 0 {
			s.replace("eed", "ee")
		}
		return
	}
	cut := ""
	switch {
	case s.ends("ed") && s.hasVowel(len(s.b)-2):
		cut = "ed"
	case s.ends("ing") && s.hasVowel(len(s.b)-3):
		cut = "ing"
	default:
		return
	}
	s.replace(cut, "")
	switch {
	case s.ends("at"):
		s.replace("at", "ate")
	case s.ends("bl"):
		s.replace("bl", "ble")
	case s.ends("iz"):
		s.replace("iz", "ize")
	case s.doubleCons(len(s.b)):
		switch s.b[len(s.b)-1] {
		case 'l', 's', 'z':
		default:
			s.b = s.b[:len(s.b)-1]
		}
	case s.measure(len(s.b)) == 1 && s.cvc(len(s.b)):
		s.b = append(s.b, 'e')
	}
}

func (s *stemmer) step1c() {
	if s.ends("y") && s.hasVowel(len(s.b)-1) {
		s.b[len(s.b)-1] = 'i'
	}
}

// suffixRule is one "suffix → replacement" line of steps 2 and 3.
type suffixRule struct {
	suffix, repl string
}

var step2Rules = [...]suffixRule{
	{"ational", "ate"}, {"tional", "tion"}, {"enci", "ence"}, {"anci", "ance"},
	{"izer", "ize"}, {"bli", "ble"}, {"alli", "al"}, {"entli", "ent"}, {"eli", "e"},
	{"ousli", "ous"}, {"ization", "ize"}, {"ation", "ate"}, {"ator", "ate"},
	{"alism", "al"}, {"iveness", "ive"}, {"fulness", "ful"}, {"ousness", "ous"},
	{"aliti", "al"}, {"iviti", "ive"}, {"biliti", "ble"}, {"logi", "log"},
}

var step3Rules = [...]suffixRule{
	{"icate", "ic"}, {"ative", ""}, {"alize", "al"}, {"iciti", "ic"},
	{"ical", "ic"}, {"ful", ""}, {"ness", ""},
}

var step4Suffixes = [...]string{
	"al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment",
	"ent", "ion", "ou", "ism", "ate", "iti", "ous", "ive", "ize",
}

// applyRules applies the longest matching rule whose stem has measure > 0.
func (s *stemmer) applyRules(rules []suffixRule) {
	best := -1
	for i, r := range rules {
		if s.ends(r.suffix) && (best < 0 || len(r.suffix) > len(rules[best].suffix)) {
			best = i
		}
	}
	if best < 0 {
		return
	}
	r := rules[best]
	if s.measure(len(s.b)-len(r.suffix)) > 0 {
		s.replace(r.suffix, r.repl)
	}
}

func (s *stemmer) step2() { s.applyRules(step2Rules[:]) }
func (s *stemmer) step3() { s.applyRules(step3Rules[:]) }

func (s *stemmer) step4() {
	best := ""
	for _, suf := range step4Suffixes {
		if s.ends(suf) && len(suf) > len(best) {
			best = suf
		}
	}
	if best == "" {
		return
	}
	n := len(s.b) - len(best)
	if s.measure(n) <= 1 {
		return
	}
	if best == "ion" && (n == 0 || (s.b[n-1] != 's' && s.b[n-1] != 't')) {
		return
	}
	s.b = s.b[:n]
}

func (s *stemmer) step5() {
	if s.ends("e") {
		n := len(s.b) - 1
		m := s.measure(n)
		if m > 1 || (m == 1 && !s.cvc(n)) {
			s.b = s.b[:n]
		}
	}
	if s.ends("ll") && s.measure(len(s.b)) > 1 {
		s.b = s.b[:len(s.b)-1]
	}
}
