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
// included. Multi-line values are literal block scalars, which a reader can
// edit; everything else is double-quoted, which holds any text exactly. The
// YAML library falls back to double quotes when a block scalar cannot hold
// a value (lines of only blanks, control characters).
func renderFrontMatter(fields []yamlField) (string, error) {
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(mappingNode(fields)); err != nil {
		return "", fmt.Errorf("render front matter: %w", err)
	}
	if err := enc.Close(); err != nil {
		return "", fmt.Errorf("render front matter: %w", err)
	}
	return "---\n" + buf.String() + "---\n", nil
}

func mappingNode(fields []yamlField) *yaml.Node {
	m := &yaml.Node{Kind: yaml.MappingNode}
	for _, f := range fields {
		key := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: f.Key}
		if f.Nested != nil {
			m.Content = append(m.Content, key, mappingNode(f.Nested))
			continue
		}
		style := yaml.DoubleQuotedStyle
		if strings.Contains(strings.TrimRight(f.Value, "\n"), "\n") {
			style = yaml.LiteralStyle
		}
		m.Content = append(m.Content, key, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: f.Value, Style: style})
	}
	return m
}
