package registry

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/mcpython/mcpython/interp/py"

	"github.com/mcpython/mcpython/internal/lazy"
)

// ToolErrorType is the Python exception call_mcp_tool raises when the
// downstream tool reports an error (isError or a JSON-RPC error); built at
// the first use (not at init: the package does no work at process start).
func ToolErrorType() *py.Type { return toolErrorType.Get() }

var toolErrorType = lazy.Value[*py.Type]{New: func() *py.Type {
	return py.NewExceptionType("ToolError", py.ExceptionType)
}}

// PythonOptions connect tool calls to PII protection: Restore replaces
// tokens in argument strings before a call; Protect tokenizes strings of
// the result when the run protects its output. Either may be nil.
type PythonOptions struct {
	Restore func(ctx context.Context, s string) (string, error)
	Protect func(ctx context.Context, s string) (string, error)
}

// PythonTools is what the tool builtins need: the *View in the server's
// process, a stub forwarding to the server in a worker process (package
// worker).
type PythonTools interface {
	Search(ctx context.Context, q Query) (Result, error)
	Definition(ctx context.Context, name, category string) (Tool, error)
	Call(ctx context.Context, name string, args map[string]any) (CallResult, error)
	Namespace(ctx context.Context) []NamespaceServer
}

var _ PythonTools = (*View)(nil)

// Python returns the sandbox builtins search_tools, get_tool_definition,
// call_mcp_tool, ToolError and the tools namespace for a run.
func (v *View) Python(ctx context.Context, opts PythonOptions) map[string]py.Object {
	return PythonOn(ctx, v, opts)
}

// PythonOn returns the tool builtins over any PythonTools.
func PythonOn(ctx context.Context, v PythonTools, opts PythonOptions) map[string]py.Object {
	b := &pyBinding{v: v, ctx: ctx, opts: opts}
	return map[string]py.Object{
		"search_tools":        py.NewBuiltin("search_tools", b.search),
		"get_tool_definition": py.NewBuiltin("get_tool_definition", b.definition),
		"call_mcp_tool":       py.NewBuiltin("call_mcp_tool", b.call),
		"ToolError":           ToolErrorType(),
		"tools":               b.namespace(),
	}
}

type pyBinding struct {
	v    PythonTools
	ctx  context.Context
	opts PythonOptions
}

// callCtx bounds a host call by the run's deadline.
func (b *pyBinding) callCtx(th *py.Thread) (context.Context, context.CancelFunc) {
	return context.WithDeadline(b.ctx, th.Deadline())
}

func (b *pyBinding) search(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	var query, category, detail, limit py.Object = py.NewStr(""), py.None, py.NewStr("summary"), py.Int(10)
	if err := py.UnpackArgs("search_tools", args, kw, "query?", &query, "category?", &category, "detail_level?", &detail, "limit?", &limit); err != nil {
		return nil, err
	}
	q := Query{}
	var ok bool
	if q.Query, ok = py.AsStr(query); !ok {
		return nil, py.Errorf(py.TypeErrorType, "search_tools() query must be str, not %s", py.TypeName(query))
	}
	if category != py.None {
		q.Category, _ = py.AsStr(category)
	}
	d, _ := py.AsStr(detail)
	q.DetailLevel = DetailLevel(d)
	n, err := py.AsInt(th, limit)
	if err != nil {
		return nil, err
	}
	q.Limit = n
	ctx, cancel := b.callCtx(th)
	defer cancel()
	res, err := b.v.Search(ctx, q)
	if err != nil {
		return nil, pyError(err)
	}
	return jsonToPy(res)
}

func (b *pyBinding) definition(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	var name, category py.Object = nil, py.None
	if err := py.UnpackArgs("get_tool_definition", args, kw, "name", &name, "category?", &category); err != nil {
		return nil, err
	}
	n, ok := py.AsStr(name)
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "get_tool_definition() name must be str, not %s", py.TypeName(name))
	}
	cat := ""
	if category != py.None {
		cat, _ = py.AsStr(category)
	}
	ctx, cancel := b.callCtx(th)
	defer cancel()
	def, err := b.v.Definition(ctx, n, cat)
	if err != nil {
		return nil, pyError(err)
	}
	return jsonToPy(def)
}

