package pii

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode/utf8"
)

// The name model scores the words the rules left alone: a logistic
// regression over hashed features (name_features.go), trained on the dev
// half of testdata/quality by TestTrainNameModel (`make train-names`).
// Rules name people where a cue or the name list says so; the model
// generalises to names neither holds ("Tobenna", "Schlotterbeck") from their
// shape, ending and surroundings.

//go:embed name_model.bin
var nameModelFile string

// The file: magic, table bits (uint32), threshold, run margin and weight
// scale (float32), then 1<<bits little-endian int16 weights. Read in
// place: the table is not copied to the heap.
const (
	nameModelMagic  = "PIINM002"
	nameModelHeader = len(nameModelMagic) + 16
)

type nameModel struct {
	table     string
	mask      uint32
	threshold float64 // a word scoring this much is a name
	margin    float64 // in a run holding such a word, a word within margin below it is one too
	scale     float64
}

func loadNameModel(file string) (nameModel, error) {
	if len(file) < nameModelHeader || file[:len(nameModelMagic)] != nameModelMagic {
		return nameModel{}, errors.New("name model: bad header")
	}
	b := []byte(file[len(nameModelMagic):nameModelHeader])
	bits := binary.LittleEndian.Uint32(b)
	if bits < 8 || bits > 24 || len(file) != nameModelHeader+2<<bits {
		return nameModel{}, fmt.Errorf("name model: %d table bits for %d bytes", bits, len(file))
	}
	return nameModel{
		table:     file[nameModelHeader:],
		mask:      1<<bits - 1,
		threshold: float64(math.Float32frombits(binary.LittleEndian.Uint32(b[4:]))),
		margin:    float64(math.Float32frombits(binary.LittleEndian.Uint32(b[8:]))),
		scale:     float64(math.Float32frombits(binary.LittleEndian.Uint32(b[12:]))),
	}, nil
}

// score is the model's log-odds that a word with these features names a
// person.
func (m *nameModel) score(f *features) float64 {
	sum := 0
	for _, h := range f.h[:f.n] {
		i := 2 * (h & m.mask)
		sum += int(int16(uint16(m.table[i]) | uint16(m.table[i+1])<<8))
	}
	return float64(sum) * m.scale
}

// nameExample is a scored word, kept when the scan is learning.
type nameExample struct {
	start, end int
	feats      []uint32
	covered    bool // a candidate holds it: the model would not score it
}

// modelNames adds as persons the runs of words the model takes for names,
// among the capitalised words no candidate holds yet. When learning, it
// records the words instead.
func (s *scan) modelNames() {
	t := s.text
	taken := s.takenBytes()
	var f features
	var run []modelWord
	for p := 0; p < len(t); {
		if len(run) == 0 {
			// outside a run only a capital or a non-ASCII letter can open a
			// candidate: skip to the next one
			for p < len(t) && t[p] < utf8.RuneSelf && !isUpper(t[p]) {
				p++
			}
			if p == len(t) {
				break
			}
		}
		c := t[p]
		if c < utf8.RuneSelf && !isAlpha(c) {
			p++
			continue
		}
		if ok, _ := letterAt(t, p); !ok {
			p++
			continue
		}
		if b, _ := letterBefore(t, p); b || !modelWordEdge(t, p-1) {
			p = modelWordEnd(t, p) // the tail of a word glued to digits or symbols
			continue
		}
		e := modelWordEnd(t, p)
		if len(run) > 0 && e-p <= 6 && inLower(particles, t[p:e]) {
			p = e // "van der", inside a run: joinsName reads it
			continue
		}
		covered := taken.any(p, e)
		if covered && s.learn == nil || !s.modelCandidate(p, e) || !modelWordEdge(t, e) || overlapsAny(p, e, s.tokens) {
			run = s.addModelRun(run)
			p = e
			continue
		}
		f.n = 0
		s.nameFeatures(&f, p, e)
		if s.learn != nil {
			*s.learn = append(*s.learn, nameExample{start: p, end: e, feats: slices.Clone(f.h[:f.n]), covered: covered})
			p = e
			continue
		}
		if len(run) > 0 && !joinsName(t[run[len(run)-1].end:p]) {
			run = s.addModelRun(run)
		}
		run = append(run, modelWord{start: p, end: e, score: s.d.nameModel.score(&f)})
		p = e
	}
	s.addModelRun(run)
}

// modelWord is a scored word of a run.
type modelWord struct {
	start, end int
	score      float64 // the model's log-odds that it is a name
}

