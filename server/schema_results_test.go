package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// schemaCalls are real calls of every tool, chosen so that together they
// produce every key an outputSchema declares (the optional ones too).
var schemaCalls = []struct {
	tool string
	args map[string]any
}{
	{"execute_code", map[string]any{"code": "1 + 1"}},
	{"execute_code", map[string]any{"code": "x = 1", "session_id": "schema-test"}},
	{"execute_code", map[string]any{"code": "1 / 0"}},
	{"write_workspace_file", map[string]any{"path": "a.txt", "content": "hi"}},
	{"write_workspace_file", map[string]any{"path": "b.bin", "content": "AAE=", "encoding": "base64"}},
	{"read_workspace_file", map[string]any{"path": "a.txt"}},
	{"read_workspace_file", map[string]any{"path": "b.bin", "encoding": "base64"}},
	{"list_workspace_files", map[string]any{}},
	{"list_workspace_files", map[string]any{"limit": 1}},
	{"delete_workspace_file", map[string]any{"path": "a.txt"}},
	{"save_skill", map[string]any{"name": "s", "code": "X = 1\n", "description": "d"}},
	{"load_skill", map[string]any{"name": "s"}},
	{"list_skills", map[string]any{}},
	{"delete_skill", map[string]any{"name": "s"}},
	{"sanitize_pii", map[string]any{"text": "mail ann@example.com"}},
	{"restore_pii", map[string]any{"text": "nothing"}},
	{"search_tools", map[string]any{"query": "csv"}},
	{"search_tools", map[string]any{"query": ""}},
	{"search_tools", map[string]any{"query": "csv", "detail_level": "full"}},
	{"get_tool_definition", map[string]any{"name": "save_skill"}},
	{"get_execution_stats", map[string]any{}},
}

// unseenKeys are declared keys no call above can produce cheaply, with the
// reason.
var unseenKeys = map[string]string{
	"execute_code.session_dropped": "only when a session's globals cannot be kept",
	"restore_pii.expired":          "only after the vault expired a value",
}

// objectSchema is the part of a JSON schema the key checks read.
type objectSchema struct {
	Type       any                     `json:"type"`
	Properties map[string]objectSchema `json:"properties"`
	Required   []string                `json:"required"`
	Items      *objectSchema           `json:"items"`
	// Open says more keys than the declared ones may come (the full
	// definition get_tool_definition returns).
	Open bool `json:"additionalProperties"`
}

// TestOutputSchemasMatchResults: each tool's real results validate against
// its outputSchema; every key a result holds is declared wherever the schema
// lists properties; a schema without "required" promises every key, so
// every result has them all; and every declared key shows up in some call.
func TestOutputSchemasMatchResults(t *testing.T) {
	f := newFixture(t)
	defs := map[string]json.RawMessage{}
	for _, tl := range f.srv.tools() {
		defs[tl.def.Name] = tl.def.RawOutputSchema
	}
	seen := map[string]bool{}
	called := map[string]bool{}
	for _, c := range schemaCalls {
		called[c.tool] = true
		raw, ok := defs[c.tool]
		require.True(t, ok, "no tool %s", c.tool)
		res := f.call(c.tool, c.args)
		// a Python exception is a tool error that still carries the result
		require.True(t, !res.IsError || c.tool == "execute_code", "%s %v: %s", c.tool, c.args, text(res))
		require.NotNil(t, res.StructuredContent, "%s %v: no structuredContent", c.tool, c.args)
		data, err := json.Marshal(res.StructuredContent)
		require.NoError(t, err)

		compiler := jsonschema.NewCompiler()
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
		require.NoError(t, err)
		require.NoError(t, compiler.AddResource(c.tool+".json", doc))
		sch, err := compiler.Compile(c.tool + ".json")
		require.NoError(t, err, "outputSchema of %s", c.tool)
		inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
		require.NoError(t, err)
		assert.NoError(t, sch.Validate(inst), "%s result %s", c.tool, data)

		var schema objectSchema
		require.NoError(t, json.Unmarshal(raw, &schema))
		var got any
		require.NoError(t, json.Unmarshal(data, &got))
		for _, p := range checkKeys(schema, got, c.tool) {
			t.Errorf("%s %v: %s\nresult: %s", c.tool, c.args, p, data)
		}
		if obj, ok := got.(map[string]any); ok {
			for k := range obj {
				seen[c.tool+"."+k] = true
			}
		}
	}
	for name, raw := range defs {
		require.True(t, called[name], "schemaCalls has no call of %s", name)
		var schema objectSchema
		require.NoError(t, json.Unmarshal(raw, &schema))
		for k := range schema.Properties {
			key := name + "." + k
			if _, ok := unseenKeys[key]; !ok {
				assert.True(t, seen[key], "outputSchema of %s declares %q, which no call returned", name, k)
			}
		}
	}
}

// checkKeys compares a result value with its schema: keys not declared
// (unless the schema says additionalProperties: true),
// and keys promised (required, or all when required is absent) but missing.
func checkKeys(s objectSchema, v any, where string) []string {
	var problems []string
	switch v := v.(type) {
	case map[string]any:
		if len(s.Properties) == 0 {
			return nil
		}
		promised := s.Required
		if promised == nil {
			for k := range s.Properties {
				promised = append(promised, k)
			}
		}
		sort.Strings(promised)
		for _, k := range promised {
			if _, ok := v[k]; !ok {
				problems = append(problems, where+": the schema promises "+k+" (add it to a \"required\" list that leaves it out if it is optional)")
			}
		}
		var keys []string
		for k := range v {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			sub, ok := s.Properties[k]
			if !ok {
				if !s.Open {
					problems = append(problems, where+": "+k+" is returned but not declared")
				}
				continue
			}
			problems = append(problems, checkKeys(sub, v[k], where+"."+k)...)
		}
	case []any:
		if s.Items != nil {
			for i, e := range v {
				problems = append(problems, checkKeys(*s.Items, e, fmt.Sprintf("%s[%d]", where, i))...)
			}
		}
	}
	return problems
}
