package pii

import (
	"cmp"
	"fmt"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"
)

// leakRule is one rule of gitleaks' default set as generated into
// gitleaks_rules.go: a pattern run only near one of its keywords, the
// capture group holding the secret, a minimum Shannon entropy and the
// allowlists that apply to a bare text.
type leakRule struct {
	id          string
	kind        kind
	regex       string
	secretGroup int
	entropy     float64
	assign      bool     // keyword, then an assignment, then the secret
	keywords    []string // lower case
	allow       []leakAllow
}

// leakAllow drops a finding whose target (the secret, the whole match or
// the line) matches one of the regexes, or whose secret contains a stop
// word; with and, both must hold.
type leakAllow struct {
	and       bool
	target    string // "", "match" or "line"
	regexes   []string
	stopwords []string // lower case
}

// leakSet is the compiled rule set, built once per process on first use
// and shared by every Detector (it is read-only after the build).
type leakSet struct {
	rules  []compiledLeak
	global []compiledAllow
	// keywords by their first two lower-case bytes: pairs[k] indexes
	// buckets, 0 meaning none
	pairs   [1 << 16]uint16
	buckets [][]leakKeyword
}

type compiledLeak struct {
	leakRule
	re    *regexp.Regexp
	allow []compiledAllow
	// anchored: every match starts at a keyword (after the identifier
	// prefix, see leakIdentPrefix), so re is anchored and run at each
	// keyword, far cheaper than an unanchored search of the window.
	anchored bool
	// identPrefix: the pattern's [\w.-]{0,50}? prefix was cut off re and is
	// read back by hand (identStart); boundary: the match starts with \b,
	// checked by hand against the byte before the keyword.
	identPrefix, boundary bool
	// cost is the size of re's program: what one byte of window costs it,
	// roughly, under Go's NFA
	cost int
	// forward is how far past the keyword's line a match may run: PEM blocks
	// span many lines, every other rule one or two.
	forward int
}

type compiledAllow struct {
	leakAllow
	res   []*litRegexp
	stops stopIndex
}

// stopIndex finds whether a text contains one of many stop words (the
// generic rule has about 1,500) with one map look-up per text position
// instead of one substring search per word.
type stopIndex struct {
	byPair map[uint16][]string
	short  []string // one-byte words
}

func newStopIndex(words []string) stopIndex {
	ix := stopIndex{byPair: map[uint16][]string{}}
	for _, w := range words {
		if len(w) < 2 {
			ix.short = append(ix.short, w)
			continue
		}
		k := uint16(w[0])<<8 | uint16(w[1])
		ix.byPair[k] = append(ix.byPair[k], w)
	}
	return ix
}

// in reports whether lower (a lower-cased text) contains a stop word.
func (ix *stopIndex) in(lower string) bool {
	for _, w := range ix.short {
		if strings.Contains(lower, w) {
			return true
		}
	}
	for i := 0; i+1 < len(lower); i++ {
		for _, w := range ix.byPair[uint16(lower[i])<<8|uint16(lower[i+1])] {
			if strings.HasPrefix(lower[i:], w) {
				return true
			}
		}
	}
	return false
}

// A match starts at most leakLookBehind bytes before its keyword and, but
// for PEM blocks, ends within leakLookAhead bytes after it.
// The pattern work budget of findLeaks: per byte of text, and for any text.
// leakAnchoredAhead bounds an anchored match after its keyword: gitleaks'
// keyword rules allow 20+3+3+5 bytes to the value and values up to 150.
const leakAnchoredAhead = 200

const (
	leakWorkPerByte = 2048
	leakMinBudget   = 64 << 20
)

const (
	leakIdentPrefix = `(?i)[\w.-]{0,50}?`
	leakLookBehind  = 64
	leakLookAhead   = 320
)

type leakKeyword struct {
	word  string
	rule  int
	third byte // word[2], or 0 for a two-byte word: most candidates fail on it
}

var leaks = sync.OnceValue(buildLeakSet)

