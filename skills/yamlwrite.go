package skills

import (
	"fmt"
	"strings"
)

// yamlField is one "key: value" line of front matter, or a nested mapping of
// string values when Nested is set (the Agent Skills "metadata" field).
type yamlField struct {
	Key    string
	Value  string
	Nested []yamlField
}

// renderFrontMatter writes fields as YAML front matter, "---" lines included.
func renderFrontMatter(fields []yamlField) string {
	var b strings.Builder
	b.WriteString("---\n")
	for _, f := range fields {
		if f.Nested != nil {
			b.WriteString(f.Key + ":\n")
			for _, n := range f.Nested {
				fmt.Fprintf(&b, "  %s: %s\n", n.Key, quoteYAML(n.Value))
			}
			continue
		}
		b.WriteString(f.Key + ": " + yamlScalar(f.Value, "  ") + "\n")
	}
	b.WriteString("---\n")
	return b.String()
}

// yamlScalar renders s for a mapping value: a literal block scalar for
// multi-line text a reader can edit, else a double-quoted string, which
// represents any text exactly.
func yamlScalar(s, indent string) string {
	if !blockSafe(s) {
		return quoteYAML(s)
	}
	body := strings.TrimRight(s, "\n")
	header := "|"
	switch trailing := len(s) - len(body); {
	case trailing == 0:
		header = "|-"
	case trailing > 1:
		header = "|+"
	}
	var b strings.Builder
	b.WriteString(header)
	for _, line := range strings.Split(body, "\n") {
		b.WriteString("\n")
		if line != "" {
			b.WriteString(indent + line)
		}
	}
	// "|+" keeps the extra trailing line breaks as empty lines.
	for range len(s) - len(body) - 1 {
		b.WriteString("\n")
	}
	return b.String()
}

// blockSafe reports whether s reads back identically from a literal block
// scalar: several lines, the first non-empty one not indented, no line that
// is only blanks, no character YAML treats as a line break or cannot hold.
func blockSafe(s string) bool {
	body := strings.TrimRight(s, "\n")
	if !strings.Contains(body, "\n") {
		return false
	}
	for _, r := range s {
		if r != '\n' && r != '\t' && needsEscape(r) {
			return false
		}
	}
	first := true
	for _, line := range strings.Split(body, "\n") {
		if line == "" {
			continue
		}
		if strings.TrimLeft(line, " \t") == "" {
			return false
		}
		if first && (line[0] == ' ' || line[0] == '\t') {
			return false
		}
		first = false
	}
	return true
}

// quoteYAML returns s as a YAML double-quoted scalar.
func quoteYAML(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case needsEscape(r) && r < 0x80:
			fmt.Fprintf(&b, `\x%02x`, r)
		case needsEscape(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// needsEscape reports runes YAML does not allow raw in a scalar or would
// read as a line break: C0 and C1 controls, DEL, NEL, the Unicode line and
// paragraph separators and the byte order mark.
func needsEscape(r rune) bool {
	return r < 0x20 || r == 0x7f || (r >= 0x80 && r <= 0x9f) ||
		r == 0x2028 || r == 0x2029 || r == 0xfeff
}
