// Package pystring is Python's string module: the constants, Template,
// Formatter and capwords. The classes are Python (string.py); parsing of
// format strings and capwords are Go.
package pystring

import (
	_ "embed"
	"strings"
	"unicode/utf8"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/pyfmt"
)

//go:embed string.py
var source string

// Modules returns the definition of the string module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{
		Name:   "string",
		Init:   initModule,
		Source: source,
	}}
}

func initModule(th *py.Thread, m *py.Module) error {
	d := m.Dict
	d.SetStr("capwords", py.NewBuiltin("capwords", capwords))
	d.SetStr("_formatter_parser", py.NewBuiltin("formatter_parser", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		s, err := strArg("formatter_parser", args, kw)
		if err != nil {
			return nil, err
		}
		items, err := formatterParse(s)
		if err != nil {
			return nil, err
		}
		return py.NewList(items), nil
	}))
	d.SetStr("_field_name_split", py.NewBuiltin("formatter_field_name_split", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		s, err := strArg("formatter_field_name_split", args, kw)
		if err != nil {
			return nil, err
		}
		first, rest, err := fieldNameSplit(s)
		if err != nil {
			return nil, err
		}
		return py.NewTuple([]py.Object{first, py.NewList(rest)}), nil
	}))
	d.SetStr("_is_digits", py.NewBuiltin("_is_digits", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		s, err := strArg("_is_digits", args, kw)
		if err != nil {
			return nil, err
		}
		for _, r := range s {
			if !pyfmt.IsDigit(r) {
				return py.False, nil
			}
		}
		return py.NewBool(s != ""), nil
	}))
	d.SetStr("_line_col", py.NewBuiltin("_line_col", lineCol))
	return nil
}

func strArg(fn string, args []py.Object, kw []string) (string, error) {
	if err := py.ArgRange(fn, args, kw, 1, 1); err != nil {
		return "", err
	}
	s, ok := py.AsStr(args[0])
	if !ok {
		return "", py.Errorf(py.TypeErrorType, "%s() argument must be str, not %s", fn, py.TypeName(args[0]))
	}
	return s, nil
}

// capwords is string.capwords: split (on whitespace runs, or on sep),
// capitalize each word, join with sep or a space.
func capwords(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	var so, sepo py.Object
	if err := py.UnpackArgs("capwords", args, kw, "s", &so, "sep?", &sepo); err != nil {
		return nil, err
	}
	s, ok := py.AsStr(so)
	if !ok {
		return nil, py.Errorf(py.AttributeErrorType, "'%s' object has no attribute 'split'", py.TypeName(so))
	}
	var words []string
	joiner := " "
	if sepo == nil || sepo == py.None {
		words = splitWhitespace(s)
	} else {
		sep, ok := py.AsStr(sepo)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "must be str or None, not %s", py.TypeName(sepo))
		}
		if sep == "" {
			return nil, py.Errorf(py.ValueErrorType, "empty separator")
		}
		words = strings.Split(s, sep)
		joiner = sep
	}
	if err := th.TickN(len(words)); err != nil {
		return nil, err
	}
	for i, w := range words {
		words[i] = pyfmt.Capitalize(w)
	}
	out := strings.Join(words, joiner)
	return py.NewStr(out), th.AllocMem(int64(len(out)))
}

// splitWhitespace is str.split() with no separator.
func splitWhitespace(s string) []string {
	var words []string
	start := -1
	for i, r := range s {
		if pyfmt.IsSpace(r) {
			if start >= 0 {
				words = append(words, s[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		words = append(words, s[start:])
	}
	return words
}

// isLineBreak reports the characters str.splitlines() splits at.
func isLineBreak(r rune) bool {
	switch r {
	case '\n', '\r', '\v', '\f', 0x1c, 0x1d, 0x1e, 0x85, 0x2028, 0x2029:
		return true
	}
	return false
}

// lineCol returns (lineno, colno) of index i in text the way
// Template._invalid computes it from text[:i].splitlines(keepends=True).
func lineCol(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("_line_col", args, kw, 2, 2); err != nil {
		return nil, err
	}
	text, _ := py.AsStr(args[0])
	i, err := py.AsInt(th, args[1])
	if err != nil {
		return nil, err
	}
	lines, lastStart, pos := 0, 0, 0
	lineOpen := false
	for j := 0; j < len(text) && pos < i; {
		r, size := utf8.DecodeRuneInString(text[j:])
		if !lineOpen {
			lines++
			lastStart = pos
			lineOpen = true
		}
		j += size
		pos++
		if isLineBreak(r) {
			if r == '\r' && j < len(text) && text[j] == '\n' && pos < i {
				j++
				pos++
			}
			lineOpen = false
		}
	}
	if lines == 0 {
		return py.NewTuple([]py.Object{py.Int(1), py.Int(1)}), nil
	}
	return py.NewTuple([]py.Object{py.Int(lines), py.Int(i - lastStart)}), nil
}
