// Package numbers is the numbers module: the abstract numeric tower,
// written in Python.
package numbers

import (
	_ "embed"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed numbers.py
var source string

// Module returns the definition of the numbers module.
func Module() *py.ModuleDef {
	return &py.ModuleDef{Name: "numbers", Doc: "Abstract Base Classes (ABCs) for numbers, according to PEP 3141.", Source: source}
}
