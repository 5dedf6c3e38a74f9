package registry

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
)

// CallResult is a successful downstream call.
type CallResult struct {
	// Value is what call_mcp_tool returns: the structuredContent when present,
	// else the text content decoded as JSON when it is JSON, else the text;
	// a result with only non-text content gives the content blocks. Values are
	// JSON-like: map[string]any, []any, string, json.Number, bool, nil.
	Value any
	// Content holds the result's content blocks as JSON objects.
	Content []map[string]any
	// Structured is set when Value is the structuredContent.
	Structured bool
	// Raw is the JSON Value was decoded from (structuredContent or JSON
	// text), kept so consumers can preserve object key order.
	Raw json.RawMessage
}

// Call calls a downstream tool named "mcp__server__tool" or "server.tool".
// The arguments are validated against the tool's input schema first
// (*ValidationError); a result with isError, or a JSON-RPC error for the call,
// is a *ToolError; a policy refusal is a *DeniedError; an unknown tool a
// *NotFoundError; a server that cannot be started or is lost during the call a
// *ServerError. The call counts against ctx: cancelling ctx cancels it on the
// server. Every call that reaches a server is written to the audit log.
func (v *View) Call(ctx context.Context, name string, args map[string]any) (CallResult, error) {
	r := v.r
	srv, tool, err := r.resolveCall(name)
	if err != nil {
		return CallResult{}, err
	}
	if args == nil {
		args = map[string]any{} // Node servers reject null arguments
	}
	start := time.Now()
	res, err := v.call(ctx, srv, tool, args)
	entry := AuditEntry{
		Time:       start.UTC(),
		Server:     srv.cfg.Name,
		Tool:       tool,
		DurationMS: float64(time.Since(start).Microseconds()) / 1000,
		OK:         err == nil,
		Error:      errorKind(err),
		ArgsSHA256: hashArgs(args),
	}
	if aerr := r.audit.Record(entry); aerr != nil {
		r.log.Error("audit log write failed", "err", aerr)
	}
	return res, err
}

func (v *View) call(ctx context.Context, srv *downstream, tool string, args map[string]any) (CallResult, error) {
	r := v.r
	qualified := srv.cfg.Name + "." + tool
	if ok, why := r.opts.Policy.Allows(srv.cfg.Name, tool); !ok {
		return CallResult{}, &DeniedError{Tool: qualified, Reason: why}
	}
	if !v.patterns.Match(srv.cfg.Name, tool) {
		return CallResult{}, &DeniedError{Tool: qualified, Reason: "it is not in this run's allowed_tools"}
	}
	def, err := srv.definition(ctx, tool)
	if err != nil {
		return CallResult{}, err
	}
	if err := r.schemas.validateArgs(def, args); err != nil {
		return CallResult{}, err
	}
	if err := srv.limiter.Wait(ctx); err != nil {
		return CallResult{}, fmt.Errorf("%s: %w", qualified, err)
	}
	c, err := srv.connection(ctx)
	if err != nil {
		return CallResult{}, err
	}
	res, err := callOnce(ctx, c, def.Name, args)
	if err != nil && ctx.Err() == nil && isTransportError(err) {
		srv.drop(c)
		if !def.ReadOnly() {
			return CallResult{}, &ServerError{Server: srv.cfg.Name, Err: fmt.Errorf(
				"connection lost during the call to %s (%v); it was not repeated because the tool may have side effects; the server is started again on the next call", tool, err)}
		}
		r.log.Info("retrying read-only call after lost connection", "server", srv.cfg.Name, "tool", tool)
		if c, err = srv.connection(ctx); err != nil {
			return CallResult{}, err
		}
		res, err = callOnce(ctx, c, def.Name, args)
		if err != nil && isTransportError(err) {
			srv.drop(c)
		}
	}
	if err != nil {
		if ctxErr := ctx.Err(); ctxErr != nil {
			return CallResult{}, fmt.Errorf("call %s: %w", qualified, ctxErr)
		}
		if isTransportError(err) {
			return CallResult{}, &ServerError{Server: srv.cfg.Name, Err: fmt.Errorf("call %s: %w", tool, err)}
		}
		return CallResult{}, &ToolError{Server: srv.cfg.Name, Tool: tool, Message: err.Error(), Code: rpcCode(err)}
	}
	if err := checkResultSize(ctx, qualified, res); err != nil {
		return CallResult{}, err
	}
	if res.IsError {
		return CallResult{}, &ToolError{Server: srv.cfg.Name, Tool: tool, Message: errorText(res)}
	}
	return convertResult(res)
}

func callOnce(ctx context.Context, c *conn, tool string, args map[string]any) (*mcp.CallToolResult, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name = tool
	req.Params.Arguments = args
	return c.client.CallTool(ctx, req)
}

// isTransportError tells a lost or failed connection from an answer.
func isTransportError(err error) bool {
	var te *transport.Error
	return errors.As(err, &te) || errors.Is(err, transport.ErrTransportClosed)
}

