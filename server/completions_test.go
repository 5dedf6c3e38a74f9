package server

import (
	"context"
	"fmt"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/require"
)

func TestCompletions(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	for _, p := range []string{"data/a.csv", "data/b.csv", "docs/readme.md"} {
		f.write(p, "x")
	}
	for i := range maxCompletions + 5 {
		f.write(fmt.Sprintf("many/f%03d", i), "x")
	}
	for _, name := range []string{"totals", "top_n", "clean"} {
		_, err := f.env.Skills.Save(ctx, name, "def "+name+"(path): pass\n", "")
		require.NoError(t, err)
	}
	f.srv.surface.sync(ctx)

	prompt := func(name string) any { return mcp.PromptReference{Type: "ref/prompt", Name: name} }
	resource := func(uri string) any { return mcp.ResourceReference{Type: "ref/resource", URI: uri} }
	tests := []struct {
		name     string
		ref      any
		arg      string
		value    string
		context  map[string]string
		want     []string
		total    int
		hasMore  bool
		wantSome bool // only check the count and hasMore
	}{
		{"template path", resource(workspaceTemplate), "path", "data/", nil, []string{"data/a.csv", "data/b.csv"}, 2, false, false},
		{"template path escaped", resource(workspaceTemplate), "path", "docs%2F", nil, []string{"docs/readme.md"}, 1, false, false},
		{"template path, nothing", resource(workspaceTemplate), "path", "zzz", nil, []string{}, 0, false, false},
		{"capped at 100", resource(workspaceTemplate), "path", "many/", nil, nil, maxCompletions + 5, true, true},
		{"skill names", resource(skillTemplate), "name", "t", nil, []string{"top_n", "totals"}, 2, false, false},
		{"skill files", resource(skillTemplate), "file", "", map[string]string{"name": "totals"}, []string{"SKILL.md", "totals.py"}, 2, false, false},
		{"prompt argument", prompt("totals"), "path", "d", nil, []string{"data/a.csv", "data/b.csv", "docs/readme.md"}, 3, false, false},
		{"unknown template argument", resource(workspaceTemplate), "other", "", nil, []string{}, 0, false, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			req := mcp.CompleteRequest{}
			req.Params.Ref = tc.ref
			req.Params.Argument = mcp.CompleteArgument{Name: tc.arg, Value: tc.value}
			req.Params.Context = mcp.CompleteContext{Arguments: tc.context}
			res, err := f.client.Complete(ctx, req)
			require.NoError(t, err)
			if tc.wantSome {
				require.Len(t, res.Completion.Values, maxCompletions)
			} else {
				require.Equal(t, tc.want, res.Completion.Values)
			}
			require.Equal(t, tc.total, res.Completion.Total)
			require.Equal(t, tc.hasMore, res.Completion.HasMore)
		})
	}
}
