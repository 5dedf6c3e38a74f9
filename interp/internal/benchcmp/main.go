// Command benchcmp times the benchmark programs in interp/testdata/bench
// under mcpython's interpreter and under python3, and prints each ratio and
// their geometric mean. Run it from the repository root (make bench).
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/mcpython/mcpython/interp"
)

// pyTimer runs every program in one python3 process (a spawn costs ~100 ms)
// and reports the best of N runs of each, in seconds.
const pyTimer = `
import sys, json, time
reps = int(sys.argv[1])
out = {}
for path in sys.argv[2:]:
    code = compile(open(path).read(), path, "exec")
    best = None
    for _ in range(reps):
        t = time.perf_counter()
        exec(code, {"__name__": "__main__"})
        d = time.perf_counter() - t
        best = d if best is None else min(best, d)
    out[path] = best
json.dump(out, sys.stdout)
`

func main() {
	dir := flag.String("dir", "interp/testdata/bench", "folder of benchmark programs")
	reps := flag.Int("reps", 5, "runs of each program; the best is kept")
	flag.Parse()
	files, err := filepath.Glob(filepath.Join(*dir, "*.py"))
	if err != nil || len(files) == 0 {
		fmt.Fprintln(os.Stderr, "benchcmp: no programs in", *dir)
		os.Exit(1)
	}
	sort.Strings(files)
	ours := map[string]time.Duration{}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintln(os.Stderr, "benchcmp:", err)
			os.Exit(1)
		}
		best := time.Duration(math.MaxInt64)
		for i := 0; i < *reps; i++ {
			res := interp.Run(context.Background(), string(src), interp.Options{Limits: interp.Limits{MaxDuration: time.Minute}})
			if res.Error != nil {
				fmt.Fprintf(os.Stderr, "benchcmp: %s: %s", f, res.FormatError())
				os.Exit(1)
			}
			if res.Duration < best {
				best = res.Duration
			}
		}
		ours[f] = best
	}
	theirs := map[string]float64{}
	if py, err := exec.LookPath("python3"); err == nil {
		out, err := exec.Command(py, append([]string{"-c", pyTimer, fmt.Sprint(*reps)}, files...)...).Output()
		if err == nil {
			_ = json.Unmarshal(out, &theirs)
		}
	}
	fmt.Printf("%-12s %12s %12s %8s\n", "program", "mcpython", "python3", "ratio")
	logSum, n, worst := 0.0, 0, 0.0
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".py")
		o := ours[f]
		c, ok := theirs[f]
		if !ok {
			fmt.Printf("%-12s %12s %12s %8s\n", name, o.Round(time.Microsecond), "-", "-")
			continue
		}
		ratio := o.Seconds() / c
		logSum += math.Log(ratio)
		n++
		worst = math.Max(worst, ratio)
		fmt.Printf("%-12s %12s %12s %8.2f\n", name, o.Round(time.Microsecond), time.Duration(c*float64(time.Second)).Round(time.Microsecond), ratio)
	}
	if n > 0 {
		fmt.Printf("geometric mean ratio %.2f (goal <= 1.5), worst %.2f (goal <= 3)\n", math.Exp(logSum/float64(n)), worst)
	}
}
