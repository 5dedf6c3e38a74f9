package server

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// admitted is a run queueRun sent that started (or the error it got).
type admitted struct {
	name    string
	release func()
}

// queueRun sends a run of client that must wait, and returns once it is
// in the client's queue; out receives it when it starts.
func queueRun(t *testing.T, a *admission, client, name string, memory int64, out chan<- admitted) {
	t.Helper()
	before := a.waitingOf(client)
	go func() {
		release, err := a.admit(context.Background(), client, memory, time.Minute)
		if err != nil {
			out <- admitted{name: "error: " + err.Error()}
			return
		}
		out <- admitted{name: name, release: release}
	}()
	require.Eventually(t, func() bool { return a.waitingOf(client) > before }, 5*time.Second, time.Millisecond)
}

func (a *admission) waitingOf(client string) int {
	a.mu.Lock()
	defer a.mu.Unlock()
	if c := a.byClient[client]; c != nil {
		return len(c.waiting)
	}
	return 0
}

// TestAdmissionTakesClientsInTurn: one slot; a client with five runs
// queued does not make a client with one wait for all of them.
func TestAdmissionTakesClientsInTurn(t *testing.T) {
	a := newAdmission(1, 1, 100, 1<<30, nil)
	out := make(chan admitted, 10)
	first, err := a.admit(context.Background(), "flood", 1, time.Second)
	require.NoError(t, err)
	for _, name := range []string{"f2", "f3", "f4", "f5"} {
		queueRun(t, a, "flood", name, 1, out)
	}
	queueRun(t, a, "other", "o1", 1, out)
	var order []string
	release := first
	for range 5 {
		release()
		got := <-out
		order = append(order, got.name)
		release = got.release
	}
	release()
	require.Equal(t, []string{"f2", "o1", "f3", "f4", "f5"}, order)
}

func TestAdmissionLimits(t *testing.T) {
	ctx := context.Background()
	t.Run("per client", func(t *testing.T) {
		a := newAdmission(4, 2, 100, 1<<30, nil)
		r1, err := a.admit(ctx, "c", 1, time.Second)
		require.NoError(t, err)
		r2, err := a.admit(ctx, "c", 1, time.Second)
		require.NoError(t, err)
		_, err = a.admit(ctx, "c", 1, 50*time.Millisecond)
		require.ErrorIs(t, err, ErrBusy, "a third run of the client waits, though slots are free")
		r3, err := a.admit(ctx, "d", 1, time.Second)
		require.NoError(t, err, "another client still gets a slot")
		r1()
		r4, err := a.admit(ctx, "c", 1, time.Second)
		require.NoError(t, err)
		for _, r := range []func(){r2, r3, r4} {
			r()
		}
	})
	t.Run("server memory", func(t *testing.T) {
		a := newAdmission(4, 4, 100, 100, nil)
		r1, err := a.admit(ctx, "c", 60, time.Second)
		require.NoError(t, err)
		_, err = a.admit(ctx, "d", 60, 50*time.Millisecond)
		require.ErrorIs(t, err, ErrBusy, "the second run does not fit the server's memory")
		require.ErrorContains(t, err, "waited 50ms (its time limit) for one of the 4 run slots or for memory")
		done := make(chan error, 1)
		go func() {
			r, err := a.admit(ctx, "d", 60, 5*time.Second)
			if err == nil {
				r()
			}
			done <- err
		}()
		time.Sleep(20 * time.Millisecond)
		r1()
		require.NoError(t, <-done, "it starts once the first ends")
		_, err = a.admit(ctx, "c", 101, time.Second)
		require.ErrorContains(t, err, "a run's memory budget (0 MiB) is more than the server's memory for runs")
	})
	t.Run("sessions hold memory", func(t *testing.T) {
		held := int64(50)
		a := newAdmission(4, 4, 100, 100, func() int64 { return held })
		_, err := a.admit(ctx, "c", 60, 50*time.Millisecond)
		require.ErrorIs(t, err, ErrBusy, "sessions hold half the memory: a run of 60 waits")
		held = 40
		r, err := a.admit(ctx, "c", 60, time.Second)
		require.NoError(t, err)
		r()
	})
	t.Run("queue bound", func(t *testing.T) {
		a := newAdmission(1, 1, 2, 1<<30, nil)
		r, err := a.admit(ctx, "c", 1, time.Second)
		require.NoError(t, err)
		out := make(chan admitted, 2)
		queueRun(t, a, "c", "w1", 1, out)
		queueRun(t, a, "c", "w2", 1, out)
		_, err = a.admit(ctx, "c", 1, time.Second)
		require.ErrorContains(t, err, "2 runs of this client are already waiting to start")
		r()
		(<-out).release()
		(<-out).release()
	})
	t.Run("cancelled while waiting", func(t *testing.T) {
		a := newAdmission(1, 1, 10, 1<<30, nil)
		r, err := a.admit(ctx, "c", 1, time.Second)
		require.NoError(t, err)
		cctx, cancel := context.WithCancel(ctx)
		done := make(chan error, 1)
		go func() {
			_, err := a.admit(cctx, "d", 1, time.Minute)
			done <- err
		}()
		require.Eventually(t, func() bool { return a.waitingOf("d") == 1 }, time.Second, time.Millisecond)
		cancel()
		require.True(t, errors.Is(<-done, context.Canceled))
		require.Zero(t, a.waitingOf("d"), "the cancelled run left the queue")
		r()
		r2, err := a.admit(ctx, "e", 1, time.Second)
		require.NoError(t, err)
		r2()
		a.mu.Lock()
		require.Zero(t, a.running)
		require.Empty(t, a.byClient)
		require.Empty(t, a.turns)
		a.mu.Unlock()
	})
}

// TestAdmissionUnderLoad: many clients and runs at once; every run starts
// once, never more than the slots run together, and nothing is left over.
func TestAdmissionUnderLoad(t *testing.T) {
	a := newAdmission(3, 2, 1000, 1<<30, nil)
	var mu sync.Mutex
	running, peak := 0, 0
	var wg sync.WaitGroup
	for i := range 200 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			release, err := a.admit(context.Background(), string(rune('a'+i%7)), 1, time.Minute)
			if err != nil {
				t.Error(err)
				return
			}
			mu.Lock()
			running++
			peak = max(peak, running)
			mu.Unlock()
			time.Sleep(time.Millisecond)
			mu.Lock()
			running--
			mu.Unlock()
			release()
		}()
	}
	wg.Wait()
	require.LessOrEqual(t, peak, 3)
	a.mu.Lock()
	defer a.mu.Unlock()
	require.Zero(t, a.running)
	require.Zero(t, a.reserved)
	require.Empty(t, a.byClient)
}
