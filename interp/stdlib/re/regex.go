package re

import (
	"time"

	"github.com/dlclark/regexp2"

	"github.com/mcpython/mcpython/internal/regexp2clock"
	"github.com/mcpython/mcpython/interp/py"
)

// timeoutClockPeriod is how often regexp2's timeout clock ticks: a match
// stopped at the run's deadline overruns it by about twice this.
const timeoutClockPeriod = regexp2clock.Period

// variant selects how a Regex runs: the four ways Python's engine is
// entered, each a regexp2 program compiled on first use.
type variant int

const (
	vSearch    variant = iota // leftmost match from pos
	vMatch                    // anchored at pos
	vFullMatch                // anchored at pos and at the end
	vAdvance                  // like search, but an empty match at pos is refused
	numVariants
)

// Regex is a compiled Python pattern. It belongs to one run: regexp2 reads
// its match timeout from the Regexp, which Exec sets from the run's
// deadline before every match.
type Regex struct {
	parsed *parsed
	body   string
	opts   regexp2.RegexOptions
	progs  [numVariants]*regexp2.Regexp
	fast   *simple    // set for patterns matched by a scan
	re2    *re2Engine // set for patterns Go's regexp can match
	// noRE2 says why re2 is nil ("" when it is set)
	noRE2 string
}

