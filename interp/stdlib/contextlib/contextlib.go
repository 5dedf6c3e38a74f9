// Package contextlib is the sandbox's contextlib module, written in Python
// over the interpreter (see contextlib.py).
package contextlib

import (
	_ "embed"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed contextlib.py
var source string

// Module returns the definition of the contextlib module.
func Module() *py.ModuleDef {
	return &py.ModuleDef{Name: "contextlib", Doc: "Utilities for with-statement contexts.", Source: source}
}
