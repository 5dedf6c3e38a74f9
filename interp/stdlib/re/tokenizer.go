package re

import "fmt"

// Error is a bad pattern or template: re.error's message, and the position
// in code points where it was found (-1 when the error has no position).
type Error struct {
	Msg string
	Pos int
	// Overflow marks "the repetition number is too large", which CPython
	// raises as OverflowError rather than re.error.
	Overflow bool
}

func (e *Error) Error() string {
	if e.Pos < 0 {
		return e.Msg
	}
	return fmt.Sprintf("%s at position %d", e.Msg, e.Pos)
}

// parseAbort carries an *Error up through the recursive-descent parser; it
// is recovered in parse and parseTemplate and never leaves the package.
type parseAbort struct{ err *Error }

// tokenizer walks a pattern the way re._parser.Tokenizer does: the current
// token is one character or a backslash escape of two, and positions are
// code-point offsets.
type tokenizer struct {
	src    []rune
	istext bool
	index  int    // offset just after the current token
	next   []rune // current token; nil at the end of the pattern
}

func newTokenizer(src []rune, istext bool) *tokenizer {
	t := &tokenizer{src: src, istext: istext}
	t.advance()
	return t
}

func (t *tokenizer) advance() {
	i := t.index
	if i >= len(t.src) {
		t.next = nil
		return
	}
	if t.src[i] == '\\' {
		if i+1 >= len(t.src) {
			panic(parseAbort{&Error{Msg: "bad escape (end of pattern)", Pos: len(t.src) - 1}})
		}
		t.next = t.src[i : i+2]
		t.index = i + 2
		return
	}
	t.next = t.src[i : i+1]
	t.index = i + 1
}

// is reports whether the current token is the single character c.
func (t *tokenizer) is(c rune) bool { return len(t.next) == 1 && t.next[0] == c }

// isIn reports whether the current token is a single character of set.
func (t *tokenizer) isIn(set string) bool {
	if len(t.next) != 1 {
		return false
	}
	for _, c := range set {
		if t.next[0] == c {
			return true
		}
	}
	return false
}

func (t *tokenizer) match(c rune) bool {
	if t.is(c) {
		t.advance()
		return true
	}
	return false
}

// get returns the current token and moves on (nil at the end).
func (t *tokenizer) get() []rune {
	this := t.next
	t.advance()
	return this
}

// getWhile consumes up to n single-character tokens from set.
func (t *tokenizer) getWhile(n int, set string) []rune {
	var out []rune
	for i := 0; i < n && t.isIn(set); i++ {
		out = append(out, t.next[0])
		t.advance()
	}
	return out
}

// getUntil reads a name up to terminator, like Tokenizer.getuntil.
func (t *tokenizer) getUntil(terminator rune, what string) []rune {
	var out []rune
	for {
		c := t.next
		t.advance()
		if c == nil {
			if len(out) == 0 {
				t.fail("missing "+what, 0)
			}
			t.fail(fmt.Sprintf("missing %c, unterminated name", terminator), len(out))
		}
		if len(c) == 1 && c[0] == terminator {
			if len(out) == 0 {
				t.fail("missing "+what, 1)
			}
			return out
		}
		out = append(out, c...)
	}
}

func (t *tokenizer) tell() int { return t.index - len(t.next) }

func (t *tokenizer) seek(i int) {
	t.index = i
	t.advance()
}

// fail aborts parsing with msg at the current position minus offset.
func (t *tokenizer) fail(msg string, offset int) {
	if !t.istext {
		msg = asciiBackslash(msg)
	}
	panic(parseAbort{&Error{Msg: msg, Pos: t.tell() - offset}})
}

// asciiBackslash is str.encode('ascii', 'backslashreplace').decode().
func asciiBackslash(s string) string {
	out := make([]byte, 0, len(s))
	for _, r := range s {
		switch {
		case r < 0x80:
			out = append(out, byte(r))
		case r < 0x100:
			out = fmt.Appendf(out, `\x%02x`, r)
		case r < 0x10000:
			out = fmt.Appendf(out, `\u%04x`, r)
		default:
			out = fmt.Appendf(out, `\U%08x`, r)
		}
	}
	return string(out)
}

const (
	digits      = "0123456789"
	octDigits   = "01234567"
	hexDigits   = "0123456789abcdefABCDEF"
	whitespace  = " \t\n\r\v\f"
	specials    = ".\\[{()*+?^$|"
	repeatChars = "*+?{"
)

func isASCIILetter(c rune) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isDigit(c rune) bool { return c >= '0' && c <= '9' }
