package registry

import (
	"math"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
)

// field is one part of a definition that the index scores separately.
type field int

const (
	fieldName field = iota
	fieldCategory
	fieldDescription
	fieldTags
	fieldParamName
	fieldParamDesc
	fieldNameExact // surface forms of the name's words, unstemmed
	fieldEnum      // values the parameters allow (schemaEnums)
	numFields
)

// A field fits in the 3 low bits of an occurrence (see buildIndex).
var _ [8 - numFields]struct{}

// fieldParams are the BM25F weight of a field and its length normalisation.
type fieldParams struct {
	weight float64
	b      float64
}

// ranking configures scoring. The zero value is not useful: start from
// defaultRanking (or bm25Only, the plain baseline used in the quality test).
type ranking struct {
	fields   [numFields]fieldParams
	k1       float64
	stem     bool
	synonyms synonymTable
	// synonymWeight is how much a curated family member counts.
	synonymWeight float64
	// coverage rewards definitions that match more of the query's words:
	// score × (1 - coverage + coverage × matched/asked).
	coverage float64
	// wordnet weighs a query word's WordNet relations by class (0 = off).
	wordnet [wnClasses]float64
	// typo weighs an index word one edit from a query word that the index
	// does not know (two edits count typo², for words of 7+ letters).
	typo float64
	// bundled scales the sandbox's own definitions when the query is not
	// about Python or the sandbox, so that downstream tools come first.
	bundled float64
	// categoryBoost scales the tools of a category (server) the query names.
	categoryBoost float64
	// vectors, when set, adds the cosine of the query's and a definition's
	// mean word vectors to the lexical score (normalised to the best hit):
	// semantic is its weight, and a definition that no query word matches
	// is a hit when the cosine reaches minSimilarity.
	vectors       *WordVectors
	semantic      float64
	minSimilarity float64
	// literal weighs the kind words of the query's literals (literalWords:
	// "file" for "config.yaml"); 0 leaves them out.
	literal float64
}

// defaultRanking is the field-weighted BM25 with stemming and synonyms.
func defaultRanking() *ranking {
	// Fitted by TestFitRanking on the development queries (MCPYTHON_FIT=1).
	return &ranking{
		fields: [numFields]fieldParams{
			fieldName:        {weight: 4.02, b: 0.891},
			fieldCategory:    {weight: 2.7, b: 0.595},
			fieldDescription: {weight: 1.15, b: 0.9},
			fieldTags:        {weight: 0.603, b: 0.3},
			fieldParamName:   {weight: 0.0892, b: 0.287},
			fieldParamDesc:   {weight: 0.3, b: 0.263},
			fieldNameExact:   {weight: 0.457, b: 0.943},
			fieldEnum:        {weight: 0.3, b: 0.5},
		},
		k1:            4.24,
		stem:          true,
		synonyms:      newSynonymTable(synonymGroups, 1),
		synonymWeight: 0.9,
		coverage:      0.899,
		wordnet: [wnClasses]float64{
			wnSynonym:     0.309,
			wnSynonymRare: 0,
			wnDerivation:  0.4,
			wnHypernym:    0,
			wnHyponym:     0.416,
		},
		typo:          0.484,
		bundled:       0.02,
		categoryBoost: 1.48,
		literal:       0.9,
	}
}

// bm25Only is the baseline: one BM25 over all the text of a definition,
// no field weights, no stemming, no synonyms.
func bm25Only() *ranking {
	r := &ranking{k1: 1.2}
	for f := range r.fields {
		r.fields[f] = fieldParams{weight: 1, b: 0.75}
	}
	r.fields[fieldNameExact].weight = 0
	r.bundled = 1
	r.categoryBoost = 1
	return r
}

// tokens analyses text the way this ranking indexes it.
func (r *ranking) tokens(text string) []token {
	return analyze(text, r.stem, nil)
}

// exactKey is the index key of a word's surface form in a tool name: a name
// that says "branches" answers the query "branches" a little better than one
// that says "branch".
func exactKey(surface string) string { return "=" + surface }

// posting is one definition's combined, length-normalised term frequency.
type posting struct {
	doc int32
	tf  float32
}

