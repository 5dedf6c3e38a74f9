package py

import (
	"github.com/mcpython/mcpython/interp/resolve"
	"github.com/mcpython/mcpython/interp/syntax"
)

// childScope returns the scope built for node during analysis.
func (c *compiler) childScope(node any) *resolve.Scope {
	for _, s := range c.sc.Children {
		if s.Node == node {
			return s
		}
	}
	panic("compiler: no scope for node")
}

func (c *compiler) qualPrefix() string {
	s := c.sc
	prefix := ""
	for s != nil && s.Kind != resolve.ScopeModule {
		switch s.Kind {
		case resolve.ScopeFunction:
			prefix = s.Name + ".<locals>." + prefix
		case resolve.ScopeClass:
			prefix = s.Name + "." + prefix
		case resolve.ScopeGenExpr:
			prefix = s.Name + ".<locals>." + prefix
		}
		s = s.Parent
		if s != nil && s.Kind == resolve.ScopeComprehension {
			s = s.Host()
		}
	}
	return prefix
}

// closureCells returns, for each free name of fs, how to fetch the cell
// from the frame that creates the function.
func (c *compiler) closureCells(fs *resolve.Scope) []int {
	slots := make([]int, len(fs.FreeNames))
	for i, name := range fs.FreeNames {
		y := c.sc.Lookup(name)
		if y.Slot < 0 || (y.Kind != resolve.SymCell && y.Kind != resolve.SymFree) {
			// the creating scope is a class whose __class__ cell is implicit
			if cy := c.sc.Sym(name); cy != nil && cy.Slot >= 0 {
				slots[i] = cy.Slot
				continue
			}
			c.fail(syntax.Pos{}, "internal error: no cell for free variable '"+name+"'")
			continue
		}
		slots[i] = y.Slot
	}
	return slots
}

type paramDefaults struct {
	defaults   []evalFn
	kwNames    []string
	kwDefaults []evalFn
	annots     []string
	annotFns   []evalFn
}

func (c *compiler) paramDefaults(a *syntax.Arguments, returns syntax.Expr) paramDefaults {
	var p paramDefaults
	if a == nil {
		return p
	}
	p.defaults = c.exprs(a.Defaults)
	for i, k := range a.KwOnly {
		if d := a.KwDefaults[i]; d != nil {
			p.kwNames = append(p.kwNames, k.Name)
			p.kwDefaults = append(p.kwDefaults, c.expr(d))
		}
	}
	addAnn := func(arg *syntax.Arg) {
		if arg != nil && arg.Annotation != nil {
			p.annots = append(p.annots, arg.Name)
			p.annotFns = append(p.annotFns, c.annotation(arg.Annotation))
		}
	}
	for _, list := range [][]*syntax.Arg{a.PosOnly, a.Args} {
		for _, arg := range list {
			addAnn(arg)
		}
	}
	addAnn(a.Vararg)
	for _, arg := range a.KwOnly {
		addAnn(arg)
	}
	addAnn(a.Kwarg)
	if returns != nil {
		p.annots = append(p.annots, "return")
		p.annotFns = append(p.annotFns, c.annotation(returns))
	}
	return p
}

// compileCode compiles the body of a function-like scope into a Code.
func (c *compiler) compileCode(fs *resolve.Scope, name, qualname string, a *syntax.Arguments, line int, compileBody func() func(fr *Frame) (Object, error)) *Code {
	code := c.addCode(&Code{Name: name, QualName: qualname, Filename: c.filename, lines: c.lines, FirstLine: line})
	if a != nil {
		code.PosOnly = len(a.PosOnly)
		code.ArgCount = len(a.PosOnly) + len(a.Args)
		code.KwOnly = len(a.KwOnly)
		code.VarArgs = a.Vararg != nil
		code.VarKw = a.Kwarg != nil
	}
	code.Generator = fs.Generator && !fs.Coroutine
	code.Coroutine = fs.Coroutine && !fs.Generator
	code.AsyncGen = fs.Coroutine && fs.Generator
	savedSc, savedFc := c.sc, c.fc
	c.sc = fs
	c.fc = &funcState{code: code, sc: fs, inline: (fs.Generator || fs.Coroutine) && !fs.UnsafeYield && !c.opts.GoroutineGenerators}
	code.body = compileBody()
	c.finishCode(code, fs)
	if y := fs.Sym("__class__"); y != nil && y.Kind == resolve.SymFree {
		code.classCellSlot = y.Slot
	} else {
		code.classCellSlot = -1
	}
	c.sc, c.fc = savedSc, savedFc
	code.simpleArgs = !code.VarArgs && !code.VarKw && code.KwOnly == 0 && len(fs.CellParams) == 0
	return code
}

