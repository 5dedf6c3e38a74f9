package re

import (
	"regexp"
	"regexp/syntax"
	"strings"
	"sync/atomic"
	"unicode/utf8"
)

// re2Engine runs a pattern with Go's regexp. It is safe for concurrent
// use, and shared: see cachedRE2. Go's API has no "search from
// here" with the text before as context, so a match from pos > 0 runs a
// program that first consumes the character before pos: its match starts
// one character early and the body's match is the rest, with that
// character as the context \b and (?m:^) see, and \A never true.
type re2Engine struct {
	prog *re2Prog
	// the programs, compiled on first use; atomic because an
	// engine is shared by every run that compiles the same pattern
	progs [2][3][2]atomic.Pointer[regexp.Regexp] // [asciiText][kind][prefixed]
	// literal is a string every match starts with ("" when none)
	literal string
	// starts marks the bytes a match can start with (nil: any)
	starts *startBytes
	// seps marks the characters no match contains (nil: none)
	seps *sepBytes
	// required is a character every match contains (0: none known)
	required byte
	// contextFree: nothing in the pattern looks at the text before a
	// match, so a search from pos needs no context character
	contextFree bool
	insts       int // instructions in the compiled program, for the cost bound
}

const (
	re2Search = iota
	re2Match
	re2Full
)

// maxRE2Work bounds instructions × bytes of a Go match, whose time Go
// cannot interrupt (about a second at worst): above it the run-time-limited
// regexp2 takes the match.
const maxRE2Work = 400_000_000

// newRE2Engine compiles prog, or returns nil when Go's regexp refuses it
// (a program too large).
func newRE2Engine(prog *re2Prog) *re2Engine {
	e := &re2Engine{prog: prog}
	re, err := e.compile(re2Search, false, false)
	if err != nil {
		return nil
	}
	// the analyses share one parse: with Python's \w spelled out, parsing
	// is most of the cost of compiling
	parsed, err := syntax.Parse(prog.body, syntax.Perl)
	if err != nil {
		return nil
	}
	e.literal, _ = re.LiteralPrefix()
	if e.literal == "" {
		e.starts = startBytesOf(parsed)
	}
	if !prog.absolute {
		e.seps = sepBytesOf(parsed)
	}
	if e.seps != nil {
		e.required = requiredByte(parsed)
	}
	e.contextFree = contextFree(parsed)
	p, err := syntax.Compile(parsed.Simplify())
	if err != nil {
		return nil
	}
	e.insts = len(p.Inst)
	return e
}

func (e *re2Engine) compile(kind int, prefixed, asciiText bool) (*regexp.Regexp, error) {
	p, a := 0, 0
	if prefixed {
		p = 1
	}
	body := e.prog.body
	if asciiText {
		a, body = 1, e.prog.asciiBody
	}
	if re := e.progs[a][kind][p].Load(); re != nil {
		return re, nil
	}
	src := "(?:" + body + ")"
	if prefixed {
		src = `(?s:.)` + src
	}
	switch kind {
	case re2Match:
		src = `\A` + src
	case re2Full:
		src = `\A` + src + `\z`
	}
	re, err := regexp.Compile(src)
	if err != nil {
		return nil, err
	}
	e.progs[a][kind][p].Store(re)
	return re, nil
}

// usable reports whether this match may run on Go's regexp: the text has
// a UTF-8 form and none of the translation's conditions fails.
func (e *re2Engine) usable(v variant, t *Text, end int) bool {
	if !t.prepareUTF8() {
		return false
	}
	p := e.prog
	switch {
	case p.asciiBoundary && !t.ascii,
		p.nonBoundary && end == 0,
		p.dollarEnd && end > 0 && t.src[t.byteAt(end)-1] == '\n',
		v == vAdvance && !p.advanceSafe:
		return false
	}
	return true
}

// errTooMuchWork stops a Go match that could outlast the run's deadline:
// regexp2, which checks the deadline, takes it over.
// (A type of its own, not errors.New: the package does no work at init.)
var errTooMuchWork error = tooMuchWorkError{}

