package server

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestNativeRecursionThroughServer: the programs of issue 9 that ended the
// whole server with a Go stack overflow, and chains of 100,000 nested
// iterators, end in RecursionError through execute_code, in process and in
// a worker, and the next call works. (interp.TestNativeRecursion drives
// all 90 native re-entry paths in a child process.)
func TestNativeRecursionThroughServer(t *testing.T) {
	if testing.Short() {
		t.Skip("builds deep iterator chains")
	}
	chain := func(wrap string) string {
		return "import itertools, operator\nit = iter([1, 2])\nfor _ in range(100000):\n    it = " + wrap + "\nlist(it)"
	}
	programs := []struct{ name, code string }{
		{"__init__ is the class", "class A: pass\nA.__init__ = A\nA()"},
		{"self-containing deques", "from collections import deque\na = deque([1]); a.append(a); b = deque([1]); b.append(b)\na == b"},
		{"map chain", chain("map(abs, it)")},
		{"zip chain", chain("map(operator.itemgetter(0), zip(it))")},
		{"filter chain", chain("filter(None, it)")},
		{"enumerate chain", chain("map(operator.itemgetter(1), enumerate(it))")},
		{"generator expression chain", chain("(x for x in it)")},
		{"itertools.chain chain", chain("itertools.chain(it)")},
		{"itertools.islice chain", chain("itertools.islice(it, None)")},
		{"itertools.accumulate chain", chain("itertools.accumulate(it)")},
	}
	inProcess := newFixture(t)
	inWorker, _ := newWorkerFixture(t, 1, false)
	for mode, f := range map[string]*fixture{"in process": inProcess, "worker": inWorker} {
		for _, p := range programs {
			out, res := f.exec(map[string]any{"code": p.code})
			require.NotNil(t, out.Error, "%s, %s: %s", mode, p.name, text(res))
			require.Equal(t, "RecursionError", out.Error.Type, "%s, %s: %s", mode, p.name, out.Error.Message)
			next, _ := f.exec(map[string]any{"code": "1 + 1"})
			require.Equal(t, "2", *next.Result, "%s, %s: the next call works", mode, p.name)
		}
	}
}
