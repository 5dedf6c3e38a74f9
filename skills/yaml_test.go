package skills

import (
	"strings"
	"testing"
)

// frontMatterCases: the expected values were produced by PyYAML 6.0.3
// (yaml.safe_load) from the same text, keeping the string-valued keys.
var frontMatterCases = []struct {
	name, yaml string
	want       map[string]string
}{
	{"plain", "name: parse-csv\ndescription: Parse CSV files into rows.\n", map[string]string{"description": "Parse CSV files into rows.", "name": "parse-csv"}},
	{"plain with hash", "description: Use it for #1 jobs # a comment\n", map[string]string{"description": "Use it for"}},
	{"single quoted", "description: 'It''s a \"test\" # not a comment'\n", map[string]string{"description": "It's a \"test\" # not a comment"}},
	{"double quoted escapes", "description: \"tab\\there\\nnew \\\"q\\\" \\\\ \\u00e9 \\x41 \\U0001F642\"\n", map[string]string{"description": "tab\there\nnew \"q\" \\ é A 🙂"}},
	{"double quoted folded", "description: \"first\n  second\n\n  third \\\n  joined\"\n", map[string]string{"description": "first second\nthird joined"}},
	{"single quoted folded", "description: 'one\n   two\n\n\n   three'\n", map[string]string{"description": "one two\n\nthree"}},
	{"multi-line plain", "description: A long description\n  that continues here\n\n  and a new paragraph.\nname: x\n", map[string]string{"description": "A long description that continues here\nand a new paragraph.", "name": "x"}},
	{"plain on next line", "description:\n  Text on the\n  next lines.\n", map[string]string{"description": "Text on the next lines."}},
	{"quoted on next line", "description:\n  \"quoted # text\"\n", map[string]string{"description": "quoted # text"}},
	{"literal", "description: |\n  Line one\n    indented\n  Line three\n\nname: x\n", map[string]string{"description": "Line one\n  indented\nLine three\n", "name": "x"}},
	{"literal strip", "description: |-\n  a\n  b\n\n\nname: x\n", map[string]string{"description": "a\nb", "name": "x"}},
	{"literal keep", "description: |+\n  a\n  b\n\n\nname: x\n", map[string]string{"description": "a\nb\n\n\n", "name": "x"}},
	{"literal keep at end", "description: |+\n  a\n\n", map[string]string{"description": "a\n\n"}},
	{"literal indent indicator", "description: |2\n    starts indented\n  base\n", map[string]string{"description": "  starts indented\nbase\n"}},
	{"literal leading blank", "description: |\n\n  after blank\n", map[string]string{"description": "\nafter blank\n"}},
	{"literal with comment", "description: | # a comment\n  text\n", map[string]string{"description": "text\n"}},
	{"folded", "description: >\n  Folded text\n  on lines.\n\n  New para.\n    more indented\n  back\n", map[string]string{"description": "Folded text on lines.\nNew para.\n  more indented\nback\n"}},
	{"folded strip", "description: >-\n  a\n  b\n", map[string]string{"description": "a b"}},
	{"extra keys nested", "name: n\nmetadata:\n  author: me\n  version: \"1.0\"\nallowed-tools:\n  - Bash\n  - Read\ndescription: kept\nlicense: MIT\n", map[string]string{"description": "kept", "license": "MIT", "name": "n"}},
	{"flow collections", "tags: [a, b,\n  c]\nobj: {k: v}\ndescription: after flow\n", map[string]string{"description": "after flow"}},
	{"comments and blanks", "# leading comment\n\nname: n   # trailing\n\n# between\ndescription: d\n", map[string]string{"description": "d", "name": "n"}},
	{"quoted key", "\"description\": quoted key\n", map[string]string{"description": "quoted key"}},
	{"null values", "description: null\nname: ~\n", map[string]string{"description": "", "name": ""}},
	{"empty value", "description:\nname: n\n", map[string]string{"description": "", "name": "n"}},
	{"url", "description: see https://example.com/a:b for more\n", map[string]string{"description": "see https://example.com/a:b for more"}},
	{"unicode", "description: Ünïcödé 日本 🙂\n", map[string]string{"description": "Ünïcödé 日本 🙂"}},
}

func TestParseFieldsMatchesPyYAML(t *testing.T) {
	for _, tt := range frontMatterCases {
		t.Run(tt.name, func(t *testing.T) {
			yaml, body, err := splitFrontMatter("---\n" + tt.yaml + "---\n# Body\n")
			must(t, err)
			eq(t, body, "# Body\n")
			got, err := parseFields(yaml)
			must(t, err)
			eq(t, got, tt.want)
		})
	}
}

