package server

import (
	"context"

	"github.com/mcpython/mcpython/pii"

	"github.com/mcpython/mcpython/session"
)

type scopeKey struct{}

// withScope records whose sessions a request may use, and scopes the PII
// vault's tokens the same way: a token minted for one HTTP token's client
// is not restored for another. Local (stdio) requests keep the vault's
// default scope, so tokens minted before scoping still restore.
func withScope(ctx context.Context, scope string) context.Context {
	return pii.WithScope(context.WithValue(ctx, scopeKey{}, scope), scope)
}

// scopeOf is the session scope of a request: the HTTP token's, or the
// local user's for stdio and in-process clients.
func scopeOf(ctx context.Context) string {
	if s, ok := ctx.Value(scopeKey{}).(string); ok {
		return s
	}
	return session.LocalScope
}
