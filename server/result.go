package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mcpython/mcpython/store"
)

// structured returns v as structuredContent with its JSON as the text block,
// so clients that read only text see the same data.
func structured(v any) (*mcp.CallToolResult, error) {
	text, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("encode result: %w", err)
	}
	return mcp.NewToolResultStructured(v, string(text)), nil
}

// toolError is a failure the model can act on: isError with a sentence.
func toolError(format string, v ...any) *mcp.CallToolResult {
	return mcp.NewToolResultError(fmt.Sprintf(format, v...))
}

// modelError turns err into a tool error when it is something the model can
// fix or should know about (its message is written for it), and leaves
// internal failures as Go errors for the protocol.
func modelError(err error, isModelError func(error) bool) (*mcp.CallToolResult, error) {
	var ae *argError
	switch {
	case errors.As(err, &ae):
		return toolError("%s", ae.msg), nil
	case errors.Is(err, context.Canceled):
		return toolError("the call was cancelled"), nil
	case errors.Is(err, context.DeadlineExceeded):
		return toolError("the call timed out"), nil
	case isModelError != nil && isModelError(err):
		return toolError("%s", err.Error()), nil
	case errors.Is(err, store.ErrUnavailable), errors.Is(err, store.ErrBusy):
		// The database is down or another process holds the store: the
		// call may work in a moment, and the server keeps running.
		return toolError("storage is unavailable right now (%v); nothing was changed, try again shortly", err), nil
	}
	return nil, err
}
