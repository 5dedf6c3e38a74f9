package skills

import (
	"testing"
	"unicode/utf8"

	"github.com/mcpython/mcpython/internal/testutil"
)

// FuzzFrontMatter checks that any text parses without a panic and that any
// description the writer renders reads back unchanged.
func FuzzFrontMatter(f *testing.F) {
	for _, tt := range loadFrontMatterCases(f) {
		f.Add(tt.YAML)
	}
	for _, s := range roundTripTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if yaml, _, err := splitFrontMatter("---\n" + s + "\n---\n"); err == nil {
			_, _ = parseFields(yaml)
		}
		if !utf8.ValidString(s) {
			return
		}
		doc, err := renderFrontMatter([]yamlField{{Key: "description", Value: s}, {Key: "name", Value: "n"}})
		testutil.Must(t, err)
		yaml, _, err := splitFrontMatter(doc)
		testutil.Must(t, err)
		got, err := parseFields(yaml)
		testutil.Must(t, err)
		testutil.Equal(t, got["description"], s)
		testutil.Equal(t, got["name"], "n")
	})
}
