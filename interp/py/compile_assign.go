package py

import (
	"github.com/mcpython/mcpython/interp/resolve"
	"github.com/mcpython/mcpython/interp/syntax"
)

// target compiles an assignment target into a store function.
func (c *compiler) target(t syntax.Expr) storeFn {
	switch n := t.(type) {
	case *syntax.Name:
		return c.nameStore(n.Id)
	case *syntax.Attribute:
		obj := c.expr(n.Value)
		key := internName(c.sc.Mangle(n.Attr))
		return func(fr *Frame, v Object) error {
			o, err := obj(fr)
			if err != nil {
				return err
			}
			return setAttrStr(fr.th, o, key, v)
		}
	case *syntax.Subscript:
		obj, idx := c.expr(n.Value), c.expr(n.Slice)
		return func(fr *Frame, v Object) error {
			o, err := obj(fr)
			if err != nil {
				return err
			}
			k, err := idx(fr)
			if err != nil {
				return err
			}
			if l, ok := o.(*List); ok && l.class == nil {
				if i, ok := k.(Int); ok {
					j := int(i)
					if j < 0 {
						j += len(l.items)
					}
					if j < 0 || j >= len(l.items) {
						return Errorf(IndexErrorType, "list assignment index out of range")
					}
					l.items[j] = v
					return nil
				}
			}
			if d, ok := o.(*Dict); ok && d.class == nil {
				return d.SetItem(fr.th, k, v)
			}
			return SetItem(fr.th, o, k, v)
		}
	case *syntax.Tuple:
		return c.unpackTarget(n.Elts)
	case *syntax.List:
		return c.unpackTarget(n.Elts)
	case *syntax.Starred:
		c.fail(n.P, "starred assignment target must be in a list or tuple")
	}
	c.fail(t.Pos(), "cannot assign to expression")
	return func(*Frame, Object) error { return nil }
}

func (c *compiler) unpackTarget(elts []syntax.Expr) storeFn {
	star := -1
	stores := make([]storeFn, len(elts))
	for i, e := range elts {
		if s, ok := e.(*syntax.Starred); ok {
			if star >= 0 {
				c.fail(s.P, "multiple starred expressions in assignment")
			}
			star = i
			stores[i] = c.target(s.Value)
		} else {
			stores[i] = c.target(e)
		}
	}
	n := len(elts)
	return func(fr *Frame, v Object) error {
		items, err := unpackValues(fr.th, v, n, star)
		if err != nil {
			return err
		}
		for i, st := range stores {
			if err := st(fr, items[i]); err != nil {
				return err
			}
		}
		return nil
	}
}

// unpackValues splits v into n values; star is the index of a starred
// target (which receives a list) or -1.
func unpackValues(th *Thread, v Object, n, star int) ([]Object, error) {
	var items []Object
	if seq, ok := SeqItems(v); ok && star < 0 {
		if len(seq) == n {
			return seq, nil
		}
		items = seq
	} else {
		it, err := Iter(th, v)
		if err != nil {
			if _, ok := err.(*Exception); ok && v.Type().Iter == nil && v.Type().GetItem == nil {
				return nil, Errorf(TypeErrorType, "cannot unpack non-iterable %s object", TypeName(v))
			}
			return nil, err
		}
		for {
			x, err := Next(th, it)
			if err != nil {
				return nil, err
			}
			if x == nil {
				break
			}
			items = append(items, x)
			if star < 0 && len(items) > n {
				return nil, Errorf(ValueErrorType, "too many values to unpack (expected %d)", n)
			}
			if err := th.tick(); err != nil {
				return nil, err
			}
		}
	}
	if star < 0 {
		if len(items) == n {
			return items, nil
		}
		if len(items) < n {
			return nil, Errorf(ValueErrorType, "not enough values to unpack (expected %d, got %d)", n, len(items))
		}
		return nil, Errorf(ValueErrorType, "too many values to unpack (expected %d)", n)
	}
	if len(items) < n-1 {
		return nil, Errorf(ValueErrorType, "not enough values to unpack (expected at least %d, got %d)", n-1, len(items))
	}
	after := n - 1 - star
	out := make([]Object, n)
	copy(out, items[:star])
	mid := append([]Object(nil), items[star:len(items)-after]...)
	out[star] = NewList(mid)
	copy(out[star+1:], items[len(items)-after:])
	return out, nil
}

func (c *compiler) assign(n *syntax.Assign, line int) execFn {
	val := c.expr(n.Value)
	if len(n.Targets) == 1 {
		// the commonest statement: local = expr
		if nm, ok := n.Targets[0].(*syntax.Name); ok {
			if y := c.sc.Lookup(nm.Id); y.Kind == resolve.SymLocal {
				slot := y.Slot
				return func(fr *Frame) (ctrl, error) {
					fr.line = line
					v, err := val(fr)
					if err != nil {
						return ctrlNone, err
					}
					fr.locals[slot] = v
					return ctrlNone, nil
				}
			}
		}
		store := c.target(n.Targets[0])
		return func(fr *Frame) (ctrl, error) {
			fr.line = line
			v, err := val(fr)
			if err != nil {
				return ctrlNone, err
			}
			return ctrlNone, store(fr, v)
		}
	}
	stores := make([]storeFn, len(n.Targets))
	for i, t := range n.Targets {
		stores[i] = c.target(t)
	}
	return func(fr *Frame) (ctrl, error) {
		fr.line = line
		v, err := val(fr)
		if err != nil {
			return ctrlNone, err
		}
		for _, st := range stores {
			if err := st(fr, v); err != nil {
				return ctrlNone, err
			}
		}
		return ctrlNone, nil
	}
}

