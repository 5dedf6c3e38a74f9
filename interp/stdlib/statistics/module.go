// Package statistics is the statistics module, written in Python: exact
// fractions inside, CPython's algorithms and results.
package statistics

import (
	_ "embed"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed statistics.py
var source string

// Module returns the definition of the statistics module.
func Module() *py.ModuleDef {
	return &py.ModuleDef{Name: "statistics", Doc: "Basic statistics module.", Source: source}
}
