package re

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/interp/py"
)

func TestParseErrors(t *testing.T) {
	tests := []struct {
		pattern string
		msg     string
		pos     int
	}{
		{"(", "missing ), unterminated subpattern", 0},
		{"a)", "unbalanced parenthesis", 1},
		{"[a", "unterminated character set", 0},
		{"a**", "multiple repeat", 2},
		{"*", "nothing to repeat", 0},
		{`\`, "bad escape (end of pattern)", 0},
		{`(?P<a>x)(?P=b)`, "unknown group name 'b'", 12},
		{`\N{NOPE}`, "undefined character name 'NOPE'", 0},
		{`(?<=a|bc)`, "look-behind requires fixed-width pattern", -1},
		{`(a)(?<=\1)`, "", 0},
		{`[\d-z]`, `bad character range \d-z`, 1},
		{`(?i-i:a)`, "bad inline flags: flag turned on and off", 5},
	}
	for _, tt := range tests {
		t.Run(tt.pattern, func(t *testing.T) {
			_, err := parse([]rune(tt.pattern), true, 0)
			if tt.msg == "" {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			e := err.(*Error)
			assert.Equal(t, tt.msg, e.Msg)
			assert.Equal(t, tt.pos, e.Pos)
		})
	}
}

func TestTranslate(t *testing.T) {
	tests := []struct{ pattern, want string }{
		{`(?P<n>a)(b)(?P=n)`, `(?<1>a)(?<2>b)\k<1>`},
		{`a{,3}`, `a{0,3}`},
		{`a*+`, `(?>a*)`},
		{`\Z`, `\z`},
		{`(?a)\d`, `[0-9]`},
		{`[^\W\d]`, `(?:(?![0-9\p{Nd}])[0-9A-Z_a-z\p{L}\p{N}])`},
		{`x # c`, `x\ \#\ c`},
		{`(?x)x # c`, `x`},
		{`(?i:a)`, `(?i:a)`},
		{`(?i)s`, "[s\u017f]"},
		{`(?ai)a[b-c]`, `[aA][b-cB-C]`},
	}
	for _, tt := range tests {
		t.Run(tt.pattern, func(t *testing.T) {
			p, err := parse([]rune(tt.pattern), true, 0)
			require.NoError(t, err)
			got, _ := translate(p)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestLastIndex(t *testing.T) {
	th := py.NewThread(context.Background(), py.Limits{})
	tests := []struct {
		pattern, text string
		want          int
	}{
		{`(a)(b)`, "ab", 2},
		{`((a)b)`, "ab", 1},
		{`(a)()`, "a", 2},
		{`(?:(a)|(b))+`, "ba", 1},
		{`a`, "a", 0},
	}
	for _, tt := range tests {
		rx, err := CompileString(tt.pattern, 0)
		require.NoError(t, err)
		spans := make([]int, 2*(rx.Groups()+1))
		ok, err := rx.Exec(th, vMatch, NewText([]rune(tt.text)), 0, len([]rune(tt.text)), spans)
		require.NoError(t, err)
		require.True(t, ok)
		assert.Equal(t, tt.want, rx.LastIndex(spans), tt.pattern)
	}
}

// A catastrophic backtracking match stops at the run's deadline with the
// run's sticky TimeoutError.
func TestMatchStopsAtDeadline(t *testing.T) {
	th := py.NewThread(context.Background(), py.Limits{MaxDuration: 200 * time.Millisecond})
	rx, err := CompileString(`(a+)+$`, 0)
	require.NoError(t, err)
	rx.re2 = nil // Go's regexp has no catastrophic case to stop
	text := []rune(strings.Repeat("a", 40) + "b")
	start := time.Now()
	_, err = rx.Exec(th, vSearch, NewText(text), 0, len(text), make([]int, 4))
	elapsed := time.Since(start)
	require.Error(t, err)
	e, ok := err.(*py.Exception)
	require.True(t, ok)
	assert.True(t, e.IsInstanceOf(py.TimeoutErrorType))
	assert.True(t, e.IsAbort())
	assert.Less(t, elapsed, 2*time.Second)
	t.Logf("stopped after %v (limit 200ms)", elapsed)
}