// addModelRun adds a run of capitalised words as a person when the model
// takes one word of it for a name and every other nearly so, but for a
// first word that is only capitalised because it opens a sentence
// ("Passengers Savannah Price"). A run the model takes only in part is a
// thing named after a person ("Colegio Rosalía de Castro", "Vera Cruz").
// It returns run emptied.
func (s *scan) addModelRun(run []modelWord) []modelWord {
	t := s.text
	m := &s.d.nameModel
	words := run
	if len(words) > 1 && words[0].score < m.threshold && sentenceStartAt(t, words[0].start) &&
		!(fillsLine(t, run) && words[0].score >= m.threshold-m.margin) {
		words = words[1:]
	}
	if len(words) == 0 || !slices.ContainsFunc(words, func(w modelWord) bool { return w.score >= m.threshold }) ||
		slices.ContainsFunc(words, func(w modelWord) bool { return w.score < m.threshold-m.margin }) {
		return run[:0]
	}
	start, end := words[0].start, words[len(words)-1].end
	if len(words) == 1 && s.wordFactsAt(start, end).place {
		return run[:0] // "Offices in Richmond, Virginia and Perth"
	}
	if thingBefore(t, start) || institutionBefore(t, start) || streetBefore(t, start) {
		return run[:0] // "St. Ludwig", "Colegio Rosalía", "via Alessandro Manzoni"
	}
	if last := words[len(words)-1]; last.end-last.start == 1 && end < len(t) && t[end] == '.' {
		end++ // an initial's full stop: "Yannick L."
	}
	s.add(kPerson, start, end, 0.55)
	return run[:0]
}

// fillsLine reports a run that is its line's whole text, as a signature
// under a sign-off is ("Yours faithfully,\nAraminta Poulton"): its first
// word is capitalised as a name's, not as a sentence's opening.
func fillsLine(t string, run []modelWord) bool {
	e := run[len(run)-1].end
	for e < len(t) && (t[e] == ' ' || t[e] == '\r') {
		e++
	}
	return lineOpensAt(t, run[0].start) && (e == len(t) || t[e] == '\n')
}

// sentenceStartAt reports a word that opens a line, a sentence or a label's
// value.
func sentenceStartAt(t string, p int) bool {
	ps, _, g := prevWord(t, p)
	return ps < 0 || g.lineBreak || g.holds(".!?:")
}

// modelWordEdge reports whether the byte at i may border a word the model
// scores: not part of an identifier, an address or a file name.
func modelWordEdge(t string, i int) bool {
	if i < 0 || i >= len(t) {
		return true
	}
	switch c := t[i]; {
	case isDigit(c), c == '_', c == '@', c == '/', c == '\\', c == '=', c == '<', c == '>', c == '{', c == '}', c == '#', c == '$', c == '%':
		return false
	case c == '.':
		ok, _ := letterAt(t, i+1)
		b, _ := letterBefore(t, i)
		return !ok || !b
	}
	return true
}

// modelCandidate reports a word the model scores: capitalised and not a
// stop or cue word ("Team", "ALL", "Phone"). Lower-case names are left to
// the rules (chat labels): scoring them too found as many names as it
// took words for names in cross-validation.
func (s *scan) modelCandidate(start, end int) bool {
	if end-start > 40 {
		return false
	}
	if !isUpperRuneAt(s.text, start) {
		return false
	}
	return !s.wordFactsAt(start, end).stop
}

// foldInto folds w like foldName, into buf when w is ASCII (no
// allocation: it runs on every capitalised word).
func foldInto(buf *[40]byte, w string) []byte {
	if len(w) > len(buf) {
		return []byte(foldName(w))
	}
	for i := 0; i < len(w); i++ {
		if w[i] >= 0x80 {
			return []byte(foldName(w))
		}
		buf[i] = lower(w[i])
	}
	return buf[:len(w)]
}

// joinsName reports text between two name words that keeps them one name:
// a space or hyphen, an initial's full stop, particles ("van der").
func joinsName(between string) bool {
	if len(between) == 0 || len(between) > 12 {
		return false
	}
	if strings.ContainsAny(between, "\n\r") {
		return false // a line break ends a name
	}
	for w := range strings.FieldsFuncSeq(between, func(r rune) bool { return r == ' ' || r == '\t' }) {
		if w != "." && w != "-" && !particleWord(w) {
			return false
		}
	}
	return true
}

// takenBytes marks the bytes the candidates hold.
func (s *scan) takenBytes() bitset {
	b := make(bitset, len(s.text)/64+1)
	for _, c := range s.cands {
		b.setRange(c.start, c.end)
	}
	return b
}

// bitset is a set of byte offsets.
type bitset []uint64

func (b bitset) setRange(start, end int) {
	for i := start; i < end; {
		w, bit := i/64, uint(i%64)
		n := min(64-int(bit), end-i) // the range's bits in this word
		if n == 64 {
			b[w] = ^uint64(0)
		} else {
			b[w] |= (uint64(1)<<uint(n) - 1) << bit
		}
		i += n
	}
}

// any reports whether a byte of [start, end) is in the set.
func (b bitset) any(start, end int) bool {
	for i := start; i < end; i++ {
		if b[i/64]&(1<<(i%64)) != 0 {
			return true
		}
	}
	return false
}
