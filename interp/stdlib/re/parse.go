package re

import (
	"fmt"
	"strconv"

	"github.com/mcpython/mcpython/interp/pyfmt"
)

// parsed is the result of parsing a pattern.
type parsed struct {
	seq       []*node
	flags     int            // the pattern's flags, inline global flags included
	groups    int            // number of capturing groups
	names     map[string]int // group name -> number
	groupName []string       // number -> name ("" for unnamed); index 0 unused
	parent    []int          // number -> enclosing group number (0 at top level)
}

// parseState is re._parser.State: what the parser knows about groups.
type parseState struct {
	flags            int
	names            map[string]int
	groupName        []string
	widths           [][2]int64 // group widths, known once the group closes
	closed           []bool
	parent           []int
	open             []int // capturing groups being parsed, innermost last
	lookbehindGroups int   // -1: not inside a look-behind
	grouprefPos      map[int]int
}

func (s *parseState) groups() int { return len(s.widths) }

func (s *parseState) openGroup(t *tokenizer, name []rune) int {
	gid := s.groups()
	if gid+1 > maxGroups {
		t.fail("too many groups", 0)
	}
	if name != nil {
		if old, ok := s.names[string(name)]; ok {
			t.fail(fmt.Sprintf("redefinition of group name %s as group %d; was group %d",
				pyfmt.Repr(string(name)), gid, old), len(name)+1)
		}
		s.names[string(name)] = gid
		s.groupName = append(s.groupName, string(name))
	} else {
		s.groupName = append(s.groupName, "")
	}
	s.widths = append(s.widths, [2]int64{})
	s.closed = append(s.closed, false)
	par := 0
	if len(s.open) > 0 {
		par = s.open[len(s.open)-1]
	}
	s.parent = append(s.parent, par)
	s.open = append(s.open, gid)
	return gid
}

func (s *parseState) closeGroup(gid int, seq []*node) {
	lo, hi := seqWidth(seq, s.widths)
	s.widths[gid] = [2]int64{lo, hi}
	s.closed[gid] = true
	s.open = s.open[:len(s.open)-1]
}

func (s *parseState) checkGroup(gid int) bool { return gid < s.groups() && s.closed[gid] }

func (s *parseState) checkLookbehindGroup(t *tokenizer, gid int) {
	if s.lookbehindGroups >= 0 {
		if !s.checkGroup(gid) {
			t.fail("cannot refer to an open group", 0)
		}
		if gid >= s.lookbehindGroups {
			t.fail("cannot refer to group defined in the same lookbehind subpattern", 0)
		}
	}
}

// parse parses pattern with the given flags like re._parser.parse, then
// checks it like re._compiler (look-behind widths). istext is false for
// bytes patterns (whose characters are bytes 0-255).
func parse(pattern []rune, istext bool, flags int) (p *parsed, err error) {
	defer func() {
		if r := recover(); r != nil {
			a, ok := r.(parseAbort)
			if !ok {
				panic(r)
			}
			p, err = nil, a.err
		}
	}()
	t := newTokenizer(pattern, istext)
	st := &parseState{
		flags:            flags,
		names:            map[string]int{},
		groupName:        []string{""},
		widths:           [][2]int64{{0, 0}},
		closed:           []bool{false},
		parent:           []int{0},
		lookbehindGroups: -1,
		grouprefPos:      map[int]int{},
	}
	seq := parseSub(t, st, flags&flagVerbose != 0, 0)
	fixed, ferr := fixFlags(istext, st.flags)
	if ferr != nil {
		return nil, ferr
	}
	if t.next != nil {
		t.fail("unbalanced parenthesis", 0)
	}
	for g, pos := range st.grouprefPos {
		if g >= st.groups() {
			return nil, &Error{Msg: fmt.Sprintf("invalid group reference %d", g), Pos: pos}
		}
	}
	if err := checkLookbehinds(seq, st.widths); err != nil {
		return nil, err
	}
	return &parsed{seq: seq, flags: fixed, groups: st.groups() - 1, names: st.names,
		groupName: st.groupName, parent: st.parent}, nil
}

