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

func TestTranslateRE2(t *testing.T) {
	tests := []struct {
		pattern string
		flags   int
		want    string // Go syntax, or "" when refused
		refused string
	}{
		{pattern: `a.b`, want: `a[^\n]b`},
		{pattern: `(?s)a.`, want: `a(?s:.)`},
		{pattern: `(a)(?:b)`, want: `(a)(?:b)`},
		{pattern: `\d+`, flags: ASCII, want: `(?:[0-9])+`},
		{pattern: `x\w`, flags: ASCII, want: `x[0-9A-Z_a-z]`},
		{pattern: `x\d`, want: `x[0-9\p{Nd}]`},
		{pattern: `^a$`, want: `\Aa\z`},
		{pattern: `^a$`, flags: MULTILINE, want: `(?m:^)a(?m:$)`},
		{pattern: `a{2,5}?`, want: `(?:a){2,5}?`},
		{pattern: `(?i)k`, want: `[Kk\x{212a}]`},
		{pattern: `(?i)k`, flags: ASCII, want: `[Kk]`},
		{pattern: `(?i)1`, want: `1`},
		{pattern: `[^\W\d]`, flags: ASCII, want: `[A-Z\x{5f}a-z]`},
		{pattern: `(a)\1`, refused: "back-reference"},
		{pattern: `(?=a)`, refused: "look-around"},
		{pattern: `(?>a)`, refused: "atomic group"},
		{pattern: `a*+`, refused: "possessive repeat"},
		{pattern: `(a*)*`, refused: "repeat of a subpattern that can match empty"},
		{pattern: `a{1001}`, refused: "repeat count above 1000"},
		{pattern: `(a)(?(1)b)`, refused: "conditional group"},
	}
	for _, tt := range tests {
		t.Run(tt.pattern, func(t *testing.T) {
			p, err := parse(toRunes(tt.pattern), true, tt.flags)
			require.NoError(t, err)
			prog, why := translateRE2(p)
			if tt.refused != "" {
				assert.Nil(t, prog)
				assert.Equal(t, tt.refused, why)
				return
			}
			require.NotNil(t, prog, why)
			assert.Equal(t, tt.want, prog.body)
		})
	}
	// a lone surrogate has no UTF-8 form for Go's regexp
	p, err := parse([]rune{'a', 0xd800}, true, 0)
	require.NoError(t, err)
	prog, why := translateRE2(p)
	assert.Nil(t, prog)
	assert.Equal(t, "surrogate code point", why)
}

// sre's IGNORECASE rule: c matches when lower(c) is the lowercase of a
// member or one of its re._casefix equivalents.
func TestFoldSet(t *testing.T) {
	tests := []struct {
		chars string
		want  string
	}{
		{"k", "Kk\u212a"},
		{"K", "Kk\u212a"},
		{"s", "Ss\u017f"},
		{"ß", "ß\u1e9e"},
		{"σ", "Σςσ"},
		{"i", "Ii\u0130\u0131"},
		{"µ", "µΜμ"},
	}
	for _, tt := range tests {
		var set runeSet
		for _, c := range tt.chars {
			set = append(set, runeRange{c, c})
		}
		var got []rune
		for _, r := range unicodeCase.Get().foldSet(set.normalize()) {
			for c := r.lo; c <= r.hi; c++ {
				got = append(got, c)
			}
		}
		assert.Equal(t, tt.want, string(got), tt.chars)
	}
}

// Lowercasing keeps every character in or out of each category, which
// lets a case-folded set keep its categories as they are; if a Unicode
// update broke that, such sets would silently go to regexp2.
func TestCategoriesFoldStable(t *testing.T) {
	for _, cat := range []byte("dDsSwW") {
		assert.True(t, unicodeCase.Get().foldStable(cat, false), "%c", cat)
		assert.True(t, asciiCase.Get().foldStable(cat, true), "%c", cat)
	}
}

func TestRuneSet(t *testing.T) {
	s := runeSet{{'d', 'f'}, {'a', 'b'}, {'c', 'c'}, {'x', 'z'}}.normalize()
	assert.Equal(t, runeSet{{'a', 'f'}, {'x', 'z'}}, s)
	assert.True(t, s.has('c'))
	assert.False(t, s.has('g'))
	assert.Equal(t, runeSet{{'a', 'b'}, {'d', 'f'}, {'x', 'y'}}, s.without([]rune{'c', 'z'}))
	assert.Equal(t, runeSet{{0, 'a' - 1}, {'g', 'w'}, {'z' + 1, 0x10ffff}}, s.complement())
}

