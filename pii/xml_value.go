package pii

import "strings"

// findXMLValues reports the text of XML elements named like a secret,
// "<password>Xy7!pqrs</password>", "<DbPassword>...</DbPassword>": the
// element name is the key that findAssignments reads before '=' or ':'.
func (s *scan) findXMLValues() {
	t := s.text
	for i := 0; i < len(t); {
		j := strings.IndexByte(t[i:], '<')
		if j < 0 {
			return
		}
		lt := i + j
		i = lt + 1
		k := i
		for k < len(t) && k-i < maxKeyName && (isAlnum(t[k]) || t[k] == '_' || t[k] == '-' || t[k] == ':') {
			k++
		}
		if k == i || k >= len(t) || t[k] != '>' || keyStrengthOf(t[i:k]) != strongKey {
			continue
		}
		vs := k + 1
		ve := vs
		for ve < len(t) && ve-vs <= maxSecret && t[ve] != '<' && t[ve] != '\n' {
			ve++
		}
		if ve >= len(t) || t[ve] != '<' || !strings.HasPrefix(t[ve:], "</"+t[i:k]+">") {
			continue // no closing tag on the line: not an element with a value
		}
		if val := t[vs:ve]; ve > vs && plausibleSecret(val, t[i:k], strongKey, true, '>') {
			s.add(kSecret, vs, ve, 0.8)
		}
		i = ve
	}
}