func (c *compiler) functionBody(stmts []syntax.Stmt) func() func(fr *Frame) (Object, error) {
	return func() func(fr *Frame) (Object, error) {
		body := c.blockFor(stmts)
		return func(fr *Frame) (Object, error) {
			cc, err := body(fr)
			if err != nil {
				return nil, err
			}
			if cc == ctrlReturn {
				return fr.ret, nil
			}
			return None, nil
		}
	}
}

// makeFunction returns the closure that creates the function object at
// run time: defaults, annotations and closure cells are taken from the
// creating frame.
func (c *compiler) makeFunction(fs *resolve.Scope, name string, a *syntax.Arguments, returns syntax.Expr, line int, compileBody func() func(fr *Frame) (Object, error), doc Object) evalFn {
	qualname := c.qualPrefix() + name
	pd := c.paramDefaults(a, returns)
	code := c.compileCode(fs, name, qualname, a, line, compileBody)
	cells := c.closureCells(fs)
	return func(fr *Frame) (Object, error) {
		f := &Function{code: code, globals: fr.globals, Name: name, QualName: qualname, Doc: doc}
		if len(pd.defaults) > 0 {
			f.Defaults = make([]Object, len(pd.defaults))
			for i, d := range pd.defaults {
				v, err := d(fr)
				if err != nil {
					return nil, err
				}
				f.Defaults[i] = v
			}
		}
		if len(pd.kwDefaults) > 0 {
			f.KwDefaults = NewDict()
			for i, d := range pd.kwDefaults {
				v, err := d(fr)
				if err != nil {
					return nil, err
				}
				f.KwDefaults.SetStr(pd.kwNames[i], v)
			}
		}
		if len(pd.annotFns) > 0 {
			ann := NewDict()
			for i, af := range pd.annotFns {
				v, err := af(fr)
				if err != nil {
					return nil, err
				}
				ann.SetStr(pd.annots[i], v)
			}
			f.annotations = ann
		}
		if len(cells) > 0 {
			f.closure = make([]*Cell, len(cells))
			for i, s := range cells {
				f.closure[i] = fr.locals[s].(*Cell)
			}
		}
		if m, ok := fr.globals.GetStr("__name__"); ok {
			f.Module = m
		}
		return f, nil
	}
}

func docstring(body []syntax.Stmt) Object {
	if s, ok := syntax.Docstring(body); ok {
		return NewStrInterned(s)
	}
	return None
}

func (c *compiler) decorators(list []syntax.Expr) []evalFn { return c.exprs(list) }

// evalDecorators evaluates a definition's decorator expressions, top to
// bottom, before anything else of the definition (defaults, annotations,
// bases, the class body), as CPython does.
func evalDecorators(fr *Frame, decs []evalFn) ([]Object, error) {
	if len(decs) == 0 {
		return nil, nil
	}
	fns := make([]Object, len(decs))
	for i, d := range decs {
		f, err := d(fr)
		if err != nil {
			return nil, err
		}
		fns[i] = f
	}
	return fns, nil
}

// applyDecorators calls the evaluated decorators on v, bottom to top.
func applyDecorators(fr *Frame, fns []Object, v Object) (Object, error) {
	for i := len(fns) - 1; i >= 0; i-- {
		r, err := Call(fr.th, fns[i], []Object{v}, nil)
		if err != nil {
			return nil, err
		}
		v = r
	}
	return v, nil
}

func (c *compiler) funcDef(n *syntax.FunctionDef, line int) execFn {
	decs := c.decorators(n.Decorators)
	fs := c.childScope(n)
	mk := c.makeFunction(fs, n.Name, n.Args, n.Returns, line, c.functionBody(n.Body), docstring(n.Body))
	store := c.nameStore(n.Name)
	return func(fr *Frame) (ctrl, error) {
		fr.line = line
		fns, err := evalDecorators(fr, decs)
		if err != nil {
			return ctrlNone, err
		}
		f, err := mk(fr)
		if err != nil {
			return ctrlNone, err
		}
		if len(fns) > 0 {
			if f, err = applyDecorators(fr, fns, f); err != nil {
				return ctrlNone, err
			}
		}
		return ctrlNone, store(fr, f)
	}
}

