// Package dataclasses is the sandbox's dataclasses module, written in
// Python over the interpreter (see dataclasses.py).
package dataclasses

import (
	_ "embed"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed dataclasses.py
var source string

// Module returns the definition of the dataclasses module.
func Module() *py.ModuleDef {
	return &py.ModuleDef{Name: "dataclasses", Init: initModule, Source: source}
}

func initModule(th *py.Thread, m *py.Module) error {
	m.Dict.SetStr("_mappingproxy", py.NewBuiltin("mappingproxy", mappingProxy))
	return nil
}

// mappingProxy wraps a dict read-only (Field.metadata); other mappings
// are kept as they are.
func mappingProxy(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("mappingproxy", args, kwnames, 1, 1); err != nil {
		return nil, err
	}
	if d, ok := args[0].(*py.Dict); ok {
		return py.NewMappingProxy(d), nil
	}
	return args[0], nil
}