func buildLeakSet() *leakSet {
	ls := &leakSet{buckets: [][]leakKeyword{nil}}
	ls.global = compileAllows(leakGlobalAllow)
	for i, r := range leakRules {
		r.regex = proseEnds(r)
		fwd := leakLookAhead
		if strings.Contains(r.regex, "PRIVATE KEY") {
			fwd = 64 << 10
		}
		// The generator checked that every pattern compiles under RE2.
		cr := compiledLeak{leakRule: r, allow: compileAllows(r.allow), forward: fwd}
		switch rest, ok := strings.CutPrefix(r.regex, leakIdentPrefix); {
		case ok && keywordsOpen(rest, r.keywords):
			cr.re, cr.anchored, cr.identPrefix = regexp.MustCompile("^(?i)"+rest), true, true
		case ok:
			cr.re, cr.identPrefix = regexp.MustCompile("(?i)"+rest), true
		default:
			if leads, boundary := literalLead(r.regex); allPrefixed(leads, r.keywords) {
				cr.re, cr.anchored, cr.boundary = regexp.MustCompile("^(?:"+r.regex+")"), true, boundary
			} else {
				cr.re = regexp.MustCompile(r.regex)
			}
		}
		cr.cost = progSize(cr.re.String())
		ls.rules = append(ls.rules, cr)
		for _, w := range r.keywords {
			// every gitleaks keyword has at least two bytes (TestLeakKeywords)
			k := pairKey(w[0], w[1])
			if ls.pairs[k] == 0 {
				ls.pairs[k] = uint16(len(ls.buckets))
				ls.buckets = append(ls.buckets, nil)
			}
			kw := leakKeyword{word: w, rule: i}
			if len(w) > 2 {
				kw.third = w[2]
			}
			ls.buckets[ls.pairs[k]] = append(ls.buckets[ls.pairs[k]], kw)
		}
	}
	return ls
}

func compileAllows(as []leakAllow) []compiledAllow {
	out := make([]compiledAllow, 0, len(as))
	for _, a := range as {
		ca := compiledAllow{leakAllow: a, stops: newStopIndex(a.stopwords)}
		for _, re := range a.regexes {
			lr, err := compileLit(re)
			if err != nil {
				panic(fmt.Sprintf("pii: gitleaks allowlist %q: %v", re, err)) // the generator compiled it
			}
			ca.res = append(ca.res, lr)
		}
		out = append(out, ca)
	}
	return out
}

func pairKey(a, b byte) uint16 { return uint16(lowerASCII(a))<<8 | uint16(lowerASCII(b)) }

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// findLeaks runs gitleaks' rules: one pass finds every keyword (ASCII case
// folded), and each rule's pattern runs once per keyword line, on that line
// and a little around it, never on the whole text.
func (s *scan) findLeaks() {
	ls := leaks()
	t := s.text
	s.sortCands()
	// Pattern work (window bytes times program size) is bounded by the
	// text's size, so that a text made of a repeated keyword costs at most a
	// few times what real text does. 1 MiB of mixed logs, code and mail
	// uses about 1,400 a byte, a .env dump of secrets 235; past the budget
	// our own recognizers still run, gitleaks' patterns no longer do.
	budget := leakWorkPerByte*len(t) + leakMinBudget
	done := make([]int, len(ls.rules)) // per rule: end of the last window searched
	for i := 0; i+1 < len(t); i++ {
		c := t[i]
		if c < '-' { // no keyword starts with space, a control byte or most punctuation
			continue
		}
		b := ls.pairs[pairKey(c, t[i+1])]
		if b == 0 {
			continue
		}
		for _, kw := range ls.buckets[b] {
			if kw.third != 0 && (i+2 >= len(t) || lowerASCII(t[i+2]) != kw.third) ||
				i < done[kw.rule] || !hasFoldPrefix(t[i:], kw.word) || s.leakWork > budget {
				continue
			}
			if r := &ls.rules[kw.rule]; r.anchored && r.assign {
				op, ok := assignAfter(t, i+len(kw.word))
				// a generic finding loses to a value our assignment recognizer
				// already holds: spare the pattern
				if !ok || (r.kind == kSecret && s.coverStartsNear(op)) {
					continue
				}
			}
			done[kw.rule] = s.runLeakRule(&ls.rules[kw.rule], ls.global, i, i+len(kw.word))
		}
	}
}

