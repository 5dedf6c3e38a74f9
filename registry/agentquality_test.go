package registry

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	toolsregistry "github.com/mcpython/mcpython/tools_registry"
)

// searchFunc runs one query the way a caller would.
type searchFunc func(q Query) (Result, error)

// agentScores are recall@1, recall@5 and MRR (over the first 10 results)
// of a set of agent queries, and how many of the top-5 slots went to
// bundled definitions although every query is about a downstream tool.
type agentScores struct {
	n                     int
	recall1, recall5, mrr float64
	bundledTop5           int
	misses                []string
}

func (s agentScores) String() string {
	return fmt.Sprintf("n=%3d recall@1=%5.1f%% recall@5=%5.1f%% MRR=%.3f bundled-in-top5=%d",
		s.n, 100*s.recall1, 100*s.recall5, s.mrr, s.bundledTop5)
}

// measureAgent runs every query through search and scores the ranks.
func measureAgent(t testing.TB, search searchFunc, qs []agentQuery) agentScores {
	t.Helper()
	var s agentScores
	for _, q := range qs {
		res, err := search(Query{Query: q.query, Category: q.category, Limit: 10, DetailLevel: DetailName})
		require.NoError(t, err, q.query)
		rank := 0
		for i, m := range res.Tools {
			if i < 5 && bundledCategories[m.Category] {
				s.bundledTop5++
			}
			for _, a := range q.accept {
				if rank == 0 && m.Category+"/"+m.Name == a {
					rank = i + 1
				}
			}
		}
		s.n++
		switch {
		case rank == 1:
			s.recall1++
			fallthrough
		case rank >= 1 && rank <= 5:
			s.recall5++
		}
		if rank > 0 {
			s.mrr += 1 / float64(rank)
		}
		if rank != 1 {
			var top []string
			for _, m := range res.Tools[:min(3, len(res.Tools))] {
				top = append(top, m.Category+"/"+m.Name)
			}
			s.misses = append(s.misses, fmt.Sprintf("%-9s rank %2d %q want %s, top %s", q.style, rank, q.query, strings.Join(q.accept, "|"), strings.Join(top, " ")))
		}
	}
	if s.n > 0 {
		s.recall1 /= float64(s.n)
		s.recall5 /= float64(s.n)
		s.mrr /= float64(s.n)
	}
	return s
}

// bundledCategories are the categories of tools_registry/.
var bundledCategories = map[string]bool{"workspace": true, "skills": true, "pii": true, "mcp": true, "stdlib": true}

// byStyle groups queries by style.
func byStyle(qs []agentQuery) map[string][]agentQuery {
	out := map[string][]agentQuery{}
	for _, q := range qs {
		out[q.style] = append(out[q.style], q)
	}
	return out
}

// agentSurface is a Registry as `mcpython serve --registry
// ../shared/tool-catalog` builds it: bundled definitions plus the catalog.
func agentSurface(t *testing.T) *Registry {
	t.Helper()
	return newTestRegistry(t, Options{Bundled: toolsregistry.FS(), Dirs: []string{catalogDir(t)}})
}

// TestAgentSearchQuality measures search_tools on the agent-phrased
// queries of issue 14 against the whole surface an agent sees, and prints
// recall@1, recall@5 and MRR on the development and held-out halves,
// overall and per style (make search-quality). MCPYTHON_SEARCH_MISSES=1
// lists the development misses; the held-out ones stay unseen.
func TestAgentSearchQuality(t *testing.T) {
	r := agentSurface(t)
	ctx := context.Background()
	search := func(q Query) (Result, error) { return r.Search(ctx, q) }
	dev, held := splitAgentQueries(readAgentQueries(t))

	devScores := measureAgent(t, search, dev)
	heldScores := measureAgent(t, search, held)
	t.Logf("dev      all        %s", devScores)
	t.Logf("held-out all        %s", heldScores)
	devStyles, heldStyles := byStyle(dev), byStyle(held)
	for _, style := range agentStyles {
		t.Logf("dev      %-10s %s", style, measureAgent(t, search, devStyles[style]))
	}
	for _, style := range agentStyles {
		t.Logf("held-out %-10s %s", style, measureAgent(t, search, heldStyles[style]))
	}
	if os.Getenv("MCPYTHON_SEARCH_MISSES") != "" {
		for _, m := range devScores.misses {
			t.Log("dev miss:", m)
		}
	}
	// Floors a little under what the ranking reaches, so that a change that
	// loses ground fails here (issue 14's targets are higher: 80%, 95%,
	// 0.85; see the closing note for where this falls short).
	require.GreaterOrEqual(t, heldScores.recall1, 0.36, "held-out recall@1")
	require.GreaterOrEqual(t, heldScores.recall5, 0.60, "held-out recall@5")
	require.GreaterOrEqual(t, heldScores.mrr, 0.46, "held-out MRR")
	require.LessOrEqual(t, heldScores.bundledTop5, 20, "bundled definitions crowding the top 5")
}
