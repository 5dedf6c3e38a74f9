package pii

import (
	"bytes"
	"cmp"
	"context"
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"slices"
	"strings"

	"github.com/mcpython/mcpython/store"
)

// New values are written in a few transactions rather than one, so that
// other writers of the store (workspace files, sessions) are not held up
// for the whole call: at least minBatch values per transaction (a commit
// has a cost), at most maxMintTx transactions per call. Each transaction
// takes one range of digests (see mintAll), so a commit rewrites only its
// own stretch of the B+trees and the whole call stays linear. Batches of
// 5,000 cost no more CPU than 12,500 did (smaller nodes take inserts more
// cheaply, which pays for the extra commits) and cut another writer's
// longest wait during 200k new values by half or more.
const (
	minBatch  = 5_000
	maxMintTx = 64
)

// newValue is a value the vault does not hold yet, and the token chosen for
// it.
type newValue struct {
	typ, value string
	sum        []byte
	token      string
	tokb       []byte // token as bytes, converted once for the buckets
}

// mintAll gives every item without a token the token of its value, minting
// the values the vault does not hold yet in a few transactions (see
// minBatch). Detection is done before: no transaction waits for it.
//
// gen is the vault's count of minting transactions when the caller looked
// its values up. A batch whose transaction still sees that count (or the
// count after this call's own last batch) knows no other call minted
// meanwhile, and skips looking its values up again: that halves the index
// reads of a call full of new values.
func (v *Vault) mintAll(ctx context.Context, scope string, items []item, literal map[string]bool, gen int64) error {
	// Values are taken in digest order, which also finds the repeated ones
	// next to each other. Batches are then ranges of digests, not runs of
	// the text: the index is keyed by digest and the token bucket by a code
	// read from it, so each transaction adds to its own stretch of both
	// B+trees and leaves the pages of the others alone. In text order every
	// batch would touch (and its commit rewrite) nearly every page.
	order := make([]sumRef, 0, len(items))
	for i := range items {
		if items[i].token == "" {
			order = append(order, sumRef{prefix: binary.BigEndian.Uint64(items[i].sum), item: i})
		}
	}
	slices.SortFunc(order, func(a, b sumRef) int {
		if c := cmp.Compare(a.prefix, b.prefix); c != 0 {
			return c
		}
		return bytes.Compare(items[a.item].sum, items[b.item].sum)
	})
	values := make([]newValue, 0, len(order))
	valueOf := make([]int, len(order)) // index into values, by position in order
	for k, r := range order {
		it := &items[r.item]
		if k == 0 || !bytes.Equal(it.sum, items[order[k-1].item].sum) {
			values = append(values, newValue{typ: it.typ, value: it.value, sum: it.sum})
		}
		valueOf[k] = len(values) - 1
	}
	size := max(minBatch, (len(values)+maxMintTx-1)/maxMintTx)
	for start := 0; start < len(values); start += size {
		if err := ctxErr(ctx, "sanitize"); err != nil {
			return err
		}
		batch := values[start:min(len(values), start+size)]
		err := v.st.Update(ctx, func(tx store.Tx) error {
			meta := tx.Bucket(bucketMeta)
			now := getCount(meta, metaKeyMints)
			if err := v.mintBatch(tx, scope, batch, literal, now != gen); err != nil {
				return err
			}
			gen = now + 1
			return putCount(meta, metaKeyMints, gen)
		})
		if err != nil {
			return fmt.Errorf("sanitize: store tokens: %w", err)
		}
	}
	for k, r := range order {
		items[r.item].token = values[valueOf[k]].token
	}
	return nil
}

// sumRef is an item in digest order; prefix, the digest's first 8 bytes,
// settles nearly every comparison without reading the digest.
type sumRef struct {
	prefix uint64
	item   int
}

