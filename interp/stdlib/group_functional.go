package stdlib

import (
	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/bisect"
	"github.com/mcpython/mcpython/interp/stdlib/collections"
	"github.com/mcpython/mcpython/interp/stdlib/functools"
	"github.com/mcpython/mcpython/interp/stdlib/heapq"
	"github.com/mcpython/mcpython/interp/stdlib/itertools"
	"github.com/mcpython/mcpython/interp/stdlib/operator"
)

// groupFunctional returns the modules collections,itertools,functools,operator,heapq,bisect.
func groupFunctional() []*py.ModuleDef {
	mods := collections.Modules()
	return append(mods,
		itertools.Module(),
		functools.Module(),
		heapq.Module(),
		bisect.Module(),
		operator.Module(),
	)
}
