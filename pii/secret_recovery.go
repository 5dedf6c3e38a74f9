package pii

// findRecoveryKeys reports BitLocker recovery keys: eight groups of six
// digits joined by dashes. Nothing else is written in that shape, and the
// key unlocks a disk, so it is a secret wherever it stands.
func (s *scan) findRecoveryKeys() {
	t := s.text
	const groups, width = 8, 6
	const n = groups*width + groups - 1
	for i := 0; i+n <= len(t); i++ {
		if !isDigit(t[i]) || i > 0 && (isAlnum(t[i-1]) || t[i-1] == '-') {
			continue
		}
		ok := true
		for k := 0; k < n && ok; k++ {
			if k%(width+1) == width {
				ok = t[i+k] == '-'
			} else {
				ok = isDigit(t[i+k])
			}
		}
		if ok && (i+n == len(t) || !isAlnum(t[i+n]) && t[i+n] != '-') {
			s.add(kSecret, i, i+n, 0.9)
			i += n
		}
	}
}
