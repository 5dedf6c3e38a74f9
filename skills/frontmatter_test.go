package skills

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpython/mcpython/internal/testutil"
)

// frontMatterCase is one case of testdata/frontmatter_cases.json, whose
// "want" values are written by PyYAML (testdata/pyyaml_oracle.py --write)
// and re-checked by TestFrontMatterCasesMatchPyYAML.
type frontMatterCase struct {
	Name string            `json:"name"`
	YAML string            `json:"yaml"`
	Want map[string]string `json:"want"`
}

func loadFrontMatterCases(t testing.TB) []frontMatterCase {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "frontmatter_cases.json"))
	testutil.Must(t, err)
	var file struct{ Cases []frontMatterCase }
	testutil.Must(t, json.Unmarshal(data, &file))
	return file.Cases
}

func TestParseFieldsMatchesPyYAML(t *testing.T) {
	for _, tt := range loadFrontMatterCases(t) {
		t.Run(tt.Name, func(t *testing.T) {
			yaml, body, err := splitFrontMatter("---\n" + tt.YAML + "---\n# Body\n")
			testutil.Must(t, err)
			testutil.Equal(t, body, "# Body\n")
			got, err := parseFields(yaml)
			testutil.Must(t, err)
			testutil.Equal(t, got, tt.Want)
		})
	}
}

func TestFrontMatterCasesMatchPyYAML(t *testing.T) {
	testutil.RunOracle(t, filepath.Join("testdata", "pyyaml_oracle.py"), filepath.Join("testdata", "frontmatter_cases.json"))
}

// Hand-edited files: what we accept beyond the YAML between the "---" lines.
func TestParseFieldsLenient(t *testing.T) {
	tests := []struct {
		name, text string
		want       map[string]string
	}{
		{"colon in plain value", "---\ndescription: Use when: the user asks\nname: a\n---\n",
			map[string]string{"description": "Use when: the user asks", "name": "a"}},
		{"colon in plain value with comment", "---\ndescription: Use when: it's late # note\n---\n",
			map[string]string{"description": "Use when: it's late"}},
		{"tab after colon", "---\ndescription:\tTabbed\n---\n", map[string]string{"description": "Tabbed"}},
		{"crlf", "---\r\nname: a\r\ndescription: |\r\n  x\r\n  y\r\n---\r\nbody", map[string]string{"name": "a", "description": "x\ny\n"}},
		{"bom and blank lines", "\ufeff\n\n---\nname: a\n---\n", map[string]string{"name": "a"}},
		{"dots end", "---\nname: a\n...\n", map[string]string{"name": "a"}},
		{"empty", "---\n---\n", map[string]string{}},
		{"only comments", "---\n# nothing\n---\n", map[string]string{}},
		{"non-string scalars kept as written", "---\nname: 123\ndescription: true\nversion: 1.0\n---\n",
			map[string]string{"name": "123", "description": "true", "version": "1.0"}},
		{"duplicate key: the last wins", "---\nname: a\nname: b\n---\n", map[string]string{"name": "b"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			yaml, _, err := splitFrontMatter(tt.text)
			testutil.Must(t, err)
			got, err := parseFields(yaml)
			testutil.Must(t, err)
			testutil.Equal(t, got, tt.want)
		})
	}
}

// The messages a user sees for a broken SKILL.md: ours for the frame, the
// YAML library's reason inside, always with the field and its line.
func TestFrontMatterErrors(t *testing.T) {
	tests := []struct{ name, text, says string }{
		{"no front matter", "# Title\n", "SKILL.md must start with YAML front matter"},
		{"empty", "", "SKILL.md must start with YAML front matter"},
		{"unclosed", "---\nname: a\n", `the front matter of SKILL.md has no closing "---" line`},
		{"unterminated double", "---\ndescription: \"abc\n---\n", `front matter field "description" (line 2): found unexpected end of stream`},
		{"unterminated single", "---\ndescription: 'abc\n---\n", `front matter field "description" (line 2): found unexpected end of stream`},
		{"bad escape", "---\ndescription: \"\\q\"\n---\n", `front matter field "description" (line 2): found unknown escape character`},
		{"short escape", "---\ndescription: \"\\u12\"\n---\n", `field "description" (line 2): did not find expected hexdecimal number`},
		{"bad block header", "---\ndescription: |x\n  a\n---\n", `field "description" (line 2)`},
		{"line number", "\n\n---\nname: a\n\ndescription: \"x\n---\n", `field "description" (line 6)`},
		{"not a mapping", "---\n- a\n- b\n---\n", "(line 2) must be a mapping of fields such as \"name: ...\", not a list"},
		{"plain text", "---\njust words\n---\n", "must be a mapping of fields such as \"name: ...\", not a single value"},
		{"bad indentation", "---\nname: a\n  description: b\n---\n", `field "name" (line 2): mapping values are not allowed in this context`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			yaml, _, err := splitFrontMatter(tt.text)
			if err == nil {
				_, err = parseFields(yaml)
			}
			if err == nil {
				t.Fatal("no error")
			}
			testutil.Contains(t, err.Error(), tt.says)
		})
	}
}

