package stdlib

import (
	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/math"
)

// groupNumbers returns the modules math,statistics,random,decimal,fractions,numbers.
func groupNumbers() []*py.ModuleDef {
	return []*py.ModuleDef{
		math.Module(),
	}
}
