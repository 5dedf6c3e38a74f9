package csv

import (
	"github.com/mcpython/mcpython/interp/py"
)

type parseState int

const (
	startRecord parseState = iota
	startField
	escapedChar
	inField
	inQuotedField
	escapeInQuotedField
	quoteInQuotedField
	eatCRNL
	afterEscapedCRNL
)

const eol rune = -2

// Reader is _csv.reader: an iterator of rows parsed from lines.
type Reader struct {
	input   py.Object
	dialect *Dialect
	st      *state
	lineNum int

	state   parseState
	fields  []py.Object
	field   []rune
	numeric bool
}

// ReaderType is the class _csv.reader.
var ReaderType *py.Type

func (*Reader) Type() *py.Type { return ReaderType }

func (r *Reader) saveField(th *py.Thread) error {
	var f py.Object = py.NewStr(string(r.field))
	r.field = r.field[:0]
	if r.numeric {
		r.numeric = false
		v, err := py.Call(th, py.FloatType, []py.Object{f}, nil)
		if err != nil {
			return err
		}
		f = v
	}
	r.fields = append(r.fields, f)
	return nil
}

func (r *Reader) addChar(c rune) error {
	if len(r.field) >= r.st.fieldLimit {
		return csvError("field larger than field limit (%d)", r.st.fieldLimit)
	}
	r.field = append(r.field, c)
	return nil
}

// process feeds one character (or eol) to CPython's parser state machine.
func (r *Reader) process(th *py.Thread, c rune) error {
	d := r.dialect
	switch r.state {
	case startRecord:
		if c == eol {
			return nil
		}
		if c == '\n' || c == '\r' {
			r.state = eatCRNL
			return nil
		}
		r.state = startField
		return r.startField(th, c)
	case startField:
		return r.startField(th, c)
	case escapedChar:
		if c == '\n' || c == '\r' {
			if err := r.addChar(c); err != nil {
				return err
			}
			r.state = afterEscapedCRNL
			return nil
		}
		if c == eol {
			c = '\n'
		}
		if err := r.addChar(c); err != nil {
			return err
		}
		r.state = inField
		return nil
	case afterEscapedCRNL:
		if c == eol {
			return nil
		}
		return r.inField(th, c)
	case inField:
		return r.inField(th, c)
	case inQuotedField:
		switch {
		case c == eol:
		case c == d.escapechar:
			r.state = escapeInQuotedField
		case c == d.quotechar && d.quoting != QuoteNone:
			if d.doublequote {
				r.state = quoteInQuotedField
			} else {
				r.state = inField
			}
		default:
			return r.addChar(c)
		}
		return nil
	case escapeInQuotedField:
		if c == eol {
			c = '\n'
		}
		if err := r.addChar(c); err != nil {
			return err
		}
		r.state = inQuotedField
		return nil
	case quoteInQuotedField:
		switch {
		case d.quoting != QuoteNone && c == d.quotechar:
			if err := r.addChar(c); err != nil {
				return err
			}
			r.state = inQuotedField
		case c == d.delimiter:
			if err := r.saveField(th); err != nil {
				return err
			}
			r.state = startField
		case c == '\n' || c == '\r' || c == eol:
			if err := r.saveField(th); err != nil {
				return err
			}
			r.state = eatCRNL
			if c == eol {
				r.state = startRecord
			}
		case !d.strict:
			if err := r.addChar(c); err != nil {
				return err
			}
			r.state = inField
		default:
			return csvError("'%c' expected after '%c'", d.delimiter, d.quotechar)
		}
		return nil
	case eatCRNL:
		switch c {
		case '\n', '\r':
		case eol:
			r.state = startRecord
		default:
			return csvError("new-line character seen in unquoted field - do you need to open the file in universal-newline mode?")
		}
	}
	return nil
}

func (r *Reader) startField(th *py.Thread, c rune) error {
	d := r.dialect
	switch {
	case c == '\n' || c == '\r' || c == eol:
		if err := r.saveField(th); err != nil {
			return err
		}
		r.state = eatCRNL
		if c == eol {
			r.state = startRecord
		}
	case c == d.quotechar && d.quoting != QuoteNone:
		r.state = inQuotedField
	case c == d.escapechar:
		r.state = escapedChar
	case c == ' ' && d.skipInitialSpace:
	case c == d.delimiter:
		return r.saveField(th)
	default:
		if d.quoting == QuoteNonNumeric {
			r.numeric = true
		}
		if err := r.addChar(c); err != nil {
			return err
		}
		r.state = inField
	}
	return nil
}

func (r *Reader) inField(th *py.Thread, c rune) error {
	d := r.dialect
	switch c {
	case '\n', '\r', eol:
		if err := r.saveField(th); err != nil {
			return err
		}
		r.state = eatCRNL
		if c == eol {
			r.state = startRecord
		}
	case d.escapechar:
		r.state = escapedChar
	case d.delimiter:
		if err := r.saveField(th); err != nil {
			return err
		}
		r.state = startField
	default:
		return r.addChar(c)
	}
	return nil
}

// next parses the next row; (nil, nil) at the end of the input.
func (r *Reader) next(th *py.Thread) (py.Object, error) {
	r.fields = nil
	r.field = r.field[:0]
	r.state = startRecord
	r.numeric = false
	for {
		line, err := py.Next(th, r.input)
		if err != nil {
			return nil, err
		}
		if line == nil {
			if len(r.field) != 0 || r.state == inQuotedField {
				if r.dialect.strict {
					return nil, csvError("unexpected end of data")
				}
				if err := r.saveField(th); err != nil {
					return nil, err
				}
				break
			}
			return nil, nil
		}
		s, ok := line.(*py.Str)
		if !ok {
			if inst, isInst := line.(*py.Instance); isInst {
				s, ok = inst.Base().(*py.Str)
			}
		}
		if !ok {
			return nil, csvError("iterator should return strings, not %s (the file should be opened in text mode)", line.Type().Name)
		}
		r.lineNum++
		if err := th.TickN(s.RuneLen()/64 + 1); err != nil {
			return nil, err
		}
		for _, c := range s.String() {
			if err := r.process(th, c); err != nil {
				return nil, err
			}
		}
		if err := r.process(th, eol); err != nil {
			return nil, err
		}
		if r.state == startRecord {
			break
		}
	}
	fields := r.fields
	r.fields = nil
	if fields == nil {
		fields = []py.Object{}
	}
	return py.NewList(fields), nil
}

func setupReader() {
	t := ReaderType
	t.Iter = func(th *py.Thread, o py.Object) (py.Object, error) { return o, nil }
	t.Next = func(th *py.Thread, o py.Object) (py.Object, error) { return o.(*Reader).next(th) }
	t.Dict.SetStr("line_num", &py.GetSet{Name: "line_num", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		return py.Int(o.(*Reader).lineNum), nil
	}})
	t.Dict.SetStr("dialect", &py.GetSet{Name: "dialect", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		return o.(*Reader).dialect, nil
	}})
	py.FinishNativeType(t)
}
