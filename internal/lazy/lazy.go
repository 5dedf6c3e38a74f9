// Package lazy holds package-level values that are built at their first
// use instead of when the process starts.
//
// A package-level variable whose initialiser calls a function or builds a
// map gives its package an init task, and every init task faults in pages
// of the binary (Linux maps 64 KiB around each fault): each one cost every
// process tens of KiB of RSS whether it used the module or not. A Value
// declared as a composite literal is laid out by the linker instead.
package lazy

import "sync"

// Value is built by New at the first Get, once per process; runs on
// other goroutines wait for it and share it.
type Value[T any] struct {
	New func() T

	once sync.Once
	v    T
}

// Get returns the value, building it on the first call.
func (l *Value[T]) Get() T {
	l.once.Do(l.build)
	return l.v
}

func (l *Value[T]) build() { l.v = l.New() }
