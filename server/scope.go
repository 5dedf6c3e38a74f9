package server

import (
	"context"

	"github.com/mcpython/mcpython/session"
)

type scopeKey struct{}

// withScope records whose sessions a request may use.
func withScope(ctx context.Context, scope string) context.Context {
	return context.WithValue(ctx, scopeKey{}, scope)
}

// scopeOf is the session scope of a request: the HTTP token's, or the
// local user's for stdio and in-process clients.
func scopeOf(ctx context.Context) string {
	if s, ok := ctx.Value(scopeKey{}).(string); ok {
		return s
	}
	return session.LocalScope
}
