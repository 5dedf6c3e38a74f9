package pii

import (
	"strings"
	"unicode/utf8"
)

// Passphrases are several plain words ("seven yellow kites at dawn"), which
// the one-word password rules skip as prose. After a passphrase cue and a
// copula the words up to the end of the clause are the value.

// passphraseCues announce a value of several words (lower case).
var passphraseCues = map[string]bool{
	"passphrase": true, "pass phrase": true, "phrase secrète": true, "phrase de passe": true, "frase de paso": true,
	"frase secreta": true,
}

// passphraseCopulas end the words between a cue and its value.
var passphraseCopulas = []string{" is ", " was ", " be ", " ist ", " lautet ", " est ", " es ", ": "}

// clauseWords end a passphrase: a conjunction starts the next clause ("…
// river nine and nobody writes it down").
var clauseWords = map[string]bool{
	"and": true, "but": true, "so": true, "or": true, "then": true, "because": true, "und": true, "aber": true,
	"oder": true, "et": true, "mais": true, "ou": true, "y": true, "pero": true, "o": true,
}

// proseLeads start a clause that describes the passphrase instead of
// stating it: "is stored in the vault", "is required for the key".
var proseLeads = map[string]bool{
	"the": true, "a": true, "an": true, "in": true, "on": true, "at": true, "for": true, "to": true, "of": true,
	"not": true, "no": true, "stored": true, "saved": true, "kept": true, "required": true, "needed": true,
	"set": true, "also": true, "same": true, "written": true, "missing": true, "empty": true, "wrong": true,
	"incorrect": true, "invalid": true, "too": true, "very": true, "still": true, "only": true,
	"never": true, "always": true, "used": true, "protected": true, "encrypted": true, "known": true,
	"different": true, "shown": true, "listed": true, "given": true, "sent": true, "attached": true,
	"below": true, "above": true, "here": true, "there": true, "it": true, "that": true, "this": true,
	"your": true, "my": true, "our": true, "his": true, "her": true, "their": true,
	"der": true, "die": true, "das": true, "ein": true, "eine": true, "nicht": true, "im": true, "le": true,
	"la": true, "les": true, "un": true, "une": true, "pas": true, "dans": true, "el": true, "los": true,
	"las": true, "una": true, "en": true, "optional": true, "long": true, "short": true, "weak": true,
	"strong": true, "case": true, "changed": true, "expired": true, "unknown": true, "lost": true,
}

// proseWords anywhere in the words make them a sentence, not a
// passphrase: verbs and determiners ("correct for this key").
var proseWords = map[string]bool{
	"the": true, "this": true, "that": true, "these": true, "those": true, "your": true, "my": true,
	"our": true, "its": true, "it": true, "der": true, "die": true, "das": true, "le": true, "les": true,
	"el": true, "los": true, "las": true,
	"is": true, "are": true, "was": true, "were": true, "be": true, "been": true, "has": true, "have": true,
	"had": true, "will": true, "would": true, "should": true, "must": true, "can": true, "could": true,
	"ist": true, "sind": true, "war": true, "wird": true, "est": true, "sont": true, "es": true, "son": true,
}

// Bounds of a passphrase, in words and bytes.
const (
	minPassphraseWords = 3
	maxPassphraseWords = 10
	maxPassphraseLen   = 100
)

// passphraseAfter reports the words stated after a passphrase cue ending at
// from, and whether it found them.
func (s *scan) passphraseAfter(from int) bool {
	t := s.text
	if from < len(t) && isAlnum(t[from]) {
		return false // "passphrases"
	}
	lineEnd := min(len(t), from+maxCueReach+maxPassphraseLen)
	if k := strings.IndexByte(t[from:lineEnd], '\n'); k >= 0 {
		lineEnd = from + k
	}
	head := t[from:min(lineEnd, from+maxCueReach)]
	at := -1
	for _, c := range passphraseCopulas {
		if k := strings.Index(head, c); k >= 0 && (at < 0 || k+len(c) < at) {
			at = k + len(c)
		}
	}
	if at < 0 {
		return false
	}
	p := from + at
	for p < lineEnd && t[p] == ' ' {
		p++
	}
	if p < lineEnd && strings.IndexByte("\"'`", t[p]) >= 0 {
		q := strings.IndexByte(t[p+1:lineEnd], t[p])
		if q < 0 {
			return false
		}
		return s.addPassphrase(p+1, p+1+q, true)
	}
	vs, ve, words := p, p, 0
	for q := p; q < lineEnd && words < maxPassphraseWords; {
		e := wordEnd(t, q, lineEnd)
		if e == q || clauseWords[strings.ToLower(t[q:e])] {
			break
		}
		ve, words = e, words+1
		if e+1 >= lineEnd || t[e] != ' ' || !isAlnum(t[e+1]) && !isLatinLetterAt(t, e+1) {
			break // punctuation or a dash ends the clause
		}
		q = e + 1
	}
	return s.addPassphrase(vs, ve, false)
}

// addPassphrase reports t[vs:ve] when its words read as a passphrase.
func (s *scan) addPassphrase(vs, ve int, quoted bool) bool {
	w := strings.Fields(s.text[vs:ve])
	if len(w) < minPassphraseWords || len(w) > maxPassphraseWords || ve-vs > maxPassphraseLen ||
		proseLeads[strings.ToLower(w[0])] {
		return false
	}
	for _, x := range w {
		if proseWords[strings.ToLower(x)] || !quoted && !isProseWord(x) && !hasDigitOnly(x) {
			return false
		}
	}
	s.add(kSecret, vs, ve, 0.7)
	return true
}

// hasDigitOnly reports a word of digits ("nine 42 kites").
func hasDigitOnly(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isDigit(w[i]) {
			return false
		}
	}
	return w != ""
}

// wordEnd returns the end of the word of ASCII letters, digits and Latin
// letters with diacritics starting at q.
func wordEnd(t string, q, limit int) int {
	for q < limit {
		if isAlnum(t[q]) {
			q++
			continue
		}
		r, n := utf8.DecodeRuneInString(t[q:limit])
		if r < 0x80 || !isLatinLetter(r) {
			break
		}
		q += n
	}
	return q
}

// isLatinLetterAt reports a Latin letter with a diacritic starting at i
// ("Bär", "été").
func isLatinLetterAt(t string, i int) bool {
	if t[i] < 0x80 {
		return false
	}
	for _, r := range t[i:min(len(t), i+4)] {
		return isLatinLetter(r)
	}
	return false
}
