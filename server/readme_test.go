package server

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// readmeRow is one row of the README's tool table.
type readmeRow struct {
	args    []string // `name` or `name?` (optional), in order
	returns string   // the returns cell, as written
}

// readReadmeTools parses the table under "## Tools" in the README.
func readReadmeTools(t *testing.T) map[string]readmeRow {
	t.Helper()
	data, err := os.ReadFile("../README.md")
	require.NoError(t, err)
	_, section, ok := strings.Cut(string(data), "\n## Tools\n")
	require.True(t, ok, "README has no ## Tools section")
	section, _, _ = strings.Cut(section, "\n## ")
	parens := regexp.MustCompile(`\([^()]*\)`)
	ticked := regexp.MustCompile("`([a-z_]+\\??)`")
	rows := map[string]readmeRow{}
	for _, line := range strings.Split(section, "\n") {
		if !strings.HasPrefix(line, "| `") {
			continue
		}
		cells := strings.Split(strings.ReplaceAll(line, `\|`, "¦"), " | ")
		require.Len(t, cells, 3, "row %q", line)
		name := strings.Trim(cells[0], "| `")
		var args []string
		for _, m := range ticked.FindAllStringSubmatch(parens.ReplaceAllString(cells[1], ""), -1) {
			args = append(args, m[1])
		}
		rows[name] = readmeRow{args: args, returns: cells[2]}
	}
	return rows
}

// topLevelKeys lists the keys of the first {...} in a returns cell, without
// nested objects' keys; "?" marks a key that may be absent.
func topLevelKeys(cell string) []string {
	start := strings.Index(cell, "{")
	if start < 0 {
		return nil
	}
	var keys []string
	depth, word := 0, strings.Builder{}
	flush := func() {
		if k := strings.TrimSpace(word.String()); k != "" && k != "…" {
			keys = append(keys, k)
		}
		word.Reset()
	}
	inValue := false
	for _, r := range cell[start:] {
		switch {
		case r == '{' || r == '[':
			depth++
		case r == '}' || r == ']':
			depth--
			if depth == 0 {
				if !inValue {
					flush()
				}
				return keys
			}
		case depth == 1 && r == ',':
			if !inValue {
				flush()
			}
			inValue = false
			word.Reset()
		case depth == 1 && r == ':':
			flush()
			inValue = true
		case depth == 1 && !inValue:
			word.WriteRune(r)
		}
	}
	return keys
}

// TestReadmeReturnsReal: every key the README's tool table says a tool
// returns is in a real result of that tool (keys marked "?" may be absent).
func TestReadmeReturnsReal(t *testing.T) {
	f := newFixture(t)
	rows := readReadmeTools(t)
	calls := []struct {
		tool string
		args map[string]any
	}{
		{"execute_code", map[string]any{"code": "1 + 1"}},
		{"write_workspace_file", map[string]any{"path": "a.txt", "content": "hi"}},
		{"read_workspace_file", map[string]any{"path": "a.txt"}},
		{"list_workspace_files", map[string]any{}},
		{"delete_workspace_file", map[string]any{"path": "a.txt"}},
		{"save_skill", map[string]any{"name": "s", "code": "X = 1\n", "description": "d"}},
		{"load_skill", map[string]any{"name": "s"}},
		{"list_skills", map[string]any{}},
		{"delete_skill", map[string]any{"name": "s"}},
		{"sanitize_pii", map[string]any{"text": "mail ann@example.com"}},
		{"restore_pii", map[string]any{"text": "nothing"}},
		{"search_tools", map[string]any{"query": "csv"}},
		{"get_tool_definition", map[string]any{"name": "save_skill"}},
		{"get_execution_stats", map[string]any{}},
	}
	covered := map[string]bool{}
	for _, c := range calls {
		covered[c.tool] = true
		t.Run(c.tool, func(t *testing.T) {
			row, ok := rows[c.tool]
			require.True(t, ok)
			var got map[string]any
			f.ok(c.tool, c.args, &got)
			keys := topLevelKeys(row.returns)
			require.NotEmpty(t, keys, "no keys parsed from %q", row.returns)
			for _, k := range keys {
				if strings.HasSuffix(k, "?") {
					continue
				}
				require.Contains(t, got, k, "the README says %s returns %q; a real result: %v", c.tool, k, got)
			}
		})
	}
	for name := range rows {
		require.True(t, covered[name], "TestReadmeReturnsReal calls no %s", name)
	}
}

func TestTopLevelKeys(t *testing.T) {
	tests := []struct {
		cell string
		want []string
	}{
		{"`{stdout, error: null ¦ {type, message}, session_id?}` |", []string{"stdout", "error", "session_id?"}},
		{"`{files: [{path, size}], next_cursor?}` |", []string{"files", "next_cursor?"}},
		{"the full definition `{name, category, …}` |", []string{"name", "category"}},
		{"`{executions, errors: {type: n}, workspace: {bytes, files}, since}` |", []string{"executions", "errors", "workspace", "since"}},
		{"no object", nil},
	}
	for _, tc := range tests {
		require.Equal(t, tc.want, topLevelKeys(tc.cell), tc.cell)
	}
}
