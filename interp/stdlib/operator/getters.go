package operator

import (
	"strings"
	"sync"

	"github.com/mcpython/mcpython/interp/py"
)

// itemgetter(*items) returns obj[item] (or a tuple of them).
type itemgetter struct{ items []py.Object }

// attrgetter(*attrs) returns getattr(obj, attr), following dotted names.
type attrgetter struct {
	names []string
	paths [][]string
}

// methodcaller(name, *args, **kwargs) calls obj.name(*args, **kwargs).
type methodcaller struct {
	name    string
	args    []py.Object // positional, then keyword values
	kwnames []string
}

var (
	itemgetterType   *py.Type
	attrgetterType   *py.Type
	methodcallerType *py.Type
)

func (*itemgetter) Type() *py.Type   { return itemgetterType }
func (*attrgetter) Type() *py.Type   { return attrgetterType }
func (*methodcaller) Type() *py.Type { return methodcallerType }

// setupTypes builds the package's types at the first import of
// operator, once per process (not at init: the package does no work
// when the process starts).
func setupTypes() { typesOnce.Do(buildTypes) }

var typesOnce sync.Once

func buildTypes() {
	itemgetterType = py.NewNativeType("operator.itemgetter", nil, nil, false)
	attrgetterType = py.NewNativeType("operator.attrgetter", nil, nil, false)
	methodcallerType = py.NewNativeType("operator.methodcaller", nil, nil, false)
	setupItemgetter()
	setupAttrgetter()
	setupMethodcaller()
	for _, t := range []*py.Type{itemgetterType, attrgetterType, methodcallerType} {
		t.Hash = py.IdentityHashSlot
		t.AddMethod("__reduce__", reduceGetter)
		py.FinishNativeType(t)
	}
}

func oneCallArg(name string, args []py.Object, kwnames []string) error {
	if len(kwnames) > 0 {
		return py.Errorf(py.TypeErrorType, "%s() takes no keyword arguments", name)
	}
	if len(args) != 1 {
		return py.Errorf(py.TypeErrorType, "%s expected 1 argument, got %d", name, len(args))
	}
	return nil
}

// reprArgs renders the arguments of a callable's repr.
func reprArgs(th *py.Thread, self py.Object, name string, args []py.Object, kwnames []string) (string, error) {
	if !th.ReprEnter(self) {
		return name + "(...)", nil
	}
	defer th.ReprLeave()
	parts := make([]string, 0, len(args))
	npos := len(args) - len(kwnames)
	for i, a := range args {
		s, err := py.Repr(th, a)
		if err != nil {
			return "", err
		}
		if i >= npos {
			s = kwnames[i-npos] + "=" + s
		}
		parts = append(parts, s)
	}
	return name + "(" + strings.Join(parts, ", ") + ")", nil
}

func setupItemgetter() {
	t := itemgetterType
	t.New = func(th *py.Thread, _ *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
		if len(kwnames) > 0 {
			return nil, py.Errorf(py.TypeErrorType, "itemgetter() takes no keyword arguments")
		}
		if len(args) == 0 {
			return nil, py.Errorf(py.TypeErrorType, "itemgetter expected 1 argument, got 0")
		}
		return &itemgetter{items: append([]py.Object(nil), args...)}, nil
	}
	t.Call = func(th *py.Thread, o py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		g := py.Unwrap(o).(*itemgetter)
		if err := oneCallArg("itemgetter", args, kwnames); err != nil {
			return nil, err
		}
		if len(g.items) == 1 {
			return py.GetItem(th, args[0], g.items[0])
		}
		out := make([]py.Object, len(g.items))
		for i, k := range g.items {
			v, err := py.GetItem(th, args[0], k)
			if err != nil {
				return nil, err
			}
			out[i] = v
		}
		return py.NewTuple(out), nil
	}
	t.Repr = func(th *py.Thread, o py.Object) (string, error) {
		return reprArgs(th, o, "operator.itemgetter", py.Unwrap(o).(*itemgetter).items, nil)
	}
}

