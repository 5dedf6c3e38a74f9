package interp

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// probeFresh prints what a run without a namespace starts with; every run
// must see exactly this, whatever runs before or beside it did.
const probeFresh = `import sys
print(sorted(globals()), __name__, __doc__, sorted(k for k in ("json", "collections") if k in sys.modules))
`

// TestFreshRunsShareNothing runs programs that change everything a run
// starts from (the __main__ namespace, its keys, imported modules, the
// parser's and compiler's scratch state after errors) and checks that the
// next fresh run starts clean: runs share their start state only as
// copies.
func TestFreshRunsShareNothing(t *testing.T) {
	ctx := context.Background()
	first := Run(ctx, probeFresh, Options{})
	require.Nil(t, first.Error, first.FormatError())
	want := first.Stdout
	require.Equal(t, "['__doc__', '__name__', 'sys'] __main__ None []\n", want)
	mutators := []struct{ name, code string }{
		{"rebind dunders", "__name__ = 'changed'\n__doc__ = 'doc'\nx = 1\n"},
		{"docstring", "'module doc'\ny = 2\n"},
		{"globals dict", "g = globals()\ng.clear()\ng['__name__'] = 3\n"},
		{"key objects", "for k in list(globals()):\n    len(k); hash(k); k[1:]\n"},
		{"imports", "import json, collections\njson.dumps = None\ncollections.extra = 1\n"},
		{"sys.modules", "import sys\nsys.modules['json'] = 1\n"},
		{"syntax error", "x = [1, (2,\n"},
		{"deep syntax error", strings.Repeat("(", 150) + "1\n"},
		{"indentation error", "if x:\n  a\n    b\n"},
		{"name error", "undefined_name\n"},
	}
	for _, m := range mutators {
		t.Run(m.name, func(t *testing.T) {
			Run(ctx, m.code, Options{})
			res := Run(ctx, probeFresh, Options{})
			require.Nil(t, res.Error, res.FormatError())
			assert.Equal(t, want, res.Stdout)
		})
	}
}

// TestFreshRunsConcurrent runs mutating and probing programs at once:
// shared start state that any run wrote would show as a wrong probe (or
// as a race under -race).
func TestFreshRunsConcurrent(t *testing.T) {
	ctx := context.Background()
	want := Run(ctx, probeFresh, Options{}).Stdout
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 20 {
				if i%2 == 0 {
					Run(ctx, "__name__ = 'x'\nimport json\nfor k in list(globals()):\n    len(k)\nglobals().clear()\n", Options{})
					continue
				}
				if res := Run(ctx, probeFresh, Options{}); res.Stdout != want {
					errs <- res.Stdout + res.FormatError()
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// TestMeasuringSharesNothing runs the same cached program at once in
// several runs that all reach their memory limit, so each re-measures its
// live memory over the compiled names and constants the runs share: the
// measurement must leave those untouched (-race reports a write) and every
// run must still end in MemoryError.
func TestMeasuringSharesNothing(t *testing.T) {
	ctx := context.Background()
	const grow = "keep = []\nname = 'abc'\npair = (1, 'x')\nwhile True:\n    keep.append([name, pair, 'a' * 100])\n"
	var wg sync.WaitGroup
	results := make(chan *Result, 4)
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results <- Run(ctx, grow, Options{Limits: Limits{MaxDuration: 10 * time.Second, MaxMemory: 1 << 20, MaxOutput: 1000}})
		}()
	}
	wg.Wait()
	close(results)
	for res := range results {
		require.NotNil(t, res.Error)
		assert.Contains(t, res.FormatError(), "MemoryError")
	}
}
