package stdlib

import "github.com/mcpython/mcpython/interp/py"

// groupRuntime returns the modules sys,os,contextlib,asyncio,keyword,weakref.
func groupRuntime() []*py.ModuleDef {
	return nil
}