func setupAttrgetter() {
	t := attrgetterType
	t.New = func(th *py.Thread, _ *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
		if len(kwnames) > 0 {
			return nil, py.Errorf(py.TypeErrorType, "attrgetter() takes no keyword arguments")
		}
		if len(args) == 0 {
			return nil, py.Errorf(py.TypeErrorType, "attrgetter expected 1 argument, got 0")
		}
		g := &attrgetter{}
		for _, a := range args {
			s, ok := py.AsStr(a)
			if !ok {
				return nil, py.Errorf(py.TypeErrorType, "attribute name must be a string")
			}
			g.names = append(g.names, s)
			g.paths = append(g.paths, strings.Split(s, "."))
		}
		return g, nil
	}
	t.Call = func(th *py.Thread, o py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		g := py.Unwrap(o).(*attrgetter)
		if err := oneCallArg("attrgetter", args, kwnames); err != nil {
			return nil, err
		}
		get := func(path []string) (py.Object, error) {
			v := args[0]
			for _, name := range path {
				var err error
				if v, err = py.GetAttr(th, v, name); err != nil {
					return nil, err
				}
			}
			return v, nil
		}
		if len(g.paths) == 1 {
			return get(g.paths[0])
		}
		out := make([]py.Object, len(g.paths))
		for i, p := range g.paths {
			v, err := get(p)
			if err != nil {
				return nil, err
			}
			out[i] = v
		}
		return py.NewTuple(out), nil
	}
	t.Repr = func(th *py.Thread, o py.Object) (string, error) {
		g := py.Unwrap(o).(*attrgetter)
		items := make([]py.Object, len(g.names))
		for i, n := range g.names {
			items[i] = py.NewStr(n)
		}
		return reprArgs(th, o, "operator.attrgetter", items, nil)
	}
}

func setupMethodcaller() {
	t := methodcallerType
	t.New = func(th *py.Thread, _ *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
		if len(args)-len(kwnames) < 1 {
			return nil, py.Errorf(py.TypeErrorType, "methodcaller needs at least one argument, the method name")
		}
		name, ok := py.AsStr(args[0])
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "method name must be a string")
		}
		return &methodcaller{name: name, args: append([]py.Object(nil), args[1:]...),
			kwnames: append([]string(nil), kwnames...)}, nil
	}
	t.Call = func(th *py.Thread, o py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		mc := py.Unwrap(o).(*methodcaller)
		if err := oneCallArg("methodcaller", args, kwnames); err != nil {
			return nil, err
		}
		m, err := py.GetAttr(th, args[0], mc.name)
		if err != nil {
			return nil, err
		}
		return py.Call(th, m, append([]py.Object(nil), mc.args...), mc.kwnames)
	}
	t.Repr = func(th *py.Thread, o py.Object) (string, error) {
		mc := py.Unwrap(o).(*methodcaller)
		return reprArgs(th, o, "operator.methodcaller", append([]py.Object{py.NewStr(mc.name)}, mc.args...), mc.kwnames)
	}
}

// reduceGetter is __reduce__ of the three callables, so that copy.copy and
// copy.deepcopy can rebuild them: (class, constructor arguments). A
// methodcaller with keyword arguments is rebuilt through functools.partial.
func reduceGetter(th *py.Thread, self py.Object, args []py.Object, kwnames []string) (py.Object, error) {
	if len(args) > 0 || len(kwnames) > 0 {
		return nil, py.Errorf(py.TypeErrorType, "%s.__reduce__() takes no arguments (%d given)", self.Type().Name, len(args)+len(kwnames))
	}
	pair := func(fn py.Object, cargs []py.Object) py.Object {
		return py.NewTuple([]py.Object{fn, py.NewTuple(cargs)})
	}
	switch g := py.Unwrap(self).(type) {
	case *itemgetter:
		return pair(self.Type(), append([]py.Object(nil), g.items...)), nil
	case *attrgetter:
		names := make([]py.Object, len(g.names))
		for i, n := range g.names {
			names[i] = py.NewStr(n)
		}
		return pair(self.Type(), names), nil
	case *methodcaller:
		npos := len(g.args) - len(g.kwnames)
		if len(g.kwnames) == 0 {
			return pair(self.Type(), append([]py.Object{py.NewStr(g.name)}, g.args...)), nil
		}
		ft, err := th.ImportModule("functools")
		if err != nil {
			return nil, err
		}
		partial, err := py.GetAttr(th, ft, "partial")
		if err != nil {
			return nil, err
		}
		pargs := append([]py.Object{self.Type(), py.NewStr(g.name)}, g.args[npos:]...)
		fn, err := py.Call(th, partial, pargs, g.kwnames)
		if err != nil {
			return nil, err
		}
		return pair(fn, append([]py.Object(nil), g.args[:npos]...)), nil
	}
	return nil, py.Errorf(py.TypeErrorType, "cannot pickle '%s' object", py.TypeName(self))
}
