// Package copy is the sandbox's copy module (shallow and deep copies),
// written in Python over the interpreter with one Go primitive.
package copy

import (
	_ "embed"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed copy.py
var source string

// Module returns the definition of the copy module.
func Module() *py.ModuleDef {
	return &py.ModuleDef{Name: "copy", Doc: "Generic (shallow and deep) copying operations.", Init: initModule, Source: source}
}

func initModule(th *py.Thread, m *py.Module) error {
	m.Dict.SetStr("_python_class", py.NewBuiltin("_python_class", pythonClass))
	return nil
}

// pythonClass reports whether a class or one of its bases is written in
// Python: only such instances can be rebuilt from their class and state.
func pythonClass(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("_python_class", args, kwnames, 1, 1); err != nil {
		return nil, err
	}
	t, ok := args[0].(*py.Type)
	if !ok {
		return py.False, nil
	}
	for _, m := range t.MRO {
		if !m.IsBuiltin() {
			return py.True, nil
		}
	}
	return py.False, nil
}
