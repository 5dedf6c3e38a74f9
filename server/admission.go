package server

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	mcpserver "github.com/mark3labs/mcp-go/server"
)

// ErrBusy is wrapped by the error of a run that could not be admitted:
// the server's run queue, or its memory, is full.
var ErrBusy = errors.New("the server is busy")

// admission decides when an execute_code run may start. Runs hold a slot
// (MaxRuns at once, MaxRunsPerClient per client) and reserve their memory
// budget from the server's (ServerMemory). A run that cannot start waits
// in its client's queue; when a run ends, the queues are served in turn,
// one run per client, so a client that sends a hundred runs does not
// starve one that sends one. A run that waits past its own time limit, or
// that finds its client's queue full, is refused with ErrBusy. It is safe
// for concurrent use.
type admission struct {
	maxRuns, perClient, maxQueued int
	memory                        int64 // bytes runs may reserve together
	// held is what the live sessions keep, taken from memory first
	// (nil: nothing).
	held func() int64

	mu       sync.Mutex
	running  int
	reserved int64
	byClient map[string]*clientRuns
	turns    []string // clients with waiting runs, in the order they are served
}

type clientRuns struct {
	running int
	waiting []*waitingRun
}

type waitingRun struct {
	memory int64
	ready  chan struct{} // closed when the run is admitted
}

func newAdmission(maxRuns, perClient, maxQueued int, memory int64, held func() int64) *admission {
	return &admission{maxRuns: maxRuns, perClient: perClient, maxQueued: maxQueued, memory: memory, held: held, byClient: map[string]*clientRuns{}}
}

// admit waits until a run of client reserving memory bytes may start, at
// most maxWait; release must be called when the run ends.
func (a *admission) admit(ctx context.Context, client string, memory int64, maxWait time.Duration) (release func(), err error) {
	if memory > a.memory {
		return nil, fmt.Errorf("%w: a run's memory budget (%d MiB) is more than the server's memory for runs (%d MiB); lower --memory or raise the server's budget",
			ErrBusy, memory>>20, a.memory>>20)
	}
	w := &waitingRun{memory: memory, ready: make(chan struct{})}
	a.mu.Lock()
	c := a.client(client)
	if len(c.waiting) >= a.maxQueued {
		a.mu.Unlock()
		return nil, fmt.Errorf("%w: %d runs of this client are already waiting to start; wait for some to finish", ErrBusy, len(c.waiting))
	}
	if len(c.waiting) == 0 {
		a.turns = append(a.turns, client)
	}
	c.waiting = append(c.waiting, w)
	a.dispatchLocked()
	a.mu.Unlock()

	release = func() { a.release(client, memory) }
	timer := time.NewTimer(maxWait)
	defer timer.Stop()
	select {
	case <-w.ready:
		return release, nil
	case <-ctx.Done():
		err = ctx.Err()
	case <-timer.C:
		err = fmt.Errorf("%w: the run waited %s (its time limit) for one of the %d run slots or for memory (%d MiB for runs, of which sessions hold %d MiB); try again later",
			ErrBusy, maxWait, a.maxRuns, a.memory>>20, a.heldNow()>>20)
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	select {
	case <-w.ready:
		// admitted just as the wait ended
		if ctx.Err() == nil {
			return release, nil
		}
		a.releaseLocked(client, memory)
	default:
		a.withdrawLocked(client, w)
	}
	return nil, err
}

func (a *admission) client(name string) *clientRuns {
	c := a.byClient[name]
	if c == nil {
		c = &clientRuns{}
		a.byClient[name] = c
	}
	return c
}

func (a *admission) release(client string, memory int64) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.releaseLocked(client, memory)
}

func (a *admission) releaseLocked(client string, memory int64) {
	a.running--
	a.reserved -= memory
	c := a.byClient[client]
	c.running--
	a.forgetLocked(client, c)
	a.dispatchLocked()
}

// withdrawLocked takes a run that gave up out of its client's queue.
func (a *admission) withdrawLocked(client string, w *waitingRun) {
	c := a.byClient[client]
	for i, x := range c.waiting {
		if x == w {
			c.waiting = append(c.waiting[:i], c.waiting[i+1:]...)
			break
		}
	}
	if len(c.waiting) == 0 {
		a.dropTurnLocked(client)
	}
	a.forgetLocked(client, c)
	// the run that gave up may have been the one others waited behind
	a.dispatchLocked()
}

func (a *admission) forgetLocked(client string, c *clientRuns) {
	if c.running == 0 && len(c.waiting) == 0 {
		delete(a.byClient, client)
	}
}

func (a *admission) dropTurnLocked(client string) {
	for i, name := range a.turns {
		if name == client {
			a.turns = append(a.turns[:i], a.turns[i+1:]...)
			return
		}
	}
}

// dispatchLocked starts waiting runs while slots and memory allow, taking
// the clients in turn: a client whose run starts goes to the back.
func (a *admission) dispatchLocked() {
	free := a.memory - a.heldNow()
	for a.running < a.maxRuns {
		started := false
		for i, name := range a.turns {
			c := a.byClient[name]
			w := c.waiting[0]
			if c.running >= a.perClient || a.reserved+w.memory > free {
				continue
			}
			c.waiting = c.waiting[1:]
			c.running++
			a.running++
			a.reserved += w.memory
			close(w.ready)
			a.turns = append(a.turns[:i], a.turns[i+1:]...)
			if len(c.waiting) > 0 {
				a.turns = append(a.turns, name)
			}
			started = true
			break
		}
		if !started {
			return
		}
	}
}

// clientOf names the client a request comes from, for fair turns: the
// MCP session (a stdio connection, an HTTP client's session) within the
// caller's scope (an HTTP token), or the scope alone for stateless HTTP.
func clientOf(ctx context.Context) string {
	client := scopeOf(ctx)
	if cs := mcpserver.ClientSessionFromContext(ctx); cs != nil {
		client += "/" + cs.SessionID()
	}
	return client
}

func (a *admission) heldNow() int64 {
	if a.held == nil {
		return 0
	}
	return a.held()
}
