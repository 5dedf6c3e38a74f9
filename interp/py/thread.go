package py

import (
	"context"
	"io"
	"time"
)

// Limits bound one run. A zero field means the default given here.
type Limits struct {
	MaxDuration time.Duration // default 30s
	MaxSteps    uint64        // default unlimited
	MaxMemory   int64         // bytes of accounted allocations; default 256 MiB
	MaxDepth    int           // Python call depth; default 1000
	MaxOutput   int           // bytes of stdout+stderr kept; default 100 KB
	MaxSource   int           // bytes of source code compiled; default 10 MB
}

func (l Limits) withDefaults() Limits {
	if l.MaxDuration <= 0 {
		l.MaxDuration = 30 * time.Second
	}
	if l.MaxMemory <= 0 {
		l.MaxMemory = 256 << 20
	}
	if l.MaxDepth <= 0 {
		l.MaxDepth = 1000
	}
	if l.MaxOutput <= 0 {
		l.MaxOutput = 100_000
	}
	if l.MaxSource <= 0 {
		l.MaxSource = 10 << 20
	}
	return l
}

// checkInterval is how many steps pass between reads of the clock and the
// context: small enough that a run stops within milliseconds of its
// deadline, large enough that the check costs nothing measurable.
const checkInterval = 512

// Thread is the state of one run: guards, output, imported modules and the
// current frame. A Thread is used by one goroutine at a time (generators
// hand it over through channels).
type Thread struct {
	ctx      context.Context
	Limits   Limits
	start    time.Time
	deadline time.Time

	steps   uint64
	checkAt uint64

	depth    int
	maxDepth int // recursion limit in force (sys.setrecursionlimit, capped)

	mem, memPeak int64
	markGen      uint32 // generation counter of memory measurements

	abort *Exception // sticky: once set every step fails with it

	Stdout, Stderr *OutputBuffer

	frame   *Frame
	modules map[string]Object

	// Host hooks.
	Importer   Importer
	ExtraNames map[string]Object // builtins added by the host for this run
	Locals     map[string]any    // values for host functions

	framePool  []*Frame
	handling   []*Exception // exceptions being handled by except blocks, innermost last
	generators map[*genCore]struct{}
	reprStack  []Object
	gcRoots    []Object
}

// Importer resolves module names for import statements.
type Importer interface {
	Import(th *Thread, name string) (Object, error)
}

// NewThread returns a thread ready to run code under limits.
func NewThread(ctx context.Context, limits Limits) *Thread {
	limits = limits.withDefaults()
	now := time.Now()
	// one allocation for the thread and its output buffers, which live
	// exactly as long as it does
	blk := &threadBlock{
		th: Thread{
			ctx:      ctx,
			Limits:   limits,
			start:    now,
			deadline: now.Add(limits.MaxDuration),
			checkAt:  checkInterval,
			maxDepth: limits.MaxDepth,
		},
		lim: outputLimit{limit: limits.MaxOutput},
	}
	th := &blk.th
	blk.stdout.lim, blk.stderr.lim = &blk.lim, &blk.lim
	th.Stdout, th.Stderr = &blk.stdout, &blk.stderr
	// the first frame (the module's) comes from the pool, which starts
	// with one frame whose slots are here too
	blk.frame.locals = blk.slots[:0:moduleLocals]
	blk.frame.stack = blk.slots[moduleLocals:moduleLocals]
	blk.pool[0] = &blk.frame
	th.framePool = blk.pool[:]
	if dl, ok := ctx.Deadline(); ok && dl.Before(th.deadline) {
		th.deadline = dl
	}
	return th
}

// threadBlock holds a Thread with the output state of its run and its
// first frame (the module's), with room for the slots of a small module.
type threadBlock struct {
	th             Thread
	stdout, stderr OutputBuffer
	lim            outputLimit
	frame          Frame
	slots          [8]Object // the frame's locals, then its stack
	pool           [1]*Frame
}

// moduleLocals is how many of threadBlock.slots are the first frame's
// locals: module names live in the globals dict, only the hidden slots of
// inlined comprehensions are locals.
const moduleLocals = 2

// Context returns the run's context.
func (th *Thread) Context() context.Context { return th.ctx }

