// Package functools is the functools module: reduce, partial, the
// lru_cache wrapper and cmp_to_key in Go (they sit on hot paths); the
// decorators built on them (wraps, total_ordering, singledispatch,
// cached_property, partialmethod) in Python.
package functools

import (
	_ "embed"
	"sync"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed functools.py
var source string

// Modules returns the definition of the functools module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{Name: "functools", Doc: "Tools for working with functions and callable objects",
		Init: initModule, Source: source}}
}

// setupTypes builds the package's types at the first import of
// functools, once per process (not at init: the package does no work
// when the process starts).
func setupTypes() { typesOnce.Do(buildTypes) }

var typesOnce sync.Once

func buildTypes() {
	keyWrapperType = py.NewNativeType("functools.KeyWrapper", nil, nil, false)
	lruType = py.NewNativeType("functools._lru_cache_wrapper", nil, nil, false)
	lruEntryType = py.NewNativeType("functools._lru_list_elem", nil, nil, false)
	partialType = py.NewNativeType("functools.partial", nil, nil, false)
	setupPartial()
	setupLRU()
	setupKeyWrapper()
	for _, t := range []*py.Type{partialType, lruType, lruEntryType, keyWrapperType} {
		py.FinishNativeType(t)
	}
	keyWrapperType.SetUnhashable()
}

func initModule(th *py.Thread, m *py.Module) error {
	setupTypes()
	reduce := py.NewBuiltin("reduce", reduce)
	reduce.Module = "_functools"
	m.Dict.SetStr("reduce", reduce)
	ck := py.NewBuiltin("cmp_to_key", cmpToKey)
	ck.Module = "_functools"
	m.Dict.SetStr("cmp_to_key", ck)
	m.Dict.SetStr("partial", partialType)
	m.Dict.SetStr("_lru_cache_wrapper", lruType)
	return nil
}

// reduce is functools.reduce(function, iterable[, initial]).
func reduce(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if len(kwnames) > 0 {
		return nil, py.Errorf(py.TypeErrorType, "reduce() takes no keyword arguments")
	}
	if len(args) < 2 {
		return nil, py.Errorf(py.TypeErrorType, "reduce expected at least 2 arguments, got %d", len(args))
	}
	if len(args) > 3 {
		return nil, py.Errorf(py.TypeErrorType, "reduce expected at most 3 arguments, got %d", len(args))
	}
	fn := args[0]
	it, err := py.Iter(th, args[1])
	if err != nil {
		if py.ExceptionMatches(err, py.TypeErrorType) {
			return nil, py.Errorf(py.TypeErrorType, "reduce() arg 2 must support iteration")
		}
		return nil, err
	}
	var acc py.Object
	if len(args) == 3 {
		acc = args[2]
	}
	for {
		if err := th.Tick(); err != nil {
			return nil, err
		}
		v, err := py.Next(th, it)
		if err != nil {
			return nil, err
		}
		if v == nil {
			break
		}
		if acc == nil {
			acc = v
			continue
		}
		if acc, err = py.Call(th, fn, []py.Object{acc, v}, nil); err != nil {
			return nil, err
		}
	}
	if acc == nil {
		return nil, py.Errorf(py.TypeErrorType, "reduce() of empty iterable with no initial value")
	}
	return acc, nil
}

// keyWrapper is what cmp_to_key returns: called with an object it wraps
// it; wrapped objects compare through the cmp function.
type keyWrapper struct {
	cmp py.Object
	obj py.Object // nil for the factory itself
}

var keyWrapperType *py.Type

func (*keyWrapper) Type() *py.Type { return keyWrapperType }

func cmpToKey(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	var mycmp py.Object
	if err := py.UnpackArgs("cmp_to_key", args, kwnames, "mycmp", &mycmp); err != nil {
		return nil, err
	}
	return &keyWrapper{cmp: mycmp}, nil
}

func setupKeyWrapper() {
	t := keyWrapperType
	t.SetFinal()
	t.Call = func(th *py.Thread, o py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		var obj py.Object
		if err := py.UnpackArgs("K", args, kwnames, "obj", &obj); err != nil {
			return nil, err
		}
		return &keyWrapper{cmp: o.(*keyWrapper).cmp, obj: obj}, nil
	}
	t.Compare = func(th *py.Thread, a, b py.Object, op py.CmpOp) (py.Object, error) {
		x := a.(*keyWrapper)
		y, ok := b.(*keyWrapper)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "other argument must be K instance")
		}
		if x.obj == nil || y.obj == nil {
			return nil, py.Errorf(py.AttributeErrorType, "object")
		}
		r, err := py.Call(th, x.cmp, []py.Object{x.obj, y.obj}, nil)
		if err != nil {
			return nil, err
		}
		return py.RichCompare(th, r, py.Int(0), op)
	}
	t.Dict.SetStr("obj", &py.GetSet{Name: "obj", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		k := o.(*keyWrapper)
		if k.obj == nil {
			return nil, py.Errorf(py.AttributeErrorType, "obj")
		}
		return k.obj, nil
	}})
}
