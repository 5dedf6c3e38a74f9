package json

import (
	"math"
	"strconv"
	"strings"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/pyfmt"
)

// decoder parses JSON text the way CPython's C scanner (_json.scanner)
// does: the same grammar, hooks, error messages and error positions.
// Positions are byte offsets in s; they become code-point offsets when
// they reach Python.
type decoder struct {
	th            *py.Thread
	s             string
	strict        bool
	objectHook    py.Object // nil when not set
	pairsHook     py.Object
	parseFloat    py.Object // nil: float
	parseInt      py.Object // nil: int
	parseConstant py.Object // nil: the NaN/Infinity constants

	// memo shares one str object per distinct key, like the C scanner's
	// memo dict: fewer allocations, and each key's hash computed once.
	memo map[string]*py.Str
	// stack holds the items of the arrays and objects being parsed, so
	// each container is allocated once at its final size.
	stack []py.Object
	mem   inflight
}

// key returns the memoized str for an object key.
func (d *decoder) key(s string) *py.Str {
	if k, ok := d.memo[s]; ok {
		return k
	}
	if d.memo == nil {
		d.memo = map[string]*py.Str{}
	}
	k := py.NewStr(s)
	d.memo[s] = k
	return k
}

// syntaxError is a JSONDecodeError to raise: msg at byte offset pos.
type syntaxError struct {
	msg string
	pos int
}

func (e *syntaxError) Error() string { return e.msg }

// stopIteration is the scanner finding no value at pos ("Expecting value").
type stopIteration struct{ pos int }

func (e *stopIteration) Error() string { return "Expecting value" }

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// skipSpace returns the offset of the first non-whitespace byte from i.
func (d *decoder) skipSpace(i int) int {
	for i < len(d.s) && isSpace(d.s[i]) {
		i++
	}
	return i
}

// scan parses one value starting exactly at i (scan_once).
func (d *decoder) scan(i int) (py.Object, int, error) {
	if err := d.th.Tick(); err != nil {
		return nil, 0, err
	}
	s := d.s
	if i >= len(s) {
		return nil, 0, &stopIteration{i}
	}
	switch c := s[i]; c {
	case '"':
		str, end, err := d.scanString(i + 1)
		if err != nil {
			return nil, 0, err
		}
		if err := d.mem.grow(d.th, int64(len(str))+48); err != nil {
			return nil, 0, err
		}
		return py.NewStr(str), end, nil
	case '{':
		if err := d.th.EnterRecursive(" while decoding a JSON object from a unicode string"); err != nil {
			return nil, 0, err
		}
		v, end, err := d.object(i + 1)
		d.th.LeaveRecursive()
		return v, end, err
	case '[':
		if err := d.th.EnterRecursive(" while decoding a JSON array from a unicode string"); err != nil {
			return nil, 0, err
		}
		v, end, err := d.array(i + 1)
		d.th.LeaveRecursive()
		return v, end, err
	case 'n':
		if strings.HasPrefix(s[i:], "null") {
			return py.None, i + 4, nil
		}
	case 't':
		if strings.HasPrefix(s[i:], "true") {
			return py.True, i + 4, nil
		}
	case 'f':
		if strings.HasPrefix(s[i:], "false") {
			return py.False, i + 5, nil
		}
	case 'N':
		if strings.HasPrefix(s[i:], "NaN") {
			v, err := d.constant("NaN", math.NaN())
			return v, i + 3, err
		}
	case 'I':
		if strings.HasPrefix(s[i:], "Infinity") {
			v, err := d.constant("Infinity", math.Inf(1))
			return v, i + 8, err
		}
	case '-':
		if strings.HasPrefix(s[i:], "-Infinity") {
			v, err := d.constant("-Infinity", math.Inf(-1))
			return v, i + 9, err
		}
	}
	return d.number(i)
}

func (d *decoder) constant(name string, v float64) (py.Object, error) {
	if d.parseConstant == nil {
		return py.Float(v), nil
	}
	return py.Call(d.th, d.parseConstant, []py.Object{py.NewStr(name)}, nil)
}

