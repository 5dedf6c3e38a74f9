package py

import (
	"strings"
	"sync"
	"sync/atomic"
)

// Attribute and method names in compiled code are one str per name for
// the whole process: an instance's __dict__ filled by __init__ and the
// class caches are then probed by pointer from every other function that
// reads the same attribute (a dataclass's generated __eq__, code written
// later), without comparing the bytes. The table holds the names code
// uses, so it is bounded: past maxInternedNames a name gets a str of its
// own, which is only slower.

var (
	internedNames sync.Map // string → *Str
	internedCount atomic.Int32
)

const maxInternedNames = 1 << 16

// internName returns the process-wide str for name, hash computed.
func internName(name string) *Str {
	if v, ok := internedNames.Load(name); ok {
		return v.(*Str)
	}
	// a copy: name may be a slice of a whole program's source
	st := NewStrInterned(strings.Clone(name))
	if internedCount.Load() >= maxInternedNames {
		return st
	}
	v, loaded := internedNames.LoadOrStore(st.s, st)
	if !loaded {
		internedCount.Add(1)
	}
	return v.(*Str)
}
