package py

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// Results whose size is known in advance are refused before anything is
// allocated: the run fails with MemoryError while its peak accounted
// memory stays tiny.
func TestKnownSizeResultsArePrechecked(t *testing.T) {
	cases := []string{
		"[0] * 10**9",
		"[1, 2] * 10**9",
		"(0,) * 10**9",
		"x = [0] * 1000\nx *= 10**7",
		"list(range(10**9))",
		"tuple(range(10**9))",
		"sorted(range(10**9))",
		"set(range(10**9))",
		"frozenset(range(10**9))",
		"dict.fromkeys(range(10**9))",
		"list(range(2**62, 2**63 + 10))",
		"10 ** (10 ** 10)",
	}
	for _, src := range cases {
		t.Run(src, func(t *testing.T) {
			th, err := runPy(t, src, Limits{MaxMemory: 256 << 20, MaxDuration: 10 * time.Second})
			assert.Equal(t, "MemoryError", exceptionName(err))
			assert.Less(t, th.MemPeak(), int64(64<<20), "the result was built before the check")
		})
	}
}

func TestHugeRangesOverflowLikeCPython(t *testing.T) {
	cases := map[string]string{
		"list(range(10**30))":     "OverflowError",
		"set(range(10**30))":      "MemoryError", // CPython iterates until memory runs out
		"len(range(10**30))":      "OverflowError",
		"range(10**30)[-1]":       "",
		"10**29 in range(10**30)": "",
	}
	for src, want := range cases {
		t.Run(src, func(t *testing.T) {
			_, err := runPy(t, src, Limits{})
			assert.Equal(t, want, exceptionName(err))
		})
	}
}

// Loops inside builtins tick the step counter, so a step budget stops them.
func TestBuiltinLoopsTick(t *testing.T) {
	cases := []string{
		"sum(range(10**12))",
		"sum(x for x in range(10**12))",
		"max(range(10**12))",
		"any(False for _ in range(10**12))",
		"set(iter(range(10**12)))",
		"list(filter(None, range(1, 10**12)))",
		"sorted(range(10**6), key=lambda x: -x)",
		"10**12 in range(0, 10**13, 3) or list(map(abs, range(10**12)))",
		"{i: i for i in range(10)}.fromkeys(iter(range(10**12)))",
		"list(zip(range(10**12), range(10**12)))",
	}
	for _, src := range cases {
		t.Run(src, func(t *testing.T) {
			_, err := runPy(t, src, Limits{MaxSteps: 200000, MaxMemory: 1 << 30})
			assert.Contains(t, []string{"TimeoutError", "MemoryError"}, exceptionName(err))
		})
	}
}
