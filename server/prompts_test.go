package server

import (
	"context"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/require"
)

func TestFindEntry(t *testing.T) {
	tests := []struct {
		name, skill, code string
		ok                bool
		function, doc     string
		params            []skillParam
	}{
		{"named like the skill", "totals",
			"def helper(x):\n    pass\ndef totals(rows, column='amount', *args, limit, sep=',', **kw):\n    '''Sum one column.\n\n    More.'''\n",
			true, "totals", "Sum one column.",
			[]skillParam{{"rows", true}, {"column", false}, {"limit", true}, {"sep", false}}},
		{"main wins over other functions", "report", "def a(): pass\ndef main(path, /, n=3): pass\n",
			true, "main", "", []skillParam{{"path", true}, {"n", false}}},
		{"the only public function", "x", "def _private(a): pass\ndef only(a, b): pass\n",
			true, "only", "", []skillParam{{"a", true}, {"b", true}}},
		{"two public functions, none named", "x", "def a(): pass\ndef b(): pass\n", false, "", "", nil},
		{"no function", "consts", "RATE = 3\nclass C: pass\n", false, "", "", nil},
		{"does not parse", "bad", "def (:\n", false, "", "", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e, ok := findEntry(tc.skill, tc.code)
			require.Equal(t, tc.ok, ok)
			if !ok {
				return
			}
			require.Equal(t, tc.function, e.function)
			require.Equal(t, tc.doc, e.doc)
			require.Equal(t, tc.params, e.params)
		})
	}
}

func TestPrompts(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	code := "def totals(path, column='amount'):\n    '''Sum a CSV column.'''\n    return 0\n"
	_, err := f.env.Skills.Save(ctx, "totals", code, "Sum a column of a CSV file")
	require.NoError(t, err)
	_, err = f.env.Skills.Save(ctx, "consts", "RATE = 3\n", "")
	require.NoError(t, err)

	list, err := f.client.ListPrompts(ctx, mcp.ListPromptsRequest{})
	require.NoError(t, err)
	prompts := map[string]mcp.Prompt{}
	for _, p := range list.Prompts {
		prompts[p.Name] = p
	}
	require.Len(t, prompts, 2)
	require.Equal(t, "Sum a column of a CSV file", prompts["totals"].Description)
	require.Equal(t, []mcp.PromptArgument{
		{Name: "path", Description: "Value for totals's parameter path", Required: true},
		{Name: "column", Description: "Value for totals's parameter column"},
	}, prompts["totals"].Arguments)
	require.Empty(t, prompts["consts"].Arguments)

	get := mcp.GetPromptRequest{}
	get.Params.Name = "totals"
	get.Params.Arguments = map[string]string{"path": "data/sales.csv"}
	res, err := f.client.GetPrompt(ctx, get)
	require.NoError(t, err)
	require.Len(t, res.Messages, 1)
	require.Equal(t, mcp.RoleUser, res.Messages[0].Role)
	msg := res.Messages[0].Content.(mcp.TextContent).Text
	for _, want := range []string{"execute_code", "import skills.totals", "skills.totals.totals(path, column)", "- path: data/sales.csv", "Sum a CSV column."} {
		require.Contains(t, msg, want)
	}
	require.NotContains(t, msg, "- column")

	get.Params.Name = "consts"
	res, err = f.client.GetPrompt(ctx, get)
	require.NoError(t, err)
	require.Contains(t, res.Messages[0].Content.(mcp.TextContent).Text, "import skills.consts")

	get.Params.Name = "nope"
	_, err = f.client.GetPrompt(ctx, get)
	require.Error(t, err)
}

func TestPromptsListChanged(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	c := f.legacyClient()
	n := watchNotes(c)
	_, err := f.env.Skills.Save(ctx, "fresh", "def fresh(a): pass\n", "")
	require.NoError(t, err)
	n.waitFor(t, string(mcp.MethodNotificationPromptsListChanged), nil) // by the poll

	// A new version with other parameters changes the prompt's arguments.
	_, err = f.env.Skills.Save(ctx, "fresh", "def fresh(a, b): pass\n", "")
	require.NoError(t, err)
	list, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	require.NoError(t, err)
	require.Len(t, list.Prompts, 1)
	require.Len(t, list.Prompts[0].Arguments, 2)

	n.reset()
	require.NoError(t, f.env.Skills.Delete(ctx, "fresh"))
	f.srv.surface.sync(ctx)
	n.waitFor(t, string(mcp.MethodNotificationPromptsListChanged), nil)
	list, err = c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	require.NoError(t, err)
	require.Empty(t, list.Prompts)
}
