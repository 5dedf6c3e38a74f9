package registry

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// ResultTooLargeError is a downstream result bigger than the caller can
// hold: in Python a MemoryError. A 400 MB result would otherwise be
// converted (and so copied twice more) into a run limited to 256 MiB.
type ResultTooLargeError struct {
	Tool  string // qualified name
	Size  int64  // bytes of the result's content
	Limit int64
}

func (e *ResultTooLargeError) Error() string {
	return fmt.Sprintf("the result of %s is %d bytes, more than the %d bytes this run has left", e.Tool, e.Size, e.Limit)
}

type resultLimitKey struct{}

// WithResultLimit bounds the size of the results of calls made with ctx to
// limit bytes (for a run: the memory it has left); limit ≤ 0 means none.
func WithResultLimit(ctx context.Context, limit int64) context.Context {
	return context.WithValue(ctx, resultLimitKey{}, limit)
}

// ResultLimit is the limit WithResultLimit put in ctx, 0 for none (worker
// processes carry it across their pipe).
func ResultLimit(ctx context.Context) int64 { return resultLimit(ctx) }

func resultLimit(ctx context.Context) int64 {
	n, _ := ctx.Value(resultLimitKey{}).(int64)
	return n
}

// resultSize is the bytes of a result's text, binary and structured
// content: what converting it to Python costs at least.
func resultSize(res *mcp.CallToolResult) int64 {
	n := int64(len(res.RawStructuredContent))
	for _, c := range res.Content {
		switch x := c.(type) {
		case mcp.TextContent:
			n += int64(len(x.Text))
		case mcp.ImageContent:
			n += int64(len(x.Data))
		case mcp.AudioContent:
			n += int64(len(x.Data))
		case mcp.EmbeddedResource:
			switch r := x.Resource.(type) {
			case mcp.TextResourceContents:
				n += int64(len(r.Text))
			case mcp.BlobResourceContents:
				n += int64(len(r.Blob))
			}
		}
	}
	return n
}

// checkResultSize refuses a result over ctx's limit before it is converted.
func checkResultSize(ctx context.Context, qualified string, res *mcp.CallToolResult) error {
	limit := resultLimit(ctx)
	if limit <= 0 {
		return nil
	}
	if size := resultSize(res); size > limit {
		return &ResultTooLargeError{Tool: qualified, Size: size, Limit: limit}
	}
	return nil
}
