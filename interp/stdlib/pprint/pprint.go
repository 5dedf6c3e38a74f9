// Package pprint is the sandbox's pprint module, written in Python over the
// interpreter (see pprint.py) with CPython 3.11's line-breaking rules.
package pprint

import (
	_ "embed"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed pprint.py
var source string

// Module returns the definition of the pprint module.
func Module() *py.ModuleDef {
	return &py.ModuleDef{Name: "pprint", Doc: "Support to pretty-print lists, tuples, & dictionaries recursively.", Source: source}
}
