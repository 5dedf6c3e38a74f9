package unicodedata

import (
	"strings"

	"golang.org/x/text/unicode/norm"

	"github.com/mcpython/mcpython/interp/py"
)

// normalizeChunk is how many output bytes normalizeCharged produces
// between charging memory and checking the deadline.
const normalizeChunk = 64 << 10

// normalizeCharged normalizes s a segment at a time, charging the output to
// the run's memory as it grows and checking the deadline: NFKD expands one
// character to up to 18, so 12 MB of input can ask for 200 MB and seconds
// of work that form.String would do in one uninterruptible call.
func normalizeCharged(th *py.Thread, form norm.Form, s string) (string, error) {
	var it norm.Iter
	it.InitString(form, s)
	var b strings.Builder
	charged := 0
	for !it.Done() {
		b.Write(it.Next())
		if b.Len()-charged >= normalizeChunk {
			if err := th.CheckGrowth(int64(b.Len()), int64(b.Len()-charged)); err != nil {
				return "", err
			}
			if err := th.TickN(normalizeChunk / 256); err != nil {
				return "", err
			}
			charged = b.Len()
		}
	}
	if err := th.CheckGrowth(int64(b.Len()), int64(b.Len()-charged)); err != nil {
		return "", err
	}
	return b.String(), nil
}
