package pii

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"time"

	"github.com/mcpython/mcpython/store"
)

// The vault is bounded: at most MaxEntries values are kept, and minting one
// more expires the oldest (by when it was first tokenized). An expired
// token cannot be restored; a tombstone (the token and when it expired,
// never the value) lets Restore say so, and tombstones are bounded the same
// way.
const (
	bucketAge        = "pii_age"         // created (8 bytes) ‖ token → HMAC digest of the value
	bucketTombs      = "pii_expired"     // token → expiry time (8 bytes)
	bucketTombAge    = "pii_expired_age" // expiry time ‖ token → nothing
	metaKeyCount     = "count"           // values kept
	metaKeyTombCount = "expired_count"   // tombstones kept
	metaKeyMints     = "mints"           // minting transactions committed, see mintAll
)

// DefaultMaxEntries bounds the vault when VaultOptions.MaxEntries is 0.
const DefaultMaxEntries = 500_000

// VaultOptions configure NewVault; the zero value gives the defaults.
type VaultOptions struct {
	// MaxEntries is how many values the vault keeps before the oldest
	// expire.
	MaxEntries int64
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// SharedTokens makes every token restorable in every scope: all calls
	// work in the default scope whatever WithScope says (see scope.go). For
	// a team that shares its values on purpose.
	SharedTokens bool
}

func getCount(meta store.Bucket, key string) int64 {
	v := meta.Get([]byte(key))
	if len(v) != 8 {
		return 0
	}
	return int64(binary.BigEndian.Uint64(v))
}

func putCount(meta store.Bucket, key string, n int64) error {
	return meta.Put([]byte(key), binary.BigEndian.AppendUint64(nil, uint64(max(n, 0))))
}

// initAge gives the values of a vault written before expiry existed an age
// (the oldest possible, so they expire first) and counts them, once.
func initAge(tx store.Tx) error {
	meta := tx.Bucket(bucketMeta)
	if meta.Get([]byte(metaKeyCount)) != nil {
		return nil
	}
	age := tx.Bucket(bucketAge)
	var n int64
	err := store.ForEach(tx.Bucket(bucketIndex), nil, func(sum, tok []byte) error {
		n++
		return age.Put(ageKey(0, string(tok)), sum)
	})
	if err != nil {
		return err
	}
	return putCount(meta, metaKeyCount, n)
}

func ageKey(t int64, tok string) []byte {
	return append(binary.BigEndian.AppendUint64(nil, uint64(t)), tok...)
}

// admit records newly minted tokens, in the order given, and expires the
// oldest values beyond the cap, in the minting transaction. The count is
// read and written once for the batch.
func (v *Vault) admit(tx store.Tx, fresh []*newValue) error {
	if len(fresh) == 0 {
		return nil
	}
	age, tombs, meta := tx.Bucket(bucketAge), tx.Bucket(bucketTombs), tx.Bucket(bucketMeta)
	anyTombs := getCount(meta, metaKeyTombCount) > 0 // most vaults never expired a value: no look-up per token
	size := 0
	for _, nv := range fresh {
		size += 8 + len(nv.token)
	}
	keys := make([]byte, 0, size) // one buffer for the batch's keys, which the transaction holds on to
	var now int64
	for _, nv := range fresh {
		now = v.now().UnixNano()
		keys = append(binary.BigEndian.AppendUint64(keys, uint64(now)), nv.token...)
		if err := age.Put(keys[len(keys)-8-len(nv.token):len(keys):len(keys)], nv.sum); err != nil {
			return err
		}
		if anyTombs && tombs.Get(nv.tokb) != nil {
			// The same value tokenized again: the token lives again.
			if err := tombs.Delete(nv.tokb); err != nil {
				return err
			}
		}
	}
	n := getCount(meta, metaKeyCount) + int64(len(fresh))
	for ; n > v.maxEntries; n-- {
		if err := v.expireOldest(tx, now); err != nil {
			return err
		}
	}
	return putCount(meta, metaKeyCount, n)
}

// expireOldest drops the oldest value and leaves a tombstone for its token.
func (v *Vault) expireOldest(tx store.Tx, now int64) error {
	age := tx.Bucket(bucketAge)
	k, sum := age.Cursor().First()
	if k == nil {
		return nil
	}
	k, sum = bytes.Clone(k), bytes.Clone(sum)
	tok := string(k[8:])
	for _, del := range []struct {
		bucket string
		key    []byte
	}{{bucketAge, k}, {bucketTokens, []byte(tok)}, {bucketIndex, sum}, {bucketScopes, []byte(tok)}} {
		if err := tx.Bucket(del.bucket).Delete(del.key); err != nil {
			return fmt.Errorf("expire token: %w", err)
		}
	}
	tombs, order, meta := tx.Bucket(bucketTombs), tx.Bucket(bucketTombAge), tx.Bucket(bucketMeta)
	if err := tombs.Put([]byte(tok), binary.BigEndian.AppendUint64(nil, uint64(now))); err != nil {
		return err
	}
	if err := order.Put(ageKey(now, tok), nil); err != nil {
		return err
	}
	tn := getCount(meta, metaKeyTombCount) + 1
	for ; tn > v.maxEntries; tn-- {
		ok, _ := order.Cursor().First()
		if ok == nil {
			break
		}
		ok = bytes.Clone(ok)
		if err := tombs.Delete(ok[8:]); err != nil {
			return err
		}
		if err := order.Delete(ok); err != nil {
			return err
		}
	}
	return putCount(meta, metaKeyTombCount, tn)
}

// expiredAt reports when a token expired, if it did.
func expiredAt(tx store.Tx, tok string) (time.Time, bool) {
	v := tx.Bucket(bucketTombs).Get([]byte(tok))
	if len(v) != 8 {
		return time.Time{}, false
	}
	return time.Unix(0, int64(binary.BigEndian.Uint64(v))).UTC(), true
}

// RestoreResult is a restored text and the tokens in it that had expired
// (their values are gone; they stay as they were in the text).
type RestoreResult struct {
	Text    string
	Expired []string
}

// Len returns the number of values the vault keeps.
func (v *Vault) Len(ctx context.Context) (int64, error) {
	var n int64
	err := v.st.View(ctx, func(tx store.Tx) error {
		n = getCount(tx.Bucket(bucketMeta), metaKeyCount)
		return nil
	})
	return n, err
}
