package store

import (
	"context"
	"errors"
	"fmt"
	"os"
	"testing"
	"time"
)

// Two fileBlobs on one folder stand for two processes: each keeps its own
// descriptors, as separate processes do.
func TestKeptDescriptorsSeeOtherWriters(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	a := newFileBlobs(dir, "t", time.Second)
	b := newFileBlobs(dir, "t", time.Second)
	get := func(bl *fileBlobs) string {
		t.Helper()
		data, _, err := bl.Get(ctx, "x")
		if errors.Is(err, ErrNotFound) {
			return "<none>"
		}
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	put := func(bl *fileBlobs, v string) {
		t.Helper()
		if _, err := bl.Put(ctx, "x", []byte(v)); err != nil {
			t.Fatal(err)
		}
	}
	steps := []struct {
		name string
		do   func()
		want string
	}{
		{"first write", func() { put(a, "one") }, "one"},
		{"overwrite, shorter", func() { put(a, "2") }, "2"},
		{"overwrite, longer", func() { put(a, "three three") }, "three three"},
		{"deleted by the other", func() {
			if err := a.Delete(ctx, "x"); err != nil {
				t.Fatal(err)
			}
		}, "<none>"},
		{"recreated by the other", func() { put(a, "four") }, "four"},
		{"written by the reader", func() { put(b, "five") }, "five"},
	}
	for _, st := range steps {
		st.do()
		if got := get(b); got != st.want {
			t.Fatalf("%s: the other process reads %q, want %q", st.name, got, st.want)
		}
		if got := get(a); got != st.want {
			t.Fatalf("%s: the writer reads %q, want %q", st.name, got, st.want)
		}
	}
}

func TestBlobLockExcludesWithinAndAcrossProcesses(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	a := newFileBlobs(dir, "t", time.Second)
	other := newFileBlobs(dir, "t", time.Second)
	for _, tc := range []struct {
		name   string
		second *fileBlobs
	}{{"same process", a}, {"other process", other}} {
		t.Run(tc.name, func(t *testing.T) {
			unlock, err := a.Lock(ctx, "x")
			if err != nil {
				t.Fatal(err)
			}
			short, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
			defer cancel()
			if u, err := tc.second.Lock(short, "x"); err == nil {
				u()
				t.Fatal("a second Lock succeeded while the first is held")
			}
			got := make(chan error, 1)
			go func() {
				u, err := tc.second.Lock(ctx, "x")
				if err == nil {
					u()
				}
				got <- err
			}()
			time.Sleep(20 * time.Millisecond)
			unlock()
			if err := <-got; err != nil {
				t.Fatalf("the waiter did not get the lock after release: %v", err)
			}
			// Free again: the kept descriptor takes it at once.
			u, err := a.Lock(short, "x")
			if err != nil {
				t.Fatal(err)
			}
			u()
		})
	}
}

func TestKeptDescriptorsAreBounded(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	a := newFileBlobs(dir, "t", time.Second)
	other := newFileBlobs(dir, "t", time.Second)
	unlock, err := a.Lock(ctx, "held")
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	before := openFiles(t)
	for i := range 3 * maxOpenBlobs {
		if _, err := a.Put(ctx, fmt.Sprintf("b%d", i), []byte("v")); err != nil {
			t.Fatal(err)
		}
	}
	// Each Put here opens one slot file; without eviction that would be
	// one descriptor per blob.
	if grew := openFiles(t) - before; grew > maxOpenBlobs {
		t.Fatalf("%d descriptors left open for %d blobs, want at most %d", grew, 3*maxOpenBlobs, maxOpenBlobs)
	}
	short, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
	defer cancel()
	if u, err := other.Lock(short, "held"); err == nil {
		u()
		t.Fatal("eviction released a held lock")
	}
}

func openFiles(t *testing.T) int {
	t.Helper()
	entries, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Skip("needs /proc/self/fd")
	}
	return len(entries)
}
