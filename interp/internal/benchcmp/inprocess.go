package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"time"

	"github.com/mcpython/mcpython/interp"
)

// pyTimer runs every program in one python3 process and reports the best
// of N runs of each, in seconds.
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

// inProcess is the best in-process time of a program and the largest
// memory its runs accounted for.
type inProcess struct {
	best       time.Duration
	peakMemory int64
}

// timeOurs runs each program through interp.Run in this process; the time
// includes parsing and compiling, as exec(compile(...)) would not, so the
// comparison leans against us.
func timeOurs(files []string, reps int) (map[string]inProcess, error) {
	res := map[string]inProcess{}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			return nil, fmt.Errorf("reading a program: %w", err)
		}
		r := inProcess{best: time.Duration(1<<63 - 1)}
		for i := 0; i < reps; i++ {
			out := interp.Run(context.Background(), string(src), interp.Options{Limits: interp.Limits{MaxDuration: time.Minute}})
			if out.Error != nil {
				return nil, fmt.Errorf("%s: %s", f, out.FormatError())
			}
			r.best = min(r.best, out.Duration)
			r.peakMemory = max(r.peakMemory, out.PeakMemory)
		}
		res[f] = r
	}
	return res, nil
}

// timeTheirs runs every program in one python3 process.
func timeTheirs(files []string, reps int, python string) (map[string]time.Duration, error) {
	out, err := exec.Command(python, append([]string{"-c", pyTimer, fmt.Sprint(reps)}, files...)...).Output()
	if err != nil {
		return nil, fmt.Errorf("timing under %s: %w", python, err)
	}
	secs := map[string]float64{}
	if err := json.Unmarshal(out, &secs); err != nil {
		return nil, fmt.Errorf("reading python's times: %w", err)
	}
	res := map[string]time.Duration{}
	for f, s := range secs {
		res[f] = time.Duration(s * float64(time.Second))
	}
	return res, nil
}
