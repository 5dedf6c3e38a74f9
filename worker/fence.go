package worker

import (
	"fmt"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"sync"
	"time"

	"github.com/mcpython/mcpython/internal/memfence"
)

// The memory fence watches the worker's real memory while a run executes
// (internal/memfence says why it is needed). Under a 64 MiB budget a run
// reached 300 MB of RSS before its MemoryError. During a run the fence
// sets Go's soft memory limit to what the run may use, so the collector
// works harder instead of growing the heap, and stops the run when what
// stays in use passes that limit.

// fenceSlack is memory a run may use beyond its budget and the idle
// worker: the interpreter's own structures for a run (compiled code,
// frames, the restored session, buffers in flight).
const fenceSlack = 32 << 20

// fencePoll is how often the fence samples the process's memory.
const fencePoll = 5 * time.Millisecond

// fenceGrace is how long a stopped run may take to end; a run stuck in
// native code past it ends the process (exitMemory).
const fenceGrace = 2 * time.Second

// exitMemory is the status of a worker that ended itself because a run
// kept growing past its memory fence.
const exitMemory = 4

// memFence is one worker's fence; runs use it one at a time.
type memFence struct {
	idle    int64 // bytes in use by the idle worker, measured at start
	ceiling int64 // the process's soft limit between runs (0: none)
	meter   *memfence.Meter
}

func newMemFence(ceiling int64, statm *os.File) *memFence {
	f := &memFence{ceiling: ceiling, meter: memfence.NewMeter(statm)}
	runtime.GC()
	f.idle = f.meter.Read().InUse
	return f
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
		u := f.meter.Read()
		if stoppedAt.IsZero() {
			if used, over := f.meter.Over(u, limit); over {
				overrun = &memOverrun{used: used, limit: limit, budget: budget}
				stoppedAt = time.Now()
				stop()
			}
		} else if time.Since(stoppedAt) > fenceGrace || u.InUse > 2*limit {
			// stopped, yet still running: a native operation deaf to the
			// stop keeps allocating, or does not return
			fmt.Fprintf(os.Stderr, "worker: a run stopped at its memory limit (%d MiB) did not end; %d MiB in use\n", limit>>20, u.InUse>>20)
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
