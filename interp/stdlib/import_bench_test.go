package stdlib_test

import (
	"context"
	"testing"

	"github.com/mcpython/mcpython/interp"
)

// BenchmarkImport measures what importing a module costs a run (each run
// builds fresh module objects; the Python source is compiled once).
func BenchmarkImport(b *testing.B) {
	for _, name := range dataRuntimeModules {
		b.Run(name, func(b *testing.B) {
			code := "import " + name
			for i := 0; i < b.N; i++ {
				if res := interp.Run(context.Background(), code, interp.Options{}); res.Error != nil {
					b.Fatal(res.FormatError())
				}
			}
		})
	}
}

// BenchmarkDataclassInit measures constructing dataclass instances through
// the generated (closure) __init__.
func BenchmarkDataclassInit(b *testing.B) {
	code := `from dataclasses import dataclass, field
@dataclass
class P:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)
for i in range(10000):
    P(i, y=2)`
	for i := 0; i < b.N; i++ {
		if res := interp.Run(context.Background(), code, interp.Options{}); res.Error != nil {
			b.Fatal(res.FormatError())
		}
	}
}