// Compile parses pattern (code points; bytes as 0-255 when istext is false)
// with Python's flags and prepares it for matching.
func Compile(pattern []rune, istext bool, flags int) (*Regex, error) {
	p, err := parse(pattern, istext, flags)
	if err != nil {
		return nil, err
	}
	body, opts := translate(p)
	r := &Regex{parsed: p, body: body, opts: opts, fast: simplePattern(p)}
	if r.fast == nil {
		r.re2, r.noRE2 = cachedRE2(pattern, istext, p)
	}
	// compile the search program now so that a translation problem shows
	// as an error of compile(), not of a later match; with Go's regexp
	// taking the matches, regexp2's program is compiled only if needed
	if r.re2 == nil {
		if _, err := r.prog(vSearch); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// Groups returns the number of capturing groups.
func (r *Regex) Groups() int { return r.parsed.groups }

// Flags returns the pattern's flags, inline flags and UNICODE included.
func (r *Regex) Flags() int { return r.parsed.flags }

// GroupIndex returns the number of the group called name.
func (r *Regex) GroupIndex(name string) (int, bool) {
	g, ok := r.parsed.names[name]
	return g, ok
}

// GroupName returns the name of group g, or "".
func (r *Regex) GroupName(g int) string { return r.parsed.groupName[g] }

func (r *Regex) prog(v variant) (*regexp2.Regexp, error) {
	if p := r.progs[v]; p != nil {
		return p, nil
	}
	src := r.body
	switch v {
	case vMatch:
		src = `\G(?:` + src + `)`
	case vFullMatch:
		src = `\G(?:` + src + `)\z`
	case vAdvance:
		src = `(?:` + src + `)(?!\G)`
	}
	p, err := regexp2.Compile(src, r.opts)
	if err != nil {
		return nil, &Error{Msg: "internal: the pattern could not be translated: " + err.Error(), Pos: -1}
	}
	r.progs[v] = p
	return p, nil
}

// Exec runs variant v over t cut at end, from pos. On a match it fills
// spans with start/end code-point offsets of every group (-1 for groups
// that did not take part) and returns true. The engine is the scanner for
// the simplest patterns, else Go's regexp when the pattern and this text
// allow it, else regexp2.
func (r *Regex) Exec(th *py.Thread, v variant, t *Text, pos, end int, spans []int) (bool, error) {
	if pos > end {
		return false, nil
	}
	if r.fast != nil {
		if s, ok := t.asciiString(); ok {
			return r.fast.exec(v, scanText{ascii: s[:end]}, pos, spans), nil
		}
		runes, err := t.codePoints(th)
		if err != nil {
			return false, err
		}
		return r.fast.exec(v, scanText{runes: runes[:end]}, pos, spans), nil
	}
	if r.re2 != nil && r.re2.usable(v, t, end) {
		if ok, err := r.re2.exec(v, t, pos, end, spans); err == nil {
			return ok, nil
		}
	}
	runes, err := t.codePoints(th)
	if err != nil {
		return false, err
	}
	return r.execRegexp2(th, v, runes[:end], pos, spans)
}

// execRegexp2 is Exec on regexp2, with the run's deadline as its timeout.
func (r *Regex) execRegexp2(th *py.Thread, v variant, text []rune, pos int, spans []int) (bool, error) {
	prog, err := r.prog(v)
	if err != nil {
		return false, err
	}
	left := time.Until(th.Deadline())
	if left <= 0 {
		if err := th.CheckLimits(); err != nil {
			return false, err
		}
		left = time.Millisecond
	}
	regexp2clock.Setup() // before the first match with a timeout
	prog.MatchTimeout = left
	m, err := prog.FindRunesMatchStartingAt(text, pos)
	if err != nil {
		if terr := th.CheckLimits(); terr != nil {
			return false, terr
		}
		// regexp2's coarse clock can fire a little before the run's
		// deadline, which set its timeout: it is still the run's deadline
		// that stopped the match, so end the run as at the deadline.
		if rest := time.Until(th.Deadline()); rest <= 2*timeoutClockPeriod {
			time.Sleep(rest)
			if terr := th.CheckLimits(); terr != nil {
				return false, terr
			}
		}
		return false, py.Errorf(py.TimeoutErrorType, "regular expression match exceeded the time limit")
	}
	if m == nil {
		return false, nil
	}
	for g := 0; g <= r.parsed.groups; g++ {
		grp := m.GroupByNumber(g)
		if grp == nil || len(grp.Captures) == 0 {
			spans[2*g], spans[2*g+1] = -1, -1
			continue
		}
		spans[2*g], spans[2*g+1] = grp.Index, grp.Index+grp.Length
	}
	return true, nil
}

// LastIndex returns the group Python reports as lastindex for a match with
// these spans: the capturing group that closed last (0 for none). sre
// records the group whose closing parenthesis was passed last; among the
// groups that took part that is the one ending furthest right, and on a
// tie the enclosing group, or else the later one.
func (r *Regex) LastIndex(spans []int) int {
	best := 0
	for g := 1; g <= r.parsed.groups; g++ {
		end := spans[2*g+1]
		if end < 0 {
			continue
		}
		if best == 0 || end > spans[2*best+1] {
			best = g
			continue
		}
		if end == spans[2*best+1] && !r.encloses(best, g) {
			best = g
		}
	}
	return best
}

// encloses reports whether group a contains group b in the pattern.
func (r *Regex) encloses(a, b int) bool {
	for p := r.parsed.parent[b]; p != 0; p = r.parsed.parent[p] {
		if p == a {
			return true
		}
	}
	return false
}

// Each calls fn with the spans of successive non-overlapping matches in
// text from pos, with Python 3.7's rule for empty matches: an empty match
// may follow a non-empty one at the same position, and after an empty
// match the next one must not be empty at that position. limit > 0 bounds
// the number of matches. spans is reused between calls.
func (r *Regex) Each(th *py.Thread, t *Text, pos, end, limit int, fn func(spans []int) error) error {
	spans := make([]int, 2*(r.Groups()+1))
	mustAdvance := false
	for n := 0; pos <= end && (limit <= 0 || n < limit); n++ {
		if err := th.Tick(); err != nil {
			return err
		}
		v := vSearch
		if mustAdvance {
			v = vAdvance
		}
		ok, err := r.Exec(th, v, t, pos, end, spans)
		if err != nil {
			return err
		}
		if !ok {
			return nil
		}
		if err := fn(spans); err != nil {
			return err
		}
		mustAdvance = spans[1] == spans[0]
		pos = spans[1]
	}
	return nil
}

// Split is re.split(pattern, text) over code points: the pieces between
// matches and, when the pattern has groups, the groups of each match.
func (r *Regex) Split(th *py.Thread, text []rune) ([]SplitPiece, error) {
	var out []SplitPiece
	last := 0
	err := r.Each(th, NewText(text), 0, len(text), 0, func(spans []int) error {
		out = append(out, SplitPiece{Text: runesString(text[last:spans[0]]), OK: true})
		for g := 1; g <= r.Groups(); g++ {
			if spans[2*g] < 0 {
				out = append(out, SplitPiece{})
				continue
			}
			out = append(out, SplitPiece{Text: runesString(text[spans[2*g]:spans[2*g+1]]), OK: true})
		}
		last = spans[1]
		return nil
	})
	if err != nil {
		return nil, err
	}
	return append(out, SplitPiece{Text: runesString(text[last:]), OK: true}), nil
}

// SplitPiece is one element of Split's result; OK is false for a group
// that did not take part (None in Python).
type SplitPiece struct {
	Text string
	OK   bool
}

// CompileString compiles a str pattern for Go callers.
func CompileString(pattern string, flags int) (*Regex, error) {
	return Compile(toRunes(pattern), true, flags)
}

// Flag values for CompileString.
const (
	IGNORECASE = flagIgnoreCase
	MULTILINE  = flagMultiline
	DOTALL     = flagDotAll
	VERBOSE    = flagVerbose
	ASCII      = flagASCII
)
