package server

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type searchResult struct {
	Tools []struct {
		Name        string          `json:"name"`
		Category    string          `json:"category"`
		Description string          `json:"description"`
		InputSchema json.RawMessage `json:"inputSchema"`
		Score       float64         `json:"score"`
	} `json:"tools"`
	Total      int `json:"total"`
	Categories []struct {
		Category string `json:"category"`
		Count    int    `json:"count"`
	} `json:"categories"`
}

func TestSearchTools(t *testing.T) {
	f := newFixture(t)
	var r searchResult
	f.ok("search_tools", map[string]any{"query": "read a csv file"}, &r)
	require.NotEmpty(t, r.Tools)
	assert.GreaterOrEqual(t, r.Total, len(r.Tools))
	assert.LessOrEqual(t, len(r.Tools), 10, "default limit")
	assert.NotEmpty(t, r.Tools[0].Description, "summary detail has descriptions")
	assert.Empty(t, r.Tools[0].InputSchema, "summary detail has no schemas")

	t.Run("full detail and a limit", func(t *testing.T) {
		var r searchResult
		f.ok("search_tools", map[string]any{"query": "write a file", "detail_level": "full", "limit": 2}, &r)
		require.Len(t, r.Tools, 2)
		assert.NotEmpty(t, r.Tools[0].InputSchema)
	})
	t.Run("name detail", func(t *testing.T) {
		var r searchResult
		f.ok("search_tools", map[string]any{"query": "json", "detail_level": "name"}, &r)
		require.NotEmpty(t, r.Tools)
		assert.Empty(t, r.Tools[0].Description)
	})
	t.Run("empty query lists categories", func(t *testing.T) {
		var r searchResult
		f.ok("search_tools", map[string]any{"query": ""}, &r)
		require.NotEmpty(t, r.Categories)
	})
	t.Run("a category", func(t *testing.T) {
		var r searchResult
		f.ok("search_tools", map[string]any{"query": "", "category": "workspace"}, &r)
		require.NotEmpty(t, r.Tools)
		for _, tl := range r.Tools {
			assert.Equal(t, "workspace", tl.Category)
		}
	})
	cases := []struct {
		name string
		args map[string]any
		want string
	}{
		{"unknown category", map[string]any{"query": "x", "category": "workspce"}, `unknown category "workspce"; did you mean: workspace`},
		{"bad detail level", map[string]any{"query": "x", "detail_level": "all"}, `detail_level "all"`},
		{"limit below 1", map[string]any{"query": "x", "limit": 0}, `"limit" must be 1 or more`},
		{"limit not a number", map[string]any{"query": "x", "limit": "5"}, `"limit" must be a number`},
		{"no query", map[string]any{}, `"query" is required`},
		{"bad regex", map[string]any{"query": "re:(("}, "re"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			assert.Contains(t, f.fails("search_tools", tc.args), tc.want)
		})
	}
}

func TestGetToolDefinition(t *testing.T) {
	f := newFixture(t)
	var def struct {
		Name        string          `json:"name"`
		Category    string          `json:"category"`
		Description string          `json:"description"`
		InputSchema json.RawMessage `json:"inputSchema"`
	}
	f.ok("get_tool_definition", map[string]any{"name": "write_file"}, &def)
	assert.Equal(t, "write_file", def.Name)
	assert.Equal(t, "workspace", def.Category)
	assert.NotEmpty(t, def.Description)
	assert.Contains(t, string(def.InputSchema), "properties")

	f.ok("get_tool_definition", map[string]any{"name": "json.dumps", "category": "stdlib"}, &def)
	assert.Equal(t, "stdlib", def.Category)

	msg := f.fails("get_tool_definition", map[string]any{"name": "wirte_file"})
	assert.Contains(t, msg, `unknown tool "wirte_file"; did you mean:`)
	assert.Contains(t, msg, "workspace.write_file")
	assert.Contains(t, f.fails("get_tool_definition", map[string]any{"name": "write_file", "category": "nope"}), `unknown category "nope"`)
	assert.Contains(t, f.fails("get_tool_definition", map[string]any{"name": 3}), `"name" must be a string`)
}
