package worker

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/mcpython/mcpython/interp"
)

// BenchmarkPoolRun is one print(1) through a warm worker: the pipe, the
// run's context and its memory fence; p50 and p90 per run.
func BenchmarkPoolRun(b *testing.B) {
	p, err := NewPool(Config{Command: testCommand(), Env: testEnv(), Size: 1, Memory: 512 << 20})
	if err != nil {
		b.Fatal(err)
	}
	defer p.Close()
	req := func() *RunRequest {
		return &RunRequest{Code: "print(1)", Limits: interp.Limits{MaxDuration: 10 * time.Second, MaxMemory: 256 << 20}}
	}
	for range 20 {
		if _, err := p.Run(context.Background(), req(), Surface{}); err != nil {
			b.Fatal(err)
		}
	}
	times := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for range b.N {
		start := time.Now()
		if _, err := p.Run(context.Background(), req(), Surface{}); err != nil {
			b.Fatal(err)
		}
		times = append(times, time.Since(start))
	}
	b.StopTimer()
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds()), "p50-µs")
	b.ReportMetric(float64(times[len(times)*9/10].Microseconds()), "p90-µs")
}
