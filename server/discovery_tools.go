package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpython/mcpython/registry"
)

// isRegistryError reports the errors whose message is for the model. Search
// and Definition fail only on the query (unknown tool or category with
// suggestions, a bad regex or detail level); cancellation is handled before.
func isRegistryError(error) bool { return true }

func searchTools(reg *registry.Registry) tool {
	return tool{
		def: mcp.NewTool("search_tools",
			mcp.WithDescription("Find tools by what they do: the user's MCP tools and the sandbox's Python functions, all callable from execute_code. "+
				"An empty query lists categories."),
			mcp.WithString("query", mcp.Required(), mcp.Description("A few words, or re:<regex>")),
			mcp.WithString("category"),
			mcp.WithString("detail_level", mcp.Enum(string(registry.DetailName), string(registry.DetailSummary), string(registry.DetailFull))),
			mcp.WithInteger("limit", mcp.Description("Default 10")),
			readOnly(),
			outputSchema(`{"type":"object","properties":{"tools":{"type":"array","items":{"type":"object"}},"total":{"type":"integer"},"categories":{"type":"array"}},"required":["tools","total"]}`),
		),
		handle: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			a := newArgs("search_tools", req)
			q := registry.Query{
				Query:       a.str("query", true),
				Category:    a.str("category", false),
				DetailLevel: registry.DetailLevel(a.str("detail_level", false)),
			}
			if limit, ok := a.integer("limit"); ok {
				if limit < 1 {
					a.bad("\"limit\" must be 1 or more, not %d", limit)
				}
				q.Limit = limit
			}
			if err := a.err(); err != nil {
				return modelError(err, nil)
			}
			res, err := reg.Search(ctx, q)
			if err != nil {
				return modelError(err, isRegistryError)
			}
			return structured(res)
		},
		set:     setDiscovery,
		minimal: true,
	}
}

func getToolDefinition(reg *registry.Registry) tool {
	return tool{
		def: mcp.NewTool("get_tool_definition",
			mcp.WithDescription("Get a tool's full definition (description and input schema) by name, as found with search_tools."),
			mcp.WithString("name", mcp.Required()),
			mcp.WithString("category"),
			readOnly(),
			outputSchema(`{"type":"object","properties":{"name":{"type":"string"},"category":{"type":"string"},"description":{"type":"string"},"inputSchema":{"type":"object"}},"additionalProperties":true}`),
		),
		handle: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			a := newArgs("get_tool_definition", req)
			name := a.str("name", true)
			category := a.str("category", false)
			if err := a.err(); err != nil {
				return modelError(err, nil)
			}
			t, err := reg.Definition(ctx, name, category)
			if err != nil {
				return modelError(err, isRegistryError)
			}
			return structured(t)
		},
		set: setDiscovery,
	}
}
