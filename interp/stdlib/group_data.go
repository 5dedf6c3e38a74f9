package stdlib

import (
	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/abc"
	"github.com/mcpython/mcpython/interp/stdlib/array"
	"github.com/mcpython/mcpython/interp/stdlib/copy"
	"github.com/mcpython/mcpython/interp/stdlib/dataclasses"
	"github.com/mcpython/mcpython/interp/stdlib/enum"
	"github.com/mcpython/mcpython/interp/stdlib/pprint"
	"github.com/mcpython/mcpython/interp/stdlib/typing"
)

// groupData returns the modules csv,io,dataclasses,enum,typing,abc,pprint,array,copy.
// csv and io are registered by group_time.go.
func groupData() []*py.ModuleDef {
	return []*py.ModuleDef{
		abc.Module(),
		array.Module(),
		copy.Module(),
		dataclasses.Module(),
		enum.Module(),
		pprint.Module(),
		typing.Module(),
	}
}
