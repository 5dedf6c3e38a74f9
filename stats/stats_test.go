package stats

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/store/storetest"
)

var ctx = context.Background()

func TestPercentile(t *testing.T) {
	assert.Equal(t, 0.0, Percentile(nil, 0.5))
	vals := []float64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	assert.Equal(t, 5.0, Percentile(vals, 0.5))
	assert.Equal(t, 10.0, Percentile(vals, 0.95))
	assert.Equal(t, 1.0, Percentile(vals, 0))
}

// TestRing keeps only the last RecentRuns durations, across flushes.
func TestRing(t *testing.T) {
	s, err := Open(ctx, storetest.Open(t), time.Now())
	require.NoError(t, err)
	for i := 0; i < RecentRuns; i++ {
		s.Record(time.Second, "")
	}
	require.NoError(t, s.Flush(ctx))
	for i := 0; i < RecentRuns/2+1; i++ {
		s.Record(time.Millisecond, "")
	}
	snap, err := s.Snapshot(ctx)
	require.NoError(t, err)
	assert.Equal(t, int64(RecentRuns*3/2+1), snap.Executions)
	assert.Equal(t, 1.0, snap.P50, "more than half of the window is now 1 ms")
	assert.Equal(t, 1000.0, snap.P95)
}

// TestProcessesAddUp: two counters on one store (as two processes on one
// data dir) add up instead of overwriting each other, and Since is the
// first start.
func TestProcessesAddUp(t *testing.T) {
	st := storetest.Open(t)
	first := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	a, err := Open(ctx, st, first)
	require.NoError(t, err)
	b, err := Open(ctx, st, first.Add(time.Hour))
	require.NoError(t, err)
	a.Record(time.Millisecond, "")
	a.Record(time.Millisecond, "ValueError")
	b.Record(time.Millisecond, "ValueError")
	b.Record(time.Millisecond, "KeyError")
	require.NoError(t, a.Flush(ctx))
	require.NoError(t, b.Flush(ctx))
	require.NoError(t, a.Flush(ctx)) // nothing new: no change
	c, err := Open(ctx, st, first.Add(2*time.Hour))
	require.NoError(t, err)
	snap, err := c.Snapshot(ctx)
	require.NoError(t, err)
	assert.Equal(t, int64(4), snap.Executions)
	assert.Equal(t, map[string]int64{"ValueError": 2, "KeyError": 1}, snap.Errors)
	assert.Equal(t, first, snap.Since)
}
