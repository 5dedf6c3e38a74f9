package pii

import "strings"

// findHandles adds user handles made of a person's names, as ticket
// trackers, chat and escalation lists show people: "tamar.cohen",
// "j.brightwell", "zheng.hao", "wilfred_h", "maripaz_63", "oskar-lindqvist".
// A handle is one lower-case word with one dot, underscore or hyphen,
// standing alone (no path, domain, e-mail or call around it), whose parts
// are a known given name and an initial, digits or a family name, or an
// initial and a family name.
// Identifiers of code ("os.path", "df.head", "self.name") have no such
// parts.
func (s *scan) findHandles() {
	t := s.text
	for k := 0; k < len(t); {
		d := strings.IndexAny(t[k:], "._-")
		if d < 0 {
			return
		}
		k += d
		if k == 0 || k+1 >= len(t) || !isLower(t[k-1]) || !isLower(t[k+1]) && !isDigit(t[k+1]) {
			k++
			continue
		}
		i := k - 1
		for i > 0 && isLower(t[i-1]) && k-i <= 32 {
			i--
		}
		j := k + 1
		for j < len(t) && (isLower(t[j]) || isDigit(t[j]) || t[j] == '.' || t[j] == '_' || t[j] == '-') && j-i <= 32 {
			j++
		}
		e := j
		for e > i && (t[e-1] == '.' || t[e-1] == '-') {
			e-- // a sentence's full stop, a dash after the word
		}
		if (i == 0 || handleEdgeBefore(t[i-1])) && e-i <= 32 && (j == len(t) || handleEdgeAfter(t, j)) &&
			s.handleParts(t[i:e]) && !overlapsAny(i, e, s.tokens) && !loginLabels[strings.ToLower(labelWord(t, i))] {
			s.add(kPerson, i, e, 0.65)
		}
		k = j
	}
}

// loginLabels name an account's login, which the quality set keeps as the
// account's, not as a person: "Benutzer: j.schmidt / Passwort: …".
var loginLabels = map[string]bool{"user": true, "username": true, "benutzer": true, "benutzername": true,
	"nutzer": true, "nutzername": true, "login": true, "utilisateur": true, "identifiant": true, "usuario": true,
	"account": true, "konto": true, "compte": true, "cuenta": true, "u": true}

// handleParts reports a handle's two parts as names: given.initial,
// given_digits, given.family, initial.family.
func (s *scan) handleParts(h string) bool {
	k := strings.IndexAny(h, "._")
	if k < 0 {
		return s.kebabHandle(h)
	}
	if k == 0 || k == len(h)-1 || strings.ContainsAny(h[k+1:], "._") || strings.Contains(h[:k], "-") {
		return false
	}
	a, b := h[:k], h[k+1:]
	if strings.ContainsAny(a, "0123456789") {
		return false
	}
	var buf [40]byte
	given := func(w string) bool {
		return len(w) >= 3 && s.d.lexiconOf(foldInto(&buf, w))&(lexGiven|lexStop) == lexGiven && !placeNames[w]
	}
	family := func(w string) bool {
		return len(w) >= 3 && s.d.lexiconOf(foldInto(&buf, w))&(lexFamily|lexStop) == lexFamily
	}
	switch {
	case len(a) == 1:
		return family(b) // "j.brightwell"
	case len(b) == 1 || allDigits(b) && h[k] == '_':
		return given(a) // "priya.r", "wilfred_h", "maripaz_63"
	}
	return given(a) && (family(b) || given(b)) || family(a) && given(b) // "tamar.cohen", "zheng.hao"
}

// kebabHandle reports given-family written with a hyphen, as GitHub and
// forums spell logins ("ingrid-solvang", "perpetua-nakashima"): a known
// given name and a known family name, so that identifiers ("max-width",
// "self-service") and double given names stay.
func (s *scan) kebabHandle(h string) bool {
	k := strings.IndexByte(h, '-')
	if k < 3 || k == len(h)-1 || strings.Count(h, "-") != 1 {
		return false
	}
	var buf [40]byte
	a := s.d.lexiconOf(foldInto(&buf, h[:k]))
	b := s.d.lexiconOf(foldInto(&buf, h[k+1:]))
	return a&(lexGiven|lexStop|lexFamily) == lexGiven && b&(lexFamily|lexStop|lexGiven) == lexFamily
}

// handleEdgeBefore reports a byte that may stand before a handle: a blank
// or punctuation, not a path, a domain or an address.
func handleEdgeBefore(c byte) bool {
	return strings.IndexByte(" \t\n\r([\"',;:>", c) >= 0 || c >= 0x80 // c >= 0x80: curly quotes, "…"
}

// handleEdgeAfter reports what may follow a handle: a blank, punctuation
// or a chat label's colon, not a call, a domain or an address.
func handleEdgeAfter(t string, j int) bool {
	c := t[j]
	if c == '@' || c == '(' || c == '/' || c == '-' || c == '=' || isAlnum(c) {
		return false
	}
	return true
}

// findMentions adds @mentions of people in chats and reviews ("@kristýna
// sorry", "Reviewers: @margaux.b, @kofi"): a handle after '@' that opens a
// word (no e-mail's local part before it), made of a known given name
// alone or of a handle's two name parts. Bots and teams ("@dependabot",
// "@org/platform") are no given names.
func (s *scan) findMentions() {
	t := s.text
	for k := 0; k < len(t); {
		d := strings.IndexByte(t[k:], '@')
		if d < 0 {
			return
		}
		k += d + 1
		if k-1 > 0 && !handleEdgeBefore(t[k-2]) {
			continue
		}
		e := k
		for e < len(t) && (isLower(t[e]) || isDigit(t[e]) || t[e] == '.' || t[e] == '_' || t[e] >= 0x80 && !strings.HasPrefix(t[e:], "…")) && e-k <= 32 {
			e++
		}
		for e > k && t[e-1] == '.' {
			e--
		}
		if e == k || e < len(t) && !handleEdgeAfter(t, e) {
			continue
		}
		h := t[k:e]
		var buf [40]byte
		if strings.ContainsAny(h, "._") && s.handleParts(h) ||
			!strings.ContainsAny(h, "._0123456789") && s.d.lexiconOf(foldInto(&buf, h))&(lexGiven|lexStop) == lexGiven {
			s.add(kPerson, k, e, 0.65)
		}
		k = e
	}
}