func TestSearchShortcuts(t *testing.T) {
	tests := []struct {
		pattern     string
		starts      string // some bytes a match can start with
		notStarts   string // some it cannot ("" with starts "": no start filter)
		seps        string // some ASCII characters no match contains
		notSeps     string // some it can, or that a separator must not be
		required    byte
		noStartScan bool
	}{
		{pattern: `\b(ERROR|WARN)\b`, starts: "EW", notStarts: "ARNOw ", notSeps: "ERW_"},
		{pattern: `[\w.]+@[\w.]+`, starts: "a._", notStarts: " @,", seps: " ,\n", notSeps: "a.@", required: '@'},
		{pattern: `(?m)^\w+$`, seps: "\n", notSeps: " ,"},
		{pattern: `(\w+)=(\S+)`, seps: " \n\t", notSeps: "=a,", required: '='},
		{pattern: `(?s)[ab].c`, starts: "ab", notStarts: "c"},
		{pattern: `(?:a|b)*c?`, noStartScan: true},
	}
	for _, tt := range tests {
		t.Run(tt.pattern, func(t *testing.T) {
			rx, err := CompileString(tt.pattern, 0)
			require.NoError(t, err)
			require.NotNil(t, rx.re2, rx.noRE2)
			e := rx.re2
			if tt.noStartScan {
				assert.Nil(t, e.starts)
			}
			for _, c := range []byte(tt.starts) {
				require.NotNil(t, e.starts)
				assert.True(t, e.starts[c], "starts with %q", c)
			}
			for _, c := range []byte(tt.notStarts) {
				assert.False(t, e.starts[c], "cannot start with %q", c)
			}
			for _, c := range []byte(tt.seps) {
				require.NotNil(t, e.seps)
				assert.True(t, e.seps[c], "separator %q", c)
			}
			for _, c := range []byte(tt.notSeps) {
				assert.True(t, e.seps == nil || !e.seps[c], "not a separator %q", c)
			}
			assert.Equal(t, tt.required, e.required)
		})
	}
}

// The patterns that blow up a backtracking engine run in linear time on
// RE2: a run with a short time limit still gets its answer.
func TestRE2HasNoCatastrophicCase(t *testing.T) {
	th := py.NewThread(context.Background(), py.Limits{MaxDuration: 20 * time.Second})
	for _, pat := range []string{`(a+)+$`, `(a|aa)+b`, `(\w+\s?)+$`, `(x+x+)+y`} {
		rx, err := CompileString(pat, 0)
		require.NoError(t, err)
		require.NotNil(t, rx.re2, rx.noRE2)
		text := []rune(strings.Repeat("a", 1e5) + "!")
		if strings.Contains(pat, "x") {
			text = []rune(strings.Repeat("x", 1e5))
		}
		ok, err := rx.Exec(th, vSearch, NewText(text), 0, len(text), make([]int, 2*(rx.Groups()+1)))
		require.NoError(t, err, pat)
		assert.False(t, ok, pat)
	}
}

// An ASCII str matched by the scanner or by Go's regexp is never copied
// into code points; regexp2 needs them.
func TestCodePointsOnlyWhenNeeded(t *testing.T) {
	th := py.NewThread(context.Background(), py.Limits{})
	tests := []struct {
		pattern string
		copied  bool
	}{
		{`\w+`, false},
		{`status=(\d+)`, false},
		{`(\w)\1`, true},
	}
	for _, tt := range tests {
		rx, err := CompileString(tt.pattern, 0)
		require.NoError(t, err)
		s := "status=200 aa bb status=404"
		text := newStrText(s, len(s))
		n := 0
		require.NoError(t, rx.Each(th, text, 0, text.Len(), 0, func([]int) error { n++; return nil }))
		assert.Positive(t, n, tt.pattern)
		assert.Equal(t, tt.copied, text.runes != nil, tt.pattern)
	}
}

// For ASCII text every set keeps only its ASCII members.
func TestTranslateRE2ForASCIIText(t *testing.T) {
	tests := []struct{ pattern, want string }{
		{`\d+`, `(?:[0-9])+`},
		{`\s`, `[\x{9}-\x{d}\x{1c}-\x{20}]`},
		{`[^\W\d]`, `[A-Z\x{5f}a-z]`},
		{`[^a]é`, `[\x{0}-\x{60}b-\x{7f}]\x{e9}`},
		{`(?i)[k-l]`, `[K-Lk-l]`},
	}
	for _, tt := range tests {
		p, err := parse(toRunes(tt.pattern), true, 0)
		require.NoError(t, err)
		prog, why := translateRE2(p)
		require.NotNil(t, prog, why)
		assert.Equal(t, tt.want, prog.asciiBody, tt.pattern)
	}
}
