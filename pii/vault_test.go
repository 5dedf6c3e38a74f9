package pii

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/mcpython/mcpython/store"
	"github.com/mcpython/mcpython/store/storetest"
)

var tokenPattern = regexp.MustCompile(`^\[[A-Z][A-Z_]*_[A-Z2-7]{8,12}\]$`)

func sanitize(t *testing.T, v *Vault, text string, types ...string) SanitizeResult {
	t.Helper()
	res, err := v.Sanitize(context.Background(), text, types)
	if err != nil {
		t.Fatalf("Sanitize(%q): %v", text, err)
	}
	return res
}

func restore(t *testing.T, v *Vault, text string) string {
	t.Helper()
	out, err := v.Restore(context.Background(), text)
	if err != nil {
		t.Fatalf("Restore(%q): %v", text, err)
	}
	return out
}

func TestSanitizeRoundTrip(t *testing.T) {
	v := mustVault(t)
	tests := []string{
		"",
		"nothing personal here",
		"Dear Jane, call +44 20 7946 0958 or write to jane.doe@example.com. Card 4111 1111 1111 1111.",
		"ünïcödé Zoë <zoë@example.com> 📞 +33 6 12 34 56 78 — fin",
		"invalid utf-8 \xff\xfe around jane@example.com \xc3",
		"[EMAIL_ABCDEFGH] is only token-shaped; [EMAIL_ABC] is not even that",
	}
	for _, text := range tests {
		res := sanitize(t, v, text)
		if got := restore(t, v, res.Text); got != text {
			t.Errorf("Restore(Sanitize(%q)) = %q", text, got)
		}
	}
}

func TestSanitizeReplacements(t *testing.T) {
	v := mustVault(t)
	text := "Grüße: mail zoë@example.com or jane@example.com, again zoë@example.com"
	res := sanitize(t, v, text)
	if strings.Contains(res.Text, "@example.com") {
		t.Fatalf("sanitized text still holds an address: %q", res.Text)
	}
	if len(res.Replacements) != 3 {
		t.Fatalf("got %d replacements, want 3: %+v", len(res.Replacements), res.Replacements)
	}
	runes := []rune(res.Text)
	for _, r := range res.Replacements {
		if r.Type != TypeEmail || !tokenPattern.MatchString(r.Token) || !strings.HasPrefix(r.Token, "[EMAIL_") {
			t.Errorf("replacement %+v: want an EMAIL token", r)
		}
		if res.Text[r.Start:r.End] != r.Token || string(runes[r.RuneStart:r.RuneEnd]) != r.Token {
			t.Errorf("replacement %+v does not point at its token in %q", r, res.Text)
		}
	}
	if res.Replacements[0].Token != res.Replacements[2].Token {
		t.Errorf("same value got tokens %s and %s", res.Replacements[0].Token, res.Replacements[2].Token)
	}
	if res.Replacements[0].Token == res.Replacements[1].Token {
		t.Errorf("different values share token %s", res.Replacements[0].Token)
	}
}

func TestTokensAreStableAndKeyed(t *testing.T) {
	db := mustDB(t)
	v, err := NewVault(db, testKey(1), mustDetector(t))
	if err != nil {
		t.Fatal(err)
	}
	first := sanitize(t, v, "jane@example.com").Text
	if again := sanitize(t, v, "write to jane@example.com").Text; !strings.HasSuffix(again, first) {
		t.Errorf("second call gave %q, want the token %q", again, first)
	}
	other := mustDB(t)
	w, err := NewVault(other, testKey(2), mustDetector(t))
	if err != nil {
		t.Fatal(err)
	}
	if tok := sanitize(t, w, "jane@example.com").Text; tok == first {
		t.Errorf("two keys gave the same token %s", tok)
	}
	// The same characters as another type get another token.
	ssn := sanitize(t, v, "SSN 536-22-8761 / ssn=536228761").Replacements
	if len(ssn) != 2 || ssn[0].Token == ssn[1].Token {
		t.Errorf("distinct values must get distinct tokens: %+v", ssn)
	}
}

