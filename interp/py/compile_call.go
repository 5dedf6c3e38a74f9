package py

import (
	"errors"
	"slices"

	"github.com/mcpython/mcpython/interp/syntax"
)

func (c *compiler) call(n *syntax.Call) evalFn {
	simple := !hasStar(n.Args)
	for _, k := range n.Keywords {
		if k.Arg == "" {
			simple = false
		}
	}
	if !simple {
		return c.callGeneral(n)
	}
	nargs := len(n.Args) + len(n.Keywords)
	var kwnames []string
	for _, k := range n.Keywords {
		kwnames = append(kwnames, k.Arg)
	}
	if attr, ok := n.Func.(*syntax.Attribute); ok {
		return c.methodCall(attr, n, nargs, kwnames)
	}
	fn := c.expr(n.Func)
	off := c.push(nargs)
	// collected on the stack: the one-argument case keeps only its
	// function, the general one a copy
	var small [4]evalFn
	argFns := small[:0]
	for _, a := range n.Args {
		argFns = append(argFns, c.expr(a))
	}
	for _, k := range n.Keywords {
		argFns = append(argFns, c.expr(k.Value))
	}
	c.pop(nargs)
	line := int(n.P.Line)
	switch nargs {
	case 0:
		return func(fr *Frame) (Object, error) {
			f, err := fn(fr)
			if err != nil {
				return nil, err
			}
			return callObject(fr, f, nil, nil, line)
		}
	case 1:
		a0 := argFns[0]
		return func(fr *Frame) (Object, error) {
			f, err := fn(fr)
			if err != nil {
				return nil, err
			}
			v, err := a0(fr)
			if err != nil {
				return nil, err
			}
			buf := fr.stack[off : off+1]
			buf[0] = v
			return callObject(fr, f, buf, kwnames, line)
		}
	}
	all := slices.Clone(argFns)
	return func(fr *Frame) (Object, error) {
		f, err := fn(fr)
		if err != nil {
			return nil, err
		}
		buf := fr.stack[off : off+nargs]
		for i, a := range all {
			v, err := a(fr)
			if err != nil {
				return nil, err
			}
			buf[i] = v
		}
		return callObject(fr, f, buf, kwnames, line)
	}
}

// callObject calls f, keeping the frame's line on the call for tracebacks.
func callObject(fr *Frame, f Object, args []Object, kwnames []string, line int) (Object, error) {
	fr.line = line
	switch fn := f.(type) {
	case *Function:
		return fn.call(fr.th, args, kwnames)
	case *Builtin:
		return fn.call(fr.th, args, kwnames)
	case *BoundMethod:
		return fn.call(fr.th, args, kwnames)
	}
	return Call(fr.th, f, args, kwnames)
}

func (c *compiler) methodCall(attr *syntax.Attribute, n *syntax.Call, nargs int, kwnames []string) evalFn {
	obj := c.expr(attr.Value)
	name := c.sc.Mangle(attr.Attr)
	key := c.intern(name)
	off := c.push(nargs + 1)
	argFns := make([]evalFn, 0, nargs)
	for _, a := range n.Args {
		argFns = append(argFns, c.expr(a))
	}
	for _, k := range n.Keywords {
		argFns = append(argFns, c.expr(k.Value))
	}
	c.pop(nargs + 1)
	line := int(n.P.Line)
	return func(fr *Frame) (Object, error) {
		o, err := obj(fr)
		if err != nil {
			return nil, err
		}
		buf := fr.stack[off : off+nargs+1]
		for i, a := range argFns {
			v, err := a(fr)
			if err != nil {
				return nil, err
			}
			buf[i+1] = v
		}
		fr.line = line
		return callMethod(fr.th, o, key, buf, kwnames)
	}
}

// callMethod calls o.name(*buf[1:]) without creating a bound method when
// the attribute is a plain function or built-in method of o's type.
func callMethod(th *Thread, o Object, key *Str, buf []Object, kwnames []string) (Object, error) {
	t := o.Type()
	if !t.customGetAttr {
		switch f := t.lookupStr(key).(type) {
		case *MethodDescr:
			if !f.class {
				return f.fn(th, o, buf[1:], kwnames)
			}
		case *Function:
			if inst, ok := o.(*Instance); !ok || !inst.hasOwnAttr(key) {
				buf[0] = o
				return f.call(th, buf, kwnames)
			}
		}
	}
	bound, err := GetAttr(th, o, key.s)
	if err != nil {
		return nil, err
	}
	return Call(th, bound, buf[1:], kwnames)
}

