// Package abc is the sandbox's abc module (abstract base classes), written
// in Python over the interpreter.
package abc

import (
	_ "embed"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed abc.py
var source string

// Module returns the definition of the abc module.
func Module() *py.ModuleDef {
	return &py.ModuleDef{Name: "abc", Doc: "Abstract Base Classes (ABCs) according to PEP 3119.", Source: source}
}
