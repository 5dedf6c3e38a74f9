package re

import (
	"context"
	"strings"
	"testing"

	"github.com/mcpython/mcpython/interp/py"
)

// The same work timed under CPython, for ratios (python3 testdata/bench.py):
//   findall(r'\w+') over 1 MB, sub(r'\d+', '#') and sub(r'(\w+) (\w+)', r'\2 \1').

// benchText is about 1 MB of words, spaces, digits and punctuation.
func benchText() string {
	return strings.Repeat("hello world, this is some text 12345. ", 1<<20/38)
}

// benchCall runs pattern.method(args...) through the module as Python
// code would.
func benchCall(b *testing.B, pattern, method string, args ...py.Object) {
	b.Helper()
	th := py.NewThread(context.Background(), py.Limits{})
	m, err := py.InstantiateModule(th, Modules()[0])
	if err != nil {
		b.Fatal(err)
	}
	compile, _ := m.Dict.GetStr("compile")
	pat, err := py.Call(th, compile, []py.Object{py.NewStr(pattern)}, nil)
	if err != nil {
		b.Fatal(err)
	}
	fn, err := py.GetAttr(th, pat, method)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(1 << 20)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := py.Call(th, fn, args, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkFindallWords1MB(b *testing.B) {
	benchCall(b, `\w+`, "findall", py.NewStr(benchText()))
}

func BenchmarkSubDigits1MB(b *testing.B) {
	benchCall(b, `\d+`, "sub", py.NewStr("#"), py.NewStr(benchText()))
}

func BenchmarkSubSwapWords1MB(b *testing.B) {
	benchCall(b, `(\w+) (\w+)`, "sub", py.NewStr(`\2 \1`), py.NewStr(benchText()))
}
