package pii

import (
	"context"
	"testing"

	"github.com/mcpython/mcpython/store"
)

// TestFindWithoutIndex: a value with the shortest token has no index entry
// and is found through its token; one with a longer token (its shortest
// was taken) keeps an index entry, and keeps its token after the shortest
// is freed; a vault written before (index entries for every value) reads
// alike; a damaged or foreign value under the shortest token is not taken
// for the value.
func TestFindWithoutIndex(t *testing.T) {
	ctx := context.Background()
	const jane = "jane@example.com"
	update := func(t *testing.T, v *Vault, fn func(tx store.Tx) error) {
		t.Helper()
		if err := v.st.Update(ctx, fn); err != nil {
			t.Fatal(err)
		}
	}
	indexLen := func(t *testing.T, v *Vault) int {
		t.Helper()
		n := 0
		err := v.st.View(ctx, func(tx store.Tx) error {
			return store.ForEach(tx.Bucket(bucketIndex), nil, func(_, _ []byte) error { n++; return nil })
		})
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	for _, tc := range []struct {
		name string
		run  func(t *testing.T, v *Vault)
	}{
		{"shortest tokens are not indexed", func(t *testing.T, v *Vault) {
			text := uniqueEmails(2000)
			first := sanitize(t, v, text)
			if n := indexLen(t, v); n != 0 {
				t.Errorf("%d index entries for 2,000 values with their shortest tokens", n)
			}
			if again := sanitize(t, v, text); again.Text != first.Text {
				t.Error("the same values got other tokens")
			}
			if n, _ := v.Len(ctx); n != 2000 {
				t.Errorf("vault keeps %d values, want 2000", n)
			}
		}},
		{"a longer token is indexed and kept", func(t *testing.T, v *Vault) {
			short := tokenFor(TypeEmail, digest(v.macKey, "", TypeEmail, jane), minCode)
			update(t, v, func(tx store.Tx) error {
				blob, err := v.seal(short, "", "someone-else@example.com")
				if err != nil {
					return err
				}
				return tx.Bucket(bucketTokens).Put([]byte(short), blob)
			})
			long := sanitize(t, v, jane).Text
			if long == short || indexLen(t, v) != 1 {
				t.Fatalf("token %s, %d index entries: want a longer token, indexed", long, indexLen(t, v))
			}
			update(t, v, func(tx store.Tx) error { return tx.Bucket(bucketTokens).Delete([]byte(short)) })
			if again := sanitize(t, v, jane).Text; again != long {
				t.Errorf("after the shortest token was freed: %s, want %s", again, long)
			}
		}},
		{"index entries of an older vault", func(t *testing.T, v *Vault) {
			res := sanitize(t, v, jane)
			update(t, v, func(tx store.Tx) error {
				return tx.Bucket(bucketIndex).Put(digest(v.macKey, "", TypeEmail, jane), []byte(res.Text))
			})
			if again := sanitize(t, v, jane).Text; again != res.Text {
				t.Errorf("got %s, want %s", again, res.Text)
			}
			if n, _ := v.Len(ctx); n != 1 {
				t.Errorf("vault keeps %d values, want 1", n)
			}
		}},
		{"a damaged value under the shortest token", func(t *testing.T, v *Vault) {
			tok := sanitize(t, v, jane).Text
			update(t, v, func(tx store.Tx) error {
				b := tx.Bucket(bucketTokens)
				blob := append([]byte(nil), b.Get([]byte(tok))...)
				blob[len(blob)-1] ^= 1
				return b.Put([]byte(tok), blob)
			})
			res := sanitize(t, v, "write to "+jane)
			if res.Replacements[0].Token == tok {
				t.Fatal("the damaged token was given out again")
			}
			if got := restore(t, v, res.Text); got != "write to "+jane {
				t.Errorf("Restore = %q", got)
			}
		}},
		{"another scope's value under the token", func(t *testing.T, v *Vault) {
			tok := scopedSanitize(t, v, "alice", jane)
			err := v.st.View(ctx, func(tx store.Tx) error {
				blob := tx.Bucket(bucketTokens).Get([]byte(tok))
				for scope, want := range map[string]bool{"alice": true, "bob": false, "": false} {
					f := v.finder(tx, scope)
					f.key = append(f.key[:0], tok...)
					if got := f.holds(blob, jane); got != want {
						t.Errorf("scope %q: holds = %t, want %t", scope, got, want)
					}
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) { tc.run(t, mustVault(t)) })
	}
}
