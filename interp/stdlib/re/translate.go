package re

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/dlclark/regexp2"
)

// The translator writes a parsed Python pattern in regexp2's .NET dialect.
// Where the dialects differ it spells out Python's meaning:
//   - every capturing group gets an explicit number, (?<3>...), because
//     .NET numbers named groups after the unnamed ones;
//   - \w \d \s use Python's character sets (Unicode: str.isalnum() and '_',
//     Unicode decimal digits, str.isspace(); ASCII under re.ASCII and for
//     bytes), and \b \B are look-arounds over Python's \w;
//   - \Z is .NET's \z; {,n} is {0,n}; possessive repeats are atomic groups;
//   - verbose mode and comments are resolved by the parser.

// Category sets as .NET class contents, for Unicode and for ASCII matching.
const (
	uniWord  = `0-9A-Z_a-z\p{L}\p{N}`
	uniDigit = `0-9\p{Nd}`
	uniSpace = `\t-\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000`

	asciiWord  = `0-9A-Z_a-z`
	asciiDigit = `0-9`
	asciiSpace = `\t-\r `
)

// netRepeatLimit is the largest repeat count regexp2 accepts; larger
// Python counts cannot be reached by any string the sandbox can hold.
const netRepeatLimit = 1<<31 - 2

type translator struct {
	b strings.Builder
}

// translate returns the .NET pattern for p and the regexp2 options for its
// global flags.
func translate(p *parsed) (string, regexp2.RegexOptions) {
	tr := &translator{}
	tr.seq(p.seq, p.flags)
	opts := regexp2.RegexOptions(regexp2.None)
	if p.flags&flagIgnoreCase != 0 && !ascii(p.flags) {
		opts |= regexp2.IgnoreCase
	}
	if p.flags&flagMultiline != 0 {
		opts |= regexp2.Multiline
	}
	if p.flags&flagDotAll != 0 {
		opts |= regexp2.Singleline
	}
	return tr.b.String(), opts
}

func (tr *translator) seq(seq []*node, flags int) {
	for _, n := range seq {
		tr.node(n, flags)
	}
}

func ascii(flags int) bool { return flags&flagUnicode == 0 }

func (tr *translator) node(n *node, flags int) {
	b := &tr.b
	switch n.kind {
	case nLiteral:
		tr.literal(n.ch, flags)
	case nAny:
		b.WriteByte('.')
	case nIn:
		b.WriteString(classPattern(foldItems(n.items, flags), n.negate, ascii(flags)))
	case nAt:
		tr.anchor(n.at, flags)
	case nBranch:
		b.WriteString("(?:")
		for i, alt := range n.alts {
			if i > 0 {
				b.WriteByte('|')
			}
			tr.seq(alt, flags)
		}
		b.WriteByte(')')
	case nGroup:
		if n.group > 0 {
			fmt.Fprintf(b, "(?<%d>", n.group)
		} else {
			inner := (flags | n.addFlags) &^ n.delFlags
			if n.addFlags&flagASCII != 0 {
				inner &^= flagUnicode
			}
			if n.addFlags&flagUnicode != 0 {
				inner &^= flagASCII
			}
			if n.addFlags&flagLocale != 0 {
				inner &^= flagUnicode | flagASCII
			}
			b.WriteString("(?")
			b.WriteString(netFlags(inner&^flags, ascii(inner)))
			if del := netFlags(flags&^inner, ascii(inner)); del != "" {
				b.WriteByte('-')
				b.WriteString(del)
			}
			b.WriteByte(':')
			flags = inner
		}
		tr.seq(n.sub, flags)
		b.WriteByte(')')
	case nAtomic:
		b.WriteString("(?>")
		tr.seq(n.sub, flags)
		b.WriteByte(')')
	case nRepeat:
		tr.repeat(n, flags)
	case nGroupRef:
		if flags&flagIgnoreCase != 0 && ascii(flags) {
			fmt.Fprintf(b, `(?i:\k<%d>)`, n.group)
		} else {
			fmt.Fprintf(b, `\k<%d>`, n.group)
		}
	case nGroupExists:
		fmt.Fprintf(b, "(?(%d)", n.group)
		tr.seq(n.sub, flags)
		b.WriteByte('|')
		if n.alts != nil {
			tr.seq(n.alts[0], flags)
		}
		b.WriteByte(')')
	case nAssert:
		b.WriteString("(?")
		if n.behind {
			b.WriteByte('<')
		}
		if n.negate {
			b.WriteByte('!')
		} else {
			b.WriteByte('=')
		}
		tr.seq(n.sub, flags)
		b.WriteByte(')')
	}
}

