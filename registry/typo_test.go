package registry

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestOSADistance(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"fork", "fork", 0},
		{"frok", "fork", 1},
		{"isue", "issue", 1},
		{"repositroy", "repository", 1},
		{"reposiotry", "repository", 1},
		{"subscripton", "subscription", 1},
		{"chrat", "chart", 1},
		{"lienar", "linear", 1},
		{"kubernets", "kubernetes", 1},
		{"abc", "xyz", 2}, // capped at limit+1
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, osaDistance(tt.a, tt.b, 1), "%s/%s", tt.a, tt.b)
	}
	assert.Equal(t, 1, osaDistance("confluense", "confluence", 2))
	assert.Equal(t, 2, osaDistance("knowlege", "knowledges", 2))
}

func TestTypoCorrections(t *testing.T) {
	vocab := map[string]string{}
	for _, w := range []string{"repository", "issue", "issues", "fork", "channel", "channels", "release", "slack", "subscription", "form"} {
		vocab[w] = stem(w)
	}
	ti := newTypoIndex(vocab)
	got := func(word string) []string {
		var out []string
		ti.corrections(word, minTypoLen, func(term string, _ int) { out = append(out, term) })
		sort.Strings(out)
		return out
	}
	assert.Equal(t, []string{stem("repository")}, got("reposiotry"))
	assert.Equal(t, []string{stem("issue")}, got("isue")) // "issues" is two edits away
	assert.Equal(t, []string{stem("fork")}, got("frok"))  // "form" is two edits away
	assert.Equal(t, []string{stem("channel")}, got("chanel"))
	assert.Equal(t, []string{stem("release")}, got("relase"))
	assert.Equal(t, []string{stem("subscription")}, got("subscripton"))
	assert.Equal(t, []string{stem("issues")}, got("issue"), "the word itself is not a correction")
	assert.Empty(t, got("slk"), "too short")
	assert.Empty(t, got("zzzzzz"))
}
