package pii

import (
	"context"
	"encoding/binary"
	"time"

	"github.com/mcpython/mcpython/store"
)

// The vault is bounded: at most MaxEntries values are kept, and minting one
// more expires the oldest (by when it was first tokenized). An expired
// token cannot be restored; a tombstone (the token and when it expired,
// never the value) lets Restore say so, and tombstones are bounded the same
// way.
const (
	bucketAge        = "pii_age"         // created (8 bytes) ‖ token → age entries, see vault_age.go
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