func TestSanitizeTypes(t *testing.T) {
	v := mustVault(t)
	res := sanitize(t, v, "jane@example.com +44 20 7946 0958", "EMAIL")
	if !strings.HasSuffix(res.Text, " +44 20 7946 0958") || len(res.Replacements) != 1 {
		t.Errorf("types=[EMAIL]: got %q", res.Text)
	}
	if _, err := v.Sanitize(context.Background(), "x", []string{"NOPE"}); !errors.Is(err, ErrUnknownType) {
		t.Errorf("unknown type: err = %v", err)
	}
}

// A token written literally in the input: Restore must give the input back
// whether or not the token is known, and Protect must pass known tokens.
func TestLiteralTokens(t *testing.T) {
	v := mustVault(t)
	tok := sanitize(t, v, "jane@example.com").Text
	if !tokenPattern.MatchString(tok) {
		t.Fatalf("token %q has the wrong shape", tok)
	}
	t.Run("unknown token-shaped text survives", func(t *testing.T) {
		text := "ids: [EMAIL_ABCDEFGH] [PHONE_ZZZZZZZZZZ]"
		res := sanitize(t, v, text)
		if res.Text != text || len(res.Replacements) != 0 {
			t.Errorf("Sanitize changed unknown tokens: %q", res.Text)
		}
		if got := restore(t, v, text); got != text {
			t.Errorf("Restore changed unknown tokens: %q", got)
		}
	})
	t.Run("known token typed by a user is escaped", func(t *testing.T) {
		text := "the token " + tok + " stands for jane@example.com"
		res := sanitize(t, v, text)
		if strings.Contains(res.Text, "jane@") || len(res.Replacements) != 2 || res.Replacements[0].Type != TypeToken {
			t.Fatalf("Sanitize = %q %+v, want a TOKEN escape then the EMAIL token", res.Text, res.Replacements)
		}
		if res.Replacements[1].Token != tok {
			t.Errorf("the e-mail got %s, want its token %s", res.Replacements[1].Token, tok)
		}
		if got := restore(t, v, res.Text); got != text {
			t.Errorf("Restore(Sanitize(t)) = %q, want %q", got, text)
		}
		// Escapes nest: sanitizing the sanitized text still round-trips.
		res2 := sanitize(t, v, res.Text)
		if got := restore(t, v, res2.Text); got != res.Text {
			t.Errorf("second level: got %q, want %q", got, res.Text)
		}
	})
	t.Run("protect passes known tokens", func(t *testing.T) {
		text := "sent to " + tok + ", cc bob@example.org"
		res, err := v.Protect(context.Background(), text, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(res.Text, "sent to "+tok+", cc [EMAIL_") || len(res.Replacements) != 1 {
			t.Fatalf("Protect = %q", res.Text)
		}
		again, err := v.Protect(context.Background(), res.Text, nil)
		if err != nil || again.Text != res.Text {
			t.Errorf("Protect is not idempotent: %q", again.Text)
		}
		if got := restore(t, v, res.Text); got != "sent to jane@example.com, cc bob@example.org" {
			t.Errorf("Restore(Protect) = %q", got)
		}
	})
}

// TestMintAvoidsCollisions takes the 8-character token of a value away
// (another value holds it, or it is in the text) and expects a longer one.
func TestMintAvoidsCollisions(t *testing.T) {
	v := mustVault(t)
	sum := digest(v.macKey, "", TypeEmail, "jane@example.com")
	short := tokenFor(TypeEmail, sum, minCode)
	err := v.st.Update(context.Background(), func(tx store.Tx) error {
		blob, err := v.seal(short, "", "someone-else@example.com")
		if err != nil {
			return err
		}
		return tx.Bucket(bucketTokens).Put([]byte(short), blob)
	})
	if err != nil {
		t.Fatal(err)
	}
	res := sanitize(t, v, "jane@example.com")
	if want := tokenFor(TypeEmail, sum, minCode+1); res.Text != want {
		t.Errorf("got %s, want the 9-character token %s", res.Text, want)
	}
	if got := restore(t, v, short+" "+res.Text); got != "someone-else@example.com jane@example.com" {
		t.Errorf("Restore = %q", got)
	}

	w := mustVault(t)
	sum = digest(w.macKey, "", TypeEmail, "bob@example.org")
	literal := tokenFor(TypeEmail, sum, minCode)
	text := literal + " bob@example.org"
	res = sanitize(t, w, text)
	if strings.Contains(res.Text[len(literal):], literal) {
		t.Errorf("minted a token equal to a literal of the input: %q", res.Text)
	}
	if got := restore(t, w, res.Text); got != text {
		t.Errorf("Restore = %q, want %q", got, text)
	}
}

func TestVaultPersistsAndChecksKey(t *testing.T) {
	dir := t.TempDir()
	db := storetest.OpenDir(t, dir)
	v, err := NewVault(db, testKey(1), mustDetector(t))
	if err != nil {
		t.Fatal(err)
	}
	res := sanitize(t, v, "IBAN DE89 3704 0044 0532 0130 00")
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	db2 := storetest.OpenDir(t, dir)
	if _, err := NewVault(db2, testKey(9), mustDetector(t)); !errors.Is(err, ErrWrongKey) {
		t.Errorf("wrong key: err = %v, want ErrWrongKey", err)
	}
	v2, err := NewVault(db2, testKey(1), mustDetector(t))
	if err != nil {
		t.Fatal(err)
	}
	if got := restore(t, v2, res.Text); got != "IBAN DE89 3704 0044 0532 0130 00" {
		t.Errorf("after reopening, Restore = %q", got)
	}
	// Values are sealed: the plain text is nowhere in the file.
	raw, err := os.ReadFile(filepath.Join(dir, store.BoltFile))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(raw), "DE89") || strings.Contains(string(raw), "3704") {
		t.Error("plain value stored in the database file")
	}
}

