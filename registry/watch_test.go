package registry

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReloadAndWatch(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "notes"), 0o755))
	write := func(name, desc string) {
		writeJSON(t, filepath.Join(dir, "notes", name+".json"), map[string]any{"name": name, "description": desc})
	}
	write("add_note", "Add a note to the notebook.")
	r := newTestRegistry(t, Options{Dirs: []string{dir}})
	ctx := context.Background()
	find := func(q string) int {
		res, err := r.Search(ctx, Query{Query: q})
		require.NoError(t, err)
		return res.Total
	}
	assert.Equal(t, 1, find("note"))

	write("archive_note", "Archive an old note.")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "notes", "bad.json"), []byte("{"), 0o600))
	r.Reload()
	assert.Equal(t, 2, find("note"))
	require.Len(t, r.Problems(), 1)
	assert.Contains(t, r.Problems()[0].Path, "bad.json")

	wctx, cancel := context.WithCancel(ctx)
	defer cancel()
	hup := make(chan os.Signal, 1)
	done := make(chan struct{})
	go func() {
		r.Watch(wctx, 10*time.Millisecond, hup)
		close(done)
	}()

	// A changed folder is picked up by polling.
	require.NoError(t, os.Remove(filepath.Join(dir, "notes", "bad.json")))
	write("delete_note", "Delete a note.")
	require.Eventually(t, func() bool { return find("note") == 3 }, 5*time.Second, 10*time.Millisecond)
	assert.Empty(t, r.Problems())

	// A signal reloads too.
	hup <- os.Interrupt
	require.Eventually(t, func() bool { return len(hup) == 0 }, 5*time.Second, 10*time.Millisecond)
	cancel()
	<-done
}
