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
		if k == i || k >= len(t) {
			continue
		}
		name, gt := t[i:k], k
		if t[k] == ' ' {
			// <entry key="db.password">: the key attribute names the value
			name, gt = keyAttr(t, k)
		}
		if gt < 0 || t[gt] != '>' || keyStrengthOf(name) != strongKey {
			continue
		}
		vs := gt + 1
		ve := vs
		for ve < len(t) && ve-vs <= maxSecret && t[ve] != '<' && t[ve] != '\n' {
			ve++
		}
		if ve >= len(t) || t[ve] != '<' || !strings.HasPrefix(t[ve:], "</"+t[i:k]+">") {
			continue // no closing tag on the line: not an element with a value
		}
		if val := t[vs:ve]; ve > vs && plausibleSecret(val, name, strongKey, true, '>') {
			s.add(kSecret, vs, ve, 0.8)
		}
		i = ve
	}
}

// keyAttr reads the attributes of a start tag from k, the byte after its
// name, to the '>' on the same line: the value of its key or name
// attribute (Java's properties XML, <entry key="db.password">x</entry>),
// and the offset of '>', or -1.
func keyAttr(t string, k int) (string, int) {
	gt := strings.IndexByte(t[k:min(len(t), k+2*maxKeyName+16)], '>')
	if gt < 0 {
		return "", -1
	}
	tag := t[k : k+gt]
	if strings.ContainsAny(tag, "<\n") || strings.HasSuffix(tag, "/") {
		return "", -1
	}
	for _, attr := range []string{` key="`, ` name="`, ` key='`, ` name='`} {
		if i := strings.Index(tag, attr); i >= 0 {
			v := tag[i+len(attr):]
			if j := strings.IndexByte(v, attr[len(attr)-1]); j >= 0 {
				return v[:j], k + gt
			}
		}
	}
	return "", -1
}
