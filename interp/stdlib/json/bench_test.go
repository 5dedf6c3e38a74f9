package json

import (
	"context"
	"strings"
	"testing"

	"github.com/mcpython/mcpython/interp/py"
)

// The same work timed under CPython, for ratios: python3 testdata/bench.py.

// benchDoc builds, in Python, the ~1 MB document of testdata/bench.py:
// records with strings (some non-ASCII), ints, floats, bools, None and
// nested lists and dicts.
const benchDoc = `
doc = [
    {"id": i, "name": "user%d" % i, "email": "user%d@example.com" % i,
     "score": i * 1.25, "active": i % 2 == 0, "tags": ["a", "b", "c%d" % (i % 7)],
     "note": None if i % 3 else "caf\u00e9 \u2013 r\u00e9sum\u00e9",
     "address": {"street": "%d Main St" % i, "city": "Springfield", "zip": "%05d" % i}}
    for i in range(4600)
]
`

func benchSetup(b *testing.B) (*py.Thread, *py.Module, py.Object) {
	b.Helper()
	th := py.NewThread(context.Background(), py.Limits{})
	m, err := py.InstantiateModule(th, moduleDef())
	if err != nil {
		b.Fatal(err)
	}
	prog, err := py.Compile("<bench>", benchDoc)
	if err != nil {
		b.Fatal(err)
	}
	g := py.NewDict()
	g.SetStr("__name__", py.NewStr("__bench__"))
	if _, err := th.RunProgram(prog, g); err != nil {
		b.Fatal(err)
	}
	doc, _ := g.GetStr("doc")
	return th, m, doc
}

func BenchmarkDumps1MB(b *testing.B) {
	th, m, doc := benchSetup(b)
	dumps, _ := m.Dict.GetStr("dumps")
	out, err := py.Call(th, dumps, []py.Object{doc}, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(out.(*py.Str).String())))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := py.Call(th, dumps, []py.Object{doc}, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLoads1MB(b *testing.B) {
	th, m, doc := benchSetup(b)
	dumps, _ := m.Dict.GetStr("dumps")
	loads, _ := m.Dict.GetStr("loads")
	text, err := py.Call(th, dumps, []py.Object{doc}, nil)
	if err != nil {
		b.Fatal(err)
	}
	if n := len(text.(*py.Str).String()); n < 1<<20 || !strings.HasPrefix(text.(*py.Str).String(), "[{") {
		b.Fatalf("document of %d bytes", n)
	}
	b.SetBytes(int64(len(text.(*py.Str).String())))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := py.Call(th, loads, []py.Object{text}, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDumpsIndent1MB(b *testing.B) {
	th, m, doc := benchSetup(b)
	dumps, _ := m.Dict.GetStr("dumps")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := py.Call(th, dumps, []py.Object{doc, py.Int(2)}, []string{"indent"}); err != nil {
			b.Fatal(err)
		}
	}
}
