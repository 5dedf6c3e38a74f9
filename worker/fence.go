package worker

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"sync"
	"time"
)

// The memory fence watches the worker's real memory while a run executes.
// The interpreter accounts what Python objects cost, but the process holds
// more: the collector lets garbage pile up (GOGC=400 grows the heap to five
// times the live data), and some growth is not charged before it happens.
// Under a 64 MiB budget a run reached 300 MB of RSS before its
// MemoryError. During a run the fence sets Go's soft memory limit to what
// the run may use, so the collector works harder instead of growing the
// heap, and stops the run when what stays in use passes that limit.

// fenceSlack is memory a run may use beyond its budget and the idle
// worker: the interpreter's own structures for a run (compiled code,
// frames, the restored session, buffers in flight).
const fenceSlack = 32 << 20

// fencePoll is how often the fence samples the process's memory.
const fencePoll = 5 * time.Millisecond

// fenceGrace is how long a stopped run may take to end; a run stuck in
// native code past it ends the process (exitMemory).
const fenceGrace = 2 * time.Second

// fenceConfirmEvery spaces the full collections that tell garbage from
// live data when the process holds more than a run's limit.
const fenceConfirmEvery = 100 * time.Millisecond

// exitMemory is the status of a worker that ended itself because a run
// kept growing past its memory fence.
const exitMemory = 4

// memFence is one worker's fence; runs use it one at a time.
type memFence struct {
	idle    int64    // bytes in use by the idle worker, measured at start
	ceiling int64    // the process's soft limit between runs (0: none)
	statm   *os.File // /proc/self/statm, opened before the kernel fences; nil if none
	samples []metrics.Sample
	// confirmed is when over last ran a full collection.
	confirmed time.Time
}

// memUse is one reading of the process's memory.
type memUse struct {
	live  int64 // heap bytes the last collection found live
	inUse int64 // memory the Go runtime holds, minus what it gave back
	rss   int64 // resident set size; 0 when unknown
}

func newMemFence(ceiling int64, statm *os.File) *memFence {
	f := &memFence{ceiling: ceiling, statm: statm, samples: []metrics.Sample{
		{Name: "/gc/heap/live:bytes"},
		{Name: "/memory/classes/total:bytes"},
		{Name: "/memory/classes/heap/released:bytes"},
	}}
	runtime.GC()
	f.idle = f.read().inUse
	return f
}

// openStatm opens /proc/self/statm for the fence; it must happen before
// Landlock and seccomp forbid opening files. nil where there is none.
func openStatm() *os.File {
	f, err := os.Open("/proc/self/statm")
	if err != nil {
		return nil
	}
	return f
}

func (f *memFence) read() memUse {
	metrics.Read(f.samples)
	u := memUse{
		live:  int64(f.samples[0].Value.Uint64()),
		inUse: int64(f.samples[1].Value.Uint64() - f.samples[2].Value.Uint64()),
	}
	if f.statm != nil {
		var buf [128]byte
		n, _ := f.statm.ReadAt(buf[:], 0)
		// size resident shared text lib data dt, in pages
		fields := bytes.Fields(buf[:n])
		if len(fields) > 1 {
			if pages, err := strconv.ParseInt(string(fields[1]), 10, 64); err == nil {
				u.rss = pages * int64(os.Getpagesize())
			}
		}
	}
	return u
}

// limit is what a run with the given budget may hold in this process.
func (f *memFence) limit(budget int64) int64 {
	return f.idle + budget + fenceSlack
}

// memOverrun describes a run the fence stopped.
type memOverrun struct {
	used, limit, budget int64
}

func (o *memOverrun) message() string {
	return fmt.Sprintf("the run used %d MiB of memory in its worker process, more than its limit of %d MiB "+
		"(its budget of %d MiB plus %d MiB for the interpreter); it was stopped and the worker process replaced",
		o.used>>20, o.limit>>20, o.budget>>20, (o.limit-o.budget)>>20)
}

// watch fences one run with the given memory budget until the returned
// end is called; stop ends the run when the fence is passed. end reports
// the overrun, nil when the run stayed inside. The fence wakes on a timer
// rather than a goroutine of its own, and only once the run has lasted a
// poll: a short run (most are) costs nothing, and end never waits for a
// goroutine to be scheduled on a busy machine.
func (f *memFence) watch(budget int64, stop func()) (end func() *memOverrun) {
	limit := f.limit(budget)
	var (
		mu        sync.Mutex
		ended     bool
		limited   bool // the soft limit is the run's
		overrun   *memOverrun
		stoppedAt time.Time
		timer     *time.Timer
	)
	sample := func() {
		mu.Lock()
		defer mu.Unlock()
		if ended {
			return
		}
		if !limited {
			debug.SetMemoryLimit(limit)
			limited = true
		}
		u := f.read()
		if stoppedAt.IsZero() {
			if used, over := f.over(u, limit); over {
				overrun = &memOverrun{used: used, limit: limit, budget: budget}
				stoppedAt = time.Now()
				stop()
			}
		} else if time.Since(stoppedAt) > fenceGrace || u.inUse > 2*limit {
			// stopped, yet still running: a native operation deaf to the
			// stop keeps allocating, or does not return
			fmt.Fprintf(os.Stderr, "worker: a run stopped at its memory limit (%d MiB) did not end; %d MiB in use\n", limit>>20, u.inUse>>20)
			os.Exit(exitMemory)
		}
		timer.Reset(fencePoll)
	}
	mu.Lock()
	timer = time.AfterFunc(fencePoll, sample)
	mu.Unlock()
	return func() *memOverrun {
		mu.Lock()
		defer mu.Unlock()
		ended = true
		timer.Stop()
		if limited {
			if f.ceiling > 0 {
				debug.SetMemoryLimit(f.ceiling)
			} else {
				debug.SetMemoryLimit(math.MaxInt64)
			}
		}
		return overrun
	}
}

// over tells whether a reading passes the run's limit. The data the last
// collection found live is the run's true usage; while it stays under the
// limit, memory beyond it is garbage or free pages the collector had no
// time to return (allocation outrunning it on a busy machine). Past a
// quarter over the limit a full collection, at most every
// fenceConfirmEvery (at once past half over), gives a fresh live figure;
// past twice the limit the
// free pages are returned too, and what is still held counts. used is the
// figure that passed.
func (f *memFence) over(u memUse, limit int64) (used int64, over bool) {
	if u.live > limit {
		return u.live, true
	}
	held := max(u.inUse, u.rss)
	if held <= limit+limit/4 || held <= limit+limit/2 && time.Since(f.confirmed) < fenceConfirmEvery {
		return 0, false
	}
	f.confirmed = time.Now()
	if held > 2*limit {
		debug.FreeOSMemory()
	} else {
		runtime.GC()
	}
	u = f.read()
	switch {
	case u.live > limit:
		return u.live, true
	case held > 2*limit && max(u.inUse, u.rss) > 2*limit:
		return max(u.inUse, u.rss), true
	}
	return 0, false
}
