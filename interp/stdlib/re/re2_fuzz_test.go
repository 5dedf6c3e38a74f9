package re

import (
	"context"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/mcpython/mcpython/interp/py"
)

// FuzzRE2AgainstRegexp2 checks that Go's regexp, where the translator
// accepts a pattern, finds what regexp2 finds: every variant from every
// position, and the successive matches of findall.
func FuzzRE2AgainstRegexp2(f *testing.F) {
	seeds := []struct {
		pattern, subject string
		flags            uint16
	}{
		{`(a|ab)(c|bcd)?`, "abcd", 0}, {`\b\w+\b`, "hi there", 0}, {`(?i)straße`, "STRASSE Straße", 0},
		{`^\w+$`, "a\nbb\n", flagMultiline}, {`a*?`, "aaa", 0}, {`(\d+)-(\d+)?`, "12-34-", 0},
		{`[^\W\d]+`, "é1x_", 0}, {`.+`, "a\nb", flagDotAll}, {`(?:(a)|b)+`, "ab", 0}, {`$`, "x\n", 0},
		{`(?i)[k-s]+`, "KELVIN \u212a", flagASCII}, {`|a`, "aa", 0}, {`x*\B`, "xx yy", 0},
	}
	for _, s := range seeds {
		f.Add(s.pattern, s.subject, s.flags)
	}
	f.Fuzz(func(t *testing.T, pattern, subject string, flags uint16) {
		if len(pattern) > 40 || len(subject) > 64 || !utf8.ValidString(pattern) || !utf8.ValidString(subject) {
			return
		}
		flags &= flagIgnoreCase | flagMultiline | flagDotAll | flagVerbose | flagASCII
		rx, err := CompileString(pattern, int(flags))
		if err != nil || rx.re2 == nil {
			return
		}
		back := *rx
		back.re2, back.fast = nil, nil
		th := py.NewThread(context.Background(), py.Limits{MaxDuration: 2 * time.Second})
		runes := []rune(subject)
		n := rx.Groups()
		for end := len(runes); end >= max(0, len(runes)-1); end-- {
			for pos := 0; pos <= end; pos++ {
				for v := vSearch; v < numVariants; v++ {
					got, want := make([]int, 2*(n+1)), make([]int, 2*(n+1))
					okWant, err := back.Exec(th, v, NewText(runes), pos, end, want)
					if err != nil {
						return // regexp2 ran out of time: nothing to compare
					}
					okGot, err := rx.Exec(th, v, NewText(runes), pos, end, got)
					if err != nil {
						t.Fatalf("%q: %v", pattern, err)
					}
					if okGot != okWant || okGot && !equalInts(got, want) {
						t.Fatalf("pattern %q flags %d on %q[%d:%d] variant %d: re2 %v %v, regexp2 %v %v",
							pattern, flags, subject, pos, end, v, okGot, got, okWant, want)
					}
				}
			}
		}
	})
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
