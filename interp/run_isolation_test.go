package interp

import (
	"context"
	"fmt"
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

// TestConcurrentStdlibRuns runs programs at once that use what runs share
// by design (compiled-code and pure-Python module caches, interned names,
// ABC caches, regex caches) and what each run must own (its classes and
// their attribute caches, patched dunders, enums, dataclasses); make test
// runs the Concurrent tests under the race detector.
func TestConcurrentStdlibRuns(t *testing.T) {
	var wg sync.WaitGroup
	for i := 0; i < 16; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			code := fmt.Sprintf(`
from dataclasses import dataclass, field
from collections import Counter, defaultdict, namedtuple, OrderedDict, deque
import json, re, enum, functools, itertools, statistics, datetime, abc
class Color(enum.Enum):
    RED = 1
    BLUE = 2
@dataclass(order=True, frozen=True)
class K:
    a: int
    b: str = "x"
P = namedtuple("P", "x y")
class V:
    __slots__ = ("x",)
    def __init__(self, x): self.x = x
    def __add__(self, o): return V(self.x + o.x)
    def __eq__(self, o): return isinstance(o, V) and self.x == o.x
    def __hash__(self): return hash(self.x)
class W(V):
    pass
V.__add__ = lambda s, o: V(s.x + o.x + 0)
ks = sorted({K(j %% 7, str(j)) for j in range(200)})
c = Counter(k.a for k in ks)
dd = defaultdict(list)
for k in ks: dd[k.a].append(k.b)
p = P(1, 2)._replace(x=%d)
s = sum((W(j) for j in range(50)), V(0)).x
j = json.loads(json.dumps({"a": [1, 2, {"b": None}], "c": Color.RED.name}))
m = re.findall(r"(\w+)=(\d+)", "a=1 b=2 c=3")
isinstance(ks, abc.ABC); isinstance(c, dict); issubclass(OrderedDict, dict)
st = statistics.mean([1, 2, 3])
dt = datetime.date(2024, 1, 1) + datetime.timedelta(days=%d)
print(len(ks), c.most_common(1), p.x, s, j["c"], m[0], st, dt.isoformat(), Color(1))
`, i, i)
			res := Run(context.Background(), code, Options{})
			// CPython 3.11 prints the same for i=3
			want := fmt.Sprintf("200 [(0, 29)] %d 1225 RED ('a', '1') 2 2024-01-%02d Color.RED\n", i, i+1)
			if res.Error != nil || res.Stdout != want {
				t.Errorf("run %d: %q want %q %s", i, res.Stdout, want, res.FormatError())
			}
		}(i)
	}
	wg.Wait()
}
