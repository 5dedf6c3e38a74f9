package functools

import (
	"strings"

	"github.com/mcpython/mcpython/interp/py"
)

// partial is functools.partial: a callable with some arguments fixed.
type partial struct {
	fn      py.Object
	args    []py.Object
	kwnames []string
	kwvals  []py.Object
	dict    *py.Dict
}

var partialType *py.Type

func (*partial) Type() *py.Type { return partialType }

// InstanceDict gives partial objects a __dict__, as in CPython.
func (p *partial) InstanceDict() *py.Dict {
	if p.dict == nil {
		p.dict = py.NewDict()
	}
	return p.dict
}

func isCallable(o py.Object) bool {
	switch o.(type) {
	case *py.Function, *py.Builtin, *py.BoundMethod, *py.Type:
		return true
	}
	return o.Type().Call != nil
}

func setupPartial() {
	t := partialType
	t.New = func(th *py.Thread, _ *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
		npos := len(args) - len(kwnames)
		if npos < 1 {
			return nil, py.Errorf(py.TypeErrorType, "type 'partial' takes at least one argument")
		}
		fn := args[0]
		if !isCallable(fn) {
			return nil, py.Errorf(py.TypeErrorType, "the first argument must be callable")
		}
		p := &partial{fn: fn}
		if inner, ok := fn.(*partial); ok && inner.dict == nil {
			p.fn = inner.fn
			p.args = append(p.args, inner.args...)
			p.kwnames = append(p.kwnames, inner.kwnames...)
			p.kwvals = append(p.kwvals, inner.kwvals...)
		}
		p.args = append(p.args, args[1:npos]...)
		for i, k := range kwnames {
			p.setKeyword(k, args[npos+i])
		}
		return p, nil
	}
	t.Call = func(th *py.Thread, o py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		p := py.Unwrap(o).(*partial)
		npos := len(args) - len(kwnames)
		if err := th.Tick(); err != nil {
			return nil, err
		}
		all := make([]py.Object, 0, len(p.args)+len(args)+len(p.kwvals))
		all = append(all, p.args...)
		all = append(all, args[:npos]...)
		if len(p.kwnames) == 0 {
			all = append(all, args[npos:]...)
			return py.Call(th, p.fn, all, kwnames)
		}
		names := append([]string(nil), p.kwnames...)
		vals := append([]py.Object(nil), p.kwvals...)
		for i, k := range kwnames {
			found := false
			for j, n := range names {
				if n == k {
					vals[j] = args[npos+i]
					found = true
					break
				}
			}
			if !found {
				names = append(names, k)
				vals = append(vals, args[npos+i])
			}
		}
		all = append(all, vals...)
		return py.Call(th, p.fn, all, names)
	}
	t.Repr = func(th *py.Thread, o py.Object) (string, error) {
		p := py.Unwrap(o).(*partial)
		name := "functools.partial"
		if o.Type() != partialType {
			name = o.Type().Name
		}
		if !th.ReprEnter(o) {
			return "...", nil
		}
		defer th.ReprLeave()
		parts := []string{}
		s, err := py.Repr(th, p.fn)
		if err != nil {
			return "", err
		}
		parts = append(parts, s)
		for _, a := range p.args {
			if s, err = py.Repr(th, a); err != nil {
				return "", err
			}
			parts = append(parts, s)
		}
		for i, k := range p.kwnames {
			if s, err = py.Repr(th, p.kwvals[i]); err != nil {
				return "", err
			}
			parts = append(parts, k+"="+s)
		}
		return name + "(" + strings.Join(parts, ", ") + ")", nil
	}
	t.Hash = py.IdentityHashSlot
	get := func(name string, f func(p *partial) py.Object) {
		t.Dict.SetStr(name, &py.GetSet{Name: name, Get: func(th *py.Thread, o py.Object) (py.Object, error) {
			return f(py.Unwrap(o).(*partial)), nil
		}})
	}
	get("func", func(p *partial) py.Object { return p.fn })
	get("args", func(p *partial) py.Object { return py.NewTuple(append([]py.Object(nil), p.args...)) })
	get("keywords", func(p *partial) py.Object {
		d := py.NewDict()
		for i, k := range p.kwnames {
			d.SetStr(k, p.kwvals[i])
		}
		return d
	})
	// __reduce__ and __setstate__ let copy.copy and copy.deepcopy rebuild a
	// partial: (class, (func,), (func, args, keywords, __dict__ or None)).
	t.AddMethod("__reduce__", func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		if err := py.ArgRange("__reduce__", args, kwnames, 0, 0); err != nil {
			return nil, err
		}
		p := py.Unwrap(self).(*partial)
		kw := py.NewDict()
		for i, k := range p.kwnames {
			kw.SetStr(k, p.kwvals[i])
		}
		var dict = py.None
		if self.Type() == partialType {
			if p.dict != nil {
				dict = p.dict
			}
		} else if d, err := py.GetAttr(th, self, "__dict__"); err == nil {
			dict = d
		}
		state := py.NewTuple([]py.Object{p.fn, py.NewTuple(append([]py.Object(nil), p.args...)), kw, dict})
		return py.NewTuple([]py.Object{self.Type(), py.NewTuple([]py.Object{p.fn}), state}), nil
	})
	t.AddMethod("__setstate__", func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		if err := py.ArgRange("__setstate__", args, kwnames, 1, 1); err != nil {
			return nil, err
		}
		st, ok := args[0].(*py.Tuple)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "argument to __setstate__ must be a tuple")
		}
		if st.Len() != 4 {
			return nil, py.Errorf(py.TypeErrorType, "expected 4 items in state, got %d", st.Len())
		}
		items := st.Items()
		fn, fargs, kw, dict := items[0], items[1], items[2], items[3]
		ft, ok := fargs.(*py.Tuple)
		kd, kok := kw.(*py.Dict)
		if !isCallable(fn) || !ok || (kw != py.None && !kok) {
			return nil, py.Errorf(py.TypeErrorType, "invalid partial state")
		}
		if _, isDict := dict.(*py.Dict); dict != py.None && !isDict {
			return nil, py.Errorf(py.TypeErrorType, "invalid partial state")
		}
		var names []string
		var vals []py.Object
		if kok {
			var bad bool
			kd.Items(func(k, v py.Object) bool {
				ks, ok := k.(*py.Str)
				if !ok {
					bad = true
					return false
				}
				names = append(names, ks.String())
				vals = append(vals, v)
				return true
			})
			if bad {
				return nil, py.Errorf(py.TypeErrorType, "keywords must be strings")
			}
		}
		p := py.Unwrap(self).(*partial)
		p.fn, p.args, p.kwnames, p.kwvals = fn, append([]py.Object(nil), ft.Items()...), names, vals
		if d, ok := dict.(*py.Dict); ok {
			if self.Type() == partialType {
				p.dict = d
			} else if own, err := py.GetAttr(th, self, "__dict__"); err == nil {
				if od, ok := own.(*py.Dict); ok {
					var err error
					d.Items(func(k, v py.Object) bool {
						err = od.SetItem(th, k, v)
						return err == nil
					})
					if err != nil {
						return nil, err
					}
				}
			}
		}
		return py.None, nil
	})
	t.AddClassMethod("__class_getitem__", func(th *py.Thread, cls py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		if err := py.ArgRange("__class_getitem__", args, kwnames, 1, 1); err != nil {
			return nil, err
		}
		return &py.GenericAlias{Origin: cls, Args: []py.Object{args[0]}}, nil
	})
}

func (p *partial) setKeyword(k string, v py.Object) {
	for j, n := range p.kwnames {
		if n == k {
			p.kwvals[j] = v
			return
		}
	}
	p.kwnames = append(p.kwnames, k)
	p.kwvals = append(p.kwvals, v)
}
