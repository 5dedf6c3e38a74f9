package pii

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"fmt"
	"strings"

	"github.com/mcpython/mcpython/store"
)

// Replacement is one token put into a sanitized text. Start and End are byte
// offsets of the token in the sanitized text, RuneStart and RuneEnd the same
// in code points.
type Replacement struct {
	Type      string
	Token     string
	Start     int
	End       int
	RuneStart int
	RuneEnd   int
}

// SanitizeResult is a sanitized text and the tokens placed in it, in order.
type SanitizeResult struct {
	Text         string
	Replacements []Replacement
}

// Sanitize replaces every entity of the given types (all when types is
// empty) with its token and stores the new tokens, committed before it
// returns (in a few transactions for many new values, so other writers are
// not held up; see minBatch). Tokens belong to the scope of ctx (WithScope). Restore(Sanitize(t)) == t for every text t: a known token found
// literally in text is itself replaced by a TOKEN token (see the package
// doc).
func (v *Vault) Sanitize(ctx context.Context, text string, types []string) (SanitizeResult, error) {
	return v.sanitize(ctx, text, types, true)
}

// Protect is Sanitize for text that may already carry this vault's tokens,
// such as the output of code the model wrote: known tokens pass through
// unchanged. Protect(Protect(t)) == Protect(t) and Restore(Protect(t)) ==
// Restore(t).
func (v *Vault) Protect(ctx context.Context, text string, types []string) (SanitizeResult, error) {
	return v.sanitize(ctx, text, types, false)
}

// item is one span of the input to replace.
type item struct {
	start, end int
	typ, value string
	sum        []byte
	token      string
}

func (v *Vault) sanitize(ctx context.Context, text string, types []string, escape bool) (SanitizeResult, error) {
	if err := ctxErr(ctx, "sanitize"); err != nil {
		return SanitizeResult{}, err
	}
	want, err := parseTypes(types)
	if err != nil {
		return SanitizeResult{}, err
	}
	scope := v.scope(ctx)
	s := v.det.scan(text)
	literal := make(map[string]bool, len(s.tokens))
	for _, sp := range s.tokens {
		literal[text[sp[0]:sp[1]]] = true
	}
	items := make([]item, 0, len(s.cands))
	pending := 0
	var gen int64
	err = v.st.View(ctx, func(tx store.Tx) error {
		gen = getCount(tx.Bucket(bucketMeta), metaKeyMints)
		ti := 0
		addToken := func(sp [2]int) {
			if tok := text[sp[0]:sp[1]]; escape && v.known(tx, tok) {
				items = append(items, item{start: sp[0], end: sp[1], typ: TypeToken, value: tok})
			}
		}
		for _, c := range s.cands {
			for ti < len(s.tokens) && s.tokens[ti][0] < c.start {
				addToken(s.tokens[ti])
				ti++
			}
			if want.has(c.k) {
				items = append(items, item{start: c.start, end: c.end, typ: c.k.String(), value: text[c.start:c.end]})
			}
		}
		for ; ti < len(s.tokens); ti++ {
			addToken(s.tokens[ti])
		}
		mac := hmac.New(sha256.New, v.macKey)
		sums := make([]byte, 0, sha256.Size*len(items))
		f := v.finder(tx, scope)
		var scratch []byte
		for i := range items {
			it := &items[i]
			sums, scratch = digestAppend(mac, sums, scratch, scope, it.typ, it.value)
			it.sum = sums[len(sums)-sha256.Size : len(sums) : len(sums)]
			if it.token = f.find(it.typ, it.value, it.sum); it.token == "" {
				pending++
			}
		}
		return nil
	})
	if err != nil {
		return SanitizeResult{}, fmt.Errorf("sanitize: read vault: %w", err)
	}
	if pending > 0 {
		if err := v.mintAll(ctx, scope, items, literal, gen); err != nil {
			return SanitizeResult{}, err
		}
	}
	return rewrite(text, items), nil
}

// rewrite builds the sanitized text and the offsets of its tokens.
func rewrite(text string, items []item) SanitizeResult {
	var b strings.Builder
	b.Grow(len(text) + 16*len(items))
	res := SanitizeResult{Replacements: make([]Replacement, 0, len(items))}
	pos, runes := 0, 0
	for _, it := range items {
		b.WriteString(text[pos:it.start])
		runes += runeCount(text[pos:it.start])
		r := Replacement{Type: it.typ, Token: it.token, Start: b.Len(), RuneStart: runes}
		b.WriteString(it.token)
		runes += len(it.token) // tokens are ASCII
		r.End, r.RuneEnd = b.Len(), runes
		res.Replacements = append(res.Replacements, r)
		pos = it.end
	}
	b.WriteString(text[pos:])
	res.Text = b.String()
	return res
}

// Restore replaces every token of this vault in text with its value, in one
// pass (a restored value is not searched for tokens again), and leaves
// unknown token-shaped strings as they are.
func (v *Vault) Restore(ctx context.Context, text string) (string, error) {
	r, err := v.RestoreReport(ctx, text)
	return r.Text, err
}

// RestoreReport is Restore that also names the tokens of the text that
// expired (see VaultOptions.MaxEntries): they are left as they are.
func (v *Vault) RestoreReport(ctx context.Context, text string) (RestoreResult, error) {
	if err := ctxErr(ctx, "restore"); err != nil {
		return RestoreResult{}, err
	}
	spans := findTokens(text)
	if len(spans) == 0 {
		return RestoreResult{Text: text}, nil
	}
	scope := v.scope(ctx)
	values := make(map[string]string, len(spans))
	var expired []string
	seen := map[string]bool{}
	err := v.st.View(ctx, func(tx store.Tx) error {
		for _, sp := range spans {
			tok := text[sp[0]:sp[1]]
			if seen[tok] {
				continue
			}
			seen[tok] = true
			val, ok, err := v.lookup(tx, tok, scope)
			if err != nil {
				return err
			}
			if ok {
				values[tok] = val
			} else if _, gone := expiredAt(tx, tok); gone {
				expired = append(expired, tok)
			}
		}
		return nil
	})
	if err != nil {
		return RestoreResult{}, fmt.Errorf("restore: %w", err)
	}
	var b strings.Builder
	b.Grow(len(text))
	pos := 0
	for _, sp := range spans {
		val, ok := values[text[sp[0]:sp[1]]]
		if !ok {
			continue
		}
		b.WriteString(text[pos:sp[0]])
		b.WriteString(val)
		pos = sp[1]
	}
	b.WriteString(text[pos:])
	return RestoreResult{Text: b.String(), Expired: expired}, nil
}
