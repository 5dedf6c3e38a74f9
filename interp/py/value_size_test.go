package py

import (
	"testing"
	"unsafe"
)

// The values that make up most of a data-holding program's heap keep to
// Go allocator size classes: one more field can move a type to the next
// class and cost every instance a third more (a Str at 56 bytes took 64).
func TestValueSizes(t *testing.T) {
	cases := []struct {
		name string
		size uintptr
		max  uintptr
	}{
		{"Str", unsafe.Sizeof(Str{}), 32},
		// what a non-ASCII str adds once its length is known
		{"strExt", unsafe.Sizeof(strExt{}), 24},
		{"dictEntry", unsafe.Sizeof(dictEntry{}), 40},
		// a size class of its own: with two values beside it, 80 bytes
		{"Instance", unsafe.Sizeof(Instance{}), 32},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.size > c.max {
				t.Errorf("%s is %d bytes, want at most %d", c.name, c.size, c.max)
			}
		})
	}
}