// runLeakRule searches the window around a keyword at [kStart, kEnd) and
// returns the end of the window.
func (s *scan) runLeakRule(r *compiledLeak, global []compiledAllow, kStart, kEnd int) int {
	t := s.text
	// gitleaks patterns allow at most a short identifier before their
	// keyword ([\w.-]{0,50}), so the window starts a little before it
	start := max(0, kStart-leakLookBehind)
	if k := strings.LastIndexByte(t[start:kStart], '\n'); k >= 0 {
		start += k + 1
	}
	end := min(len(t), kEnd+r.forward)
	if k := strings.IndexByte(t[kEnd:end], '\n'); k >= 0 && r.forward <= leakLookAhead {
		// the keyword's line and the next one: a value may follow its key
		// on the next line (YAML, "password:\n  value")
		next := kEnd + k + 1
		if k2 := strings.IndexByte(t[next:end], '\n'); k2 >= 0 {
			end = next + k2
		}
	}
	win := t[start:end]
	var matches [][]int
	if r.anchored {
		// an anchored match runs from the keyword: the window's end bounds it
		end = min(end, kEnd+leakAnchoredAhead)
		win = t[start:end]
		s.leakWork += (end - kStart) * r.cost
		if r.boundary && kStart > 0 && (isAlnum(t[kStart-1]) || t[kStart-1] == '_') { // \b is ASCII
			return kStart + 1
		}
		if m := r.re.FindStringSubmatchIndex(win[kStart-start:]); m != nil {
			for j := range m {
				if m[j] >= 0 {
					m[j] += kStart - start
				}
			}
			if r.identPrefix {
				m[0] = identStart(win, m[0])
			}
			matches = append(matches, m)
			end = start + m[1]
		} else {
			end = kStart + 1 // later keywords of the line get their own try
		}
	} else {
		s.leakWork += len(win) * r.cost
		matches = r.re.FindAllStringSubmatchIndex(win, -1)
		if r.identPrefix {
			for _, m := range matches {
				m[0] = identStart(win, m[0])
			}
		}
	}
	for _, m := range matches {
		ms, me := m[0], m[1]
		// gitleaks trims newlines off a match before reading its groups
		for ms < me && win[ms] == '\n' {
			ms++
		}
		for me > ms && win[me-1] == '\n' {
			me--
		}
		ss, se := ms, me
		if len(m) >= 4 {
			if r.secretGroup > 0 && 2*r.secretGroup+1 < len(m) {
				if m[2*r.secretGroup] >= 0 {
					ss, se = m[2*r.secretGroup], m[2*r.secretGroup+1]
				}
			} else {
				for g := 1; 2*g+1 < len(m); g++ {
					if m[2*g] >= 0 && m[2*g+1] > m[2*g] {
						ss, se = m[2*g], m[2*g+1]
						break
					}
				}
			}
		}
		ss, se = max(ss, ms), min(se, me)
		if se <= ss {
			continue
		}
		if !r.assign {
			se = trimSentenceEnd(win, ss, se)
		}
		secret := win[ss:se]
		if r.entropy != 0 && entropy(secret) <= r.entropy {
			continue
		}
		prio := prioAPIKey
		switch r.kind {
		case kSecret:
			prio = prioAssign - 1 // our validated recognizers win an overlap
		case kURL:
			prio = prioURL
		}
		// A span our own recognizers already hold at a higher priority
		// would lose anyway: spare the allowlists (some are costly).
		if s.coveredBy(start+ss, start+se, prio) {
			continue
		}
		line := lineAround(win, ss)
		if leakAllowed(global, secret, win[ms:me], line) || leakAllowed(r.allow, secret, win[ms:me], line) {
			continue
		}
		if r.id == "curl-auth-user" {
			s.addCurlUser(start+ss, start+se)
			continue
		}
		s.addPrio(r.kind, start+ss, start+se, 0.85, prio)
	}
	return end
}

