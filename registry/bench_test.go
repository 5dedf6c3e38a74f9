package registry

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"
	"time"
)

// replicatedCatalog is the catalog copied into distinct categories until it
// holds n definitions.
func replicatedCatalog(b *testing.B, n int) []Tool {
	b.Helper()
	base := loadCatalog(b)
	out := make([]Tool, 0, n)
	for copyNo := 0; len(out) < n; copyNo++ {
		for _, t := range base {
			if len(out) == n {
				break
			}
			t.Category = fmt.Sprintf("%s-%d", t.Category, copyNo)
			out = append(out, t)
		}
	}
	return out
}

// BenchmarkSearch10k searches 10,000 definitions with the quality queries in
// turn and reports the median and 99th percentile latency.
func BenchmarkSearch10k(b *testing.B) {
	var qs []string
	for _, q := range readQualityQueries(b) {
		qs = append(qs, q.query)
	}
	benchmarkSearch(b, qs)
}

// BenchmarkSearchAgent10k is BenchmarkSearch10k with the agent-phrased
// queries: longer, with typos, and expanded through WordNet.
func BenchmarkSearchAgent10k(b *testing.B) {
	var qs []string
	for _, q := range readAgentQueries(b) {
		qs = append(qs, q.query)
	}
	benchmarkSearch(b, qs)
}

func benchmarkSearch(b *testing.B, qs []string) {
	benchmarkSearchRanked(b, qs, defaultRanking())
}

// BenchmarkSearchVectors10k is BenchmarkSearchAgent10k with word vectors
// (Options.Vectors): 100 pseudo-random numbers for every word of the
// catalog, the cost of a 100-wide model whatever its numbers.
func BenchmarkSearchVectors10k(b *testing.B) {
	var qs []string
	for _, q := range readAgentQueries(b) {
		qs = append(qs, q.query)
	}
	var text strings.Builder
	rnd := rand.New(rand.NewPCG(1, 2))
	seen := map[string]bool{}
	for _, t := range loadCatalog(b) {
		for _, w := range words(t.Name + " " + t.Description) {
			if seen[w] {
				continue
			}
			seen[w] = true
			text.WriteString(w)
			for range 100 {
				fmt.Fprintf(&text, " %.3f", rnd.NormFloat64())
			}
			text.WriteByte('\n')
		}
	}
	vec, err := ReadWordVectors(strings.NewReader(text.String()))
	if err != nil {
		b.Fatal(err)
	}
	benchmarkSearchRanked(b, qs, defaultRanking().withVectors(vec))
}

func benchmarkSearchRanked(b *testing.B, qs []string, rk *ranking) {
	ix := buildIndex(replicatedCatalog(b, 10000), rk)
	durations := make([]time.Duration, 0, b.N)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		q := qs[i%len(qs)]
		start := time.Now()
		if _, err := ix.search(Query{Query: q, Limit: DefaultLimit, DetailLevel: DetailSummary}, nil); err != nil {
			b.Fatal(err)
		}
		durations = append(durations, time.Since(start))
	}
	b.StopTimer()
	sort.Slice(durations, func(i, j int) bool { return durations[i] < durations[j] })
	b.ReportMetric(float64(durations[len(durations)/2].Microseconds()), "p50-µs")
	b.ReportMetric(float64(durations[len(durations)*99/100].Microseconds()), "p99-µs")
}

// BenchmarkIndexBuild10k measures building the index over 10,000 definitions.
func BenchmarkIndexBuild10k(b *testing.B) {
	tools := replicatedCatalog(b, 10000)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buildIndex(append([]Tool(nil), tools...), defaultRanking())
	}
}