// fixFlags checks the type flags against the pattern type and adds UNICODE
// to str patterns (re._parser.fix_flags). Its errors are ValueErrors,
// marked by a negative position and valueError.
func fixFlags(istext bool, flags int) (int, *Error) {
	if istext {
		if flags&flagLocale != 0 {
			return 0, &Error{Msg: "cannot use LOCALE flag with a str pattern", Pos: posValueError}
		}
		if flags&flagASCII == 0 {
			flags |= flagUnicode
		} else if flags&flagUnicode != 0 {
			return 0, &Error{Msg: "ASCII and UNICODE flags are incompatible", Pos: posValueError}
		}
	} else {
		if flags&flagUnicode != 0 {
			return 0, &Error{Msg: "cannot use UNICODE flag with a bytes pattern", Pos: posValueError}
		}
		if flags&flagLocale != 0 && flags&flagASCII != 0 {
			return 0, &Error{Msg: "ASCII and LOCALE flags are incompatible", Pos: posValueError}
		}
	}
	return flags, nil
}

// posValueError marks an Error that CPython raises as ValueError.
const posValueError = -2

// checkLookbehinds rejects look-behinds of variable width, as re._compiler does.
func checkLookbehinds(seq []*node, widths [][2]int64) *Error {
	for _, n := range seq {
		if n.kind == nAssert && n.behind {
			lo, hi := seqWidth(n.sub, widths)
			if lo != hi {
				return &Error{Msg: "look-behind requires fixed-width pattern", Pos: -1}
			}
		}
		for _, alt := range n.alts {
			if err := checkLookbehinds(alt, widths); err != nil {
				return err
			}
		}
		if err := checkLookbehinds(n.sub, widths); err != nil {
			return err
		}
	}
	return nil
}

// parseSub parses an alternation a|b|c.
func parseSub(t *tokenizer, st *parseState, verbose bool, nested int) []*node {
	var alts [][]*node
	for {
		alts = append(alts, parseSeq(t, st, verbose, nested+1, nested == 0 && len(alts) == 0))
		if !t.match('|') {
			break
		}
		if nested == 0 {
			verbose = st.flags&flagVerbose != 0
		}
	}
	if len(alts) == 1 {
		return alts[0]
	}
	return []*node{{kind: nBranch, alts: alts}}
}

// parseSeq parses a sequence of items up to '|', ')' or the end.
func parseSeq(t *tokenizer, st *parseState, verbose bool, nested int, first bool) []*node {
	var seq []*node
	for {
		this := t.next
		if this == nil || t.isIn("|)") {
			break
		}
		t.advance()
		if verbose && len(this) == 1 {
			if isIn(this[0], whitespace) {
				continue
			}
			if this[0] == '#' {
				for {
					c := t.get()
					if c == nil || len(c) == 1 && c[0] == '\n' {
						break
					}
				}
				continue
			}
		}
		switch {
		case len(this) == 2:
			seq = append(seq, parseEscape(t, st, this))
		case !isIn(this[0], specials):
			seq = append(seq, &node{kind: nLiteral, ch: this[0]})
		case this[0] == '[':
			seq = append(seq, parseSet(t))
		case isIn(this[0], repeatChars):
			if n := parseRepeat(t, this[0], seq); n != nil {
				seq[len(seq)-1] = n
			} else {
				seq = append(seq, &node{kind: nLiteral, ch: '{'})
			}
		case this[0] == '.':
			seq = append(seq, &node{kind: nAny})
		case this[0] == '(':
			n, isGlobal := parseGroup(t, st, verbose, nested, first && len(seq) == 0)
			if isGlobal {
				verbose = st.flags&flagVerbose != 0
				continue
			}
			if n != nil {
				seq = append(seq, n)
			}
		case this[0] == '^':
			seq = append(seq, &node{kind: nAt, at: atBeginning})
		case this[0] == '$':
			seq = append(seq, &node{kind: nAt, at: atEnd})
		}
	}
	return seq
}

func isIn(c rune, set string) bool {
	for _, s := range set {
		if c == s {
			return true
		}
	}
	return false
}