func (c *compiler) lambda(n *syntax.Lambda) evalFn {
	fs := c.childScope(n)
	line := int(n.P.Line)
	return c.makeFunction(fs, "<lambda>", n.Args, nil, line, func() func(fr *Frame) (Object, error) {
		body := c.expr(n.Body)
		return body
	}, None)
}

func (c *compiler) classDef(n *syntax.ClassDef, line int) execFn {
	decs := c.decorators(n.Decorators)
	bases := c.seqElems(n.Bases)
	type kw struct {
		name string
		f    evalFn
	}
	var kws []kw
	for _, k := range n.Keywords {
		kws = append(kws, kw{k.Arg, c.expr(k.Value)})
	}
	cs := c.childScope(n)
	qualname := c.qualPrefix() + n.Name
	code := &Code{Name: n.Name, QualName: qualname, Filename: c.filename, lines: c.lines, FirstLine: line}
	savedSc, savedFc := c.sc, c.fc
	c.sc = cs
	c.fc = &funcState{code: code, sc: cs}
	body := c.block(n.Body)
	c.finishCode(code, cs)
	c.sc, c.fc = savedSc, savedFc
	cells := c.closureCells(cs)
	classCell := -1
	if y := cs.Sym("__class__"); y != nil && y.Kind == resolve.SymCell {
		classCell = y.Slot
	}
	store := c.nameStore(n.Name)
	name := n.Name
	doc := docstring(n.Body)
	return func(fr *Frame) (ctrl, error) {
		fr.line = line
		th := fr.th
		fns, err := evalDecorators(fr, decs)
		if err != nil {
			return ctrlNone, err
		}
		bs, err := bases(fr)
		if err != nil {
			return ctrlNone, err
		}
		var kwnames []string
		var kwvals []Object
		for _, k := range kws {
			v, err := k.f(fr)
			if err != nil {
				return ctrlNone, err
			}
			if k.name == "" {
				d, ok := v.(*Dict)
				if !ok {
					return ctrlNone, Errorf(TypeErrorType, "argument after ** must be a mapping")
				}
				d.Items(func(key, val Object) bool {
					s, _ := AsStr(key)
					kwnames = append(kwnames, s)
					kwvals = append(kwvals, val)
					return true
				})
				continue
			}
			kwnames = append(kwnames, k.name)
			kwvals = append(kwvals, v)
		}
		origBases := bs
		bs, err = resolveMroEntries(th, bs)
		if err != nil {
			return ctrlNone, err
		}
		meta, ns, err := prepareClass(th, name, bs, kwnames, kwvals)
		if err != nil {
			return ctrlNone, err
		}
		if len(bs) != len(origBases) || !sameObjects(bs, origBases) {
			ns.SetStr("__orig_bases__", NewTuple(origBases))
		}
		if modname, ok := fr.globals.GetStr("__name__"); ok {
			ns.SetStr("__module__", modname)
		}
		ns.SetStr("__qualname__", NewStr(qualname))
		if doc != None {
			ns.SetStr("__doc__", doc)
		}
		cf := th.newFrame(code, nil, fr.globals)
		cf.ns = ns
		for i, s := range code.freeSlots {
			cf.locals[s] = fr.locals[cells[i]]
		}
		for _, s := range code.cellSlots {
			cf.locals[s] = &Cell{}
		}
		cf.back = th.frame
		th.frame = cf
		_, err = body(cf)
		th.frame = cf.back
		if err != nil {
			if e, ok := err.(*Exception); ok {
				e.addTraceback(cf, cf.line)
			}
			return ctrlNone, err
		}
		cls, err := buildClass(th, meta, name, bs, ns, kwnames, kwvals)
		if err != nil {
			return ctrlNone, err
		}
		if classCell >= 0 {
			cf.locals[classCell].(*Cell).V = cls
		}
		var v = cls
		if len(decs) > 0 {
			if v, err = applyDecorators(fr, fns, v); err != nil {
				return ctrlNone, err
			}
		}
		return ctrlNone, store(fr, v)
	}
}
