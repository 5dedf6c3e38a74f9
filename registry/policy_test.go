package registry

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGlobMatch(t *testing.T) {
	tests := []struct {
		glob, name string
		want       bool
	}{
		{"*", "anything", true},
		{"*", "", true},
		{"read_*", "read_file", true},
		{"read_*", "write_file", false},
		{"*_file", "read_text_file", true},
		{"mcp__github__*", "mcp__github__create_issue", true},
		{"mcp__github__*", "mcp__gitlab__create_issue", false},
		{"get_?", "get_a", true},
		{"get_?", "get_ab", false},
		{"a*b*c", "aXXbYYc", true},
		{"a*b*c", "aXXbYY", false},
		{"exact", "exact", true},
		{"exact", "exactly", false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, globMatch(tt.glob, tt.name), "%s ~ %s", tt.glob, tt.name)
	}
}

func TestPolicyAllows(t *testing.T) {
	p := Policy{Servers: map[string]ServerPolicy{
		"github": {Allow: []string{"get_*", "list_*", "delete_file"}, Deny: []string{"delete_*"}},
		"off":    {Disabled: true},
	}}
	require.NoError(t, p.Validate())
	tests := []struct {
		server, tool string
		want         bool
	}{
		{"github", "get_me", true},
		{"github", "list_issues", true},
		{"github", "create_issue", false},
		{"github", "delete_file", false}, // deny wins
		{"off", "anything", false},
		{"other", "anything", true},
	}
	for _, tt := range tests {
		ok, why := p.Allows(tt.server, tt.tool)
		assert.Equal(t, tt.want, ok, "%s.%s", tt.server, tt.tool)
		assert.Equal(t, !ok, why != "")
	}
	assert.False(t, p.ServerEnabled("off"))
	assert.Error(t, Policy{Servers: map[string]ServerPolicy{"x": {Allow: []string{""}}}}.Validate())
	assert.Error(t, Policy{DefaultRate: Rate{PerSecond: -1}}.Validate())
}

func TestToolPatterns(t *testing.T) {
	tp, err := ParseToolPatterns([]string{"mcp__github__*", "filesystem.read_*"})
	require.NoError(t, err)
	assert.True(t, tp.Match("github", "create_issue"))
	assert.True(t, tp.Match("filesystem", "read_text_file"))
	assert.False(t, tp.Match("filesystem", "write_file"))
	assert.False(t, tp.Match("gitlab", "create_issue"))
	assert.True(t, ToolPatterns(nil).Match("any", "thing"))
	assert.False(t, ToolPatterns{}.Match("any", "thing"))
	_, err = ParseToolPatterns([]string{" "})
	assert.Error(t, err)
}

func TestPythonIdentifier(t *testing.T) {
	tests := map[string]string{
		"brave-search": "brave_search", "API-post-search": "API_post_search", "get-sum": "get_sum",
		"1password": "_1password", "class": "class_", "": "_", "a.b": "a_b",
	}
	for in, want := range tests {
		assert.Equal(t, want, PythonIdentifier(in), in)
	}
}
