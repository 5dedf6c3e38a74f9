package stdlib

import (
	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/decimal"
	"github.com/mcpython/mcpython/interp/stdlib/fractions"
	"github.com/mcpython/mcpython/interp/stdlib/math"
	"github.com/mcpython/mcpython/interp/stdlib/numbers"
	"github.com/mcpython/mcpython/interp/stdlib/random"
	"github.com/mcpython/mcpython/interp/stdlib/statistics"
)

// groupNumbers returns the modules math,statistics,random,decimal,fractions,numbers.
func groupNumbers() []*py.ModuleDef {
	mods := []*py.ModuleDef{math.Module(), numbers.Module(), fractions.Module(), decimal.Module(), statistics.Module()}
	mods = append(mods, random.Modules()...)
	return mods
}
