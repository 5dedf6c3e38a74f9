package pii

import (
	"cmp"
	"slices"
)

// resolve drops candidates below MinScore or inside token-shaped spans, then
// settles overlaps: within each cluster of overlapping candidates the highest
// priority wins, then the longer span, then the earlier one. The result is
// sorted by start and free of overlaps.
func resolve(cands []cand, protected [][2]int) []cand {
	kept := cands[:0]
	for _, c := range cands {
		if c.score >= MinScore && c.end > c.start && !overlapsAny(c.start, c.end, protected) {
			kept = append(kept, c)
		}
	}
	slices.SortFunc(kept, func(a, b cand) int {
		return cmp.Or(cmp.Compare(a.start, b.start), cmp.Compare(b.end, a.end))
	})
	out := make([]cand, 0, len(kept))
	for i := 0; i < len(kept); {
		j, end := i+1, kept[i].end
		for j < len(kept) && kept[j].start < end {
			end = max(end, kept[j].end)
			j++
		}
		out = appendCluster(out, kept[i:j])
		i = j
	}
	slices.SortFunc(out, func(a, b cand) int { return cmp.Compare(a.start, b.start) })
	return out
}

func appendCluster(out []cand, cluster []cand) []cand {
	if len(cluster) == 1 {
		return append(out, cluster[0])
	}
	byRank := slices.Clone(cluster)
	slices.SortStableFunc(byRank, func(a, b cand) int {
		return cmp.Or(cmp.Compare(b.prio, a.prio), cmp.Compare(b.end-b.start, a.end-a.start),
			cmp.Compare(b.score, a.score), cmp.Compare(a.start, b.start))
	})
	won := len(out)
	if len(cluster) > maxPairwiseCluster {
		return appendLargeCluster(out, byRank)
	}
	for _, c := range byRank {
		free := true
		for _, w := range out[won:] {
			if c.start < w.end && w.start < c.end {
				free = false
				break
			}
		}
		if free {
			out = append(out, c)
		}
	}
	return out
}

// maxPairwiseCluster bounds the clusters settled by comparing every
// candidate with every winner; a text of chained overlapping candidates
// (thousands of addresses each touching the next) would make that
// quadratic.
const maxPairwiseCluster = 64

// appendLargeCluster settles a large cluster like appendCluster, marking
// the bytes the winners hold instead of comparing with each of them: linear
// in the total length of the candidates.
func appendLargeCluster(out []cand, byRank []cand) []cand {
	lo, hi := byRank[0].start, byRank[0].end
	for _, c := range byRank {
		lo, hi = min(lo, c.start), max(hi, c.end)
	}
	taken := make([]bool, hi-lo)
	for _, c := range byRank {
		if slices.Contains(taken[c.start-lo:c.end-lo], true) {
			continue
		}
		for i := c.start; i < c.end; i++ {
			taken[i-lo] = true
		}
		out = append(out, c)
	}
	return out
}

// overlapsAny reports whether [start, end) overlaps a span of the sorted,
// disjoint list spans.
func overlapsAny(start, end int, spans [][2]int) bool {
	i, _ := slices.BinarySearchFunc(spans, start, func(s [2]int, x int) int {
		return cmp.Compare(s[1], x+1)
	})
	return i < len(spans) && spans[i][0] < end
}
