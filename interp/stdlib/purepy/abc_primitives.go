package purepy

import "github.com/mcpython/mcpython/interp/py"

// abc's primitives reach the interpreter's cache of ABC answers
// (py/abc_cache.go): abc.py marks ABCMeta as the metaclass whose checks are
// cached and invalidates negative answers on register and on subclassing.
var (
	abcMark = primitive{"_abc_mark", func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		if err := py.ArgRange("_abc_mark", args, kwnames, 1, 1); err != nil {
			return nil, err
		}
		meta, ok := args[0].(*py.Type)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "_abc_mark() argument must be a class")
		}
		py.MarkABCMeta(meta)
		return py.None, nil
	}}
	abcInvalidate = primitive{"_abc_invalidate", func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		if err := py.ArgRange("_abc_invalidate", args, kwnames, 0, 0); err != nil {
			return nil, err
		}
		return py.Int(py.InvalidateABCCaches()), nil
	}}
	abcToken = primitive{"_abc_token", func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		if err := py.ArgRange("_abc_token", args, kwnames, 0, 0); err != nil {
			return nil, err
		}
		return py.Int(py.ABCCacheToken()), nil
	}}
	abcClear = primitive{"_abc_clear", func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		if err := py.ArgRange("_abc_clear", args, kwnames, 1, 1); err != nil {
			return nil, err
		}
		if cls, ok := args[0].(*py.Type); ok {
			py.ClearABCCache(cls)
		}
		return py.None, nil
	}}
)