// index is an immutable search index over a sorted set of definitions; it is
// safe for concurrent use.
type index struct {
	tools    []Tool
	params   [][]Param
	catOf    []int32
	cats     []string       // sorted category names
	catCount []int          // tools per category, parallel to cats
	catID    map[string]int // lower-case category → position in cats
	postings map[string][]posting
	byName   map[string][]int32 // lower-case name → definitions
	rank     *ranking
	docVecs  []float32          // rank.vectors' row per definition, when set
	catWords map[string][]int32 // stem of a one-word category name → categories
	typos    *typoIndex         // nil when the ranking corrects no typos
	scratch  sync.Pool          // *scoreScratch
}

// buildIndex indexes tools (which it sorts in place) under the ranking.
func buildIndex(tools []Tool, rk *ranking) *index {
	sortTools(tools)
	ix := &index{
		tools:    tools,
		params:   make([][]Param, len(tools)),
		catOf:    make([]int32, len(tools)),
		catID:    map[string]int{},
		postings: map[string][]posting{},
		byName:   map[string][]int32{},
		rank:     rk,
	}
	// Every (term, field) occurrence of a definition, as termID<<3|field in
	// one flat slice (docEnd[i] is where definition i's end), then average
	// field lengths, then the postings.
	termID := map[string]int32{}
	var terms []string
	var occ []uint32
	docEnd := make([]int, len(tools))
	lengths := make([][numFields]int32, len(tools))
	var total [numFields]float64
	enumsOf := ix.readSchemas()
	an := newAnalyzer(rk.stem)
	an.intern = func(term string) int32 {
		tid, ok := termID[term]
		if !ok {
			tid = int32(len(terms))
			termID[term] = tid
			terms = append(terms, term)
		}
		return tid
	}
	for i := range tools {
		t := &tools[i]
		key := strings.ToLower(t.Category)
		id, ok := ix.catID[key]
		if !ok {
			id = len(ix.cats)
			ix.catID[key] = id
			ix.cats = append(ix.cats, t.Category)
			ix.catCount = append(ix.catCount, 0)
		}
		ix.catOf[i] = int32(id)
		ix.catCount[id]++
		lname := strings.ToLower(t.Name)
		ix.byName[lname] = append(ix.byName[lname], int32(i))

		enums := enumsOf[i]
		var f field
		emit := func(e *wordEntry) {
			for k := range e.toks {
				occ = append(occ, uint32(e.ids[2*k])<<3|uint32(f))
				lengths[i][f]++
				if f == fieldName && rk.fields[fieldNameExact].weight > 0 {
					occ = append(occ, uint32(e.ids[2*k+1])<<3|uint32(fieldNameExact))
					lengths[i][fieldNameExact]++
				}
			}
		}
		add := func(fl field, text string) {
			f = fl
			an.eachWord(text, emit)
		}
		add(fieldName, t.Name)
		add(fieldCategory, t.Category)
		add(fieldDescription, t.Description)
		for _, tag := range t.Tags {
			add(fieldTags, tag)
		}
		for _, p := range ix.params[i] {
			add(fieldParamName, p.Name)
			add(fieldParamDesc, p.Description)
		}
		if rk.fields[fieldEnum].weight > 0 {
			for _, v := range enums {
				add(fieldEnum, v)
			}
		}
		for f := range lengths[i] {
			total[f] += float64(lengths[i][f])
		}
		docEnd[i] = len(occ)
	}
	var avg [numFields]float64
	for f := range avg {
		avg[f] = 1
		if len(tools) > 0 && total[f] > 0 {
			avg[f] = total[f] / float64(len(tools))
		}
	}
	byTerm := make([][]posting, len(terms))
	start := 0
	for i := range tools {
		var norm [numFields]float64
		for f, p := range rk.fields {
			norm[f] = 1 - p.b + p.b*float64(lengths[i][f])/avg[f]
		}
		doc := occ[start:docEnd[i]]
		start = docEnd[i]
		slices.Sort(doc)
		for j := 0; j < len(doc); {
			tid := doc[j] >> 3
			tf := 0.0
			for j < len(doc) && doc[j]>>3 == tid {
				e, n := doc[j], 0
				for j < len(doc) && doc[j] == e {
					n++
					j++
				}
				f := e & 7
				tf += rk.fields[f].weight * float64(n) / norm[f]
			}
			if tf > 0 {
				byTerm[tid] = append(byTerm[tid], posting{doc: int32(i), tf: float32(tf)})
			}
		}
	}
	for tid, plist := range byTerm {
		if len(plist) > 0 {
			ix.postings[terms[tid]] = plist
		}
	}
	// Categories are listed in sorted order; keep catOf pointing at them.
	order := make([]int, len(ix.cats))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return ix.cats[order[a]] < ix.cats[order[b]] })
	remap := make([]int32, len(order))
	cats := make([]string, len(order))
	counts := make([]int, len(order))
	for newID, oldID := range order {
		remap[oldID] = int32(newID)
		cats[newID] = ix.cats[oldID]
		counts[newID] = ix.catCount[oldID]
	}
	ix.cats, ix.catCount = cats, counts
	for k, id := range ix.catID {
		ix.catID[k] = int(remap[id])
	}
	for i := range ix.catOf {
		ix.catOf[i] = remap[ix.catOf[i]]
	}
	if rk.typo > 0 {
		ix.typos = newTypoIndex(an.vocabulary())
	}
	if rk.vectors != nil {
		ix.docVecs = rk.vectors.docVectors(tools)
	}
	ix.catWords = map[string][]int32{}
	for id, c := range ix.cats {
		if toks := analyze(c, rk.stem, nil); len(toks) == 1 {
			ix.catWords[toks[0].term] = append(ix.catWords[toks[0].term], int32(id))
		}
	}
	ix.scratch.New = func() any {
		return &scoreScratch{score: make([]float64, len(tools)), best: make([]float64, len(tools)), hits: make([]uint16, len(tools))}
	}
	return ix
}

