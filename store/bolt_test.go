package store_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/mcpython/mcpython/store"
	"github.com/mcpython/mcpython/store/storetest"
)

func TestBoltContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store {
		s, err := store.OpenBolt(t.TempDir(), store.BoltOptions{NoSync: true})
		if err != nil {
			t.Fatal(err)
		}
		return s
	})
}

// TestBoltGetBetweenWrites reads through one bucket value while it is
// written to (its Get reuses one cursor), over enough keys to split pages,
// with keys that are prefixes of others, and compares with a map; then
// again in a later read transaction.
func TestBoltGetBetweenWrites(t *testing.T) {
	s, err := store.OpenBolt(t.TempDir(), store.BoltOptions{NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(7, 18))
	key := func() []byte { return []byte(strconv.Itoa(rng.IntN(3000))) } // "12" is a prefix of "123"
	want := map[string]string{}
	check := func(b store.Bucket, k []byte) error {
		got := b.Get(k)
		if v, ok := want[string(k)]; !ok && got != nil || ok && (got == nil || string(got) != v) {
			return fmt.Errorf("Get(%s) = %q, want %q (present %t)", k, got, v, ok)
		}
		return nil
	}
	err = s.Update(ctx, func(tx store.Tx) error {
		b := tx.Bucket("t_getter")
		for i := range 20_000 {
			k := key()
			switch rng.IntN(4) {
			case 0:
				v := strings.Repeat("v", rng.IntN(300)) + strconv.Itoa(i)
				if err := b.Put(k, []byte(v)); err != nil {
					return err
				}
				want[string(k)] = v
			case 1:
				if err := b.Delete(k); err != nil {
					return err
				}
				delete(want, string(k))
			default:
				if err := check(b, k); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	err = s.View(ctx, func(tx store.Tx) error {
		b := tx.Bucket("t_getter")
		for i := range 3100 {
			if err := check(b, []byte(strconv.Itoa(i))); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
