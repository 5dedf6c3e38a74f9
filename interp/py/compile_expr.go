package py

import (
	"math"
	"math/big"

	"github.com/mcpython/mcpython/interp/syntax"
)

func constObject(v any) Object {
	switch x := v.(type) {
	case syntax.NoneValue:
		return None
	case syntax.EllipsisValue:
		return Ellipsis
	case bool:
		return NewBool(x)
	case int64:
		return Int(x)
	case *big.Int:
		return NewBigInt(x)
	case float64:
		return Float(x)
	case complex128:
		return Complex(x)
	case string:
		return NewStrInterned(x)
	case syntax.Bytes:
		return NewBytes([]byte(x))
	}
	return None
}

func (c *compiler) exprs(list []syntax.Expr) []evalFn {
	out := make([]evalFn, len(list))
	for i, e := range list {
		out[i] = c.expr(e)
	}
	return out
}

func (c *compiler) expr(e syntax.Expr) evalFn {
	switch n := e.(type) {
	case *syntax.Constant:
		v := constObject(n.Value)
		if f := sharedConstFn(v); f != nil {
			return f
		}
		return func(*Frame) (Object, error) { return v, nil }
	case *syntax.Name:
		return c.nameLoad(n.Id, n.P)
	case *syntax.Attribute:
		obj := c.expr(n.Value)
		key := internName(c.sc.Mangle(n.Attr))
		return func(fr *Frame) (Object, error) {
			o, err := obj(fr)
			if err != nil {
				return nil, err
			}
			return getAttrStr(fr.th, o, key)
		}
	case *syntax.Subscript:
		obj := c.expr(n.Value)
		idx := c.expr(n.Slice)
		return func(fr *Frame) (Object, error) {
			o, err := obj(fr)
			if err != nil {
				return nil, err
			}
			k, err := idx(fr)
			if err != nil {
				return nil, err
			}
			return GetItem(fr.th, o, k)
		}
	case *syntax.Slice:
		lo, hi, st := c.optExpr(n.Lower), c.optExpr(n.Upper), c.optExpr(n.Step)
		return func(fr *Frame) (Object, error) {
			var vals [3]Object
			for i, f := range [3]evalFn{lo, hi, st} {
				if f == nil {
					vals[i] = None
					continue
				}
				v, err := f(fr)
				if err != nil {
					return nil, err
				}
				vals[i] = v
			}
			return &Slice{Start: vals[0], Stop: vals[1], Step: vals[2]}, nil
		}
	case *syntax.JoinedStr:
		return c.joinedStr(n)
	case *syntax.FormattedValue:
		return c.formattedValue(n)
	case *syntax.List:
		return c.listDisplay(n.Elts)
	case *syntax.Tuple:
		return c.tupleDisplay(n.Elts)
	case *syntax.Set:
		return c.setDisplay(n.Elts)
	case *syntax.Dict:
		return c.dictDisplay(n)
	case *syntax.BinOp:
		return c.binOp(n)
	case *syntax.UnaryOp:
		return c.unaryOp(n)
	case *syntax.BoolOp:
		return c.boolOp(n)
	case *syntax.Compare:
		return c.compare(n)
	case *syntax.Call:
		return c.call(n)
	case *syntax.IfExp:
		test, body, orelse := c.cond(n.Test), c.expr(n.Body), c.expr(n.OrElse)
		return func(fr *Frame) (Object, error) {
			t, err := test(fr)
			if err != nil {
				return nil, err
			}
			if t {
				return body(fr)
			}
			return orelse(fr)
		}
	case *syntax.Lambda:
		return c.lambda(n)
	case *syntax.NamedExpr:
		val := c.expr(n.Value)
		store := c.walrusStore(n.Target.Id)
		return func(fr *Frame) (Object, error) {
			v, err := val(fr)
			if err != nil {
				return nil, err
			}
			return v, store(fr, v)
		}
	case *syntax.ListComp:
		return c.comprehension(n, n.Generators, compList, n.Elt, nil)
	case *syntax.SetComp:
		return c.comprehension(n, n.Generators, compSet, n.Elt, nil)
	case *syntax.DictComp:
		return c.comprehension(n, n.Generators, compDict, n.Key, n.Value)
	case *syntax.GeneratorExp:
		return c.genExpr(n)
	case *syntax.Await:
		return c.await(n)
	case *syntax.Yield:
		return c.yield(n)
	case *syntax.YieldFrom:
		return c.yieldFrom(n)
	case *syntax.Starred:
		c.fail(n.P, "can't use starred expression here")
		return func(*Frame) (Object, error) { return nil, Errorf(SyntaxErrorType, "can't use starred expression here") }
	}
	c.fail(e.Pos(), "unsupported expression")
	return func(*Frame) (Object, error) { return None, nil }
}

