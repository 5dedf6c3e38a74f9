// Package keyword is the sandbox's keyword module: Python's keyword lists.
package keyword

import (
	_ "embed"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed keyword.py
var source string

// Module returns the definition of the keyword module.
func Module() *py.ModuleDef {
	return &py.ModuleDef{Name: "keyword", Doc: "Keywords (from \"Grammar/python.gram\")", Source: source}
}