// rpcCode recovers the JSON-RPC error code of a protocol error.
func rpcCode(err error) int {
	switch {
	case errors.Is(err, mcp.ErrMethodNotFound):
		return mcp.METHOD_NOT_FOUND
	case errors.Is(err, mcp.ErrInvalidParams):
		return mcp.INVALID_PARAMS
	case errors.Is(err, mcp.ErrInternalError):
		return mcp.INTERNAL_ERROR
	case errors.Is(err, mcp.ErrInvalidRequest):
		return mcp.INVALID_REQUEST
	}
	return 0
}

// definition finds a tool of the server, starting the server when no list is
// known, and asking it again when a cached list lacks the tool.
func (s *downstream) definition(ctx context.Context, name string) (Tool, error) {
	if err := s.ensureTools(ctx); err != nil {
		return Tool{}, err
	}
	tools, live := s.snapshotTools()
	if t, ok := findTool(tools, name); ok {
		return t, nil
	}
	if !live {
		if _, err := s.connection(ctx); err != nil {
			return Tool{}, err
		}
		tools, _ = s.snapshotTools()
		if t, ok := findTool(tools, name); ok {
			return t, nil
		}
	}
	names := make([]string, len(tools))
	for i, t := range tools {
		names[i] = t.Name
	}
	return Tool{}, &NotFoundError{Kind: "tool", Name: name, Category: s.cfg.Name, Suggestions: closest(name, names, 3)}
}

func findTool(tools []Tool, name string) (Tool, bool) {
	for _, t := range tools {
		if t.Name == name {
			return t, true
		}
	}
	return Tool{}, false
}

// resolveCall splits "mcp__server__tool" or "server.tool" at a configured
// server's name (the longest that fits).
func (r *Registry) resolveCall(name string) (*downstream, string, error) {
	name = strings.TrimSpace(name)
	if rest, ok := strings.CutPrefix(name, "mcp__"); ok {
		for _, s := range r.serversByLength {
			for _, form := range []string{s.cfg.Name, claudeServerName(s.cfg.Name)} {
				if tool, ok := strings.CutPrefix(rest, form+"__"); ok && tool != "" {
					return s, tool, nil
				}
			}
		}
	} else {
		for _, s := range r.serversByLength {
			if tool, ok := strings.CutPrefix(name, s.cfg.Name+"."); ok && tool != "" {
				return s, tool, nil
			}
		}
	}
	var callable []string
	for _, s := range r.serversByLength {
		tools, _ := s.snapshotTools()
		for _, t := range tools {
			callable = append(callable, t.QualifiedName())
		}
	}
	sort.Strings(callable)
	plain := strings.TrimPrefix(name, "mcp__")
	plain = strings.Replace(plain, "__", ".", 1)
	e := &NotFoundError{Kind: "tool", Name: name, Suggestions: closest(plain, callable, 3)}
	if len(r.serversByLength) == 0 {
		e.Suggestions = nil
	}
	return nil, "", e
}

// claudeServerName is how Claude Code spells a server in tool names: every
// character other than a letter, digit, '_' or '-' becomes '_'.
func claudeServerName(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '_' || r == '-' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9') {
			return r
		}
		return '_'
	}, s)
}

// errorText is the message of an isError result: its text content.
func errorText(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if tc, ok := mcp.AsTextContent(c); ok && tc.Text != "" {
			parts = append(parts, tc.Text)
		}
	}
	if len(parts) == 0 {
		return "the tool reported an error without a message"
	}
	return strings.Join(parts, "\n")
}

// convertResult shapes a successful result.
func convertResult(res *mcp.CallToolResult) (CallResult, error) {
	out := CallResult{Content: make([]map[string]any, 0, len(res.Content))}
	var texts []string
	for _, c := range res.Content {
		data, err := json.Marshal(c)
		if err != nil {
			return CallResult{}, fmt.Errorf("encode content block: %w", err)
		}
		var block map[string]any
		if err := decodeJSON(data, &block); err != nil {
			return CallResult{}, fmt.Errorf("decode content block: %w", err)
		}
		out.Content = append(out.Content, block)
		if tc, ok := mcp.AsTextContent(c); ok {
			texts = append(texts, tc.Text)
		}
	}
	structured := res.RawStructuredContent
	if !present(structured) && res.StructuredContent != nil {
		data, err := json.Marshal(res.StructuredContent)
		if err != nil {
			return CallResult{}, fmt.Errorf("encode structuredContent: %w", err)
		}
		structured = data
	}
	switch {
	case present(structured):
		if err := decodeJSON(structured, &out.Value); err != nil {
			return CallResult{}, fmt.Errorf("decode structuredContent: %w", err)
		}
		out.Structured = true
		out.Raw = json.RawMessage(structured)
	case len(texts) > 0:
		text := strings.Join(texts, "\n")
		var v any
		if trimmed := strings.TrimSpace(text); trimmed != "" && json.Valid([]byte(trimmed)) && decodeJSON([]byte(trimmed), &v) == nil {
			out.Value = v
			out.Raw = json.RawMessage(trimmed)
		} else {
			out.Value = text
		}
	case len(out.Content) > 0:
		blocks := make([]any, len(out.Content))
		for i, b := range out.Content {
			blocks[i] = b
		}
		out.Value = blocks
	}
	return out, nil
}

// decodeJSON decodes keeping numbers as json.Number, so that integers stay
// integers on the way to Python.
func decodeJSON(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	return dec.Decode(v)
}