// netFlags keeps the inline flags .NET understands the same way.
// IGNORECASE is .NET's only with Unicode matching: ASCII-only case
// folding is spelled out by the translator.
func netFlags(f int, asciiOnly bool) string {
	s := ""
	if f&flagIgnoreCase != 0 && !asciiOnly {
		s += "i"
	}
	if f&flagMultiline != 0 {
		s += "m"
	}
	if f&flagDotAll != 0 {
		s += "s"
	}
	return s
}

func (tr *translator) anchor(at atKind, flags int) {
	b := &tr.b
	w := "[" + uniWord + "]"
	if ascii(flags) {
		w = "[" + asciiWord + "]"
	}
	switch at {
	case atBeginning:
		b.WriteByte('^')
	case atEnd:
		b.WriteByte('$')
	case atBeginString:
		b.WriteString(`\A`)
	case atEndString:
		b.WriteString(`\z`)
	case atBoundary:
		fmt.Fprintf(b, "(?:(?<=%s)(?!%s)|(?<!%s)(?=%s))", w, w, w, w)
	case atNonBoundary:
		// sre's \B never matches in an empty string
		fmt.Fprintf(b, `(?!\A\z)(?:(?<=%s)(?=%s)|(?<!%s)(?!%s))`, w, w, w, w)
	}
}

func (tr *translator) repeat(n *node, flags int) {
	b := &tr.b
	if n.rep == repPossessive {
		b.WriteString("(?>")
	}
	simple := len(n.sub) == 1 && (n.sub[0].kind == nLiteral || n.sub[0].kind == nAny ||
		n.sub[0].kind == nGroup || n.sub[0].kind == nAtomic)
	if simple {
		tr.node(n.sub[0], flags)
	} else {
		b.WriteString("(?:")
		tr.seq(n.sub, flags)
		b.WriteByte(')')
	}
	lo, hi := min(n.min, netRepeatLimit), n.max
	unbounded := hi == maxRepeat
	hi = min(hi, netRepeatLimit)
	switch {
	case lo == 0 && unbounded:
		b.WriteByte('*')
	case lo == 1 && unbounded:
		b.WriteByte('+')
	case lo == 0 && hi == 1:
		b.WriteByte('?')
	case unbounded:
		fmt.Fprintf(b, "{%d,}", lo)
	case lo == hi:
		fmt.Fprintf(b, "{%d}", lo)
	default:
		fmt.Fprintf(b, "{%d,%d}", lo, hi)
	}
	switch n.rep {
	case repLazy:
		b.WriteByte('?')
	case repPossessive:
		b.WriteByte(')')
	}
}

// categorySet returns the class contents of a positive category and
// whether the escape was the negated form.
func categorySet(cat byte, asciiOnly bool) (set string, negated bool) {
	switch cat {
	case 'd', 'D':
		set = uniDigit
		if asciiOnly {
			set = asciiDigit
		}
	case 's', 'S':
		set = uniSpace
		if asciiOnly {
			set = asciiSpace
		}
	default:
		set = uniWord
		if asciiOnly {
			set = asciiWord
		}
	}
	return set, cat == 'D' || cat == 'S' || cat == 'W'
}

