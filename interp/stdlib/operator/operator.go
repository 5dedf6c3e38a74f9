// Package operator is the operator module: Python's operators as
// functions, and the itemgetter, attrgetter and methodcaller callables.
package operator

import (
	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/syntax"
)

// Modules returns the definition of the operator module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{Name: "operator", Doc: "Operator interface.", Init: initModule}}
}

type binFunc func(th *py.Thread, a, b py.Object) (py.Object, error)
type unaryFunc func(th *py.Thread, a py.Object) (py.Object, error)

func binop(op syntax.Op) binFunc {
	return func(th *py.Thread, a, b py.Object) (py.Object, error) { return py.BinaryOp(th, op, a, b) }
}

func inplace(op syntax.Op) binFunc {
	return func(th *py.Thread, a, b py.Object) (py.Object, error) { return py.InplaceOp(th, op, a, b) }
}

func compare(op py.CmpOp) binFunc {
	return func(th *py.Thread, a, b py.Object) (py.Object, error) { return py.RichCompare(th, a, b, op) }
}

func unary(op syntax.Op) unaryFunc {
	return func(th *py.Thread, a py.Object) (py.Object, error) { return py.UnaryOp(th, op, a) }
}

// binaries are the two-argument functions, by name; each is also
// exported under its dunder name (operator.__add__). Built at each import:
// a package-level map is init work, and the package does none when the
// process starts.
func binaries() map[string]binFunc {
	return map[string]binFunc{
		"add": binop(syntax.Add), "sub": binop(syntax.Sub), "mul": binop(syntax.Mult), "matmul": binop(syntax.MatMult),
		"truediv": binop(syntax.Div), "floordiv": binop(syntax.FloorDiv), "mod": binop(syntax.Mod),
		"pow": binop(syntax.Pow), "lshift": binop(syntax.LShift), "rshift": binop(syntax.RShift),
		"and_": binop(syntax.BitAnd), "or_": binop(syntax.BitOr), "xor": binop(syntax.BitXor),
		"iadd": inplace(syntax.Add), "isub": inplace(syntax.Sub), "imul": inplace(syntax.Mult),
		"imatmul": inplace(syntax.MatMult), "itruediv": inplace(syntax.Div), "ifloordiv": inplace(syntax.FloorDiv),
		"imod": inplace(syntax.Mod), "ipow": inplace(syntax.Pow), "ilshift": inplace(syntax.LShift),
		"irshift": inplace(syntax.RShift), "iand": inplace(syntax.BitAnd), "ior": inplace(syntax.BitOr),
		"ixor": inplace(syntax.BitXor),
		"lt":   compare(py.CmpLT), "le": compare(py.CmpLE), "eq": compare(py.CmpEQ), "ne": compare(py.CmpNE),
		"gt": compare(py.CmpGT), "ge": compare(py.CmpGE),
		"is_":     func(th *py.Thread, a, b py.Object) (py.Object, error) { return py.NewBool(py.Identical(a, b)), nil },
		"is_not":  func(th *py.Thread, a, b py.Object) (py.Object, error) { return py.NewBool(!py.Identical(a, b)), nil },
		"getitem": py.GetItem,
		"delitem": func(th *py.Thread, a, b py.Object) (py.Object, error) { return py.None, py.SetItem(th, a, b, nil) },
		"contains": func(th *py.Thread, a, b py.Object) (py.Object, error) {
			ok, err := py.Contains(th, a, b)
			return py.NewBool(ok), err
		},
		"concat":  concat(false),
		"iconcat": concat(true),
		"countOf": countOf,
		"indexOf": indexOf,
	}
}

