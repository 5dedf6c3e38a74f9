// Package enum is the sandbox's enum module, written in Python over the
// interpreter (see enum.py).
package enum

import (
	_ "embed"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed enum.py
var source string

// Module returns the definition of the enum module.
func Module() *py.ModuleDef {
	return &py.ModuleDef{Name: "enum", Init: initModule, Source: source}
}

func initModule(th *py.Thread, m *py.Module) error {
	m.Dict.SetStr("_mappingproxy", py.NewBuiltin("mappingproxy", mappingProxy))
	return nil
}

// mappingProxy wraps a dict read-only (EnumType.__members__).
func mappingProxy(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("mappingproxy", args, kwnames, 1, 1); err != nil {
		return nil, err
	}
	d, ok := args[0].(*py.Dict)
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "mappingproxy() argument must be a mapping, not %s", py.TypeName(args[0]))
	}
	return py.NewMappingProxy(d), nil
}
