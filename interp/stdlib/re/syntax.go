package re

// The parsed form of a Python regular expression. The parser checks the
// pattern the way CPython's re._parser does (same errors at the same
// positions); the translator then writes an equivalent pattern for
// regexp2's .NET dialect.

// Python's flag bits (re.RegexFlag values).
const (
	flagTemplate   = 1
	flagIgnoreCase = 2
	flagLocale     = 4
	flagMultiline  = 8
	flagDotAll     = 16
	flagUnicode    = 32
	flagVerbose    = 64
	flagDebug      = 128
	flagASCII      = 256

	typeFlags   = flagASCII | flagLocale | flagUnicode
	globalFlags = flagDebug | flagTemplate
)

// maxRepeat is sre's MAXREPEAT: a bound at or above it is "unbounded".
const maxRepeat = 4294967295

// maxGroups is sre's MAXGROUPS.
const maxGroups = 1073741823

// maxWidth stands for an unbounded width in width computations.
const maxWidth = 1 << 62

type nodeKind uint8

const (
	nLiteral     nodeKind = iota // ch
	nAny                         // .
	nIn                          // a character set: items, negate
	nAt                          // an anchor: at
	nBranch                      // alternatives: alts
	nGroup                       // a group: group (0 = non-capturing), addFlags, delFlags, sub
	nAtomic                      // (?>sub)
	nRepeat                      // item repeated min..max times: greedy, lazy or possessive
	nGroupRef                    // \1, (?P=name): group
	nGroupExists                 // (?(group)yes|no): group, sub (yes), alts[0] (no, may be nil)
	nAssert                      // look-around: behind, negate, sub
)

type atKind uint8

const (
	atBeginning   atKind = iota // ^
	atEnd                       // $
	atBeginString               // \A
	atEndString                 // \Z
	atBoundary                  // \b
	atNonBoundary               // \B
)

type repeatKind uint8

const (
	repGreedy repeatKind = iota
	repLazy
	repPossessive
)

// classItem is one member of a character set: a literal, a range or a
// category (\d, \W, ...).
type classItem struct {
	lo, hi rune // a literal has lo == hi
	cat    byte // 0, or one of 'd','D','s','S','w','W'
}

// node is one element of a parsed pattern.
type node struct {
	kind nodeKind
	ch   rune

	items  []classItem
	negate bool

	at atKind

	alts [][]*node
	sub  []*node

	group              int
	addFlags, delFlags int

	min, max int64
	rep      repeatKind

	behind bool
}

// width is the (min, max) number of characters a sequence can match.
func seqWidth(seq []*node, groupWidths [][2]int64) (int64, int64) {
	var lo, hi int64
	for _, n := range seq {
		l, h := n.width(groupWidths)
		lo = addWidth(lo, l)
		hi = addWidth(hi, h)
	}
	return lo, hi
}

func addWidth(a, b int64) int64 {
	if a+b >= maxWidth {
		return maxWidth
	}
	return a + b
}

func mulWidth(a, n int64) int64 {
	if a == 0 || n == 0 {
		return 0
	}
	if a >= maxWidth/n {
		return maxWidth
	}
	return a * n
}

func (n *node) width(groupWidths [][2]int64) (int64, int64) {
	switch n.kind {
	case nLiteral, nAny, nIn:
		return 1, 1
	case nBranch:
		lo, hi := int64(maxWidth), int64(0)
		for _, alt := range n.alts {
			l, h := seqWidth(alt, groupWidths)
			lo = min(lo, l)
			hi = max(hi, h)
		}
		return lo, hi
	case nGroup, nAtomic:
		return seqWidth(n.sub, groupWidths)
	case nRepeat:
		l, h := seqWidth(n.sub, groupWidths)
		lo := mulWidth(l, n.min)
		if n.max == maxRepeat && h > 0 {
			return lo, maxWidth
		}
		return lo, mulWidth(h, n.max)
	case nGroupRef:
		if n.group < len(groupWidths) {
			w := groupWidths[n.group]
			return w[0], w[1]
		}
	case nGroupExists:
		l, h := seqWidth(n.sub, groupWidths)
		if n.alts != nil {
			l2, h2 := seqWidth(n.alts[0], groupWidths)
			return min(l, l2), max(h, h2)
		}
		return 0, h
	}
	return 0, 0
}
