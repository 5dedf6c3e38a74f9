package server

import (
	"context"
	"testing"
	"time"

	"github.com/mcpython/mcpython/stats"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type statsResult struct {
	Executions int64            `json:"executions"`
	Errors     map[string]int64 `json:"errors"`
	DurationMS struct {
		P50 float64 `json:"p50"`
		P95 float64 `json:"p95"`
	} `json:"duration_ms"`
	Sessions  int `json:"sessions"`
	Workspace struct {
		Bytes int64 `json:"bytes"`
		Files int64 `json:"files"`
	} `json:"workspace"`
	Skills  int     `json:"skills"`
	UptimeS float64 `json:"uptime_s"`
	Since   string  `json:"since"`
}

func TestExecutionStats(t *testing.T) {
	dir := t.TempDir()
	f := openFixture(t, dir, fixtureOptions{})
	f.exec(map[string]any{"code": "print(1)"})
	f.exec(map[string]any{"code": "1/0"})
	f.exec(map[string]any{"code": "1/0"})
	f.exec(map[string]any{"code": "x = 1", "session_id": "s1"})
	f.ok("write_workspace_file", map[string]any{"path": "a.txt", "content": "12345"}, &fileOut{})
	f.ok("save_skill", map[string]any{"name": "k", "code": "X = 1", "description": ""}, &skillResult{})
	f.clock.Advance(90 * time.Second)

	var st statsResult
	f.ok("get_execution_stats", nil, &st)
	assert.Equal(t, int64(4), st.Executions)
	assert.Equal(t, map[string]int64{"ZeroDivisionError": 2}, st.Errors)
	assert.Greater(t, st.DurationMS.P95, 0.0)
	assert.GreaterOrEqual(t, st.DurationMS.P95, st.DurationMS.P50)
	assert.Equal(t, 1, st.Sessions)
	assert.Equal(t, int64(83), st.Workspace.Bytes, "what the quota counts: path, record header, content, per-entry overhead")
	assert.Equal(t, int64(1), st.Workspace.Files)
	assert.Equal(t, 1, st.Skills)
	assert.Equal(t, 90.0, st.UptimeS)
	assert.Contains(t, f.fails("get_execution_stats", map[string]any{"x": 1}), "unknown argument")

	// A restart keeps the counters (Close writes them).
	f.close()
	g := openFixture(t, dir, fixtureOptions{})
	g.ok("get_execution_stats", nil, &st)
	assert.Equal(t, int64(4), st.Executions)
	assert.Equal(t, int64(2), st.Errors["ZeroDivisionError"])
	assert.Equal(t, 0, st.Sessions, "sessions live in memory only")
	assert.Equal(t, 0.0, st.UptimeS)
}

// TestStatsFlushInBackground shows that counters reach the store without
// a Close, within the flush interval.
func TestStatsFlushInBackground(t *testing.T) {
	f := newFixtureWith(t, fixtureOptions{server: Options{StatsFlushInterval: 10 * time.Millisecond}})
	f.exec(map[string]any{"code": "1"})
	require.Eventually(t, func() bool {
		other, err := stats.Open(context.Background(), f.db, time.Now())
		if err != nil {
			return false
		}
		snap, err := other.Snapshot(context.Background())
		return err == nil && snap.Executions == 1
	}, 5*time.Second, 10*time.Millisecond)
}
