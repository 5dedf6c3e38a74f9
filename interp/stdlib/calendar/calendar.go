// Package calendar is CPython's calendar module for the sandbox, written in
// Python (calendar.py) over the Go datetime module, with str.center done
// in Go so its padding matches CPython exactly.
package calendar

import (
	_ "embed"
	"strings"
	"unicode/utf8"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed calendar.py
var source string

// Modules returns the definition of the calendar module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{
		Name:   "calendar",
		Doc:    "Calendar printing functions",
		Source: source,
		Init: func(th *py.Thread, m *py.Module) error {
			m.Dict.SetStr("_center", py.NewBuiltin("_center", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				if err := py.ArgRange("_center", args, kw, 2, 2); err != nil {
					return nil, err
				}
				s, ok := py.AsStr(args[0])
				if !ok {
					return nil, py.Errorf(py.TypeErrorType, "expected str, got %s", args[0].Type().Name)
				}
				w, err := py.AsInt(th, args[1])
				if err != nil {
					return nil, err
				}
				return py.NewStr(Center(s, w)), nil
			}))
			return nil
		},
	}}
}

// Center is str.center(width) with a space: CPython puts the odd extra
// space on the left when the width is odd.
func Center(s string, width int) string {
	n := utf8.RuneCountInString(s)
	marg := width - n
	if marg <= 0 {
		return s
	}
	left := marg/2 + (marg & width & 1)
	return strings.Repeat(" ", left) + s + strings.Repeat(" ", marg-left)
}
