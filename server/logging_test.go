package server

import (
	"context"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/require"
)

func TestLoggingToClients(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	c := f.legacyClient()
	n := watchNotes(c)

	// By default a session hears errors only.
	f.srv.log.Warn("flushing statistics failed", "err", "disk full")
	f.srv.log.Error("panic in tool handler", "tool", "execute_code", "stack", "goroutine 1 ...")
	note := n.waitFor(t, string(mcp.MethodNotificationMessage), map[string]any{"level": "error"})
	data := note.Params.AdditionalFields["data"].(map[string]any)
	require.Equal(t, "panic in tool handler", data["message"])
	require.Equal(t, "execute_code", data["tool"])
	require.NotContains(t, data, "stack", "stacks stay in the server's log")
	require.Equal(t, Name, note.Params.AdditionalFields["logger"])
	require.Len(t, n.methods(), 1, "the warning is below the default level")

	req := mcp.SetLevelRequest{}
	req.Params.Level = mcp.LoggingLevelNotice
	require.NoError(t, c.SetLevel(ctx, req)) //nolint:staticcheck // the server still offers logging to clients before protocol 2026-07-28
	n.reset()
	f.srv.log.Warn("flushing statistics failed", "err", "disk full")
	note = n.waitFor(t, string(mcp.MethodNotificationMessage), map[string]any{"level": "warning"})
	require.Equal(t, "disk full", note.Params.AdditionalFields["data"].(map[string]any)["err"])

	// Files added by anyone are a notice.
	f.write("new.txt", "x")
	note = n.waitFor(t, string(mcp.MethodNotificationMessage), map[string]any{"level": "notice"})
	require.Contains(t, note.Params.AdditionalFields["data"].(map[string]any)["message"], "1 file(s) added")

	req.Params.Level = "loud"
	require.Error(t, c.SetLevel(ctx, req)) //nolint:staticcheck // as above
}