// addCurlUser reports the password of gitleaks' curl-auth-user finding,
// `"user:password"` or user:password: gitleaks reports the pair, but the
// user name is not the secret, and the rest of the quality set labels the
// password after "-u user:" alone.
func (s *scan) addCurlUser(start, end int) {
	t := s.text
	if end-start >= 2 && (t[start] == '"' || t[start] == '\'') && t[end-1] == t[start] {
		start, end = start+1, end-1
	}
	c := strings.IndexByte(t[start:end], ':')
	if c < 0 || start+c+1 >= end {
		s.addPrio(kAPIKey, start, end, 0.85, prioAPIKey) // no user part to leave out
		return
	}
	vs, ve := start+c+1, end
	if ve-vs >= 2 && (t[vs] == '"' || t[vs] == '\'') && t[ve-1] == t[vs] {
		vs, ve = vs+1, ve-1
	}
	s.addPrio(kSecret, vs, ve, 0.85, prioAPIKey)
}

func lineAround(t string, i int) string {
	a := strings.LastIndexByte(t[:i], '\n') + 1
	b := strings.IndexByte(t[i:], '\n')
	if b < 0 {
		return t[a:]
	}
	return t[a : i+b]
}

func leakAllowed(as []compiledAllow, secret, match, line string) bool {
	lower := strings.ToLower(secret)
	for _, a := range as {
		target := secret
		switch a.target {
		case "match":
			target = match
		case "line":
			target = line
		}
		stopHit := a.stops.in(lower)
		if !a.and && stopHit {
			return true
		}
		reHit := false
		lowerTarget := strings.ToLower(target)
		for _, re := range a.res {
			if re.MatchString(target, lowerTarget) {
				reHit = true
				break
			}
		}
		if a.and {
			if (len(a.res) == 0 || reHit) && (len(a.stopwords) == 0 || stopHit) {
				return true
			}
		} else if reHit || stopHit {
			return true
		}
	}
	return false
}

// hasFoldPrefix reports whether t starts with the lower-case ASCII word w,
// ignoring ASCII case.
func hasFoldPrefix(t, w string) bool {
	if len(t) < len(w) {
		return false
	}
	for i := 0; i < len(w); i++ {
		if lowerASCII(t[i]) != w[i] {
			return false
		}
	}
	return true
}

// assignAfter reports whether an assignment operator follows a keyword
// ending at i the way gitleaks' keyword rules require: up to 20 identifier
// bytes or blanks, up to 3 blanks or quotes, then one of = > : | ? ,. It
// spares those rules' large patterns on the many keywords in plain prose.
func assignAfter(t string, i int) (op int, ok bool) {
	for n := 0; n < 20 && i < len(t) && (isAlnum(t[i]) || strings.IndexByte(" \t_.-", t[i]) >= 0); n++ {
		i++
	}
	for n := 0; n < 3 && i < len(t) && strings.IndexByte(" \t\n\r\v\f'\"", t[i]) >= 0; n++ {
		i++
	}
	return i, i < len(t) && strings.IndexByte("=>:|?,", t[i]) >= 0
}

// coverStartsNear reports a candidate of at least gitleaks' generic
// priority that starts within a few bytes after an assignment operator.
func (s *scan) coverStartsNear(op int) bool {
	i, _ := slices.BinarySearchFunc(s.covers, op+1, func(c cover, x int) int { return cmp.Compare(c.start, x) })
	return i < len(s.covers) && s.covers[i].start <= op+8
}

// identStart walks back from i over up to 50 identifier bytes ([\w.-]), the
// start gitleaks' pattern would have given the match.
func identStart(t string, i int) int {
	for n := 0; n < 50 && i > 0 && (isAlnum(t[i-1]) || strings.IndexByte("_.-", t[i-1]) >= 0); n++ {
		i--
	}
	return i
}

// cover is a candidate that can hold a span gitleaks also finds.
type cover struct{ start, end, prio int }