// readSchemas fills ix.params and returns each definition's enum values,
// reading the schemas on every CPU: it is the costliest part of a build.
func (ix *index) readSchemas() [][]string {
	enums := make([][]string, len(ix.tools))
	workers := min(runtime.GOMAXPROCS(0), 1+len(ix.tools)/256)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(ix.tools); i += workers {
				ix.params[i], enums[i] = schemaFacts(ix.tools[i].InputSchema)
			}
		}()
	}
	wg.Wait()
	return enums
}

// idf is BM25's inverse document frequency of a term.
func (ix *index) idf(term string) float64 {
	n := float64(len(ix.postings[term]))
	if n == 0 {
		return 0
	}
	N := float64(len(ix.tools))
	return math.Log(1 + (N-n+0.5)/(n+0.5))
}

// scoreScratch holds per-definition accumulators reused across searches.
type scoreScratch struct {
	score   []float64
	best    []float64
	hits    []uint16
	touched []int32
	group   []int32
	alts    []expansion
	named   []int32
	lexical []scored
}

// scored is one definition with its score.
type scored struct {
	doc   int32
	score float64
}

// rankQuery scores every definition against the query words and returns the
// best limit of those that match, best first (ties by category, then name),
// and how many matched. keep, when not nil, filters definitions out before
// they are counted.
func (ix *index) rankQuery(query string, catID int, keep func(doc int32) bool, limit int) ([]scored, int) {
	groups := queryGroups(ix.rank.tokens(query))
	if w := ix.rank.literal; w > 0 {
		groups = addLiteralGroups(groups, literalWords(query), ix.rank.stem, w)
	}
	if len(groups) == 0 {
		return nil, 0
	}
	sc := ix.scratch.Get().(*scoreScratch)
	defer ix.scratch.Put(sc)
	demote := ix.rank.bundled < 1 && catID < 0 && !aboutSandbox(groups)
	named := ix.namedCategories(groups, sc.named[:0])
	sc.named = named
	ix.scoreGroups(sc, groups, catID, false)
	if len(sc.touched) == 0 && ix.typos != nil {
		// Nothing matched: let short words find their neighbours too, so a
		// query close to the index never comes back empty.
		ix.scoreGroups(sc, groups, catID, true)
	}
	nameKey := strings.TrimSpace(query)
	top := topK{limit: limit}
	total := 0
	var qvec []float32
	if ix.docVecs != nil {
		qvec = make([]float32, ix.rank.vectors.dim)
		if !ix.rank.vectors.embed(query, qvec) {
			qvec = nil
		}
	}
	if qvec != nil {
		// Hybrid: the lexical scores go back into sc.score for fuse.
		sc.lexical = sc.lexical[:0]
	}
	for _, d := range sc.touched {
		s := sc.score[d]
		if c := ix.rank.coverage; c > 0 {
			s *= 1 - c + c*float64(sc.hits[d])/float64(len(groups))
		}
		sc.score[d], sc.hits[d] = 0, 0
		if keep != nil && !keep(d) {
			continue
		}
		if isOwnName(&ix.tools[d], nameKey) {
			s *= 2 // the query is the tool's own name
		} else if demote && ix.tools[d].Source == SourceBundled {
			s *= ix.rank.bundled
		}
		if len(named) > 0 && containsID(named, ix.catOf[d]) {
			s *= ix.rank.categoryBoost
		}
		if qvec != nil {
			sc.lexical = append(sc.lexical, scored{doc: d, score: s})
			continue
		}
		total++
		top.push(scored{doc: d, score: s})
	}
	sc.touched = sc.touched[:0]
	if qvec != nil {
		return ix.fuse(sc, qvec, catID, keep, demote, limit)
	}
	return top.sorted(), total
}