// number parses -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)? at i.
func (d *decoder) number(i int) (py.Object, int, error) {
	s := d.s
	start := i
	if i < len(s) && s[i] == '-' {
		i++
	}
	switch {
	case i < len(s) && s[i] >= '1' && s[i] <= '9':
		i++
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
	case i < len(s) && s[i] == '0':
		i++
	default:
		return nil, 0, &stopIteration{start}
	}
	isFloat := false
	if i+1 < len(s) && s[i] == '.' && s[i+1] >= '0' && s[i+1] <= '9' {
		isFloat = true
		i += 2
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		j := i + 1
		if j < len(s) && (s[j] == '-' || s[j] == '+') {
			j++
		}
		if j < len(s) && s[j] >= '0' && s[j] <= '9' {
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			isFloat = true
			i = j
		}
	}
	text := s[start:i]
	if isFloat {
		if d.parseFloat != nil {
			v, err := py.Call(d.th, d.parseFloat, []py.Object{py.NewStr(text)}, nil)
			return v, i, err
		}
		f, err := strconv.ParseFloat(text, 64)
		if err != nil && !math.IsInf(f, 0) {
			return nil, 0, py.Errorf(py.ValueErrorType, "could not convert string to float: %s", pyfmt.Repr(text))
		}
		return py.Float(f), i, nil
	}
	if d.parseInt != nil {
		v, err := py.Call(d.th, d.parseInt, []py.Object{py.NewStr(text)}, nil)
		return v, i, err
	}
	if len(text) <= 18 {
		v, _ := strconv.ParseInt(text, 10, 64)
		return py.Int(v), i, nil
	}
	b, err := pyfmt.ParseInt(text, 10)
	if err != nil {
		return nil, 0, fmtError(err)
	}
	return py.NewBigInt(b), i, nil
}

// scanString parses a string whose opening quote is at begin-1 and
// returns its value and the offset after the closing quote.
func (d *decoder) scanString(begin int) (string, int, error) {
	s := d.s
	i := begin
	for i < len(s) {
		c := s[i]
		if c == '"' {
			return s[begin:i], i + 1, nil
		}
		if c == '\\' || c < 0x20 {
			break
		}
		i++
	}
	var b []byte
	b = append(b, s[begin:i]...)
	for {
		start := i
		for i < len(s) && s[i] != '"' && s[i] != '\\' && (s[i] >= 0x20 || !d.strict) {
			i++
		}
		b = append(b, s[start:i]...)
		if i >= len(s) {
			return "", 0, &syntaxError{"Unterminated string starting at", begin - 1}
		}
		c := s[i]
		if c == '"' {
			return string(b), i + 1, nil
		}
		if c != '\\' {
			return "", 0, &syntaxError{"Invalid control character at", i}
		}
		i++
		if i >= len(s) {
			return "", 0, &syntaxError{"Unterminated string starting at", begin - 1}
		}
		esc := s[i]
		if esc != 'u' {
			switch esc {
			case '"', '\\', '/':
				b = append(b, esc)
			case 'b':
				b = append(b, '\b')
			case 'f':
				b = append(b, '\f')
			case 'n':
				b = append(b, '\n')
			case 'r':
				b = append(b, '\r')
			case 't':
				b = append(b, '\t')
			default:
				return "", 0, &syntaxError{"Invalid \\escape", i - 1}
			}
			i++
			continue
		}
		// \uXXXX, joined with a following \uXXXX low surrogate
		u := i // the 'u'
		end := u + 5
		if end >= len(s) {
			return "", 0, &syntaxError{"Invalid \\uXXXX escape", u}
		}
		r, ok := hex4(s[u+1 : end])
		if !ok {
			return "", 0, &syntaxError{"Invalid \\uXXXX escape", u}
		}
		if r >= 0xD800 && r <= 0xDBFF && end+6 < len(s) && s[end] == '\\' && s[end+1] == 'u' {
			r2, ok := hex4(s[end+2 : end+6])
			if !ok {
				return "", 0, &syntaxError{"Invalid \\uXXXX escape", end + 1}
			}
			if r2 >= 0xDC00 && r2 <= 0xDFFF {
				r = 0x10000 + (r-0xD800)<<10 + (r2 - 0xDC00)
				end += 6
			}
		}
		b = appendRune(b, r)
		i = end
	}
}

