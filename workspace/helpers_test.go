package workspace

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/mcpython/mcpython/store"
	"github.com/mcpython/mcpython/store/storetest"
)

// epoch is the first time the test clock returns.
var epoch = time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)

// testClock returns a clock that advances one second per call, safe for
// concurrent use, so modification times are distinct and predictable.
func testClock() func() time.Time {
	var n atomic.Int64
	return func() time.Time { return epoch.Add(time.Duration(n.Add(1)-1) * time.Second) }
}

// newWS returns a workspace on a fresh database with the test clock (unless
// opts sets one) and, at cleanup, checks that the usage counters equal a
// recount of the stored files.
func newWS(t testing.TB, opts Options) *Workspace {
	t.Helper()
	if opts.Now == nil {
		opts.Now = testClock()
	}
	ws, err := New(storetest.Open(t), opts)
	must(t, err)
	t.Cleanup(func() { checkUsage(t, ws) })
	return ws
}

func checkUsage(t testing.TB, ws *Workspace) {
	t.Helper()
	bytes, files, err := ws.Usage(context.Background())
	must(t, err)
	var wantBytes, wantFiles, wantEntries int64
	must(t, ws.st.View(context.Background(), func(tx store.Tx) error {
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
	must(t, ws.st.View(context.Background(), func(tx store.Tx) error {
		entries = readUsage(tx).entries
		return nil
	}))
	eq(t, entries, wantEntries)
	eq(t, bytes, wantBytes)
	eq(t, files, wantFiles)
}

// mustWrite writes files given as path -> content.
func mustWrite(t testing.TB, ws *Workspace, files map[string]string) {
	t.Helper()
	for p, c := range files {
		must(t, ws.Write(context.Background(), p, []byte(c)))
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

// The assertion helpers below stand in for testify, whose YAML dependency
// is not in go.sum.

// must stops the test on an unexpected error.
func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
}

// wantErr stops the test unless err matches target under errors.Is.
func wantErr(t testing.TB, err, target error) {
	t.Helper()
	if !errors.Is(err, target) {
		t.Fatalf("error = %v, want %v", err, target)
	}
}

// eq stops the test unless got and want are deeply equal.
func eq[T any](t testing.TB, got, want T) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got  %#v\nwant %#v", got, want)
	}
}

// contains stops the test unless s contains sub.
func contains(t testing.TB, s, sub string) {
	t.Helper()
	if !strings.Contains(s, sub) {
		t.Fatalf("%q does not contain %q", s, sub)
	}
}

// cost is what a file of n bytes at path counts against the quota.
func cost(path string, n int) int64 { return int64(len(path) + headerLen + n + entryOverhead) }
