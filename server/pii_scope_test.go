package server

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Two HTTP tokens on one server (one vault): a token minted for one
// client is restored for it and stays a token for the other, through the
// tools and through Python alike.
func TestPIITokensAreScopedToTheHTTPToken(t *testing.T) {
	f := newFixture(t)
	connect := func(token string) *client.Client {
		ts := httptest.NewServer(f.srv.HTTPHandler(token))
		t.Cleanup(ts.Close)
		tr, err := transport.NewStreamableHTTP(ts.URL+EndpointPath, transport.WithHTTPHeaders(map[string]string{"Authorization": "Bearer " + token}))
		require.NoError(t, err)
		c := client.NewClient(tr)
		t.Cleanup(func() { _ = c.Close() })
		initClient(t, c)
		return c
	}
	call := func(c *client.Client, tool string, args map[string]any) string {
		t.Helper()
		req := mcp.CallToolRequest{}
		req.Params.Name = tool
		req.Params.Arguments = args
		res, err := c.CallTool(context.Background(), req)
		require.NoError(t, err)
		require.False(t, res.IsError, text(res))
		if tool == "execute_code" {
			return text(res)
		}
		var out struct{ Text string }
		raw, err := json.Marshal(res.StructuredContent)
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(raw, &out))
		return out.Text
	}
	alice, bob := connect("alice-token"), connect("bob-token")
	const email = "jane.roe@example.com"
	sanitized := call(alice, "sanitize_pii", map[string]any{"text": "mail " + email})
	require.NotContains(t, sanitized, email)

	cases := []struct {
		name   string
		client *client.Client
		want   bool // the e-mail comes back
	}{
		{"the client that minted it", alice, true},
		{"another token's client", bob, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			restored := call(tc.client, "restore_pii", map[string]any{"text": sanitized})
			assert.Equal(t, tc.want, restored == "mail "+email, "restore_pii gave %q", restored)
			code := "print(restore_pii(" + mustJSON(t, sanitized) + "))"
			printed := call(tc.client, "execute_code", map[string]any{"code": code})
			assert.Equal(t, tc.want, printed == "mail "+email+"\n", "restore_pii() in Python printed %q", printed)
		})
	}
	again := call(bob, "sanitize_pii", map[string]any{"text": "mail " + email})
	assert.NotEqual(t, sanitized, again, "the same value gets another token in another scope")
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}
