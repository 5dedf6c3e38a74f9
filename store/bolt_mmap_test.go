package store_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/mcpython/mcpython/store"
)

// TestBoltFileSizes: a small store's file stays small (a large initial
// mapping would grow it to the mapping), and a store past bbolt's growth
// step, opened with a larger mapping, keeps what every transaction wrote.
func TestBoltFileSizes(t *testing.T) {
	dir := t.TempDir()
	s, err := store.OpenBolt(dir, store.BoltOptions{NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	putRange := func(from, to, size int) {
		t.Helper()
		err := s.Update(ctx, func(tx store.Tx) error {
			b := tx.Bucket("t_sizes")
			for i := from; i < to; i++ {
				if err := b.Put(fmt.Appendf(nil, "%08d", i), bytes.Repeat([]byte{byte(i)}, size)); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(dir, store.BoltFile)
	for i := range 100 {
		putRange(i, i+1, 100)
	}
	if fi, err := os.Stat(path); err != nil || fi.Size() > 1<<20 {
		t.Fatalf("a store of 100 small values has a file of %d bytes (%v)", fi.Size(), err)
	}
	const perTx, size = 2000, 1000 // about 2 MB a transaction
	for from := 0; from < 20*perTx; from += perTx {
		putRange(from, from+perTx, size)
	}
	if fi, err := os.Stat(path); err != nil || fi.Size() < 32<<20 {
		t.Fatalf("the file is %d bytes (%v), want it past bbolt's growth step", fi.Size(), err)
	}
	err = s.View(ctx, func(tx store.Tx) error {
		b := tx.Bucket("t_sizes")
		for i := 0; i < 20*perTx; i += 997 {
			if v := b.Get(fmt.Appendf(nil, "%08d", i)); len(v) != size || v[0] != byte(i) {
				return fmt.Errorf("value %d reads back as %d bytes", i, len(v))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := store.CheckBolt(dir); err != nil {
		t.Fatal(err)
	}
}