// Steps returns the number of steps executed.
func (th *Thread) Steps() uint64 { return th.steps }

// MemPeak returns the peak accounted memory in bytes.
func (th *Thread) MemPeak() int64 { return th.memPeak }

// Deadline returns when the run must stop.
func (th *Thread) Deadline() time.Time { return th.deadline }

// tick counts one step; it is called on every backward jump and call and
// inside builtins that loop.
func (th *Thread) tick() error {
	th.steps++
	if th.steps >= th.checkAt {
		return th.checkSlow()
	}
	return nil
}

// Tick is tick for host code that loops.
func (th *Thread) Tick() error { return th.tick() }

// TickN counts n steps at once (a builtin that did n units of work).
func (th *Thread) TickN(n int) error {
	th.steps += uint64(n)
	if th.steps >= th.checkAt {
		return th.checkSlow()
	}
	return nil
}

func (th *Thread) checkSlow() error {
	th.checkAt = th.steps + checkInterval
	if th.abort != nil {
		th.checkAt = th.steps // keep failing on every step
		return th.abort
	}
	if th.Limits.MaxSteps > 0 && th.steps > th.Limits.MaxSteps {
		return th.setAbort(Errorf(TimeoutErrorType, "execution exceeded the step limit (%d steps)", th.Limits.MaxSteps))
	}
	if time.Now().After(th.deadline) {
		return th.setAbort(Errorf(TimeoutErrorType, "execution exceeded the time limit (%s)", th.Limits.MaxDuration))
	}
	select {
	case <-th.ctx.Done():
		if th.ctx.Err() == context.DeadlineExceeded {
			return th.setAbort(Errorf(TimeoutErrorType, "execution exceeded the time limit"))
		}
		return th.setAbort(Errorf(KeyboardInterruptType, "execution was cancelled"))
	default:
	}
	return nil
}

// setAbort makes err sticky: no except clause can swallow it and every
// following step fails with it.
func (th *Thread) setAbort(e *Exception) *Exception {
	if th.abort == nil {
		e.abort = true
		th.abort = e
	}
	th.checkAt = th.steps
	return th.abort
}

// Aborted returns the sticky error that ended the run, if any.
func (th *Thread) Aborted() *Exception { return th.abort }

// Cancel stops the run at its next step with err (as a KeyboardInterrupt-like abort).
// It must be called from the goroutine running the thread; for other goroutines
// cancel the run's context.

// allocMem accounts n bytes; when the total passes the limit it measures
// what is really live and raises MemoryError only if that is still over.
func (th *Thread) allocMem(n int64) error {
	if th == nil {
		return nil
	}
	th.mem += n
	if th.mem > th.memPeak {
		th.memPeak = th.mem
	}
	if th.mem > th.Limits.MaxMemory {
		live := th.measureLive()
		if th.abort != nil {
			return th.abort
		}
		th.mem = live + n
		// close to the limit, measuring again after every small allocation
		// would cost O(live) each time: call it exhausted
		if th.mem > th.Limits.MaxMemory*9/10 {
			return th.setAbort(Errorf(MemoryErrorType, "execution exceeded the memory limit (%d bytes)", th.Limits.MaxMemory))
		}
	}
	return nil
}

// shallowSize estimates the bytes an object adds when stored in a
// container, so that growth is accounted with its elements; shared objects
// are counted again, which measureLive corrects when the limit is reached.
func shallowSize(o Object) int64 {
	switch x := o.(type) {
	case *Str:
		return int64(len(x.s)) + 48
	case Int, Float:
		return 16
	case *Tuple:
		return int64(len(x.items))*16 + 32
	case *List:
		return int64(cap(x.items))*16 + 48
	case *Dict:
		return 64 + int64(x.used)*48
	case *BigInt:
		return int64(x.v.BitLen()/8) + 32
	case *Bytes:
		return int64(len(x.b)) + 32
	}
	return 32
}

// pushRoot makes o reachable for memory measurement while host code
// builds it; popRoot undoes the last push.
func (th *Thread) pushRoot(o Object) { th.gcRoots = append(th.gcRoots, o) }

func (th *Thread) popRoot() { th.gcRoots = th.gcRoots[:len(th.gcRoots)-1] }

