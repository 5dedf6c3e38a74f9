package pii

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/mcpython/mcpython/store"
)

// checkAges walks the age bucket and checks it against the vault: every
// entry names a live token whose index entry points back at it, each live
// value is in exactly one entry, chunk keys carry their first token, and
// the count matches.
func checkAges(t *testing.T, v *Vault) {
	t.Helper()
	err := v.st.View(context.Background(), func(tx store.Tx) error {
		tokens, index := tx.Bucket(bucketTokens), tx.Bucket(bucketIndex)
		seen := map[string]bool{}
		check := func(tok, sum []byte) {
			if seen[string(tok)] {
				t.Errorf("token %s is in the age bucket twice", tok)
			}
			seen[string(tok)] = true
			if tokens.Get(tok) == nil {
				t.Errorf("aged token %s is not stored", tok)
			}
			typ := string(tok[1:bytes.LastIndexByte(tok, '_')])
			if got := index.Get(sum); string(tok) != tokenFor(typ, sum, minCode) && !bytes.Equal(got, tok) {
				t.Errorf("aged token %s is not its digest's shortest and its index entry holds %q", tok, got)
			}
		}
		err := store.ForEach(tx.Bucket(bucketAge), nil, func(k, val []byte) error {
			if len(val) == sha256.Size {
				check(k[8:], val)
				return nil
			}
			for i := 0; len(val) > 0; i++ {
				e, rest, err := nextAgeEntry(val)
				if err != nil {
					return err
				}
				if i == 0 && !bytes.Equal(k[8:], e.token) {
					t.Errorf("chunk key names %s, its first entry is %s", k[8:], e.token)
				}
				check(e.token, e.sum)
				val = rest
			}
			return nil
		})
		if err != nil {
			return err
		}
		live := 0
		if err := store.ForEach(tokens, nil, func(k, _ []byte) error {
			live++
			if !seen[string(k)] {
				t.Errorf("token %s has no age", k)
			}
			return nil
		}); err != nil {
			return err
		}
		if n := getCount(tx.Bucket(bucketMeta), metaKeyCount); n != int64(live) || n != int64(len(seen)) {
			t.Errorf("count %d, %d tokens stored, %d aged", n, live, len(seen))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestAgeChunksExpire mints several chunks in one call past the cap, then
// more in later calls, under a clock that stands still (so creation times
// tie): the oldest values expire first, partly expired chunks keep their
// other values, and a value tokenized again after expiring is aged again.
func TestAgeChunksExpire(t *testing.T) {
	const maxEntries = 3*ageChunk + 10
	clock := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	v, err := NewVault(mustDB(t), testKey(4), mustDetector(t), VaultOptions{
		MaxEntries: maxEntries,
		Now:        func() time.Time { return clock },
	})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	firstText := uniqueEmails(maxEntries + ageChunk/2)
	first := sanitize(t, v, firstText)
	checkAges(t, v)
	r, err := v.RestoreReport(ctx, first.Text)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Expired) != ageChunk/2 {
		t.Errorf("%d tokens expired, want %d", len(r.Expired), ageChunk/2)
	}
	for _, tc := range []struct {
		name string
		text string
	}{
		{"one more", "late.one@example.org"},
		{"a chunk and a half", strings.ReplaceAll(uniqueEmails(ageChunk*3/2), "example.com", "example.net")},
		{"an expired value again", expiredValue(t, v, firstText, r.Expired)},
		{"the first call's values again", firstText},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sanitize(t, v, tc.text)
			checkAges(t, v)
			if n, _ := v.Len(ctx); n != maxEntries {
				t.Errorf("vault keeps %d values, want %d", n, maxEntries)
			}
		})
	}
}

// expiredValue returns the address of the first call whose token is the
// first expired one, computing tokens without minting.
func expiredValue(t *testing.T, v *Vault, text string, expired []string) string {
	t.Helper()
	if len(expired) == 0 {
		t.Fatal("nothing expired")
	}
	for _, line := range strings.Split(text, "\n") {
		if tokenFor(TypeEmail, digest(v.macKey, "", TypeEmail, line), minCode) == expired[0] {
			return line
		}
	}
	t.Fatalf("no address has token %s", expired[0])
	return ""
}

// TestAgeLegacyEntries: a vault whose ages were written one entry per
// value (before chunks) expires those values first, oldest first, next to
// the chunks that new calls write.
func TestAgeLegacyEntries(t *testing.T) {
	const maxEntries = 50
	clock := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	v, err := NewVault(mustDB(t), testKey(5), mustDetector(t), VaultOptions{
		MaxEntries: maxEntries,
		Now:        func() time.Time { clock = clock.Add(time.Second); return clock },
	})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	oldValues := strings.Fields(uniqueEmails(30))
	old := sanitize(t, v, uniqueEmails(30))
	// rewrite the ages as an older mcpython wrote them: one entry per
	// value, one second apart, in text order; and index every value, as
	// it did
	err = v.st.Update(ctx, func(tx store.Tx) error {
		age := tx.Bucket(bucketAge)
		if _, err := store.DeletePrefix(age, nil); err != nil {
			return err
		}
		for i, r := range old.Replacements {
			var key []byte
			key = binary.BigEndian.AppendUint64(key, uint64(i+1))
			key = append(key, r.Token...)
			sum := digest(v.macKey, "", TypeEmail, oldValues[i])
			if err := age.Put(key, sum); err != nil {
				return err
			}
			if err := tx.Bucket(bucketIndex).Put(sum, []byte(r.Token)); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	checkAges(t, v)
	sanitize(t, v, strings.ReplaceAll(uniqueEmails(25), "example.com", "example.net"))
	checkAges(t, v)
	r, err := v.RestoreReport(ctx, old.Text)
	if err != nil {
		t.Fatal(err)
	}
	want := make([]string, 0, 5)
	for _, rep := range old.Replacements[:5] {
		want = append(want, rep.Token)
	}
	if fmt.Sprint(r.Expired) != fmt.Sprint(want) {
		t.Errorf("expired %v, want the five oldest %v", r.Expired, want)
	}
	err = v.st.View(ctx, func(tx store.Tx) error {
		for i, value := range oldValues {
			got := tx.Bucket(bucketIndex).Get(digest(v.macKey, "", TypeEmail, value))
			if expired := i < 5; expired != (got == nil) {
				t.Errorf("value %d (expired %t) has index entry %q", i, expired, got)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestAgeRandomCalls runs random calls (new values, repeated ones, ones
// that expired) against a small cap and checks the age bucket after each.
func TestAgeRandomCalls(t *testing.T) {
	clock := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	rng := rand.New(rand.NewPCG(18, 2026))
	v, err := NewVault(mustDB(t), testKey(6), mustDetector(t), VaultOptions{
		MaxEntries: 2*ageChunk + 7,
		Now: func() time.Time {
			if rng.IntN(3) > 0 { // creation times often tie
				clock = clock.Add(time.Millisecond)
			}
			return clock
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	for call := range 40 {
		var b strings.Builder
		for range 1 + rng.IntN(3*ageChunk) {
			fmt.Fprintf(&b, "u%d@example.org\n", rng.IntN(6*ageChunk))
		}
		sanitize(t, v, b.String())
		checkAges(t, v)
		if t.Failed() {
			t.Fatalf("after call %d", call)
		}
	}
}
