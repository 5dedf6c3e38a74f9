// Package typing is the sandbox's typing module, written in Python over the
// interpreter (see typing.py).
package typing

import (
	_ "embed"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed typing.py
var source string

// Module returns the definition of the typing module.
func Module() *py.ModuleDef {
	return &py.ModuleDef{Name: "typing", Doc: "The typing module: support for gradual typing as defined by PEP 484 and subsequent PEPs.", Source: source}
}
