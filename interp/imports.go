package interp

import (
	"sync"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib"
)

// refusedModule says why a module that exists in CPython is kept out of
// the sandbox; the ImportError says what to use instead. (A switch: a
// package map would be built at init, and the package does no work at
// process start.)
func refusedModule(name string) (why string, refused bool) {
	switch name {
	case "subprocess", "os.system":
		return "the sandbox cannot start processes", true
	case "socket", "ssl", "http", "urllib.request", "requests":
		return "the sandbox has no network; call other MCP servers with call_mcp_tool()", true
	case "ctypes":
		return "the sandbox does not load native code", true
	case "multiprocessing", "threading", "_thread", "concurrent":
		return "the sandbox runs one thread of Python; use asyncio for concurrency", true
	case "signal":
		return "the sandbox does not handle signals", true
	case "shutil", "tempfile":
		return "files live in the workspace; use open(), pathlib or read_file()/write_file()", true
	case "glob":
		return "files live in the workspace; use pathlib.Path(...).glob() or list_files()", true
	case "pickle":
		return "the sandbox does not unpickle data; use json", true
	case "marshal":
		return "the sandbox does not load code objects; use json", true
	case "shelve":
		return "the sandbox does not unpickle data; use json or the workspace", true
	case "importlib", "imp":
		return "modules are imported with the import statement only", true
	case "pty":
		return "the sandbox has no terminal", true
	case "fcntl":
		return "the sandbox has no file descriptors", true
	case "resource":
		return "limits are set by the host", true
	case "sqlite3":
		return "the sandbox has no database driver; keep data in the workspace as JSON or CSV", true
	}
	return "", false
}

// importer resolves imports: host modules, then the standard library.
type importer struct {
	host    py.ModuleTable
	dynamic func(th *py.Thread, name string) (py.Object, error)
}

// stdImporter is the importer of runs without host modules; it holds
// nothing a run could change, so every such run shares it.
var stdImporter = &importer{}

func newImporter(host map[string]*py.ModuleDef, dynamic func(th *py.Thread, name string) (py.Object, error)) *importer {
	return &importer{host: host, dynamic: dynamic}
}

func (im *importer) Import(th *py.Thread, name string) (py.Object, error) {
	if why, ok := refusedModule(name); ok {
		return nil, py.Errorf(py.ImportErrorType, "module '%s' is not available in the mcpython sandbox: %s", name, why)
	}
	if def, ok := im.host[name]; ok {
		return py.InstantiateModule(th, def)
	}
	if name == "builtins" {
		// a run's own copy: changing it cannot touch the shared builtins
		m := py.NewModule("builtins")
		var err error
		py.BuiltinsDict().Items(func(k, v py.Object) bool {
			err = m.Dict.SetItem(th, k, v)
			return err == nil
		})
		return m, err
	}
	if im.dynamic != nil {
		m, err := im.dynamic(th, name)
		if err != nil || m != nil {
			return m, err
		}
	}
	if def, ok := stdlibModules()[name]; ok {
		return py.InstantiateModule(th, def)
	}
	return nil, nil
}

// stdlibModules returns the standard-library modules; the table is built
// at the first import and only read. Built at package init it cost every
// process 1.4 MB of heap (purepy's sources among it), imports or not.
// (A sync.Once, not sync.OnceValue: calling that at package level is
// itself init work.)
func stdlibModules() py.ModuleTable {
	stdlibOnce.Do(func() { stdlibTable = stdlib.Table() })
	return stdlibTable
}

var (
	stdlibOnce  sync.Once
	stdlibTable py.ModuleTable
)
