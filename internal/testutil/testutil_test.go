package testutil

import (
	"errors"
	"fmt"
	"testing"
)

// recorder is a testing.TB that records a Fatalf instead of stopping.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Helper() {}
func (r *recorder) Fatalf(string, ...any) {
	r.failed = true
}

func TestHelpersFailAndPass(t *testing.T) {
	sentinel := errors.New("sentinel")
	tests := []struct {
		name     string
		check    func(tb testing.TB)
		wantFail bool
	}{
		{"Must nil", func(tb testing.TB) { Must(tb, nil) }, false},
		{"Must error", func(tb testing.TB) { Must(tb, sentinel) }, true},
		{"ErrorIs wrapped", func(tb testing.TB) { ErrorIs(tb, fmt.Errorf("x: %w", sentinel), sentinel) }, false},
		{"ErrorIs other", func(tb testing.TB) { ErrorIs(tb, errors.New("other"), sentinel) }, true},
		{"Equal maps", func(tb testing.TB) { Equal(tb, map[string]int{"a": 1}, map[string]int{"a": 1}) }, false},
		{"Equal differs", func(tb testing.TB) { Equal(tb, []int{1}, []int{2}) }, true},
		{"Contains", func(tb testing.TB) { Contains(tb, "haystack", "st") }, false},
		{"Contains missing", func(tb testing.TB) { Contains(tb, "haystack", "needle") }, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &recorder{TB: t}
			tt.check(r)
			if r.failed != tt.wantFail {
				t.Fatalf("failed = %v, want %v", r.failed, tt.wantFail)
			}
		})
	}
}

func TestClockSteps(t *testing.T) {
	c := Clock()
	first, second := c(), c()
	if !first.Equal(Epoch) || second.Sub(first).Seconds() != 1 {
		t.Fatalf("clock gave %v then %v", first, second)
	}
}

func TestCheckCPython(t *testing.T) {
	CheckCPython(t, "import math", []PyCase{
		{Name: "int", Expr: "2**10", Want: "1024"},
		{Name: "float repr", Expr: "math.pi", Want: "3.141592653589793"},
	})
}
