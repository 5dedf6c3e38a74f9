package unicodedata

import (
	"errors"
	"fmt"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/pyfmt"
)

// Modules returns the definition of the unicodedata module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{
		Name: "unicodedata",
		Doc:  "This module provides access to the Unicode Character Database which defines character properties for all Unicode characters.",
		Init: initModule,
	}}
}

func initModule(th *py.Thread, m *py.Module) error {
	d := m.Dict
	d.SetStr("unidata_version", py.NewStr(Version()))
	strProp := func(name string, get func(rune) string) {
		d.SetStr(name, py.NewBuiltin(name, func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			r, err := oneChar("unicodedata."+name, name, args, kw)
			if err != nil {
				return nil, err
			}
			return py.NewStr(get(r)), nil
		}))
	}
	strProp("category", Category)
	strProp("bidirectional", Bidirectional)
	strProp("east_asian_width", EastAsianWidth)
	strProp("decomposition", Decomposition)
	intProp := func(name string, get func(rune) int) {
		d.SetStr(name, py.NewBuiltin(name, func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			r, err := oneChar("unicodedata."+name, name, args, kw)
			if err != nil {
				return nil, err
			}
			return py.Int(get(r)), nil
		}))
	}
	intProp("combining", Combining)
	intProp("mirrored", Mirrored)
	valueProp := func(name, missing string, get func(rune) (py.Object, bool)) {
		d.SetStr(name, py.NewBuiltin(name, func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			if err := py.ArgRange(name, args, kw, 1, 2); err != nil {
				return nil, err
			}
			r, err := charArg(name+"() argument 1", args[0])
			if err != nil {
				return nil, err
			}
			if v, ok := get(r); ok {
				return v, nil
			}
			if len(args) == 2 {
				return args[1], nil
			}
			return nil, py.Errorf(py.ValueErrorType, "%s", missing)
		}))
	}
	valueProp("decimal", "not a decimal", func(r rune) (py.Object, bool) {
		v, ok := Decimal(r)
		return py.Int(v), ok
	})
	valueProp("digit", "not a digit", func(r rune) (py.Object, bool) {
		v, ok := Digit(r)
		return py.Int(v), ok
	})
	valueProp("numeric", "not a numeric character", func(r rune) (py.Object, bool) {
		v, ok := Numeric(r)
		return py.Float(v), ok
	})
	valueProp("name", "no such name", func(r rune) (py.Object, bool) {
		n, ok := Name(r)
		return py.NewStr(n), ok
	})
	d.SetStr("lookup", py.NewBuiltin("lookup", lookupFunc))
	d.SetStr("normalize", py.NewBuiltin("normalize", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		form, s, err := normArgs(th, "normalize", args, kw)
		if err != nil {
			return nil, err
		}
		if form.IsNormalString(s) {
			return args[1], nil
		}
		out, err := normalizeCharged(th, form, s)
		if err != nil {
			return nil, err
		}
		return py.NewStr(out), nil
	}))
	d.SetStr("is_normalized", py.NewBuiltin("is_normalized", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		form, s, err := normArgs(th, "is_normalized", args, kw)
		if err != nil {
			return nil, err
		}
		return py.NewBool(form.IsNormalString(s)), nil
	}))
	return nil
}

// oneChar reads the single-character argument of a one-argument function.
func oneChar(qual, name string, args []py.Object, kw []string) (rune, error) {
	if err := py.ArgRange(qual, args, kw, 1, 1); err != nil {
		return 0, err
	}
	return charArg(name+"() argument", args[0])
}

func charArg(what string, o py.Object) (rune, error) {
	s, ok := py.AsStr(o)
	if ok {
		r, size := utf8.DecodeRuneInString(s)
		if size > 0 && size == len(s) {
			return r, nil
		}
	}
	return 0, py.Errorf(py.TypeErrorType, "%s must be a unicode character, not %s", what, py.TypeName(o))
}

func lookupFunc(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("lookup", args, kw, 1, 1); err != nil {
		return nil, err
	}
	var name string
	switch x := args[0].(type) {
	case *py.Bytes:
		name = string(x.Value())
	default:
		s, ok := py.AsStr(args[0])
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "a bytes-like object is required, not '%s'", py.TypeName(args[0]))
		}
		name = s
	}
	s, err := Lookup(name)
	if err != nil {
		if errors.Is(err, ErrNameTooLong) {
			return nil, py.NewException(py.KeyErrorType, py.NewStr("name too long"))
		}
		return nil, py.NewException(py.KeyErrorType, py.NewStr(fmt.Sprintf("undefined character name %s", pyfmt.Repr(name))))
	}
	return py.NewStr(s), nil
}

func normArgs(th *py.Thread, fn string, args []py.Object, kw []string) (norm.Form, string, error) {
	if err := py.NoKwargs("unicodedata."+fn, kw); err != nil {
		return 0, "", err
	}
	if err := py.ArgRange(fn, args, kw, 2, 2); err != nil {
		return 0, "", err
	}
	f, ok := py.AsStr(args[0])
	if !ok {
		return 0, "", py.Errorf(py.TypeErrorType, "%s() argument 1 must be str, not %s", fn, py.TypeName(args[0]))
	}
	s, ok := py.AsStr(args[1])
	if !ok {
		return 0, "", py.Errorf(py.TypeErrorType, "%s() argument 2 must be str, not %s", fn, py.TypeName(args[1]))
	}
	var form norm.Form
	switch f {
	case "NFC":
		form = norm.NFC
	case "NFD":
		form = norm.NFD
	case "NFKC":
		form = norm.NFKC
	case "NFKD":
		form = norm.NFKD
	default:
		return 0, "", py.Errorf(py.ValueErrorType, "invalid normalization form")
	}
	if err := th.TickN(1 + len(s)/256); err != nil {
		return 0, "", err
	}
	return form, s, nil
}
