package py

import (
	"strings"

	"github.com/mcpython/mcpython/interp/syntax"
)

// dictMerge adds the items of src (a dict, a mapping with keys(), or an
// iterable of pairs when pairs is true) to d.
func dictMerge(th *Thread, d *Dict, src Object, pairs bool) error {
	if s, ok := src.(*Dict); ok && (s.class == nil || s.Type().Lookup("keys") == DictType.Dict.mustGet("keys")) {
		var err error
		s.Items(func(k, v Object) bool {
			err = d.SetItem(th, k, v)
			return err == nil
		})
		return err
	}
	if keysFn, err := GetAttr(th, src, "keys"); err == nil {
		keys, err := Call(th, keysFn, nil, nil)
		if err != nil {
			return err
		}
		ks, err := Collect(th, keys)
		if err != nil {
			return err
		}
		for _, k := range ks {
			v, err := GetItem(th, src, k)
			if err != nil {
				return err
			}
			if err := d.SetItem(th, k, v); err != nil {
				return err
			}
		}
		return nil
	} else if !pairs {
		return err
	}
	items, err := Collect(th, src)
	if err != nil {
		return Errorf(TypeErrorType, "'%s' object is not iterable", TypeName(src))
	}
	for i, it := range items {
		kv, err := Collect(th, it)
		if err != nil {
			return Errorf(TypeErrorType, "cannot convert dictionary update sequence element #%d to a sequence", i)
		}
		if len(kv) != 2 {
			return Errorf(ValueErrorType, "dictionary update sequence element #%d has length %d; 2 is required", i, len(kv))
		}
		if err := d.SetItem(th, kv[0], kv[1]); err != nil {
			return err
		}
	}
	return nil
}

func dictOf(o Object) *Dict { d, _ := o.(*Dict); return d }