// roundTripTexts are descriptions the writer must render so that both our
// reader and PyYAML read them back unchanged.
var roundTripTexts = []string{
	"", "simple", "with: colon", "#hash first", "trailing # hash", "quote \" and \\ backslash",
	"'single'", "multi\nline", "multi\nline\n", "ends\n\n\n", "\n\nleading blank lines", "  indented first",
	"first\n  then indented", "tab\tinside", "cr\r\nlf", "nul\x00byte", "bell\a", "del\x7f", "c1\u0085nel",
	"sep\u2028line", "bom\ufeff", "unicode é 日本 🙂", "trailing space \nnext", "blank-only\n   \nline",
	"---\nfake end", "...\nfake end", "- list-like", "key: value\nother: x", "|", ">", "[flow]", "{map}",
	"null", "~", "true", "123", " ", "\n", "\t", "a\n\tb", "\t\n0", " \nx", "x\n \t\ny", "Use when: colon", "line\n---\nfake end inside",
}

func renderDescription(t testing.TB, text string) string {
	t.Helper()
	doc, err := renderFrontMatter([]yamlField{{Key: "description", Value: text}, {Key: "name", Value: "after"}})
	testutil.Must(t, err)
	return doc
}

func TestYAMLScalarRoundTrip(t *testing.T) {
	var docs []frontMatterCase
	for _, text := range roundTripTexts {
		want := map[string]string{"description": text, "name": "after"}
		yaml, _, err := splitFrontMatter(renderDescription(t, text))
		testutil.Must(t, err)
		t.Run(strings.ReplaceAll(text, "\n", "⏎"), func(t *testing.T) {
			got, err := parseFields(yaml)
			testutil.Must(t, err)
			testutil.Equal(t, got, want)
		})
		docs = append(docs, frontMatterCase{Name: text, YAML: yaml.text, Want: want})
	}
	t.Run("PyYAML reads them back", func(t *testing.T) {
		data, err := json.Marshal(docs)
		testutil.Must(t, err)
		path := filepath.Join(t.TempDir(), "roundtrip.json")
		testutil.Must(t, os.WriteFile(path, data, 0o600))
		testutil.RunOracle(t, filepath.Join("testdata", "pyyaml_oracle.py"), path)
	})
}

// The writer's style: literal blocks for multi-line text, double quotes
// otherwise, and double quotes where a block cannot hold the text.
func TestYAMLScalarStyle(t *testing.T) {
	tests := []struct{ in, want string }{
		{"simple", `description: "simple"`},
		{"two\nlines", "description: |-\n  two\n  lines"},
		{"two\nlines\n", "description: |\n  two\n  lines"},
		{"two\nlines\n\n", "description: |+\n  two\n  lines\n"},
		{"a\n\nb", "description: |-\n  a\n\n  b"},
		{" indented\nfirst", "description: |2-\n   indented\n  first"},
		{"cr\r\nlf", `description: "cr\r\nlf"`},
		{"x\x01", `description: "x\x01"`},
		{"nel\u0085", `description: "nel\N"`},
		{"\t\nblank-only first line", `description: "\t\nblank-only first line"`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			testutil.Equal(t, renderDescription(t, tt.in), "---\n"+tt.want+"\nname: \"after\"\n---\n")
		})
	}
}
