package py

import (
	"strings"

	"github.com/mcpython/mcpython/interp/syntax"
)

// dictMerge adds the items of src (a dict, a mapping with keys(), or an
// iterable of pairs when pairs is true) to d.
func dictMerge(th *Thread, d *Dict, src Object, pairs bool) error {
	if s, ok := src.(*Dict); ok && (s.class == nil || s.Type().Lookup("keys") == DictType.Dict.mustGet("keys")) {
		if s == d {
			return nil
		}
		for i := 0; i < len(s.entries); i++ {
			e := s.entries[i]
			if e.key == nil {
				continue
			}
			if err := d.setHashed(th, e.key, e.hash, e.value); err != nil {
				return err
			}
		}
		return nil
	}
	keysFn, err := GetAttr(th, src, "keys")
	if err == nil {
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
	}
	if !isAttributeError(err) {
		return err
	}
	if !pairs {
		return Errorf(TypeErrorType, "'%s' object is not a mapping", TypeName(src))
	}
	it, err := Iter(th, src)
	if err != nil {
		return err
	}
	for i := 0; ; i++ {
		item, err := Next(th, it)
		if err != nil {
			return err
		}
		if item == nil {
			return nil
		}
		if err := th.tick(); err != nil {
			return err
		}
		var kv []Object
		if s, ok := SeqItems(item); ok {
			kv = s
		} else {
			if item.Type().Iter == nil && item.Type().GetItem == nil {
				return Errorf(TypeErrorType, "cannot convert dictionary update sequence element #%d to a sequence", i)
			}
			if kv, err = Collect(th, item); err != nil {
				return err
			}
		}
		if len(kv) != 2 {
			return Errorf(ValueErrorType, "dictionary update sequence element #%d has length %d; 2 is required", i, len(kv))
		}
		if err := d.SetItem(th, kv[0], kv[1]); err != nil {
			return err
		}
	}
}

// setHashed stores v under key whose hash is already known.
func (d *Dict) setHashed(th *Thread, key Object, hash int64, v Object) error {
	_, ix, err := d.find(th, key, hash)
	if err != nil {
		return err
	}
	if ix >= 0 {
		d.entries[ix].value = v
		return nil
	}
	d.insertNew(th, key, hash, v)
	return nil
}

