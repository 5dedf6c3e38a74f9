package skills

import (
	"bytes"
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"
)

// yamlField is one "key: value" entry of front matter, or a nested mapping
// of string values when Nested is set (the Agent Skills "metadata" field).
type yamlField struct {
	Key    string
	Value  string
	Nested []yamlField
}

// renderFrontMatter writes fields as YAML front matter, "---" lines
// included. Multi-line top-level values are literal block scalars, which a
// reader can edit; everything else is double-quoted, which holds any text
// exactly. The result is read back before it is returned: where the YAML
// library's block scalar would not give the same text (it writes some
// blank or tab-led lines that its reader refuses), every value is
// double-quoted instead.
func renderFrontMatter(fields []yamlField) (string, error) {
	doc, err := encodeFrontMatter(fields, true)
	if err != nil || readsBack(doc, fields) {
		return doc, err
	}
	return encodeFrontMatter(fields, false)
}

func encodeFrontMatter(fields []yamlField, blocks bool) (string, error) {
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(mappingNode(fields, blocks)); err != nil {
		return "", fmt.Errorf("render front matter: %w", err)
	}
	if err := enc.Close(); err != nil {
		return "", fmt.Errorf("render front matter: %w", err)
	}
	return "---\n" + buf.String() + "---\n", nil
}

func mappingNode(fields []yamlField, blocks bool) *yaml.Node {
	m := &yaml.Node{Kind: yaml.MappingNode}
	for _, f := range fields {
		key := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: f.Key}
		if f.Nested != nil {
			m.Content = append(m.Content, key, mappingNode(f.Nested, false))
			continue
		}
		style := yaml.DoubleQuotedStyle
		if blocks && strings.Contains(strings.TrimRight(f.Value, "\n"), "\n") {
			style = yaml.LiteralStyle
		}
		m.Content = append(m.Content, key, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: f.Value, Style: style})
	}
	return m
}

// readsBack reports whether doc parses to the top-level values of fields.
func readsBack(doc string, fields []yamlField) bool {
	fm, _, err := splitFrontMatter(doc)
	if err != nil {
		return false
	}
	got, err := parseFields(fm)
	if err != nil {
		return false
	}
	for _, f := range fields {
		if f.Nested == nil && got[f.Key] != f.Value {
			return false
		}
	}
	return true
}
