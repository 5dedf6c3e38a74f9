package itertools_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/mcpython/mcpython/interp"
)

// The library's loops count steps and memory, so endless or huge work
// ends with the run's TimeoutError or MemoryError instead of hanging.
func TestGuards(t *testing.T) {
	cases := []struct {
		name, code, errType string
		limits              interp.Limits
	}{
		{"endless count", "import itertools\nfor _ in itertools.count(): pass", "TimeoutError", interp.Limits{MaxSteps: 200000}},
		{"endless cycle in sum", "import itertools\nsum(itertools.islice(itertools.cycle([1]), 10**12))", "TimeoutError", interp.Limits{MaxSteps: 200000}},
		{"list of repeat", "import itertools\nlist(itertools.repeat(0))", "MemoryError", interp.Limits{MaxMemory: 8 << 20}},
		{"huge product", "import itertools\nlist(itertools.product(range(100), repeat=20))", "MemoryError", interp.Limits{MaxMemory: 8 << 20}},
		{"dropwhile skipping", "import itertools\nnext(itertools.dropwhile(lambda x: True, itertools.count()))", "TimeoutError", interp.Limits{MaxSteps: 100000}},
		{"factorial", "import math\nmath.factorial(10**9)", "MemoryError", interp.Limits{MaxMemory: 8 << 20}},
		{"deque extend", "import collections, itertools\ncollections.deque(itertools.count())", "MemoryError", interp.Limits{MaxMemory: 8 << 20}},
		{"heap of an endless iterator", "import heapq, itertools\nheapq.nlargest(3, itertools.count())", "TimeoutError", interp.Limits{MaxSteps: 100000}},
		{"Counter of an endless iterator", "import collections, itertools\ncollections.Counter(itertools.count())", "MemoryError", interp.Limits{MaxMemory: 8 << 20}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tc.limits.MaxDuration = 20 * time.Second
			start := time.Now()
			res := interp.Run(context.Background(), tc.code, interp.Options{Limits: tc.limits})
			if res.Error == nil {
				t.Fatalf("no error; stdout %q", res.Stdout)
			}
			if res.Error.Type != tc.errType {
				t.Fatalf("got %s: %s", res.Error.Type, strings.TrimSpace(res.Error.Message))
			}
			if d := time.Since(start); d > 10*time.Second {
				t.Errorf("took %s", d)
			}
		})
	}
}