// sortCands indexes, by start, the candidates found so far that rank at
// least as high as gitleaks' lowest findings, for coveredBy.
func (s *scan) sortCands() {
	s.covers = s.covers[:0]
	for _, c := range s.cands {
		if c.prio >= prioAssign-1 && c.score >= MinScore {
			s.covers = append(s.covers, cover{c.start, c.end, c.prio})
		}
	}
	slices.SortFunc(s.covers, func(a, b cover) int { return cmp.Compare(a.start, b.start) })
}

// coveredBy reports whether a candidate found before findLeaks, with at
// least priority prio, spans [start, end).
func (s *scan) coveredBy(start, end, prio int) bool {
	i, _ := slices.BinarySearchFunc(s.covers, start+1, func(c cover, x int) int { return cmp.Compare(c.start, x) })
	for j := i - 1; j >= 0 && start-s.covers[j].start <= maxCoverLook; j-- {
		c := s.covers[j]
		if c.end >= end && c.prio >= prio {
			return true
		}
	}
	return false
}

// maxCoverLook bounds how far back coveredBy looks for a covering span.
const maxCoverLook = 4096

// keywordsOpen reports whether the leading group of a keyword rule's
// pattern (after the identifier prefix) matches at the start of each of the
// rule's keywords: only then may the pattern be anchored at a keyword found
// in the text. A rule whose keyword is part of the value ("nrak" for
// "new_relic ... = NRAK-...") is searched unanchored.
func keywordsOpen(rest string, keywords []string) bool {
	group := leadingGroup(rest)
	if group == "" {
		return false
	}
	re, err := regexp.Compile("^(?i)" + group)
	if err != nil {
		return false
	}
	for _, w := range keywords {
		if !re.MatchString(w) {
			return false
		}
	}
	return true
}

// leadingGroup returns the parenthesised group that starts expr, or "".
func leadingGroup(expr string) string {
	if !strings.HasPrefix(expr, "(") {
		return ""
	}
	depth, class := 0, false
	for i := 0; i < len(expr); i++ {
		switch c := expr[i]; {
		case c == '\\':
			i++
		case class:
			class = c != ']'
		case c == '[':
			class = true
		case c == '(':
			depth++
		case c == ')':
			depth--
			if depth == 0 {
				return expr[:i+1]
			}
		}
	}
	return ""
}

// literalLead returns the literals one of which every match of expr starts
// with (after an optional \b, inside optional groups, across a leading
// alternation), lower-cased, and whether a \b precedes them; nil when
// matches do not start with a literal.
func literalLead(expr string) (leads []string, boundary bool) {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil, false
	}
	var lead func(re *syntax.Regexp) []string
	lead = func(re *syntax.Regexp) []string {
		switch re.Op {
		case syntax.OpCapture:
			return lead(re.Sub[0])
		case syntax.OpConcat:
			subs := re.Sub
			if len(subs) > 0 && subs[0].Op == syntax.OpWordBoundary {
				boundary, subs = true, subs[1:]
			}
			if len(subs) == 0 {
				return nil
			}
			return lead(subs[0])
		case syntax.OpAlternate:
			var out []string
			for _, sub := range re.Sub {
				l := lead(sub)
				if l == nil {
					return nil
				}
				out = append(out, l...)
			}
			return out
		case syntax.OpLiteral:
			return []string{strings.ToLower(string(re.Rune))}
		}
		return nil
	}
	return lead(re), boundary
}

// allPrefixed reports whether every lead starts the same way as one of the
// keywords, so that a match begins where a keyword is found in the text.
func allPrefixed(leads []string, keywords []string) bool {
	for _, l := range leads {
		if !slices.ContainsFunc(keywords, func(w string) bool { return strings.HasPrefix(l, w) || strings.HasPrefix(w, l) }) {
			return false
		}
	}
	return leads != nil
}

// progSize returns the number of instructions of a pattern's program.
func progSize(expr string) int {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return 1
	}
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		return 1
	}
	return len(prog.Inst)
}
