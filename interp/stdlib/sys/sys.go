// Package sys is the sandbox's sys module: interpreter facts, the run's
// standard streams, recursion limit, imported modules (read-only) and
// exception info. Nothing here reaches the host process.
package sys

import (
	_ "embed"
	"math"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed sys.py
var source string

// Version facts; the version string starts like CPython's so that code
// parsing sys.version sees 3.11.
const (
	version    = "3.11.7 (mcpython, pure-Go interpreter)"
	hexVersion = 0x030B07F0
)

// Modules returns the definition of the sys module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{Name: "sys", Doc: "Access to facts about the interpreter and the run.", Init: initModule, Source: source}}
}

func initModule(th *py.Thread, m *py.Module) error {
	d := m.Dict
	d.SetStr("_set_message_name", py.SetMessageNameBuiltin)
	d.SetStr("version", py.NewStr(version))
	d.SetStr("hexversion", py.Int(hexVersion))
	d.SetStr("api_version", py.Int(1013))
	d.SetStr("platform", py.NewStr("linux"))
	d.SetStr("byteorder", py.NewStr("little"))
	d.SetStr("maxsize", py.Int(math.MaxInt64))
	d.SetStr("maxunicode", py.Int(0x10FFFF))
	d.SetStr("float_repr_style", py.NewStr("short"))
	d.SetStr("copyright", py.NewStr("Copyright (c) Python Software Foundation; mcpython interpreter."))
	d.SetStr("executable", py.NewStr(""))
	d.SetStr("prefix", py.NewStr("/"))
	d.SetStr("exec_prefix", py.NewStr("/"))
	d.SetStr("dont_write_bytecode", py.True)
	d.SetStr("argv", py.NewList([]py.Object{py.NewStr("<code>")}))
	d.SetStr("orig_argv", py.NewList([]py.Object{py.NewStr("<code>")}))
	d.SetStr("path", py.NewList(nil))
	d.SetStr("meta_path", py.NewList(nil))
	d.SetStr("path_hooks", py.NewList(nil))
	d.SetStr("warnoptions", py.NewList(nil))
	d.SetStr("_xoptions", py.NewDict())
	stdout, stderr := &py.StdStream{}, &py.StdStream{Err: true}
	d.SetStr("stdout", stdout)
	d.SetStr("stderr", stderr)
	d.SetStr("__stdout__", stdout)
	d.SetStr("__stderr__", stderr)
	fns := map[string]py.BuiltinFunc{
		"getrecursionlimit":         getRecursionLimit,
		"setrecursionlimit":         setRecursionLimit,
		"getsizeof":                 getSizeOf,
		"exit":                      exit,
		"exc_info":                  excInfo,
		"exception":                 exception,
		"intern":                    intern,
		"getdefaultencoding":        constStr("getdefaultencoding", "utf-8"),
		"getfilesystemencoding":     constStr("getfilesystemencoding", "utf-8"),
		"getfilesystemencodeerrors": constStr("getfilesystemencodeerrors", "surrogateescape"),
		"_module":                   moduleByName,
		"_module_names":             moduleNames,
		"_frame_info":               frameInfo,
		"_builtin":                  builtinByName,
	}
	for name, fn := range fns {
		b := py.NewBuiltin(name, fn)
		b.Module = "sys"
		d.SetStr(name, b)
	}
	return nil
}

func constStr(name, s string) py.BuiltinFunc {
	return func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		if err := py.ArgRange(name, args, kwnames, 0, 0); err != nil {
			return nil, err
		}
		return py.NewStr(s), nil
	}
}

func getRecursionLimit(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("getrecursionlimit", args, kwnames, 0, 0); err != nil {
		return nil, err
	}
	return py.Int(th.RecursionLimit()), nil
}

// setRecursionLimit sets the limit, capped by the host's maximum depth.
func setRecursionLimit(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("setrecursionlimit", args, kwnames, 1, 1); err != nil {
		return nil, err
	}
	if _, ok := args[0].(py.Float); ok {
		return nil, py.Errorf(py.TypeErrorType, "'float' object cannot be interpreted as an integer")
	}
	n, err := py.AsInt(th, args[0])
	if err != nil {
		return nil, err
	}
	if _, err := th.SetRecursionLimit(n); err != nil {
		return nil, err
	}
	return py.None, nil
}

func exit(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("exit", args, kwnames, 0, 1); err != nil {
		return nil, err
	}
	return nil, py.NewException(py.SystemExitType, args...)
}

func excInfo(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("exc_info", args, kwnames, 0, 0); err != nil {
		return nil, err
	}
	e := th.HandledException()
	if e == nil {
		return py.NewTuple([]py.Object{py.None, py.None, py.None}), nil
	}
	tb, err := py.GetAttr(th, e, "__traceback__")
	if err != nil {
		tb = py.None
	}
	return py.NewTuple([]py.Object{e.Type(), e, tb}), nil
}

func exception(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("exception", args, kwnames, 0, 0); err != nil {
		return nil, err
	}
	if e := th.HandledException(); e != nil {
		return e, nil
	}
	return py.None, nil
}

func intern(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("intern", args, kwnames, 1, 1); err != nil {
		return nil, err
	}
	if _, ok := args[0].(*py.Str); !ok {
		return nil, py.Errorf(py.TypeErrorType, "intern() argument must be str, not %s", py.TypeName(args[0]))
	}
	return args[0], nil
}

func moduleByName(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("_module", args, kwnames, 1, 1); err != nil {
		return nil, err
	}
	name, ok := py.AsStr(args[0])
	if !ok {
		return py.None, nil
	}
	if m := th.ImportedModule(name); m != nil {
		return m, nil
	}
	if name == "__main__" {
		if g := th.MainGlobals(); g != nil {
			return &py.Module{Name: "__main__", Dict: g}, nil
		}
	}
	return py.None, nil
}

func moduleNames(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("_module_names", args, kwnames, 0, 0); err != nil {
		return nil, err
	}
	names := append([]string{"__main__"}, th.ImportedModuleNames()...)
	items := make([]py.Object, len(names))
	for i, n := range names {
		items[i] = py.NewStr(n)
	}
	return py.NewList(items), nil
}

// frameInfo returns (globals, line) of the frame depth levels up, or None.
func frameInfo(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("_frame_info", args, kwnames, 1, 1); err != nil {
		return nil, err
	}
	depth, err := py.AsInt(th, args[0])
	if err != nil {
		return nil, err
	}
	if depth < 0 {
		return py.None, nil
	}
	g, line := th.CallerFrame(depth)
	if g == nil {
		return py.None, nil
	}
	return py.NewTuple([]py.Object{g, py.Int(line)}), nil
}

// builtinByName returns a builtin by name (KeyError if there is none),
// without handing out the shared builtins dict.
func builtinByName(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("_builtin", args, kwnames, 1, 1); err != nil {
		return nil, err
	}
	name, ok := py.AsStr(args[0])
	if ok {
		if v, ok := py.BuiltinsDict().GetStr(name); ok {
			return v, nil
		}
	}
	return nil, py.NewException(py.KeyErrorType, args[0])
}