func unaries() map[string]unaryFunc {
	return map[string]unaryFunc{
		"neg": unary(syntax.USub), "pos": unary(syntax.UAdd), "invert": unary(syntax.Invert), "inv": unary(syntax.Invert),
		"not_": func(th *py.Thread, a py.Object) (py.Object, error) {
			t, err := py.Truth(th, a)
			return py.NewBool(!t), err
		},
		"truth": func(th *py.Thread, a py.Object) (py.Object, error) {
			t, err := py.Truth(th, a)
			return py.NewBool(t), err
		},
		"index": py.Index,
		"abs": func(th *py.Thread, a py.Object) (py.Object, error) {
			abs, _ := py.BuiltinsDict().GetStr("abs")
			return py.Call(th, abs, []py.Object{a}, nil)
		},
	}
}

// dunderName is the __name__ alias of a function ("" for none).
func dunderName(name string) string {
	switch name {
	case "and_", "or_", "not_":
		return "__" + name[:len(name)-1] + "__"
	case "is_", "is_not", "countOf", "indexOf":
		return ""
	}
	return "__" + name + "__"
}

func initModule(th *py.Thread, m *py.Module) error {
	setupTypes()
	for name, f := range binaries() {
		f := f
		fn := name
		b := py.NewBuiltin(name, func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
			if len(kwnames) > 0 {
				return nil, py.Errorf(py.TypeErrorType, "%s() takes no keyword arguments", fn)
			}
			if len(args) != 2 {
				return nil, py.Errorf(py.TypeErrorType, "%s expected 2 arguments, got %d", fn, len(args))
			}
			return f(th, args[0], args[1])
		})
		b.Module = "_operator"
		addWithDunder(m, name, b)
	}
	for name, f := range unaries() {
		f := f
		fn := name
		b := py.NewBuiltin(name, func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
			if len(kwnames) > 0 {
				return nil, py.Errorf(py.TypeErrorType, "_operator.%s() takes no keyword arguments", fn)
			}
			if len(args) != 1 {
				return nil, py.Errorf(py.TypeErrorType, "_operator.%s() takes exactly one argument (%d given)", fn, len(args))
			}
			return f(th, args[0])
		})
		b.Module = "_operator"
		addWithDunder(m, name, b)
	}
	for name, fn := range map[string]py.BuiltinFunc{"setitem": setitem, "length_hint": lengthHint, "call": call} {
		b := py.NewBuiltin(name, fn)
		b.Module = "_operator"
		addWithDunder(m, name, b)
	}
	m.Dict.SetStr("itemgetter", itemgetterType)
	m.Dict.SetStr("attrgetter", attrgetterType)
	m.Dict.SetStr("methodcaller", methodcallerType)
	return nil
}

func addWithDunder(m *py.Module, name string, b *py.Builtin) {
	m.Dict.SetStr(name, b)
	if d := dunderName(name); d != "" {
		m.Dict.SetStr(d, b)
	}
}

func concat(inplaceOp bool) binFunc {
	return func(th *py.Thread, a, b py.Object) (py.Object, error) {
		if !isSequence(a) || !isSequence(b) {
			bad := a
			if isSequence(a) {
				bad = b
			}
			return nil, py.Errorf(py.TypeErrorType, "'%s' object can't be concatenated", py.TypeName(bad))
		}
		if inplaceOp {
			return py.InplaceOp(th, syntax.Add, a, b)
		}
		return py.BinaryOp(th, syntax.Add, a, b)
	}
}

// isSequence is PySequence_Check: __getitem__ and not a dict.
func isSequence(o py.Object) bool {
	t := py.Unwrap(o).Type()
	if _, ok := o.(*py.Dict); ok {
		return false
	}
	return t.GetItem != nil || o.Type().Lookup("__getitem__") != nil
}

func countOf(th *py.Thread, a, b py.Object) (py.Object, error) {
	it, err := py.Iter(th, a)
	if err != nil {
		return nil, py.Errorf(py.TypeErrorType, "argument of type '%s' is not iterable", py.TypeName(a))
	}
	n := 0
	for {
		if err := th.Tick(); err != nil {
			return nil, err
		}
		v, err := py.Next(th, it)
		if err != nil {
			return nil, err
		}
		if v == nil {
			return py.Int(n), nil
		}
		if py.Identical(v, b) {
			n++
			continue
		}
		eq, err := py.Equal(th, v, b)
		if err != nil {
			return nil, err
		}
		if eq {
			n++
		}
	}
}

