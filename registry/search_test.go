package registry

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// catalogRegistry serves the shared catalog as a --registry folder.
func catalogRegistry(t *testing.T) *Registry {
	t.Helper()
	return newTestRegistry(t, Options{Dirs: []string{catalogDir(t)}})
}

func TestSearchDetailLevels(t *testing.T) {
	r := catalogRegistry(t)
	ctx := context.Background()
	q := Query{Query: "create a github issue", Limit: 3}

	q.DetailLevel = DetailName
	res, err := r.Search(ctx, q)
	require.NoError(t, err)
	require.Len(t, res.Tools, 3)
	assert.Greater(t, res.Total, 3)
	data, err := json.Marshal(res.Tools[0])
	require.NoError(t, err)
	var line map[string]any
	require.NoError(t, json.Unmarshal(data, &line))
	assert.ElementsMatch(t, []string{"name", "category", "score"}, keysOf(line))

	q.DetailLevel = "" // summary is the default
	res, err = r.Search(ctx, q)
	require.NoError(t, err)
	top := res.Tools[0]
	assert.Equal(t, "github", top.Category)
	assert.Contains(t, []string{"create_issue", "issue_write"}, top.Name)
	assert.NotEmpty(t, top.Description)
	assert.NotContains(t, top.Description[:len(top.Description)-1], ". ")
	assert.NotEmpty(t, top.Parameters)
	assert.Empty(t, top.InputSchema)

	q.DetailLevel = DetailFull
	res, err = r.Search(ctx, q)
	require.NoError(t, err)
	def, err := r.Definition(ctx, res.Tools[0].Name, "github")
	require.NoError(t, err)
	assert.Equal(t, def.Description, res.Tools[0].Description)
	assert.JSONEq(t, string(def.InputSchema), string(res.Tools[0].InputSchema))

	_, err = r.Search(ctx, Query{Query: "x", DetailLevel: "verbose"})
	require.ErrorContains(t, err, "detail_level")
	_, err = r.Search(ctx, Query{Query: "x", Limit: -1})
	require.ErrorContains(t, err, "limit")
}

func TestSearchJSONShape(t *testing.T) {
	r := catalogRegistry(t)
	res, err := r.Search(context.Background(), Query{Query: "slack message", Limit: 1, DetailLevel: DetailFull})
	require.NoError(t, err)
	data, err := json.Marshal(res)
	require.NoError(t, err)
	var doc map[string]any
	require.NoError(t, json.Unmarshal(data, &doc))
	assert.ElementsMatch(t, []string{"tools", "total"}, keysOf(doc))
	tool := doc["tools"].([]any)[0].(map[string]any)
	for _, k := range []string{"name", "category", "description", "inputSchema", "score"} {
		assert.Contains(t, tool, k)
	}
}

func TestSearchEmptyQueryListsCategories(t *testing.T) {
	r := catalogRegistry(t)
	ctx := context.Background()
	res, err := r.Search(ctx, Query{})
	require.NoError(t, err)
	assert.Equal(t, 398, res.Total)
	assert.Empty(t, res.Tools)
	require.Len(t, res.Categories, 27)
	assert.Equal(t, CategoryCount{Category: "atlassian", Count: 50}, res.Categories[0])

	res, err = r.Search(ctx, Query{Category: "git", Limit: 100, DetailLevel: DetailName})
	require.NoError(t, err)
	assert.Equal(t, 12, res.Total)
	assert.Equal(t, "git_add", res.Tools[0].Name)
}

func TestSearchCategoryFilter(t *testing.T) {
	r := catalogRegistry(t)
	ctx := context.Background()
	for _, cat := range []string{"github", "gitlab", "supabase"} {
		res, err := r.Search(ctx, Query{Query: "new branch", Category: cat})
		require.NoError(t, err)
		require.NotEmpty(t, res.Tools)
		for _, m := range res.Tools {
			assert.Equal(t, cat, m.Category)
		}
		assert.Equal(t, "create_branch", res.Tools[0].Name)
	}
	_, err := r.Search(ctx, Query{Query: "x", Category: "githb"})
	var nf *NotFoundError
	require.ErrorAs(t, err, &nf)
	assert.Equal(t, "category", nf.Kind)
	assert.Contains(t, nf.Suggestions, "github")
}