// parseRepeat turns the last item of seq into a repeat. It returns nil
// when '{' does not start a valid quantifier (then it is a literal).
func parseRepeat(t *tokenizer, this rune, seq []*node) *node {
	here := t.tell()
	var lo, hi int64
	switch this {
	case '?':
		lo, hi = 0, 1
	case '*':
		lo, hi = 0, maxRepeat
	case '+':
		lo, hi = 1, maxRepeat
	case '{':
		if t.is('}') {
			return nil
		}
		lo, hi = 0, maxRepeat
		var los, his []rune
		for t.isIn(digits) {
			los = append(los, t.get()...)
		}
		if t.match(',') {
			for t.isIn(digits) {
				his = append(his, t.get()...)
			}
		} else {
			his = los
		}
		if !t.match('}') {
			t.seek(here)
			return nil
		}
		if len(los) > 0 {
			lo = parseRepeatCount(los)
		}
		if len(his) > 0 {
			hi = parseRepeatCount(his)
			if hi < lo {
				t.fail("min repeat greater than max repeat", t.tell()-here)
			}
		}
	}
	if len(seq) == 0 || seq[len(seq)-1].kind == nAt {
		t.fail("nothing to repeat", t.tell()-here+1)
	}
	item := seq[len(seq)-1]
	if item.kind == nRepeat {
		t.fail("multiple repeat", t.tell()-here+1)
	}
	sub := []*node{item}
	if item.kind == nGroup && item.group == 0 && item.addFlags == 0 && item.delFlags == 0 {
		sub = item.sub
	}
	n := &node{kind: nRepeat, min: lo, max: hi, sub: sub}
	if t.match('?') {
		n.rep = repLazy
	} else if t.match('+') {
		n.rep = repPossessive
	}
	return n
}

func parseRepeatCount(ds []rune) int64 {
	v, err := strconv.ParseInt(string(ds), 10, 64)
	if err != nil || v >= maxRepeat {
		panic(parseAbort{&Error{Msg: "the repetition number is too large", Pos: -1, Overflow: true}})
	}
	return v
}

// parseSet parses a character set after '['.
func parseSet(t *tokenizer) *node {
	here := t.tell() - 1
	negate := t.match('^')
	var items []classItem
	for {
		this := t.get()
		if this == nil {
			t.fail("unterminated character set", t.tell()-here)
		}
		if len(this) == 1 && this[0] == ']' && len(items) > 0 {
			break
		}
		var code1 classItem
		if len(this) == 2 {
			code1 = classEscape(t, this)
		} else {
			code1 = classItem{lo: this[0], hi: this[0]}
		}
		if t.match('-') {
			that := t.get()
			if that == nil {
				t.fail("unterminated character set", t.tell()-here)
			}
			if len(that) == 1 && that[0] == ']' {
				items = append(items, code1, classItem{lo: '-', hi: '-'})
				break
			}
			var code2 classItem
			if len(that) == 2 {
				code2 = classEscape(t, that)
			} else {
				code2 = classItem{lo: that[0], hi: that[0]}
			}
			if code1.cat != 0 || code2.cat != 0 || code1.lo != code1.hi || code2.lo != code2.hi || code2.lo < code1.lo {
				t.fail(fmt.Sprintf("bad character range %s-%s", string(this), string(that)), len(this)+1+len(that))
			}
			items = append(items, classItem{lo: code1.lo, hi: code2.lo})
		} else {
			items = append(items, code1)
		}
	}
	if len(items) == 1 && items[0].cat == 0 && items[0].lo == items[0].hi && !negate {
		return &node{kind: nLiteral, ch: items[0].lo}
	}
	return &node{kind: nIn, items: items, negate: negate}
}

