package storetest

import (
	"testing"

	"github.com/mcpython/mcpython/store"
)

// Open returns an embedded store in a fresh temporary data dir (without
// fsync, for speed), closed when the test ends. Packages that keep data in
// a store test against it.
func Open(t testing.TB) store.Store {
	t.Helper()
	return OpenDir(t, t.TempDir())
}

// OpenDir is Open on a given data dir, to reopen what an earlier store
// wrote.
func OpenDir(t testing.TB, dir string) store.Store {
	t.Helper()
	s, err := store.OpenBolt(dir, store.BoltOptions{NoSync: true})
	if err != nil {
		t.Fatalf("open store: %v", err)
	}
	t.Cleanup(func() {
		s.Close()
		if err := store.CheckBolt(dir); err != nil {
			t.Error(err)
		}
	})
	return s
}
