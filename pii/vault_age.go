package pii

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"slices"

	"github.com/mcpython/mcpython/store"
)

// Ages in chunks. The values one transaction mints share a creation time
// and are recorded in chunks of up to ageChunk: key created ‖ the chunk's
// first token, value the chunk's entries in minting order, each the
// token's length (one byte), the token and the value's digest. One put per
// chunk instead of one per value: the age bucket was about a sixth of the
// CPU of minting 200,000 new values. A chunk fits a page, so expiring a few
// values rewrites little. A vault written before chunks holds one entry per
// value (created ‖ token → digest, exactly sha256.Size bytes); both kinds
// sort together by creation time and expire alike.
const ageChunk = 64

// admit records newly minted tokens, in the order given, and expires the
// oldest values beyond the cap, in the minting transaction. The count is
// read and written once for the batch.
func (v *Vault) admit(tx store.Tx, fresh []*newValue) error {
	if len(fresh) == 0 {
		return nil
	}
	age, tombs, meta := tx.Bucket(bucketAge), tx.Bucket(bucketTombs), tx.Bucket(bucketMeta)
	anyTombs := getCount(meta, metaKeyTombCount) > 0 // most vaults never expired a value: no look-up per token
	now := v.now().UnixNano()
	for start := 0; start < len(fresh); start += ageChunk {
		chunk := fresh[start:min(len(fresh), start+ageChunk)]
		if err := age.Put(ageKey(now, chunk[0].token), appendAgeEntries(nil, chunk)); err != nil {
			return err
		}
		if !anyTombs {
			continue
		}
		for _, nv := range chunk {
			if tombs.Get(nv.tokb) != nil {
				// The same value tokenized again: the token lives again.
				if err := tombs.Delete(nv.tokb); err != nil {
					return err
				}
			}
		}
	}
	n := getCount(meta, metaKeyCount) + int64(len(fresh))
	if excess := n - v.maxEntries; excess > 0 {
		if err := v.expireOldest(tx, excess, now); err != nil {
			return err
		}
		n = v.maxEntries
	}
	return putCount(meta, metaKeyCount, n)
}

// appendAgeEntries appends the age entries of values to a chunk.
func appendAgeEntries(dst []byte, values []*newValue) []byte {
	size := 0
	for _, nv := range values {
		size += 1 + len(nv.token) + len(nv.sum)
	}
	dst = slices.Grow(dst, size)
	for _, nv := range values {
		dst = append(append(append(dst, byte(len(nv.token))), nv.token...), nv.sum...)
	}
	return dst
}

// ageEntry is one value in a chunk of the age bucket.
type ageEntry struct{ token, sum []byte }

// nextAgeEntry splits the first entry off a chunk.
func nextAgeEntry(chunk []byte) (e ageEntry, rest []byte, err error) {
	if len(chunk) == 0 {
		return ageEntry{}, nil, fmt.Errorf("%w: empty age entry", ErrCorrupt)
	}
	n := int(chunk[0])
	if n == 0 || len(chunk) < 1+n+sha256.Size {
		return ageEntry{}, nil, fmt.Errorf("%w: truncated age entry", ErrCorrupt)
	}
	e = ageEntry{token: chunk[1 : 1+n], sum: chunk[1+n : 1+n+sha256.Size]}
	return e, chunk[1+n+sha256.Size:], nil
}