type tooMuchWorkError struct{}

func (tooMuchWorkError) Error() string { return "re: match too large for an uninterruptible engine" }

// exec runs variant v over t cut at end, from pos, like Regex.Exec. An
// error means a program could not be compiled: regexp2 takes the match.
func (e *re2Engine) exec(v variant, t *Text, pos, end int, spans []int) (bool, error) {
	src := t.src[:t.byteAt(end)]
	b := t.byteAt(pos)
	switch v {
	case vMatch, vFullMatch:
		kind := re2Match
		if v == vFullMatch {
			kind = re2Full
		}
		if e.seps != nil {
			if we := t.windowEnd(e.seps, b); we < len(src) {
				if kind == re2Full {
					return false, nil // no match can cross the separator to reach the end
				}
				src = src[:we]
			}
		}
		return e.find(kind, t, src, b, spans)
	case vAdvance:
		ok, err := e.search(t, src, b, spans)
		if err != nil || !ok || spans[0] != pos || spans[1] != pos {
			return ok, err
		}
		// advanceSafe: the empty match at pos means no non-empty one there
		if b == len(src) {
			return false, nil
		}
		_, w := utf8.DecodeRuneInString(src[b:])
		return e.search(t, src, b+w, spans)
	}
	return e.search(t, src, b, spans)
}

// search finds the leftmost match in src from byte b.
func (e *re2Engine) search(t *Text, src string, b int, spans []int) (bool, error) {
	var work int64 // instructions × bytes handed to Go so far
	for b <= len(src) {
		if e.required != 0 && e.seps != nil {
			// the first window that can hold a match holds the next
			// required character
			r := strings.IndexByte(src[b:], e.required)
			if r < 0 {
				return false, nil
			}
			r += b
			for ws := r; ws > b; ws-- {
				if c := src[ws-1]; c < utf8.RuneSelf && e.seps[c] {
					b = ws
					break
				}
			}
		}
		// no match starts before the next start byte or literal; the
		// search begins there, with the character before it as context
		if e.literal != "" {
			i := strings.Index(src[b:], e.literal)
			if i < 0 {
				return false, nil
			}
			b += i
		} else if e.starts != nil {
			if b = e.starts.next(src, b); b < 0 {
				return false, nil
			}
		}
		if e.seps == nil {
			return e.find(re2Search, t, src, b, spans)
		}
		we := min(t.windowEnd(e.seps, b), len(src))
		if work += int64(e.insts) * int64(we-b+1); work > maxRE2Work {
			return false, errTooMuchWork
		}
		if ok, err := e.find(re2Search, t, src[:we], b, spans); ok || err != nil {
			return ok, err
		}
		b = we + 1
	}
	return false, nil
}

// find runs a program over src from byte b and fills spans with code
// point offsets.
func (e *re2Engine) find(kind int, t *Text, src string, b int, spans []int) (bool, error) {
	base := b
	// the program that consumes the character before b is needed only
	// when the pattern looks back, and not at a line start, where a
	// pattern that does not look at the whole text sees what it sees at
	// the text's start
	prefixed := b > 0 && !e.contextFree && (e.prog.absolute || src[b-1] != '\n')
	if prefixed {
		_, w := utf8.DecodeLastRuneInString(src[:b])
		base = b - w
	}
	if int64(e.insts)*int64(len(src)-base) > maxRE2Work {
		return false, errTooMuchWork
	}
	// the analyses above hold for both programs: cutting sets to ASCII
	// only removes characters a match can start with or contain
	re, err := e.compile(kind, prefixed, t.ascii && e.prog.asciiBody != e.prog.body)
	if err != nil {
		return false, err
	}
	m := re.FindStringSubmatchIndex(src[base:])
	if m == nil {
		return false, nil
	}
	if prefixed {
		_, w := utf8.DecodeRuneInString(src[base+m[0]:])
		m[0] += w
	}
	for i := range spans {
		if m[i] < 0 {
			spans[i] = -1
			continue
		}
		spans[i] = t.indexAt(base + m[i])
	}
	return true, nil
}
