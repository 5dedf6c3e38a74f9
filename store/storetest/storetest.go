// Package storetest is the contract test table that every store backend
// must pass: the same cases run against bbolt and PostgreSQL.
package storetest

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/mcpython/mcpython/store"
)

// Opener returns a fresh, empty store for one test; the test closes it.
type Opener func(t *testing.T) store.Store

// Run runs every contract case against stores from open.
func Run(t *testing.T, open Opener) {
	cases := []struct {
		name string
		fn   func(t *testing.T, s store.Store)
	}{
		{"PutGet", testPutGet},
		{"ViewOfMissingBucket", testViewOfMissingBucket},
		{"ReadOnlyView", testReadOnlyView},
		{"Rollback", testRollback},
		{"CursorOrder", testCursorOrder},
		{"CursorManyKeys", testCursorManyKeys},
		{"PrefixHelpers", testPrefixHelpers},
		{"ValuesCopied", testValuesCopied},
		{"BinaryKeys", testBinaryKeys},
		{"ConcurrentCounter", testConcurrentCounter},
		{"BlobsBasics", testBlobsBasics},
		{"BlobNames", testBlobNames},
		{"BlobLock", testBlobLock},
		{"BlobSpacesSeparate", testBlobSpacesSeparate},
		{"BlobWritesUnderLock", testBlobWritesUnderLock},
		{"Closed", testClosed},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := open(t)
			defer s.Close()
			c.fn(t, s)
		})
	}
}

var ctx = context.Background()

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func put(t *testing.T, s store.Store, bucket string, kv ...string) {
	t.Helper()
	must(t, s.Update(ctx, func(tx store.Tx) error {
		b := tx.Bucket(bucket)
		for i := 0; i+1 < len(kv); i += 2 {
			if err := b.Put([]byte(kv[i]), []byte(kv[i+1])); err != nil {
				return err
			}
		}
		return nil
	}))
}

func get(t *testing.T, s store.Store, bucket, key string) []byte {
	t.Helper()
	var out []byte
	must(t, s.View(ctx, func(tx store.Tx) error {
		if v := tx.Bucket(bucket).Get([]byte(key)); v != nil {
			out = bytes.Clone(v)
		}
		return nil
	}))
	return out
}

func testPutGet(t *testing.T, s store.Store) {
	put(t, s, "t_a", "k1", "v1", "k2", "")
	if got := get(t, s, "t_a", "k1"); string(got) != "v1" {
		t.Fatalf("k1 = %q", got)
	}
	if got := get(t, s, "t_a", "k2"); got == nil || len(got) != 0 {
		t.Fatalf("empty value read back as %v (want non-nil empty)", got)
	}
	if got := get(t, s, "t_a", "nope"); got != nil {
		t.Fatalf("missing key = %q", got)
	}
	if got := get(t, s, "t_b", "k1"); got != nil {
		t.Fatalf("other bucket sees k1: %q", got)
	}
	must(t, s.Update(ctx, func(tx store.Tx) error {
		if !tx.Writable() {
			return errors.New("update not writable")
		}
		b := tx.Bucket("t_a")
		if err := b.Delete([]byte("k1")); err != nil {
			return err
		}
		if err := b.Delete([]byte("never")); err != nil {
			return fmt.Errorf("deleting a missing key: %w", err)
		}
		if b.Get([]byte("k1")) != nil {
			return errors.New("deleted key visible in its own transaction")
		}
		return nil
	}))
	if got := get(t, s, "t_a", "k1"); got != nil {
		t.Fatalf("deleted k1 = %q", got)
	}
}

func testViewOfMissingBucket(t *testing.T, s store.Store) {
	must(t, s.View(ctx, func(tx store.Tx) error {
		b := tx.Bucket("t_none")
		if b.Get([]byte("x")) != nil {
			return errors.New("missing bucket has a value")
		}
		if k, _ := b.Cursor().First(); k != nil {
			return errors.New("missing bucket has a first key")
		}
		return nil
	}))
}

func testReadOnlyView(t *testing.T, s store.Store) {
	put(t, s, "t_ro", "a", "1")
	err := s.View(ctx, func(tx store.Tx) error {
		if tx.Writable() {
			return errors.New("view is writable")
		}
		if err := tx.Bucket("t_ro").Put([]byte("b"), []byte("2")); err == nil {
			return errors.New("put in a view succeeded")
		}
		if err := tx.Bucket("t_ro").Delete([]byte("a")); err == nil {
			return errors.New("delete in a view succeeded")
		}
		return nil
	})
	must(t, err)
	if got := get(t, s, "t_ro", "b"); got != nil {
		t.Fatalf("write in a view persisted: %q", got)
	}
}

