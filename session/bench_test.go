package session

import (
	"testing"
	"time"

	"github.com/mcpython/mcpython/interp"
	"github.com/mcpython/mcpython/store/storetest"
)

// BenchmarkSmallSessionCall is one execute_code call's session work around
// print(1) in a session of three small globals: acquire (lock, version
// check), run, release (snapshot, store).
func BenchmarkSmallSessionCall(b *testing.B) {
	st := storetest.Open(b)
	m := New(Options{TTL: time.Hour, Store: st, Codec: InterpCodec()})
	s, _, _ := m.Acquire(ctx, LocalScope, "bench")
	interp.Run(ctx, "a, b, name = 1, 2.5, 'agent'", interp.Options{Namespace: s.Namespace})
	if _, err := m.Release(ctx, s); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s, _, err := m.Acquire(ctx, LocalScope, "bench")
		if err != nil {
			b.Fatal(err)
		}
		interp.Run(ctx, "print(1)", interp.Options{Namespace: s.Namespace})
		if _, err := m.Release(ctx, s); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMemoryOnlyCall is the same without a store, for comparison.
func BenchmarkMemoryOnlyCall(b *testing.B) {
	m := New(Options{TTL: time.Hour})
	s, _, _ := m.Acquire(ctx, LocalScope, "bench")
	interp.Run(ctx, "a, b, name = 1, 2.5, 'agent'", interp.Options{Namespace: s.Namespace})
	if _, err := m.Release(ctx, s); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s, _, _ := m.Acquire(ctx, LocalScope, "bench")
		interp.Run(ctx, "print(1)", interp.Options{Namespace: s.Namespace})
		if _, err := m.Release(ctx, s); err != nil {
			b.Fatal(err)
		}
	}
}
