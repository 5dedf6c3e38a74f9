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
// chunk instead of one per value: the age bucket was a fifth of the CPU of
// minting 200,000 new values. A chunk fits a page, so expiring a few values
// rewrites little. A vault written before chunks holds one entry per value
// (created ‖ token → digest, exactly sha256.Size bytes); both kinds sort
// together by creation time and expire alike.
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
			if err := v.expireValue(tx, k[8:], val, now, &tombCount); err != nil {
				return err
			}
			count--
			continue
		}
		rest := val
		for count > 0 && len(rest) > 0 {
			var e ageEntry
			var err error
			if e, rest, err = nextAgeEntry(rest); err != nil {
				return err
			}
			if err := v.expireValue(tx, e.token, e.sum, now, &tombCount); err != nil {
				return err
			}
			count--
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
	return putCount(meta, metaKeyTombCount, tombCount)
}

// expireValue drops one value (its token, index and scope entries) and
// leaves a tombstone for its token; tombstones beyond the cap go, oldest
// first. tombCount is the number of tombstones, kept by the caller.
func (v *Vault) expireValue(tx store.Tx, tok, sum []byte, now int64, tombCount *int64) error {
	for _, del := range []struct {
		bucket string
		key    []byte
	}{{bucketTokens, tok}, {bucketIndex, sum}, {bucketScopes, tok}} {
		if err := tx.Bucket(del.bucket).Delete(del.key); err != nil {
			return fmt.Errorf("expire token: %w", err)
		}
	}
	tombs, order := tx.Bucket(bucketTombs), tx.Bucket(bucketTombAge)
	if err := tombs.Put(tok, binary.BigEndian.AppendUint64(nil, uint64(now))); err != nil {
		return err
	}
	if err := order.Put(ageKey(now, string(tok)), nil); err != nil {
		return err
	}
	for *tombCount++; *tombCount > v.maxEntries; *tombCount-- {
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
	return nil
}