func setupDict() {
	t := DictType
	t.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
		if c != DictType {
			return &Dict{class: c, attrs: NewDict()}, nil
		}
		return &Dict{}, nil
	}
	t.Init = func(th *Thread, self Object, args []Object, kwnames []string) error {
		d := self.(*Dict)
		npos := len(args) - len(kwnames)
		if npos > 1 {
			return Errorf(TypeErrorType, "dict expected at most 1 argument, got %d", npos)
		}
		if npos == 1 {
			if err := dictMerge(th, d, args[0], true); err != nil {
				return err
			}
		}
		for i, k := range kwnames {
			d.SetStr(k, args[npos+i])
		}
		return nil
	}
	t.Repr = func(th *Thread, o Object) (string, error) {
		d := o.(*Dict)
		if d.used == 0 {
			return "{}", nil
		}
		if !th.reprEnter(o) {
			return "{...}", nil
		}
		defer th.reprLeave()
		var b strings.Builder
		b.WriteByte('{')
		first := true
		var err error
		d.Items(func(k, v Object) bool {
			if !first {
				b.WriteString(", ")
			}
			first = false
			var ks, vs string
			if ks, err = Repr(th, k); err != nil {
				return false
			}
			if vs, err = Repr(th, v); err != nil {
				return false
			}
			b.WriteString(ks)
			b.WriteString(": ")
			b.WriteString(vs)
			return true
		})
		if err != nil {
			return "", err
		}
		b.WriteByte('}')
		return b.String(), nil
	}
	t.Compare = func(th *Thread, a, b Object, op CmpOp) (Object, error) {
		x, ok1 := a.(*Dict)
		y, ok2 := b.(*Dict)
		if !ok1 || !ok2 || (op != CmpEQ && op != CmpNE) {
			return NotImplemented, nil
		}
		eq, err := dictEqual(th, x, y)
		if err != nil {
			return nil, err
		}
		return NewBool(eq == (op == CmpEQ)), nil
	}
	t.Bool = func(th *Thread, o Object) (bool, error) { return o.(*Dict).used > 0, nil }
	t.Len = func(th *Thread, o Object) (int, error) { return o.(*Dict).used, nil }
	t.Iter = func(th *Thread, o Object) (Object, error) { return newDictIter(o.(*Dict), dictIterKeys), nil }
	t.GetItem = func(th *Thread, o, key Object) (Object, error) {
		d := o.(*Dict)
		v, ok, err := d.GetItem(th, key)
		if err != nil {
			return nil, err
		}
		if !ok {
			if d.class != nil {
				if miss := d.class.Lookup("__missing__"); miss != nil {
					return callDunder(th, d, "__missing__", key)
				}
			}
			return nil, keyError(key)
		}
		return v, nil
	}
	t.SetItem = func(th *Thread, o, key, v Object) error {
		d := o.(*Dict)
		if v == nil {
			found, err := d.DelItem(th, key)
			if err != nil {
				return err
			}
			if !found {
				return keyError(key)
			}
			return nil
		}
		return d.SetItem(th, key, v)
	}
	t.Contains = func(th *Thread, o, key Object) (bool, error) {
		_, ok, err := o.(*Dict).GetItem(th, key)
		return ok, err
	}
	t.Binary = func(th *Thread, op syntax.Op, a, b Object, right bool) (Object, error) {
		x, ok1 := a.(*Dict)
		y, ok2 := b.(*Dict)
		if op != syntax.BitOr || !ok1 || !ok2 {
			return NotImplemented, nil
		}
		out := x.Copy()
		if err := dictMerge(th, out, y, false); err != nil {
			return nil, err
		}
		return out, nil
	}
	t.Inplace = func(th *Thread, op syntax.Op, a, b Object) (Object, error) {
		if op != syntax.BitOr {
			return NotImplemented, nil
		}
		if err := dictMerge(th, a.(*Dict), b, true); err != nil {
			return nil, err
		}
		return a, nil
	}
	t.Dict.SetStr("__hash__", None)
	m := func(name string, min, max int, fn func(th *Thread, d *Dict, args []Object) (Object, error)) {
		t.AddMethod(name, func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			if err := ArgRange(name, args, kw, min, max); err != nil {
				return nil, err
			}
			return fn(th, self.(*Dict), args)
		})
	}
	m("get", 1, 2, func(th *Thread, d *Dict, args []Object) (Object, error) {
		v, ok, err := d.GetItem(th, args[0])
		if err != nil {
			return nil, err
		}
		if ok {
			return v, nil
		}
		if len(args) == 2 {
			return args[1], nil
		}
		return None, nil
	})
	m("keys", 0, 0, func(th *Thread, d *Dict, args []Object) (Object, error) { return &DictView{d: d, kind: dictIterKeys}, nil })
	m("values", 0, 0, func(th *Thread, d *Dict, args []Object) (Object, error) { return &DictView{d: d, kind: dictIterValues}, nil })
	m("items", 0, 0, func(th *Thread, d *Dict, args []Object) (Object, error) { return &DictView{d: d, kind: dictIterItems}, nil })
	m("pop", 1, 2, func(th *Thread, d *Dict, args []Object) (Object, error) {
		v, ok, err := d.GetItem(th, args[0])
		if err != nil {
			return nil, err
		}
		if !ok {
			if len(args) == 2 {
				return args[1], nil
			}
			return nil, keyError(args[0])
		}
		if _, err := d.DelItem(th, args[0]); err != nil {
			return nil, err
		}
		return v, nil
	})
	m("popitem", 0, 0, func(th *Thread, d *Dict, args []Object) (Object, error) {
		k, v, ok := d.popLast()
		if !ok {
			return nil, Errorf(KeyErrorType, "popitem(): dictionary is empty")
		}
		return NewTuple([]Object{k, v}), nil
	})
	m("setdefault", 1, 2, func(th *Thread, d *Dict, args []Object) (Object, error) {
		v, ok, err := d.GetItem(th, args[0])
		if err != nil {
			return nil, err
		}
		if ok {
			return v, nil
		}
		var def Object = None
		if len(args) == 2 {
			def = args[1]
		}
		return def, d.SetItem(th, args[0], def)
	})
	m("copy", 0, 0, func(th *Thread, d *Dict, args []Object) (Object, error) {
		if err := th.allocMem(int64(d.used) * 48); err != nil {
			return nil, err
		}
		return d.Copy(), nil
	})
	m("clear", 0, 0, func(th *Thread, d *Dict, args []Object) (Object, error) {
		d.Clear()
		return None, nil
	})
	t.AddMethod("update", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		d := self.(*Dict)
		npos := len(args) - len(kw)
		if npos > 1 {
			return nil, Errorf(TypeErrorType, "update expected at most 1 argument, got %d", npos)
		}
		if npos == 1 {
			if err := dictMerge(th, d, args[0], true); err != nil {
				return nil, err
			}
		}
		for i, k := range kw {
			d.SetStr(k, args[npos+i])
		}
		return None, nil
	})
	t.AddClassMethod("fromkeys", func(th *Thread, cls Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("fromkeys", args, kw, 1, 2); err != nil {
			return nil, err
		}
		var v Object = None
		if len(args) == 2 {
			v = args[1]
		}
		keys, err := Collect(th, args[0])
		if err != nil {
			return nil, err
		}
		r, err := Call(th, cls, nil, nil)
		if err != nil {
			return nil, err
		}
		for _, k := range keys {
			if err := SetItem(th, r, k, v); err != nil {
				return nil, err
			}
		}
		return r, nil
	})
}

func dictEqual(th *Thread, x, y *Dict) (bool, error) {
	if x.used != y.used {
		return false, nil
	}
	eq := true
	var err error
	x.Items(func(k, v Object) bool {
		w, ok, e := y.GetItem(th, k)
		if e != nil {
			err = e
			return false
		}
		if !ok {
			eq = false
			return false
		}
		same, e := Equal(th, v, w)
		if e != nil {
			err = e
			return false
		}
		if !same {
			eq = false
			return false
		}
		return true
	})
	return eq, err
}

type dictIterKind uint8

