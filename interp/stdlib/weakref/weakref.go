// Package weakref is the sandbox's weakref module. The interpreter has a
// garbage-collected Go heap and no reference counts, so references here are
// strong: a referent stays alive while a reference to it exists, callbacks
// and finalizers never fire on their own (a finalize object can still be
// called explicitly). Code written for weak references keeps working; it
// only holds on to memory longer.
package weakref

import (
	_ "embed"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed weakref.py
var source string

// Module returns the definition of the weakref module.
func Module() *py.ModuleDef {
	return &py.ModuleDef{Name: "weakref", Doc: "Weak references (held strongly in the sandbox).", Source: source}
}
