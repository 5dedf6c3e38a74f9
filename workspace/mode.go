package workspace

import (
	"fmt"
	"strings"
)

// Mode is a parsed Python open() mode.
type Mode struct {
	Read      bool // "r", or "+"
	Write     bool // "w", "a", "x", or "+"
	Truncate  bool // "w": empty the file on open
	Create    bool // "w", "a", "x": create a missing file
	Exclusive bool // "x": fail if the file exists
	Append    bool // "a": every write goes to the end
	Binary    bool // "b"; otherwise text
	text      string
}

// String returns the mode as given to ParseMode.
func (m Mode) String() string { return m.text }

// ParseMode parses an open() mode string with CPython's rules and messages:
// exactly one of "r", "w", "x", "a", optionally "+", and "b" or "t", each at
// most once, in any order.
func ParseMode(mode string) (Mode, error) {
	var seen [128]bool
	for _, c := range mode {
		if c >= 128 || !strings.ContainsRune("rwxab+t", c) || seen[c] {
			return Mode{}, modeError("invalid mode: " + pyQuote(mode))
		}
		seen[c] = true
	}
	r, w, x, a, plus := seen['r'], seen['w'], seen['x'], seen['a'], seen['+']
	if seen['b'] && seen['t'] {
		return Mode{}, modeError("can't have text and binary mode at once")
	}
	n := 0
	for _, b := range []bool{r, w, x, a} {
		if b {
			n++
		}
	}
	switch {
	case n > 1:
		return Mode{}, modeError("must have exactly one of create/read/write/append mode")
	case n == 0:
		return Mode{}, modeError("Must have exactly one of create/read/write/append mode and at most one plus")
	}
	return Mode{
		Read:      r || plus,
		Write:     w || x || a || plus,
		Truncate:  w,
		Create:    w || x || a,
		Exclusive: x,
		Append:    a,
		Binary:    seen['b'],
		text:      mode,
	}, nil
}

// modeError carries CPython's exact ValueError message and matches
// ErrInvalidMode under errors.Is.
type modeError string

func (e modeError) Error() string { return string(e) }

// Is makes errors.Is(err, ErrInvalidMode) true.
func (e modeError) Is(target error) bool { return target == ErrInvalidMode }

// pyQuote renders s like Python's repr for the simple strings modes are;
// anything unusual falls back to Go quoting.
func pyQuote(s string) string {
	for _, r := range s {
		if r < ' ' || r > '~' || r == '\\' || r == '\'' {
			return fmt.Sprintf("%q", s)
		}
	}
	return "'" + s + "'"
}
