package stdlib

import (
	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/asyncio"
	"github.com/mcpython/mcpython/interp/stdlib/contextlib"
	"github.com/mcpython/mcpython/interp/stdlib/keyword"
	pyos "github.com/mcpython/mcpython/interp/stdlib/os"
	pysys "github.com/mcpython/mcpython/interp/stdlib/sys"
	"github.com/mcpython/mcpython/interp/stdlib/weakref"
)

// groupRuntime returns the modules sys,os,contextlib,asyncio,keyword,weakref.
func groupRuntime() []*py.ModuleDef {
	return append(pyos.Modules(),
		asyncio.Module(),
		contextlib.Module(),
		keyword.Module(),
		pysys.Module(),
		weakref.Module(),
	)
}
