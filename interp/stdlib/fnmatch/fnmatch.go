// Package fnmatch provides the fnmatch module (written in Python).
package fnmatch

import (
	_ "embed"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed fnmatch.py
var source string

// Module is fnmatch.
var Module = &py.ModuleDef{Name: "fnmatch", Doc: "Filename matching with shell patterns.", Source: source}
