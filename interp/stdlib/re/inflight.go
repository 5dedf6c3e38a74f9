package re

import "github.com/mcpython/mcpython/interp/py"

// inflight charges memory that a result holds before Python code can see
// it (an output buffer, parsed items not yet in a list): the run's memory
// measurement cannot find it, so at each doubling the whole size is
// checked against the limit together with the live objects.
type inflight struct{ size, next int64 }

// firstCheck is the size below which nothing is checked.
const firstCheck = 1 << 20

func (f *inflight) grow(th *py.Thread, n int64) error {
	f.size += n
	if f.size < max(f.next, firstCheck) {
		return nil
	}
	f.next = 2 * f.size
	return th.CheckAlloc(f.size)
}