func (b *pyBinding) call(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	npos := len(args) - len(kw)
	if npos < 1 {
		return nil, py.Errorf(py.TypeErrorType, "call_mcp_tool() missing required argument 'name' (pos 1)")
	}
	name, ok := py.AsStr(args[0])
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "call_mcp_tool() name must be str, not %s", py.TypeName(args[0]))
	}
	arguments := map[string]any{}
	if npos > 2 {
		return nil, py.Errorf(py.TypeErrorType, "call_mcp_tool() takes at most 2 positional arguments (%d given)", npos)
	}
	if npos == 2 && args[1] != py.None {
		v, err := py.ToGo(th, args[1])
		if err != nil {
			return nil, err
		}
		m, ok := v.(map[string]any)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "call_mcp_tool() arguments must be a dict, not %s", py.TypeName(args[1]))
		}
		arguments = m
	}
	for i, k := range kw {
		if k == "arguments" {
			v, err := py.ToGo(th, args[npos+i])
			if err != nil {
				return nil, err
			}
			if m, ok := v.(map[string]any); ok {
				for mk, mv := range m {
					arguments[mk] = mv
				}
				continue
			}
			return nil, py.Errorf(py.TypeErrorType, "call_mcp_tool() arguments must be a dict")
		}
		v, err := py.ToGo(th, args[npos+i])
		if err != nil {
			return nil, err
		}
		arguments[k] = v
	}
	return b.invoke(th, name, arguments)
}

func (b *pyBinding) invoke(th *py.Thread, name string, arguments map[string]any) (py.Object, error) {
	ctx, cancel := b.callCtx(th)
	defer cancel()
	if b.opts.Restore != nil {
		restored, err := mapStrings(ctx, arguments, b.opts.Restore)
		if err != nil {
			return nil, py.Errorf(py.RuntimeErrorType, "restoring PII tokens in the arguments: %v", err)
		}
		arguments = restored.(map[string]any)
	}
	res, err := b.v.Call(WithResultLimit(ctx, th.MemoryLeft()), name, arguments)
	if err != nil {
		if ctx.Err() != nil {
			if err := th.Tick(); err != nil {
				return nil, err
			}
		}
		return nil, pyError(err)
	}
	var out py.Object
	if len(res.Raw) > 0 {
		out, err = decodeOrdered(res.Raw)
	} else {
		out, err = py.FromGo(res.Value)
	}
	if err != nil {
		return nil, py.Errorf(py.RuntimeErrorType, "converting the result of %s: %v", name, err)
	}
	if b.opts.Protect != nil {
		if out, err = protectObject(ctx, out, b.opts.Protect); err != nil {
			return nil, py.Errorf(py.RuntimeErrorType, "protecting the result of %s: %v", name, err)
		}
	}
	return out, nil
}

// namespace builds tools.<server>.<tool>(**kwargs) for the visible tools.
// It is built on first use: listing tools may start downstream servers,
// which a run that never touches tools should not wait for.
func (b *pyBinding) namespace() py.Object {
	root := py.NewModule("tools")
	root.Dict.SetStr("__doc__", py.NewStr("Tools of the user's MCP servers: tools.<server>.<tool>(**arguments)."))
	var servers *py.Dict
	build := func(th *py.Thread) *py.Dict {
		if servers != nil {
			return servers
		}
		servers = py.NewDict()
		ctx, cancel := b.callCtx(th)
		defer cancel()
		for _, srv := range b.v.Namespace(ctx) {
			servers.SetStr(srv.Attr, b.serverModule(srv))
		}
		return servers
	}
	root.Dict.SetStr("__getattr__", py.NewBuiltin("__getattr__", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		if len(args) != 1 {
			return nil, py.Errorf(py.TypeErrorType, "__getattr__ takes one argument")
		}
		name, _ := py.AsStr(args[0])
		if v, ok := build(th).GetStr(name); ok {
			return v, nil
		}
		return nil, py.Errorf(py.AttributeErrorType, "no MCP server '%s' is configured or allowed (search_tools() lists the tools you can call)", name)
	}))
	root.Dict.SetStr("__dir__", py.NewBuiltin("__dir__", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		return py.NewList(build(th).Keys()), nil
	}))
	root.Freeze()
	return root
}

func (b *pyBinding) serverModule(srv NamespaceServer) *py.Module {
	m := py.NewModule("tools." + srv.Attr)
	for _, t := range srv.Tools {
		qualified := srv.Server + "." + t.Name
		m.Dict.SetStr(t.Attr, py.NewBuiltin(t.Attr, func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			npos := len(args) - len(kw)
			arguments := map[string]any{}
			if npos == 1 {
				v, err := py.ToGo(th, args[0])
				if err != nil {
					return nil, err
				}
				m, ok := v.(map[string]any)
				if !ok {
					return nil, py.Errorf(py.TypeErrorType, "%s() takes keyword arguments or one dict, not %s", qualified, py.TypeName(args[0]))
				}
				arguments = m
			} else if npos > 1 {
				return nil, py.Errorf(py.TypeErrorType, "%s() takes keyword arguments", qualified)
			}
			for i, k := range kw {
				v, err := py.ToGo(th, args[npos+i])
				if err != nil {
					return nil, err
				}
				arguments[k] = v
			}
			return b.invoke(th, qualified, arguments)
		}))
	}
	m.Freeze()
	return m
}