func TestRestoreRejectsTamperedValue(t *testing.T) {
	v := mustVault(t)
	tok := sanitize(t, v, "jane@example.com").Text
	err := v.st.Update(context.Background(), func(tx store.Tx) error {
		b := tx.Bucket(bucketTokens)
		blob := append([]byte(nil), b.Get([]byte(tok))...)
		blob[len(blob)-1] ^= 1
		return b.Put([]byte(tok), blob)
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := v.Restore(context.Background(), tok); !errors.Is(err, ErrCorrupt) {
		t.Errorf("tampered value: err = %v, want ErrCorrupt", err)
	}
}

func TestCanceledContext(t *testing.T) {
	v := mustVault(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := v.Sanitize(ctx, "jane@example.com", nil); !errors.Is(err, context.Canceled) {
		t.Errorf("Sanitize: err = %v", err)
	}
	if _, err := v.Restore(ctx, "[EMAIL_ABCDEFGH]"); !errors.Is(err, context.Canceled) {
		t.Errorf("Restore: err = %v", err)
	}
}

func TestNewVaultArguments(t *testing.T) {
	if _, err := NewVault(nil, testKey(1), mustDetector(t)); err == nil {
		t.Error("nil db accepted")
	}
	if _, err := NewVault(mustDB(t), []byte("short"), mustDetector(t)); !errors.Is(err, ErrBadKey) {
		t.Errorf("short key: err = %v, want ErrBadKey", err)
	}
}

func TestVaultConcurrent(t *testing.T) {
	v := mustVault(t)
	text := "jane@example.com, +44 20 7946 0958, DE89 3704 0044 0532 0130 00"
	results := make([]string, 8)
	var wg sync.WaitGroup
	for i := range results {
		wg.Go(func() {
			res, err := v.Sanitize(context.Background(), text, nil)
			if err != nil {
				t.Errorf("Sanitize: %v", err)
				return
			}
			results[i] = res.Text
		})
	}
	wg.Wait()
	for _, r := range results[1:] {
		if r != results[0] {
			t.Fatalf("concurrent calls disagree: %q vs %q", r, results[0])
		}
	}
	if got := restore(t, v, results[0]); got != text {
		t.Errorf("Restore = %q", got)
	}
}
