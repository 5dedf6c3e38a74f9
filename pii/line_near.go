package pii

import "strings"

// lineNear returns the part of t around [start, end) that lies on the
// same line, at most reach bytes to either side: where the numbers listed
// beside a candidate are looked for.
func lineNear(t string, start, end, reach int) (from, to int) {
	from, to = max(0, start-reach), min(len(t), end+reach)
	if k := strings.LastIndexByte(t[from:start], '\n'); k >= 0 {
		from += k + 1
	}
	if k := strings.IndexByte(t[end:to], '\n'); k >= 0 {
		to = end + k
	}
	return from, to
}
