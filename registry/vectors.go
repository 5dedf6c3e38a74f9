package registry

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
)

// maxVectorDim bounds the width of a word-vector file's rows, so that a
// damaged file cannot ask for absurd amounts of memory per word.
const maxVectorDim = 4096

// WordVectors is a table of static word embeddings read from a local file
// (LoadWordVectors). It is the optional semantic half of search: with
// Options.Vectors set, a query and a definition also match by the cosine of
// their mean word vectors, so that "inbox" can find "notifications" when
// the vectors put them close. Nothing downloads a model: the operator
// points at a file. Immutable once loaded and safe for concurrent use.
type WordVectors struct {
	dim  int
	rows map[string]int32 // lower-case word → row
	data []float32        // len(rows) × dim, each row unit length
}

// Dim is the width of the vectors.
func (v *WordVectors) Dim() int { return v.dim }

// Len is the number of words.
func (v *WordVectors) Len() int { return len(v.rows) }

// LoadWordVectors reads a word-vector file in the GloVe / word2vec text
// format: one word a line followed by its numbers, separated by spaces; a
// first line of two integers (word2vec's "count dim" header) is skipped.
// Words are lower-cased; the first occurrence of a word wins.
func LoadWordVectors(path string) (*WordVectors, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("word vectors: %w", err)
	}
	defer f.Close()
	v, err := ReadWordVectors(f)
	if err != nil {
		return nil, fmt.Errorf("word vectors %s: %w", path, err)
	}
	return v, nil
}

// ReadWordVectors is LoadWordVectors from a reader.
func ReadWordVectors(r io.Reader) (*WordVectors, error) {
	v := &WordVectors{rows: map[string]int32{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	lineNo := 0
	var nums []float64
	for sc.Scan() {
		lineNo++
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		if lineNo == 1 && len(fields) == 2 && isUint(fields[0]) && isUint(fields[1]) {
			continue // word2vec header
		}
		if len(fields) < 2 {
			return nil, fmt.Errorf("line %d: a word without numbers", lineNo)
		}
		dim := len(fields) - 1
		switch {
		case v.dim == 0 && dim > maxVectorDim:
			return nil, fmt.Errorf("line %d: %d numbers; at most %d are read", lineNo, dim, maxVectorDim)
		case v.dim == 0:
			v.dim = dim
		case dim != v.dim:
			return nil, fmt.Errorf("line %d: %d numbers, the file's first vector has %d", lineNo, dim, v.dim)
		}
		word := strings.ToLower(fields[0])
		if _, dup := v.rows[word]; dup {
			continue
		}
		// Scaled in float64: a row of tiny numbers would overflow float32.
		nums = nums[:0]
		var norm float64
		for i, s := range fields[1:] {
			x, err := strconv.ParseFloat(s, 32)
			if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
				return nil, fmt.Errorf("line %d: number %d (%q) is not a finite number", lineNo, i+1, s)
			}
			nums = append(nums, x)
			norm += x * x
		}
		if norm == 0 {
			continue // a zero vector says nothing about the word
		}
		norm = math.Sqrt(norm)
		v.rows[word] = int32(len(v.rows))
		for _, x := range nums {
			v.data = append(v.data, float32(x/norm))
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("line %d: %w", lineNo+1, err)
	}
	if len(v.rows) == 0 {
		return nil, fmt.Errorf("no vectors")
	}
	return v, nil
}

func isUint(s string) bool {
	_, err := strconv.ParseUint(s, 10, 32)
	return err == nil
}

// embed writes into out (len dim) the unit-length mean of the vectors of
// text's words (stop words left out, abbreviations spelled out) and
// reports whether any word had a vector.
func (v *WordVectors) embed(text string, out []float32) bool {
	clear(out)
	found := false
	for _, w := range expandAbbreviations(words(text)) {
		if stopWords.Get()[w] {
			continue
		}
		row, ok := v.rows[w]
		if !ok {
			continue
		}
		found = true
		for i, x := range v.data[int(row)*v.dim : int(row+1)*v.dim] {
			out[i] += x
		}
	}
	if !found {
		return false
	}
	var norm float64
	for _, x := range out {
		norm += float64(x) * float64(x)
	}
	if norm == 0 {
		return false
	}
	scale := float32(1 / math.Sqrt(norm))
	for i := range out {
		out[i] *= scale
	}
	return true
}

// docVectors embeds every definition's name, category and description, one
// row of dim per definition (zero when no word has a vector).
func (v *WordVectors) docVectors(tools []Tool) []float32 {
	out := make([]float32, len(tools)*v.dim)
	for i := range tools {
		t := &tools[i]
		v.embed(t.Name+" "+t.Category+" "+t.Description, out[i*v.dim:(i+1)*v.dim])
	}
	return out
}

// dot is the inner product of two rows of the same width.
func dot(a, b []float32) float64 {
	var s float32
	for i, x := range a {
		s += x * b[i]
	}
	return float64(s)
}

// withVectors returns the ranking with word vectors at their default
// weights, or the ranking itself when v is nil.
func (r *ranking) withVectors(v *WordVectors) *ranking {
	if v == nil {
		return r
	}
	r.vectors = v
	r.semantic = defaultSemanticWeight
	r.minSimilarity = defaultMinSimilarity
	return r
}

// The semantic weight and the cosine a definition needs without a lexical
// match. Not fitted: no vectors ship with the project; they are set so that
// a lexical match still counts most (the best one scores 1) and only a
// close neighbour joins on meaning alone.
const (
	defaultSemanticWeight = 0.5
	defaultMinSimilarity  = 0.5
)
