package main

import (
	"math"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"testing"
	"time"
)

func TestLimitHeapToRun(t *testing.T) {
	cases := []struct {
		name      string
		env       string // GOMEMLIMIT
		before    int64  // the soft limit in force
		budget    int64
		wantAfter int64
	}{
		{"no limit yet", "", math.MaxInt64, 256 << 20, 2*256<<20 + runHeapSlack},
		{"a tighter limit stays", "", 100 << 20, 256 << 20, 100 << 20},
		{"GOMEMLIMIT wins", "1GiB", math.MaxInt64, 256 << 20, math.MaxInt64},
		{"a budget that would overflow", "", math.MaxInt64, math.MaxInt64 / 2, math.MaxInt64},
		{"no budget", "", math.MaxInt64, 0, math.MaxInt64},
	}
	saved := debug.SetMemoryLimit(-1)
	t.Cleanup(func() { debug.SetMemoryLimit(saved) })
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Setenv("GOMEMLIMIT", c.env)
			debug.SetMemoryLimit(c.before)
			limitHeapToRun(c.budget)
			if got := debug.SetMemoryLimit(-1); got != c.wantAfter {
				t.Errorf("soft limit %d, want %d", got, c.wantAfter)
			}
		})
	}
}

func TestAdaptiveGCPercent(t *testing.T) {
	cases := []struct {
		live uint64
		want int
	}{
		{0, 100},
		{1 << 20, 100},
		{headroomBytes, 100},
		{headroomBytes + 1, 99},
		{6 << 20, 50},
		{8 << 20, 37},
		{12 << 20, 25},
		{16 << 20, 25},
		{100 << 20, 25},
		{1 << 40, 25},
	}
	for _, c := range cases {
		if got := adaptiveGCPercent(c.live); got != c.want {
			t.Errorf("adaptiveGCPercent(%d MiB) = %d, want %d", c.live>>20, got, c.want)
		}
	}
}

// TestGCFollowerRetunes holds a large live heap and checks that a
// collection lowers GOGC, and that freeing it raises GOGC again.
func TestGCFollowerRetunes(t *testing.T) {
	saved := debug.SetGCPercent(100)
	stop := followGC()
	t.Cleanup(func() {
		stop()
		debug.SetGCPercent(saved)
	})
	held := make([][]byte, 64)
	for i := range held {
		held[i] = make([]byte, 1<<20) // 64 MiB live
	}
	waitForGOGC(t, "the floor", func(p int) bool { return p == minGCPercent })
	runtime.KeepAlive(held)
	clear(held) // drop the 64 MiB; the slice of headers stays
	// what is left live is the test binary's own heap, a few MiB: GOGC
	// above the floor (100 at most 3 MiB live)
	waitForGOGC(t, "above the floor", func(p int) bool { return p > minGCPercent })
}

// waitForGOGC collects until the follower has set a GOGC that ok accepts;
// the follower runs on the finalizer goroutine, after the cycle.
func waitForGOGC(t *testing.T, want string, ok func(int) bool) {
	t.Helper()
	sample := []metrics.Sample{{Name: "/gc/gogc:percent"}}
	for range 100 {
		runtime.GC()
		time.Sleep(time.Millisecond)
		metrics.Read(sample)
		if ok(int(sample[0].Value.Uint64())) {
			return
		}
	}
	metrics.Read(sample)
	t.Fatalf("GOGC is %d after 100 collections, want %s", sample[0].Value.Uint64(), want)
}