// callGeneral handles *args and **kwargs in a call.
func (c *compiler) callGeneral(n *syntax.Call) evalFn {
	fn := c.expr(n.Func)
	pos := c.seqElems(n.Args)
	type kw struct {
		name string
		f    evalFn
	}
	kws := make([]kw, len(n.Keywords))
	for i, k := range n.Keywords {
		kws[i] = kw{k.Arg, c.expr(k.Value)}
	}
	line := int(n.P.Line)
	// f(*x) passes x itself to the call, which converts it after the
	// keywords are merged: its error names the function and comes after a
	// ** error; with more positional parts the list is built first
	loneStar := false
	if len(n.Args) == 1 {
		_, loneStar = n.Args[0].(*syntax.Starred)
	}
	return func(fr *Frame) (Object, error) {
		f, err := fn(fr)
		if err != nil {
			return nil, err
		}
		args, err := pos(fr)
		var starErr error
		if err != nil {
			e, ok := err.(*Exception)
			if !loneStar || !ok || e.class != TypeErrorType || !hasSuffix(e.Message(), "must be an iterable, not "+lastWord(e.Message())) {
				return nil, err
			}
			starErr = Errorf(TypeErrorType, "%s argument after * must be an iterable, not %s", funcDisplayName(fr.th, f), lastWord(e.Message()))
		}
		var names []string
		var vals []Object
		seen := map[string]bool{}
		for _, k := range kws {
			v, err := k.f(fr)
			if err != nil {
				return nil, err
			}
			if k.name != "" {
				if seen[k.name] {
					return nil, Errorf(TypeErrorType, "%s got multiple values for keyword argument '%s'", funcDisplayName(fr.th, f), k.name)
				}
				seen[k.name] = true
				names = append(names, k.name)
				vals = append(vals, v)
				continue
			}
			d, ok := v.(*Dict)
			if !ok {
				m, err := toMapping(fr.th, v)
				if err != nil {
					return nil, Errorf(TypeErrorType, "%s argument after ** must be a mapping, not %s", funcDisplayName(fr.th, f), TypeName(v))
				}
				d = m
			}
			var ierr error
			d.Items(func(key, val Object) bool {
				s, ok := AsStr(key)
				if !ok {
					ierr = Errorf(TypeErrorType, "keywords must be strings")
					return false
				}
				if seen[s] {
					ierr = Errorf(TypeErrorType, "%s got multiple values for keyword argument '%s'", funcDisplayName(fr.th, f), s)
					return false
				}
				seen[s] = true
				names = append(names, s)
				vals = append(vals, val)
				return true
			})
			if ierr != nil {
				return nil, ierr
			}
		}
		if starErr != nil {
			return nil, starErr
		}
		args = append(args, vals...)
		return callObject(fr, f, args, names, line)
	}
}

func lastWord(s string) string {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == ' ' {
			return s[i+1:]
		}
	}
	return s
}

// funcDisplayName is how CPython names a callable in argument errors.
// funcDisplayName names a callable in call errors as CPython's
// _PyObject_FunctionStr does: module.qualname() outside builtins, and
// str() of an object without a __qualname__.
func funcDisplayName(th *Thread, f Object) string {
	// __qualname__ belongs to functions, methods and classes; on other
	// objects a class's own is not theirs
	qual, err := Object(nil), errNoQualName
	switch x := f.(type) {
	case *Function, *Builtin, *Type, *BoundMethod, *MethodDescr:
		qual, err = GetAttr(th, f, "__qualname__")
	case *Instance:
		if v, found := ownAttr(x, "__qualname__"); found {
			qual, err = v, nil
		}
	}
	if err != nil {
		if s, err := StrOf(th, f); err == nil {
			return s
		}
		return TypeName(f) + " object"
	}
	q, _ := AsStr(qual)
	if mod, err := GetAttr(th, f, "__module__"); err == nil {
		if m, ok := AsStr(mod); ok && m != "builtins" {
			return m + "." + q + "()"
		}
	}
	return q + "()"
}

var errNoQualName = errors.New("no __qualname__")

// toMapping converts a mapping-like object (keys() and __getitem__) to a dict.
func toMapping(th *Thread, o Object) (*Dict, error) {
	if d, ok := o.(*Dict); ok {
		return d, nil
	}
	d := NewDict()
	if err := dictMerge(th, d, o, false); err != nil {
		return nil, err
	}
	return d, nil
}
