package pii

import (
	"iter"
	"strings"
)

// siblingReach bounds how far from a candidate its siblings (numbers written
// the same way nearby) are looked for.
const siblingReach = 240

// stemsNear yields each offset where stem occurs within siblingReach bytes
// of the span [start, end) of t, the span's own start included.
func stemsNear(t, stem string, start, end int) iter.Seq[int] {
	return func(yield func(int) bool) {
		from, to := max(0, start-siblingReach), min(len(t), end+siblingReach)
		for p := from; p < to; {
			k := strings.Index(t[p:to], stem)
			if k < 0 {
				return
			}
			q := p + k
			p = q + 1
			if !yield(q) {
				return
			}
		}
	}
}
