package server

import (
	"context"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var toolName = regexp.MustCompile(`^[a-z][a-z_]*[a-z]$`)

// TestToolInvariants checks, over every tool, what a forgotten option would
// break: annotations agree with the toolset, each argument has a type, the
// description is a sentence, the output schema parses.
func TestToolInvariants(t *testing.T) {
	f := newFixture(t)
	all := f.srv.tools()
	require.Len(t, all, 14)
	names := map[string]bool{}
	for _, tl := range all {
		name := tl.def.Name
		t.Run(name, func(t *testing.T) {
			require.NoError(t, checkTool(tl))
			assert.Regexp(t, toolName, name)
			assert.False(t, names[name], "duplicate tool name")
			names[name] = true
			assert.True(t, strings.HasSuffix(tl.def.Description, "."), "description should be a sentence: %q", tl.def.Description)
			assert.LessOrEqual(t, len(tl.def.Description), 400, "description too long for tools/list")
			for prop, schema := range tl.def.InputSchema.Properties {
				m, ok := schema.(map[string]any)
				require.True(t, ok, "property %s", prop)
				assert.NotEmpty(t, m["type"], "property %s has no type", prop)
			}
			for _, req := range tl.def.InputSchema.Required {
				assert.Contains(t, tl.def.InputSchema.Properties, req, "required %q is not a property", req)
			}
			var out map[string]any
			require.NoError(t, json.Unmarshal(tl.def.RawOutputSchema, &out))
			if tl.write {
				assert.Nil(t, tl.def.Annotations.ReadOnlyHint, "write tools leave readOnlyHint at its default")
			}
		})
	}
	// The minimal profile is exactly execute_code and search_tools.
	var minimal []string
	for _, tl := range profileTools(all, ProfileMinimal) {
		minimal = append(minimal, tl.def.Name)
	}
	assert.Equal(t, []string{"execute_code", "search_tools"}, minimal)
}

// TestCheckToolRefuses shows that a tool with contradictory annotations or
// no output schema stops the server from starting.
func TestCheckToolRefuses(t *testing.T) {
	handler := func(tl tool) tool {
		tl.handle = func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }
		return tl
	}
	good := outputSchema(`{"type":"object","properties":{"x":{"type":"string"}}}`)
	cases := []struct {
		name string
		tool tool
		want string
	}{
		{"read tool without readOnlyHint", tool{def: mcp.NewTool("a", mcp.WithDescription("A."), writes(false, true), good), set: setStats},
			"readOnlyHint: true"},
		{"write tool claiming readOnly", tool{def: mcp.NewTool("a", mcp.WithDescription("A."), readOnly(), good), set: setStats, write: true},
			"must not claim readOnlyHint"},
		{"write tool without destructiveHint", tool{def: mcp.NewTool("a", mcp.WithDescription("A."),
			mcp.WithToolAnnotation(mcp.ToolAnnotation{OpenWorldHint: mcp.ToBoolPtr(false)}), good), set: setStats, write: true},
			"destructiveHint"},
		{"no openWorldHint", tool{def: mcp.NewTool("a", mcp.WithDescription("A."),
			mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}), good), set: setStats},
			"openWorldHint"},
		{"no output schema", tool{def: mcp.NewTool("a", mcp.WithDescription("A."), readOnly()), set: setStats},
			"no output schema"},
		{"no description", tool{def: mcp.NewTool("a", readOnly(), good), set: setStats},
			"description"},
		{"no toolset", tool{def: mcp.NewTool("a", mcp.WithDescription("A."), readOnly(), good)},
			"toolset"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := checkTool(handler(tc.tool))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}
