package pii

import "strings"

// pgpassHit reports the password of a .pgpass line,
// hostname:port:database:username:password, found through its port field
// (":*:" or ":5432:"): five colon-separated fields on a line of their own,
// without blanks.
func pgpassHit(s *scan, at int) {
	t := s.text
	ls := strings.LastIndexByte(t[:at], '\n') + 1
	le := strings.IndexByte(t[at:], '\n')
	if le < 0 {
		le = len(t)
	} else {
		le += at
	}
	line := strings.TrimRight(t[ls:le], "\r")
	if len(line) > 256 || strings.ContainsAny(line, " \t") {
		return
	}
	f := strings.Split(line, ":")
	if len(f) != 5 || strings.Contains(line, `\:`) || f[0] == "" || f[2] == "" || f[3] == "" {
		return
	}
	if f[1] != "*" && !allDigits(f[1]) || ls+len(f[0]) != at {
		return // the anchor must be the port field
	}
	vs := ls + len(line) - len(f[4])
	if looksLikePassword(f[4]) {
		s.add(kSecret, vs, vs+len(f[4]), 0.8)
	}
}
