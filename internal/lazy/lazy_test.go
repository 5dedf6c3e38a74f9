package lazy

import (
	"sync"
	"sync/atomic"
	"testing"
)

// counted is declared like the package's users declare theirs: a
// composite literal, no init work.
var (
	builds  atomic.Int32
	counted = Value[[]int]{New: func() []int {
		builds.Add(1)
		return []int{1, 2, 3}
	}}
)

// TestBuiltOnceShared: concurrent first uses build the value once and all
// see the same one.
func TestBuiltOnceShared(t *testing.T) {
	const goroutines = 8
	got := make([][]int, goroutines)
	var wg sync.WaitGroup
	for i := range goroutines {
		wg.Go(func() { got[i] = counted.Get() })
	}
	wg.Wait()
	if n := builds.Load(); n != 1 {
		t.Fatalf("built %d times, want 1", n)
	}
	for i, v := range got {
		if len(v) != 3 || &v[0] != &got[0][0] {
			t.Fatalf("goroutine %d got %v, not the shared value", i, v)
		}
	}
}
