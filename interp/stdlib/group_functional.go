package stdlib

import "github.com/mcpython/mcpython/interp/py"

// groupFunctional returns the modules collections,itertools,functools,operator,heapq,bisect.
func groupFunctional() []*py.ModuleDef {
	return nil
}
