package pii

import (
	"context"
	"errors"
	"testing"

	"github.com/mcpython/mcpython/store"
)

func scopedSanitize(t *testing.T, v *Vault, scope, text string) string {
	t.Helper()
	res, err := v.Sanitize(WithScope(context.Background(), scope), text, nil)
	if err != nil {
		t.Fatalf("Sanitize in %q: %v", scope, err)
	}
	return res.Text
}

func scopedRestore(t *testing.T, v *Vault, scope, text string) string {
	t.Helper()
	out, err := v.Restore(WithScope(context.Background(), scope), text)
	if err != nil {
		t.Fatalf("Restore in %q: %v", scope, err)
	}
	return out
}

// TestScopedTokens states the scope rule: a token restores only in the
// scope that minted it; elsewhere it stays as it is.
func TestScopedTokens(t *testing.T) {
	v := mustVault(t)
	const value = "jane@example.com"
	alice := scopedSanitize(t, v, "alice", value)
	bob := scopedSanitize(t, v, "bob", value)
	local := scopedSanitize(t, v, "", value)
	if alice == bob || alice == local || bob == local {
		t.Fatalf("one value, one token across scopes: alice %s, bob %s, default %s", alice, bob, local)
	}
	tests := []struct {
		scope, text, want string
	}{
		{"alice", alice, value},
		{"bob", alice, alice},
		{"", alice, alice},
		{"bob", bob, value},
		{"alice", bob, bob},
		{"", local, value},
		{"alice", local, local},
		{"alice", alice + " " + bob + " " + local, value + " " + bob + " " + local},
	}
	for _, tt := range tests {
		if got := scopedRestore(t, v, tt.scope, tt.text); got != tt.want {
			t.Errorf("Restore(%q) in %q = %q, want %q", tt.text, tt.scope, got, tt.want)
		}
	}
	// A context without WithScope is the default scope.
	if got := restore(t, v, local); got != value {
		t.Errorf("default scope: Restore = %q", got)
	}
}

// TestSharedTokens turns scoping off: every call works in the default
// scope.
func TestSharedTokens(t *testing.T) {
	v, err := NewVault(mustDB(t), testKey(1), mustDetector(t), VaultOptions{SharedTokens: true})
	if err != nil {
		t.Fatal(err)
	}
	tok := scopedSanitize(t, v, "alice", "jane@example.com")
	if got := scopedSanitize(t, v, "bob", "jane@example.com"); got != tok {
		t.Errorf("shared vault: bob got %s, alice %s", got, tok)
	}
	if got := scopedRestore(t, v, "bob", tok); got != "jane@example.com" {
		t.Errorf("shared vault: bob restores %q", got)
	}
}

// TestScopeRoundTrips checks Restore(Sanitize(t)) == t within a scope when
// the text holds another scope's token, for Sanitize and Protect.
func TestScopeRoundTrips(t *testing.T) {
	v := mustVault(t)
	alice := scopedSanitize(t, v, "alice", "jane@example.com")
	text := "forwarded " + alice + " to bob@example.org"
	bobCtx := WithScope(context.Background(), "bob")
	for name, run := range map[string]func(context.Context, string, []string) (SanitizeResult, error){
		"Sanitize": v.Sanitize, "Protect": v.Protect,
	} {
		res, err := run(bobCtx, text, nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := scopedRestore(t, v, "bob", res.Text); got != text {
			t.Errorf("%s in bob's scope: round trip %q, want %q", name, got, text)
		}
		if got := scopedRestore(t, v, "alice", res.Text); got == text {
			t.Errorf("%s: alice restored bob's value: %q", name, got)
		}
	}
}

// TestScopeIsSealed moves a token to another scope in the store: the value
// must not open there.
func TestScopeIsSealed(t *testing.T) {
	v := mustVault(t)
	tok := scopedSanitize(t, v, "alice", "jane@example.com")
	err := v.st.Update(context.Background(), func(tx store.Tx) error {
		return tx.Bucket(bucketScopes).Put([]byte(tok), []byte("mallory"))
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := v.Restore(WithScope(context.Background(), "mallory"), tok); !errors.Is(err, ErrCorrupt) {
		t.Errorf("moved scope entry: err = %v, want ErrCorrupt", err)
	}
	if got := scopedRestore(t, v, "alice", tok); got != tok {
		t.Errorf("alice restored a token no longer in her scope: %q", got)
	}
}

// TestScopeExpires checks that an expired scoped token leaves no scope
// entry behind.
func TestScopeExpires(t *testing.T) {
	v, err := NewVault(mustDB(t), testKey(1), mustDetector(t), VaultOptions{MaxEntries: 1})
	if err != nil {
		t.Fatal(err)
	}
	first := scopedSanitize(t, v, "alice", "jane@example.com")
	scopedSanitize(t, v, "alice", "bob@example.org")
	err = v.st.View(context.Background(), func(tx store.Tx) error {
		if tx.Bucket(bucketScopes).Get([]byte(first)) != nil {
			t.Error("the expired token's scope entry is still stored")
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