func (c *compiler) augAssign(n *syntax.AugAssign, line int) execFn {
	val := c.expr(n.Value)
	op := n.Op
	switch t := n.Target.(type) {
	case *syntax.Name:
		if y := c.sc.Lookup(t.Id); y.Kind == resolve.SymLocal {
			slot := y.Slot
			name := t.Id
			return func(fr *Frame) (ctrl, error) {
				fr.line = line
				cur := fr.locals[slot]
				if cur == nil {
					return ctrlNone, Errorf(UnboundLocalErrorType, "cannot access local variable '%s' where it is not associated with a value", name)
				}
				v, err := val(fr)
				if err != nil {
					return ctrlNone, err
				}
				if x, ok := cur.(Int); ok {
					if y, ok := v.(Int); ok {
						if r := intBinaryFast(op, int64(x), int64(y)); r != nil {
							fr.locals[slot] = r
							return ctrlNone, nil
						}
					}
				}
				r, err := InplaceOp(fr.th, op, cur, v)
				if err != nil {
					return ctrlNone, err
				}
				fr.locals[slot] = r
				return ctrlNone, nil
			}
		}
		load := c.nameLoad(t.Id, t.P)
		store := c.nameStore(t.Id)
		return func(fr *Frame) (ctrl, error) {
			fr.line = line
			cur, err := load(fr)
			if err != nil {
				return ctrlNone, err
			}
			v, err := val(fr)
			if err != nil {
				return ctrlNone, err
			}
			r, err := InplaceOp(fr.th, op, cur, v)
			if err != nil {
				return ctrlNone, err
			}
			return ctrlNone, store(fr, r)
		}
	case *syntax.Attribute:
		obj := c.expr(t.Value)
		name := c.sc.Mangle(t.Attr)
		return func(fr *Frame) (ctrl, error) {
			fr.line = line
			o, err := obj(fr)
			if err != nil {
				return ctrlNone, err
			}
			cur, err := GetAttr(fr.th, o, name)
			if err != nil {
				return ctrlNone, err
			}
			v, err := val(fr)
			if err != nil {
				return ctrlNone, err
			}
			r, err := InplaceOp(fr.th, op, cur, v)
			if err != nil {
				return ctrlNone, err
			}
			return ctrlNone, SetAttr(fr.th, o, name, r)
		}
	case *syntax.Subscript:
		obj, idx := c.expr(t.Value), c.expr(t.Slice)
		return func(fr *Frame) (ctrl, error) {
			fr.line = line
			o, err := obj(fr)
			if err != nil {
				return ctrlNone, err
			}
			k, err := idx(fr)
			if err != nil {
				return ctrlNone, err
			}
			cur, err := GetItem(fr.th, o, k)
			if err != nil {
				return ctrlNone, err
			}
			v, err := val(fr)
			if err != nil {
				return ctrlNone, err
			}
			r, err := InplaceOp(fr.th, op, cur, v)
			if err != nil {
				return ctrlNone, err
			}
			return ctrlNone, SetItem(fr.th, o, k, r)
		}
	}
	c.fail(n.P, "illegal expression for augmented assignment")
	return nil
}

func (c *compiler) annAssign(n *syntax.AnnAssign, line int) execFn {
	var val evalFn
	if n.Value != nil {
		val = c.expr(n.Value)
	}
	var store storeFn
	if n.Value != nil {
		store = c.target(n.Target)
	}
	// module and class bodies record simple annotations in __annotations__
	var ann evalFn
	name := ""
	if nm, ok := n.Target.(*syntax.Name); ok && n.Simple && (c.sc.Kind == resolve.ScopeModule || c.sc.Kind == resolve.ScopeClass) {
		ann = c.annotation(n.Annotation)
		name = nm.Id
	}
	inClass := c.sc.Kind == resolve.ScopeClass
	return func(fr *Frame) (ctrl, error) {
		fr.line = line
		if val != nil {
			v, err := val(fr)
			if err != nil {
				return ctrlNone, err
			}
			if err := store(fr, v); err != nil {
				return ctrlNone, err
			}
		}
		if ann != nil {
			a, err := ann(fr)
			if err != nil {
				return ctrlNone, err
			}
			ns := fr.globals
			if inClass {
				ns = fr.ns
			}
			d, ok := ns.GetStr("__annotations__")
			if !ok {
				nd := NewDict()
				ns.SetStr("__annotations__", nd)
				d = nd
			}
			if err := SetItem(fr.th, d, NewStr(name), a); err != nil {
				return ctrlNone, err
			}
		}
		return ctrlNone, nil
	}
}
