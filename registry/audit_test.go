package registry

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAuditLogRotatesDaily(t *testing.T) {
	dir := t.TempDir()
	a, err := OpenAuditLog(dir)
	require.NoError(t, err)
	day1 := time.Date(2026, 3, 1, 23, 59, 0, 0, time.UTC)
	day2 := day1.Add(2 * time.Minute)
	require.NoError(t, a.Record(AuditEntry{Time: day1, Server: "s", Tool: "t", OK: true, ArgsSHA256: hashArgs(map[string]any{"a": 1})}))
	require.NoError(t, a.Record(AuditEntry{Time: day2, Server: "s", Tool: "t", Error: "tool_error", ArgsSHA256: hashArgs(nil)}))
	require.NoError(t, a.Close())

	for _, day := range []string{"2026-03-01", "2026-03-02"} {
		data, err := os.ReadFile(filepath.Join(dir, "audit-"+day+".jsonl"))
		require.NoError(t, err)
		lines := strings.Split(strings.TrimSpace(string(data)), "\n")
		require.Len(t, lines, 1)
		var e AuditEntry
		require.NoError(t, json.Unmarshal([]byte(lines[0]), &e))
		assert.Equal(t, "s", e.Server)
	}
	st, err := os.Stat(filepath.Join(dir, "audit-2026-03-01.jsonl"))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), st.Mode().Perm())
}

func TestHashArgs(t *testing.T) {
	a := hashArgs(map[string]any{"x": 1, "y": "secret"})
	b := hashArgs(map[string]any{"y": "secret", "x": 1})
	assert.Equal(t, a, b, "key order must not matter")
	assert.NotEqual(t, a, hashArgs(map[string]any{"x": 1, "y": "other"}))
	assert.NotContains(t, a, "secret")
}

func TestNilAuditLog(t *testing.T) {
	var a *AuditLog
	assert.NoError(t, a.Record(AuditEntry{}))
	assert.NoError(t, a.Close())
}
