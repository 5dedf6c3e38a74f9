package e2e

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// isolations are the modes the benchmarks compare.
var isolations = []string{"none", "process"}

func startIsolated(b *testing.B, isolation string, workers int) *stdioServer {
	b.Helper()
	bin := binary(b)
	dataDir := filepath.Join(b.TempDir(), "data")
	return startStdioArgs(b, bin, isolatedEnv(b), "serve", "--data-dir", dataDir,
		"--isolation", isolation, "--workers", strconv.Itoa(workers))
}

func printOne(b *testing.B, s *stdioServer) { runCode(b, s, map[string]any{"code": "print(1)"}) }

func runCode(b *testing.B, s *stdioServer, args map[string]any) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	res, err := s.call(ctx, "execute_code", args)
	require.NoError(b, err)
	require.False(b, res.IsError, resultText(res))
}

// BenchmarkPrintRoundTrip is execute_code("print(1)") over stdio, client to
// client (a line client: write a request, read the reply), in process and
// in a worker; p50 and p90 per call.
func BenchmarkPrintRoundTrip(b *testing.B) {
	for _, iso := range isolations {
		b.Run(iso, func(b *testing.B) {
			timeLineCalls(b, startLineIsolated(b, iso, 2), map[string]any{"code": "print(1)"})
		})
	}
}

// BenchmarkSessionRoundTrip is print(1) in a session holding a few
// globals, saved to the store after every call: with workers the state
// also travels as a snapshot both ways. "small" is the small
// session (three globals), "rows" 200 dicts and a function.
func BenchmarkSessionRoundTrip(b *testing.B) {
	sessions := []struct{ name, setup string }{
		{"small", "a, b, name = 1, 2.5, 'agent'"},
		{"rows", "rows = [{'id': i, 'name': str(i)} for i in range(200)]\ndef f(x): return x"},
	}
	for _, iso := range isolations {
		for _, sess := range sessions {
			b.Run(iso+"/"+sess.name, func(b *testing.B) {
				c := startLineIsolated(b, iso, 2)
				lineCall(b, c, map[string]any{"session_id": "bench", "code": sess.setup})
				timeLineCalls(b, c, map[string]any{"session_id": "bench", "code": "print(1)"})
			})
		}
	}
}

// timeLineCalls warms up with 20 calls, times b.N more and reports their
// p50 and p90.
func timeLineCalls(b *testing.B, c *lineClient, args map[string]any) {
	for range 20 {
		lineCall(b, c, args)
	}
	times := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for range b.N {
		start := time.Now()
		lineCall(b, c, args)
		times = append(times, time.Since(start))
	}
	b.StopTimer()
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds()), "p50-µs")
	b.ReportMetric(float64(times[len(times)*9/10].Microseconds()), "p90-µs")
}

func startLineIsolated(b *testing.B, isolation string, workers int) *lineClient {
	b.Helper()
	dataDir := filepath.Join(b.TempDir(), "data")
	return startLineClient(b, binary(b), isolatedEnv(b), "serve", "--data-dir", dataDir,
		"--isolation", isolation, "--workers", strconv.Itoa(workers))
}

func lineCall(b *testing.B, c *lineClient, args map[string]any) {
	out, err := c.callText("execute_code", args)
	require.NoError(b, err)
	if args["code"] == "print(1)" {
		require.Equal(b, "1\n", out)
	}
}

// BenchmarkColdStart is a new server process answering its first
// print(1): start, initialize, the call (with process isolation the pool
// is started, warm, before the server answers).
func BenchmarkColdStart(b *testing.B) {
	for _, iso := range isolations {
		b.Run(iso, func(b *testing.B) {
			for range b.N {
				s := startIsolated(b, iso, 2)
				printOne(b, s)
				b.StopTimer()
				s.stop(b)
				b.StartTimer()
			}
		})
	}
}

// BenchmarkWorkersRSS reports the resident memory of a server with four
// workers after a run in each: the server's and the workers' total.
func BenchmarkWorkersRSS(b *testing.B) {
	s := startIsolated(b, "process", 4)
	defer s.stop(b)
	for range b.N {
		for range 4 {
			printOne(b, s)
		}
	}
	server := rssKiB(b, s.cmd.Process.Pid)
	workers := 0
	kids := childPids(b, s.cmd.Process.Pid)
	require.Len(b, kids, 4)
	for _, pid := range kids {
		workers += rssKiB(b, pid)
	}
	b.ReportMetric(float64(server)/1024, "server-MiB")
	b.ReportMetric(float64(workers)/1024, "4workers-MiB")
}

func rssKiB(b *testing.B, pid int) int {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	require.NoError(b, err)
	for _, line := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")))
			require.NoError(b, err)
			return kb
		}
	}
	b.Fatalf("no VmRSS for %d", pid)
	return 0
}
