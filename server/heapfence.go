package server

import (
	"fmt"
	"os"
	"runtime/debug"
	"sync"
	"time"

	"github.com/mcpython/mcpython/internal/memfence"
	"github.com/mcpython/mcpython/interp"
)

// heapFence watches the server's real memory while runs execute in process
// (--isolation none), as a worker's fence watches its process: the
// interpreter's accounting is the first guard, this the second. Runs in
// process share one heap, which cannot tell whose objects are whose, so
// the fence holds them together: while runs execute, the process may hold
// what it held when they started plus each run's budget and slack. Past
// that, every run then executing is stopped with MemoryError and its
// session keeps its state from before the call. With one run at a time
// (a stdio client) that is exactly the run past its budget. A heapFence is
// safe for concurrent use; the zero value is not usable (newHeapFence).
type heapFence struct {
	meter *memfence.Meter
	statm *os.File      // closed by close
	slack int64         // per run: the interpreter's own structures
	poll  time.Duration // how often the process is read while runs execute

	// ceiling is the soft memory limit the fence keeps the process under
	// (what it held at start plus the server's memory budget and
	// slack); outside is the limit it found, put back by close.
	ceiling, outside int64

	mu       sync.Mutex
	runs     map[*fencedRun]struct{}
	base     int64 // what the process held apart from the runs executing
	reserved int64 // the budgets of the runs executing
	limited  bool  // the soft memory limit is the fence's
	saved    int64 // the soft memory limit outside runs
	timer    *time.Timer
}

// fencedRun is one run the fence watches.
type fencedRun struct {
	budget  int64
	stop    func()
	overrun *heapOverrun
}

// heapOverrun describes why the fence stopped a run.
type heapOverrun struct {
	used, limit, budget, slack int64
	runs                       int
}

func (o *heapOverrun) message() string {
	who := "this run executed"
	if o.runs > 1 {
		who = fmt.Sprintf("this run and %d others executed (runs in the server process share its memory, so all were stopped)", o.runs-1)
	}
	return fmt.Sprintf("the server process held %d MiB while %s, more than the %d MiB it may hold then "+
		"(what it held before, each run's budget of %d MiB and %d MiB for the interpreter); "+
		"the run was stopped: keep less in memory at once, or process the data in parts",
		o.used>>20, who, o.limit>>20, o.budget>>20, o.slack>>20)
}

// newHeapFence fences a process whose runs and sessions may hold budget
// bytes together (Options.ServerMemory): besides watching runs, it sets
// Go's soft memory limit to what the process holds now plus budget and
// slack, so that garbage (a session rolled back, a finished run's
// objects) is collected and returned before the process passes it,
// rather than piling up to the collector's next goal.
func newHeapFence(budget int64) *heapFence {
	statm := memfence.OpenStatm()
	f := &heapFence{
		meter: memfence.NewMeter(statm),
		statm: statm,
		slack: 32 << 20,
		poll:  5 * time.Millisecond,
		runs:  map[*fencedRun]struct{}{},
	}
	debug.FreeOSMemory() // once, at start: what the process holds, not what it held
	f.ceiling = f.meter.Read().Held() + budget + f.slack
	f.outside = debug.SetMemoryLimit(-1)
	if f.ceiling < f.outside {
		debug.SetMemoryLimit(f.ceiling)
	}
	return f
}

// close puts back the soft memory limit and releases what the fence holds
// open; no run may be watched.
func (f *heapFence) close() {
	if f.ceiling < f.outside && debug.SetMemoryLimit(-1) == f.ceiling {
		debug.SetMemoryLimit(f.outside)
	}
	if f.statm != nil {
		_ = f.statm.Close()
	}
}

// begin watches a run with the given memory budget until the returned end
// is called; stop ends the run when the fence is passed. end reports the
// overrun, nil when the fence held. A run costs one reading of the
// process's memory; the fence samples only while runs last past a poll.
func (f *heapFence) begin(budget int64, stop func()) (end func() *heapOverrun) {
	r := &fencedRun{budget: budget, stop: stop}
	u := f.meter.ReadHeap()
	f.mu.Lock()
	// What the process holds now, less what the runs already executing
	// may hold, is the part that is not theirs (sessions, caches,
	// garbage): it only ever grows while runs overlap, so a run never
	// pays for memory another part of the server took.
	if len(f.runs) == 0 {
		f.base = u.Held()
		f.timer = time.AfterFunc(f.poll, f.sample)
	} else {
		f.base = max(f.base, u.Held()-f.reserved-f.slack*int64(len(f.runs)))
	}
	f.runs[r] = struct{}{}
	f.reserved += budget
	f.mu.Unlock()
	return func() *heapOverrun {
		f.mu.Lock()
		defer f.mu.Unlock()
		delete(f.runs, r)
		f.reserved -= budget
		if len(f.runs) == 0 {
			f.timer.Stop()
			if f.limited {
				debug.SetMemoryLimit(f.saved)
				f.limited = false
			}
		} else if f.limited {
			debug.SetMemoryLimit(min(f.saved, f.limitLocked()))
		}
		return r.overrun
	}
}

// limitLocked is what the process may hold while the current runs execute.
func (f *heapFence) limitLocked() int64 {
	return f.base + f.reserved + f.slack*int64(len(f.runs))
}

// sample reads the process and stops the runs when it is over the limit.
func (f *heapFence) sample() {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.runs) == 0 {
		return
	}
	limit := f.limitLocked()
	if !f.limited {
		// the collector works harder rather than growing the heap past
		// what the runs may use
		f.saved = debug.SetMemoryLimit(-1)
		f.limited = true
	}
	debug.SetMemoryLimit(min(f.saved, limit))
	if used, over := f.meter.Over(f.meter.Read(), limit); over {
		for r := range f.runs {
			if r.overrun == nil {
				r.overrun = &heapOverrun{used: used, limit: limit, budget: r.budget, slack: f.slack, runs: len(f.runs)}
				r.stop()
			}
		}
	}
	f.timer.Reset(f.poll)
}

// fenced turns the result of a run the fence stopped into the MemoryError
// it means, keeping the traceback's frames.
func fenced(res *interp.Result, o *heapOverrun) {
	msg := o.message()
	e := &interp.Error{Type: "MemoryError", Message: msg}
	if res.Error != nil {
		e.Traceback = memfence.Traceback(res.Error.Traceback, msg)
	}
	res.Error = e
	res.ExitCode = 1
}
