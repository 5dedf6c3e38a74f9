package pii

import (
	"strings"
)

// passportAfter reports the passport number that follows a passport cue,
// skipping filler such as "no.", "number", "#", ":". Passport numbers are 6
// to 10 upper-case letters and digits with at least two digits; without
// the cue no such string is reported.
func (s *scan) passportAfter(end int) {
	t := s.text
	limit := min(len(t), end+48)
	adjective := false // one lower-case word of its own: "pasaporte portugués CB448120"
	for i := end; i < limit; {
		if !isAlnum(t[i]) && t[i] < 0x80 {
			if t[i] == '\n' && i > end+1 {
				return
			}
			i++
			continue
		}
		j := i
		for j < len(t) && (isAlnum(t[j]) || t[j] >= 0x80) { // "numéro" is one word
			j++
		}
		word := t[i:j]
		if isPassportNumber(word) && boundaryBefore(t, i) && boundaryAfter(t, j) {
			score := 0.8
			if s.nearBefore(i)&cueNotNum != 0 && s.context(i, j)&cuePassport == 0 {
				score -= 0.3
			}
			s.add(kPassport, i, j, score)
			return
		}
		switch strings.ToLower(word) {
		case "no", "nr", "num", "number", "numbers", "id", "is", "was", "nummer", "numéro", "numero", "n", "of",
			"the", "my", "his", "her", "their", "passport", "reisepass", "passeport", "pasaporte", "us", "uk", "de",
			"fr", "es", "it", "nl", "in", "au", "br", "jp", "ca", "details", "info", "data", "issued", "valid",
			"copy", "scan", "photo", "received", "attached", // "passport copy received (U18…"
			"le", "el", "la", "votre", "your", "su", "ihre", "n°", "nº", "núm", "número": // "passeport (le numéro 19AX70312 …)"
			i = j
			continue
		}
		if !adjective && i > end && isLowerWord(word) && j-i <= 12 && !isDigit(t[i]) {
			adjective = true
			i = j
			continue
		}
		return
	}
}

func isPassportNumber(w string) bool {
	if len(w) < 6 || len(w) > 10 {
		return false
	}
	digits := 0
	for i := 0; i < len(w); i++ {
		switch {
		case isDigit(w[i]):
			digits++
		case !isUpper(w[i]):
			return false
		}
	}
	return digits >= 2
}

// findColumnCells checks table cells whose column header names the data:
// names under "name", passport numbers under "passport", written-out dates
// under "dob". Numbers in such cells are found by the number scan.
func (s *scan) findColumnCells() {
	for _, c := range s.cols {
		start, end := trimCell(s.text, c.start, c.end)
		if start >= end {
			continue
		}
		cell := s.text[start:end]
		switch {
		case c.cues&cuePassport != 0 && isPassportNumber(cell):
			s.add(kPassport, start, end, 0.8)
		case c.cues&cueBirth != 0:
			s.dateIn(start, end)
		case c.cues&cuePassword != 0:
			if looksLikePassword(cell) {
				s.add(kSecret, start, end, 0.75)
			}
		case c.cues&cueName != 0 && c.cues&(cueEmail|cuePhone|cueAddress|cueNotNum) == 0:
			if n := s.nameWords(start, end); n == end || s.invertedCell(start, n, end) {
				s.add(kPerson, start, end, 0.75)
			}
		}
	}
}

// invertedCell reports a name column's cell written "Surname, Given"
// ("Novak, Tereza"): name words up to n, a comma, name words to the end.
func (s *scan) invertedCell(start, n, end int) bool {
	if n <= start || !strings.HasPrefix(s.text[n:end], ", ") {
		return false
	}
	return s.nameWords(n+2, end) == end
}

// trimCell strips blanks and quotes around a cell.
func trimCell(t string, start, end int) (int, int) {
	for start < end && strings.IndexByte(" \t\"'\r", t[start]) >= 0 {
		start++
	}
	for end > start && strings.IndexByte(" \t\"'\r", t[end-1]) >= 0 {
		end--
	}
	return start, end
}

// awsSecretAfter looks for a 40-character AWS secret access key shortly
// after "aws" or an access key id.
func (s *scan) awsSecretAfter(end int) {
	window := s.text[end:min(len(s.text), end+120)]
	ws, we, ok := awsSecretIn(window)
	if ok && entropy(window[ws:we]) >= 4.0 {
		s.addPrio(kSecret, end+ws, end+we, 0.85, prioAPIKey)
	}
}

// awsSecretLen is the length of an AWS secret access key.
const awsSecretLen = 40

// awsSecretIn returns the first run of exactly 40 base64 key characters
// ([A-Za-z0-9/+]) in window that holds an upper-case letter, a lower-case
// letter and a digit and is not followed by '='. The window's edges count
// as boundaries. A loop over runs, rather than a pattern with lookarounds,
// keeps it linear and free of match timeouts.
func awsSecretIn(window string) (start, end int, ok bool) {
	for i := 0; i < len(window); {
		if !isAWSSecretByte(window[i]) {
			i++
			continue
		}
		j := i
		var upper, lower, digit bool
		for j < len(window) && isAWSSecretByte(window[j]) {
			c := window[j]
			upper = upper || isUpper(c)
			lower = lower || isLower(c)
			digit = digit || isDigit(c)
			j++
		}
		afterEq := j < len(window) && window[j] == '='
		beforeEq := i > 0 && window[i-1] == '='
		if j-i == awsSecretLen && upper && lower && digit && !afterEq && !beforeEq {
			return i, j, true
		}
		i = j
	}
	return 0, 0, false
}

func isAWSSecretByte(c byte) bool { return isAlnum(c) || c == '/' || c == '+' }
