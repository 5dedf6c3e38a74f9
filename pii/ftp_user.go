package pii

import "strings"

// ftpReach bounds how far before an ftp "user" command the word "ftp" must
// stand: the command is ftp's only inside an ftp script or session.
const ftpReach = 300

// ftpUserHit reports the password of ftp's "user NAME PASSWORD" command,
// written on its own line of a script fed to "ftp -n" or after an "ftp>"
// prompt.
func ftpUserHit(s *scan, at int) {
	t := s.text
	ls := at
	for ls > 0 && (t[ls-1] == ' ' || t[ls-1] == '\t') {
		ls--
	}
	prompt := strings.HasSuffix(t[:ls], "ftp>")
	if prompt {
		ls -= len("ftp>")
	}
	if ls > 0 && t[ls-1] != '\n' || !prompt && !strings.Contains(s.lowerText()[max(0, ls-ftpReach):ls], "ftp") {
		return
	}
	p := at + len("user ")
	for p < len(t) && t[p] == ' ' {
		p++
	}
	q := p
	for q < len(t) && t[q] > ' ' {
		q++
	}
	if q == p || q >= len(t) || t[q] != ' ' {
		return // a user name alone: the password comes at a prompt
	}
	vs := q + 1
	ve := vs
	for ve < len(t) && ve-vs <= 64 && t[ve] > ' ' {
		ve++
	}
	if rest := t[ve:min(len(t), ve+2)]; rest != "" && rest[0] != '\n' && rest[0] != '\r' {
		return
	}
	if vs, ve = trimWord(t, vs, ve); ve > vs && looksLikePassword(t[vs:ve]) {
		s.add(kSecret, vs, ve, 0.75)
	}
}
