package server

import (
	"encoding/json"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func argsOf(v any) *args {
	req := mcp.CallToolRequest{}
	req.Params.Arguments = v
	return newArgs("t", req)
}

func TestArgs(t *testing.T) {
	t.Run("not an object", func(t *testing.T) {
		for _, v := range []any{[]any{1}, "x", json.RawMessage(`[1]`)} {
			a := argsOf(v)
			require.ErrorContains(t, a.err(), "the arguments must be a JSON object", "%v", v)
		}
	})
	t.Run("raw JSON object", func(t *testing.T) {
		a := argsOf(json.RawMessage(`{"s": "v", "n": 2}`))
		assert.Equal(t, "v", a.str("s", true))
		n, ok := a.integer("n")
		assert.True(t, ok)
		assert.Equal(t, 2, n)
		assert.NoError(t, a.err())
	})
	t.Run("null counts as absent", func(t *testing.T) {
		a := argsOf(map[string]any{"s": nil, "b": nil})
		assert.Equal(t, "", a.str("s", false))
		_, set := a.boolean("b")
		assert.False(t, set)
		assert.NoError(t, a.err())
	})
	t.Run("every problem at once", func(t *testing.T) {
		a := argsOf(map[string]any{"n": "1", "b": 1, "zzz": true})
		a.str("s", true)
		a.number("n")
		a.boolean("b")
		err := a.err()
		require.Error(t, err)
		assert.Equal(t, `invalid arguments for t: "s" is required (a string); "n" must be a number, not a string; `+
			`"b" must be true or false, not a number; unknown argument "zzz"; t takes: b, n, s`, err.Error())
	})
	t.Run("numbers", func(t *testing.T) {
		a := argsOf(map[string]any{"i": 2.5, "big": 1e12, "j": json.Number("7")})
		_, ok := a.integer("i")
		assert.False(t, ok)
		_, ok = a.integer("big")
		assert.False(t, ok)
		f, ok := a.number("j")
		assert.True(t, ok)
		assert.Equal(t, 7.0, f)
		assert.ErrorContains(t, a.err(), `"i" must be a whole number`)
	})
}

func TestOriginAllowed(t *testing.T) {
	cases := []struct {
		origin, host string
		ok           bool
	}{
		{"http://localhost:6274", "127.0.0.1:8765", true},
		{"http://127.0.0.1:3000", "127.0.0.1:8765", true},
		{"http://[::1]:3000", "127.0.0.1:8765", true},
		{"https://mcp.example.com", "mcp.example.com", true},
		{"https://evil.example", "127.0.0.1:8765", false},
		{"null", "127.0.0.1:8765", false},
		{"http://localhost.evil.example", "127.0.0.1:8765", false},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.ok, originAllowed(tc.origin, tc.host), "%s for %s", tc.origin, tc.host)
	}
}
