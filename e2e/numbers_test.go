package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestNumbers measures the figures quoted in the README. It is a harness,
// not a check: it runs only with MCPYTHON_NUMBERS=1 (make numbers) and
// prints a table (also written to $MCPYTHON_NUMBERS_OUT when set).
//
//   - round trip of execute_code {"code": "print(1)"} over stdio, p50/p99
//     over 1,000 sequential calls (after 100 warm-up calls), without and
//     with a small session, by a line client and by mcp-go's client;
//   - cold start to first result: process start, initialize, first call;
//   - idle RSS after initialize, and RSS with 64 live sessions.
func TestNumbers(t *testing.T) {
	if os.Getenv("MCPYTHON_NUMBERS") != "1" {
		t.Skip("set MCPYTHON_NUMBERS=1 (make numbers) to measure")
	}
	if runtime.GOOS != "linux" {
		t.Skip("reads RSS from /proc")
	}
	bin := binary(t)
	env := isolatedEnv(t)
	dataDir := filepath.Join(t.TempDir(), "data")
	var rows [][2]string
	add := func(name, value string) {
		rows = append(rows, [2]string{name, value})
		t.Logf("%-48s %s", name, value)
	}
	ctx := context.Background()
	printOne := map[string]any{"code": "print(1)"}

	// Cold start: the first start creates the data dir; the next ones open it.
	var cold []time.Duration
	for i := 0; i < 11; i++ {
		start := time.Now()
		s := startStdio(t, bin, dataDir, env)
		res, err := s.call(ctx, "execute_code", printOne)
		require.NoError(t, err)
		require.Equal(t, "1\n", resultText(res))
		d := time.Since(start)
		s.stop(t)
		if i == 0 {
			add("cold start to first result, new data dir", ms(d))
			continue
		}
		cold = append(cold, d)
	}
	sort.Slice(cold, func(i, j int) bool { return cold[i] < cold[j] })
	add("cold start to first result (median of 10)", ms(cold[len(cold)/2]))

	s := startStdio(t, bin, dataDir, env)
	defer s.stop(t)
	time.Sleep(500 * time.Millisecond)
	add("idle RSS after initialize", mib(rss(t, s.cmd.Process.Pid)))

	// roundTrips times 1,000 sequential calls after 100 warm-up ones,
	// sorted, made by call.
	roundTrips := func(call func() error) []time.Duration {
		for i := 0; i < 100; i++ {
			require.NoError(t, call())
		}
		lat := make([]time.Duration, 0, 1000)
		for i := 0; i < 1000; i++ {
			start := time.Now()
			err := call()
			lat = append(lat, time.Since(start))
			require.NoError(t, err)
		}
		sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
		return lat
	}
	// The round trip as a host waiting on the pipe sees it (a line
	// client), then through mcp-go's Go client for comparison.
	lc := startLineClient(t, bin, env, "serve", "--data-dir", dataDir)
	lineCall := func(args map[string]any) func() error {
		return func() error {
			out, err := lc.callText("execute_code", args)
			if err == nil && out != "1\n" {
				err = fmt.Errorf("print(1) printed %q", out)
			}
			return err
		}
	}
	lat := roundTrips(lineCall(printOne))
	add("execute_code print(1) round trip, p50 (stdio)", us(lat[499]))
	add("execute_code print(1) round trip, p99 (stdio)", us(lat[989]))
	_, err := lc.callText("execute_code", map[string]any{"code": "a, b, name = 1, 2.5, 'agent'", "session_id": "small"})
	require.NoError(t, err)
	lat = roundTrips(lineCall(map[string]any{"code": "print(1)", "session_id": "small"}))
	add("same in a small session (saved every call), p50", us(lat[499]))
	add("same in a small session, p99", us(lat[989]))
	lat = roundTrips(func() error {
		res, err := s.call(ctx, "execute_code", printOne)
		if err == nil && res.IsError {
			err = fmt.Errorf("tool error: %s", resultText(res))
		}
		return err
	})
	add("print(1) p50 through mcp-go's Go client", us(lat[499]))
	add("RSS after 1,100 one-off runs", mib(rss(t, s.cmd.Process.Pid)))

	// Four processes on one data dir, 1,000 workspace writes each.
	wdir := filepath.Join(t.TempDir(), "writes")
	procs := make([]*stdioServer, 4)
	for i := range procs {
		procs[i] = startStdio(t, bin, wdir, env)
	}
	var mu sync.Mutex
	var wlat []time.Duration
	var wg sync.WaitGroup
	wstart := time.Now()
	for p, ps := range procs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mine := make([]time.Duration, 0, 1000)
			for i := 0; i < 1000; i++ {
				start := time.Now()
				res, err := ps.call(ctx, "write_workspace_file", map[string]any{"path": fmt.Sprintf("p%d/f%04d.txt", p, i), "content": "some content of a file"})
				mine = append(mine, time.Since(start))
				if err != nil || res.IsError {
					t.Errorf("write: %v %v", err, res)
					return
				}
			}
			mu.Lock()
			wlat = append(wlat, mine...)
			mu.Unlock()
		}()
	}
	wg.Wait()
	elapsed := time.Since(wstart)
	for _, ps := range procs {
		ps.stop(t)
	}
	sort.Slice(wlat, func(i, j int) bool { return wlat[i] < wlat[j] })
	add("4 processes x 1,000 workspace writes, throughput", fmt.Sprintf("%.0f writes/s", float64(len(wlat))/elapsed.Seconds()))
	add("same, p50 / p99 per write", ms(wlat[len(wlat)/2])+" / "+ms(wlat[len(wlat)*99/100]))

	for i := 0; i < 64; i++ {
		res, err := s.call(ctx, "execute_code", map[string]any{
			"code":       "rows = [{'id': i, 'name': 'row %d' % i} for i in range(1000)]\ntotal = sum(r['id'] for r in rows)",
			"session_id": fmt.Sprintf("s%02d", i),
		})
		require.NoError(t, err)
		require.False(t, res.IsError, resultText(res))
	}
	time.Sleep(500 * time.Millisecond)
	add("RSS with 64 live sessions (1,000 dicts each)", mib(rss(t, s.cmd.Process.Pid)))

	var b strings.Builder
	fmt.Fprintf(&b, "| measure | value |\n|---|---|\n")
	for _, r := range rows {
		fmt.Fprintf(&b, "| %s | %s |\n", r[0], r[1])
	}
	fmt.Fprintf(&b, "\n%s/%s, %d CPUs, %s\n", runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version())
	t.Log("\n" + b.String())
	if out := os.Getenv("MCPYTHON_NUMBERS_OUT"); out != "" {
		require.NoError(t, os.WriteFile(out, []byte(b.String()), 0o644))
	}
}

// rss reads a process's resident set size in bytes from /proc.
func rss(t *testing.T, pid int) int64 {
	t.Helper()
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	require.NoError(t, err)
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			require.NoError(t, err)
			return kb << 10
		}
	}
	t.Fatal("no VmRSS")
	return 0
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }
func us(d time.Duration) string { return fmt.Sprintf("%.0f µs", float64(d.Nanoseconds())/1000) }
func mib(b int64) string        { return fmt.Sprintf("%.1f MiB", float64(b)/(1<<20)) }
