package pii

import "strings"

// dropDigests removes secret candidates that are a digest written with its
// algorithm ("sha256:2b7e…", "md5=9e10…"): the hash of a file, an image or
// a payload, which gitleaks' generic rule reads as the value of a "key"
// ("cache key sha256:…") and no recognizer should report; and those a
// count unit follows, quantities ("rotation every 6A12345678901 days").
func (s *scan) dropDigests() {
	kept := s.cands[:0]
	for _, c := range s.cands {
		if c.k != kSecret || !digestWritten(s.text, c.start, c.end) && !unitAfter(s.text, c.end) {
			kept = append(kept, c)
		}
	}
	s.cands = kept
}

// digestWritten reports hex digits at [start, end) (a "sha256:" prefix
// included or not) after an algorithm name and ':' or '='.
func digestWritten(t string, start, end int) bool {
	val := t[start:end]
	if k := strings.IndexAny(val, ":="); k > 0 && digestAlgorithm(val[:k]) {
		return isHexString(val[k+1:])
	}
	if start < 2 || (t[start-1] != ':' && t[start-1] != '=') || !isHexString(val) {
		return false
	}
	p := start - 1
	for p > 0 && start-p < 12 && (isAlnum(t[p-1]) || t[p-1] == '-') {
		p--
	}
	return digestAlgorithm(t[p : start-1])
}

// isHexString reports a string of 16 or more hex digits: short runs are
// words ("cafe", "deadbeef") more often than digests.
func isHexString(v string) bool {
	if len(v) < 16 {
		return false
	}
	for i := 0; i < len(v); i++ {
		if !isHex(v[i]) {
			return false
		}
	}
	return true
}
