package worker

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Config configures a Pool.
type Config struct {
	// Command starts a worker: the mcpython binary and "worker".
	Command []string
	// Env is added to the worker's environment.
	Env []string
	// Size is the number of warm workers, and of runs at once (default 2).
	Size int
	// MaxRuns replaces a worker after this many runs (default 100).
	MaxRuns int
	// Memory is the worker's memory ceiling in bytes (0: none): the run's
	// limit plus room for the interpreter itself.
	Memory int64
	// Grace is how long past a run's time limit the server waits before
	// it kills the worker (default 2 s).
	Grace time.Duration
	// Logger receives the workers' stderr and the pool's events.
	Logger *slog.Logger
}

// ErrDied is wrapped by the error of a run whose worker process died.
var ErrDied error = &workerError{"the run's worker process died"}

// ErrOutOfMemory is wrapped by the error of a run whose worker ended
// itself because the run kept growing past its memory limit after it was
// told to stop.
var ErrOutOfMemory error = &workerError{"the run's worker process ran out of memory"}

// ErrOverran is wrapped by the error of a run that did not stop at its
// time limit plus the grace period; its worker was killed.
var ErrOverran error = &workerError{"the run did not stop at its time limit"}

// workerError is a sentinel error, compared by identity. (Not errors.New:
// a composite literal needs no work at process start, issue 16.)
type workerError struct{ msg string }

func (e *workerError) Error() string { return e.msg }

// Pool keeps warm worker processes and runs code in them.
type Pool struct {
	cfg    Config
	idle   chan *proc
	mu     sync.Mutex
	closed bool
	live   map[*proc]struct{}
	runIDs atomic.Uint64
	// cg gives each worker a cgroup with a memory limit; nil where the
	// server cannot make them.
	cg atomic.Pointer[cgroups]
}

