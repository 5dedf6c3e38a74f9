package registry

// analyzer tokenizes definitions during an index build: it reads ASCII text
// byte by byte and analyses each distinct word once, so that the common
// words of thousands of definitions cost a map lookup each instead of
// allocations. It gives exactly the tokens of analyze (FuzzAnalyzer checks
// it). Not safe for concurrent use.
type analyzer struct {
	stemming bool
	seen     map[string]*wordEntry // lower-case word → what it yields
	buf      []byte
	// intern, when set, numbers index terms; entries then carry the
	// numbers of their tokens' terms and exact keys.
	intern func(term string) int32
}

// wordEntry is what one word yields: its tokens (none for a stop word,
// several for an abbreviation) and, with intern set, each token's term
// number and exact-key number (ids[2k], ids[2k+1]).
type wordEntry struct {
	toks []token
	ids  []int32
}

func newAnalyzer(stemming bool) *analyzer {
	return &analyzer{stemming: stemming, seen: map[string]*wordEntry{}}
}

func (a *analyzer) newEntry(toks []token) *wordEntry {
	e := &wordEntry{toks: toks}
	if a.intern != nil {
		for _, tk := range toks {
			e.ids = append(e.ids, a.intern(tk.term), a.intern(exactKey(tk.surface)))
		}
	}
	return e
}

// each calls fn with the tokens of text, in order.
func (a *analyzer) each(text string, fn func(token)) {
	a.eachWord(text, func(e *wordEntry) {
		for _, tk := range e.toks {
			fn(tk)
		}
	})
}

// eachWord calls fn with the entry of every word of text, in order.
func (a *analyzer) eachWord(text string, fn func(*wordEntry)) {
	for i := 0; i < len(text); i++ {
		if text[i] >= 0x80 {
			for _, tk := range analyze(text, a.stemming, nil) {
				fn(a.newEntry([]token{tk}))
			}
			return
		}
	}
	start := -1
	flush := func(end int) {
		if start < 0 || end <= start {
			start = -1
			return
		}
		a.buf = a.buf[:0]
		for _, c := range []byte(text[start:end]) {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			a.buf = append(a.buf, c)
		}
		e, ok := a.seen[string(a.buf)]
		if !ok {
			w := string(a.buf)
			e = a.newEntry(analyze(w, a.stemming, nil))
			a.seen[w] = e
		}
		fn(e)
		start = -1
	}
	for i := 0; i < len(text); i++ {
		c := text[i]
		if !isASCIIAlnum(c) {
			flush(i)
			continue
		}
		if start < 0 {
			start = i
			continue
		}
		if isASCIIUpper(c) {
			prev := text[i-1]
			if isASCIILower(prev) || isASCIIDigit(prev) {
				flush(i)
				start = i
			} else if isASCIIUpper(prev) && i+1 < len(text) && isASCIILower(text[i+1]) && !asciiPluralAcronym(text, i) {
				flush(i)
				start = i
			}
		}
	}
	flush(len(text))
}

// vocabulary maps every surface form seen to its index term.
func (a *analyzer) vocabulary() map[string]string {
	v := make(map[string]string, len(a.seen))
	for _, e := range a.seen {
		for _, tk := range e.toks {
			v[tk.surface] = tk.term
		}
	}
	return v
}

// asciiPluralAcronym is pluralAcronym for ASCII text.
func asciiPluralAcronym(s string, i int) bool {
	return s[i+1] == 's' && (i+2 == len(s) || !isASCIILetter(s[i+2]))
}

func isASCIIUpper(c byte) bool  { return 'A' <= c && c <= 'Z' }
func isASCIILower(c byte) bool  { return 'a' <= c && c <= 'z' }
func isASCIIDigit(c byte) bool  { return '0' <= c && c <= '9' }
func isASCIILetter(c byte) bool { return isASCIIUpper(c) || isASCIILower(c) }
func isASCIIAlnum(c byte) bool  { return isASCIILetter(c) || isASCIIDigit(c) }
