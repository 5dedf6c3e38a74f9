package pii

import "strings"

// The features of one word the name model scores, hashed (FNV-1a) into the
// model's table: what the word is (its letters, shape, ending, whether the
// name list or the stop words hold it) and where it stands (the words and
// punctuation around it, the run of capitalised words it belongs to).

const (
	fnvOffset = 2166136261
	fnvPrime  = 16777619
)

func fnvString(h uint32, s string) uint32 {
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= fnvPrime
	}
	return h
}

// fnvLower hashes s with ASCII letters lower-cased.
func fnvLower(h uint32, s string) uint32 {
	for i := 0; i < len(s); i++ {
		h ^= uint32(lower(s[i]))
		h *= fnvPrime
	}
	return h
}

// Feature tags, hashed once.
var (
	tagAccent      = tagged("accent")
	tagApos        = tagged("apos")
	tagBias        = tagged("bias")
	tagEponym      = tagged("eponym")
	tagGa          = tagged("ga:")
	tagGaShape     = tagged("ga|")
	tagGb          = tagged("gb:")
	tagGbShape     = tagged("gb|")
	tagHyphen      = tagged("hyphen")
	tagInrun       = tagged("inrun:")
	tagLen         = tagged("len:")
	tagLists       = tagged("lists:")
	tagN1          = tagged("n1:")
	tagN1None      = tagged("n1:none")
	tagN1S         = tagged("n1s:")
	tagP1          = tagged("p1:")
	tagP1None      = tagged("p1:none")
	tagP1S         = tagged("p1s:")
	tagPlaceBefore = tagged("place-before")
	tagRa          = tagged("ra:")
	tagRb          = tagged("rb:")
	tagRun         = tagged("run:")
	tagRunLists    = tagged("run|lists:")
	tagS2          = tagged("s2:")
	tagS3          = tagged("s3:")
	tagS4          = tagged("s4:")
	tagShape       = tagged("shape:")
	tagStartShape  = tagged("start|")
	tagThingBefore = tagged("thing-before")
	tagW           = tagged("w:")
)

func tagged(tag string) uint32 { return fnvString(fnvOffset, tag) }

// maxFeatures bounds the features of one word.
const maxFeatures = 48

type features struct {
	h [maxFeatures]uint32
	n int
}

func (f *features) add(h uint32) {
	if f.n < len(f.h) {
		f.h[f.n] = h
		f.n++
	}
}

// The feature methods take the hash of their tag, computed once (tagged).

func (f *features) flag(tag uint32) { f.add(tag) }

func (f *features) word(tag uint32, w string) { f.add(fnvLower(tag, w)) }

// bytes adds a feature of folded text; it hashes as word would.
func (f *features) bytes(tag uint32, w []byte) {
	h := tag
	for _, c := range w {
		h ^= uint32(c)
		h *= fnvPrime
	}
	f.add(h)
}

func (f *features) pair(tag uint32, a, b string) {
	f.add(fnvString(fnvString(tag, a), b))
}

func (f *features) gap(tag uint32, shape string, g gap) {
	h := fnvString(tag, shape)
	for i := range g.n {
		h = fnvString(h, string(g.punct[i]))
	}
	if g.lineBreak {
		h = fnvString(h, "^")
	}
	f.add(h)
}

// wordFacts is what the model knows of a word by itself.
type wordFacts struct {
	start, end int
	shape      string
	given      bool // the name list holds it (or a part of it)
	family     bool // the family-name list holds it (or a part of it)
	stop       bool // a stop or cue word
	place      bool // a given name that is also a region or city ("Virginia")
}

// listTags names the lists that hold a word, by bits: given 1, family 2,
// place 4.
var listTags = [8]string{"-", "g", "f", "gf", "p", "gp", "fp", "gfp"}

// lists names the lists that hold the word, for feature tags.
func (w wordFacts) lists() string {
	if w.stop {
		return "stop"
	}
	bits := 0
	if w.given {
		bits |= 1
	}
	if w.family {
		bits |= 2
	}
	if w.place {
		bits |= 4
	}
	return listTags[bits]
}

func (s *scan) wordFactsAt(start, end int) wordFacts {
	for _, m := range s.factsMemo {
		if m.start == start && m.end == end && end > 0 {
			return m // a word is scored beside both its neighbours
		}
	}
	f := s.lookUpWord(start, end)
	s.factsMemo[s.factsNext%len(s.factsMemo)] = f
	s.factsNext++
	return f
}

func (s *scan) lookUpWord(start, end int) wordFacts {
	w := s.text[start:end]
	f := wordFacts{start: start, end: end, shape: wordShape(w)}
	if f.shape != shapeLower { // a word in small letters: its letters say enough
		var buf [40]byte
		bits := s.d.lexiconOf(foldInto(&buf, w))
		f.stop = bits&lexStop != 0
		f.place = bits&lexPlace != 0
		f.given = !f.stop && bits&lexGiven != 0
		f.family = !f.stop && bits&lexFamily != 0
	}
	return f
}

