package pii

import "strings"

// secureStringHit reports the literal PowerShell turns into a credential:
// ConvertTo-SecureString 'X' -AsPlainText -Force (also -String 'X').
func secureStringHit(s *scan, at int) {
	t := s.text
	p := at + len("convertto-securestring")
	if p < len(t) && isWordByte(t[p]) {
		return
	}
	p = skipBlanks(t, p)
	if rest := strings.ToLower(t[p:min(len(t), p+8)]); strings.HasPrefix(rest, "-string ") {
		p = skipBlanks(t, p+len("-string "))
	}
	if p >= len(t) || t[p] != '\'' && t[p] != '"' {
		return // a variable or a pipe: nothing written here
	}
	vs, ve, _ := secretValue(t, p)
	if ve > vs && looksLikePassword(t[vs:ve]) {
		s.add(kSecret, vs, ve, 0.8)
	}
}
