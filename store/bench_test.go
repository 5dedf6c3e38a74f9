package store_test

import (
	"context"
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
	s.Update(ctx, func(tx store.Tx) error { return tx.Bucket("b").Put([]byte("k"), []byte("v")) })
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.View(ctx, func(tx store.Tx) error { tx.Bucket("b").Get([]byte("k")); return nil })
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
		s.Update(ctx, func(tx store.Tx) error { return tx.Bucket("b").Put([]byte(fmt.Sprint(i%100)), []byte("value")) })
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
		unlock, _ := bl.Lock(ctx, "s")
		bl.Stat(ctx, "s")
		bl.Put(ctx, "s", data)
		unlock()
	}
}