func (c *compiler) optExpr(e syntax.Expr) evalFn {
	if e == nil {
		return nil
	}
	return c.expr(e)
}

// walrusStore binds a := target in the scope that owns it: for a walrus in
// a comprehension that is the enclosing function or module.
func (c *compiler) walrusStore(name string) storeFn {
	return c.nameStore(name)
}

// cond compiles an expression used for its truth value.
func (c *compiler) cond(e syntax.Expr) func(fr *Frame) (bool, error) {
	if cmp, ok := e.(*syntax.Compare); ok && len(cmp.Ops) == 1 {
		l, r := c.expr(cmp.Left), c.expr(cmp.Comparators[0])
		op := cmp.Ops[0]
		if cop, ok := cmpOpOf(op); ok {
			return func(fr *Frame) (bool, error) {
				a, err := l(fr)
				if err != nil {
					return false, err
				}
				b, err := r(fr)
				if err != nil {
					return false, err
				}
				if x, ok := a.(Int); ok {
					if y, ok := b.(Int); ok {
						return cmpResult(cop, compareInt64(int64(x), int64(y))), nil
					}
				}
				v, err := RichCompare(fr.th, a, b, cop)
				if err != nil {
					return false, err
				}
				if bb, ok := v.(Bool); ok {
					return bool(bb), nil
				}
				return Truth(fr.th, v)
			}
		}
	}
	if u, ok := e.(*syntax.UnaryOp); ok && u.Op == syntax.Not {
		inner := c.cond(u.Operand)
		return func(fr *Frame) (bool, error) {
			t, err := inner(fr)
			return !t, err
		}
	}
	f := c.expr(e)
	return func(fr *Frame) (bool, error) {
		v, err := f(fr)
		if err != nil {
			return false, err
		}
		if b, ok := v.(Bool); ok {
			return bool(b), nil
		}
		return Truth(fr.th, v)
	}
}

func cmpOpOf(op syntax.Op) (CmpOp, bool) {
	switch op {
	case syntax.Lt:
		return CmpLT, true
	case syntax.LtE:
		return CmpLE, true
	case syntax.Eq:
		return CmpEQ, true
	case syntax.NotEq:
		return CmpNE, true
	case syntax.Gt:
		return CmpGT, true
	case syntax.GtE:
		return CmpGE, true
	}
	return 0, false
}

