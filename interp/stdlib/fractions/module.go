// Package fractions is the fractions module, written in Python.
package fractions

import (
	_ "embed"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed fractions.py
var source string

// Module returns the definition of the fractions module.
func Module() *py.ModuleDef {
	return &py.ModuleDef{Name: "fractions", Doc: "Fraction, infinite-precision, rational numbers.", Source: source}
}
