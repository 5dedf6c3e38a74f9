package re

import (
	"fmt"
	"strings"

	"github.com/mcpython/mcpython/internal/lazy"
)

// The RE2 translator writes a parsed Python pattern in the syntax of Go's
// regexp package, whose leftmost-first matching finds the match sre's
// backtracking finds, in linear time, for the patterns it accepts. It
// refuses what RE2 cannot say (back-references, look-arounds, atomic and
// possessive groups, conditionals, LOCALE) and what RE2 would match
// differently (a repeat of something that can match empty, where sre's
// rules for empty iterations are its own). Everything else is spelled out
// so that it means what Python means:
//   - \w \d \s are Python's sets, never Go's ASCII ones;
//   - IGNORECASE becomes explicit character sets built with sre's rule
//     (lower(c) must be the lowercase of a member, re._casefix included),
//     never Go's (?i), which folds by Unicode case orbits;
//   - . ^ $ \A \Z say their flags explicitly; non-multiline $ becomes \z,
//     which is right unless the text ends in "\n" (re2Prog.dollarEnd);
//   - \b \B are Go's, which use ASCII \w: right for ASCII patterns, and for
//     Unicode ones on ASCII text (re2Prog.asciiBoundary).

// re2Prog is a pattern translated for Go's regexp, with what decides
// whether a particular match may use it.
type re2Prog struct {
	body string // the pattern in Go syntax, groups numbered as in Python
	// asciiBody is body with every set cut to its ASCII members, which is
	// the same on ASCII text
	asciiBody string

	// asciiBoundary: \b or \B over Unicode \w, the same as Go's only on
	// ASCII text.
	asciiBoundary bool
	// nonBoundary: \B, which in sre never matches in an empty string.
	nonBoundary bool
	// dollarEnd: a non-multiline $, written \z, which misses the position
	// before a final "\n".
	dollarEnd bool
	// absolute: \A, \Z, or a non-multiline ^ or $, whose meaning depends on
	// where the whole text starts or ends.
	absolute bool
	// advanceSafe: at any position every non-empty match is preferred to
	// every empty one, so a match that must not be empty at pos is the
	// ordinary match when that is non-empty, or one found from pos+1.
	advanceSafe bool
}

// maxRE2Repeat is the largest repeat count Go's regexp accepts.
const maxRE2Repeat = 1000

type re2Translator struct {
	b    strings.Builder
	prog *re2Prog
	// asciiText writes every set as its ASCII members only: the program
	// for texts without other characters, whose small sets Go matches
	// faster than Python's Unicode ones
	asciiText bool
	// refused says why the pattern cannot use RE2 ("" while it can)
	refused string
}

// translateRE2 returns the Go form of p, or nil and the reason it has none.
func translateRE2(p *parsed) (*re2Prog, string) {
	if p.flags&flagLocale != 0 {
		return nil, "LOCALE"
	}
	tr := &re2Translator{prog: &re2Prog{advanceSafe: true}}
	tr.seq(p.seq, p.flags)
	if tr.refused != "" {
		return nil, tr.refused
	}
	tr.prog.body = tr.b.String()
	asc := &re2Translator{prog: &re2Prog{}, asciiText: true}
	asc.seq(p.seq, p.flags)
	tr.prog.asciiBody = asc.b.String()
	return tr.prog, ""
}

func (tr *re2Translator) refuse(why string) {
	if tr.refused == "" {
		tr.refused = why
	}
}

func (tr *re2Translator) seq(seq []*node, flags int) {
	for _, n := range seq {
		tr.node(n, flags)
	}
}

func (tr *re2Translator) node(n *node, flags int) {
	b := &tr.b
	switch n.kind {
	case nLiteral:
		tr.literal(n.ch, flags)
	case nAny:
		if flags&flagDotAll != 0 {
			b.WriteString(`(?s:.)`)
		} else {
			b.WriteString(`[^\n]`)
		}
	case nIn:
		class, why := goClass(n.items, n.negate, flags, tr.asciiText)
		if why != "" {
			tr.refuse(why)
			return
		}
		b.WriteString(class)
	case nAt:
		tr.anchor(n.at, flags)
	case nBranch:
		b.WriteString("(?:")
		for i, alt := range n.alts {
			if i > 0 {
				b.WriteByte('|')
			}
			if lo, _ := seqWidth(alt, nil); lo == 0 && i < len(n.alts)-1 {
				tr.prog.advanceSafe = false
			}
			tr.seq(alt, flags)
		}
		b.WriteByte(')')
	case nGroup:
		if n.group > 0 {
			b.WriteByte('(')
		} else {
			b.WriteString("(?:")
			flags = scopedFlags(flags, n.addFlags, n.delFlags)
		}
		tr.seq(n.sub, flags)
		b.WriteByte(')')
	case nRepeat:
		tr.repeat(n, flags)
	case nAtomic:
		tr.refuse("atomic group")
	case nGroupRef:
		tr.refuse("back-reference")
	case nGroupExists:
		tr.refuse("conditional group")
	case nAssert:
		tr.refuse("look-around")
	}
}

