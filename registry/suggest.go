package registry

import (
	"sort"
	"strings"
)

// closest returns up to n candidates most like name: by edit distance
// relative to length, with a bonus when one contains the other or when they
// share words. Candidates that are not at all alike are left out.
func closest(name string, candidates []string, n int) []string {
	type cand struct {
		s    string
		sim  float64
		rank int
	}
	lname := strings.ToLower(name)
	nameWords := map[string]bool{}
	for _, w := range words(name) {
		nameWords[stem(w)] = true
	}
	var cs []cand
	for i, c := range candidates {
		lc := strings.ToLower(c)
		longest := max(len([]rune(lname)), len([]rune(lc)))
		if longest == 0 {
			continue
		}
		sim := 1 - float64(levenshtein(lname, lc))/float64(longest)
		if strings.Contains(lc, lname) || strings.Contains(lname, lc) {
			sim += 0.3
		}
		shared := 0
		cw := words(c)
		for _, w := range cw {
			if nameWords[stem(w)] {
				shared++
			}
		}
		if len(cw) > 0 {
			sim += 0.4 * float64(shared) / float64(max(len(cw), len(nameWords)))
		}
		if sim >= 0.45 {
			cs = append(cs, cand{s: c, sim: sim, rank: i})
		}
	}
	sort.Slice(cs, func(i, j int) bool {
		if cs[i].sim != cs[j].sim {
			return cs[i].sim > cs[j].sim
		}
		return cs[i].rank < cs[j].rank
	})
	out := []string{}
	seen := map[string]bool{}
	for _, c := range cs {
		if len(out) == n {
			break
		}
		if !seen[c.s] {
			seen[c.s] = true
			out = append(out, c.s)
		}
	}
	return out
}

// levenshtein is the edit distance between two strings, in runes.
func levenshtein(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
