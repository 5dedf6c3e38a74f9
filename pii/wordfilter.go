package pii

// maxFilterWord is the longest word a wordFilter knows.
const maxFilterWord = 32

// wordFilter answers "may this word be in the set?" from its first two
// bytes and its length. Most words of a text are in none of our word sets,
// and a bit test is cheaper than hashing them for a map lookup.
type wordFilter struct {
	pairs  [1 << 16]uint32 // first two bytes → bit len-1 set when a word of that length starts so
	single [256]bool       // one-byte words
}

func newWordFilter[V any](words map[string]V) *wordFilter {
	f := &wordFilter{}
	for w := range words {
		switch {
		case len(w) == 1:
			f.single[w[0]] = true
		case len(w) > maxFilterWord:
			panic("pii: word " + w + " longer than maxFilterWord") // a programming error in a word list
		case len(w) > 1:
			f.pairs[uint16(w[0])<<8|uint16(w[1])] |= 1 << (len(w) - 1)
		}
	}
	return f
}

// has reports whether w may be in the set; false is certain.
func (f *wordFilter) has(w []byte) bool {
	switch {
	case len(w) == 1:
		return f.single[w[0]]
	case len(w) < 2 || len(w) > maxFilterWord:
		return false
	}
	return f.pairs[uint16(w[0])<<8|uint16(w[1])]&(1<<(len(w)-1)) != 0
}
