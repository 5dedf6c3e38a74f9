package server

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// snapDir holds one snapshot per tool: the JSON a client receives in
// tools/list, so that any change to what the model sees is a visible diff.
const snapDir = "testdata/toolsnaps"

// TestToolSnapshots compares every tool's wire JSON with its snapshot.
// Regenerate with UPDATE_TOOLSNAPS=1 go test ./server -run TestToolSnapshots.
// A missing snapshot fails, as does a snapshot of a tool that is gone.
func TestToolSnapshots(t *testing.T) {
	f := newFixture(t) // full profile, default limits
	var tools []json.RawMessage
	require.NoError(t, json.Unmarshal(toolsListJSON(t, f.srv), &tools))
	update := os.Getenv("UPDATE_TOOLSNAPS") == "1"
	seen := map[string]bool{}
	for _, raw := range tools {
		var head struct {
			Name string `json:"name"`
		}
		require.NoError(t, json.Unmarshal(raw, &head))
		seen[head.Name+".snap"] = true
		t.Run(head.Name, func(t *testing.T) {
			var pretty bytes.Buffer
			require.NoError(t, json.Indent(&pretty, raw, "", "  "))
			pretty.WriteByte('\n')
			path := filepath.Join(snapDir, head.Name+".snap")
			if update {
				require.NoError(t, os.MkdirAll(snapDir, 0o755))
				require.NoError(t, os.WriteFile(path, pretty.Bytes(), 0o644))
				return
			}
			want, err := os.ReadFile(path)
			if os.IsNotExist(err) {
				t.Fatalf("no snapshot %s: run UPDATE_TOOLSNAPS=1 go test ./server -run TestToolSnapshots and review the new file", path)
			}
			require.NoError(t, err)
			require.Equal(t, string(want), pretty.String(),
				"tool %s changed what clients see; if intended, regenerate with UPDATE_TOOLSNAPS=1 and review the diff", head.Name)
		})
	}
	entries, err := os.ReadDir(snapDir)
	require.NoError(t, err)
	var stale []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".snap") && !seen[e.Name()] {
			if update {
				require.NoError(t, os.Remove(filepath.Join(snapDir, e.Name())))
				continue
			}
			stale = append(stale, e.Name())
		}
	}
	sort.Strings(stale)
	require.Empty(t, stale, "snapshots of tools that no longer exist; delete them or run UPDATE_TOOLSNAPS=1")
}
