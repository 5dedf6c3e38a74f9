package main

import (
	"math"
	"runtime/debug"
	"testing"
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