func indexOf(th *py.Thread, a, b py.Object) (py.Object, error) {
	it, err := py.Iter(th, a)
	if err != nil {
		return nil, py.Errorf(py.TypeErrorType, "argument of type '%s' is not iterable", py.TypeName(a))
	}
	for i := 0; ; i++ {
		if err := th.Tick(); err != nil {
			return nil, err
		}
		v, err := py.Next(th, it)
		if err != nil {
			return nil, err
		}
		if v == nil {
			return nil, py.Errorf(py.ValueErrorType, "sequence.index(x): x not in sequence")
		}
		if py.Identical(v, b) {
			return py.Int(i), nil
		}
		eq, err := py.Equal(th, v, b)
		if err != nil {
			return nil, err
		}
		if eq {
			return py.Int(i), nil
		}
	}
}

func setitem(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if len(kwnames) > 0 {
		return nil, py.Errorf(py.TypeErrorType, "setitem() takes no keyword arguments")
	}
	if len(args) != 3 {
		return nil, py.Errorf(py.TypeErrorType, "setitem expected 3 arguments, got %d", len(args))
	}
	return py.None, py.SetItem(th, args[0], args[1], args[2])
}

// lengthHint is operator.length_hint(obj, default=0): len(obj), else
// obj.__length_hint__(), else default.
func lengthHint(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if len(kwnames) > 0 {
		return nil, py.Errorf(py.TypeErrorType, "length_hint() takes no keyword arguments")
	}
	if len(args) < 1 || len(args) > 2 {
		if len(args) < 1 {
			return nil, py.Errorf(py.TypeErrorType, "length_hint expected at least 1 argument, got %d", len(args))
		}
		return nil, py.Errorf(py.TypeErrorType, "length_hint expected at most 2 arguments, got %d", len(args))
	}
	def := 0
	if len(args) == 2 {
		if _, ok := py.AsIntObject(args[1]); !ok {
			return nil, py.Errorf(py.TypeErrorType, "'%s' object cannot be interpreted as an integer", py.TypeName(args[1]))
		}
		var err error
		if def, err = py.AsInt(th, args[1]); err != nil {
			return nil, err
		}
	}
	o := args[0]
	if o.Type().Len != nil {
		n, err := py.Len(th, o)
		if err == nil {
			return py.Int(n), nil
		}
		if !py.ExceptionMatches(err, py.TypeErrorType) {
			return nil, err
		}
	}
	hint, err := py.LookupSpecial(th, o, "__length_hint__")
	if err != nil {
		return nil, err
	}
	if hint == nil {
		return py.Int(def), nil
	}
	r, err := py.Call(th, hint, nil, nil)
	if err != nil {
		if py.ExceptionMatches(err, py.TypeErrorType) {
			return py.Int(def), nil
		}
		return nil, err
	}
	if r == py.NotImplemented {
		return py.Int(def), nil
	}
	if _, ok := py.AsIntObject(r); !ok {
		return nil, py.Errorf(py.TypeErrorType, "__length_hint__ must be an integer, not %s", py.TypeName(r))
	}
	n, err := py.AsInt(th, r)
	if err != nil {
		return nil, err
	}
	if n < 0 {
		return nil, py.Errorf(py.ValueErrorType, "__length_hint__() should return >= 0")
	}
	return py.Int(n), nil
}

// call is operator.call(obj, /, *args, **kwargs).
func call(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if len(args)-len(kwnames) < 1 {
		return nil, py.Errorf(py.TypeErrorType, "call() missing 1 required positional argument: 'obj'")
	}
	rest := append([]py.Object(nil), args[1:]...)
	return py.Call(th, args[0], rest, kwnames)
}
