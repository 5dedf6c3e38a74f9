package stdlib

import "github.com/mcpython/mcpython/interp/py"

// groupTime returns the modules datetime,time,calendar.
func groupTime() []*py.ModuleDef {
	return nil
}