// PythonError is the Python exception the sandbox raises for a registry
// error; a worker's stub gets it from the server ready-made.
func PythonError(err error) error { return pyError(err) }

// pyError maps registry errors to Python exceptions the agent can act on.
func pyError(err error) error {
	var pe *py.Exception
	if errors.As(err, &pe) {
		return pe
	}
	var te *ToolError
	var ve *ValidationError
	var nf *NotFoundError
	var de *DeniedError
	var se *ServerError
	var rl *ResultTooLargeError
	switch {
	case errors.As(err, &rl):
		return py.Errorf(py.MemoryErrorType, "%s", rl.Error())
	case errors.As(err, &te):
		e := py.NewException(ToolErrorType(), py.NewStr(te.Message))
		return e
	case errors.As(err, &ve):
		return py.Errorf(py.ValueErrorType, "%s", ve.Error())
	case errors.As(err, &nf):
		return py.Errorf(py.LookupErrorType, "%s", nf.Error())
	case errors.As(err, &de):
		return py.Errorf(py.PermissionErrorType, "%s", de.Error())
	case errors.As(err, &se):
		return py.Errorf(py.ConnectionErrorType, "%s", se.Error())
	case errors.Is(err, ErrRateLimited):
		return py.Errorf(py.RuntimeErrorType, "%v", err)
	case errors.Is(err, context.DeadlineExceeded):
		return py.Errorf(py.TimeoutErrorType, "the tool call did not finish before the run's time limit")
	case errors.Is(err, context.Canceled):
		return py.Errorf(py.KeyboardInterruptType, "the run was cancelled during a tool call")
	}
	return py.Errorf(py.RuntimeErrorType, "%v", err)
}

func jsonToPy(v any) (py.Object, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("encode: %w", err)
	}
	return decodeOrdered(data)
}

// decodeOrdered decodes JSON into Python values, keeping object key order
// and integer precision.
func decodeOrdered(data []byte) (py.Object, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	v, err := decodeValue(dec)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("trailing data after JSON value")
	}
	return v, nil
}

func decodeValue(dec *json.Decoder) (py.Object, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			d := py.NewDict()
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				k, _ := kt.(string)
				v, err := decodeValue(dec)
				if err != nil {
					return nil, err
				}
				d.SetStr(k, v)
			}
			_, err := dec.Token()
			return d, err
		case '[':
			var items []py.Object
			for dec.More() {
				v, err := decodeValue(dec)
				if err != nil {
					return nil, err
				}
				items = append(items, v)
			}
			_, err := dec.Token()
			if items == nil {
				items = []py.Object{}
			}
			return py.NewList(items), err
		}
		return nil, fmt.Errorf("unexpected %v", t)
	}
	return py.FromGo(tok)
}

func mapStrings(ctx context.Context, v any, fn func(context.Context, string) (string, error)) (any, error) {
	switch x := v.(type) {
	case string:
		return fn(ctx, x)
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			m, err := mapStrings(ctx, e, fn)
			if err != nil {
				return nil, err
			}
			out[k] = m
		}
		return out, nil
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			m, err := mapStrings(ctx, e, fn)
			if err != nil {
				return nil, err
			}
			out[i] = m
		}
		return out, nil
	}
	return v, nil
}

// protectObject tokenizes every string inside a decoded result.
func protectObject(ctx context.Context, o py.Object, fn func(context.Context, string) (string, error)) (py.Object, error) {
	switch x := o.(type) {
	case *py.Str:
		s, err := fn(ctx, x.String())
		if err != nil {
			return nil, err
		}
		return py.NewStr(s), nil
	case *py.List:
		items := x.Items()
		out := make([]py.Object, len(items))
		for i, it := range items {
			p, err := protectObject(ctx, it, fn)
			if err != nil {
				return nil, err
			}
			out[i] = p
		}
		return py.NewList(out), nil
	case *py.Dict:
		d := py.NewDict()
		var ferr error
		x.Items(func(k, v py.Object) bool {
			ks, _ := py.AsStr(k)
			p, err := protectObject(ctx, v, fn)
			if err != nil {
				ferr = err
				return false
			}
			if ks != "" && strings.ContainsAny(ks, "@0123456789") {
				if pk, err := fn(ctx, ks); err == nil {
					ks = pk
				}
			}
			d.SetStr(ks, p)
			return true
		})
		return d, ferr
	}
	return o, nil
}
