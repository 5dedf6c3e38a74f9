// Package csv implements CPython's csv module: the _csv core (reader,
// writer, Dialect, the dialect registry) in Go with CPython 3.11's parser
// state machine and messages, and csv.py (DictReader, DictWriter, Sniffer,
// the dialect classes) in Python over it.
package csv

import (
	"github.com/mcpython/mcpython/interp/py"
)

// The quoting styles.
const (
	QuoteMinimal = iota
	QuoteAll
	QuoteNonNumeric
	QuoteNone
)

const notSet rune = -1

// Dialect is _csv.Dialect: validated formatting parameters.
type Dialect struct {
	delimiter, quotechar, escapechar rune
	doublequote, skipInitialSpace    bool
	strict                           bool
	quoting                          int
	lineterminator                   string
}

// DialectType is the class _csv.Dialect.
var DialectType *py.Type

// ErrorType is _csv.Error.
var ErrorType *py.Type

func (*Dialect) Type() *py.Type { return DialectType }

func asDialect(o py.Object) (*Dialect, bool) {
	if inst, ok := o.(*py.Instance); ok {
		o = inst.Base()
	}
	d, ok := o.(*Dialect)
	return d, ok
}

func csvError(format string, args ...any) error { return py.Errorf(ErrorType, format, args...) }

var dialectParams = []string{"delimiter", "doublequote", "escapechar", "lineterminator", "quotechar", "quoting", "skipinitialspace", "strict"}

// state is the per-run module state: the registry and the field limit.
type state struct {
	registry   *py.Dict
	fieldLimit int
}

// makeDialect builds a Dialect from a base (name, Dialect, or any object
// with the attributes; nil for none) and keyword parameters, like
// CPython's dialect_new.
func makeDialect(th *py.Thread, st *state, base py.Object, params map[string]py.Object) (*Dialect, error) {
	if base != nil {
		if name, ok := py.AsStr(base); ok {
			v, found, err := st.registry.GetItem(th, py.NewStr(name))
			if err != nil {
				return nil, err
			}
			if !found {
				return nil, csvError("unknown dialect")
			}
			base = v
		}
		if d, ok := asDialect(base); ok && len(params) == 0 {
			return d, nil
		}
		for _, name := range dialectParams {
			if _, ok := params[name]; ok {
				continue
			}
			v, err := py.GetAttr(th, base, name)
			if err != nil {
				if e, ok := err.(*py.Exception); ok && e.IsAbort() {
					return nil, err
				}
				continue
			}
			params[name] = v
		}
	}
	d := &Dialect{delimiter: ',', quotechar: '"', escapechar: notSet, doublequote: true, lineterminator: "\r\n"}
	var err error
	if v, ok := params["delimiter"]; ok {
		if d.delimiter, err = charParam("delimiter", v, false); err != nil {
			return nil, err
		}
	}
	if v, ok := params["doublequote"]; ok {
		if d.doublequote, err = py.Truth(th, v); err != nil {
			return nil, err
		}
	}
	if v, ok := params["escapechar"]; ok {
		if d.escapechar, err = charParam("escapechar", v, true); err != nil {
			return nil, err
		}
	}
	lineSet := true
	if v, ok := params["lineterminator"]; ok {
		s, isStr := py.AsStr(v)
		if v == py.None {
			lineSet = false
		} else if !isStr {
			return nil, py.Errorf(py.TypeErrorType, "\"lineterminator\" must be a string")
		}
		d.lineterminator = s
	}
	quotechar, hasQuotechar := params["quotechar"]
	if hasQuotechar {
		if d.quotechar, err = charParam("quotechar", quotechar, true); err != nil {
			return nil, err
		}
	}
	quoting, hasQuoting := params["quoting"]
	if hasQuoting {
		n, isInt := quoting.(py.Int)
		if !isInt {
			return nil, py.Errorf(py.TypeErrorType, "\"quoting\" must be an integer")
		}
		d.quoting = int(n)
	}
	if v, ok := params["skipinitialspace"]; ok {
		if d.skipInitialSpace, err = py.Truth(th, v); err != nil {
			return nil, err
		}
	}
	if v, ok := params["strict"]; ok {
		if d.strict, err = py.Truth(th, v); err != nil {
			return nil, err
		}
	}
	if d.quoting < QuoteMinimal || d.quoting > QuoteNone {
		return nil, py.Errorf(py.TypeErrorType, "bad \"quoting\" value")
	}
	if d.delimiter == notSet {
		return nil, py.Errorf(py.TypeErrorType, "\"delimiter\" must be a 1-character string")
	}
	if hasQuotechar && quotechar == py.None && !hasQuoting {
		d.quoting = QuoteNone
	}
	if d.quoting != QuoteNone && d.quotechar == notSet {
		return nil, py.Errorf(py.TypeErrorType, "quotechar must be set if quoting enabled")
	}
	if !lineSet {
		return nil, py.Errorf(py.TypeErrorType, "lineterminator must be set")
	}
	return d, nil
}