func testRollback(t *testing.T, s store.Store) {
	put(t, s, "t_rb", "keep", "1")
	boom := errors.New("boom")
	err := s.Update(ctx, func(tx store.Tx) error {
		b := tx.Bucket("t_rb")
		if err := b.Put([]byte("lost"), []byte("x")); err != nil {
			return err
		}
		if err := b.Delete([]byte("keep")); err != nil {
			return err
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("Update returned %v, want the callback's error", err)
	}
	if got := get(t, s, "t_rb", "lost"); got != nil {
		t.Fatalf("rolled-back put visible: %q", got)
	}
	if got := get(t, s, "t_rb", "keep"); string(got) != "1" {
		t.Fatalf("rolled-back delete took effect: %q", got)
	}
}

func testCursorOrder(t *testing.T, s store.Store) {
	put(t, s, "t_cur", "b", "2", "a", "1", "d", "4", "c", "3", "ab", "12")
	must(t, s.View(ctx, func(tx store.Tx) error {
		c := tx.Bucket("t_cur").Cursor()
		var fwd, back []string
		for k, v := c.First(); k != nil; k, v = c.Next() {
			fwd = append(fwd, string(k)+"="+string(v))
		}
		for k, _ := c.Last(); k != nil; k, _ = c.Prev() {
			back = append(back, string(k))
		}
		if fmt.Sprint(fwd) != "[a=1 ab=12 b=2 c=3 d=4]" {
			return fmt.Errorf("forward %v", fwd)
		}
		if fmt.Sprint(back) != "[d c b ab a]" {
			return fmt.Errorf("backward %v", back)
		}
		if k, v := c.Seek([]byte("aa")); string(k) != "ab" || string(v) != "12" {
			return fmt.Errorf("seek aa -> %q=%q", k, v)
		}
		if k, _ := c.Next(); string(k) != "b" {
			return fmt.Errorf("next after seek -> %q", k)
		}
		if k, _ := c.Seek([]byte("zz")); k != nil {
			return fmt.Errorf("seek past end -> %q", k)
		}
		if k, _ := c.Seek([]byte("c")); string(k) != "c" {
			return fmt.Errorf("seek exact -> %q", k)
		}
		if k, _ := c.Prev(); string(k) != "b" {
			return fmt.Errorf("prev after seek -> %q", k)
		}
		return nil
	}))
}

// testCursorManyKeys walks more keys than a backend may fetch at once, in
// both directions and turning around.
func testCursorManyKeys(t *testing.T, s store.Store) {
	const n = 300
	key := func(i int) []byte { return []byte(fmt.Sprintf("k%04d", i)) }
	must(t, s.Update(ctx, func(tx store.Tx) error {
		b := tx.Bucket("t_many")
		for i := 0; i < n; i++ {
			if err := b.Put(key(i), []byte{byte(i)}); err != nil {
				return err
			}
		}
		return nil
	}))
	must(t, s.View(ctx, func(tx store.Tx) error {
		c := tx.Bucket("t_many").Cursor()
		i := 0
		for k, v := c.First(); k != nil; k, v = c.Next() {
			if !bytes.Equal(k, key(i)) || v[0] != byte(i) {
				return fmt.Errorf("forward %d: %q", i, k)
			}
			i++
		}
		if i != n {
			return fmt.Errorf("forward saw %d keys", i)
		}
		i = n - 1
		for k, _ := c.Last(); k != nil; k, _ = c.Prev() {
			if !bytes.Equal(k, key(i)) {
				return fmt.Errorf("backward %d: %q", i, k)
			}
			i--
		}
		if i != -1 {
			return fmt.Errorf("backward stopped at %d", i)
		}
		// Turn around in the middle of a batch and across batch ends.
		k, _ := c.Seek(key(150))
		for j := 0; j < 100; j++ {
			k, _ = c.Next()
		}
		if !bytes.Equal(k, key(250)) {
			return fmt.Errorf("seek 150 + 100 next = %q", k)
		}
		for j := 0; j < 200; j++ {
			k, _ = c.Prev()
		}
		if !bytes.Equal(k, key(50)) {
			return fmt.Errorf("then 200 prev = %q", k)
		}
		return nil
	}))
}

func testPrefixHelpers(t *testing.T, s store.Store) {
	must(t, s.Update(ctx, func(tx store.Tx) error {
		b := tx.Bucket("t_pre")
		for _, g := range []string{"a", "ab", "b"} {
			for v := 1; v <= 3; v++ {
				if err := b.Put(store.SubKey(g, []byte{byte(v)}), []byte(fmt.Sprint(g, v))); err != nil {
					return err
				}
			}
		}
		return b.Put([]byte{0xff, 0xff}, []byte("end"))
	}))
	must(t, s.Update(ctx, func(tx store.Tx) error {
		b := tx.Bucket("t_pre")
		var seen []string
		err := store.ForEach(b, store.SubKey("a", nil), func(k, v []byte) error {
			g, key, ok := store.SplitSubKey(k)
			if !ok || g != "a" {
				return fmt.Errorf("split %q", k)
			}
			seen = append(seen, fmt.Sprintf("%d:%s", key[0], v))
			return nil
		})
		if err != nil {
			return err
		}
		if fmt.Sprint(seen) != "[1:a1 2:a2 3:a3]" {
			return fmt.Errorf("ForEach a: %v", seen)
		}
		if k, v := store.LastWithPrefix(b, store.SubKey("ab", nil)); string(v) != "ab3" {
			return fmt.Errorf("LastWithPrefix ab -> %q=%q", k, v)
		}
		if k, _ := store.LastWithPrefix(b, store.SubKey("zz", nil)); k != nil {
			return fmt.Errorf("LastWithPrefix of nothing -> %q", k)
		}
		if k, v := store.LastWithPrefix(b, []byte{0xff}); string(v) != "end" {
			return fmt.Errorf("LastWithPrefix 0xff -> %q=%q", k, v)
		}
		n, err := store.DeletePrefix(b, store.SubKey("a", nil))
		if err != nil || n != 3 {
			return fmt.Errorf("DeletePrefix = %d, %v", n, err)
		}
		if b.Get(store.SubKey("ab", []byte{1})) == nil {
			return errors.New("DeletePrefix a removed ab's keys")
		}
		return nil
	}))
}

func testValuesCopied(t *testing.T, s store.Store) {
	k, v := []byte("key"), []byte("value")
	must(t, s.Update(ctx, func(tx store.Tx) error {
		err := tx.Bucket("t_copy").Put(k, v)
		k[0], v[0] = 'X', 'X'
		return err
	}))
	if got := get(t, s, "t_copy", "key"); string(got) != "value" {
		t.Fatalf("store kept the caller's slice: %q", got)
	}
}

func testBinaryKeys(t *testing.T, s store.Store) {
	keys := [][]byte{{0}, {0, 0}, {0, 1}, {1}, {0x7f}, {0x80}, {0xfe, 0xff}, {0xff}}
	must(t, s.Update(ctx, func(tx store.Tx) error {
		b := tx.Bucket("t_bin")
		for i := len(keys) - 1; i >= 0; i-- {
			if err := b.Put(keys[i], keys[i]); err != nil {
				return err
			}
		}
		return nil
	}))
	must(t, s.View(ctx, func(tx store.Tx) error {
		c := tx.Bucket("t_bin").Cursor()
		i := 0
		for k, v := c.First(); k != nil; k, v = c.Next() {
			if !bytes.Equal(k, keys[i]) || !bytes.Equal(v, keys[i]) {
				return fmt.Errorf("key %d = %x, want %x (bytewise order)", i, k, keys[i])
			}
			i++
		}
		if i != len(keys) {
			return fmt.Errorf("%d keys, want %d", i, len(keys))
		}
		return nil
	}))
}

// testConcurrentCounter checks that read-modify-write transactions are
// isolated: no increment is lost.
func testConcurrentCounter(t *testing.T, s store.Store) {
	const workers, each = 8, 25
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < each; i++ {
				err := s.Update(ctx, func(tx store.Tx) error {
					b := tx.Bucket("t_count")
					var n uint64
					if v := b.Get([]byte("n")); len(v) == 8 {
						n = binary.BigEndian.Uint64(v)
					}
					return b.Put([]byte("n"), binary.BigEndian.AppendUint64(nil, n+1))
				})
				if err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	v := get(t, s, "t_count", "n")
	if got := binary.BigEndian.Uint64(v); got != workers*each {
		t.Fatalf("counter = %d, want %d", got, workers*each)
	}
}

func testBlobsBasics(t *testing.T, s store.Store) {
	bl := s.Blobs("t_blobs")
	if _, _, err := bl.Get(ctx, "a"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("Get of a missing blob: %v", err)
	}
	if _, err := bl.Stat(ctx, "a"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("Stat of a missing blob: %v", err)
	}
	v1, err := bl.Put(ctx, "a", []byte("one"))
	must(t, err)
	data, ver, err := bl.Get(ctx, "a")
	must(t, err)
	if string(data) != "one" || ver != v1 || v1 == "" {
		t.Fatalf("Get = %q %q, want one %q", data, ver, v1)
	}
	v2, err := bl.Put(ctx, "a", []byte("two!"))
	must(t, err)
	if v2 == v1 {
		t.Fatal("version unchanged by Put")
	}
	info, err := bl.Stat(ctx, "a")
	must(t, err)
	if info.Version != v2 || info.Size != 4 || info.Name != "a" || time.Since(info.Modified) > time.Hour {
		t.Fatalf("Stat = %+v", info)
	}
	_, err = bl.Put(ctx, "b", nil)
	must(t, err)
	list, err := bl.List(ctx)
	must(t, err)
	if len(list) != 2 || list[0].Name != "a" || list[1].Name != "b" || list[1].Size != 0 {
		t.Fatalf("List = %+v", list)
	}
	must(t, bl.Delete(ctx, "a"))
	must(t, bl.Delete(ctx, "a"))
	if _, _, err := bl.Get(ctx, "a"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("Get after Delete: %v", err)
	}
	if data, _, err := bl.Get(ctx, "b"); err != nil || len(data) != 0 {
		t.Fatalf("empty blob = %q, %v", data, err)
	}
}

func testBlobNames(t *testing.T, s store.Store) {
	bl := s.Blobs("t_names")
	for _, bad := range []string{"", "../x", "a/b", "a.b", "sp ace", string(make([]byte, 201))} {
		if _, err := bl.Put(ctx, bad, []byte("x")); err == nil {
			t.Errorf("Put(%q) accepted", bad)
		}
	}
}

func testBlobLock(t *testing.T, s store.Store) {
	bl := s.Blobs("t_lock")
	unlock, err := bl.Lock(ctx, "s1")
	must(t, err)
	// another name is independent
	u2, err := bl.Lock(ctx, "s2")
	must(t, err)
	u2()
	// the same name waits, and gives up with its context
	short, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
	defer cancel()
	if _, err := bl.Lock(short, "s1"); err == nil {
		t.Fatal("second Lock of a held name succeeded")
	}
	got := make(chan struct{})
	go func() {
		u, err := bl.Lock(ctx, "s1")
		if err == nil {
			u()
		}
		close(got)
	}()
	select {
	case <-got:
		t.Fatal("Lock returned while the name was held")
	case <-time.After(30 * time.Millisecond):
	}
	unlock()
	select {
	case <-got:
	case <-time.After(5 * time.Second):
		t.Fatal("Lock did not return after unlock")
	}
}

// testBlobWritesUnderLock: the pattern of a session call (lock, check the
// version, write, unlock), repeated, interleaved with writes from a fresh
// Blobs of the same store, keeps every value and version right.
func testBlobWritesUnderLock(t *testing.T, s store.Store) {
	bl := s.Blobs("t_held")
	var last store.Version
	for i := 0; i < 6; i++ {
		unlock, err := bl.Lock(ctx, "s")
		must(t, err)
		info, err := bl.Stat(ctx, "s")
		if i == 0 {
			if !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("first Stat: %v", err)
			}
		} else {
			must(t, err)
			if info.Version != last {
				t.Fatalf("call %d: version %q, want %q", i, info.Version, last)
			}
		}
		for j := 0; j < 2; j++ {
			last, err = bl.Put(ctx, "s", []byte(fmt.Sprintf("v%d.%d", i, j)))
			must(t, err)
		}
		if i == 3 {
			must(t, bl.Delete(ctx, "s"))
			last, err = bl.Put(ctx, "s", []byte("after delete"))
			must(t, err)
		}
		unlock()
		data, ver, err := s.Blobs("t_held").Get(ctx, "s")
		must(t, err)
		want := fmt.Sprintf("v%d.1", i)
		if i == 3 {
			want = "after delete"
		}
		if string(data) != want || ver != last {
			t.Fatalf("call %d: read %q %q, want %q %q", i, data, ver, want, last)
		}
		// a writer without the lock, between two locked calls
		last, err = bl.Put(ctx, "s", []byte(want))
		must(t, err)
	}
}

func testBlobSpacesSeparate(t *testing.T, s store.Store) {
	_, err := s.Blobs("t_sp1").Put(ctx, "x", []byte("1"))
	must(t, err)
	if _, _, err := s.Blobs("t_sp2").Get(ctx, "x"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("blob visible in another space: %v", err)
	}
}

func testClosed(t *testing.T, s store.Store) {
	put(t, s, "t_closed", "a", "1")
	must(t, s.Close())
	if err := s.View(ctx, func(store.Tx) error { return nil }); err == nil {
		t.Fatal("View after Close succeeded")
	}
}
