package server

import (
	"context"
	"fmt"
	"log/slog"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// clientLogHandler passes every record to the server's own handler and
// sends warnings and errors (a failed statistics flush, a panic under a
// tool, a downstream server that failed) to connected clients as
// notifications/message, each filtered by the level the client set with
// logging/setLevel. 2026-07-28 clients get none: that revision dropped
// setLevel, and a server may only log to a request that asked for it.
type clientLogHandler struct {
	next  slog.Handler
	s     *surface
	attrs []slog.Attr
}

func (h clientLogHandler) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= slog.LevelWarn || h.next.Enabled(ctx, l)
}

func (h clientLogHandler) Handle(ctx context.Context, r slog.Record) error {
	if r.Level >= slog.LevelWarn {
		h.s.broadcastLog(logLevel(r.Level), logData(r, h.attrs))
	}
	if h.next.Enabled(ctx, r.Level) {
		return h.next.Handle(ctx, r)
	}
	return nil
}

func (h clientLogHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return clientLogHandler{next: h.next.WithAttrs(attrs), s: h.s, attrs: append(append([]slog.Attr{}, h.attrs...), attrs...)}
}

func (h clientLogHandler) WithGroup(name string) slog.Handler {
	return clientLogHandler{next: h.next.WithGroup(name), s: h.s, attrs: h.attrs}
}

// logLevel maps a slog level to the syslog level MCP uses.
func logLevel(l slog.Level) mcp.LoggingLevel {
	switch {
	case l >= slog.LevelError:
		return mcp.LoggingLevelError
	case l >= slog.LevelWarn:
		return mcp.LoggingLevelWarning
	case l >= slog.LevelInfo:
		return mcp.LoggingLevelInfo
	}
	return mcp.LoggingLevelDebug
}

// logData is the message and its attributes as one JSON object; a stack
// stays in the server's log.
func logData(r slog.Record, attrs []slog.Attr) map[string]any {
	data := map[string]any{"message": r.Message}
	add := func(a slog.Attr) bool {
		if a.Key != "stack" {
			data[a.Key] = fmt.Sprint(a.Value.Any())
		}
		return true
	}
	for _, a := range attrs {
		add(a)
	}
	r.Attrs(add)
	return data
}

// broadcastLog sends one log message to every session that asked for its
// level.
func (s *surface) broadcastLog(level mcp.LoggingLevel, data any) {
	if s.mcp == nil {
		return
	}
	s.mu.Lock()
	ids := make([]string, 0, len(s.sessions))
	for id, sess := range s.sessions {
		if !isModern(sess.cs) {
			ids = append(ids, id)
		}
	}
	s.mu.Unlock()
	note := mcp.NewLoggingMessageNotification(level, Name, data)
	for _, id := range ids {
		// A session that cannot take it (not initialized, stateless, a
		// full queue) misses this message only.
		_ = s.mcp.SendLogMessageToSpecificClient(id, note)
	}
}

// logNotice tells clients at notice level about an event of the data dir,
// such as files or skills changed by another process.
func (s *surface) logNotice(format string, args ...any) {
	s.broadcastLog(mcp.LoggingLevelNotice, map[string]any{"message": strings.TrimSpace(fmt.Sprintf(format, args...))})
}
