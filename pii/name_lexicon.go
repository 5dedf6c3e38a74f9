package pii

import (
	"bytes"
	"strings"
	"sync"
)

// The name model's lexicon: for each folded word, the lists that hold it,
// in one map so that a word costs one look-up. It is built on the first
// scan that needs it: a server that never sanitizes text keeps the
// megabyte or so it takes.

// Lexicon bits.
const (
	lexGiven  = 1 << iota // the given-name lists (names.txt, names_more.txt)
	lexFamily             // the generated family names (surnames.txt)
	lexPlace              // a place (places.txt) or a given name that is also one ("Virginia")
	lexStop               // a stop or cue word: never a name
)

type lexicon struct {
	once  sync.Once
	words map[string]uint8
}

// lexiconOf returns the lexicon bits of a folded word; a hyphenated word
// ("Anne-Sophie", "Kozioł-Adamczyk") takes the name bits of its parts.
func (d *Detector) lexiconOf(low []byte) uint8 {
	d.lex.once.Do(d.buildLexicon)
	bits := d.lex.words[string(low)]
	if bits&lexStop != 0 || bytes.IndexByte(low, '-') < 0 {
		return bits
	}
	for rest := low; len(rest) > 0; {
		k := bytes.IndexByte(rest, '-')
		if k < 0 {
			k = len(rest)
		}
		bits |= d.lex.words[string(rest[:k])] & (lexGiven | lexFamily)
		rest = rest[min(k+1, len(rest)):]
	}
	return bits
}

func (d *Detector) buildLexicon() {
	m := make(map[string]uint8, len(d.names)+2*12000+len(d.nameStops))
	for n := range d.names {
		m[n] |= lexGiven
	}
	eachWord(surnamesFile, func(low string) {
		if !d.nameStops[low] {
			m[low] |= lexFamily
		}
	})
	eachWord(placesFile, func(low string) { m[low] |= lexPlace })
	for n := range placeNames {
		m[n] |= lexPlace
	}
	for w := range d.nameStops {
		m[w] |= lexStop
	}
	for w, c := range d.cues {
		if c != 0 {
			m[w] |= lexStop
		}
	}
	d.lex.words = m
}

// eachWord calls fn with each word of a generated list, folded.
func eachWord(file string, fn func(string)) {
	for line := range strings.SplitSeq(file, "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		for _, n := range strings.Fields(line) {
			fn(foldName(n))
		}
	}
}
