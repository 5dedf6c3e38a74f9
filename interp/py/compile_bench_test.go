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
