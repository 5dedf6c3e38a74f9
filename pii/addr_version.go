package pii

import (
	"net/netip"
	"strings"
)

// versionSibling reports a dotted quad near another one that shares its
// first two numbers and is version-shaped itself: in "5.0.3.44: dark mode,
// 5.0.4.2: export" the small one shows the pair to be releases of one line.
// An address near another of its network stays an address: a private or
// large-numbered neighbour is no evidence.
func versionSibling(t string, a netip.Addr, start, end int) bool {
	b := a.As4()
	run := t[start:end]
	dot := strings.IndexByte(run, '.')
	dot += 1 + strings.IndexByte(run[dot+1:], '.')
	prefix := run[:dot+1] // "5.0."
	for q := range stemsNear(t, prefix, start, end) {
		if q == start || q > 0 && (isAlnum(t[q-1]) || t[q-1] == '.') {
			continue
		}
		e := q
		for e < len(t) && e-q < 16 && (isDigit(t[e]) || t[e] == '.') {
			e++
		}
		for e > q && t[e-1] == '.' {
			e--
		}
		o, err := netip.ParseAddr(t[q:e])
		if err != nil || !o.Is4() || o == a || !versionShaped(o) {
			continue
		}
		ob := o.As4()
		if ob[0] == b[0] && ob[1] == b[1] {
			return true
		}
	}
	return false
}

// headingNumber reports a small dotted quad opening a line and followed by
// a capitalised word, the layout of a numbered heading or a table of
// contents: "2.2.4.1 Access control".
func headingNumber(t string, a netip.Addr, start, end int) bool {
	if !versionShaped(a) && !majorMinor(a) { // "4.4.2.61 Access control"
		return false
	}
	p := start
	for p > 0 && (t[p-1] == ' ' || t[p-1] == '\t' || t[p-1] == '#') {
		p--
	}
	if p > 0 && t[p-1] != '\n' {
		return false
	}
	return end+1 < len(t) && t[end] == ' ' && isUpper(t[end+1])
}

// majorMinor reports a public dotted quad whose first two numbers are small,
// "12.2.1.140", "4.4.2.61": read as major.minor.patch.build far more often
// than as an address when no network word is near (the caller checks).
// Private and documentation ranges and the well-known resolvers stay
// addresses, as in versionShaped.
func majorMinor(a netip.Addr) bool {
	b := a.As4()
	if a.IsPrivate() || b[0] == b[1] && b[1] == b[2] && b[2] == b[3] {
		return false
	}
	return b[0] < 32 && b[1] < 32
}

// versionArticles are the articles that stand for an omitted "version" in
// German, French and Spanish: "läuft die 12.2.1.140", "sigue en la
// 4.4.3.2", "passer à la 3.14.7.2". An address is named with its noun
// between ("la IP 10.0.0.5", "die Adresse …").
var versionArticles = map[string]bool{"la": true, "el": true, "le": true, "die": true, "der": true}

// articleBefore reports one of versionArticles as the word right before
// start.
func articleBefore(t string, start int) bool {
	p := start
	if p == 0 || t[p-1] != ' ' {
		return false
	}
	p--
	q := p
	for q > 0 && p-q < 4 && isAlpha(t[q-1]) {
		q--
	}
	return q < p && (q == 0 || !isAlnum(t[q-1])) && versionArticles[strings.ToLower(t[q:p])]
}

// smallMajor reports a public dotted quad whose first number is small
// enough for a major version ("1.74.7.5"); private ones stay addresses
// ("entra a la 192.168.1.1" is the router's page).
func smallMajor(a netip.Addr) bool {
	return !a.IsPrivate() && a.As4()[0] < 32
}

// namedDeterminers may stand between a copula and the noun it names: "is
// its firmware", "ist die Version", "es la versión".
var namedDeterminers = map[string]bool{"the": true, "its": true, "our": true, "their": true, "die": true,
	"der": true, "das": true, "seine": true, "ihre": true, "la": true, "le": true, "el": true, "sa": true,
	"son": true, "su": true, "a": true, "an": true, "eine": true, "un": true, "une": true, "una": true}

// maxNamedWords bounds the words read after the copula.
const maxNamedWords = 3

// namedVersion reports a quad that a copula right after it names a
// version, build or firmware: "1.40.7.5 is its firmware", "3.2.0.11 ist
// die neue Version" (up to one adjective after the determiner).
func (s *scan) namedVersion(end int) bool {
	t := s.text
	rest := t[end:min(len(t), end+48)]
	if !strings.HasPrefix(rest, " ") {
		return false
	}
	if k := strings.IndexByte(rest[1:], ' '); k < 0 || !labelCopulas[strings.ToLower(rest[1:1+k])] {
		return false // most quads: no copula after, no need to split
	}
	words := strings.Fields(rest)
	if len(words) < 2 || !labelCopulas[strings.ToLower(words[0])] {
		return false
	}
	for i, w := range words[1:min(len(words), 1+maxNamedWords)] {
		w = strings.ToLower(strings.TrimRight(w, ".,;:!?)"))
		if i < maxNamedWords-1 && namedDeterminers[w] {
			continue
		}
		return s.d.cuesIn(w, 0, len(w))&cueVersion != 0
	}
	return false
}

// softwareNouns name a program when a product or protocol name stands
// before them: "VPN client 5.1.3.4", "Citrix agent 7.2.0.14".
var softwareNouns = map[string]bool{"client": true, "agent": true, "app": true, "software": true,
	"plugin": true, "tool": true, "suite": true, "viewer": true, "launcher": true}

// productClientBefore reports a quad right after "<Name> client": the
// program's release. A bare "client 5.1.3.4" in a log is the client's
// address, and so is "the client …" (an article, not a name, before it).
func productClientBefore(t string, start int) bool {
	p := start
	if p < 2 || t[p-1] != ' ' {
		return false
	}
	p--
	q := p
	for q > 0 && p-q < 12 && isAlpha(t[q-1]) {
		q--
	}
	if q == p || !softwareNouns[strings.ToLower(t[q:p])] || q < 2 || t[q-1] != ' ' {
		return false
	}
	n := q - 1
	m := n
	for m > 0 && n-m < 16 && isAlnum(t[m-1]) {
		m--
	}
	return m < n && isUpper(t[m]) && (m == 0 || t[m-1] == ' ') && !nounArticles[strings.ToLower(t[m:n])]
}
