package skills

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/mcpython/mcpython/internal/lazy"
)

// frontMatter is the YAML text between the "---" lines of SKILL.md.
type frontMatter struct {
	text  string
	first int // line number in the file of the text's first line, for messages
}

// splitFrontMatter separates SKILL.md into the YAML between its "---" lines
// and the Markdown body after them. A byte order mark, CRLF line ends and
// blank lines before the first "---" are tolerated.
func splitFrontMatter(text string) (yaml frontMatter, body string, err error) {
	text = strings.TrimPrefix(text, "\ufeff")
	text = strings.ReplaceAll(text, "\r\n", "\n")
	lines := strings.Split(text, "\n")
	i := 0
	for i < len(lines) && strings.TrimSpace(lines[i]) == "" {
		i++
	}
	if i == len(lines) || strings.TrimRight(lines[i], " \t") != "---" {
		return frontMatter{}, "", errors.New(`SKILL.md must start with YAML front matter: a line "---", the fields, and another "---"`)
	}
	for j := i + 1; j < len(lines); j++ {
		if end := strings.TrimRight(lines[j], " \t"); end == "---" || end == "..." {
			fm := frontMatter{text: strings.Join(lines[i+1:j], "\n") + "\n", first: i + 2}
			return fm, strings.Join(lines[j+1:], "\n"), nil
		}
	}
	return frontMatter{}, "", errors.New(`the front matter of SKILL.md has no closing "---" line`)
}

// parseFields reads the top-level scalar fields of the front matter with a
// YAML library. Values that are mappings or lists are skipped (only the
// fields we use must be scalars), an alias stands for its anchored value, a
// null is the empty string, and any other scalar is kept as written ("1.0"
// and 1.0 both give "1.0").
func parseFields(fm frontMatter) (map[string]string, error) {
	var doc yaml.Node
	if err := parseYAML(fm.text, &doc); err != nil {
		// People write "description: Use when: ..." by hand, which strict
		// YAML refuses; quoting such values is the one repair we make.
		repaired, changed := quoteColonValues(fm.text)
		if !changed || parseYAML(repaired, &doc) != nil {
			return nil, fm.locate(err)
		}
	}
	fields := map[string]string{}
	if doc.Kind == 0 { // empty front matter
		return fields, nil
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return nil, fmt.Errorf("the front matter of SKILL.md (line %d) must be a mapping of fields such as \"name: ...\", not a %s",
			fm.first+root.Line-1, kindName(root.Kind))
	}
	for i := 0; i+1 < len(root.Content); i += 2 {
		key, value := root.Content[i], root.Content[i+1]
		if value.Kind == yaml.AliasNode && value.Alias != nil {
			value = value.Alias // "description: *name" repeats an anchored value
		}
		if key.Kind != yaml.ScalarNode || value.Kind != yaml.ScalarNode {
			continue
		}
		if value.Tag == "!!null" {
			fields[key.Value] = ""
			continue
		}
		fields[key.Value] = value.Value
	}
	return fields, nil
}

// parseYAML parses text into n. SKILL.md files come from anywhere, and no
// input may end the process: a panic inside the YAML library becomes an
// error.
func parseYAML(text string, n *yaml.Node) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("yaml: the YAML parser failed: %v", r)
		}
	}()
	return yaml.Unmarshal([]byte(text), n)
}

func kindName(k yaml.Kind) string {
	switch k {
	case yaml.SequenceNode:
		return "list"
	case yaml.ScalarNode:
		return "single value"
	case yaml.AliasNode:
		return "alias"
	}
	return "document"
}

// yamlError splits the library's "yaml: line N: reason" messages; compiled
// at the first use (not at init: the package does no work at process
// start).
var yamlError = lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`^yaml: (?:line (\d+): )?`) }}

// locate turns the library's error into one that names the field and its
// line in SKILL.md: each top-level entry is parsed alone, and the first
// that fails is the one to blame. When none fails alone, the library's own
// line is reported.
func (fm frontMatter) locate(err error) error {
	for _, e := range topLevelEntries(fm.text) {
		var n yaml.Node
		if entryErr := parseYAML(e.text, &n); entryErr != nil {
			return fmt.Errorf("front matter field %q (line %d): %s", e.key, fm.first+e.line, yamlReason(entryErr))
		}
	}
	where := ""
	if m := yamlError.Get().FindStringSubmatch(err.Error()); m != nil && m[1] != "" {
		n, _ := strconv.Atoi(m[1])
		where = fmt.Sprintf(" (line %d)", fm.first+n-1)
	}
	return fmt.Errorf("the front matter of SKILL.md%s is not valid YAML: %s", where, yamlReason(err))
}

func yamlReason(err error) string { return yamlError.Get().ReplaceAllString(err.Error(), "") }

// entry is one top-level entry of the front matter: the line that starts at
// column 0 and the indented or blank lines after it.
type entry struct {
	key, text string
	line      int // 0-based line of the entry's first line
}

func topLevelEntries(text string) []entry {
	var out []entry
	for i, line := range strings.Split(text, "\n") {
		switch {
		case line != "" && line[0] != ' ' && line[0] != '\t' && line[0] != '#':
			key, _, _ := strings.Cut(line, ":")
			out = append(out, entry{key: strings.Trim(strings.TrimSpace(key), `"'`), text: line + "\n", line: i})
		case len(out) > 0:
			out[len(out)-1].text += line + "\n"
		}
	}
	return out
}

// colonValue matches a one-line plain value that contains ": ", which YAML
// would read as a nested mapping: "key: Use when: the user asks".
var colonValue = lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`^([A-Za-z0-9_-]+):[ \t]+([^\s"'|>\[{&*!%@#` + "`" + `][^#]*?: .*?)(?:[ \t]+#.*)?$`)
}}

// quoteColonValues single-quotes the values colonValue matches when the
// next line does not continue them, and reports whether it changed any.
func quoteColonValues(text string) (string, bool) {
	lines := strings.Split(text, "\n")
	changed := false
	for i, line := range lines {
		m := colonValue.Get().FindStringSubmatch(line)
		if m == nil || (i+1 < len(lines) && lines[i+1] != "" && (lines[i+1][0] == ' ' || lines[i+1][0] == '\t')) {
			continue
		}
		lines[i] = m[1] + ": '" + strings.ReplaceAll(strings.TrimSpace(m[2]), "'", "''") + "'"
		changed = true
	}
	return strings.Join(lines, "\n"), changed
}