// parseGroup parses what follows '('. It returns isGlobal for a global
// inline-flags group, and a nil node for a comment.
func parseGroup(t *tokenizer, st *parseState, verbose bool, nested int, first bool) (n *node, isGlobal bool) {
	start := t.tell() - 1
	capture := true
	atomic := false
	var name []rune
	addFlags, delFlags := 0, 0
	if t.match('?') {
		char := t.get()
		if char == nil {
			t.fail("unexpected end of pattern", 0)
		}
		c := char[0]
		if len(char) == 2 {
			c = 0 // an escape is never an extension letter
		}
		switch {
		case c == 'P':
			if t.match('<') {
				name = t.getUntil('>', "group name")
				checkGroupName(t, name, 1)
			} else if t.match('=') {
				name = t.getUntil(')', "group name")
				checkGroupName(t, name, 1)
				gid, ok := st.names[string(name)]
				if !ok {
					t.fail("unknown group name "+pyfmt.Repr(string(name)), len(name)+1)
				}
				if !st.checkGroup(gid) {
					t.fail("cannot refer to an open group", len(name)+1)
				}
				st.checkLookbehindGroup(t, gid)
				return &node{kind: nGroupRef, group: gid}, false
			} else {
				char := t.get()
				if char == nil {
					t.fail("unexpected end of pattern", 0)
				}
				t.fail("unknown extension ?P"+string(char), len(char)+2)
			}
		case c == ':':
			capture = false
		case c == '#':
			for {
				if t.next == nil {
					t.fail("missing ), unterminated comment", t.tell()-start)
				}
				if c := t.get(); len(c) == 1 && c[0] == ')' {
					return nil, false
				}
			}
		case c == '=' || c == '!' || c == '<':
			behind := false
			if c == '<' {
				char := t.get()
				if char == nil {
					t.fail("unexpected end of pattern", 0)
				}
				if len(char) != 1 || (char[0] != '=' && char[0] != '!') {
					t.fail("unknown extension ?<"+string(char), len(char)+2)
				}
				c = char[0]
				behind = true
			}
			saved := st.lookbehindGroups
			if behind && saved < 0 {
				st.lookbehindGroups = st.groups()
			}
			sub := parseSub(t, st, verbose, nested+1)
			if behind && saved < 0 {
				st.lookbehindGroups = -1
			}
			if !t.match(')') {
				t.fail("missing ), unterminated subpattern", t.tell()-start)
			}
			return &node{kind: nAssert, behind: behind, negate: c == '!', sub: sub}, false
		case c == '(':
			return parseConditional(t, st, verbose, nested, start), false
		case c == '>':
			capture = false
			atomic = true
		case c != 0 && (flagLetter(c) != 0 || c == '-'):
			add, del, global := parseFlags(t, st, c)
			if global {
				if !first {
					t.fail("global flags not at the start of the expression", t.tell()-start)
				}
				return nil, true
			}
			addFlags, delFlags = add, del
			capture = false
		default:
			t.fail("unknown extension ?"+string(char), len(char)+1)
		}
	}
	gid := 0
	if capture {
		gid = st.openGroup(t, name)
	}
	subVerbose := (verbose || addFlags&flagVerbose != 0) && delFlags&flagVerbose == 0
	sub := parseSub(t, st, subVerbose, nested+1)
	if !t.match(')') {
		t.fail("missing ), unterminated subpattern", t.tell()-start)
	}
	if gid > 0 {
		st.closeGroup(gid, sub)
	}
	if atomic {
		return &node{kind: nAtomic, sub: sub}, false
	}
	return &node{kind: nGroup, group: gid, addFlags: addFlags, delFlags: delFlags, sub: sub}, false
}

func parseConditional(t *tokenizer, st *parseState, verbose bool, nested, start int) *node {
	condName := t.getUntil(')', "group name")
	var gid int
	if pyfmt.IsIdentifier(string(condName)) {
		checkGroupName(t, condName, 1)
		g, ok := st.names[string(condName)]
		if !ok {
			t.fail("unknown group name "+pyfmt.Repr(string(condName)), len(condName)+1)
		}
		gid = g
	} else {
		v, ok := pyDecimal(condName)
		if !ok {
			t.fail("bad character in group name "+pyfmt.Repr(string(condName)), len(condName)+1)
		}
		if v == 0 {
			t.fail("bad group number", len(condName)+1)
		}
		if v >= maxGroups {
			t.fail(fmt.Sprintf("invalid group reference %d", v), len(condName)+1)
		}
		gid = int(v)
		if _, seen := st.grouprefPos[gid]; !seen {
			st.grouprefPos[gid] = t.tell() - len(condName) - 1
		}
	}
	st.checkLookbehindGroup(t, gid)
	yes := parseSeq(t, st, verbose, nested+1, false)
	var no [][]*node
	if t.match('|') {
		no = [][]*node{parseSeq(t, st, verbose, nested+1, false)}
		if t.is('|') {
			t.fail("conditional backref with more than two branches", 0)
		}
	}
	if !t.match(')') {
		t.fail("missing ), unterminated subpattern", t.tell()-start)
	}
	return &node{kind: nGroupExists, group: gid, sub: yes, alts: no}
}

