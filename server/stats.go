package server

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"sync"
	"time"

	bolt "go.etcd.io/bbolt"
)

// The server owns the bucket "server_stats"; one key holds the counters.
var (
	statsBucket = []byte("server_stats")
	statsKey    = []byte("executions")
)

// recentRuns is how many recent durations the percentiles are taken over.
const recentRuns = 1000

// statsRecord is what survives a restart.
type statsRecord struct {
	Executions int64            `json:"executions"`
	Errors     map[string]int64 `json:"errors"`
	RecentMS   []float64        `json:"recent_ms"` // ring of the last recentRuns durations
	Next       int              `json:"next"`      // where the ring writes next
	Since      time.Time        `json:"since"`     // first start of this data dir's server
}

// stats counts executions in memory and writes them to bbolt in the
// background (every flush interval when changed, and at Close), so that a
// run does not wait for a commit. A crash loses at most one interval.
type stats struct {
	db      *bolt.DB
	started time.Time

	mu    sync.Mutex
	rec   statsRecord
	dirty bool
}

func openStats(db *bolt.DB, now time.Time) (*stats, error) {
	st := &stats{db: db, started: now, rec: statsRecord{Errors: map[string]int64{}, Since: now.UTC()}}
	err := db.Update(func(tx *bolt.Tx) error {
		b, err := tx.CreateBucketIfNotExists(statsBucket)
		if err != nil {
			return err
		}
		v := b.Get(statsKey)
		if v == nil {
			return nil
		}
		var rec statsRecord
		if err := json.Unmarshal(v, &rec); err != nil {
			// Counters are not worth refusing to start over: begin again.
			return nil
		}
		if rec.Errors == nil {
			rec.Errors = map[string]int64{}
		}
		if len(rec.RecentMS) > recentRuns || rec.Next < 0 || rec.Next >= recentRuns {
			rec.RecentMS, rec.Next = nil, 0
		}
		st.rec = rec
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("open server stats: %w", err)
	}
	return st, nil
}

// record counts one execution; errType is "" for a run without error.
func (st *stats) record(d time.Duration, errType string) {
	ms := float64(d.Microseconds()) / 1000
	st.mu.Lock()
	defer st.mu.Unlock()
	st.rec.Executions++
	if errType != "" {
		st.rec.Errors[errType]++
	}
	if len(st.rec.RecentMS) < recentRuns {
		st.rec.RecentMS = append(st.rec.RecentMS, ms)
		st.rec.Next = len(st.rec.RecentMS) % recentRuns
	} else {
		st.rec.RecentMS[st.rec.Next] = ms
		st.rec.Next = (st.rec.Next + 1) % recentRuns
	}
	st.dirty = true
}

// flush writes the counters when they changed since the last flush.
func (st *stats) flush() error {
	st.mu.Lock()
	if !st.dirty {
		st.mu.Unlock()
		return nil
	}
	v, err := json.Marshal(st.rec)
	st.dirty = false
	st.mu.Unlock()
	if err != nil {
		return fmt.Errorf("encode server stats: %w", err)
	}
	err = st.db.Update(func(tx *bolt.Tx) error {
		return tx.Bucket(statsBucket).Put(statsKey, v)
	})
	if err != nil {
		st.mu.Lock()
		st.dirty = true
		st.mu.Unlock()
		return fmt.Errorf("write server stats: %w", err)
	}
	return nil
}

// statsSnapshot is the execution part of get_execution_stats.
type statsSnapshot struct {
	Executions int64
	Errors     map[string]int64
	P50, P95   float64
	Since      time.Time
}

func (st *stats) snapshot() statsSnapshot {
	st.mu.Lock()
	defer st.mu.Unlock()
	errs := make(map[string]int64, len(st.rec.Errors))
	for k, v := range st.rec.Errors {
		errs[k] = v
	}
	recent := append([]float64(nil), st.rec.RecentMS...)
	sort.Float64s(recent)
	return statsSnapshot{
		Executions: st.rec.Executions,
		Errors:     errs,
		P50:        percentile(recent, 0.50),
		P95:        percentile(recent, 0.95),
		Since:      st.rec.Since,
	}
}

// percentile is the nearest-rank percentile of sorted values (0 when empty).
func percentile(sorted []float64, p float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	i := int(math.Ceil(p*float64(len(sorted)))) - 1
	return sorted[max(0, min(i, len(sorted)-1))]
}
