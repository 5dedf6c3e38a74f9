package difflib

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/interp/py"
)

func chars(s string) []py.Object {
	var out []py.Object
	for _, r := range s {
		out = append(out, py.NewStr(string(r)))
	}
	return out
}

func TestMatchingBlocks(t *testing.T) {
	th := py.NewThread(context.Background(), py.Limits{})
	tests := []struct {
		a, b string
		want []block
	}{
		{"abxcd", "abcd", []block{{0, 0, 2}, {3, 2, 2}, {5, 4, 0}}},
		{"qabxcd", "abycdf", []block{{1, 0, 2}, {4, 3, 2}, {6, 6, 0}}},
		{"", "", []block{{0, 0, 0}}},
		{"abc", "xyz", []block{{3, 3, 0}}},
	}
	for _, tt := range tests {
		a, b := chars(tt.a), chars(tt.b)
		b2j, junk, _, err := chainB(th, b, nil, true)
		require.NoError(t, err)
		got, err := newMatcher(th, a, b, b2j, junk).matchingBlocks()
		require.NoError(t, err)
		assert.Equal(t, tt.want, got, "%q %q", tt.a, tt.b)
	}
}

// With autojunk, an element filling more than 1% of a b of 200+ items is
// popular: it is left out of b2j.
func TestPopular(t *testing.T) {
	th := py.NewThread(context.Background(), py.Limits{})
	var distinct strings.Builder
	for r := 'A'; r < 'A'+50; r++ {
		distinct.WriteRune(r)
	}
	b := chars(strings.Repeat("a", 150) + distinct.String())
	b2j, _, popular, err := chainB(th, b, nil, true)
	require.NoError(t, err)
	assert.Equal(t, 1, popular.Len())
	_, ok, err := b2j.GetItem(th, py.NewStr("a"))
	require.NoError(t, err)
	assert.False(t, ok)
	_, _, popular, err = chainB(th, b, nil, false)
	require.NoError(t, err)
	assert.Equal(t, 0, popular.Len())
}
