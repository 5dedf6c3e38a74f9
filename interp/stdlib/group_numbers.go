package stdlib

import "github.com/mcpython/mcpython/interp/py"

// groupNumbers returns the modules math,statistics,random,decimal,fractions,numbers.
func groupNumbers() []*py.ModuleDef {
	return nil
}
