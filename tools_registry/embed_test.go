package tools_registry_test

import (
	"context"
	"encoding/json"
	"io/fs"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/registry"
	toolsregistry "github.com/mcpython/mcpython/tools_registry"
)

// TestDefinitionsLoad checks every bundled file: it parses, sits in a known
// category, has a description and an object schema whose required names are
// properties.
func TestDefinitionsLoad(t *testing.T) {
	tools, problems, err := registry.LoadFS(toolsregistry.FS(), registry.SourceBundled, "tools_registry")
	require.NoError(t, err)
	require.Empty(t, problems)
	require.Greater(t, len(tools), 250)

	cats := map[string]int{}
	for _, tool := range tools {
		cats[tool.Category]++
		t.Run(tool.Category+"/"+tool.Name, func(t *testing.T) {
			assert.NotEmpty(t, tool.Description)
			var schema struct {
				Type       string                     `json:"type"`
				Properties map[string]json.RawMessage `json:"properties"`
				Required   []string                   `json:"required"`
			}
			require.NoError(t, json.Unmarshal(tool.InputSchema, &schema))
			assert.Equal(t, "object", schema.Type)
			for _, r := range schema.Required {
				assert.Contains(t, schema.Properties, r)
			}
		})
	}
	assert.Equal(t, []string{"mcp", "pii", "skills", "stdlib", "workspace"}, keys(cats))
}

// TestFileNamesMatchNames keeps `<category>/<name>.json` true for every file.
func TestFileNamesMatchNames(t *testing.T) {
	err := fs.WalkDir(toolsregistry.FS(), ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(toolsregistry.FS(), path)
		require.NoError(t, err)
		var def struct {
			Name string `json:"name"`
		}
		require.NoError(t, json.Unmarshal(data, &def), path)
		assert.Equal(t, def.Name+".json", path[strings.LastIndex(path, "/")+1:], path)
		return nil
	})
	require.NoError(t, err)
}

// TestStdlibModules lists the modules the sandbox documents: each has a module
// entry.
func TestStdlibModules(t *testing.T) {
	modules := []string{"json", "re", "datetime", "time", "calendar", "collections", "itertools", "functools",
		"operator", "math", "statistics", "random", "decimal", "fractions", "string", "textwrap", "unicodedata",
		"difflib", "html", "urllib.parse", "base64", "binascii", "hashlib", "hmac", "secrets", "uuid", "csv", "io",
		"dataclasses", "enum", "typing", "abc", "copy", "pprint", "heapq", "bisect", "array", "contextlib",
		"asyncio", "sys", "os", "os.path", "keyword", "numbers", "weakref", "zlib", "gzip"}
	for _, m := range modules {
		_, err := fs.Stat(toolsregistry.FS(), "stdlib/"+m+".json")
		assert.NoError(t, err, m)
	}
}

// TestSearchFindsSandboxFunctions is the point of the folder: plain-language
// searches reach the sandbox's own functions.
func TestSearchFindsSandboxFunctions(t *testing.T) {
	r, err := registry.New(registry.Options{Bundled: toolsregistry.FS()})
	require.NoError(t, err)
	defer r.Close()
	tests := []struct {
		query string
		want  []string // qualified names expected in the first ten (the default limit)
	}{
		{"read a csv file", []string{"stdlib.csv.DictReader", "workspace.open"}},
		{"parse json text", []string{"stdlib.json.loads"}},
		{"hide email addresses and phone numbers", []string{"pii.sanitize_pii"}},
		{"save reusable code for later runs", []string{"skills.save_skill"}},
		{"call a tool of another MCP server", []string{"mcp.call_mcp_tool"}},
		{"sha256 hex digest", []string{"stdlib.hashlib.sha256"}},
		{"list files in the workspace", []string{"workspace.list_files"}},
		{"average of numbers", []string{"stdlib.statistics.mean"}},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			res, err := r.Search(context.Background(), registry.Query{Query: tt.query})
			require.NoError(t, err)
			var got []string
			for _, m := range res.Tools {
				got = append(got, m.Category+"."+m.Name)
			}
			for _, w := range tt.want {
				assert.Contains(t, got, w)
			}
		})
	}
}

func keys(m map[string]int) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