func (c *compiler) binOp(n *syntax.BinOp) evalFn {
	l, r := c.expr(n.Left), c.expr(n.Right)
	op := n.Op
	switch op {
	case syntax.Add:
		return func(fr *Frame) (Object, error) {
			a, err := l(fr)
			if err != nil {
				return nil, err
			}
			b, err := r(fr)
			if err != nil {
				return nil, err
			}
			if x, ok := a.(Int); ok {
				if y, ok := b.(Int); ok {
					s := x + y
					if (s > x) == (y > 0) {
						return s, nil
					}
					return intAdd(int64(x), int64(y)), nil
				}
			}
			return BinaryOp(fr.th, syntax.Add, a, b)
		}
	case syntax.Sub:
		return func(fr *Frame) (Object, error) {
			a, err := l(fr)
			if err != nil {
				return nil, err
			}
			b, err := r(fr)
			if err != nil {
				return nil, err
			}
			if x, ok := a.(Int); ok {
				if y, ok := b.(Int); ok {
					s := x - y
					if (s < x) == (y > 0) {
						return s, nil
					}
					return intSub(int64(x), int64(y)), nil
				}
			}
			return BinaryOp(fr.th, syntax.Sub, a, b)
		}
	}
	return func(fr *Frame) (Object, error) {
		a, err := l(fr)
		if err != nil {
			return nil, err
		}
		b, err := r(fr)
		if err != nil {
			return nil, err
		}
		return BinaryOp(fr.th, op, a, b)
	}
}

func (c *compiler) unaryOp(n *syntax.UnaryOp) evalFn {
	// fold negative literals so -5 costs nothing at run time
	if k, ok := n.Operand.(*syntax.Constant); ok && n.Op == syntax.USub {
		if v, ok := k.Value.(int64); ok && v != -v {
			r := Int(-v)
			return func(*Frame) (Object, error) { return r, nil }
		}
		if v, ok := k.Value.(float64); ok {
			r := Float(-v)
			return func(*Frame) (Object, error) { return r, nil }
		}
	}
	if n.Op == syntax.Not {
		t := c.cond(n.Operand)
		return func(fr *Frame) (Object, error) {
			v, err := t(fr)
			if err != nil {
				return nil, err
			}
			return NewBool(!v), nil
		}
	}
	x := c.expr(n.Operand)
	op := n.Op
	return func(fr *Frame) (Object, error) {
		v, err := x(fr)
		if err != nil {
			return nil, err
		}
		return UnaryOp(fr.th, op, v)
	}
}

func (c *compiler) boolOp(n *syntax.BoolOp) evalFn {
	vals := c.exprs(n.Values)
	isAnd := n.Op == syntax.And
	return func(fr *Frame) (Object, error) {
		var v Object
		for i, f := range vals {
			var err error
			v, err = f(fr)
			if err != nil {
				return nil, err
			}
			if i == len(vals)-1 {
				break
			}
			t, err := Truth(fr.th, v)
			if err != nil {
				return nil, err
			}
			if t != isAnd {
				return v, nil
			}
		}
		return v, nil
	}
}

func (c *compiler) compare(n *syntax.Compare) evalFn {
	if f := c.tupleDisplayCompare(n); f != nil {
		return f // compile_tuple_compare.go
	}
	left := c.expr(n.Left)
	rights := c.exprs(n.Comparators)
	ops := n.Ops
	if len(ops) == 1 {
		r := rights[0]
		op := ops[0]
		return func(fr *Frame) (Object, error) {
			a, err := left(fr)
			if err != nil {
				return nil, err
			}
			b, err := r(fr)
			if err != nil {
				return nil, err
			}
			return compareOp(fr.th, op, a, b)
		}
	}
	return func(fr *Frame) (Object, error) {
		a, err := left(fr)
		if err != nil {
			return nil, err
		}
		var res Object
		for i, r := range rights {
			b, err := r(fr)
			if err != nil {
				return nil, err
			}
			res, err = compareOp(fr.th, ops[i], a, b)
			if err != nil {
				return nil, err
			}
			if i < len(rights)-1 {
				t, err := Truth(fr.th, res)
				if err != nil {
					return nil, err
				}
				if !t {
					return res, nil
				}
			}
			a = b
		}
		return res, nil
	}
}

