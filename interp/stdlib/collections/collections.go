// Package collections holds the collections, collections.abc and
// _collections modules. deque and the hot helpers of Counter and
// namedtuple are Go (module _collections); the container classes built
// on dict and tuple, and the abstract base classes, are Python.
package collections

import (
	_ "embed"
	"sync"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/pyfmt"
)

var (
	//go:embed collections.py
	collectionsSource string
	//go:embed collections_abc.py
	abcSource string
)

// Modules returns the definitions of collections, collections.abc,
// _collections_abc and _collections.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{
		{Name: "_collections", Doc: "High performance data structures.", Init: initPrivate},
		{Name: "_collections_abc", Doc: "Abstract Base Classes (ABCs) for collections, according to PEP 3119.", Source: abcSource},
		{Name: "collections.abc", Source: "from _collections_abc import *\nfrom _collections_abc import __all__\n"},
		{Name: "collections", Source: collectionsSource},
	}
}

// setupTypes builds the package's types at the first import of
// _collections, once per process (not at init: the package does no work
// when the process starts).
func setupTypes() { typesOnce.Do(buildTypes) }

var typesOnce sync.Once

func buildTypes() {
	dequeType = py.NewNativeType("collections.deque", nil, nil, false)
	dequeIterType = py.NewNativeType("_collections._deque_iterator", nil, nil, false)
	dequeRevIterType = py.NewNativeType("_collections._deque_reverse_iterator", nil, nil, false)
	tupleGetterType = py.NewNativeType("_collections._tuplegetter", nil, nil, false)
	setupDeque()
	setupTupleGetter()
	for _, t := range []*py.Type{dequeType, dequeIterType, dequeRevIterType, tupleGetterType} {
		py.FinishNativeType(t)
	}
	dequeType.SetUnhashable()
}

func initPrivate(th *py.Thread, m *py.Module) error {
	setupTypes()
	m.Dict.SetStr("deque", dequeType)
	m.Dict.SetStr("_deque_iterator", dequeIterType)
	m.Dict.SetStr("_deque_reverse_iterator", dequeRevIterType)
	m.Dict.SetStr("_tuplegetter", tupleGetterType)
	m.Dict.SetStr("_set_message_name", py.SetMessageNameBuiltin)
	for name, fn := range map[string]py.BuiltinFunc{
		"_count_elements": countElements,
		"_most_common":    mostCommon,
		"_isidentifier":   isIdentifier,
		"_caller_module":  callerModule,
		"_generic_alias": func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
			if err := py.ArgRange("_generic_alias", args, kwnames, 2, 2); err != nil {
				return nil, err
			}
			return genericAlias(args[0], args[1]), nil
		},
	} {
		b := py.NewBuiltin(name, fn)
		b.Module = "_collections"
		m.Dict.SetStr(name, b)
	}
	return nil
}

// countElements is _count_elements(mapping, iterable): mapping[x] =
// mapping.get(x, 0) + 1 for each x, straight on the dict when the mapping
// does not override get or __setitem__.
func countElements(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("_count_elements", args, kwnames, 2, 2); err != nil {
		return nil, err
	}
	mapping := args[0]
	it, err := py.Iter(th, args[1])
	if err != nil {
		return nil, err
	}
	d, fast := mapping.(*py.Dict)
	if fast {
		t := mapping.Type()
		fast = t.Lookup("get") == py.DictType.Lookup("get") && t.Lookup("__setitem__") == py.DictType.Lookup("__setitem__")
	}
	var get, set py.Object
	if !fast {
		if get, err = py.GetAttr(th, mapping, "get"); err != nil {
			return nil, err
		}
		if set, err = py.GetAttr(th, mapping, "__setitem__"); err != nil {
			return nil, err
		}
	}
	one := py.Object(py.Int(1))
	for {
		if err := th.Tick(); err != nil {
			return nil, err
		}
		x, err := py.Next(th, it)
		if err != nil {
			return nil, err
		}
		if x == nil {
			return py.None, nil
		}
		var old py.Object
		if fast {
			v, ok, err := d.GetItem(th, x)
			if err != nil {
				return nil, err
			}
			if ok {
				old = v
			}
		} else if old, err = py.Call(th, get, []py.Object{x, py.Int(0)}, nil); err != nil {
			return nil, err
		}
		nv := one
		if old != nil {
			if i, ok := old.(py.Int); ok && i < 1<<62 {
				nv = i + 1
			} else if nv, err = py.BinaryOp(th, addOp, old, one); err != nil {
				return nil, err
			}
		}
		if fast {
			if err := d.SetItem(th, x, nv); err != nil {
				return nil, err
			}
		} else if _, err := py.Call(th, set, []py.Object{x, nv}, nil); err != nil {
			return nil, err
		}
	}
}

