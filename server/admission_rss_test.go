package server

import (
	"os"
	"runtime"
	"runtime/debug"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestConcurrentRunsStayInServerBudget: eight memory-hungry runs sent at
// once, in process, with a budget of 32 MiB each and 64 MiB for runs
// together: two run at a time, so the process grows by less than the
// server's budget + 100 MiB. (Eight runs each under 256 MiB took a server
// to 2.8 GiB when all ran at once.)
func TestConcurrentRunsStayInServerBudget(t *testing.T) {
	const budget, serverBudget = 32 << 20, 64 << 20
	f := newFixtureWith(t, fixtureOptions{server: Options{Memory: budget, ServerMemory: serverBudget}})
	runtime.GC()
	debug.FreeOSMemory()
	base := rssMiB(t, os.Getpid())

	var peak int
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		for {
			peak = max(peak, rssMiB(t, os.Getpid()))
			select {
			case <-stop:
				return
			case <-time.After(2 * time.Millisecond):
			}
		}
	}()
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for range 8 {
		wg.Go(func() {
			r, _ := f.exec(map[string]any{"code": "x = []\nwhile True: x.append('a' * 1000)"})
			if r.Error != nil {
				errs <- r.Error.Type
			}
		})
	}
	wg.Wait()
	close(stop)
	<-sampled
	close(errs)
	for typ := range errs {
		require.Equal(t, "MemoryError", typ)
	}
	t.Logf("RSS %d MiB before, %d MiB at the peak", base, peak)
	require.Less(t, peak-base, serverBudget>>20+100, "the server's growth")
}
