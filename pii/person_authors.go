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
	le := lineEnd(t, p)
	var items [][2]int
	for p < le {
		e := vancouverName(t, p, le)
		if e <= p {
			break
		}
		items = append(items, [2]int{p, e})
		if strings.HasPrefix(t[e:], ", ") {
			p = e + 2
			continue
		}
		if e == le || t[e] == '.' || t[e] == ';' || strings.HasPrefix(t[e:], " and ") || strings.HasPrefix(t[e:], " et al") {
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

// bibAuthors adds the names of a BibTeX author field ("author = {Ogundipe,
// R. and Pfeiffer, H.-J. and de la Fuente, C.}"): each item between " and "
// a surname, a comma and initials or given names.
func (s *scan) bibAuthors() {
	t := s.text
	for i := 0; ; {
		k := strings.Index(t[i:], "author")
		if k < 0 {
			return
		}
		p := i + k + len("author")
		i = p
		for p < len(t) && t[p] == ' ' {
			p++
		}
		if p >= len(t) || t[p] != '=' {
			continue
		}
		p++
		for p < len(t) && t[p] == ' ' {
			p++
		}
		if p >= len(t) || t[p] != '{' && t[p] != '"' {
			continue
		}
		closer := byte('}')
		if t[p] == '"' {
			closer = '"'
		}
		p++
		end := strings.IndexByte(t[p:], closer)
		if end < 0 || end > 600 {
			continue
		}
		end += p
		for _, item := range strings.Split(t[p:end], " and ") {
			st := p + strings.Index(t[p:end], item)
			if c := strings.IndexByte(item, ','); c > 0 && isUpperRuneAt(item, c+2) && particleOrUpper(item[:c]) {
				s.add(kPerson, st, st+len(strings.TrimRight(item, " ")), 0.8)
			}
			p = st + len(item)
		}
		i = end
	}
}

// particleOrUpper reports a surname: words that are capitalised or particles.
func particleOrUpper(sur string) bool {
	words := strings.Fields(sur)
	if len(words) == 0 || len(words) > 4 {
		return false
	}
	for _, w := range words {
		if !isUpperRuneAt(w, 0) && !particleWord(w) {
			return false
		}
	}
	return isUpperRuneAt(words[len(words)-1], 0)
}
