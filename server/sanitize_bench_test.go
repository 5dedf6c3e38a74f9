package server

import (
	"fmt"
	"testing"
	"time"
)

// BenchmarkSanitizeOutputEmails runs execute_code with sanitize_output on a
// program printing n addresses never seen before (each iteration a new
// domain), end to end through the MCP handler: the bound is 2 s for
// 200,000 and linear growth. duration-ms/op is what the agent is told.
func BenchmarkSanitizeOutputEmails(b *testing.B) {
	for _, n := range []int{50_000, 200_000} {
		b.Run(fmt.Sprintf("%dk", n/1000), func(b *testing.B) {
			f := newFixtureWith(b, fixtureOptions{server: Options{
				MaxOutput: 16 << 20, Memory: 256 << 20,
				Timeout: 60 * time.Second, MaxTimeout: 60 * time.Second,
			}})
			var reported float64
			iter := 0
			for b.Loop() {
				iter++
				code := fmt.Sprintf("print('\\n'.join(f'user{i}.x@run%d.example.com' for i in range(%d)))", iter, n)
				out, res := f.exec(map[string]any{"code": code, "sanitize_output": true})
				if res.IsError || out.Truncated {
					b.Fatalf("run failed or truncated: %s", text(res))
				}
				reported += out.DurationMS
			}
			b.ReportMetric(reported/float64(iter), "duration-ms/op")
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(iter)/float64(n), "ns/value")
		})
	}
}