// scopedFlags returns the flags inside (?add-del:...).
func scopedFlags(flags, add, del int) int {
	inner := (flags | add) &^ del
	if add&flagASCII != 0 {
		inner &^= flagUnicode
	}
	if add&flagUnicode != 0 {
		inner &^= flagASCII
	}
	if add&flagLocale != 0 {
		inner &^= flagUnicode | flagASCII
	}
	return inner
}

func (tr *re2Translator) anchor(at atKind, flags int) {
	b := &tr.b
	multiline := flags&flagMultiline != 0
	switch at {
	case atBeginning:
		if multiline {
			b.WriteString(`(?m:^)`)
			return
		}
		tr.prog.absolute = true
		b.WriteString(`\A`)
	case atEnd:
		if multiline {
			b.WriteString(`(?m:$)`)
			return
		}
		tr.prog.absolute = true
		tr.prog.dollarEnd = true
		b.WriteString(`\z`)
	case atBeginString:
		tr.prog.absolute = true
		b.WriteString(`\A`)
	case atEndString:
		tr.prog.absolute = true
		b.WriteString(`\z`)
	case atBoundary, atNonBoundary:
		if !ascii(flags) {
			tr.prog.asciiBoundary = true
		}
		if at == atBoundary {
			b.WriteString(`\b`)
			return
		}
		tr.prog.nonBoundary = true
		b.WriteString(`\B`)
	}
}

func (tr *re2Translator) repeat(n *node, flags int) {
	if n.rep == repPossessive {
		tr.refuse("possessive repeat")
		return
	}
	if lo, _ := seqWidth(n.sub, nil); lo == 0 {
		tr.refuse("repeat of a subpattern that can match empty")
		return
	}
	if n.min > maxRE2Repeat || n.max != maxRepeat && n.max > maxRE2Repeat {
		tr.refuse("repeat count above 1000")
		return
	}
	if n.rep == repLazy {
		tr.prog.advanceSafe = false
	}
	b := &tr.b
	b.WriteString("(?:")
	tr.seq(n.sub, flags)
	b.WriteByte(')')
	switch {
	case n.min == 0 && n.max == maxRepeat:
		b.WriteByte('*')
	case n.min == 1 && n.max == maxRepeat:
		b.WriteByte('+')
	case n.min == 0 && n.max == 1:
		b.WriteByte('?')
	case n.max == maxRepeat:
		fmt.Fprintf(b, "{%d,}", n.min)
	case n.min == n.max:
		fmt.Fprintf(b, "{%d}", n.min)
	default:
		fmt.Fprintf(b, "{%d,%d}", n.min, n.max)
	}
	if n.rep == repLazy {
		b.WriteByte('?')
	}
}

// literal writes character c; under IGNORECASE a cased character becomes
// the set of characters sre accepts for it.
func (tr *re2Translator) literal(c rune, flags int) {
	if isSurrogate(c) {
		tr.refuse("surrogate code point")
		return
	}
	if flags&flagIgnoreCase != 0 {
		cm := caseMapFor(flags)
		if cm.cased(c) {
			tr.b.WriteString(renderSet(cm.foldSet(runeSet{{c, c}})))
			return
		}
	}
	writeGoRune(&tr.b, c)
}

func isSurrogate(c rune) bool { return c >= 0xd800 && c <= 0xdfff }

func caseMapFor(flags int) *caseMap {
	if ascii(flags) {
		return asciiCase.Get()
	}
	return unicodeCase.Get()
}