func compareOp(th *Thread, op syntax.Op, a, b Object) (Object, error) {
	switch op {
	case syntax.Is:
		return NewBool(Identical(a, b)), nil
	case syntax.IsNot:
		return NewBool(!Identical(a, b)), nil
	case syntax.In:
		r, err := Contains(th, b, a)
		return NewBool(r), err
	case syntax.NotIn:
		r, err := Contains(th, b, a)
		return NewBool(!r), err
	}
	cop, _ := cmpOpOf(op)
	if x, ok := a.(Int); ok {
		if y, ok := b.(Int); ok {
			return NewBool(cmpResult(cop, compareInt64(int64(x), int64(y)))), nil
		}
	}
	return RichCompare(th, a, b, cop)
}

// Identical is Python's "is". Small ints and interned values compare by
// value, matching what CPython programs observe for them.
func Identical(a, b Object) bool {
	switch x := a.(type) {
	case Int:
		y, ok := b.(Int)
		return ok && x == y && x >= -5 && x <= 256
	case Float:
		// floats are values here; the same bits behave as the same object
		y, ok := b.(Float)
		return ok && math.Float64bits(float64(x)) == math.Float64bits(float64(y))
	}
	return a == b
}

func (c *compiler) joinedStr(n *syntax.JoinedStr) evalFn {
	parts := c.exprs(n.Values)
	return func(fr *Frame) (Object, error) {
		var buf []byte
		for _, p := range parts {
			v, err := p(fr)
			if err != nil {
				return nil, err
			}
			s, ok := v.(*Str)
			if !ok {
				str, err := StrOf(fr.th, v)
				if err != nil {
					return nil, err
				}
				buf = append(buf, str...)
				continue
			}
			buf = append(buf, s.s...)
		}
		if err := fr.th.allocMem(int64(len(buf))); err != nil {
			return nil, err
		}
		return NewStr(string(buf)), nil
	}
}

func (c *compiler) formattedValue(n *syntax.FormattedValue) evalFn {
	val := c.expr(n.Value)
	conv := n.Conversion
	var spec evalFn
	if n.FormatSpec != nil {
		spec = c.expr(n.FormatSpec)
	}
	return func(fr *Frame) (Object, error) {
		v, err := val(fr)
		if err != nil {
			return nil, err
		}
		switch conv {
		case 'r':
			s, err := Repr(fr.th, v)
			if err != nil {
				return nil, err
			}
			v = NewStr(s)
		case 's':
			s, err := StrOf(fr.th, v)
			if err != nil {
				return nil, err
			}
			v = NewStr(s)
		case 'a':
			s, err := Ascii(fr.th, v)
			if err != nil {
				return nil, err
			}
			v = NewStr(s)
		}
		specStr := ""
		if spec != nil {
			sv, err := spec(fr)
			if err != nil {
				return nil, err
			}
			specStr, _ = AsStr(sv)
		}
		if s, ok := v.(*Str); ok && specStr == "" {
			return s, nil
		}
		out, err := Format(fr.th, v, specStr)
		if err != nil {
			return nil, err
		}
		return NewStr(out), nil
	}
}

// ---- displays ----

func hasStar(elts []syntax.Expr) bool {
	for _, e := range elts {
		if _, ok := e.(*syntax.Starred); ok {
			return true
		}
	}
	return false
}

// seqBuilder evaluates display elements, expanding *iterables.
func (c *compiler) seqElems(elts []syntax.Expr) func(fr *Frame) ([]Object, error) {
	type elem struct {
		f    evalFn
		star bool
	}
	es := make([]elem, len(elts))
	for i, e := range elts {
		if s, ok := e.(*syntax.Starred); ok {
			es[i] = elem{c.expr(s.Value), true}
		} else {
			es[i] = elem{c.expr(e), false}
		}
	}
	return func(fr *Frame) ([]Object, error) {
		out := make([]Object, 0, len(es))
		for _, e := range es {
			v, err := e.f(fr)
			if err != nil {
				return nil, err
			}
			if !e.star {
				out = append(out, v)
				continue
			}
			items, err := Collect(fr.th, v)
			if err != nil {
				if isTypeErrorNotIterable(err) {
					return nil, Errorf(TypeErrorType, "Value after * must be an iterable, not %s", TypeName(v))
				}
				return nil, err
			}
			out = append(out, items...)
		}
		if err := fr.th.allocMem(int64(len(out)) * 16); err != nil {
			return nil, err
		}
		return out, nil
	}
}

