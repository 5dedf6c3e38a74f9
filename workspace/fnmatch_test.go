package workspace

import (
	"testing"

	"github.com/mcpython/mcpython/internal/testutil"
)

var fnmatchNames = []string{"", "a", "b", "d", "-", "]", "^", "[", "abc", "a.txt", ".txt", "x.txt", "bx", "dx", "ex", "cx", "[x]", "a[", "ab", "aXbYb", "ba", ".hidden", "é", "éx", "ë", "x9", "x", "[abc", "[]", "[!]", "e", "c"}

// fnmatchCases were produced by CPython 3.11's fnmatch.fnmatchcase over fnmatchNames.
var fnmatchCases = []struct {
	pattern string
	matches []string
}{
	{"*", []string{"", "a", "b", "d", "-", "]", "^", "[", "abc", "a.txt", ".txt", "x.txt", "bx", "dx", "ex", "cx", "[x]", "a[", "ab", "aXbYb", "ba", ".hidden", "é", "éx", "ë", "x9", "x", "[abc", "[]", "[!]", "e", "c"}},
	{"*.txt", []string{"a.txt", ".txt", "x.txt"}},
	{"a?c", []string{"abc"}},
	{"[abc]", []string{"a", "b", "c"}},
	{"[!abc]", []string{"d", "-", "]", "^", "[", "é", "ë", "x", "e"}},
	{"[a-c]x", []string{"bx", "cx"}},
	{"[z-a]", []string{}},
	{"[!z-a]", []string{"a", "b", "d", "-", "]", "^", "[", "é", "ë", "x", "e", "c"}},
	{"[]]", []string{"]"}},
	{"[!]]", []string{"a", "b", "d", "-", "^", "[", "é", "ë", "x", "e", "c"}},
	{"[]a]", []string{"a", "]"}},
	{"[-a]", []string{"a", "-"}},
	{"[a-]", []string{"a", "-"}},
	{"[a-c-e]", []string{"a", "b", "-", "e", "c"}},
	{"[a--c]", []string{"c"}},
	{"[", []string{"["}},
	{"[abc", []string{"[abc"}},
	{"a[", []string{"a["}},
	{"[!]", []string{"[!]"}},
	{"[]", []string{"[]"}},
	{"**", []string{"", "a", "b", "d", "-", "]", "^", "[", "abc", "a.txt", ".txt", "x.txt", "bx", "dx", "ex", "cx", "[x]", "a[", "ab", "aXbYb", "ba", ".hidden", "é", "éx", "ë", "x9", "x", "[abc", "[]", "[!]", "e", "c"}},
	{"*a*b*", []string{"abc", "ab", "aXbYb", "[abc"}},
	{"?*?", []string{"abc", "a.txt", ".txt", "x.txt", "bx", "dx", "ex", "cx", "[x]", "a[", "ab", "aXbYb", "ba", ".hidden", "éx", "x9", "[abc", "[]", "[!]"}},
	{".*", []string{".txt", ".hidden"}},
	{"*.", []string{}},
	{"[^a]", []string{"a", "^"}},
	{"[[]x]", []string{"[x]"}},
	{"é?", []string{"éx"}},
	{"[à-ï]", []string{"é", "ë"}},
	{"*[0-9]", []string{"x9"}},
}

func TestNamePatternMatchesCPython(t *testing.T) {
	for _, tt := range fnmatchCases {
		t.Run(tt.pattern, func(t *testing.T) {
			np := compileName(tt.pattern)
			got := []string{}
			for _, name := range fnmatchNames {
				if np.match(name) {
					got = append(got, name)
				}
			}
			testutil.Equal(t, got, tt.matches)
		})
	}
}

func TestNamePatternLiteral(t *testing.T) {
	for _, tt := range []struct {
		pattern string
		literal bool
	}{
		{"abc", true}, {"a.txt", true}, {"[abc", true}, {"a*", false}, {"?", false}, {"[ab]", false},
	} {
		testutil.Equal(t, compileName(tt.pattern).literal, tt.literal)
	}
}

func TestNamePatternStarIsNotExponential(t *testing.T) {
	// Backtracking to the last star only: this finishes at once.
	np := compileName("*a*a*a*a*a*a*a*a*a*a*a*b")
	name := ""
	for range 200 {
		name += "a"
	}
	testutil.Equal(t, np.match(name), false)
}
