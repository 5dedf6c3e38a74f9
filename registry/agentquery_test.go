package registry

import (
	"bufio"
	"fmt"
	"hash/fnv"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	toolsregistry "github.com/mcpython/mcpython/tools_registry"
)

// agentQueryFile holds the agent-phrased queries of issue 14; see its header.
const agentQueryFile = "testdata/queries_agent.tsv"

// agentStyles are the query styles of the file, in report order.
var agentStyles = []string{"paraphrase", "keyword", "typo", "task", "need", "synonym", "filtered"}

// agentQuery is one line of queries_agent.tsv.
type agentQuery struct {
	style, category, query string
	accept                 []string // category/name
}

// heldOut reports whether the query belongs to the held-out half: FNV-1a
// (32 bit) of the query text, odd. The split is fixed by the text alone, so
// adding queries never moves an old one between halves.
func (q agentQuery) heldOut() bool {
	h := fnv.New32a()
	h.Write([]byte(q.query))
	return h.Sum32()%2 == 1
}

func readAgentQueries(t testing.TB) []agentQuery {
	t.Helper()
	f, err := os.Open(agentQueryFile)
	require.NoError(t, err)
	defer f.Close()
	var qs []agentQuery
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.Split(line, "\t")
		require.Len(t, parts, 4, "line %q", line)
		qs = append(qs, agentQuery{style: parts[0], category: parts[1], accept: strings.Split(parts[2], ","), query: parts[3]})
	}
	require.NoError(t, sc.Err())
	return qs
}

// splitAgentQueries returns the development and held-out halves.
func splitAgentQueries(qs []agentQuery) (dev, held []agentQuery) {
	for _, q := range qs {
		if q.heldOut() {
			held = append(held, q)
		} else {
			dev = append(dev, q)
		}
	}
	return dev, held
}

// surfaceTools is what an agent's search sees in the tests: the bundled
// definitions plus the catalog as a --registry folder (categories do not
// overlap, so no merge is needed).
func surfaceTools(t testing.TB) []Tool {
	t.Helper()
	bundled, problems, err := LoadFS(toolsregistry.FS(), SourceBundled, "tools_registry")
	require.NoError(t, err)
	require.Empty(t, problems)
	return append(bundled, loadCatalog(t)...)
}

// contentTerms are the stemmed index terms of text, stop words dropped.
func contentTerms(text string) map[string]bool {
	out := map[string]bool{}
	for _, tk := range analyze(text, true, nil) {
		out[tk.term] = true
	}
	return out
}

// TestAgentQueriesWellFormed checks the query file against the issue's
// rules: every accepted tool exists, styles and categories are known, the
// mix of styles holds, and a paraphrase shares no word (after stemming,
// stop words and the server's own name aside) with the name or description
// of any tool it accepts.
func TestAgentQueriesWellFormed(t *testing.T) {
	qs := readAgentQueries(t)
	tools := loadCatalog(t)
	byKey := map[string]*Tool{}
	cats := map[string]bool{}
	for i := range tools {
		byKey[tools[i].Category+"/"+tools[i].Name] = &tools[i]
		cats[tools[i].Category] = true
	}
	styles := map[string]int{}
	seen := map[string]bool{}
	var overlaps []string
	for _, q := range qs {
		require.Contains(t, agentStyles, q.style, q.query)
		require.False(t, seen[q.query], "duplicate query %q", q.query)
		seen[q.query] = true
		styles[q.style]++
		if q.style == "filtered" {
			require.True(t, cats[q.category], "query %q: unknown category %q", q.query, q.category)
		} else {
			require.Empty(t, q.category, "query %q: only filtered queries name a category", q.query)
		}
		for _, a := range q.accept {
			tool := byKey[a]
			require.NotNil(t, tool, "query %q accepts unknown tool %s", q.query, a)
			if q.category != "" {
				require.Equal(t, q.category, tool.Category, q.query)
			}
			if q.style != "paraphrase" {
				continue
			}
			own := contentTerms(tool.Name + " " + tool.Description)
			for term := range contentTerms(tool.Category) {
				delete(own, term)
			}
			var shared []string
			for term := range contentTerms(q.query) {
				if own[term] {
					shared = append(shared, term)
				}
			}
			if len(shared) > 0 {
				sort.Strings(shared)
				overlaps = append(overlaps, fmt.Sprintf("%q shares %v with %s", q.query, shared, a))
			}
		}
	}
	require.Empty(t, overlaps, "paraphrases sharing words with a tool they accept")
	n := len(qs)
	require.GreaterOrEqual(t, n, 300)
	require.GreaterOrEqual(t, 2*styles["paraphrase"], n, "at least half paraphrases")
	require.GreaterOrEqual(t, 10*styles["typo"], n, "at least a tenth typos")
	require.GreaterOrEqual(t, 10*styles["task"], n, "at least a tenth task descriptions")
	dev, held := splitAgentQueries(qs)
	t.Logf("%d queries (%d dev, %d held-out), by style %v", n, len(dev), len(held), styles)
}
