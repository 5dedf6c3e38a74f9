package pii

import (
	"fmt"
	"strings"

	"github.com/dlclark/regexp2"
)

// passportAfter reports the passport number that follows a passport cue,
// skipping filler such as "no.", "number", "#", ":". Passport numbers are 6
// to 10 upper-case letters and digits with at least two digits; without
// the cue no such string is reported.
func (s *scan) passportAfter(end int) {
	t := s.text
	limit := min(len(t), end+48)
	for i := end; i < limit; {
		if !isAlnum(t[i]) {
			if t[i] == '\n' && i > end+1 {
				return
			}
			i++
			continue
		}
		j := i
		for j < len(t) && isAlnum(t[j]) {
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
			"fr", "es", "it", "nl", "in", "au", "br", "jp", "ca", "details", "info", "data", "issued", "valid":
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
		case c.cues&cueName != 0 && c.cues&(cueEmail|cuePhone|cueAddress|cueNotNum) == 0:
			if n := s.nameWords(start, end); n == end {
				s.add(kPerson, start, end, 0.75)
			}
		}
	}
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

func (d *Detector) compileAWSSecret() error {
	re, err := regexp2.Compile(`(?<![A-Za-z0-9/+=])(?=[A-Za-z0-9/+]{0,39}[A-Z])(?=[A-Za-z0-9/+]{0,39}[a-z])`+
		`(?=[A-Za-z0-9/+]{0,39}[0-9])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])`, regexp2.None)
	if err != nil {
		return fmt.Errorf("pii: compile aws secret pattern: %w", err)
	}
	re.MatchTimeout = d.timeout
	d.awsSecret = re
	return nil
}

// awsSecretAfter looks for a 40-character AWS secret access key shortly
// after "aws" or an access key id.
func (s *scan) awsSecretAfter(end int) {
	window := s.text[end:min(len(s.text), end+120)]
	m := s.match(s.d.awsSecret, window)
	if m == nil {
		return
	}
	ms := end + runeToByte(window, m.Index)
	me := end + runeToByte(window, m.Index+m.Length)
	if entropy(s.text[ms:me]) >= 4.0 {
		s.addPrio(kSecret, ms, me, 0.85, prioAPIKey)
	}
}
