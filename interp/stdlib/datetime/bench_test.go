package datetime

import (
	"context"
	"testing"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/syntax"
)

// Datetime arithmetic runs in Go: these measure the cost of the Python
// operators on native values (no interpreter loop around them).
func BenchmarkDateTimeAddTimedelta(b *testing.B) {
	th := py.NewThread(context.Background(), py.Limits{})
	var x py.Object = &DateTime{y: 2024, m: 1, d: 2, h: 3, mi: 4, s: 5}
	td := &Timedelta{days: 1, secs: 3600}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := py.BinaryOp(th, syntax.Add, x, td); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDateTimeSubtract(b *testing.B) {
	th := py.NewThread(context.Background(), py.Limits{})
	x := &DateTime{y: 2024, m: 1, d: 2, h: 3, mi: 4, s: 5, tz: UTC}
	y := &DateTime{y: 2023, m: 6, d: 1, tz: UTC}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := py.BinaryOp(th, syntax.Sub, x, y); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDateTimeCompare(b *testing.B) {
	th := py.NewThread(context.Background(), py.Limits{})
	x := &DateTime{y: 2024, m: 1, d: 2}
	y := &DateTime{y: 2024, m: 1, d: 3}
	for i := 0; i < b.N; i++ {
		if _, err := py.RichCompare(th, x, y, py.CmpLT); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkStrftime(b *testing.B) {
	f := TimeFields{Year: 2024, Month: 3, Day: 5, Hour: 13, Minute: 4, Second: 5}.withDerived()
	for i := 0; i < b.N; i++ {
		CStrftime("%Y-%m-%d %H:%M:%S", f)
	}
}