// mintBatch assigns tokens to a batch of distinct values inside one write
// transaction: for each, the shortest code (8 to 12 characters) not used by
// another value, by another value of the batch, or literally in the text
// being sanitized. A value another call minted meanwhile keeps its token;
// recheck says that may have happened.
func (v *Vault) mintBatch(tx store.Tx, scope string, batch []newValue, literal map[string]bool, recheck bool) error {
	tb, ib := tx.Bucket(bucketTokens), tx.Bucket(bucketIndex)
	taken := make(map[string]bool, len(batch))
	fresh := make([]*newValue, 0, len(batch)) // in digest order, as the batch
	var key []byte                            // a look-up key, reused: Get keeps no reference
	var f *finder
	if recheck {
		f = v.finder(tx, scope)
	}
	for i := range batch {
		nv := &batch[i]
		nv.token = ""
		if recheck {
			if nv.token = f.find(nv.typ, nv.value, nv.sum); nv.token != "" {
				continue
			}
		}
		for n := minCode; n <= maxCode && nv.token == ""; n++ {
			key = appendToken(key[:0], nv.typ, nv.sum, n)
			if taken[string(key)] || literal[string(key)] {
				continue
			}
			if tb.Get(key) == nil {
				nv.token = string(key)
			}
		}
		if nv.token == "" {
			return fmt.Errorf("%w of type %s", ErrTokenSpace, nv.typ)
		}
		taken[nv.token] = true
		fresh = append(fresh, nv)
	}
	// bbolt splits a page only at commit, so keys put in random order into
	// a fresh bucket shift one ever longer page each time: 200,000 new
	// values took minutes. Each bucket gets its keys in key order.
	sorted := slices.Clone(fresh)
	slices.SortFunc(sorted, func(a, b *newValue) int { return strings.Compare(a.token, b.token) })
	scopes := tx.Bucket(bucketScopes)
	ns := v.aead.NonceSize()
	nonces := make([]byte, ns*len(sorted)) // one read of the random source for the batch
	if _, err := rand.Read(nonces); err != nil {
		return fmt.Errorf("vault nonce: %w", err)
	}
	// The keys and values put stay referenced by the transaction until it
	// commits: carving them from one buffer saves an allocation each.
	size := 0
	for _, nv := range sorted {
		size += len(nv.token) + ns + len(nv.value) + v.aead.Overhead()
	}
	arena := make([]byte, 0, size)
	carve := func(n int) []byte {
		b := arena[len(arena) : len(arena)+n : len(arena)+n]
		arena = arena[:len(arena)+n]
		return b
	}
	for i, nv := range sorted {
		nv.tokb = carve(len(nv.token))
		copy(nv.tokb, nv.token)
		blob := carve(ns + len(nv.value) + v.aead.Overhead())
		copy(blob, nonces[i*ns:(i+1)*ns])
		plain := blob[ns : ns+len(nv.value)]
		copy(plain, nv.value)
		ad := nv.tokb // sealData without a scope, already in bytes
		if scope != "" {
			ad = sealData(nv.token, scope)
		}
		// sealed in place: the output starts exactly where the plaintext does
		blob = v.aead.Seal(blob[:ns], blob[:ns], plain, ad)
		if err := tb.Put(nv.tokb, blob); err != nil {
			return fmt.Errorf("store token: %w", err)
		}
		if scope != "" {
			if err := scopes.Put(nv.tokb, []byte(scope)); err != nil {
				return fmt.Errorf("store token scope: %w", err)
			}
		}
	}
	for _, nv := range fresh { // the batch is in digest order (mintAll)
		if !indexed(nv.token, nv.typ) {
			continue // found from its digest (see vault_find.go)
		}
		if err := ib.Put(nv.sum, nv.tokb); err != nil {
			return fmt.Errorf("store token index: %w", err)
		}
	}
	// ages are keyed by time first: appended in any order of the batch
	if err := v.admit(tx, fresh); err != nil {
		return fmt.Errorf("store token age: %w", err)
	}
	return nil
}
