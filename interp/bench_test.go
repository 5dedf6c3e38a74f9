package interp

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpython/mcpython/interp/py"
)

// Speed targets live here, never in timed unit tests. `make bench` runs
// these and the same programs under python3 (interp/internal/benchcmp).

// BenchmarkFreshRunPrint1 is a fresh run of print(1): the second and later
// take the program from the compiled-code cache.
func BenchmarkFreshRunPrint1(b *testing.B) { benchFreshRun(b, Options{}) }

// BenchmarkFreshRunPrint1NoCache parses and compiles print(1) every time.
func BenchmarkFreshRunPrint1NoCache(b *testing.B) {
	benchFreshRun(b, Options{Compile: py.CompileOptions{NoCache: true}})
}

func benchFreshRun(b *testing.B, opts Options) {
	ctx := context.Background()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		res := Run(ctx, "print(1)", opts)
		if res.Stdout != "1\n" {
			b.Fatal(res.Error)
		}
	}
}

func BenchmarkPrograms(b *testing.B) {
	files, err := filepath.Glob("testdata/bench/*.py")
	if err != nil || len(files) == 0 {
		b.Fatal("no benchmark programs")
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(f), ".py")
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				res := Run(context.Background(), string(src), Options{})
				if res.Error != nil {
					b.Fatal(res.FormatError())
				}
			}
		})
	}
}