const (
	dictIterKeys dictIterKind = iota
	dictIterValues
	dictIterItems
)

// DictView is dict.keys(), dict.values() or dict.items().
type DictView struct {
	d    *Dict
	kind dictIterKind
}

var (
	dictKeysType   = &Type{Name: "dict_keys", final: true}
	dictValuesType = &Type{Name: "dict_values", final: true}
	dictItemsType  = &Type{Name: "dict_items", final: true}
	dictIterType   = &Type{Name: "dict_keyiterator", final: true}
)

func (v *DictView) Type() *Type {
	switch v.kind {
	case dictIterKeys:
		return dictKeysType
	case dictIterValues:
		return dictValuesType
	}
	return dictItemsType
}

type dictIter struct {
	d     *Dict
	kind  dictIterKind
	i     int
	size  int
	muts  uint32
}

func (*dictIter) Type() *Type { return dictIterType }

func newDictIter(d *Dict, kind dictIterKind) *dictIter {
	return &dictIter{d: d, kind: kind, size: d.used, muts: d.mutations}
}

func (it *dictIter) next() (Object, error) {
	if it.d.mutations != it.muts {
		if it.d.used != it.size {
			return nil, Errorf(RuntimeErrorType, "dictionary changed size during iteration")
		}
		return nil, Errorf(RuntimeErrorType, "dictionary keys changed during iteration")
	}
	for it.i < len(it.d.entries) {
		e := it.d.entries[it.i]
		it.i++
		if e.key == nil {
			continue
		}
		switch it.kind {
		case dictIterKeys:
			return e.key, nil
		case dictIterValues:
			return e.value, nil
		}
		return NewTuple([]Object{e.key, e.value}), nil
	}
	return nil, nil
}

func setupDictViews() {
	for _, vt := range []*Type{dictKeysType, dictValuesType, dictItemsType} {
		initBuiltinType(vt, ObjectType, nil)
		vt.Len = func(th *Thread, o Object) (int, error) { return o.(*DictView).d.used, nil }
		vt.Iter = func(th *Thread, o Object) (Object, error) {
			v := o.(*DictView)
			return newDictIter(v.d, v.kind), nil
		}
		vt.Repr = func(th *Thread, o Object) (string, error) {
			v := o.(*DictView)
			items, err := Collect(th, o)
			if err != nil {
				return "", err
			}
			r, err := Repr(th, NewList(items))
			if err != nil {
				return "", err
			}
			return v.Type().Name + "(" + r + ")", nil
		}
		kind := vt
		vt.Contains = func(th *Thread, o, x Object) (bool, error) {
			v := o.(*DictView)
			switch kind {
			case dictKeysType:
				_, ok, err := v.d.GetItem(th, x)
				return ok, err
			case dictItemsType:
				tu, ok := x.(*Tuple)
				if !ok || len(tu.items) != 2 {
					return false, nil
				}
				val, ok, err := v.d.GetItem(th, tu.items[0])
				if err != nil || !ok {
					return false, err
				}
				return Equal(th, val, tu.items[1])
			}
			found := false
			var err error
			v.d.Items(func(_, val Object) bool {
				eq, e := Equal(th, val, x)
				if e != nil {
					err = e
					return false
				}
				found = eq
				return !eq
			})
			return found, err
		}
		if vt != dictValuesType {
			vt.Compare = func(th *Thread, a, b Object, op CmpOp) (Object, error) {
				x, err := viewSet(th, a)
				if err != nil {
					return NotImplemented, nil
				}
				y, err := viewSet(th, b)
				if err != nil {
					return NotImplemented, nil
				}
				return SetType.Compare(th, x, y, op)
			}
			vt.Binary = func(th *Thread, op syntax.Op, a, b Object, right bool) (Object, error) {
				x, err := viewSet(th, a)
				if err != nil {
					return NotImplemented, nil
				}
				y, err := viewSet(th, b)
				if err != nil {
					return NotImplemented, nil
				}
				return SetType.Binary(th, op, x, y, false)
			}
			vt.Dict.SetStr("__hash__", None)
		}
	}
	initBuiltinType(dictIterType, ObjectType, nil)
	dictIterType.Iter = func(th *Thread, o Object) (Object, error) { return o, nil }
	dictIterType.Next = func(th *Thread, o Object) (Object, error) { return o.(*dictIter).next() }
}

// viewSet converts a dict view or any iterable to a set for set operations.
func viewSet(th *Thread, o Object) (*Set, error) {
	if s, ok := o.(*Set); ok {
		return s, nil
	}
	switch o.(type) {
	case *DictView, *List, *Tuple:
	default:
		if o.Type().Iter == nil {
			return nil, Errorf(TypeErrorType, "not iterable")
		}
	}
	items, err := Collect(th, o)
	if err != nil {
		return nil, err
	}
	s := NewSet()
	for _, it := range items {
		if err := s.Add(th, it); err != nil {
			return nil, err
		}
	}
	return s, nil
}
