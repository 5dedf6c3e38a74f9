package registry

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLoadFS(t *testing.T) {
	fsys := fstest.MapFS{
		"github/create_issue.json": {Data: []byte(`{"name":"create_issue","description":"Create an issue.","inputSchema":{"type":"object","properties":{"title":{"type":"string"}}},"tags":["write"],"annotations":{"readOnlyHint":false},"examples":[{"title":"x"}]}`)},
		"github/no_schema.json":    {Data: []byte(`{"name":"no_schema","description":"Takes nothing."}`)},
		"github/bad_json.json":     {Data: []byte(`{"name":`)},
		"github/no_name.json":      {Data: []byte(`{"description":"nameless"}`)},
		"github/schema_array.json": {Data: []byte(`{"name":"schema_array","inputSchema":[1]}`)},
		"github/tags_string.json":  {Data: []byte(`{"name":"tags_string","tags":"a"}`)},
		"github/trailing.json":     {Data: []byte(`{"name":"trailing"} {}`)},
		"github/dup.json":          {Data: []byte(`{"name":"create_issue"}`)},
		"github/README.md":         {Data: []byte(`not a definition`)},
		"github/.hidden.json":      {Data: []byte(`{`)},
		"toplevel.json":            {Data: []byte(`{"name":"toplevel"}`)},
		".git/config.json":         {Data: []byte(`{`)},
		"slack/post_message.json":  {Data: []byte(`{"name":"post_message","description":"Post.","inputSchema":{"type":"object"},"server":"slack"}`)},
		"big/huge.json":            {Data: []byte(`{"name":"huge","description":"` + strings.Repeat("x", maxDefinitionSize) + `"}`)},
	}
	tools, problems, err := LoadFS(fsys, SourceFolder, "defs")
	require.NoError(t, err)
	var names []string
	for _, tl := range tools {
		names = append(names, tl.Category+"/"+tl.Name)
		assert.Equal(t, SourceFolder, tl.Source)
	}
	assert.ElementsMatch(t, []string{"github/create_issue", "github/no_schema", "slack/post_message"}, names)

	reasons := map[string]string{}
	for _, p := range problems {
		reasons[p.Path] = p.Err.Error()
	}
	assert.Contains(t, reasons["defs/github/bad_json.json"], "invalid JSON")
	assert.Contains(t, reasons["defs/github/no_name.json"], `missing "name"`)
	assert.Contains(t, reasons["defs/github/schema_array.json"], "not a JSON object")
	assert.Contains(t, reasons["defs/github/tags_string.json"], `"tags"`)
	assert.Contains(t, reasons["defs/github/trailing.json"], "data after")
	assert.Contains(t, reasons["defs/github/dup.json"], "already defined")
	assert.Contains(t, reasons["defs/big/huge.json"], "limit")
	assert.Len(t, problems, 7)

	for _, tl := range tools {
		if tl.Name == "no_schema" {
			assert.JSONEq(t, `{"type":"object"}`, string(tl.InputSchema))
		}
		if tl.Name == "create_issue" {
			assert.JSONEq(t, `[{"title":"x"}]`, string(tl.Examples))
			assert.Equal(t, []Param{{Name: "title"}}, tl.Params())
			assert.False(t, tl.ReadOnly())
		}
	}
}

func TestParamsKeepSchemaOrder(t *testing.T) {
	tl := Tool{InputSchema: []byte(`{"type":"object","properties":{"zeta":{"description":"last letter"},"alpha":{"title":"First"}},"required":["alpha"]}`)}
	assert.Equal(t, []Param{{Name: "zeta", Description: "last letter"}, {Name: "alpha", Description: "First", Required: true}}, tl.Params())
}
