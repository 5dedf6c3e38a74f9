package syntax

import (
	"os"
	"strings"
	"testing"
)

// benchSource is a realistic module of about 2,000 lines: the 174-line
// testdata/bench_module.py repeated.
func benchSource(tb testing.TB) []byte {
	tb.Helper()
	data, err := os.ReadFile("testdata/bench_module.py")
	if err != nil {
		tb.Fatal(err)
	}
	body := strings.Replace(string(data), "from __future__ import annotations\n", "", 1)
	src := string(data) + strings.Repeat("\n"+body, 11)
	return []byte(src)
}

func BenchmarkParse(b *testing.B) {
	src := benchSource(b)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("bench.py", src); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkTokenize(b *testing.B) {
	src := benchSource(b)
	text, serr := prepareSource(string(src))
	if serr != nil {
		b.Fatal(serr)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		s := newScanner(text)
		var t token
		for {
			s.next(&t)
			if t.kind == tEOF {
				break
			}
			if t.kind == tError {
				b.Fatal(s.err)
			}
		}
	}
}
