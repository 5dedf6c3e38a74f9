package server

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type sanitizeResult struct {
	Text     string `json:"text"`
	Entities []struct {
		Type  string `json:"type"`
		Token string `json:"token"`
		Start int    `json:"start"`
		End   int    `json:"end"`
	} `json:"entities"`
}

func TestPIITools(t *testing.T) {
	f := newFixture(t)
	in := "Ünïcode first: mail jane.roe@example.com or call +1 415 555 0132."
	var s sanitizeResult
	f.ok("sanitize_pii", map[string]any{"text": in}, &s)
	assert.NotContains(t, s.Text, "jane.roe@example.com")
	require.NotEmpty(t, s.Entities)
	runes := []rune(s.Text)
	types := map[string]bool{}
	for _, e := range s.Entities {
		types[e.Type] = true
		require.True(t, e.Start >= 0 && e.End <= len(runes) && e.Start < e.End, "offsets %d..%d", e.Start, e.End)
		assert.Equal(t, e.Token, string(runes[e.Start:e.End]), "offsets are code points in the sanitized text")
	}
	assert.True(t, types["EMAIL"], "found %v", types)

	var r struct{ Text string }
	f.ok("restore_pii", map[string]any{"text": s.Text}, &r)
	assert.Equal(t, in, r.Text)

	t.Run("only the asked types", func(t *testing.T) {
		var only sanitizeResult
		f.ok("sanitize_pii", map[string]any{"text": in, "entities": []any{"EMAIL"}}, &only)
		require.Len(t, only.Entities, 1)
		assert.Equal(t, "EMAIL", only.Entities[0].Type)
		assert.Contains(t, only.Text, "555 0132")
	})
	t.Run("nothing found", func(t *testing.T) {
		var none sanitizeResult
		f.ok("sanitize_pii", map[string]any{"text": "nothing here"}, &none)
		assert.Equal(t, "nothing here", none.Text)
		assert.NotNil(t, none.Entities)
		assert.Empty(t, none.Entities)
	})
	t.Run("errors", func(t *testing.T) {
		assert.Contains(t, f.fails("sanitize_pii", map[string]any{"text": "x", "entities": []any{"SHOE_SIZE"}}), "unknown entity type")
		assert.Contains(t, f.fails("sanitize_pii", map[string]any{"text": "x", "entities": []any{1}}), `"entities"[0] must be a string`)
		assert.Contains(t, f.fails("restore_pii", map[string]any{}), `"text" is required`)
	})
}