// writeGoRune writes c so that Go's parser reads it literally, inside or
// outside a class.
func writeGoRune(b *strings.Builder, c rune) {
	if c < 0x80 && (c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z') {
		b.WriteRune(c)
		return
	}
	fmt.Fprintf(b, `\x{%x}`, c)
}

// goCategory is a positive category as Go class contents.
func goCategory(cat byte, asciiOnly bool) string {
	switch cat {
	case 'd', 'D':
		if asciiOnly {
			return `0-9`
		}
		return `0-9\p{Nd}`
	case 's', 'S':
		if asciiOnly {
			return `\x{9}-\x{d}\x{20}`
		}
		return renderRanges(categoryRuneSet('s', false))
	}
	if asciiOnly {
		return `0-9A-Z_a-z`
	}
	return uniWordRanges.Get()
}

// uniWordRanges is Unicode \w as sorted, merged ranges, which Go's parser
// takes several times faster than \p{L}\p{N}, whose ranges it must sort.
var uniWordRanges = lazy.Value[string]{New: func() string { return renderRanges(categoryRuneSet('w', false)) }}

// goClass writes a Python character set as one Go class, or says why it
// cannot; asciiText keeps only its ASCII members.
func goClass(items []classItem, negate bool, flags int, asciiText bool) (string, string) {
	asciiOnly := ascii(flags)
	var chars runeSet
	var cats []byte
	negCat := false
	for _, it := range items {
		if it.cat != 0 {
			cats = append(cats, it.cat)
			negCat = negCat || it.cat == 'D' || it.cat == 'S' || it.cat == 'W'
			continue
		}
		if isSurrogate(it.lo) || isSurrogate(it.hi) {
			return "", "surrogate code point"
		}
		chars = append(chars, runeRange{it.lo, it.hi})
	}
	chars = chars.normalize()
	if flags&flagIgnoreCase != 0 {
		cm := caseMapFor(flags)
		if cm.hasCased(chars) {
			// sre then tests lower(c) against the categories too, which
			// is the same as testing c while lowercasing keeps every
			// character in or out of the category
			for _, cat := range cats {
				if !cm.foldStable(cat, asciiOnly) {
					return "", "IGNORECASE with a category that lowercasing changes"
				}
			}
			chars = cm.foldSet(chars)
		}
	}
	if asciiText {
		var set runeSet
		for c := rune(0); c < 0x80; c++ {
			in := chars.has(c)
			for _, cat := range cats {
				in = in || categoryHas(cat, c, asciiOnly)
			}
			if in != negate {
				set = append(set, runeRange{c, c})
			}
		}
		return renderSet(set.normalize()), ""
	}
	if !negCat {
		var b strings.Builder
		b.WriteByte('[')
		if negate {
			b.WriteByte('^')
		}
		for _, cat := range cats {
			b.WriteString(goCategory(cat, asciiOnly))
		}
		b.WriteString(renderRanges(chars))
		if len(cats) == 0 && len(chars) == 0 {
			return renderSet(nil), ""
		}
		b.WriteByte(']')
		return b.String(), ""
	}
	if len(cats) == 1 && len(chars) == 0 {
		if negate {
			return "[" + goCategory(cats[0], asciiOnly) + "]", ""
		}
		return "[^" + goCategory(cats[0], asciiOnly) + "]", ""
	}
	set := chars
	for _, cat := range cats {
		cs := categoryRuneSet(cat, asciiOnly)
		if cat == 'D' || cat == 'S' || cat == 'W' {
			cs = cs.complement()
		}
		set = append(set, cs...)
	}
	set = set.normalize()
	if negate {
		set = set.complement()
	}
	return renderSet(set), ""
}

// renderSet writes a set as a Go class; an empty set is a class that
// matches nothing.
func renderSet(s runeSet) string {
	if len(s) == 0 {
		return `[^\x{0}-\x{10ffff}]`
	}
	if len(s) == 1 && s[0].lo == s[0].hi {
		var b strings.Builder
		writeGoRune(&b, s[0].lo)
		return b.String()
	}
	return "[" + renderRanges(s) + "]"
}

// renderRanges writes ranges as Go class contents.
func renderRanges(s runeSet) string {
	var b strings.Builder
	for _, r := range s {
		writeGoRune(&b, r.lo)
		if r.hi != r.lo {
			b.WriteByte('-')
			writeGoRune(&b, r.hi)
		}
	}
	return b.String()
}