// pyDecimal parses a group number the way int() does for the characters
// CPython accepts there (ASCII or Unicode decimal digits); ok is false for
// anything else or a negative number.
func pyDecimal(rs []rune) (int64, bool) {
	if len(rs) == 0 {
		return 0, false
	}
	var v int64
	for _, r := range rs {
		d := pyfmt.DecimalValue(r)
		if d < 0 {
			return 0, false
		}
		if v > maxGroups {
			continue // already too large; keep validating the digits
		}
		v = v*10 + int64(d)
	}
	return v, true
}

func checkGroupName(t *tokenizer, name []rune, offset int) {
	if !pyfmt.IsIdentifier(string(name)) {
		t.fail("bad character in group name "+pyfmt.Repr(string(name)), len(name)+offset)
	}
}

func flagLetter(c rune) int {
	switch c {
	case 'i':
		return flagIgnoreCase
	case 'L':
		return flagLocale
	case 'm':
		return flagMultiline
	case 's':
		return flagDotAll
	case 'x':
		return flagVerbose
	case 'a':
		return flagASCII
	case 't':
		return flagTemplate
	case 'u':
		return flagUnicode
	}
	return 0
}

// parseFlags parses inline flags after "(?" whose first character is c:
// global flags "(?aiLmsux)" or a scoped group "(?flags-flags:...)".
func parseFlags(t *tokenizer, st *parseState, c rune) (add, del int, global bool) {
	char := []rune{c}
	if c != '-' {
		for {
			flag := flagLetter(char[0])
			if t.istext {
				if char[0] == 'L' {
					t.fail("bad inline flags: cannot use 'L' flag with a str pattern", 0)
				}
			} else if char[0] == 'u' {
				t.fail("bad inline flags: cannot use 'u' flag with a bytes pattern", 0)
			}
			add |= flag
			if flag&typeFlags != 0 && add&typeFlags != flag {
				t.fail("bad inline flags: flags 'a', 'u' and 'L' are incompatible", 0)
			}
			char = t.get()
			if char == nil {
				t.fail("missing -, : or )", 0)
			}
			if len(char) == 1 && isIn(char[0], ")-:") {
				break
			}
			if len(char) != 1 || flagLetter(char[0]) == 0 {
				msg := "missing -, : or )"
				if len(char) == 1 && pyfmt.IsAlpha(char[0]) {
					msg = "unknown flag"
				}
				t.fail(msg, len(char))
			}
		}
	}
	if char[0] == ')' {
		st.flags |= add
		return 0, 0, true
	}
	if add&globalFlags != 0 {
		t.fail("bad inline flags: cannot turn on global flag", 1)
	}
	if char[0] == '-' {
		char = t.get()
		if char == nil {
			t.fail("missing flag", 0)
		}
		if len(char) != 1 || flagLetter(char[0]) == 0 {
			msg := "missing flag"
			if len(char) == 1 && pyfmt.IsAlpha(char[0]) {
				msg = "unknown flag"
			}
			t.fail(msg, len(char))
		}
		for {
			flag := flagLetter(char[0])
			if flag&typeFlags != 0 {
				t.fail("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", 0)
			}
			del |= flag
			char = t.get()
			if char == nil {
				t.fail("missing :", 0)
			}
			if len(char) == 1 && char[0] == ':' {
				break
			}
			if len(char) != 1 || flagLetter(char[0]) == 0 {
				msg := "missing :"
				if len(char) == 1 && pyfmt.IsAlpha(char[0]) {
					msg = "unknown flag"
				}
				t.fail(msg, len(char))
			}
		}
	}
	if del&globalFlags != 0 {
		t.fail("bad inline flags: cannot turn off global flag", 1)
	}
	if add&del != 0 {
		t.fail("bad inline flags: flag turned on and off", 1)
	}
	return add, del, false
}
