package csv

import (
	_ "embed"
	"sync"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed csv.py
var csvSource string

// setupTypes builds the package's types at the first import of
// _csv, once per process (not at init: the package does no work
// when the process starts).
func setupTypes() { typesOnce.Do(buildTypes) }

var typesOnce sync.Once

func buildTypes() {
	DialectType = py.NewNativeType("_csv.Dialect", nil, nil, false)
	ErrorType = py.NewExceptionType("_csv.Error", py.ExceptionType)
	ReaderType = py.NewNativeType("_csv.reader", nil, nil, true)
	WriterType = py.NewNativeType("_csv.writer", nil, nil, true)
	setupDialect()
	setupReader()
	setupWriter()
}

// coreModuleDef returns _csv; each run gets its own registry and field limit.
func coreModuleDef() *py.ModuleDef {
	return &py.ModuleDef{
		Name: "_csv",
		Doc:  "CSV parsing and writing.",
		Init: initCore,
	}
}

// moduleDef returns csv, written in Python over _csv.
func moduleDef() *py.ModuleDef {
	return &py.ModuleDef{
		Name:   "csv",
		Doc:    "CSV parsing and writing.",
		Source: csvSource,
	}
}

func initCore(th *py.Thread, m *py.Module) error {
	setupTypes()
	st := &state{registry: py.NewDict(), fieldLimit: 128 * 1024}
	d := m.Dict
	d.SetStr("Dialect", DialectType)
	d.SetStr("Error", ErrorType)
	d.SetStr("__version__", py.NewStr("1.0"))
	for i, name := range []string{"QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE"} {
		d.SetStr(name, py.Int(i))
	}
	fn := func(name string, f py.BuiltinFunc) {
		b := py.NewBuiltin(name, f)
		b.Module = "_csv"
		d.SetStr(name, b)
	}
	fn("reader", func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		pos, base, params, err := splitDialectArgs("reader", args, kwnames, 1)
		if err != nil {
			return nil, err
		}
		if len(pos) < 1 {
			return nil, py.Errorf(py.TypeErrorType, "expected at least 1 argument, got 0")
		}
		it, err := py.Iter(th, pos[0])
		if err != nil {
			return nil, err
		}
		dia, err := makeDialect(th, st, base, params)
		if err != nil {
			return nil, err
		}
		return &Reader{input: it, dialect: dia, st: st}, nil
	})
	fn("writer", func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		pos, base, params, err := splitDialectArgs("writer", args, kwnames, 1)
		if err != nil {
			return nil, err
		}
		if len(pos) < 1 {
			return nil, py.Errorf(py.TypeErrorType, "expected at least 1 argument, got 0")
		}
		write, err := py.GetAttr(th, pos[0], "write")
		if err != nil || !callable(write) {
			if e, ok := err.(*py.Exception); ok && e.IsAbort() {
				return nil, err
			}
			return nil, py.Errorf(py.TypeErrorType, "argument 1 must have a \"write\" method")
		}
		dia, err := makeDialect(th, st, base, params)
		if err != nil {
			return nil, err
		}
		return &Writer{write: write, dialect: dia}, nil
	})
	fn("register_dialect", func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		pos, base, params, err := splitDialectArgs("register_dialect", args, kwnames, 1)
		if err != nil {
			return nil, err
		}
		if len(pos) < 1 {
			return nil, py.Errorf(py.TypeErrorType, "expected at least 1 argument, got 0")
		}
		name, ok := py.AsStr(pos[0])
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "dialect name must be a string")
		}
		dia, err := makeDialect(th, st, base, params)
		if err != nil {
			return nil, err
		}
		return py.None, st.registry.SetItem(th, py.NewStr(name), dia)
	})
	fn("unregister_dialect", func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		var name py.Object
		if err := py.UnpackArgs("unregister_dialect", args, kwnames, "name", &name); err != nil {
			return nil, err
		}
		found, err := st.registry.DelItem(th, name)
		if err != nil {
			return nil, err
		}
		if !found {
			return nil, csvError("unknown dialect")
		}
		return py.None, nil
	})
	fn("get_dialect", func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		var name py.Object
		if err := py.UnpackArgs("get_dialect", args, kwnames, "name", &name); err != nil {
			return nil, err
		}
		v, found, err := st.registry.GetItem(th, name)
		if err != nil {
			return nil, err
		}
		if !found {
			return nil, csvError("unknown dialect")
		}
		return v, nil
	})
	fn("list_dialects", func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		if err := py.ArgRange("list_dialects", args, kwnames, 0, 0); err != nil {
			return nil, err
		}
		return py.NewList(st.registry.Keys()), nil
	})
	fn("field_size_limit", func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		var limit py.Object
		if err := py.UnpackArgs("field_size_limit", args, kwnames, "new_limit?", &limit); err != nil {
			return nil, err
		}
		old := st.fieldLimit
		if limit != nil {
			n, ok := limit.(py.Int)
			if !ok {
				return nil, py.Errorf(py.TypeErrorType, "limit must be an integer")
			}
			st.fieldLimit = int(n)
		}
		return py.Int(old), nil
	})
	fn("_guess_quote_and_delimiter", func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		data, delims, err := sniffArgs(args, kwnames)
		if err != nil {
			return nil, err
		}
		return guessQuoteAndDelimiter(th, data, delims)
	})
	fn("_guess_delimiter", func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		data, delims, err := sniffArgs(args, kwnames)
		if err != nil {
			return nil, err
		}
		return guessDelimiter(th, data, delims)
	})
	return nil
}

func callable(o py.Object) bool {
	if o == nil {
		return false
	}
	switch o.(type) {
	case *py.Builtin, *py.Function, *py.Type:
		return true
	}
	return o.Type().Call != nil
}

// Modules returns the definitions of _csv (the Go core) and csv.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{coreModuleDef(), moduleDef()}
}
