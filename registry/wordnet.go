package registry

import (
	_ "embed" // the WordNet table
	"encoding/binary"
	"sort"
	"sync"
)

//go:generate go run ./internal/wordnetgen -dict /usr/share/wordnet -out wordnet.bin

// wordnetData is the table internal/wordnetgen builds from WordNet 3.0
// (Princeton University; WordNet licence, permissive): by Porter stem, the
// stems of synonyms, derivations, hypernyms and hyponyms of nouns and verbs.
//
//go:embed wordnet.bin
var wordnetData string

// Relation classes of the table (see internal/wordnetgen).
const (
	wnSynonym = iota
	wnSynonymRare
	wnDerivation
	wnHypernym
	wnHyponym
	wnClasses
)

// wordnetTable reads the embedded table in place; it is immutable once
// built and safe for concurrent use.
type wordnetTable struct {
	n       int
	termEnd string // n little-endian uint32
	relEnd  string // n little-endian uint32
	terms   string
	rels    string
}

var (
	wordnetOnce sync.Once
	wordnetTab  *wordnetTable
)

// wordnet returns the embedded table, or nil when it is missing or damaged.
func wordnet() *wordnetTable {
	wordnetOnce.Do(func() { wordnetTab = parseWordnet(wordnetData) })
	return wordnetTab
}

func parseWordnet(data string) *wordnetTable {
	if len(data) < 8 || data[:4] != "WNT1" {
		return nil
	}
	n := int(binary.LittleEndian.Uint32([]byte(data[4:8])))
	head := 8 + 8*n
	if n == 0 || len(data) < head {
		return nil
	}
	t := &wordnetTable{n: n, termEnd: data[8 : 8+4*n], relEnd: data[8+4*n : head]}
	termsLen := int(t.u32(t.termEnd, n-1))
	if len(data) < head+termsLen {
		return nil
	}
	t.terms = data[head : head+termsLen]
	t.rels = data[head+termsLen:]
	if int(t.u32(t.relEnd, n-1)) != len(t.rels) {
		return nil
	}
	return t
}

func (t *wordnetTable) u32(s string, i int) uint32 {
	return uint32(s[4*i]) | uint32(s[4*i+1])<<8 | uint32(s[4*i+2])<<16 | uint32(s[4*i+3])<<24
}

// term returns stem i.
func (t *wordnetTable) term(i int) string {
	start := 0
	if i > 0 {
		start = int(t.u32(t.termEnd, i-1))
	}
	return t.terms[start:t.u32(t.termEnd, i)]
}

// lookup finds a stem's position.
func (t *wordnetTable) lookup(stem string) (int, bool) {
	i := sort.Search(t.n, func(i int) bool { return t.term(i) >= stem })
	return i, i < t.n && t.term(i) == stem
}

// related calls fn with every stem related to stem and the relation's class.
func (t *wordnetTable) related(stem string, fn func(term string, class int)) {
	if t == nil {
		return
	}
	i, ok := t.lookup(stem)
	if !ok {
		return
	}
	start := 0
	if i > 0 {
		start = int(t.u32(t.relEnd, i-1))
	}
	rels := t.rels[start:t.u32(t.relEnd, i)]
	id := 0
	for len(rels) > 0 {
		v, n := uvarint(rels)
		if n <= 0 {
			return
		}
		rels = rels[n:]
		id += int(v >> 3)
		if id >= t.n {
			return
		}
		fn(t.term(id), int(v&7))
	}
}

// uvarint decodes an unsigned varint from a string without copying it.
func uvarint(s string) (uint64, int) {
	var x uint64
	var shift uint
	for i := 0; i < len(s) && i < binary.MaxVarintLen64; i++ {
		b := s[i]
		if b < 0x80 {
			return x | uint64(b)<<shift, i + 1
		}
		x |= uint64(b&0x7f) << shift
		shift += 7
	}
	return 0, 0
}
