package re

import (
	"fmt"
	"strconv"

	"github.com/mcpython/mcpython/interp/pyfmt"
)

// posIndexError marks a template Error that CPython raises as IndexError
// (an unknown group name).
const posIndexError = -3

// templatePart is a literal piece of a replacement or a group reference.
type templatePart struct {
	literal []rune
	group   int    // -1 for a literal
	text    string // the literal as str text (str patterns)
	bytes   []byte // the literal as bytes (bytes patterns)
}

// finish precomputes the literal in the pattern's string type.
func (tp *templatePart) finish(istext bool) {
	if tp.group >= 0 {
		return
	}
	if istext {
		tp.text = runesString(tp.literal)
		return
	}
	tp.bytes = make([]byte, len(tp.literal))
	for i, r := range tp.literal {
		tp.bytes[i] = byte(r)
	}
}

// parseTemplate parses a replacement string like re._parser.parse_template:
// \n-style escapes, \1 and \g<name> group references, octal escapes.
func parseTemplate(src []rune, istext bool, rx *Regex) (parts []templatePart, err error) {
	defer func() {
		if r := recover(); r != nil {
			a, ok := r.(parseAbort)
			if !ok {
				panic(r)
			}
			parts, err = nil, a.err
		}
	}()
	t := newTokenizer(src, istext)
	var lit []rune
	addGroup := func(index, offset int) {
		if index > rx.Groups() {
			t.fail(fmt.Sprintf("invalid group reference %d", index), offset)
		}
		if len(lit) > 0 {
			parts = append(parts, templatePart{literal: lit, group: -1})
			lit = nil
		}
		parts = append(parts, templatePart{group: index})
	}
	for {
		this := t.get()
		if this == nil {
			break
		}
		if len(this) == 1 {
			lit = append(lit, this[0])
			continue
		}
		c := this[1]
		switch {
		case c == 'g':
			if !t.match('<') {
				t.fail("missing <", 0)
			}
			name := t.getUntil('>', "group name")
			var index int
			if pyfmt.IsIdentifier(string(name)) {
				g, ok := rx.GroupIndex(string(name))
				if !ok {
					panic(parseAbort{&Error{Msg: "unknown group name " + pyfmt.Repr(string(name)), Pos: posIndexError}})
				}
				index = g
			} else {
				v, ok := pyDecimal(name)
				if !ok {
					t.fail("bad character in group name "+pyfmt.Repr(string(name)), len(name)+1)
				}
				if v >= maxGroups {
					t.fail(fmt.Sprintf("invalid group reference %d", v), len(name)+1)
				}
				index = int(v)
			}
			addGroup(index, len(name)+1)
		case c == '0':
			ds := []rune{c}
			if t.isIn(octDigits) {
				ds = append(ds, t.get()...)
				if t.isIn(octDigits) {
					ds = append(ds, t.get()...)
				}
			}
			v, _ := strconv.ParseInt(string(ds), 8, 32)
			lit = append(lit, rune(v&0xff))
		case isDigit(c):
			ds := []rune{c}
			isOctal := false
			if t.isIn(digits) {
				ds = append(ds, t.get()...)
				if isIn(c, octDigits) && isIn(ds[1], octDigits) && t.isIn(octDigits) {
					ds = append(ds, t.get()...)
					isOctal = true
					v, _ := strconv.ParseInt(string(ds), 8, 32)
					if v > 0o377 {
						t.fail(fmt.Sprintf("octal escape value \\%s outside of range 0-0o377", string(ds)), len(ds)+1)
					}
					lit = append(lit, rune(v))
				}
			}
			if !isOctal {
				g, _ := strconv.Atoi(string(ds))
				addGroup(g, len(ds))
			}
		default:
			if r, ok := simpleEscape(c); ok {
				lit = append(lit, r)
			} else {
				if isASCIILetter(c) {
					t.fail("bad escape "+string(this), len(this))
				}
				lit = append(lit, this...)
			}
		}
	}
	if len(lit) > 0 {
		parts = append(parts, templatePart{literal: lit, group: -1})
	}
	return parts, nil
}
