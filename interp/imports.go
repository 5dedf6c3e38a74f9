package interp

import (
	"sync"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib"
)

// refusedModules exist in CPython but are kept out of the sandbox; the
// ImportError says what to use instead.
var refusedModules = map[string]string{
	"subprocess":      "the sandbox cannot start processes",
	"os.system":       "the sandbox cannot start processes",
	"socket":          "the sandbox has no network; call other MCP servers with call_mcp_tool()",
	"ssl":             "the sandbox has no network; call other MCP servers with call_mcp_tool()",
	"http":            "the sandbox has no network; call other MCP servers with call_mcp_tool()",
	"urllib.request":  "the sandbox has no network; call other MCP servers with call_mcp_tool()",
	"requests":        "the sandbox has no network; call other MCP servers with call_mcp_tool()",
	"ctypes":          "the sandbox does not load native code",
	"multiprocessing": "the sandbox runs one thread of Python; use asyncio for concurrency",
	"threading":       "the sandbox runs one thread of Python; use asyncio for concurrency",
	"_thread":         "the sandbox runs one thread of Python; use asyncio for concurrency",
	"concurrent":      "the sandbox runs one thread of Python; use asyncio for concurrency",
	"signal":          "the sandbox does not handle signals",
	"shutil":          "files live in the workspace; use open(), pathlib or read_file()/write_file()",
	"tempfile":        "files live in the workspace; use open(), pathlib or read_file()/write_file()",
	"glob":            "files live in the workspace; use pathlib.Path(...).glob() or list_files()",
	"pickle":          "the sandbox does not unpickle data; use json",
	"marshal":         "the sandbox does not load code objects; use json",
	"shelve":          "the sandbox does not unpickle data; use json or the workspace",
	"importlib":       "modules are imported with the import statement only",
	"imp":             "modules are imported with the import statement only",
	"pty":             "the sandbox has no terminal",
	"fcntl":           "the sandbox has no file descriptors",
	"resource":        "limits are set by the host",
	"sqlite3":         "the sandbox has no database driver; keep data in the workspace as JSON or CSV",
}

// importer resolves imports: host modules, then the standard library.
type importer struct {
	host    py.ModuleTable
	dynamic func(th *py.Thread, name string) (py.Object, error)
}

// stdImporter is the importer of runs without host modules; it holds
// nothing a run could change, so every such run shares it.
var stdImporter = newImporter(nil, nil)

func newImporter(host map[string]*py.ModuleDef, dynamic func(th *py.Thread, name string) (py.Object, error)) *importer {
	return &importer{host: host, dynamic: dynamic}
}

func (im *importer) Import(th *py.Thread, name string) (py.Object, error) {
	if why, ok := refusedModules[name]; ok {
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

// stdlibModules are the standard-library modules; the table is built at
// the first import and only read. Built at package init it cost every
// process 1.4 MB of heap (purepy's sources among it), imports or not.
var stdlibModules = sync.OnceValue(stdlib.Table)
