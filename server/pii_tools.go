package server

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpython/mcpython/pii"
)

type piiEntity struct {
	Type  string `json:"type"`
	Token string `json:"token"`
	Start int    `json:"start"` // code points, in the sanitized text
	End   int    `json:"end"`
}

func isPIIError(err error) bool { return errors.Is(err, pii.ErrUnknownType) }

func sanitizePII(v *pii.Vault) tool {
	return tool{
		def: mcp.NewTool("sanitize_pii",
			mcp.WithDescription("Replace personal data and secrets in text with reversible tokens like [EMAIL_AB12CD34]."),
			mcp.WithString("text", mcp.Required()),
			mcp.WithArray("entities", mcp.WithStringItems(), mcp.Description("Only these types, e.g. EMAIL, PHONE")),
			// It stores the token mapping in the vault, but never loses data.
			writes(false, true),
			outputSchema(`{"type":"object","properties":{"text":{"type":"string"},"entities":{"type":"array","items":{"type":"object","properties":{"type":{"type":"string"},"token":{"type":"string"},"start":{"type":"integer"},"end":{"type":"integer"}}}}}}`),
		),
		handle: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			a := newArgs("sanitize_pii", req)
			text := a.str("text", true)
			types, _ := a.strs("entities")
			if err := a.err(); err != nil {
				return modelError(err, nil)
			}
			res, err := v.Sanitize(ctx, text, types)
			if err != nil {
				return modelError(err, isPIIError)
			}
			ents := make([]piiEntity, 0, len(res.Replacements))
			for _, r := range res.Replacements {
				ents = append(ents, piiEntity{Type: r.Type, Token: r.Token, Start: r.RuneStart, End: r.RuneEnd})
			}
			return structured(struct {
				Text     string      `json:"text"`
				Entities []piiEntity `json:"entities"`
			}{res.Text, ents})
		},
		set:   setPII,
		write: true,
	}
}

func restorePII(v *pii.Vault) tool {
	return tool{
		def: mcp.NewTool("restore_pii",
			mcp.WithDescription("Put the original values back in place of tokens made by sanitize_pii."),
			mcp.WithString("text", mcp.Required()),
			readOnly(),
			outputSchema(`{"type":"object","properties":{"text":{"type":"string"},"expired":{"type":"array","items":{"type":"string"}}},"required":["text"]}`),
		),
		handle: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			a := newArgs("restore_pii", req)
			text := a.str("text", true)
			if err := a.err(); err != nil {
				return modelError(err, nil)
			}
			out, err := v.RestoreReport(ctx, text)
			if err != nil {
				return modelError(err, isPIIError)
			}
			// expired: tokens whose values the vault no longer keeps
			return structured(struct {
				Text    string   `json:"text"`
				Expired []string `json:"expired,omitempty"`
			}{out.Text, out.Expired})
		},
		set: setPII,
	}
}
