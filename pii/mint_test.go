package pii

import (
	"context"
	"strings"
	"testing"
)

// TestMintManyValues sanitizes more new values than one transaction takes,
// with a value repeated across the batch boundary, and expects every value
// counted once and the text restored.
func TestMintManyValues(t *testing.T) {
	v := mustVault(t)
	n := 2*minBatch + 500
	text := uniqueEmails(n) + "user0.x0@mail0.example.com\n" // the first address again, at the end
	res := sanitize(t, v, text)
	if len(res.Replacements) != n+1 {
		t.Fatalf("%d replacements, want %d", len(res.Replacements), n+1)
	}
	if first, last := res.Replacements[0].Token, res.Replacements[n].Token; first != last {
		t.Errorf("the same address got two tokens: %s and %s", first, last)
	}
	if got, err := v.Len(context.Background()); err != nil || got != int64(n) {
		t.Errorf("Len = %d, %v; want %d", got, err, n)
	}
	if back := restore(t, v, res.Text); back != text {
		t.Errorf("round trip differs at %d", firstDiff(back, text))
	}
	again := sanitize(t, v, text)
	if again.Text != res.Text {
		t.Error("sanitizing the same text again gave other tokens")
	}
	if strings.Contains(res.Text, "@") {
		t.Error("an address was left in clear")
	}
}

func firstDiff(a, b string) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// TestMintRechecksAfterOtherMints looks values up again when another call
// minted since they were found missing (the vault's minting count moved),
// so a value minted meanwhile keeps its one token and is counted once.
func TestMintRechecksAfterOtherMints(t *testing.T) {
	v := mustVault(t)
	ctx := context.Background()
	const addr = "jane.roe@example.com"
	items := []item{{typ: TypeEmail, value: addr, sum: digest(v.macKey, "", TypeEmail, addr)}}
	// another call mints the value after this one found it missing (count 0)
	first := sanitize(t, v, addr)
	if err := v.mintAll(ctx, "", items, nil, 0); err != nil {
		t.Fatal(err)
	}
	if items[0].token != first.Replacements[0].Token {
		t.Errorf("token %s, want the one minted meanwhile %s", items[0].token, first.Replacements[0].Token)
	}
	if n, err := v.Len(ctx); err != nil || n != 1 {
		t.Errorf("Len = %d, %v; want 1", n, err)
	}
}