// Hand-edited files that strict YAML refuses but people write anyway.
func TestParseFieldsLenient(t *testing.T) {
	tests := []struct {
		name, text string
		want       map[string]string
	}{
		{"colon in plain value", "---\ndescription: Use when: the user asks\n---\n",
			map[string]string{"description": "Use when: the user asks"}},
		{"tab after colon", "---\ndescription:\tTabbed\n---\n", map[string]string{"description": "Tabbed"}},
		{"crlf", "---\r\nname: a\r\ndescription: |\r\n  x\r\n  y\r\n---\r\nbody", map[string]string{"name": "a", "description": "x\ny\n"}},
		{"bom and blank lines", "\ufeff\n\n---\nname: a\n---\n", map[string]string{"name": "a"}},
		{"dots end", "---\nname: a\n...\n", map[string]string{"name": "a"}},
		{"top-level list item", "---\n- stray\nname: a\n---\n", map[string]string{"name": "a"}},
		{"stray indented", "---\n  stray: 1\nname: a\n---\n", map[string]string{"name": "a"}},
		{"no space key", "---\nname:a\ndescription: d\n---\n", map[string]string{"description": "d"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			yaml, _, err := splitFrontMatter(tt.text)
			must(t, err)
			got, err := parseFields(yaml)
			must(t, err)
			eq(t, got, tt.want)
		})
	}
}

func TestFrontMatterErrors(t *testing.T) {
	tests := []struct{ name, text, says string }{
		{"no front matter", "# Title\n", "must start with YAML front matter"},
		{"empty", "", "must start with YAML front matter"},
		{"unclosed", "---\nname: a\n", "no closing"},
		{"unterminated double", "---\ndescription: \"abc\n---\n", "unterminated"},
		{"unterminated single", "---\ndescription: 'abc\n---\n", "unterminated"},
		{"bad escape", "---\ndescription: \"\\q\"\n---\n", "unknown escape"},
		{"short escape", "---\ndescription: \"\\u12\"\n---\n", "escape"},
		{"bad block header", "---\ndescription: |x\n  a\n---\n", "block scalar header"},
		{"line number", "\n\n---\nname: a\n\ndescription: \"x\n---\n", `field "description" (line 6)`},
		{"block on next line", "---\ndescription:\n  |\n  a\n---\n", "block scalar indicator"},
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
			contains(t, err.Error(), tt.says)
		})
	}
}

// roundTripTexts are descriptions the writer must render so that both our
// parser and a YAML parser read them back unchanged.
var roundTripTexts = []string{
	"", "simple", "with: colon", "#hash first", "trailing # hash", "quote \" and \\ backslash",
	"'single'", "multi\nline", "multi\nline\n", "ends\n\n\n", "\n\nleading blank lines", "  indented first",
	"first\n  then indented", "tab\tinside", "cr\r\nlf", "nul\x00byte", "bell\a", "del\x7f", "c1\u0085nel",
	"sep\u2028line", "bom\ufeff", "unicode é 日本 🙂", "trailing space \nnext", "blank-only\n   \nline",
	"---\nfake end", "...\nfake end", "- list-like", "key: value\nother: x", "|", ">", "[flow]", "{map}",
	"null", "~", "true", "123", " ", "\n", "\t", "a\n\tb",
}

func TestYAMLScalarRoundTrip(t *testing.T) {
	for _, text := range roundTripTexts {
		t.Run(strings.ReplaceAll(text, "\n", "⏎"), func(t *testing.T) {
			doc := renderFrontMatter([]yamlField{{Key: "description", Value: text}, {Key: "name", Value: "after"}})
			yaml, _, err := splitFrontMatter(doc)
			must(t, err)
			got, err := parseFields(yaml)
			must(t, err)
			eq(t, got, map[string]string{"description": text, "name": "after"})
		})
	}
}

func TestYAMLScalarStyle(t *testing.T) {
	tests := []struct{ in, want string }{
		{"simple", `"simple"`},
		{"two\nlines", "|-\n  two\n  lines"},
		{"two\nlines\n", "|\n  two\n  lines"},
		{"two\nlines\n\n", "|+\n  two\n  lines\n"},
		{"a\n\nb", "|-\n  a\n\n  b"},
		{" indented\nfirst", `" indented\nfirst"`},
		{"cr\r\nlf", `"cr\r\nlf"`},
		{"x\x01", `"x\x01"`},
		{"nel\u0085", `"nel\u0085"`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) { eq(t, yamlScalar(tt.in, "  "), tt.want) })
	}
}
