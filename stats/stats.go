// Package stats counts execute_code runs for get_execution_stats: how many,
// which errors, and the durations of recent runs. Counts are kept in the
// store so that they survive restarts and add up over every process that
// serves one data dir; a run never waits for a commit.
package stats

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sort"
	"sync"
	"time"

	"github.com/mcpython/mcpython/store"
)

// The package owns the bucket "server_stats"; one key holds the counters.
const (
	bucket = "server_stats"
	key    = "executions"
)

// RecentRuns is how many recent durations the percentiles are taken over.
const RecentRuns = 1000

// record is what the store keeps.
type record struct {
	Executions int64            `json:"executions"`
	Errors     map[string]int64 `json:"errors"`
	RecentMS   []float64        `json:"recent_ms"` // ring of the last RecentRuns durations
	Next       int              `json:"next"`      // where the ring writes next
	Since      time.Time        `json:"since"`     // first start of a server on this data dir
}

// add appends durations to the ring.
func (r *record) add(ms ...float64) {
	for _, d := range ms {
		if len(r.RecentMS) < RecentRuns {
			r.RecentMS = append(r.RecentMS, d)
			r.Next = len(r.RecentMS) % RecentRuns
		} else {
			r.RecentMS[r.Next] = d
			r.Next = (r.Next + 1) % RecentRuns
		}
	}
}

// merge adds a delta of this process into a stored record.
func (r *record) merge(d delta) {
	r.Executions += d.executions
	if r.Errors == nil {
		r.Errors = map[string]int64{}
	}
	for k, v := range d.errors {
		r.Errors[k] += v
	}
	r.add(d.recentMS...)
}

// delta is what this process counted since its last flush.
type delta struct {
	executions int64
	errors     map[string]int64
	recentMS   []float64
}

func (d delta) empty() bool { return d.executions == 0 }

// Stats counts runs in memory and adds them to the store in the background
// (Flush, called by the server every interval and at shutdown). A crash
// loses at most what was counted since the last flush.
type Stats struct {
	st      store.Store
	started time.Time

	mu      sync.Mutex
	pending delta
}

// Open returns the counters of st; now is this process's start.
func Open(ctx context.Context, st store.Store, now time.Time) (*Stats, error) {
	if st == nil {
		return nil, errors.New("stats: nil store")
	}
	s := &Stats{st: st, started: now, pending: delta{errors: map[string]int64{}}}
	// Record the first start of the data dir once.
	err := st.Update(ctx, func(tx store.Tx) error {
		b := tx.Bucket(bucket)
		if b.Get([]byte(key)) != nil {
			return nil
		}
		return put(b, record{Errors: map[string]int64{}, Since: now.UTC()})
	})
	if err != nil {
		return nil, fmt.Errorf("open execution stats: %w", err)
	}
	return s, nil
}

// Started is this process's start time.
func (s *Stats) Started() time.Time { return s.started }

// Record counts one run; errType is "" for a run without error.
func (s *Stats) Record(d time.Duration, errType string) {
	ms := float64(d.Microseconds()) / 1000
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pending.executions++
	if errType != "" {
		s.pending.errors[errType]++
	}
	s.pending.recentMS = append(s.pending.recentMS, ms)
	if n := len(s.pending.recentMS); n > 2*RecentRuns {
		// Only the last RecentRuns can matter.
		s.pending.recentMS = append(s.pending.recentMS[:0], s.pending.recentMS[n-RecentRuns:]...)
	}
}

// take returns and clears the pending delta.
func (s *Stats) take() delta {
	s.mu.Lock()
	defer s.mu.Unlock()
	d := s.pending
	s.pending = delta{errors: map[string]int64{}}
	return d
}

// giveBack returns a delta that could not be written to the pending one.
func (s *Stats) giveBack(d delta) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pending.executions += d.executions
	for k, v := range d.errors {
		s.pending.errors[k] += v
	}
	s.pending.recentMS = append(d.recentMS, s.pending.recentMS...)
}

// Flush adds what this process counted to the store.
func (s *Stats) Flush(ctx context.Context) error {
	d := s.take()
	if d.empty() {
		return nil
	}
	err := s.st.Update(ctx, func(tx store.Tx) error {
		b := tx.Bucket(bucket)
		rec := get(b)
		rec.merge(d)
		return put(b, rec)
	})
	if err != nil {
		s.giveBack(d)
		return fmt.Errorf("write execution stats: %w", err)
	}
	return nil
}

// Snapshot is the execution part of get_execution_stats.
type Snapshot struct {
	Executions int64
	Errors     map[string]int64
	P50, P95   float64 // milliseconds
	Since      time.Time
}

// Snapshot reads the stored counters with this process's unflushed ones
// added.
func (s *Stats) Snapshot(ctx context.Context) (Snapshot, error) {
	var rec record
	err := s.st.View(ctx, func(tx store.Tx) error {
		rec = get(tx.Bucket(bucket))
		return nil
	})
	if err != nil {
		return Snapshot{}, fmt.Errorf("read execution stats: %w", err)
	}
	s.mu.Lock()
	rec.merge(delta{executions: s.pending.executions, errors: s.pending.errors, recentMS: s.pending.recentMS})
	s.mu.Unlock()
	recent := append([]float64(nil), rec.RecentMS...)
	sort.Float64s(recent)
	return Snapshot{
		Executions: rec.Executions,
		Errors:     rec.Errors,
		P50:        Percentile(recent, 0.50),
		P95:        Percentile(recent, 0.95),
		Since:      rec.Since,
	}, nil
}

// get decodes the stored record; damaged counters start again rather than
// fail a call.
func get(b store.Bucket) record {
	var rec record
	if v := b.Get([]byte(key)); v != nil {
		if err := json.Unmarshal(v, &rec); err != nil {
			rec = record{}
		}
	}
	if rec.Errors == nil {
		rec.Errors = map[string]int64{}
	}
	if len(rec.RecentMS) > RecentRuns || rec.Next < 0 || rec.Next >= RecentRuns {
		rec.RecentMS, rec.Next = nil, 0
	}
	return rec
}

func put(b store.Bucket, rec record) error {
	v, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	return b.Put([]byte(key), v)
}

// Percentile is the nearest-rank percentile of sorted values (0 when
// empty).
func Percentile(sorted []float64, p float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	i := int(math.Ceil(p*float64(len(sorted)))) - 1
	return sorted[max(0, min(i, len(sorted)-1))]
}
