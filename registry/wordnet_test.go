package registry

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWordnetTable(t *testing.T) {
	wn := wordnet()
	require.NotNil(t, wn, "embedded table missing or damaged")
	rel := func(word string) map[string]int {
		out := map[string]int{}
		wn.related(stem(word), func(term string, class int) { out[term] = class })
		return out
	}
	tests := []struct {
		word, related string
		class         int
	}{
		{"delete", "erase", wnSynonym},
		{"picture", "image", wnSynonym},
		{"picture", "photograph", wnSynonymRare},
		{"refund", "repay", wnSynonym},
		{"creation", "create", wnDerivation},
		{"merge", "merger", wnDerivation},
		{"refund", "payment", wnHypernym},
		{"remove", "delete", wnHyponym},
	}
	for _, tt := range tests {
		got := rel(tt.word)
		c, ok := got[stem(tt.related)]
		if assert.True(t, ok, "%s → %s missing", tt.word, tt.related) {
			assert.Equal(t, tt.class, c, "%s → %s", tt.word, tt.related)
		}
	}
	assert.Empty(t, rel("mcpython"))
	assert.Nil(t, parseWordnet("WNT1"))
	assert.Nil(t, parseWordnet(wordnetData[:len(wordnetData)-1]))
}
