package py

import (
	"os"
	"testing"
)

// BenchmarkCompileModule times the front end on a realistic module:
// parse, resolve (scopes and the post-parse checks) and compile.
func BenchmarkCompileModule(b *testing.B) {
	src, err := os.ReadFile("../syntax/testdata/bench_module.py")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if _, err := Compile("<bench>", string(src)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCompilePrint1 is the front end's share of a fresh run of a tiny
// program (BenchmarkFreshRunPrint1NoCache in interp): parse, resolve and
// compile of print(1), where fixed per-compile costs dominate.
func BenchmarkCompilePrint1(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := CompileWith("<code>", "print(1)", CompileOptions{NoCache: true}); err != nil {
			b.Fatal(err)
		}
	}
}