// charParam reads a one-character parameter (None allowed when orNone).
func charParam(name string, v py.Object, orNone bool) (rune, error) {
	if v == py.None && orNone {
		return notSet, nil
	}
	s, ok := v.(*py.Str)
	if !ok {
		if inst, isInst := v.(*py.Instance); isInst {
			s, ok = inst.Base().(*py.Str)
		}
	}
	if !ok {
		if orNone {
			return 0, py.Errorf(py.TypeErrorType, "\"%s\" must be string or None, not %s", name, v.Type().Name)
		}
		return 0, py.Errorf(py.TypeErrorType, "\"%s\" must be string, not %s", name, v.Type().Name)
	}
	if s.RuneLen() != 1 {
		return 0, py.Errorf(py.TypeErrorType, "\"%s\" must be a 1-character string", name)
	}
	return s.RuneAt(0), nil
}

// splitDialectArgs separates (dialect, **fmtparams) from a call.
func splitDialectArgs(fname string, args []py.Object, kwnames []string, npos int) (pos []py.Object, base py.Object, params map[string]py.Object, err error) {
	positional := args[:len(args)-len(kwnames)]
	if len(positional) > npos+1 {
		return nil, nil, nil, py.Errorf(py.TypeErrorType, "%s() takes at most %d positional arguments (%d given)", fname, npos+1, len(positional))
	}
	pos = positional[:min(npos, len(positional))]
	if len(positional) > npos {
		base = positional[npos]
	}
	params = map[string]py.Object{}
	for i, k := range kwnames {
		v := args[len(positional)+i]
		if k == "dialect" {
			base = v
			continue
		}
		valid := false
		for _, p := range dialectParams {
			if p == k {
				valid = true
			}
		}
		if !valid {
			return nil, nil, nil, py.Errorf(py.TypeErrorType, "'%s' is an invalid keyword argument for this function", k)
		}
		params[k] = v
	}
	return pos, base, params, nil
}

func charObj(c rune) py.Object {
	if c == notSet {
		return py.None
	}
	return py.NewStr(string(c))
}

func setupDialect() {
	t := DialectType
	t.New = func(th *py.Thread, c *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
		_, base, params, err := splitDialectArgs("Dialect", args, kwnames, 0)
		if err != nil {
			return nil, err
		}
		d, err := makeDialect(th, &state{registry: py.NewDict()}, base, params)
		if err != nil {
			return nil, err
		}
		if c != DialectType {
			return py.NewSubInstance(c, d), nil
		}
		return d, nil
	}
	t.Init = func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) error { return nil }
	get := func(name string, f func(d *Dialect) py.Object) {
		t.Dict.SetStr(name, &py.GetSet{Name: name, Get: func(th *py.Thread, o py.Object) (py.Object, error) {
			d, _ := asDialect(o)
			return f(d), nil
		}})
	}
	get("delimiter", func(d *Dialect) py.Object { return charObj(d.delimiter) })
	get("quotechar", func(d *Dialect) py.Object { return charObj(d.quotechar) })
	get("escapechar", func(d *Dialect) py.Object { return charObj(d.escapechar) })
	get("doublequote", func(d *Dialect) py.Object { return py.NewBool(d.doublequote) })
	get("skipinitialspace", func(d *Dialect) py.Object { return py.NewBool(d.skipInitialSpace) })
	get("strict", func(d *Dialect) py.Object { return py.NewBool(d.strict) })
	get("quoting", func(d *Dialect) py.Object { return py.Int(d.quoting) })
	get("lineterminator", func(d *Dialect) py.Object { return py.NewStr(d.lineterminator) })
	py.FinishNativeType(t)
}
