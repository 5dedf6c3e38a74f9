package worker

import (
	"bufio"
	"context"
	"sync"
)

// inbox reads the worker's input on its own goroutine, so that a cancel
// frame reaches the running code at once while the run's goroutine waits
// only for the frames it asked for (runs, host call replies).
type inbox struct {
	frames chan *frame
	err    error // why the input ended; set before frames closes

	mu      sync.Mutex
	running uint64            // the ID of the run in progress, 0 between runs
	stop    func(cause error) // stops it
}

func newInbox(r *bufio.Reader) *inbox {
	b := &inbox{frames: make(chan *frame)}
	go b.read(r)
	return b
}

func (b *inbox) read(r *bufio.Reader) {
	defer close(b.frames)
	for {
		f, err := readFrame(r)
		if err != nil {
			b.err = err
			return
		}
		if f.Kind == "cancel" && f.Cancel != nil {
			b.cancel(f.Cancel)
			continue
		}
		b.frames <- f
	}
}

// next returns the next frame that is not a cancel, or why there is none.
func (b *inbox) next() (*frame, error) {
	f, ok := <-b.frames
	if !ok {
		return nil, b.err
	}
	return f, nil
}

// begin makes run id the one a cancel frame stops; end forgets it.
func (b *inbox) begin(id uint64, stop func(cause error)) (end func()) {
	b.mu.Lock()
	b.running, b.stop = id, stop
	b.mu.Unlock()
	return func() {
		b.mu.Lock()
		b.running, b.stop = 0, nil
		b.mu.Unlock()
	}
}

func (b *inbox) cancel(c *cancelRun) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.stop == nil || c.ID != b.running {
		return // the run ended before the cancel arrived
	}
	if c.Timeout {
		b.stop(context.DeadlineExceeded)
	} else {
		b.stop(context.Canceled)
	}
}

// runContext is a run's context in the worker: ended from another
// goroutine (a cancel frame, the memory fence) with the error the
// interpreter reads from Err to choose between TimeoutError and
// KeyboardInterrupt, which context.WithCancelCause cannot give.
type runContext struct {
	context.Context // values and no deadline: the run's own limit applies
	done            chan struct{}
	once            sync.Once
	err             error // set before done closes
}

func newRunContext() *runContext {
	return &runContext{Context: context.Background(), done: make(chan struct{})}
}

func (c *runContext) Done() <-chan struct{} { return c.done }

func (c *runContext) Err() error {
	select {
	case <-c.done:
		return c.err
	default:
		return nil
	}
}

// stop ends the context with err (context.Canceled or
// context.DeadlineExceeded); the first call wins.
func (c *runContext) stop(err error) {
	c.once.Do(func() {
		c.err = err
		close(c.done)
	})
}
