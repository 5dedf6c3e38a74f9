package registry

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func analyzerTokens(a *analyzer, text string) []token {
	out := []token{}
	a.each(text, func(tk token) { out = append(out, tk) })
	return out
}

func FuzzAnalyzer(f *testing.F) {
	for _, s := range []string{
		"listPullRequests", "HTTPServer", "PRs and URLs", "get_file_contents", "base64 sha256",
		"Create a new PR in the repo", "API-post-search", "the and of", "ÉCOLE café", "a1B2c3", "IDs",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		want := analyze(text, true, nil)
		if want == nil {
			want = []token{}
		}
		a := newAnalyzer(true)
		require.Equal(t, want, analyzerTokens(a, text))
		require.Equal(t, want, analyzerTokens(a, text), "second pass, from the cache")
	})
}

func TestAnalyzerMatchesAnalyzeOnCatalog(t *testing.T) {
	a := newAnalyzer(true)
	for _, tool := range surfaceTools(t) {
		for _, text := range []string{tool.Name, tool.Description} {
			want := analyze(text, true, nil)
			if want == nil {
				want = []token{}
			}
			require.Equal(t, want, analyzerTokens(a, text), text)
		}
	}
}