func isTypeErrorNotIterable(err error) bool {
	e, ok := err.(*Exception)
	return ok && e.class == TypeErrorType && len(e.Args.items) == 1 && hasSuffix(e.Message(), "is not iterable")
}

func hasSuffix(s, suf string) bool { return len(s) >= len(suf) && s[len(s)-len(suf):] == suf }

func (c *compiler) listDisplay(elts []syntax.Expr) evalFn {
	if !hasStar(elts) {
		fs := c.exprs(elts)
		return func(fr *Frame) (Object, error) {
			items := make([]Object, len(fs))
			for i, f := range fs {
				v, err := f(fr)
				if err != nil {
					return nil, err
				}
				items[i] = v
			}
			if err := fr.th.allocMem(int64(len(items))*16 + 32); err != nil {
				return nil, err
			}
			return NewList(items), nil
		}
	}
	build := c.seqElems(elts)
	return func(fr *Frame) (Object, error) {
		items, err := build(fr)
		if err != nil {
			return nil, err
		}
		return NewList(items), nil
	}
}

func (c *compiler) tupleDisplay(elts []syntax.Expr) evalFn {
	allConst := true
	for _, e := range elts {
		if _, ok := e.(*syntax.Constant); !ok {
			allConst = false
		}
	}
	if allConst {
		items := make([]Object, len(elts))
		for i, e := range elts {
			items[i] = constObject(e.(*syntax.Constant).Value)
		}
		t := &Tuple{items: items, mark: processOwned} // shared by every run of the cached code
		return func(*Frame) (Object, error) { return t, nil }
	}
	if !hasStar(elts) {
		fs := c.exprs(elts)
		return func(fr *Frame) (Object, error) {
			t := newTupleSized(len(fs))
			for i, f := range fs {
				v, err := f(fr)
				if err != nil {
					return nil, err
				}
				t.items[i] = v
			}
			return t, nil
		}
	}
	build := c.seqElems(elts)
	return func(fr *Frame) (Object, error) {
		items, err := build(fr)
		if err != nil {
			return nil, err
		}
		return NewTuple(items), nil
	}
}

// setDisplay builds sets the way CPython does (types_setdisplay.go): the
// construction decides the iteration order.
func (c *compiler) setDisplay(elts []syntax.Expr) evalFn { return c.setDisplayExact(elts) }

func (c *compiler) dictDisplay(n *syntax.Dict) evalFn {
	keys := make([]evalFn, len(n.Keys))
	vals := c.exprs(n.Values)
	for i, k := range n.Keys {
		if k != nil {
			keys[i] = c.expr(k)
		}
	}
	return func(fr *Frame) (Object, error) {
		d := NewDictSize(len(keys))
		for i, kf := range keys {
			if kf == nil {
				m, err := vals[i](fr)
				if err != nil {
					return nil, err
				}
				if err := dictMerge(fr.th, d, m, false); err != nil {
					if isAttrOrTypeErr(err) {
						return nil, Errorf(TypeErrorType, "'%s' object is not a mapping", TypeName(m))
					}
					return nil, err
				}
				continue
			}
			k, err := kf(fr)
			if err != nil {
				return nil, err
			}
			v, err := vals[i](fr)
			if err != nil {
				return nil, err
			}
			if err := d.SetItem(fr.th, k, v); err != nil {
				return nil, err
			}
		}
		return d, nil
	}
}

func isAttrOrTypeErr(err error) bool {
	e, ok := err.(*Exception)
	return ok && !e.abort && (e.class == AttributeErrorType)
}