// fuse ranks every definition by its lexical score (sc.lexical, scaled so
// that the best is 1) plus the semantic weight times the cosine of its
// vector with the query's; a definition without a lexical match counts
// when the cosine reaches the ranking's minSimilarity.
func (ix *index) fuse(sc *scoreScratch, qvec []float32, catID int, keep func(doc int32) bool, demote bool, limit int) ([]scored, int) {
	best := 0.0
	for _, h := range sc.lexical {
		best = max(best, h.score)
	}
	if best > 0 {
		for _, h := range sc.lexical {
			sc.score[h.doc] = h.score / best
		}
	}
	dim := len(qvec)
	top := topK{limit: limit}
	total := 0
	for d := range ix.tools {
		lex := sc.score[d]
		sc.score[d] = 0
		if catID >= 0 && ix.catOf[d] != int32(catID) {
			continue
		}
		cos := dot(qvec, ix.docVecs[d*dim:(d+1)*dim])
		if lex == 0 && (cos < ix.rank.minSimilarity || (keep != nil && !keep(int32(d)))) {
			continue
		}
		if demote && ix.tools[d].Source == SourceBundled {
			cos *= ix.rank.bundled // as its lexical score was
		}
		total++
		top.push(scored{doc: int32(d), score: lex + ix.rank.semantic*max(0, cos)})
	}
	return top.sorted(), total
}

// scoreGroups adds every query word's best match to each definition's score
// (BM25 over the word's expansions) and records the definitions touched;
// relaxed lets words of three letters be corrected too.
func (ix *index) scoreGroups(sc *scoreScratch, groups []queryGroup, catID int, relaxed bool) {
	k1 := ix.rank.k1
	for _, g := range groups {
		sc.alts = ix.expand(g, sc.alts[:0], relaxed)
		sc.group = sc.group[:0]
		// A related word's IDF is capped at the query word's own (when the
		// index knows it), so that it always weighs less than an exact
		// match: "create" must not find "add" better than "create".
		ownIDF := ix.idf(g.term)
		for _, alt := range sc.alts {
			plist := ix.postings[alt.term]
			if len(plist) == 0 {
				continue
			}
			idf := ix.idf(alt.term)
			if ownIDF > 0 {
				idf = min(idf, ownIDF)
			}
			w := g.weight * alt.weight * idf
			for _, p := range plist {
				if catID >= 0 && ix.catOf[p.doc] != int32(catID) {
					continue
				}
				tf := float64(p.tf)
				s := w * tf * (k1 + 1) / (k1 + tf)
				if sc.best[p.doc] == 0 {
					sc.group = append(sc.group, p.doc)
				}
				if s > sc.best[p.doc] {
					sc.best[p.doc] = s
				}
			}
		}
		for _, d := range sc.group {
			if sc.score[d] == 0 && sc.hits[d] == 0 {
				sc.touched = append(sc.touched, d)
			}
			sc.score[d] += sc.best[d]
			sc.hits[d]++
			sc.best[d] = 0
		}
		// The exact surface forms add to what the stem found.
		for _, surface := range g.surfaces {
			key := exactKey(surface)
			w := g.weight * ix.idf(key)
			for _, p := range ix.postings[key] {
				if catID >= 0 && ix.catOf[p.doc] != int32(catID) {
					continue
				}
				if sc.score[p.doc] == 0 && sc.hits[p.doc] == 0 {
					continue // only a bonus for tools the stem already found
				}
				tf := float64(p.tf)
				sc.score[p.doc] += w * tf * (k1 + 1) / (k1 + tf)
			}
		}
	}
}

