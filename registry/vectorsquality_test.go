package registry

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAgentSearchQualityVectors measures the hybrid ranking (word vectors
// from MCPYTHON_VECTORS, a GloVe/word2vec text file) on the agent queries:
// the development half for each semantic weight and minimum similarity in
// MCPYTHON_VECTOR_GRID ("weight/min,weight/min,…"; default the defaults),
// and the held-out half at the defaults only.
func TestAgentSearchQualityVectors(t *testing.T) {
	path := os.Getenv("MCPYTHON_VECTORS")
	if path == "" {
		t.Skip("set MCPYTHON_VECTORS to a word-vector file to measure the hybrid ranking")
	}
	vec, err := LoadWordVectors(path)
	require.NoError(t, err)
	t.Logf("%d vectors of width %d", vec.Len(), vec.Dim())
	surface := surfaceTools(t)
	dev, held := splitAgentQueries(readAgentQueries(t))
	grid := os.Getenv("MCPYTHON_VECTOR_GRID")
	if grid == "" {
		grid = strconv.FormatFloat(defaultSemanticWeight, 'g', -1, 64) + "/" + strconv.FormatFloat(defaultMinSimilarity, 'g', -1, 64)
	}
	for _, cell := range strings.Split(grid, ",") {
		w, m, ok := strings.Cut(cell, "/")
		require.True(t, ok, "grid cell %q: want weight/min", cell)
		r := defaultRanking().withVectors(vec)
		r.semantic, err = strconv.ParseFloat(w, 64)
		require.NoError(t, err)
		r.minSimilarity, err = strconv.ParseFloat(m, 64)
		require.NoError(t, err)
		ix := buildIndex(append([]Tool(nil), surface...), r)
		search := func(q Query) (Result, error) { return ix.search(q, nil) }
		t.Logf("vectors semantic=%s min=%s dev      all %s", w, m, measureAgent(t, search, dev))
	}
	ix := buildIndex(append([]Tool(nil), surface...), defaultRanking().withVectors(vec))
	search := func(q Query) (Result, error) { return ix.search(q, nil) }
	t.Logf("vectors at the defaults held-out all %s", measureAgent(t, search, held))
	heldStyles := byStyle(held)
	for _, style := range agentStyles {
		t.Logf("vectors at the defaults held-out %-10s %s", style, measureAgent(t, search, heldStyles[style]))
	}
}