// classPattern writes a Python character set as a .NET construct that
// matches exactly one character. A set mixing a negated category (\W, \S,
// \D) with other members cannot be one .NET class, so it becomes an
// alternation of classes (or look-aheads for a negated set).
func classPattern(items []classItem, negate, asciiOnly bool) string {
	var pos strings.Builder
	var negs []string
	for _, it := range items {
		if it.cat != 0 {
			set, neg := categorySet(it.cat, asciiOnly)
			if neg {
				negs = append(negs, set)
			} else {
				pos.WriteString(set)
			}
			continue
		}
		writeLiteral(&pos, it.lo, true)
		if it.hi != it.lo {
			pos.WriteByte('-')
			writeLiteral(&pos, it.hi, true)
		}
	}
	p := pos.String()
	if len(negs) == 0 {
		if negate {
			return "[^" + p + "]"
		}
		return "[" + p + "]"
	}
	var b strings.Builder
	if !negate {
		var parts []string
		if p != "" {
			parts = append(parts, "["+p+"]")
		}
		for _, n := range negs {
			parts = append(parts, "[^"+n+"]")
		}
		if len(parts) == 1 {
			return parts[0]
		}
		return "(?:" + strings.Join(parts, "|") + ")"
	}
	// not (P or not N1 or not N2...) = not P and N1 and N2...
	b.WriteString("(?:")
	if p != "" {
		b.WriteString("(?![" + p + "])")
	}
	for _, n := range negs[:len(negs)-1] {
		b.WriteString("(?=[" + n + "])")
	}
	b.WriteString("[" + negs[len(negs)-1] + "])")
	return b.String()
}

// writeLiteral writes character r so that .NET reads it literally, inside
// or outside a character class.
func writeLiteral(b *strings.Builder, r rune, inClass bool) {
	switch {
	case r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0 || r == 0x2028 || r == 0x2029:
		fmt.Fprintf(b, `\u%04x`, r)
	case r >= 0x80:
		b.WriteRune(r)
	case inClass:
		if strings.ContainsRune(`\]-[^`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	default:
		if strings.ContainsRune(`\*+?|{}[]()^$.# `, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
}

// literal writes a literal character under the flags in force: with
// IGNORECASE, the characters Python also accepts for it beyond simple
// lowercasing (ſ for s, ι for ͅ...), or, when case folding is ASCII-only,
// both cases of an ASCII letter.
func (tr *translator) literal(c rune, flags int) {
	if flags&flagIgnoreCase == 0 {
		writeLiteral(&tr.b, c, false)
		return
	}
	if ascii(flags) {
		if isASCIILetter(c) {
			tr.b.WriteByte('[')
			tr.b.WriteRune(c | 0x20)
			tr.b.WriteRune(c &^ 0x20)
			tr.b.WriteByte(']')
			return
		}
		writeLiteral(&tr.b, c, false)
		return
	}
	lo := unicode.ToLower(c)
	extra := casefixOf(lo)
	if extra == nil {
		writeLiteral(&tr.b, c, false)
		return
	}
	tr.b.WriteByte('[')
	writeLiteral(&tr.b, lo, true)
	for _, e := range extra {
		writeLiteral(&tr.b, e, true)
	}
	tr.b.WriteByte(']')
}

// foldItems adds to a character set what IGNORECASE makes it match
// besides .NET's lowercasing: Python's extra case equivalents of its
// characters, or with ASCII-only folding the other case of its ASCII
// letters. Categories (\w...) are left as they are, as CPython does.
func foldItems(items []classItem, flags int) []classItem {
	if flags&flagIgnoreCase == 0 {
		return items
	}
	var chars []classItem
	for _, it := range items {
		if it.cat == 0 {
			chars = append(chars, it)
		}
	}
	if len(chars) == 0 {
		return items
	}
	out := append([]classItem(nil), items...)
	if ascii(flags) {
		for _, it := range chars {
			for _, span := range [][2]rune{{'a', 'z'}, {'A', 'Z'}} {
				lo, hi := max(it.lo, span[0]), min(it.hi, span[1])
				if lo <= hi {
					out = append(out, classItem{lo: lo ^ 0x20, hi: hi ^ 0x20})
				}
			}
		}
		return out
	}
	in := classFunc(chars, false, false)
	for _, cf := range casefix {
		for _, src := range cf.sources {
			if in(src) {
				for _, e := range append([]rune{cf.lo}, cf.extra...) {
					out = append(out, classItem{lo: e, hi: e})
				}
				break
			}
		}
	}
	return out
}
