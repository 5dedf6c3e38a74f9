package store_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/mcpython/mcpython/store"
)

// BenchmarkBoltView is one read transaction: the file opened (lock, mmap,
// meta page), one Get, closed.
func BenchmarkBoltView(b *testing.B) {
	s, err := store.OpenBolt(b.TempDir(), store.BoltOptions{})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	if err := s.Update(ctx, func(tx store.Tx) error { return tx.Bucket("b").Put([]byte("k"), []byte("v")) }); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := s.View(ctx, func(tx store.Tx) error { tx.Bucket("b").Get([]byte("k")); return nil }); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBoltUpdate is one committed write, fsync included.
func BenchmarkBoltUpdate(b *testing.B) {
	s, err := store.OpenBolt(b.TempDir(), store.BoltOptions{})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := s.Update(ctx, func(tx store.Tx) error { return tx.Bucket("b").Put([]byte(fmt.Sprint(i%100)), []byte("value")) }); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBlobPutStat is what a session call costs the store: lock, a
// version check, a 1 KiB write.
func BenchmarkBlobPutStat(b *testing.B) {
	s, err := store.OpenBolt(b.TempDir(), store.BoltOptions{})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	bl := s.Blobs("bench")
	data := make([]byte, 1024)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		unlock, err := bl.Lock(ctx, "s")
		if err != nil {
			b.Fatal(err)
		}
		if _, err := bl.Stat(ctx, "s"); err != nil && !errors.Is(err, store.ErrNotFound) {
			b.Fatal(err)
		}
		if _, err := bl.Put(ctx, "s", data); err != nil {
			b.Fatal(err)
		}
		unlock()
	}
}
