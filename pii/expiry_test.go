package pii

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/mcpython/mcpython/store"
	"github.com/mcpython/mcpython/store/storetest"
)

// TestVaultExpiry: past MaxEntries the oldest values expire; their tokens
// cannot be restored and Restore says so; tokenizing a value again brings
// its token back; tombstones are bounded too.
func TestVaultExpiry(t *testing.T) {
	ctx := context.Background()
	clock := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	v, err := NewVault(storetest.Open(t), testKey(3), mustDetector(t), VaultOptions{
		MaxEntries: 3,
		Now:        func() time.Time { clock = clock.Add(time.Second); return clock },
	})
	if err != nil {
		t.Fatal(err)
	}
	var toks []string
	for i := 0; i < 5; i++ {
		toks = append(toks, sanitize(t, v, fmt.Sprintf("user%d@example.com", i)).Text)
	}
	if n, _ := v.Len(ctx); n != 3 {
		t.Fatalf("vault keeps %d values, want 3", n)
	}
	r, err := v.RestoreReport(ctx, toks[0]+" "+toks[4])
	if err != nil {
		t.Fatal(err)
	}
	if want := toks[0] + " user4@example.com"; r.Text != want {
		t.Errorf("restored %q, want %q", r.Text, want)
	}
	if len(r.Expired) != 1 || r.Expired[0] != toks[0] {
		t.Errorf("expired = %v, want [%s]", r.Expired, toks[0])
	}
	// The same value again: the same token, restorable again.
	if again := sanitize(t, v, "user0@example.com").Text; again != toks[0] {
		t.Errorf("re-tokenized to %s, want %s", again, toks[0])
	}
	r, _ = v.RestoreReport(ctx, toks[0])
	if r.Text != "user0@example.com" || len(r.Expired) != 0 {
		t.Errorf("after re-tokenizing: %+v", r)
	}
	// Many more values: tombstones stay bounded.
	for i := 10; i < 30; i++ {
		sanitize(t, v, fmt.Sprintf("other%d@example.com", i))
	}
	var tombs int64
	err = v.st.View(ctx, func(tx store.Tx) error {
		tombs = getCount(tx.Bucket(bucketMeta), metaKeyTombCount)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if tombs > 3 {
		t.Errorf("%d tombstones kept, want at most 3", tombs)
	}
}
