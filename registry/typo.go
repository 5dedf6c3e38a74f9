package registry

// typoIndex finds the index's words within one or two edits of a misspelt
// query word: every word is filed under itself and each of its one-letter
// deletions, so a lookup by the query word's own deletions (one or two
// letters) finds every word at edit distance one, transpositions included,
// and the two-edit neighbours of longer words; candidates are then checked
// with the optimal string alignment distance.
type typoIndex struct {
	words   []string // surface forms, lower-case
	stems   []string // their index terms, parallel to words
	deletes map[string][]int32
}

// minTypoLen is the shortest query word that typo tolerance corrects at
// first: a shorter one has too many neighbours to mean much (it is corrected
// only when nothing else matched).
const minTypoLen = 4

// newTypoIndex files the vocabulary (surface form → index term).
func newTypoIndex(vocab map[string]string) *typoIndex {
	ti := &typoIndex{deletes: make(map[string][]int32, len(vocab)*8)}
	for w, term := range vocab {
		if len(w) < minTypoLen-2 || !isLowerASCII(w) {
			continue
		}
		id := int32(len(ti.words))
		ti.words = append(ti.words, w)
		ti.stems = append(ti.stems, term)
		ti.deletes[w] = append(ti.deletes[w], id)
		for i := 0; i < len(w); i++ {
			if i > 0 && w[i] == w[i-1] {
				continue // same deletion as the previous letter
			}
			k := w[:i] + w[i+1:]
			ti.deletes[k] = append(ti.deletes[k], id)
		}
	}
	return ti
}

// maxTypoEdits is how many edits a query word of n letters may be from an
// index word.
func maxTypoEdits(n int) int {
	if n >= 7 {
		return 2
	}
	return 1
}

// corrections calls fn with the index terms of the words within reach of
// word (not word itself), each once, with its edit distance.
func (ti *typoIndex) corrections(word string, minLen int, fn func(term string, dist int)) {
	if ti == nil || len(word) < minLen || !isLowerASCII(word) || len(word) > 40 {
		return
	}
	limit := maxTypoEdits(len(word))
	var seen []int32
	try := func(key string) {
		for _, id := range ti.deletes[key] {
			w := ti.words[id]
			if w == word || containsID(seen, id) {
				continue
			}
			seen = append(seen, id)
			if d := osaDistance(word, w, limit); d <= limit {
				fn(ti.stems[id], d)
			}
		}
	}
	try(word)
	for i := 0; i < len(word); i++ {
		d1 := word[:i] + word[i+1:]
		try(d1)
		if limit < 2 {
			continue
		}
		for j := i; j < len(d1); j++ {
			try(d1[:j] + d1[j+1:])
		}
	}
}

func containsID(ids []int32, id int32) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

func isLowerASCII(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

// osaDistance is the optimal string alignment distance of two ASCII words
// (edits: insert, delete, substitute, swap two neighbours), or limit+1 as
// soon as it must exceed limit.
func osaDistance(a, b string, limit int) int {
	if d := len(a) - len(b); d > limit || -d > limit {
		return limit + 1
	}
	var rows [3][42]int
	if len(b) >= len(rows[0]) || len(a) >= len(rows[0]) {
		return limit + 1
	}
	prev2, prev, cur := &rows[0], &rows[1], &rows[2]
	for j := 0; j <= len(b); j++ {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		best := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
			best = min(best, v)
		}
		if best > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}
