// Package memfence reads the process's real memory and tells when it has
// passed a limit. The interpreter accounts what Python objects cost, but
// the process holds more: the collector lets garbage pile up (GOGC=400
// grows the heap to five times the live data), and some growth is not
// charged before it happens. A worker process fences its one run with a
// Meter; a server running code in process fences all its runs together.
package memfence

import (
	"bytes"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"
	"time"
)

// ConfirmEvery spaces the full collections that tell garbage from live
// data when the process holds more than a limit.
const ConfirmEvery = 100 * time.Millisecond

// Use is one reading of the process's memory.
type Use struct {
	Live  int64 // heap bytes the last collection found live
	InUse int64 // memory the Go runtime holds, minus what it gave back
	RSS   int64 // resident set size; 0 when unknown
}

// Held is the most the process holds by either count.
func (u Use) Held() int64 { return max(u.InUse, u.RSS) }

// Meter reads the process's memory. It is safe for concurrent use.
type Meter struct {
	mu      sync.Mutex
	statm   *os.File // /proc/self/statm; nil where there is none
	samples []metrics.Sample
	// confirmed is when Over last ran a full collection.
	confirmed time.Time
}

// NewMeter returns a meter reading statm (from OpenStatm; nil: RSS
// unknown).
func NewMeter(statm *os.File) *Meter {
	return &Meter{statm: statm, samples: []metrics.Sample{
		{Name: "/gc/heap/live:bytes"},
		{Name: "/memory/classes/total:bytes"},
		{Name: "/memory/classes/heap/released:bytes"},
	}}
}

// OpenStatm opens /proc/self/statm for a meter; in a worker it must happen
// before Landlock and seccomp forbid opening files. nil where there is
// none.
func OpenStatm() *os.File {
	f, err := os.Open("/proc/self/statm")
	if err != nil {
		return nil
	}
	return f
}

// Read takes one reading.
func (m *Meter) Read() Use {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.readLocked()
}

// ReadHeap takes a reading of the Go runtime's figures only (RSS 0): a
// quarter of Read's cost, for a reading on every run.
func (m *Meter) ReadHeap() Use {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.readHeapLocked()
}

func (m *Meter) readHeapLocked() Use {
	metrics.Read(m.samples)
	return Use{
		Live:  int64(m.samples[0].Value.Uint64()),
		InUse: int64(m.samples[1].Value.Uint64() - m.samples[2].Value.Uint64()),
	}
}

func (m *Meter) readLocked() Use {
	u := m.readHeapLocked()
	if m.statm != nil {
		var buf [128]byte
		n, _ := m.statm.ReadAt(buf[:], 0)
		// size resident shared text lib data dt, in pages
		fields := bytes.Fields(buf[:n])
		if len(fields) > 1 {
			if pages, err := strconv.ParseInt(string(fields[1]), 10, 64); err == nil {
				u.RSS = pages * int64(os.Getpagesize())
			}
		}
	}
	return u
}

// Over tells whether the process, read as u, passes limit. The data the
// last collection found live is the true usage; while it stays under the
// limit, memory beyond it is garbage or free pages the collector had no
// time to return (allocation outrunning it on a busy machine). Past a
// quarter over the limit a full collection, at most every ConfirmEvery
// (at once past half over), gives a fresh live figure; past twice the
// limit the free pages are returned too, and what is still held counts.
// used is the figure that passed.
func (m *Meter) Over(u Use, limit int64) (used int64, over bool) {
	if u.Live > limit {
		return u.Live, true
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	held := u.Held()
	if held <= limit+limit/4 || held <= limit+limit/2 && time.Since(m.confirmed) < ConfirmEvery {
		return 0, false
	}
	m.confirmed = time.Now()
	if held > 2*limit {
		debug.FreeOSMemory()
	} else {
		runtime.GC()
	}
	u = m.readLocked()
	switch {
	case u.Live > limit:
		return u.Live, true
	case held > 2*limit && u.Held() > 2*limit:
		return u.Held(), true
	}
	return 0, false
}

// Traceback turns the traceback of a run a fence stopped (which ends in
// the KeyboardInterrupt the stop raised, or whatever the run raised first)
// into one ending in "MemoryError: msg", keeping its frames. It is ""
// when tb is not a traceback.
func Traceback(tb, msg string) string {
	tb = strings.TrimRight(tb, "\n")
	i := strings.LastIndexByte(tb, '\n')
	if i < 0 || !strings.HasPrefix(tb, "Traceback") {
		return ""
	}
	return tb[:i+1] + "MemoryError: " + msg + "\n"
}