// isOwnName reports whether q is the tool's name or qualified name, ignoring
// case, without allocating.
func isOwnName(t *Tool, q string) bool {
	if strings.EqualFold(t.Name, q) {
		return true
	}
	n := len(t.Category)
	return len(q) == n+1+len(t.Name) && q[n] == '.' && strings.EqualFold(q[:n], t.Category) && strings.EqualFold(q[n+1:], t.Name)
}

// topK keeps the best limit hits seen (a min-heap on the ranking order).
type topK struct {
	limit int
	h     []scored
}

// better is the ranking order: higher score, then index order.
func better(a, b scored) bool {
	if a.score != b.score {
		return a.score > b.score
	}
	return a.doc < b.doc
}

func (t *topK) push(x scored) {
	if t.limit <= 0 {
		return
	}
	if len(t.h) < t.limit {
		t.h = append(t.h, x)
		for i := len(t.h) - 1; i > 0; {
			p := (i - 1) / 2
			if !better(t.h[p], t.h[i]) {
				break
			}
			t.h[p], t.h[i] = t.h[i], t.h[p]
			i = p
		}
		return
	}
	if !better(x, t.h[0]) {
		return
	}
	t.h[0] = x
	for i := 0; ; {
		l, r, worst := 2*i+1, 2*i+2, i
		if l < len(t.h) && better(t.h[worst], t.h[l]) {
			worst = l
		}
		if r < len(t.h) && better(t.h[worst], t.h[r]) {
			worst = r
		}
		if worst == i {
			break
		}
		t.h[i], t.h[worst] = t.h[worst], t.h[i]
		i = worst
	}
}

// sorted returns the kept hits best first.
func (t *topK) sorted() []scored {
	sortScored(t.h)
	return t.h
}

// queryGroup is one distinct query term with the surface forms it came from
// and how much it counts (1 for the query's own words).
type queryGroup struct {
	term     string
	surfaces []string
	weight   float64
}

// queryGroups merges a query's tokens by term, in order of first appearance.
func queryGroups(toks []token) []queryGroup {
	var gs []queryGroup
outer:
	for _, tk := range toks {
		for i := range gs {
			if gs[i].term == tk.term {
				for _, s := range gs[i].surfaces {
					if s == tk.surface {
						continue outer
					}
				}
				gs[i].surfaces = append(gs[i].surfaces, tk.surface)
				continue outer
			}
		}
		gs = append(gs, queryGroup{term: tk.term, surfaces: []string{tk.surface}, weight: 1})
	}
	return gs
}

// addLiteralGroups appends the literals' kind words that the query does not
// already say, at weight w.
func addLiteralGroups(gs []queryGroup, kinds []string, stemming bool, w float64) []queryGroup {
outer:
	for _, tk := range analyze(strings.Join(kinds, " "), stemming, nil) {
		for _, g := range gs {
			if g.term == tk.term {
				continue outer
			}
		}
		gs = append(gs, queryGroup{term: tk.term, surfaces: []string{tk.surface}, weight: w})
	}
	return gs
}

// sortScored orders best first; equal scores fall back to the index order,
// which is category then name, so results are deterministic.
func sortScored(out []scored) {
	sort.Slice(out, func(i, j int) bool {
		if out[i].score != out[j].score {
			return out[i].score > out[j].score
		}
		return out[i].doc < out[j].doc
	})
}
