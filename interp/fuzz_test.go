package interp

import (
	"context"
	"testing"
	"time"
)

// FuzzRun parses and runs arbitrary source under tight limits: whatever the
// input, the run must end (no hang) without a Go panic escaping or an
// internal error.
func FuzzRun(f *testing.F) {
	seeds := []string{
		"print(1)",
		"x = [i for i in range(10)]\nprint(sum(x))",
		"def f(n):\n    return f(n+1)\nf(0)",
		"while True: pass",
		"s = 'a' * 10\nprint(s.upper(), s[::2])",
		"class A:\n    def __repr__(self): return 'A'\nprint([A()], {1: A()})",
		"try:\n    1/0\nexcept ZeroDivisionError as e:\n    print(e)",
		"def g():\n    yield 1\n    yield 2\nprint(list(g()))",
		"import json\n",
		"a = []\na.append(a)\nprint(a)",
		"print(f'{1+1=} {\"x\"!r:>5}')",
		"match [1, 2]:\n    case [a, *b]: print(a, b)",
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		res := Run(context.Background(), src, Options{Limits: Limits{
			MaxDuration: 200 * time.Millisecond,
			MaxMemory:   16 << 20,
			MaxOutput:   4096,
			MaxDepth:    200,
		}})
		if res.Error != nil && res.Error.GoStack != "" {
			t.Fatalf("internal error on %q: %s\n%s", src, res.Error.Message, res.Error.GoStack)
		}
		if res.Duration > 2*time.Second {
			t.Fatalf("run took %s on %q", res.Duration, src)
		}
	})
}
