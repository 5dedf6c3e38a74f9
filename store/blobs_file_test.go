package store

import (
	"context"
	"errors"
	"os"
	"testing"
	"time"
)

// TestTornSlot: a Put cut short (the process killed mid-write) leaves a
// slot that fails its checksum; readers get the previous value, and the
// next Put writes over the torn slot.
func TestTornSlot(t *testing.T) {
	ctx := context.Background()
	damage := map[string]func(path string) error{
		"flipped byte": func(p string) error {
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			b[len(b)-1] ^= 1
			return os.WriteFile(p, b, 0o600)
		},
		"truncated": func(p string) error {
			fi, err := os.Stat(p)
			if err != nil {
				return err
			}
			return os.Truncate(p, fi.Size()-3)
		},
		"header only": func(p string) error { return os.Truncate(p, slotHeader-1) },
		"empty":       func(p string) error { return os.Truncate(p, 0) },
	}
	for name, hurt := range damage {
		t.Run(name, func(t *testing.T) {
			b := newFileBlobs(t.TempDir(), "t", time.Second)
			if _, err := b.Put(ctx, "x", []byte("first value")); err != nil {
				t.Fatal(err)
			}
			v2, err := b.Put(ctx, "x", []byte("second value"))
			if err != nil {
				t.Fatal(err)
			}
			_, idx, _, _ := b.newest("x", true)
			if err := hurt(b.path("x", idx)); err != nil {
				t.Fatal(err)
			}
			data, ver, err := b.Get(ctx, "x")
			if err != nil || string(data) != "first value" || ver == v2 {
				t.Fatalf("after damage: %q %q %v, want the first value", data, ver, err)
			}
			if _, err := b.Put(ctx, "x", []byte("third")); err != nil {
				t.Fatal(err)
			}
			if data, _, err := b.Get(ctx, "x"); err != nil || string(data) != "third" {
				t.Fatalf("after a new Put: %q %v", data, err)
			}
		})
	}
	t.Run("both slots damaged reads as not found", func(t *testing.T) {
		b := newFileBlobs(t.TempDir(), "t", time.Second)
		for _, v := range []string{"1", "2"} {
			if _, err := b.Put(ctx, "x", []byte(v)); err != nil {
				t.Fatal(err)
			}
		}
		for slot := range 2 {
			if err := os.Truncate(b.path("x", slot), 0); err != nil {
				t.Fatal(err)
			}
		}
		if _, _, err := b.Get(ctx, "x"); !errors.Is(err, ErrNotFound) {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("a recreated blob has a new version", func(t *testing.T) {
		b := newFileBlobs(t.TempDir(), "t", time.Second)
		v1, _ := b.Put(ctx, "x", []byte("1"))
		if err := b.Delete(ctx, "x"); err != nil {
			t.Fatal(err)
		}
		v2, _ := b.Put(ctx, "x", []byte("1"))
		if v1 == v2 {
			t.Fatalf("deleted and recreated blob kept version %q", v1)
		}
	})
}
