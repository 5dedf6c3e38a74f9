package pii

import (
	"math/rand"
	"slices"
	"testing"
)

// TestLargeCluster checks that settling a large cluster by marking bytes
// picks the same winners as comparing every candidate with every winner.
func TestLargeCluster(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for range 200 {
		var byRank []cand
		for range 100 {
			s := r.Intn(500)
			byRank = append(byRank, cand{k: kind(r.Intn(3)), start: s, end: s + 1 + r.Intn(30), prio: r.Intn(5), score: 1})
		}
		var pairwise []cand
		for _, c := range byRank {
			if !slices.ContainsFunc(pairwise, func(w cand) bool { return c.start < w.end && w.start < c.end }) {
				pairwise = append(pairwise, c)
			}
		}
		if got := appendLargeCluster(nil, byRank); !slices.Equal(got, pairwise) {
			t.Fatalf("large-cluster winners %v, pairwise %v", got, pairwise)
		}
	}
}
