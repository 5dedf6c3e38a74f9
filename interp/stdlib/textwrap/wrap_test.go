package textwrap

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/interp/py"
)

func TestDedent(t *testing.T) {
	tests := []struct{ in, want string }{
		{"  a\n  b", "a\nb"},
		{"  a\n    b\n", "a\n  b\n"},
		{"\ta\n  b", "\ta\n  b"},
		{"  a\n   \n  b", "a\n\nb"},
		{"a\n  b", "a\n  b"},
		{"", ""},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Dedent(tt.in), "%q", tt.in)
	}
}

func TestWrap(t *testing.T) {
	th := py.NewThread(context.Background(), py.Limits{})
	w := &wrapper{width: 10, expandTabs: true, replaceWhitespace: true, breakLongWords: true,
		dropWhitespace: true, breakOnHyphens: true, tabsize: 8, placeholder: " [...]"}
	lines, err := w.wrap(th, &state{}, "the well-known quick-brown-fox jumps")
	require.NoError(t, err)
	assert.Equal(t, []string{"the well-", "known", "quick-", "brown-fox", "jumps"}, lines)
	w.maxLines, w.hasMaxLines = 2, true
	lines, err = w.wrap(th, &state{}, "the well-known quick-brown-fox jumps")
	require.NoError(t, err)
	assert.Equal(t, []string{"the well-", "[...]"}, lines) // as CPython: "known [...]" would not fit
}

func TestSplitLines(t *testing.T) {
	assert.Equal(t, []string{"a\r\n", "b\r", "c\u2028", "d"}, splitLinesKeepEnds("a\r\nb\rc\u2028d"))
	assert.Equal(t, "a       b", expandTabs("a\tb", 8))
	assert.True(t, endsSentence(`end."`))
	assert.True(t, endsSentence("Mr."))
	assert.False(t, endsSentence("A."))
	assert.False(t, endsSentence("ok"))
}
