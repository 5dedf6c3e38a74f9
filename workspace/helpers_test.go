package workspace

import (
	"context"
	"testing"

	"github.com/mcpython/mcpython/internal/testutil"
	"github.com/mcpython/mcpython/store"
	"github.com/mcpython/mcpython/store/storetest"
)

// newWS returns a workspace on a fresh database with the test clock (unless
// opts sets one) and, at cleanup, checks that the usage counters equal a
// recount of the stored files.
func newWS(t testing.TB, opts Options) *Workspace {
	t.Helper()
	if opts.Now == nil {
		opts.Now = testutil.Clock()
	}
	ws, err := New(storetest.Open(t), opts)
	testutil.Must(t, err)
	t.Cleanup(func() { checkUsage(t, ws) })
	return ws
}

func checkUsage(t testing.TB, ws *Workspace) {
	t.Helper()
	bytes, files, err := ws.Usage(context.Background())
	testutil.Must(t, err)
	var wantBytes, wantFiles, wantEntries int64
	testutil.Must(t, ws.st.View(context.Background(), func(tx store.Tx) error {
		if got := readUsage(tx).entries; got < 0 {
			t.Errorf("negative entry count %d", got)
		}
		return store.ForEach(tx.Bucket(filesBucket), nil, func(k, v []byte) error {
			wantBytes += int64(len(k) + len(v) + entryOverhead)
			wantEntries++
			if decodeRecord(v).kind == kindFile {
				wantFiles++
			}
			return nil
		})
	}))
	var entries int64
	testutil.Must(t, ws.st.View(context.Background(), func(tx store.Tx) error {
		entries = readUsage(tx).entries
		return nil
	}))
	testutil.Equal(t, entries, wantEntries)
	testutil.Equal(t, bytes, wantBytes)
	testutil.Equal(t, files, wantFiles)
}

// mustWrite writes files given as path -> content.
func mustWrite(t testing.TB, ws *Workspace, files map[string]string) {
	t.Helper()
	for p, c := range files {
		testutil.Must(t, ws.Write(context.Background(), p, []byte(c)))
	}
}

// paths returns the Path of each FileInfo.
func paths(fis []FileInfo) []string {
	out := []string{}
	for _, fi := range fis {
		out = append(out, fi.Path)
	}
	return out
}

// cost is what a file of n bytes at path counts against the quota.
func cost(path string, n int) int64 { return int64(len(path) + headerLen + n + entryOverhead) }
