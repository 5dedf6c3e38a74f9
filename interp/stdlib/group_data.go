package stdlib

import "github.com/mcpython/mcpython/interp/py"

// groupData returns the modules csv,io,dataclasses,enum,typing,abc,pprint,array,copy.
func groupData() []*py.ModuleDef {
	return nil
}
