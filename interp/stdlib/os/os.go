// Package os is the sandbox's os and os.path (posixpath) modules: the pure
// parts only (path arithmetic, separators, an empty environment). The
// sandbox has no file system of its own; functions that would touch files
// raise an error pointing to the workspace, which provides file access.
package os

import (
	_ "embed"

	"github.com/mcpython/mcpython/interp/py"
)

var (
	//go:embed os.py
	osSource string
	//go:embed posixpath.py
	pathSource string
)

// Modules returns the definitions of os and posixpath (os.path).
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{
		{Name: "os", Doc: "OS routines for the sandbox: path arithmetic and an empty environment.", Source: osSource},
		{Name: "posixpath", Doc: "Common operations on Posix pathnames.", Source: pathSource},
	}
}
