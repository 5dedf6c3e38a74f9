package registry

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestIndexParamsMatchesSchemaParams runs both on every real schema: the
// fast path must take nearly all of them and agree on each.
func TestIndexParamsMatchesSchemaParams(t *testing.T) {
	fast := 0
	tools := surfaceTools(t)
	for _, tool := range tools {
		want := schemaParams(tool.InputSchema)
		got, ok := scanParams(tool.InputSchema)
		if ok {
			fast++
			require.Equal(t, len(want), len(got), tool.Name)
			if len(want) > 0 {
				require.Equal(t, want, got, tool.Name)
			}
		}
		require.Equal(t, len(want), len(indexParams(tool.InputSchema)), tool.Name)
	}
	require.Greater(t, fast, len(tools)*9/10, "the fast path should take nearly every schema")
}

func FuzzIndexParams(f *testing.F) {
	for _, s := range []string{
		`{"type":"object","properties":{"a":{"type":"string","description":"x \"y\""},"b":{"title":"T"}},"required":["a"]}`,
		`{"properties":{"a":{"Description":"odd case"}}}`,
		`{"properties":null,"required":null}`,
		`{"properties":{"a":1}}`,
		`{"properties":{"a":{"description":5}}}`,
		`{"properties":{"a":{}, "a":{}}}`,
		`{"required":["\u0061"],"properties":{"a":{"description":"é"}}}`,
		`[]`, `{`, ``, `{"properties":{}}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, schema []byte) {
		want := schemaParams(json.RawMessage(schema))
		got := indexParams(json.RawMessage(schema))
		if len(want) == 0 && len(got) == 0 {
			return
		}
		require.Equal(t, want, got, "%s", schema)
	})
}
