package pii

import "strings"

// addressees are the capitalised words a greeting opens that name no one:
// "Hi Team,", "Dear Sir,", "Hello World!".
var addressees = map[string]bool{"sir": true, "sirs": true, "madam": true, "madame": true, "all": true,
	"everyone": true, "everybody": true, "team": true, "folks": true, "guys": true, "friends": true,
	"colleagues": true, "there": true, "world": true, "customer": true, "client": true, "user": true,
	"member": true, "members": true, "support": true, "admin": true, "manager": true, "staff": true,
	"partner": true, "partners": true, "again": true, "both": true, "zusammen": true, "allerseits": true,
	"tous": true, "todos": true, "equipo": true, "team's": true, "neighbour": true, "neighbor": true}

// greetedWordAlone adds the one capitalised word at p that a greeting
// opens when it ends the greeting's line with a comma or an exclamation
// mark ("Dear June,", "Hi Grant!"), even when the word is a month or a
// common word elsewhere: in that layout it is the addressee's name.
func (s *scan) greetedWordAlone(p int) bool {
	t := s.text
	if !startsUpper(t[p:]) {
		return false
	}
	e := p
	for e < len(t) && (isCueLetter(t[e]) || t[e] == '-') {
		e++
	}
	if e-p < 2 || e+1 > len(t) || t[e] != ',' && t[e] != '!' {
		return false
	}
	rest := strings.TrimLeft(t[e+1:min(len(t), e+3)], " \r")
	if rest != "" && rest[0] != '\n' {
		return false
	}
	w := strings.ToLower(t[p:e])
	if addressees[w] || orgWords[w] || s.d.cueOf([]byte(w)) != 0 {
		return false
	}
	s.add(kPerson, p, e, 0.7)
	return true
}

// signedLast reports a given name alone on the last line of a message,
// maybe after a slash or "À+": the signature of "Danke!\nKatharina",
// "…\n/Linnea".
func signedLast(t string, start, end int) bool {
	if strings.TrimSpace(t[end:]) != "" {
		return false
	}
	ls := lineStart(t, start)
	if ls == 0 {
		return false // a one-line text is no letter
	}
	switch strings.TrimSpace(t[ls:start]) {
	case "", "/", "-", "—", "–", "~", "À+", "A+":
		return true
	}
	return false
}

// signOffOpeners open a letter's last line before the writers' names:
// "Eure Ute und Bernd", "Deine Oma Gisela", "Love, Sam and Alex".
var signOffOpeners = map[string]bool{"eure": true, "euer": true, "deine": true, "dein": true, "ihre": true,
	"ihr": true, "love": true, "lots": true, "yours": true, "vos": true, "tus": true, "jullie": true}

// possessiveSignOff adds the known given names of a message's last line
// when it opens with a sign-off such as "Eure" or "Love": the writers sign
// together ("Eure Ute und Bernd"). Other words on the line are skipped, so
// "Ihr IT-Service" names no one.
func (s *scan) possessiveSignOff() {
	t := strings.TrimRight(s.text, " \t\r\n")
	ls := strings.LastIndexByte(t, '\n') + 1
	if ls == 0 {
		return
	}
	line := t[ls:]
	sp := strings.IndexAny(line, " ,")
	if sp <= 0 || !signOffOpeners[strings.ToLower(line[:sp])] {
		return
	}
	for p := ls + sp; p < len(t); {
		if !isCueLetter(t[p]) {
			p++
			continue
		}
		q := p
		for q < len(t) && isCueLetter(t[q]) {
			q++
		}
		if w := foldName(t[p:q]); isUpperRuneAt(t, p) && s.d.names[w] && !s.d.nameStops[w] {
			s.add(kPerson, p, q, 0.7)
		}
		p = q
	}
}
