package server

import (
	"encoding/json"
	"os"
	"regexp"
	"sort"
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

// TestReadmeToolTable: the README's tool table names every tool, exactly
// its arguments (optional ones marked "?"), and every key of its
// outputSchema.
func TestReadmeToolTable(t *testing.T) {
	f := newFixture(t)
	rows := readReadmeTools(t)
	var defined []string
	for _, tl := range f.srv.tools() {
		name := tl.def.Name
		defined = append(defined, name)
		t.Run(name, func(t *testing.T) {
			row, ok := rows[name]
			require.True(t, ok, "the README's tool table has no row for %s", name)
			raw, err := json.Marshal(tl.def)
			require.NoError(t, err)
			var def struct {
				InputSchema struct {
					Properties map[string]json.RawMessage `json:"properties"`
					Required   []string                   `json:"required"`
				} `json:"inputSchema"`
				OutputSchema struct {
					Properties map[string]json.RawMessage `json:"properties"`
				} `json:"outputSchema"`
			}
			require.NoError(t, json.Unmarshal(raw, &def))
			required := map[string]bool{}
			for _, r := range def.InputSchema.Required {
				required[r] = true
			}
			want := []string{}
			for p := range def.InputSchema.Properties {
				if required[p] {
					want = append(want, p)
				} else {
					want = append(want, p+"?")
				}
			}
			got := append([]string{}, row.args...)
			sort.Strings(want)
			sort.Strings(got)
			require.Equal(t, want, got, "arguments of %s in the README", name)
			for p := range def.OutputSchema.Properties {
				require.Regexp(t, `\b`+regexp.QuoteMeta(p)+`\b`, row.returns, "the README's returns of %s lack %q", name, p)
			}
		})
	}
	for name := range rows {
		require.Contains(t, defined, name, "the README lists a tool that does not exist")
	}
}
