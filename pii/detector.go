package pii

import (
	"regexp"
	"unicode/utf8"
)

// Detector finds personal data and secrets in text. It holds only compiled,
// read-only tables, so one Detector is built once and is safe for concurrent
// use; the zero value is not usable, call NewDetector.
type Detector struct {
	cues      map[string]cueSet
	cueWords  *wordFilter     // in front of cues
	names     map[string]bool // lower-case given names, hand-listed and generated
	lex       *lexicon        // the name model's word lists, built on first use
	nameStops map[string]bool // capitalised words that are never a name
	streets   map[string]bool // German and Dutch street-name endings
	months    map[string]int
	triggers  triggerTable
	keys      keyPrefixes
	nameModel nameModel

	// RE2 patterns run on small windows around a trigger, never on the whole
	// text.
	addrUS    *regexp.Regexp
	addrEU    *regexp.Regexp
	addrFR    *regexp.Regexp
	addrLatin *regexp.Regexp
}

// NewDetector compiles the recognizers.
func NewDetector() (*Detector, error) {
	cues, stops := cueWordList(), nameStopWords()
	d := &Detector{
		cues:      cues,
		cueWords:  newWordFilter(cues),
		names:     givenNames(cues, stops),
		nameStops: stops,
		streets:   streetWords(),
		months:    monthNames(),
		triggers:  newTriggerTable(triggerWords()),
		keys:      newKeyPrefixes(keyFormats()),
		lex:       &lexicon{},
	}
	if err := d.compileAddresses(); err != nil {
		return nil, err
	}
	var err error
	if d.nameModel, err = loadNameModel(nameModelFile); err != nil {
		return nil, err
	}
	return d, nil
}

// Detect returns the entities of the given types found in text (every type
// when types is empty), sorted by offset and never overlapping. It fails only
// on an unknown type name: every recognizer is linear in the text and has no
// timeout that could leave text unread.
func (d *Detector) Detect(text string, types []string) ([]Entity, error) {
	want, err := parseTypes(types)
	if err != nil {
		return nil, err
	}
	return d.scan(text).entities(want), nil
}

// scan is the state of one Detect call.
type scan struct {
	d      *Detector
	text   string
	cands  []cand
	tokens [][2]int // token-shaped spans, sorted; nothing is detected inside
	covers []cover  // candidates that may cover a gitleaks finding, by start (see sortCands)
	lower  string   // text with ASCII letters lower-cased, built on first use

	persons map[int]int // person candidates' ends by start, for address lines
	// starts of the e-mail candidates and of the personal data candidates,
	// sorted, built on first use (phoneEvidence, personEvidence)
	emailStarts, personalStarts []int
	trace                       bool     // record in each candidate the rule that added it (quality breakdown)
	why                         string   // the branch a scorer took, for the next traced candidate
	rules                       []string // the rules of the traced candidates, by cand.rule
	leakWork                    int      // window bytes gitleaks' patterns have read (see findLeaks)
	cols                        []colCell
	learn                       *[]nameExample // the words the name model would score, when training it
	factsMemo                   [4]wordFacts   // the words the name model looked up last
	factsNext                   int
	runMemo                     runFacts // the run the name model scored last
}

// scan runs every recognizer over text and resolves overlaps.
func (d *Detector) scan(text string) *scan {
	return (&scan{d: d, text: text}).run()
}

// traceScan is scan with each candidate naming the rule that added it.
func (d *Detector) traceScan(text string) *scan {
	return (&scan{d: d, text: text, trace: true}).run()
}

func (s *scan) run() *scan {
	s.tokens = findTokens(s.text)
	s.findColumns()
	s.findEmails()
	s.findURLs()
	s.findAddrs()
	s.findNumeric()
	s.findIBANs()
	s.findKeys()
	s.findBlocks()
	s.findAssignments()
	s.findXMLValues()
	s.findStatedSecrets()
	s.runPhrases() // password cues, command-line flags, "admin / pw"
	s.findHostPasswords()
	s.findWords()
	s.findSpeakers()
	s.namesBeforeContact()
	s.nameListLines()
	s.invertedRows()
	s.findAirlineNames()
	s.findHandles()
	s.findMentions()
	s.bibAuthors()
	s.possessiveSignOff()
	s.repeatPersons() // after every rule that names people
	s.findMoreAddresses()
	s.findShapedSecrets()
	s.findRecoveryKeys()
	s.findSentenceSecrets()
	s.findLeaks()  // it skips what the others already cover
	s.modelNames() // last: it scores only what the rules left
	s.joinPersons()
	s.dropOrgPersons()
	s.dropDigests()
	s.cands = resolve(s.cands, s.tokens)
	return s
}

func (s *scan) add(k kind, start, end int, score float64) {
	s.push(cand{k: k, start: start, end: end, score: min(score, 1), prio: defaultPrio(k)})
}

func (s *scan) addPrio(k kind, start, end int, score float64, prio int) {
	s.push(cand{k: k, start: start, end: end, score: min(score, 1), prio: prio})
}

// push appends a candidate; it is called only by add and addPrio, so the
// rule that found the candidate is two frames up.
func (s *scan) push(c cand) {
	if s.trace {
		c.rule = int32(len(s.rules))
		s.rules = append(s.rules, ruleAt(3)+s.why)
		s.why = ""
	}
	s.cands = append(s.cands, c)
}

// entities turns the resolved candidates of the wanted types into Entities
// with both byte and code-point offsets.
func (s *scan) entities(want typeMask) []Entity {
	out := make([]Entity, 0, len(s.cands))
	pos, runes := 0, 0
	for _, c := range s.cands {
		if !want.has(c.k) {
			continue
		}
		runes += runeCount(s.text[pos:c.start])
		rs := runes
		runes += runeCount(s.text[c.start:c.end])
		pos = c.end
		out = append(out, Entity{
			Type: c.k.String(), Start: c.start, End: c.end, RuneStart: rs, RuneEnd: runes,
			Text: s.text[c.start:c.end], Score: c.score,
		})
	}
	return out
}

// runeCount counts code points, an invalid byte counting as one.
func runeCount(s string) int { return utf8.RuneCountInString(s) }
