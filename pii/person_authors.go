package pii

import "strings"

// authorWords label an author list.
var authorWords = map[string]bool{"authors": true, "author": true, "autoren": true, "autor": true,
	"auteurs": true, "auteur": true, "autores": true, "autori": true, "by": true}

// authorList adds the names of a citation's author list in the
// surname-then-initials style of medical journals ("Authors: Okoro CN,
// Haugen T, de Vries-Mulder E, Ní Fhaoláin S."): two or more items, each
// name words and one to three capital initials, joined by commas. Every
// item must have that shape, so prose after "by" is left alone.
func (s *scan) authorList(cueStart, cueEnd int) {
	t := s.text
	if c := lower(t[cueStart]); c != 'a' && c != 'b' || !authorWords[strings.ToLower(t[cueStart:cueEnd])] {
		return
	}
	p := cueEnd
	for p < len(t) && p-cueEnd < 3 && (t[p] == ':' || t[p] == ' ') {
		p++
	}
	lineEnd := strings.IndexByte(t[p:], '\n')
	if lineEnd < 0 {
		lineEnd = len(t)
	} else {
		lineEnd += p
	}
	var items [][2]int
	for p < lineEnd {
		e := vancouverName(t, p, lineEnd)
		if e <= p {
			break
		}
		items = append(items, [2]int{p, e})
		if strings.HasPrefix(t[e:], ", ") {
			p = e + 2
			continue
		}
		if e == lineEnd || t[e] == '.' || t[e] == ';' || strings.HasPrefix(t[e:], " and ") || strings.HasPrefix(t[e:], " et al") {
			break
		}
		return // something else follows: not an author list
	}
	if len(items) < 2 {
		return
	}
	for _, it := range items {
		s.add(kPerson, it[0], it[1], 0.8)
	}
}

// vancouverName returns the end of "Haugen T", "de Vries-Mulder E" or "Ní
// Fhaoláin S" at p: words (lower-case particles allowed, the last one
// capitalised), a space, and one to three capital initials; or p.
func vancouverName(t string, p, limit int) int {
	q, words := p, 0
	for q < limit {
		e := q
		for e < limit && (isCueLetter(t[e]) || (t[e] == '-' || t[e] == '\'') && e+1 < limit && isCueLetter(t[e+1])) {
			e++
		}
		if e == q || e >= limit || t[e] != ' ' {
			return p
		}
		w := t[q:e]
		n := e + 1
		k := n
		for k < limit && k-n < 3 && isUpper(t[k]) {
			k++
		}
		if k > n && (k == limit || !isCueLetter(t[k])) && isUpperRuneAt(t, q) {
			return k // the initials end the name
		}
		if !isUpperRuneAt(t, q) && !particleWord(w) {
			return p
		}
		words++
		if words > 3 {
			return p
		}
		q = n
	}
	return p
}

// particles holds nameParticles as a set.
var particles = func() map[string]bool {
	m := map[string]bool{}
	for _, p := range strings.Split(nameParticles, "|") {
		m[p] = true
	}
	return m
}()

// particleWord reports a lower-case particle of a surname ("de", "van").
func particleWord(w string) bool { return particles[strings.ToLower(w)] }