func hex4(s string) (rune, bool) {
	var r rune
	for i := 0; i < 4; i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}

// object parses the members of an object after its '{'.
func (d *decoder) object(i int) (py.Object, int, error) {
	s := d.s
	base := len(d.stack)
	defer func() { d.stack = d.stack[:base] }()
	i = d.skipSpace(i)
	if i >= len(s) || s[i] != '}' {
		for {
			if i >= len(s) || s[i] != '"' {
				return nil, 0, &syntaxError{"Expecting property name enclosed in double quotes", i}
			}
			key, end, err := d.scanString(i + 1)
			if err != nil {
				return nil, 0, err
			}
			i = d.skipSpace(end)
			if i >= len(s) || s[i] != ':' {
				return nil, 0, &syntaxError{"Expecting ':' delimiter", i}
			}
			i = d.skipSpace(i + 1)
			v, end, err := d.scan(i)
			if err != nil {
				if si, ok := err.(*stopIteration); ok {
					return nil, 0, &syntaxError{"Expecting value", si.pos}
				}
				return nil, 0, err
			}
			d.stack = append(d.stack, d.key(key), v)
			i = d.skipSpace(end)
			if i < len(s) && s[i] == '}' {
				break
			}
			if i >= len(s) || s[i] != ',' {
				return nil, 0, &syntaxError{"Expecting ',' delimiter", i}
			}
			i = d.skipSpace(i + 1)
		}
	}
	i++ // the '}'
	members := d.stack[base:]
	n := len(members) / 2
	if err := d.mem.grow(d.th, int64(n)*48+64); err != nil {
		return nil, 0, err
	}
	if d.pairsHook != nil {
		pairs := make([]py.Object, n)
		for j := range pairs {
			pairs[j] = py.NewTuple([]py.Object{members[2*j], members[2*j+1]})
		}
		v, err := py.Call(d.th, d.pairsHook, []py.Object{py.NewList(pairs)}, nil)
		return v, i, err
	}
	dict := py.NewDictSize(n)
	for j := 0; j < len(members); j += 2 {
		if err := dict.SetItem(d.th, members[j], members[j+1]); err != nil {
			return nil, 0, err
		}
	}
	if d.objectHook != nil {
		v, err := py.Call(d.th, d.objectHook, []py.Object{dict}, nil)
		return v, i, err
	}
	return dict, i, nil
}

// array parses the items of an array after its '['.
func (d *decoder) array(i int) (py.Object, int, error) {
	s := d.s
	i = d.skipSpace(i)
	if i < len(s) && s[i] == ']' {
		return py.NewList([]py.Object{}), i + 1, nil
	}
	base := len(d.stack)
	defer func() { d.stack = d.stack[:base] }()
	for {
		v, end, err := d.scan(i)
		if err != nil {
			if si, ok := err.(*stopIteration); ok {
				return nil, 0, &syntaxError{"Expecting value", si.pos}
			}
			return nil, 0, err
		}
		d.stack = append(d.stack, v)
		i = d.skipSpace(end)
		if i < len(s) && s[i] == ']' {
			break
		}
		if i >= len(s) || s[i] != ',' {
			return nil, 0, &syntaxError{"Expecting ',' delimiter", i}
		}
		i = d.skipSpace(i + 1)
	}
	items := append([]py.Object(nil), d.stack[base:]...)
	if err := d.mem.grow(d.th, int64(len(items))*16+64); err != nil {
		return nil, 0, err
	}
	return py.NewList(items), i + 1, nil
}