// dictUpdateArgs is the argument handling shared by dict() and update().
func dictUpdateArgs(th *Thread, d *Dict, name string, args []Object, kwnames []string) error {
	npos := len(args) - len(kwnames)
	if npos > 1 {
		return Errorf(TypeErrorType, "%s expected at most 1 argument, got %d", name, npos)
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

func setupDict() {
	t := DictType
	t.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
		if c != DictType {
			return &Dict{class: c, attrs: NewDict()}, nil
		}
		return &Dict{}, nil
	}
	t.Init = func(th *Thread, self Object, args []Object, kwnames []string) error {
		return dictUpdateArgs(th, self.(*Dict), "dict", args, kwnames)
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
		for i := 0; i < len(d.entries); i++ {
			e := d.entries[i]
			if e.key == nil {
				continue
			}
			if !first {
				b.WriteString(", ")
			}
			first = false
			ks, err := Repr(th, e.key)
			if err != nil {
				return "", err
			}
			vs, err := Repr(th, e.value)
			if err != nil {
				return "", err
			}
			b.WriteString(ks)
			b.WriteString(": ")
			b.WriteString(vs)
			if b.Len() > 1<<20 {
				if err := th.allocMem(int64(b.Len())); err != nil {
					return "", err
				}
			}
		}
		b.WriteByte('}')
		return b.String(), nil
	}
	makeUnhashable(t)
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
		if err := th.reserve(int64(x.used+y.used) * 48); err != nil {
			return nil, err
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
	setupDictMethods(t)
	addClassGetItem(t)
}

func setupDictMethods(t *Type) {
	m := methodTable{t}
	m.add("get", 1, 2, func(th *Thread, o Object, args []Object) (Object, error) {
		v, ok, err := o.(*Dict).GetItem(th, args[0])
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
	m.add("keys", 0, 0, func(th *Thread, o Object, args []Object) (Object, error) {
		return &DictView{d: o.(*Dict), kind: dictIterKeys}, nil
	})
	m.add("values", 0, 0, func(th *Thread, o Object, args []Object) (Object, error) {
		return &DictView{d: o.(*Dict), kind: dictIterValues}, nil
	})
	m.add("items", 0, 0, func(th *Thread, o Object, args []Object) (Object, error) {
		return &DictView{d: o.(*Dict), kind: dictIterItems}, nil
	})
	m.add("pop", 1, 2, func(th *Thread, o Object, args []Object) (Object, error) {
		d := o.(*Dict)
		h, err := Hash(th, args[0])
		if err != nil {
			return nil, err
		}
		_, ix, err := d.find(th, args[0], h)
		if err != nil {
			return nil, err
		}
		if ix < 0 {
			if len(args) == 2 {
				return args[1], nil
			}
			return nil, keyError(args[0])
		}
		v := d.entries[ix].value
		d.removeEntry(ix)
		return v, nil
	})
	m.add("popitem", 0, 0, func(th *Thread, o Object, args []Object) (Object, error) {
		k, v, ok := o.(*Dict).popLast()
		if !ok {
			return nil, Errorf(KeyErrorType, "popitem(): dictionary is empty")
		}
		return NewTuple([]Object{k, v}), nil
	})
	m.add("setdefault", 1, 2, func(th *Thread, o Object, args []Object) (Object, error) {
		d := o.(*Dict)
		h, err := Hash(th, args[0])
		if err != nil {
			return nil, err
		}
		_, ix, err := d.find(th, args[0], h)
		if err != nil {
			return nil, err
		}
		if ix >= 0 {
			return d.entries[ix].value, nil
		}
		var def = None
		if len(args) == 2 {
			def = args[1]
		}
		d.insertNew(th, args[0], h, def)
		return def, nil
	})
	m.add("copy", 0, 0, func(th *Thread, o Object, args []Object) (Object, error) {
		d := o.(*Dict)
		if err := th.reserve(int64(d.used) * 48); err != nil {
			return nil, err
		}
		return d.Copy(), nil
	})
	m.add("clear", 0, 0, func(th *Thread, o Object, args []Object) (Object, error) {
		o.(*Dict).Clear()
		return None, nil
	})
	m.add("__reversed__", 0, 0, func(th *Thread, o Object, args []Object) (Object, error) {
		return newDictRevIter(o.(*Dict), dictIterKeys), nil
	})
	m.add("__sizeof__", 0, 0, func(th *Thread, o Object, args []Object) (Object, error) {
		d := o.(*Dict)
		return Int(48 + 4*len(d.indices) + 24*cap(d.entries)), nil
	})
	t.AddMethod("update", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		return None, dictUpdateArgs(th, self.(*Dict), "update", args, kw)
	})
	t.AddClassMethod("fromkeys", func(th *Thread, cls Object, args []Object, kw []string) (Object, error) {
		if err := methodArgs("dict", "fromkeys", args, kw, 1, 2); err != nil {
			return nil, err
		}
		var v = None
		if len(args) == 2 {
			v = args[1]
		}
		r, err := Call(th, cls, nil, nil)
		if err != nil {
			return nil, err
		}
		if d, ok := r.(*Dict); ok && d.class == nil {
			if n, ok := lenHint(args[0]); ok {
				if err := th.reserveItems(n, 48); err != nil {
					return nil, err
				}
			}
		}
		it, err := Iter(th, args[0])
		if err != nil {
			return nil, err
		}
		for {
			k, err := Next(th, it)
			if err != nil {
				return nil, err
			}
			if k == nil {
				return r, nil
			}
			if err := th.tick(); err != nil {
				return nil, err
			}
			if err := SetItem(th, r, k, v); err != nil {
				return nil, err
			}
		}
	})
}

// dictEqual compares two dicts: same keys, values equal (identity first).
func dictEqual(th *Thread, x, y *Dict) (bool, error) {
	if x.used != y.used {
		return false, nil
	}
	for i := 0; i < len(x.entries); i++ {
		e := x.entries[i]
		if e.key == nil {
			continue
		}
		_, ix, err := y.find(th, e.key, e.hash)
		if err != nil {
			return false, err
		}
		if ix < 0 {
			return false, nil
		}
		same, err := containerEqual(th, e.value, y.entries[ix].value)
		if err != nil || !same {
			return false, err
		}
	}
	return true, nil
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
	dictKeysType         = &Type{Name: "dict_keys", final: true}
	dictValuesType       = &Type{Name: "dict_values", final: true}
	dictItemsType        = &Type{Name: "dict_items", final: true}
	dictKeyIterType      = &Type{Name: "dict_keyiterator", final: true}
	dictValueIterType    = &Type{Name: "dict_valueiterator", final: true}
	dictItemIterType     = &Type{Name: "dict_itemiterator", final: true}
	dictRevKeyIterType   = &Type{Name: "dict_reversekeyiterator", final: true}
	dictRevValueIterType = &Type{Name: "dict_reversevalueiterator", final: true}
	dictRevItemIterType  = &Type{Name: "dict_reverseitemiterator", final: true}
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

// dictIter follows CPython's dict iterators: it fails when the dict's
// size changes, and when it finds more entries than the dict had (keys
// deleted and others inserted).
type dictIter struct {
	d       *Dict
	kind    dictIterKind
	reverse bool
	i       int
	used    int
	left    int
}

func (it *dictIter) Type() *Type {
	types := [2][3]*Type{
		{dictKeyIterType, dictValueIterType, dictItemIterType},
		{dictRevKeyIterType, dictRevValueIterType, dictRevItemIterType},
	}
	r := 0
	if it.reverse {
		r = 1
	}
	return types[r][it.kind]
}

func newDictIter(d *Dict, kind dictIterKind) *dictIter {
	return &dictIter{d: d, kind: kind, used: d.used, left: d.used}
}

func newDictRevIter(d *Dict, kind dictIterKind) *dictIter {
	return &dictIter{d: d, kind: kind, used: d.used, left: d.used, reverse: true, i: len(d.entries) - 1}
}

func (it *dictIter) next() (Object, error) {
	d := it.d
	if d == nil {
		return nil, nil
	}
	if d.used != it.used {
		it.used = -1
		return nil, Errorf(RuntimeErrorType, "dictionary changed size during iteration")
	}
	for (!it.reverse && it.i < len(d.entries)) || (it.reverse && it.i >= 0 && it.i < len(d.entries)) {
		e := d.entries[it.i]
		if it.reverse {
			it.i--
		} else {
			it.i++
		}
		if e.key == nil {
			continue
		}
		if it.left == 0 {
			it.d = nil
			return nil, Errorf(RuntimeErrorType, "dictionary keys changed during iteration")
		}
		it.left--
		switch it.kind {
		case dictIterKeys:
			return e.key, nil
		case dictIterValues:
			return e.value, nil
		}
		return NewTuple([]Object{e.key, e.value}), nil
	}
	it.d = nil
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
			if !th.reprEnter(o) {
				return "...", nil
			}
			defer th.reprLeave()
			items, err := Collect(th, o)
			if err != nil {
				return "", err
			}
			var b strings.Builder
			b.WriteString(v.Type().Name + "([")
			if err := reprItems(th, items, &b); err != nil {
				return "", err
			}
			b.WriteString("])")
			return b.String(), nil
		}
		m := methodTable{vt}
		kind := vt
		m.add("__reversed__", 0, 0, func(th *Thread, o Object, args []Object) (Object, error) {
			v := o.(*DictView)
			return newDictRevIter(v.d, v.kind), nil
		})
		vt.Dict.SetStr("mapping", &GetSet{Name: "mapping", Get: func(th *Thread, o Object) (Object, error) {
			return &MappingProxy{d: o.(*DictView).d}, nil
		}})
		if vt == dictValuesType {
			continue
		}
		vt.Contains = func(th *Thread, o, x Object) (bool, error) { return viewContains(th, o.(*DictView), x) }
		vt.Compare = viewCompare
		vt.Binary = func(th *Thread, op syntax.Op, a, b Object, right bool) (Object, error) {
			return viewBinary(th, op, a, b)
		}
		m.add("isdisjoint", 1, 1, func(th *Thread, o Object, args []Object) (Object, error) {
			r, err := viewIsDisjoint(th, o, args[0])
			return NewBool(r), err
		})
		makeUnhashable(kind)
	}
	dictValuesType.Contains = func(th *Thread, o, x Object) (bool, error) {
		v := o.(*DictView)
		for i := 0; i < len(v.d.entries); i++ {
			e := v.d.entries[i]
			if e.key == nil {
				continue
			}
			eq, err := containerEqual(th, e.value, x)
			if err != nil || eq {
				return eq, err
			}
		}
		return false, nil
	}
	for _, t := range []*Type{dictKeyIterType, dictValueIterType, dictItemIterType, dictRevKeyIterType, dictRevValueIterType, dictRevItemIterType} {
		initBuiltinType(t, ObjectType, nil)
		t.Iter = selfIter
		t.Next = func(th *Thread, o Object) (Object, error) { return o.(*dictIter).next() }
		lengthHint(t, func(o Object) int64 {
			it := o.(*dictIter)
			if it.d == nil || it.d.used != it.used {
				return 0
			}
			return int64(it.left)
		})
	}
}

// viewContains is `x in keys` or `(k, v) in items`.
func viewContains(th *Thread, v *DictView, x Object) (bool, error) {
	if v.kind == dictIterKeys {
		_, ok, err := v.d.GetItem(th, x)
		return ok, err
	}
	tu, ok := x.(*Tuple)
	if !ok || len(tu.items) != 2 {
		return false, nil
	}
	val, ok, err := v.d.GetItem(th, tu.items[0])
	if err != nil || !ok {
		return false, err
	}
	return containerEqual(th, val, tu.items[1])
}

func isSetView(o Object) bool {
	v, ok := o.(*DictView)
	return ok && v.kind != dictIterValues
}

// viewToSet is dictviews_to_set: a new set of o's elements.
func viewToSet(th *Thread, o Object) (*Set, error) {
	if v, ok := o.(*DictView); ok && v.kind == dictIterKeys {
		return newSetFrom(th, v.d, false)
	}
	return newSetFrom(th, o, false)
}

// viewBinary implements &, |, -, ^ of keys and items views; the view may
// be either operand, as in CPython.
func viewBinary(th *Thread, op syntax.Op, a, b Object) (Object, error) {
	switch op {
	case syntax.BitAnd:
		return viewIntersect(th, a, b)
	case syntax.BitOr, syntax.Sub, syntax.BitXor:
		s, err := viewToSet(th, a)
		if err != nil {
			return nil, err
		}
		switch op {
		case syntax.BitOr:
			err = s.update(th, b)
		case syntax.Sub:
			err = setDifferenceUpdate(th, s, b)
		default:
			err = setSymmetricUpdate(th, s, b)
		}
		if err != nil {
			return nil, err
		}
		return s, nil
	}
	return NotImplemented, nil
}

// viewIntersect is _PyDictView_Intersect.
func viewIntersect(th *Thread, a, b Object) (Object, error) {
	self, other := a, b
	if !isSetView(self) {
		self, other = other, self
	}
	sv := self.(*DictView)
	if s, ok := other.(*Set); ok && s.class == nil && !s.frozen && sv.d.used <= s.used {
		return setIntersect(th, s, self)
	}
	if ov, ok := other.(*DictView); ok && isSetView(other) && ov.d.used > sv.d.used {
		sv, other = ov, self
	}
	r := NewSet()
	it, err := Iter(th, other)
	if err != nil {
		return nil, err
	}
	for {
		k, err := Next(th, it)
		if err != nil {
			return nil, err
		}
		if k == nil {
			return r, nil
		}
		if err := th.tick(); err != nil {
			return nil, err
		}
		in, err := viewContains(th, sv, k)
		if err != nil {
			return nil, err
		}
		if in {
			if err := r.Add(th, k); err != nil {
				return nil, err
			}
		}
	}
}

// allContainedIn reports whether every element of a is in b.
func allContainedIn(th *Thread, a, b Object) (bool, error) {
	it, err := Iter(th, a)
	if err != nil {
		return false, err
	}
	for {
		x, err := Next(th, it)
		if err != nil || x == nil {
			return err == nil, err
		}
		if err := th.tick(); err != nil {
			return false, err
		}
		in, err := Contains(th, b, x)
		if err != nil || !in {
			return false, err
		}
	}
}

// viewCompare is dictview_richcompare: set comparisons against sets and
// other keys or items views.
func viewCompare(th *Thread, a, b Object, op CmpOp) (Object, error) {
	if _, ok := toSet(b); !ok && !isSetView(b) {
		return NotImplemented, nil
	}
	la, err := Len(th, a)
	if err != nil {
		return nil, err
	}
	lb, err := Len(th, b)
	if err != nil {
		return nil, err
	}
	var r bool
	switch op {
	case CmpEQ, CmpNE:
		if la == lb {
			if r, err = allContainedIn(th, a, b); err != nil {
				return nil, err
			}
		}
		if op == CmpNE {
			r = !r
		}
	case CmpLT:
		if la < lb {
			r, err = allContainedIn(th, a, b)
		}
	case CmpLE:
		if la <= lb {
			r, err = allContainedIn(th, a, b)
		}
	case CmpGT:
		if la > lb {
			r, err = allContainedIn(th, b, a)
		}
	case CmpGE:
		if la >= lb {
			r, err = allContainedIn(th, b, a)
		}
	}
	if err != nil {
		return nil, err
	}
	return NewBool(r), nil
}

// viewIsDisjoint is dictviews_isdisjoint.
func viewIsDisjoint(th *Thread, self, other Object) (bool, error) {
	if self == other {
		n, err := Len(th, self)
		return n == 0, err
	}
	if _, ok := toSet(other); ok || isSetView(other) {
		ls, _ := Len(th, self)
		lo, err := Len(th, other)
		if err != nil {
			return false, err
		}
		if lo > ls {
			self, other = other, self
		}
	}
	it, err := Iter(th, other)
	if err != nil {
		return false, err
	}
	for {
		x, err := Next(th, it)
		if err != nil || x == nil {
			return err == nil, err
		}
		if err := th.tick(); err != nil {
			return false, err
		}
		in, err := Contains(th, self, x)
		if err != nil || in {
			return false, err
		}
	}
}
