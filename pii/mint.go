package pii

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/mcpython/mcpython/store"
)

// New values are written in a few transactions rather than one, so that
// other writers of the store (workspace files, sessions) are not held up
// for the whole call: at least minBatch values per transaction (a commit
// has a cost), at most maxMintTx transactions per call. Token and index
// keys are keyed hashes, so every commit rewrites most pages of those
// buckets; a fixed number of commits keeps the whole call linear in the
// number of values.
const (
	minBatch  = 10_000
	maxMintTx = 8
)

// newValue is a value the vault does not hold yet, and the token chosen for
// it.
type newValue struct {
	typ, value string
	sum        []byte
	token      string
}

// mintAll gives every item without a token the token of its value, minting
// the values the vault does not hold yet in a few transactions (see
// minBatch). Detection is done before: no transaction waits for it.
func (v *Vault) mintAll(ctx context.Context, scope string, items []item, literal map[string]bool) error {
	bySum := map[string]int{} // digest → index into values
	var values []newValue
	for i := range items {
		it := &items[i]
		if it.token != "" {
			continue
		}
		if _, ok := bySum[string(it.sum)]; !ok {
			bySum[string(it.sum)] = len(values)
			values = append(values, newValue{typ: it.typ, value: it.value, sum: it.sum})
		}
	}
	size := max(minBatch, (len(values)+maxMintTx-1)/maxMintTx)
	for start := 0; start < len(values); start += size {
		if err := ctxErr(ctx, "sanitize"); err != nil {
			return err
		}
		batch := values[start:min(len(values), start+size)]
		err := v.st.Update(ctx, func(tx store.Tx) error { return v.mintBatch(tx, scope, batch, literal) })
		if err != nil {
			return fmt.Errorf("sanitize: store tokens: %w", err)
		}
	}
	for i := range items {
		if it := &items[i]; it.token == "" {
			it.token = values[bySum[string(it.sum)]].token
		}
	}
	return nil
}

// mintBatch assigns tokens to a batch of distinct values inside one write
// transaction: for each, the shortest code (8 to 12 characters) not used by
// another value, by another value of the batch, or literally in the text
// being sanitized. A value another call minted meanwhile keeps its token.
func (v *Vault) mintBatch(tx store.Tx, scope string, batch []newValue, literal map[string]bool) error {
	tb, ib := tx.Bucket(bucketTokens), tx.Bucket(bucketIndex)
	taken := make(map[string]bool, len(batch))
	fresh := make([]*newValue, 0, len(batch)) // in order of first appearance
	for i := range batch {
		nv := &batch[i]
		nv.token = ""
		if tok := ib.Get(nv.sum); tok != nil {
			nv.token = string(tok)
			continue
		}
		for n := minCode; n <= maxCode && nv.token == ""; n++ {
			if tok := tokenFor(nv.typ, nv.sum, n); !taken[tok] && !literal[tok] && tb.Get([]byte(tok)) == nil {
				nv.token = tok
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
	for _, nv := range sorted {
		blob, err := v.seal(nv.token, scope, nv.value)
		if err != nil {
			return err
		}
		if err := tb.Put([]byte(nv.token), blob); err != nil {
			return fmt.Errorf("store token: %w", err)
		}
		if scope != "" {
			if err := scopes.Put([]byte(nv.token), []byte(scope)); err != nil {
				return fmt.Errorf("store token scope: %w", err)
			}
		}
	}
	slices.SortFunc(sorted, func(a, b *newValue) int { return bytes.Compare(a.sum, b.sum) })
	for _, nv := range sorted {
		if err := ib.Put(nv.sum, []byte(nv.token)); err != nil {
			return fmt.Errorf("store token index: %w", err)
		}
	}
	// ages are keyed by time first, so first-appearance order appends
	if err := v.admit(tx, fresh); err != nil {
		return fmt.Errorf("store token age: %w", err)
	}
	return nil
}
