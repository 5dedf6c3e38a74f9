package workspace

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/mcpython/mcpython/internal/testutil"
)

// patternCases is workspace/testdata/patterns.json, whose expectations are
// written by CPython 3.11 (scripts/cpython_patterns.py --write) and
// re-checked by TestPatternsMatchCPython.
type patternCases struct {
	Fnmatch struct {
		Names []string
		Cases []struct {
			Pattern string
			Matches []string
		}
	}
	Glob struct {
		Files []string
		Root  string
		Cases []struct {
			Pattern string
			Want    []string
		}
	}
}

func loadPatternCases(t *testing.T) patternCases {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "patterns.json"))
	testutil.Must(t, err)
	var pc patternCases
	testutil.Must(t, json.Unmarshal(data, &pc))
	return pc
}

func TestPatternsMatchCPython(t *testing.T) {
	testutil.RunOracle(t, filepath.Join("..", "scripts", "cpython_patterns.py"), filepath.Join("testdata", "patterns.json"))
}

// TestNamePatternMatchesCPython: fnmatch.fnmatchcase's answers over the
// names of patterns.json.
func TestNamePatternMatchesCPython(t *testing.T) {
	pc := loadPatternCases(t)
	for _, tt := range pc.Fnmatch.Cases {
		t.Run(tt.Pattern, func(t *testing.T) {
			np := compileName(tt.Pattern)
			got := []string{}
			for _, name := range pc.Fnmatch.Names {
				if np.match(name) {
					got = append(got, name)
				}
			}
			testutil.Equal(t, got, tt.Matches)
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