// maxRun bounds the run of capitalised words the model follows.
const maxRun = 5

// nameFeatures fills f with the features of the word [start, end).
func (s *scan) nameFeatures(f *features, start, end int) {
	t := s.text
	w := t[start:end]
	me := s.wordFactsAt(start, end)
	f.flag(tagBias)
	f.word(tagW, w)
	f.pair(tagShape, me.shape, "")
	f.pair(tagLists, me.lists(), me.shape)
	f.pair(tagLists, me.lists(), "")
	if strings.IndexByte(w, '-') > 0 {
		f.flag(tagHyphen)
	}
	if strings.ContainsAny(w, "'’") {
		f.flag(tagApos)
	}
	var buf [40]byte
	low := foldInto(&buf, w)
	n := len(low)
	f.add(tagLen ^ uint32(min(n, 12)))
	for k, tag := range [...]uint32{2: tagS2, 3: tagS3, 4: tagS4} {
		if tag != 0 && n > k {
			f.bytes(tag, low[n-k:])
		}
	}
	for _, c := range []byte(w) {
		if c >= 0x80 {
			f.flag(tagAccent)
			break
		}
	}

	ps, pe, pg := prevWord(t, start)
	ns, ne, ng := nextWord(t, end)
	f.gap(tagGb, "", pg)
	f.gap(tagGa, "", ng)
	f.gap(tagGbShape, me.shape, pg)
	f.gap(tagGaShape, me.shape, ng)
	if pg.lineBreak || ps < 0 || pg.holds(".!?") { // a sentence's first word
		f.pair(tagStartShape, me.shape, me.lists())
	}
	if ps >= 0 {
		prev := s.wordFactsAt(ps, pe)
		f.word(tagP1, t[ps:pe])
		f.pair(tagP1S, prev.shape, prev.lists())
	} else {
		f.flag(tagP1None)
	}
	if ns >= 0 {
		next := s.wordFactsAt(ns, ne)
		f.word(tagN1, t[ns:ne])
		f.pair(tagN1S, next.shape, next.lists())
	} else {
		f.flag(tagN1None)
	}
	s.runFeatures(f, me, ps, pe, pg, ns, ne, ng)
}

// runFeatures describes the run of capitalised words holding the word: its
// length, the word's place in it, and the words just outside it ("the
// Ronald McDonald House", "with Lorraine Ashby").
func (s *scan) runFeatures(f *features, me wordFacts, ps, pe int, pg gap, ns, ne int, ng gap) {
	t := s.text
	before, after := 0, 0
	outBefore, outAfter := "", ""
	runStart, runEnd := me.start, me.end
	for ps >= 0 && before < maxRun && (pg.single() || hyphenGap(pg)) && isUpperWord(t, ps) {
		before++
		f.word(tagInrun, t[ps:pe])
		runStart = ps
		ps, pe, pg = prevWord(t, ps)
	}
	if ps >= 0 {
		outBefore = t[ps:pe]
	}
	for ns >= 0 && after < maxRun && (ng.single() || hyphenGap(ng)) && isUpperWord(t, ns) {
		after++
		f.word(tagInrun, t[ns:ne])
		runEnd = ne
		ns, ne, ng = nextWord(t, ne)
	}
	if ns >= 0 {
		outAfter = t[ns:ne]
	}
	pos := "only"
	switch {
	case before == 0 && after > 0:
		pos = "first"
	case before > 0 && after == 0:
		pos = "last"
	case before > 0:
		pos = "mid"
	}
	f.add(fnvString(tagRun, pos) ^ uint32(before+after+1))
	f.pair(tagRunLists, pos, me.lists())
	f.word(tagRb, outBefore)
	f.word(tagRa, outAfter)
	// what the rules know of things named like people, asked once a run
	m := &s.runMemo
	if m.start != runStart || m.end != runEnd || m.end == 0 {
		thing := thingBefore(t, runStart) || institutionBefore(t, runStart)
		*m = runFacts{start: runStart, end: runEnd, thing: thing,
			place: thing || placeWordBefore(t, runStart), eponym: eponymNoun(t, runEnd)}
	}
	if m.thing {
		f.flag(tagThingBefore)
	}
	if m.place {
		f.flag(tagPlaceBefore)
	}
	if m.eponym {
		f.flag(tagEponym)
	}
}

// runFacts is what the rules know of the text around a run of capitalised
// words, kept while the model scores the run's words.
type runFacts struct {
	start, end           int
	thing, place, eponym bool
}

func hyphenGap(g gap) bool { return g.n == 1 && g.punct[0] == '-' && g.blanks == 0 && !g.lineBreak }
