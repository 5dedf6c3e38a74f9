package main

import (
	"os"
	"runtime/debug"
)

// gcPercent is the collector's growth target (GOGC) when the environment
// sets none. Python code allocates many small short-lived objects, so a
// larger target saves collector time, but the heap may then grow to
// (1+gcPercent/100) times what is live, and the Go runtime never lets it
// start below 4 MiB×gcPercent/100. Measured on make bench's nine programs
// whole-process against CPython 3.11 (benchcmp -reps 3, two interleaved
// rounds, quiet machine, after the class and fresh-run work): 200 gave time
// 0.79–0.81× and peak RSS 1.72–1.75× (geometric means; worst RSS 2.54–2.58,
// classes.py); 100 gave 0.84–0.86× and 1.63–1.66× (worst 2.26–2.28), every
// program's time still under 1.3×. Peak RSS is the target still missed, so
// the default buys memory with the time margin.
const gcPercent = 100

// runHeapSlack is what a run's process may hold beside its heap allowance:
// the interpreter's own tables, compiled code and garbage not yet
// collected.
const runHeapSlack = 64 << 20

// setDefaultGC sets the collector's target unless GOGC is in the
// environment.
func setDefaultGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
}

// limitHeapToRun sets Go's soft memory limit for a process that executes
// one run with the given memory budget, so that a run holding much keeps
// the process near what it accounts for instead of (1+GOGC/100) times it:
// near the limit the collector runs more often rather than letting the
// heap grow. The limit is twice the budget plus runHeapSlack because the
// accounting is an estimate that can fall short of the live heap: at the
// budget plus the slack alone, a run of 1.2 M dict entries with a list
// each (256 MiB budget) took 2× the time while the collector fought for
// the last bytes; at twice the budget it took 6% more than with no limit
// and peaked at 584 MiB rather than 632. It only lowers the limit, and
// GOMEMLIMIT in the environment wins.
func limitHeapToRun(budget int64) {
	if os.Getenv("GOMEMLIMIT") != "" || budget <= 0 {
		return
	}
	if want := 2*budget + runHeapSlack; want > 0 && want < debug.SetMemoryLimit(-1) {
		debug.SetMemoryLimit(want)
	}
}
