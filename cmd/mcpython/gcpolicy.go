package main

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync/atomic"
)

// The collector lets the heap grow to (1+GOGC/100) times what the last
// cycle found live before it runs again. Python code allocates many small
// short-lived objects, so a large GOGC saves collector time, but CPython
// frees at once: a program holding 20 MiB peaks near 20 MiB there and near
// 40 MiB here at GOGC 100. The headroom is therefore tied to the live heap:
//
//   - up to headroomBytes live, GOGC 100 (the runtime's floor of 4 MiB of
//     heap at GOGC 100 makes small heaps cheap to grow anyway);
//   - above it, the headroom stays headroomBytes, so GOGC falls as the live
//     heap grows;
//   - never below minGCPercent: each cycle marks the whole live heap, so
//     the collector's work per byte allocated grows as 100/GOGC — at 25,
//     four times GOGC 100's.
//
// Measured on make bench's programs whole-process, fresh binary copies,
// best of three (after the attribute-layout and start-up work): against
// 8 MiB / 50, this policy lowered peak RSS dict 40.6–42.9 → 39.4–41.0 MiB,
// classes 39.1 → 36.1, logs_regex 45.6 → 43.2, records_counter 59.2 →
// 57.0, for CPU time +10–25% on those four (dict 0.27 → 0.34 s, records
// 0.56 → 0.72 s) and nothing on the small programs. Against a fixed
// GOGC 100 it halves the headroom of every heap past 8 MiB. A headroom of
// 3 MiB rather than 4 (interleaved best of five, 32-byte instances) took
// classes 33.3 → 32.5 MiB for 0.61 → 0.65 s of CPU and left the other
// programs within their run-to-run noise (±0.5 MiB); 2.5 MiB gained no
// more and cost 0.71 s.
const (
	maxGCPercent  = 100
	minGCPercent  = 25
	headroomBytes = 3 << 20
)

// adaptiveGCPercent is the GOGC for a heap with live bytes after a cycle.
func adaptiveGCPercent(live uint64) int {
	if live <= headroomBytes {
		return maxGCPercent
	}
	return max(minGCPercent, int(headroomBytes*100/live))
}

// runHeapSlack is what a run's process may hold beside its heap allowance:
// the interpreter's own tables, compiled code and garbage not yet
// collected.
const runHeapSlack = 64 << 20

// setDefaultGC sets the collector's target, and keeps adjusting it after
// every cycle, unless GOGC is in the environment.
func setDefaultGC() {
	if os.Getenv("GOGC") != "" {
		return
	}
	followGC()
}

// followGC sets GOGC to maxGCPercent and retunes it after every
// collection until stop is called.
func followGC() (stop func()) {
	debug.SetGCPercent(maxGCPercent)
	f := &gcFollower{
		sample:  []metrics.Sample{{Name: "/gc/heap/live:bytes"}},
		current: maxGCPercent,
	}
	f.arm()
	return func() { f.stopped.Store(true) }
}

// gcFollower retunes GOGC after each collection. It learns of a
// collection through a finalizer on an object nothing references: the
// runtime queues it when a cycle finds the object dead, and the finalizer
// arms a new one for the next cycle.
type gcFollower struct {
	sample  []metrics.Sample
	current int
	stopped atomic.Bool
}

// gcSentinel holds a pointer so that it is not placed in the tiny
// allocator's shared blocks, whose finalizers may never run.
type gcSentinel struct{ follower *gcFollower }

func (f *gcFollower) arm() {
	runtime.SetFinalizer(&gcSentinel{follower: f}, func(s *gcSentinel) {
		if s.follower.stopped.Load() {
			return
		}
		s.follower.retune()
		s.follower.arm()
	})
}

func (f *gcFollower) retune() {
	metrics.Read(f.sample)
	if f.sample[0].Value.Kind() != metrics.KindUint64 {
		return
	}
	if want := adaptiveGCPercent(f.sample[0].Value.Uint64()); want != f.current {
		f.current = want
		debug.SetGCPercent(want)
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