func TestSearchRegex(t *testing.T) {
	r := catalogRegistry(t)
	ctx := context.Background()
	res, err := r.Search(ctx, Query{Query: `re:^get_.*_alert$`, Limit: 20, DetailLevel: DetailName})
	require.NoError(t, err)
	var names []string
	for _, m := range res.Tools {
		names = append(names, m.Name)
	}
	assert.ElementsMatch(t, []string{"get_code_scanning_alert", "get_dependabot_alert", "get_secret_scanning_alert"}, names)

	res, err = r.Search(ctx, Query{Query: `re:(?i)SLACK_post`})
	require.NoError(t, err)
	assert.Equal(t, "slack_post_message", res.Tools[0].Name)

	// Look-arounds need the backtracking engine.
	res, err = r.Search(ctx, Query{Query: `re:^kubectl_(?!get)`, Category: "kubernetes", Limit: 50})
	require.NoError(t, err)
	for _, m := range res.Tools {
		assert.NotEqual(t, "kubectl_get", m.Name)
	}
	assert.NotZero(t, res.Total)

	_, err = r.Search(ctx, Query{Query: `re:(unclosed`})
	require.ErrorContains(t, err, "regular expression")
}

func TestSearchIsDeterministic(t *testing.T) {
	r := catalogRegistry(t)
	ctx := context.Background()
	for _, q := range []string{"list", "create", "delete a thing", "get details"} {
		first, err := r.Search(ctx, Query{Query: q, Limit: 50})
		require.NoError(t, err)
		for i := 0; i < 5; i++ {
			again, err := r.Search(ctx, Query{Query: q, Limit: 50})
			require.NoError(t, err)
			require.Equal(t, first, again, q)
		}
	}
}

func TestSearchNothingMatches(t *testing.T) {
	r := catalogRegistry(t)
	res, err := r.Search(context.Background(), Query{Query: "the and of"})
	require.NoError(t, err)
	assert.Zero(t, res.Total)
	assert.NotNil(t, res.Tools)
}

func TestDefinition(t *testing.T) {
	r := catalogRegistry(t)
	ctx := context.Background()

	def, err := r.Definition(ctx, "slack_post_message", "")
	require.NoError(t, err)
	assert.Equal(t, "slack", def.Category)

	for _, name := range []string{"gitlab.create_branch", "mcp__gitlab__create_branch"} {
		def, err = r.Definition(ctx, name, "")
		require.NoError(t, err, name)
		assert.Equal(t, "gitlab", def.Category)
	}

	_, err = r.Definition(ctx, "create_branch", "")
	var nf *NotFoundError
	require.ErrorAs(t, err, &nf)
	assert.True(t, nf.Ambiguous)
	assert.Equal(t, []string{"github.create_branch", "gitlab.create_branch", "supabase.create_branch"}, nf.Suggestions)

	_, err = r.Definition(ctx, "slack_post_mesage", "")
	require.ErrorAs(t, err, &nf)
	assert.False(t, nf.Ambiguous)
	assert.Equal(t, "slack.slack_post_message", nf.Suggestions[0])
	assert.Contains(t, err.Error(), "did you mean")

	_, err = r.Definition(ctx, "create_isue", "github")
	require.ErrorAs(t, err, &nf)
	assert.Equal(t, "create_issue", nf.Suggestions[0])
}

func keysOf(m map[string]any) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// TestSearchCorrectsTypos: a query with a misspelt word still finds the
// tool, and a query close to the index's words never comes back empty.
func TestSearchCorrectsTypos(t *testing.T) {
	r := catalogRegistry(t)
	ctx := context.Background()
	for query, want := range map[string]string{
		"frok a repositroy on github": "fork_repository",
		"lsit slack chanels":          "slack_list_channels",
		"kubectl get pds":             "kubectl_get",
	} {
		res, err := r.Search(ctx, Query{Query: query, Limit: 5})
		require.NoError(t, err)
		var names []string
		for _, m := range res.Tools {
			names = append(names, m.Name)
		}
		assert.Contains(t, names, want, query)
	}
	for _, query := range []string{"pds", "slak", "confluense"} {
		res, err := r.Search(ctx, Query{Query: query})
		require.NoError(t, err)
		assert.NotZero(t, res.Total, query)
	}
	res, err := r.Search(ctx, Query{Query: "qqqqxz"})
	require.NoError(t, err)
	assert.Zero(t, res.Total)
}
