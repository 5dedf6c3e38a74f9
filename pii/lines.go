package pii

import (
	"iter"
	"strings"
)

// lineSpans yields the start and end (without its newline) of every line
// of t.
func lineSpans(t string) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		for ls := 0; ls < len(t); {
			le := strings.IndexByte(t[ls:], '\n')
			if le < 0 {
				le = len(t)
			} else {
				le += ls
			}
			if !yield(ls, le) {
				return
			}
			ls = le + 1
		}
	}
}
