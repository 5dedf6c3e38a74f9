package pii

import (
	"context"
	"encoding/binary"
)

// Token scopes. A vault shared by several users (an HTTP server with one
// token per user) keeps each user's values apart: a value sanitized in one
// scope gets a token of that scope, and only a Restore in the same scope
// puts the value back; in any other scope the token is an unknown
// token-shaped string and stays as it is. The same value gets different
// tokens in different scopes, so tokens do not even tell users that they
// hold the same value. The empty scope is the default (the local user, and
// every value stored before scopes existed). VaultOptions.SharedTokens turns
// scoping off: every call then works in the default scope.

type scopeKey struct{}

// WithScope returns a context whose vault calls work in scope (see the
// package's token scopes); "" is the default scope.
func WithScope(ctx context.Context, scope string) context.Context {
	return context.WithValue(ctx, scopeKey{}, scope)
}

// ScopeOf returns the scope WithScope recorded in ctx, or "".
func ScopeOf(ctx context.Context) string {
	s, _ := ctx.Value(scopeKey{}).(string)
	return s
}

// scope is the scope a call on ctx works in.
func (v *Vault) scope(ctx context.Context) string {
	if v.shared {
		return ""
	}
	return ScopeOf(ctx)
}

// bucketScopes maps a token minted in a scope other than the default to
// that scope; a token without an entry belongs to the default scope.
const bucketScopes = "pii_scope"

// sealData is the additional data a value is sealed with: its token, and
// for a scoped token the scope too, so a scope entry moved to another token
// or changed fails authentication.
func sealData(token, scope string) []byte {
	return appendSealData(make([]byte, 0, len(token)+1+len(scope)), token, scope)
}

// appendSealData appends sealData(token, scope) to dst, for callers that
// reuse a buffer.
func appendSealData[T string | []byte](dst []byte, token T, scope string) []byte {
	dst = append(dst, token...)
	if scope != "" {
		dst = append(append(dst, 0), scope...)
	}
	return dst
}

// scopePrefix starts the digest input of a scoped value. Its first byte is
// not an upper-case letter, which every type name (the start of a
// default-scope input) is, so the two kinds of input never meet; the
// scope's length makes the scope and the type unambiguous.
func scopePrefix(scope string) []byte {
	b := binary.AppendUvarint([]byte{1}, uint64(len(scope)))
	return append(b, scope...)
}