func isIdentifier(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("_isidentifier", args, kwnames, 1, 1); err != nil {
		return nil, err
	}
	s, ok := py.AsStr(args[0])
	return py.NewBool(ok && pyfmt.IsIdentifier(s)), nil
}

// callerModule is _caller_module(depth): the __name__ of the module whose
// code called the Python function that calls this, depth frames up.
func callerModule(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	depth := 1
	if len(args) > 0 {
		var err error
		if depth, err = py.AsInt(th, args[0]); err != nil {
			return nil, err
		}
	}
	fr := th.Frame()
	for i := 0; i < depth && fr != nil; i++ {
		fr = fr.Back()
	}
	if fr == nil || fr.Globals() == nil {
		return py.None, nil
	}
	if v, ok := fr.Globals().GetStr("__name__"); ok {
		return v, nil
	}
	return py.None, nil
}

// tupleGetter is _tuplegetter(index, doc): the read-only descriptor of a
// named tuple field.
type tupleGetter struct {
	index int
	dict  *py.Dict
}

var tupleGetterType *py.Type

func (*tupleGetter) Type() *py.Type { return tupleGetterType }

// InstanceDict holds the field's __doc__.
func (g *tupleGetter) InstanceDict() *py.Dict {
	if g.dict == nil {
		g.dict = py.NewDict()
	}
	return g.dict
}

func setupTupleGetter() {
	t := tupleGetterType
	t.SetFinal()
	t.Hash = py.IdentityHashSlot
	t.New = func(th *py.Thread, _ *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
		if err := py.ArgRange("_tuplegetter", args, kwnames, 2, 2); err != nil {
			return nil, err
		}
		i, err := py.AsInt(th, args[0])
		if err != nil {
			return nil, err
		}
		g := &tupleGetter{index: i}
		g.InstanceDict().SetStr("__doc__", args[1])
		return g, nil
	}
	t.DescrGet = func(th *py.Thread, d, obj py.Object, owner *py.Type) (py.Object, error) {
		if obj == nil || obj == py.None {
			return d, nil
		}
		g := d.(*tupleGetter)
		tu, ok := py.Unwrap(obj).(*py.Tuple)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "descriptor for index '%d' for tuple subclasses doesn't apply to '%s' object", g.index, py.TypeName(obj))
		}
		items := tu.Items()
		if g.index >= len(items) {
			return nil, py.Errorf(py.IndexErrorType, "tuple index out of range")
		}
		return items[g.index], nil
	}
	t.DescrSet = func(th *py.Thread, d, obj, v py.Object) error {
		if v == nil {
			return py.Errorf(py.AttributeErrorType, "can't delete attribute")
		}
		return py.Errorf(py.AttributeErrorType, "can't set attribute")
	}
	// as CPython's: lets a session snapshot rebuild a named tuple class
	t.AddMethod("__reduce__", func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		g := self.(*tupleGetter)
		doc, _ := g.InstanceDict().GetStr("__doc__")
		if doc == nil {
			doc = py.None
		}
		return py.NewTuple([]py.Object{tupleGetterType, py.NewTuple([]py.Object{py.Int(g.index), doc})}), nil
	})
}
