package registry

import (
	"encoding/json"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestConvertResult(t *testing.T) {
	tests := []struct {
		name       string
		res        *mcp.CallToolResult
		want       any
		structured bool
	}{
		{"structured wins", &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent("ignored")}, RawStructuredContent: json.RawMessage(`{"n": 12345678901234567890}`)},
			map[string]any{"n": json.Number("12345678901234567890")}, true},
		{"decoded structured", &mcp.CallToolResult{StructuredContent: map[string]any{"ok": true}}, map[string]any{"ok": true}, true},
		{"json text", &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(` [1, "two"] `)}}, []any{json.Number("1"), "two"}, false},
		{"plain text", &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent("hello")}}, "hello", false},
		{"texts joined", &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent("a"), mcp.NewTextContent("b")}}, "a\nb", false},
		{"image only", &mcp.CallToolResult{Content: []mcp.Content{mcp.NewImageContent("AAAA", "image/png")}},
			[]any{map[string]any{"type": "image", "data": "AAAA", "mimeType": "image/png"}}, false},
		{"empty", &mcp.CallToolResult{}, nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := convertResult(tt.res)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got.Value)
			assert.Equal(t, tt.structured, got.Structured)
			assert.Len(t, got.Content, len(tt.res.Content))
		})
	}
}

func TestValidateArgsMessages(t *testing.T) {
	var c schemaCache
	tool := Tool{Name: "t", Category: "c", InputSchema: json.RawMessage(`{"type":"object","properties":{
		"mode":{"enum":["fast","slow"]},
		"items":{"type":"array","items":{"type":"object","properties":{"id":{"type":"integer"}},"required":["id"]}},
		"email":{"type":"string","format":"email"}
	},"required":["mode"],"additionalProperties":false}`)}
	tests := []struct {
		args map[string]any
		want []string
	}{
		{map[string]any{"mode": "fast"}, nil},
		{map[string]any{}, []string{`missing required argument "mode"`}},
		{map[string]any{"mode": "medium"}, []string{`argument "mode" must be one of "fast", "slow"`}},
		{map[string]any{"mode": "fast", "items": []any{map[string]any{"id": "x"}}}, []string{`argument "items[0].id" must be integer, not string`}},
		{map[string]any{"mode": "fast", "items": []any{map[string]any{}}}, []string{`items[0] is missing required field "id"`}},
		{map[string]any{"mode": "fast", "colour": 1}, []string{`unknown argument "colour"; the tool takes: mode, items, email`}},
	}
	for _, tt := range tests {
		err := c.validateArgs(tool, tt.args)
		if tt.want == nil {
			assert.NoError(t, err)
			continue
		}
		var ve *ValidationError
		require.ErrorAs(t, err, &ve, "%v", tt.args)
		assert.Equal(t, tt.want, ve.Problems)
	}
}

func TestUncompilableSchemaSkipsValidation(t *testing.T) {
	var c schemaCache
	tool := Tool{Name: "t", Category: "c", InputSchema: json.RawMessage(`{"$ref":"https://example.com/remote.json"}`)}
	assert.NoError(t, c.validateArgs(tool, map[string]any{"anything": 1}), "remote refs are never loaded")
	tool.InputSchema = json.RawMessage(`{"$schema":"https://example.com/unknown-draft","type":"object","required":["a"]}`)
	assert.Error(t, c.validateArgs(tool, map[string]any{}), "an unknown $schema is dropped, the rest still applies")
}
