package pii

import (
	"math"
	"strings"
	"unicode"
)

// Cue-free secrets: a word whose shape alone marks it as typed to be
// secret. Cue lists only ever cover the phrasings someone has met; the
// shape of the value does not depend on the sentence around it. Two shapes
// qualify:
//
//   - a password: 8 to 64 bytes with a lower-case letter, a capital, a
//     digit and a symbol that is not one of the joiners names, versions,
//     dates and file names are made of ("-_./:+,"), as password rules
//     demand ("Blue#Heron42", "Welcome!884");
//   - a random key: 20 or more letters and digits of both cases, changing
//     class as often as random text does ("XqJFoJ6sMq5oHp0B..."), which
//     camel-case identifiers and words with a number do not.
//
// Hex strings (hashes, commit ids), UUIDs, code, paths, URLs, file names and
// key=value pairs are left alone; any other recognizer's span wins over a
// shaped one.

const (
	minShapedPassword = 8
	maxShapedPassword = 64
	minRandomKey      = 20
	maxRandomKey      = 128
	// shapedWordLimit skips words that cannot be either shape before any
	// trimming: a line of minified code is one long word.
	shapedWordLimit = 2 * maxRandomKey
	// prioShaped is below every other recognizer: evidence from a cue, a
	// format or a validator always says more than the shape.
	prioShaped = prioPerson - 1
)

// findShapedSecrets reports the password- and key-shaped words of the text.
func (s *scan) findShapedSecrets() {
	t := s.text
	for i := 0; i < len(t); {
		for i < len(t) && isBlankByte(t[i]) {
			i++
		}
		j := i
		for j < len(t) && !isBlankByte(t[j]) {
			j++
		}
		if j-i >= minShapedPassword && j-i <= shapedWordLimit && hasThreeClasses(t[i:j]) {
			vs, ve := trimWord(t, i, j)
			for ve > vs && t[ve-1] == '.' { // "… with Blue#Heron42." after trimWord kept "!"
				ve--
			}
			if ve > vs {
				s.shapedWord(vs, ve)
			}
		}
		i = j
	}
}

func (s *scan) shapedWord(vs, ve int) {
	w := s.text[vs:ve]
	switch {
	case passwordShaped(w):
		s.addPrio(kSecret, vs, ve, 0.6, prioShaped)
	case randomKeyShaped(w):
		s.addPrio(kSecret, vs, ve, 0.6, prioShaped)
	}
}

// isBlankByte ends a word of the shape scan.
func isBlankByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '|' }

// shapeJoiners are the symbols of names, versions, dates, times, file
// names and product codes ("Report_Q3-2026.xlsx", "Win11-Pro-23H2",
// "14/Apr/2026:06:25:13", "C++20"): a word whose only symbols are these
// is not password-shaped on its own.
const shapeJoiners = "-_./:+,"

// passwordShaped reports a word with all four character classes, one of
// its symbols other than a joiner, and nothing that marks code, a path, a
// URL, an address or a file name.
func passwordShaped(w string) bool {
	if len(w) < minShapedPassword || len(w) > maxShapedPassword || strings.IndexByte("#@$%&-/~.", w[0]) >= 0 {
		return false // "#Launch2026", "$HOME", "--Max=2", "/srv", "~/x", ".Net"
	}
	var lower, upper, digit, strong bool
	for _, r := range w {
		switch {
		case r < 0x80 && isLower(byte(r)):
			lower = true
		case r < 0x80 && isUpper(byte(r)):
			upper = true
		case r < 0x80 && isDigit(byte(r)):
			digit = true
		case r >= 0x80 && isLatinLetter(r):
			lower = lower || unicode.IsLower(r)
			upper = upper || unicode.IsUpper(r)
		case r >= 0x80:
			return false // another script or typographic punctuation: prose
		case strings.ContainsRune(shapeJoiners, r):
		default:
			strong = true
		}
	}
	if !lower || !upper || !digit || !strong || codeShaped(w) || fileNamed(w) || dataShaped(w) {
		return false
	}
	return plausibleSecret(w, "password", strongKey, false, ' ')
}

