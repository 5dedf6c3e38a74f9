package workspace

import (
	"fmt"
	"testing"

	"github.com/mcpython/mcpython/internal/testutil"
)

// Run with: go test -run '^$' -bench . -benchmem ./workspace/
// Each Write is a committed store transaction (fsync included).
func BenchmarkWrite(b *testing.B) {
	for _, size := range []int{1 << 10, 1 << 20} {
		b.Run(sizeName(size), func(b *testing.B) {
			ws := newWS(b, Options{})
			data := make([]byte, size)
			b.SetBytes(int64(size))
			b.ResetTimer()
			for i := range b.N {
				// A few distinct paths, so the database does not grow with b.N.
				if err := ws.Write(ctx, fmt.Sprintf("bench/f%d", i%16), data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkRead(b *testing.B) {
	for _, size := range []int{1 << 10, 1 << 20} {
		b.Run(sizeName(size), func(b *testing.B) {
			ws := newWS(b, Options{})
			testutil.Must(b, ws.Write(ctx, "bench/f", make([]byte, size)))
			b.SetBytes(int64(size))
			b.ResetTimer()
			for range b.N {
				if _, err := ws.Read(ctx, "bench/f"); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkList1000(b *testing.B) {
	ws := newWS(b, Options{})
	for i := range 1000 {
		testutil.Must(b, ws.Write(ctx, fmt.Sprintf("d%d/f%d", i%10, i), make([]byte, 100)))
	}
	b.ResetTimer()
	for range b.N {
		if _, err := ws.List(ctx, ""); err != nil {
			b.Fatal(err)
		}
	}
}

func sizeName(n int) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%dMiB", n>>20)
	}
	return fmt.Sprintf("%dKiB", n>>10)
}
