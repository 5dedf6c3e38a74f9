package registry

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSchemaEnums(t *testing.T) {
	schema := json.RawMessage(`{"type":"object","properties":{
		"method":{"type":"string","enum":["create","update","delete"]},
		"merge_method":{"enum":["merge","squash","re\u0062ase"]},
		"tags":{"type":"array","items":{"enum":["a","b"]}},
		"n":{"type":"integer","enum":[1,2]}}}`)
	assert.Equal(t, []string{"create", "update", "delete", "merge", "squash", "rebase", "a", "b"}, schemaEnums(schema))
	assert.Empty(t, schemaEnums(json.RawMessage(`{"properties":{"x":{"type":"string"}}}`)))
	assert.Empty(t, schemaEnums(json.RawMessage(`[`)))
	assert.Empty(t, schemaEnums(nil))
}

func FuzzSchemaEnums(f *testing.F) {
	f.Add([]byte(`{"properties":{"m":{"enum":["a","b"]},"l":{"items":{"enum":["c"]}}}}`))
	f.Fuzz(func(t *testing.T, schema []byte) {
		_ = schemaEnums(schema) // must not panic or loop
	})
}

// TestSchemaFactsEnums: the one-pass enums of schemaFacts are schemaEnums'.
func TestSchemaFactsEnums(t *testing.T) {
	for _, tool := range surfaceTools(t) {
		_, enums := schemaFacts(tool.InputSchema)
		assert.Equal(t, schemaEnums(tool.InputSchema), enums, tool.Name)
	}
}