// codeShaped reports the marks of code, markup, data and assignments in a
// word: brackets, '=', '\', a double quote, "://", "->", "::", "&&", "||",
// a mail or host address, a cell delimiter between two values, a number
// times a name, a possessive.
func codeShaped(w string) bool {
	if strings.ContainsAny(w, "(){}[]<>=\\\"") {
		return true
	}
	for i := 1; i+1 < len(w); i++ { // a row of delimited cells: "98351;Petra", "Tanaka,10/01/1973"
		if (w[i] == ';' || w[i] == ',') && isAlnum(w[i-1]) && isAlnum(w[i+1]) {
			return true
		}
	}
	for _, m := range []string{"://", "->", "::", "&&", "||"} {
		if strings.Contains(w, m) {
			return true
		}
	}
	if k := strings.IndexByte(w, '@'); k >= 0 && strings.ContainsAny(w[k:], ".:") {
		return true // jane@example.com, Admin@PC-01:~
	}
	k := 0
	for k < len(w) && isDigit(w[k]) {
		k++
	}
	if k > 0 && k+1 < len(w) && w[k] == '*' && isAlpha(w[k+1]) {
		return true // "5*time.Second", "100*opts.Limit": arithmetic
	}
	return strings.HasSuffix(w, "'s") // "README's", "SystemExit's": a possessive of prose
}

// fileNamed reports a word ending in a file extension: a dot, then two to
// five small letters and digits, a letter first ("Export_Clients#3.csv").
func fileNamed(w string) bool {
	k := strings.LastIndexByte(w, '.')
	if k <= 0 || len(w)-k-1 < 2 || len(w)-k-1 > 5 {
		return false
	}
	ext := w[k+1:]
	if !isLower(ext[0]) {
		return false // "Pass.W0rd": a capital opens a word, not an extension
	}
	for i := 0; i < len(ext); i++ {
		if !isLower(ext[i]) && !isDigit(ext[i]) {
			return false
		}
	}
	return true
}

// randomKeyShaped reports a run of ASCII letters and digits of both cases
// long enough for a key, with at least two of each class and as many class
// changes as random text has: about 0.6 per byte for base62, against 0.1 to
// 0.3 for a camel-case name ("getUserProfileById2").
func randomKeyShaped(w string) bool {
	if len(w) < minRandomKey || len(w) > maxRandomKey {
		return false
	}
	var lower, upper, digit, changes int
	prev := byte(0)
	for i := 0; i < len(w); i++ {
		c := w[i]
		var class byte
		switch {
		case isLower(c):
			lower++
			class = 'a'
		case isUpper(c):
			upper++
			class = 'A'
		case isDigit(c):
			digit++
			class = '0'
		default:
			return false
		}
		if prev != 0 && class != prev {
			changes++
		}
		prev = class
	}
	if lower < 2 || upper < 2 || digit < 2 || 5*changes < 2*(len(w)-1) || 3*wordBytes(w) > len(w) {
		return false
	}
	return entropy(w) >= randomKeyEntropy(len(w))
}

// wordBytes counts the bytes in runs of four or more lower-case letters:
// the words of a camel-case name ("Q3Q4SalesReportFinal2026V2" has half
// its bytes in them), where random base62 has about one byte in ten.
func wordBytes(w string) int {
	n, run := 0, 0
	for i := 0; i <= len(w); i++ {
		if i < len(w) && isLower(w[i]) {
			run++
			continue
		}
		if run >= 4 {
			n += run
		}
		run = 0
	}
	return n
}

// randomKeyEntropy is the least entropy (bits per byte) a random key of n
// bytes shows: a little under what base62 reaches at that length (log2 n
// caps it below 62 bytes).
func randomKeyEntropy(n int) float64 {
	return min(3.6, 0.8*math.Log2(float64(n)))
}

// dataShaped reports a quantity with its unit ("256MiB", "1.5GHz") or a
// percent-encoded string ("a+b%26c%3Dd"): data, not a chosen secret.
func dataShaped(w string) bool {
	k := 0
	for k < len(w) && (isDigit(w[k]) || w[k] == '.' && k > 0) {
		k++
	}
	if k > 0 && len(w)-k <= 4 && isLetters(w[k:]) {
		return true
	}
	escapes := 0
	for i := 0; i+2 < len(w); i++ {
		if w[i] == '%' && isHex(w[i+1]) && isHex(w[i+2]) {
			escapes++
		}
	}
	return escapes >= 2
}

// hasThreeClasses reports an ASCII capital, small letter and digit in w,
// which both shapes need: a quick test before the word is looked at
// closely (accented letters count in passwordShaped, not here, so a
// password of accented small letters needs an ASCII one too).
func hasThreeClasses(w string) bool {
	var lower, upper, digit bool
	for i := 0; i < len(w); i++ {
		c := w[i]
		lower = lower || isLower(c)
		upper = upper || isUpper(c)
		digit = digit || isDigit(c)
	}
	return lower && upper && digit
}