// expireOldest drops the count oldest values and leaves a tombstone for
// each token. A chunk only partly expired is put back under its first
// remaining token, which keeps age keys unique (a live token is in one
// chunk only).
func (v *Vault) expireOldest(tx store.Tx, count int64, now int64) error {
	age, meta := tx.Bucket(bucketAge), tx.Bucket(bucketMeta)
	// most vaults hold no scoped token, and no index entry unless written
	// before vault_find.go's rule: then there is nothing to delete there
	// per value
	scoped, _ := tx.Bucket(bucketScopes).Cursor().First()
	indexed, _ := tx.Bucket(bucketIndex).Cursor().First()
	x := expiry{v: v, tx: tx, now: now, scoped: scoped != nil, indexed: indexed != nil}
	tombCount := getCount(meta, metaKeyTombCount)
	for count > 0 {
		k, val := age.Cursor().First()
		if k == nil {
			break
		}
		if len(k) < 8 {
			return fmt.Errorf("%w: age key %x", ErrCorrupt, k)
		}
		k, val = bytes.Clone(k), bytes.Clone(val)
		if err := age.Delete(k); err != nil {
			return fmt.Errorf("expire token: %w", err)
		}
		if len(val) == sha256.Size { // one value, as written before chunks
			if err := x.value(k[8:], val); err != nil {
				return err
			}
			count--
			tombCount++
			continue
		}
		rest := val
		for count > 0 && len(rest) > 0 {
			var e ageEntry
			var err error
			if e, rest, err = nextAgeEntry(rest); err != nil {
				return err
			}
			if err := x.value(e.token, e.sum); err != nil {
				return err
			}
			count--
			tombCount++
		}
		if len(rest) > 0 {
			first, _, err := nextAgeEntry(rest)
			if err != nil {
				return err
			}
			created := int64(binary.BigEndian.Uint64(k[:8]))
			if err := age.Put(ageKey(created, string(first.token)), rest); err != nil {
				return fmt.Errorf("expire token: %w", err)
			}
		}
	}
	tombCount, err := v.trimTombs(tx, tombCount)
	if err != nil {
		return fmt.Errorf("expire token: %w", err)
	}
	return putCount(meta, metaKeyTombCount, tombCount)
}

// expiry is one transaction's expiring of values.
type expiry struct {
	v       *Vault
	tx      store.Tx
	now     int64
	scoped  bool // the vault holds scoped tokens, whose scope entries go too
	indexed bool // the vault holds index entries, which go too
}

// value drops one value (its token, index and scope entries) and leaves a
// tombstone for its token.
func (x expiry) value(tok, sum []byte) error {
	if err := x.tx.Bucket(bucketTokens).Delete(tok); err != nil {
		return fmt.Errorf("expire token: %w", err)
	}
	if x.indexed {
		if err := x.tx.Bucket(bucketIndex).Delete(sum); err != nil {
			return fmt.Errorf("expire token: %w", err)
		}
	}
	if x.scoped {
		if err := x.tx.Bucket(bucketScopes).Delete(tok); err != nil {
			return fmt.Errorf("expire token: %w", err)
		}
	}
	if err := x.tx.Bucket(bucketTombs).Put(tok, binary.BigEndian.AppendUint64(nil, uint64(x.now))); err != nil {
		return fmt.Errorf("expire token: %w", err)
	}
	if err := x.tx.Bucket(bucketTombAge).Put(ageKey(x.now, string(tok)), nil); err != nil {
		return fmt.Errorf("expire token: %w", err)
	}
	return nil
}

// trimTombs drops the oldest tombstones beyond the cap, walking their
// order once, and returns how many are left.
func (v *Vault) trimTombs(tx store.Tx, tombCount int64) (int64, error) {
	if tombCount <= v.maxEntries {
		return tombCount, nil
	}
	var old [][]byte
	c := tx.Bucket(bucketTombAge).Cursor()
	for k, _ := c.First(); k != nil && tombCount-int64(len(old)) > v.maxEntries; k, _ = c.Next() {
		old = append(old, bytes.Clone(k))
	}
	tombs, order := tx.Bucket(bucketTombs), tx.Bucket(bucketTombAge)
	for _, k := range old {
		if len(k) < 8 {
			return 0, fmt.Errorf("%w: tombstone key %x", ErrCorrupt, k)
		}
		if err := tombs.Delete(k[8:]); err != nil {
			return 0, err
		}
		if err := order.Delete(k); err != nil {
			return 0, err
		}
	}
	return tombCount - int64(len(old)), nil
}
