// Package stdlib assembles the standard-library modules of the sandbox.
// Each group of modules lives in its own file (group_*.go) and package.
package stdlib

import (
	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/fnmatch"
)

// Table returns every standard-library module by name.
func Table() py.ModuleTable {
	t := py.ModuleTable{}
	for _, group := range [][]*py.ModuleDef{
		groupText(),
		groupData(),
		groupTime(),
		groupFunctional(),
		groupNumbers(),
		groupEncoding(),
		groupRuntime(),
		{fnmatch.Module},
	} {
		for _, m := range group {
			t[m.Name] = m
		}
	}
	return t
}