// AllocMem is allocMem for host code.
func (th *Thread) AllocMem(n int64) error { return th.allocMem(n) }

// checkAlloc refuses an allocation of n bytes before it happens.
func (th *Thread) checkAlloc(n int64) error {
	if n < 0 || n > th.Limits.MaxMemory || th.mem+n > th.Limits.MaxMemory && th.measureLive()+n > th.Limits.MaxMemory {
		return th.setAbort(Errorf(MemoryErrorType, "execution exceeded the memory limit (%d bytes): an object of %d bytes was requested", th.Limits.MaxMemory, n))
	}
	return th.allocMem(n)
}

// CheckGrowth charges delta new bytes of a buffer host code is growing to
// total bytes. Until the buffer becomes a Python object no measurement of
// live memory can see it, so when the run's usage is re-measured the
// buffer's total is added: without this a decoder could grow without
// bound, each measurement forgetting what it holds.
func (th *Thread) CheckGrowth(total, delta int64) error {
	if total > th.Limits.MaxMemory {
		return th.setAbort(Errorf(MemoryErrorType, "execution exceeded the memory limit (%d bytes): an object of %d bytes was requested", th.Limits.MaxMemory, total))
	}
	th.mem += delta
	if th.mem > th.memPeak {
		th.memPeak = th.mem
	}
	if th.mem > th.Limits.MaxMemory {
		live := th.measureLive()
		if th.abort != nil {
			return th.abort
		}
		th.mem = live + total
		if th.mem > th.Limits.MaxMemory {
			return th.setAbort(Errorf(MemoryErrorType, "execution exceeded the memory limit (%d bytes)", th.Limits.MaxMemory))
		}
	}
	return nil
}

// MemoryLeft returns the bytes the run may still allocate before its
// memory limit (at least 1: a run at its limit has just failed).
func (th *Thread) MemoryLeft() int64 {
	if left := th.Limits.MaxMemory - th.mem; left > 0 {
		return left
	}
	return 1
}

// CheckAlloc is checkAlloc for host code.
func (th *Thread) CheckAlloc(n int64) error { return th.checkAlloc(n) }

// OutputBuffer collects what a run prints, up to a limit shared by stdout
// and stderr; what does not fit is dropped and the buffer marked truncated.
type OutputBuffer struct {
	buf []byte
	lim *outputLimit
	Tee io.Writer
}

type outputLimit struct {
	used, limit int
	truncated   bool
}

// WriteString appends s, honouring the limit.
func (b *OutputBuffer) WriteString(s string) {
	if b.Tee != nil {
		_, _ = io.WriteString(b.Tee, s) // a failing tee (a closed pipe) must not fail the run
	}
	room := b.lim.limit - b.lim.used
	if len(s) > room {
		if room < 0 {
			room = 0
		}
		s = s[:room]
		b.lim.truncated = true
	}
	b.lim.used += len(s)
	b.buf = append(b.buf, s...)
}

// String returns what was written.
func (b *OutputBuffer) String() string { return string(b.buf) }

// Truncated reports whether output (stdout or stderr) was cut.
func (b *OutputBuffer) Truncated() bool { return b.lim.truncated }

// RunProgram runs a compiled module with globals as its namespace and
// returns the value of its final expression statement, if any.
func (th *Thread) RunProgram(p *Program, globals *Dict) (Object, error) {
	fr := th.newFrame(p.code, nil, globals)
	fr.back = th.frame
	th.frame = fr
	v, err := p.code.body(fr)
	th.frame = fr.back
	if err != nil {
		if e, ok := err.(*Exception); ok {
			e.addTraceback(fr, fr.line)
		} else if err == errGenKilled {
			err = Errorf(RuntimeErrorType, "generator discarded")
		} else {
			err = wrapGoError(err)
		}
		return nil, err
	}
	return v, nil
}

// EndGenerators ends generator goroutines left suspended by the run.
func (th *Thread) EndGenerators() { th.endGenerators() }

// Modules returns the modules imported by the run (to carry into a session).
func (th *Thread) Modules() map[string]Object { return th.modules }

// RestoreModules installs modules imported by earlier runs of a session.
func (th *Thread) RestoreModules(m map[string]Object) {
	for k, v := range m {
		th.SetModule(k, v)
	}
}
