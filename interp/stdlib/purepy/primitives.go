package purepy

import "github.com/mcpython/mcpython/interp/py"

// primitive is a Go function a Python module calls under a private name.
type primitive struct {
	name string
	fn   py.BuiltinFunc
}

// mappingProxy is types.MappingProxyType for dataclasses and enum: a
// read-only view of a dict. Another mapping (a proxy already, a class with
// keys()) is returned as it is; anything else is a TypeError as in CPython.
var mappingProxy = primitive{"_mappingproxy", func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("mappingproxy", args, kwnames, 1, 1); err != nil {
		return nil, err
	}
	if d, ok := args[0].(*py.Dict); ok {
		return py.NewMappingProxy(d), nil
	}
	if args[0].Type().Lookup("keys") != nil && args[0].Type().Lookup("__getitem__") != nil {
		return args[0], nil
	}
	return nil, py.Errorf(py.TypeErrorType, "mappingproxy() argument must be a mapping, not %s", py.TypeName(args[0]))
}}

// pythonClass, for copy, reports whether a class or one of its bases is
// written in Python: only such instances can be rebuilt from their class
// and state.
var pythonClass = primitive{"_python_class", func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("_python_class", args, kwnames, 1, 1); err != nil {
		return nil, err
	}
	t, ok := args[0].(*py.Type)
	if !ok {
		return py.False, nil
	}
	for _, m := range t.MRO {
		if !m.IsBuiltin() {
			return py.True, nil
		}
	}
	return py.False, nil
}}

// genericAlias is types.GenericAlias(origin, args) for a Python class's
// __class_getitem__: cls[int] prints and compares as CPython's does.
var genericAlias = primitive{"_generic_alias", func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("GenericAlias", args, kwnames, 2, 2); err != nil {
		return nil, err
	}
	items := []py.Object{args[1]}
	if t, ok := args[1].(*py.Tuple); ok {
		items = t.Items()
	}
	return &py.GenericAlias{Origin: args[0], Args: items}, nil
}}

// frameAt is what warnings needs of the frame depth levels above the
// calling Python function (0 is that function): (filename, lineno, globals,
// source line, function name), or None when the stack is not that deep;
// traceback's extract_stack too.
var frameAt = primitive{"_frame_at", func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("_frame_at", args, kwnames, 1, 1); err != nil {
		return nil, err
	}
	depth, err := py.AsInt(th, args[0])
	if err != nil {
		return nil, err
	}
	fr := th.Frame()
	for ; fr != nil && depth > 0; depth-- {
		fr = fr.Back()
	}
	if fr == nil || depth < 0 {
		return py.None, nil
	}
	code := fr.Code()
	return py.NewTuple([]py.Object{
		py.NewStr(code.Filename), py.Int(fr.Line()), fr.Globals(), py.NewStr(code.SourceLine(fr.Line())),
		py.NewStr(code.Name),
	}), nil
}}
