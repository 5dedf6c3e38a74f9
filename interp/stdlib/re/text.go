package re

import (
	"sort"
	"unicode/utf8"

	"github.com/mcpython/mcpython/interp/py"
)

// Text is a subject prepared for matching: its code points for regexp2
// and the scanner, and its UTF-8 form for Go's regexp, which reports byte
// offsets. Both are made on first need: an ASCII str that only Go's
// regexp or the scanner match never has its code points copied. The zero
// value is not usable; see NewText.
type Text struct {
	runes []rune // nil until needed for a str
	n     int    // the number of code points
	str   string // a str's Go string

	utf8State uint8  // utf8Unknown, utf8Ready or utf8None
	src       string // the code points as UTF-8 (bytes subjects as Latin-1 code points)
	// offsets holds the byte offset of every code point and of the end;
	// nil when src is ASCII and offsets equal indexes
	offsets []int32
	ascii   bool
	fromStr bool // src holds the str's Go string, not yet checked

	// the last separators looked up, per table: src[from:at] has none of
	// them, and at is one or the end. Searches move forward, so finding
	// each window's end costs about one pass over the text in all.
	seen     [4]sepSeen
	seenNext int
}

const (
	utf8Unknown = iota
	utf8Ready
	utf8None // a surrogate code point: the text has no UTF-8 form
)

// NewText wraps code points (bytes as 0-255).
func NewText(runes []rune) *Text { return &Text{runes: runes, n: len(runes)} }

// newStrText wraps a str: its Go string s and its length n in code
// points. That string is the UTF-8 form when it is valid UTF-8, that is
// without the surrogateescape bytes the interpreter keeps in a str.
func newStrText(s string, n int) *Text {
	return &Text{n: n, str: s, src: s, fromStr: true}
}

// Len returns the number of code points.
func (t *Text) Len() int { return t.n }

// codePoints returns the code points, making a str's on first use, charged
// to th's memory.
func (t *Text) codePoints(th *py.Thread) ([]rune, error) {
	if t.runes == nil && t.n > 0 {
		if th != nil {
			if err := th.CheckAlloc(int64(t.n) * 4); err != nil {
				return nil, err
			}
		}
		t.runes = toRunes(t.str)
	}
	return t.runes, nil
}

// asciiString returns the UTF-8 form when every code point is ASCII, so
// that code point i is byte i.
func (t *Text) asciiString() (string, bool) {
	if !t.fromStr || !t.prepareUTF8() || !t.ascii {
		return "", false
	}
	return t.src, true
}

// prepareUTF8 builds the UTF-8 form and reports whether there is one.
func (t *Text) prepareUTF8() bool {
	if t.utf8State != utf8Unknown {
		return t.utf8State == utf8Ready
	}
	t.utf8State = utf8None
	if t.fromStr {
		return t.checkStr()
	}
	n, ascii := 0, true
	for _, c := range t.runes {
		if isSurrogate(c) {
			return false
		}
		if c >= utf8.RuneSelf {
			ascii = false
		}
		n += utf8.RuneLen(c)
	}
	b := make([]byte, 0, n)
	for _, c := range t.runes {
		b = utf8.AppendRune(b, c)
	}
	t.src, t.ascii, t.utf8State = string(b), ascii, utf8Ready
	if !ascii {
		t.buildOffsets()
	}
	return true
}

func (t *Text) buildOffsets() {
	t.offsets = make([]int32, 0, t.n+1)
	for i := range t.src {
		t.offsets = append(t.offsets, int32(i))
	}
	t.offsets = append(t.offsets, int32(len(t.src)))
}

// byteAt returns the byte offset of code point i.
func (t *Text) byteAt(i int) int {
	if t.offsets == nil {
		return i
	}
	return int(t.offsets[i])
}

// indexAt returns the code point index of byte offset b, which starts a
// code point or is the end.
func (t *Text) indexAt(b int) int {
	if t.offsets == nil {
		return b
	}
	return sort.Search(len(t.offsets), func(i int) bool { return int(t.offsets[i]) >= b })
}

// checkStr decides whether a str's Go string is its UTF-8 form.
func (t *Text) checkStr() bool {
	t.ascii = true
	for i := 0; i < len(t.src); i++ {
		if t.src[i] >= utf8.RuneSelf {
			t.ascii = false
			break
		}
	}
	if !t.ascii {
		if !utf8.ValidString(t.src) {
			t.src = ""
			return false
		}
		t.buildOffsets()
	}
	t.utf8State = utf8Ready
	return true
}

type sepSeen struct {
	seps     *sepBytes
	from, at int
}

// windowEnd returns the byte offset of the first separator at or after
// byte b of the UTF-8 form, or len(src) when there is none.
func (t *Text) windowEnd(seps *sepBytes, b int) int {
	for i := range t.seen {
		if s := &t.seen[i]; s.seps == seps && s.from <= b && b <= s.at {
			return s.at
		}
	}
	at := len(t.src)
	for i := b; i < len(t.src); i++ {
		if c := t.src[i]; c < utf8.RuneSelf && seps[c] {
			at = i
			break
		}
	}
	t.seen[t.seenNext] = sepSeen{seps: seps, from: b, at: at}
	t.seenNext = (t.seenNext + 1) % len(t.seen)
	return at
}
