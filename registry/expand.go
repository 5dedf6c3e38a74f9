package registry

import "github.com/mcpython/mcpython/internal/lazy"

// expand lists the index terms a query word looks for, with their weights:
// the word itself (1), its curated family, its WordNet relations and, when
// the index does not know the word, the index words one or two edits away
// (with their curated families; relaxed also corrects three-letter words).
// Terms the index lacks are left out.
func (ix *index) expand(g queryGroup, alts []expansion, relaxed bool) []expansion {
	alts = append(alts, expansion{term: g.term, weight: 1})
	add := func(term string, w float64) {
		if w <= 0 || len(ix.postings[term]) == 0 {
			return
		}
		for i := range alts {
			if alts[i].term == term {
				alts[i].weight = max(alts[i].weight, w)
				return
			}
		}
		alts = append(alts, expansion{term: term, weight: w})
	}
	for _, e := range ix.rank.synonyms[g.term] {
		add(e.term, ix.rank.synonymWeight*e.weight)
	}
	if ix.rank.wordnet != [wnClasses]float64{} {
		wordnet().related(g.term, func(term string, class int) { add(term, ix.rank.wordnet[class]) })
	}
	if ix.typos != nil && len(ix.postings[g.term]) == 0 {
		minLen := minTypoLen
		if relaxed {
			minLen--
		}
		for _, surface := range g.surfaces {
			ix.typos.corrections(surface, minLen, func(term string, dist int) {
				w := ix.rank.typo
				if dist > 1 {
					w *= ix.rank.typo
				}
				add(term, w)
				for _, e := range ix.rank.synonyms[term] {
					add(e.term, w*ix.rank.synonymWeight*e.weight)
				}
			})
		}
	}
	return alts
}

// sandboxWords mark a query as being about Python or the sandbox itself,
// whose bundled definitions then rank as high as any other.
var sandboxWords = lazy.Value[map[string]bool]{New: func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"python", "sandbox", "stdlib", "module", "builtin", "interpreter",
		"workspace", "skill", "skills", "pii", "mcp"} {
		m[stem(w)] = true
	}
	return m
}}

// aboutSandbox reports whether a query names Python or the sandbox.
func aboutSandbox(groups []queryGroup) bool {
	for _, g := range groups {
		if sandboxWords.Get()[g.term] {
			return true
		}
	}
	return false
}

// namedCategories appends the categories whose one-word name is a word of
// the query ("... on github").
func (ix *index) namedCategories(groups []queryGroup, out []int32) []int32 {
	for _, g := range groups {
		out = append(out, ix.catWords[g.term]...)
	}
	return out
}
