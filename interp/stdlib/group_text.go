package stdlib

import "github.com/mcpython/mcpython/interp/py"

// groupText returns the modules json,re.
func groupText() []*py.ModuleDef {
	return nil
}