// NewPool starts cfg.Size workers.
func NewPool(cfg Config) (*Pool, error) {
	if len(cfg.Command) == 0 {
		return nil, fmt.Errorf("worker pool: no command")
	}
	if cfg.Size <= 0 {
		cfg.Size = 2
	}
	if cfg.MaxRuns <= 0 {
		cfg.MaxRuns = 100
	}
	if cfg.Grace <= 0 {
		cfg.Grace = 2 * time.Second
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	p := &Pool{cfg: cfg, idle: make(chan *proc, cfg.Size), live: map[*proc]struct{}{}}
	if cfg.Memory > 0 {
		if cg, err := systemCgroups(); err != nil {
			cfg.Logger.Info("workers run without a cgroup memory limit (RLIMIT_AS and the memory fence still hold)", "reason", err)
		} else {
			p.cg.Store(cg)
			cfg.Logger.Info("workers run in cgroups with a memory limit", "cgroup", cg.dir)
		}
	}
	errs := make(chan error, cfg.Size)
	for range cfg.Size {
		go func() {
			w, err := p.start()
			if err == nil {
				p.idle <- w
			}
			errs <- err
		}()
	}
	var first error
	for range cfg.Size {
		if err := <-errs; err != nil && first == nil {
			first = err
		}
	}
	if first != nil {
		p.Close()
		return nil, first
	}
	return p, nil
}

// startTimeout bounds a worker's start, up to its ready frame.
const startTimeout = 10 * time.Second

// proc is one worker process.
type proc struct {
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    *bufio.Reader
	runs   int
	exited chan struct{} // closed when the process has been waited for
	status error         // its exit status, set before exited closes
}

// kill ends the worker process; that it has already exited is fine.
func (w *proc) kill() { _ = w.cmd.Process.Kill() }

func (p *Pool) start() (*proc, error) {
	cmd := exec.Command(p.cfg.Command[0], p.cfg.Command[1:]...)
	cmd.Env = append(workerEnv(os.Environ()), p.cfg.Env...)
	if p.cfg.Memory > 0 {
		cmd.Env = append(cmd.Env, EnvMemory+"="+strconv.FormatInt(p.cfg.Memory, 10))
	}
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, fmt.Errorf("start worker: %w", err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, fmt.Errorf("start worker: %w", err)
	}
	cmd.Stderr = &logWriter{log: p.cfg.Logger}
	removeCgroup, retry, err := p.startCmd(cmd)
	if retry {
		return p.start()
	}
	if err != nil {
		return nil, fmt.Errorf("start worker %s: %w", p.cfg.Command[0], err)
	}
	w := &proc{cmd: cmd, in: in, out: bufio.NewReaderSize(out, 64<<10), exited: make(chan struct{})}
	go func() {
		w.status = cmd.Wait()
		removeCgroup()
		close(w.exited)
	}()
	// a worker that cannot start (a wrong binary, a kernel refusing its
	// fences fatally) is caught here, not by every run
	ready := make(chan error, 1)
	go func() {
		f, err := readFrame(w.out)
		if err == nil && f.Kind != "ready" {
			err = fmt.Errorf("its first frame is %q, not ready", f.Kind)
		}
		ready <- err
	}()
	select {
	case err = <-ready:
	case <-time.After(startTimeout):
		err = fmt.Errorf("not ready after %s", startTimeout)
	}
	if err != nil {
		_ = cmd.Process.Kill() // a worker that is not ready is dropped either way
		<-w.exited
		return nil, fmt.Errorf("start worker %s: %w (%v)", p.cfg.Command[0], err, w.status)
	}
	p.mu.Lock()
	p.live[w] = struct{}{}
	p.mu.Unlock()
	return w, nil
}

// startCmd starts a worker's process, in a cgroup of its own when the
// pool has them. removeCgroup is called once the process has exited.
// When the process could not be started into its cgroup (a kernel before
// Linux 5.7), cgroups are turned off for the pool and retry is true: the
// command cannot be started again, the caller makes a new one.
func (p *Pool) startCmd(cmd *exec.Cmd) (removeCgroup func(), retry bool, err error) {
	cg := p.cg.Load()
	if cg == nil {
		return func() {}, false, cmd.Start()
	}
	remove, err := cg.place(cmd, p.cfg.Memory)
	if err != nil {
		p.cfg.Logger.Warn("a worker starts without its cgroup", "err", err)
		return func() {}, false, cmd.Start()
	}
	if err := cmd.Start(); err != nil {
		remove()
		p.cfg.Logger.Info("workers run without a cgroup memory limit (RLIMIT_AS and the memory fence still hold)", "reason", err)
		p.cg.Store(nil)
		return func() {}, true, err
	}
	return remove, false, nil
}

// workerEnv keeps of the server's environment only what tunes the Go
// runtime: a worker needs no secrets (tokens, database URLs), and a run
// that escaped the interpreter could read them from its memory.
func workerEnv(env []string) []string {
	var keep []string
	for _, kv := range env {
		if strings.HasPrefix(kv, "GO") || strings.HasPrefix(kv, "TZ=") {
			keep = append(keep, kv)
		}
	}
	return keep
}

// Size is the number of workers, and of runs at once.
func (p *Pool) Size() int { return p.cfg.Size }

// Pids returns the process ids of the live workers (for tests and stats).
func (p *Pool) Pids() []int {
	p.mu.Lock()
	defer p.mu.Unlock()
	var pids []int
	for w := range p.live {
		pids = append(pids, w.cmd.Process.Pid)
	}
	return pids
}

// Run runs req in a worker, answering its host calls with host. When ctx
// ends during the run the worker is told to stop it, and the run ends as
// it would in process (KeyboardInterrupt, or TimeoutError for a deadline)
// with its reply. The error wraps ErrDied when the worker process died
// during the run, ErrOutOfMemory when it ended itself over the run's
// memory, or ErrOverran when it had to be killed after the run's time
// limit (or a cancel) plus the grace period; then a fresh worker takes
// its place and nothing of the run is kept.
func (p *Pool) Run(ctx context.Context, req *RunRequest, host Surface) (*RunReply, error) {
	var w *proc
	select {
	case w = <-p.idle:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	req.ID = p.runIDs.Add(1)
	reply, err := p.runOn(ctx, w, req, host)
	w.runs++
	if err != nil || reply.Recycle || w.runs >= p.cfg.MaxRuns {
		p.retire(w)
		go p.replace()
	} else {
		p.idle <- w
	}
	return reply, err
}

// replace starts a worker for the pool's free slot, retrying while the
// system refuses (the slot must not be lost).
func (p *Pool) replace() {
	for delay := 50 * time.Millisecond; ; delay = min(2*delay, 5*time.Second) {
		p.mu.Lock()
		closed := p.closed
		p.mu.Unlock()
		if closed {
			return
		}
		w, err := p.start()
		if err == nil {
			p.idle <- w
			return
		}
		p.cfg.Logger.Error("starting a worker failed", "err", err)
		time.Sleep(delay)
	}
}

// retire kills w and forgets it.
func (p *Pool) retire(w *proc) {
	w.in.Close()
	w.kill()
	p.mu.Lock()
	delete(p.live, w)
	p.mu.Unlock()
	go func() { <-w.exited }()
}

func (p *Pool) runOn(ctx context.Context, w *proc, req *RunRequest, host Surface) (*RunReply, error) {
	if err := writeFrame(w.in, &frame{Kind: "run", Run: req}); err != nil {
		return nil, p.died(w, err)
	}
	frames := make(chan *frame)
	readErr := make(chan error, 1)
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		for {
			f, err := readFrame(w.out)
			if err != nil {
				readErr <- err
				return
			}
			select {
			case frames <- f:
			case <-stop:
				return
			}
			if f.Kind == "done" {
				return
			}
		}
	}()
	limit := req.Limits.MaxDuration
	if limit <= 0 {
		limit = 30 * time.Second
	}
	timer := time.NewTimer(limit + p.cfg.Grace)
	defer timer.Stop()
	// host calls end with the run too, whatever deadline the worker asks
	hostCtx, cancel := context.WithTimeout(ctx, limit+p.cfg.Grace)
	defer cancel()
	done := ctx.Done()
	cancelled := false
	for {
		select {
		case f := <-frames:
			switch {
			case f.Kind == "done" && f.Done != nil:
				return f.Done, nil
			case f.Kind == "call" && f.Call != nil:
				reply := serve(hostCtx, host, f.Call)
				if err := writeFrame(w.in, &frame{Kind: "reply", Reply: reply}); err != nil {
					return nil, p.died(w, err)
				}
			default:
				w.kill()
				return nil, fmt.Errorf("%w: it sent an unexpected %q frame", ErrDied, f.Kind)
			}
		case err := <-readErr:
			return nil, p.died(w, err)
		case <-timer.C:
			w.kill()
			if cancelled {
				return nil, fmt.Errorf("%w: it was cancelled and had not stopped %s later (%w)", ErrOverran, p.cfg.Grace, ctx.Err())
			}
			return nil, fmt.Errorf("%w of %s; its worker process was stopped %s later", ErrOverran, limit, p.cfg.Grace)
		case <-done:
			// the worker stops the run itself, so that what the run did
			// before the cancel is kept as in process; it is killed only
			// if the run does not stop within the grace period
			done, cancelled = nil, true
			stop := &frame{Kind: "cancel", Cancel: &cancelRun{ID: req.ID, Timeout: errors.Is(ctx.Err(), context.DeadlineExceeded)}}
			if err := writeFrame(w.in, stop); err != nil {
				return nil, p.died(w, err)
			}
			timer.Reset(p.cfg.Grace) // no stale tick since Go 1.23
		}
	}
}

// died explains a broken pipe by the worker's exit status.
func (p *Pool) died(w *proc, ioErr error) error {
	select {
	case <-w.exited:
	case <-time.After(2 * time.Second):
		w.kill()
		<-w.exited
	}
	status := "exited"
	if w.status != nil {
		status = w.status.Error()
	}
	p.cfg.Logger.Warn("a worker process died during a run", "pid", w.cmd.Process.Pid, "status", status, "io", ioErr)
	if w.cmd.ProcessState != nil && w.cmd.ProcessState.ExitCode() == exitMemory {
		return fmt.Errorf("%w: the run kept allocating after it was stopped at its memory limit", ErrOutOfMemory)
	}
	return fmt.Errorf("%w: %s", ErrDied, status)
}

// Close stops every worker.
func (p *Pool) Close() error {
	p.mu.Lock()
	p.closed = true
	live := make([]*proc, 0, len(p.live))
	for w := range p.live {
		live = append(live, w)
	}
	p.mu.Unlock()
	for _, w := range live {
		w.in.Close() // a worker exits when its input ends
		select {
		case <-w.exited:
		case <-time.After(time.Second):
			w.kill()
			<-w.exited
		}
	}
	return nil
}

// logWriter passes a worker's stderr lines to the log.
type logWriter struct {
	log *slog.Logger
	mu  sync.Mutex
	buf []byte
}

func (l *logWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.buf = append(l.buf, p...)
	for {
		i := indexByte(l.buf, '\n')
		if i < 0 {
			break
		}
		l.log.Info("worker: " + string(l.buf[:i]))
		l.buf = l.buf[i+1:]
	}
	if len(l.buf) > 64<<10 {
		l.log.Info("worker: " + string(l.buf))
		l.buf = nil
	}
	return len(p), nil
}

func indexByte(b []byte, c byte) int {
	for i, x := range b {
		if x == c {
			return i
		}
	}
	return -1
}
