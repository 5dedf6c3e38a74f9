package py

import (
	"strings"

	"github.com/mcpython/mcpython/interp/syntax"
)

// reprEnter guards repr of containers that contain themselves.
func (th *Thread) reprEnter(o Object) bool {
	if th == nil {
		return true
	}
	for _, x := range th.reprStack {
		if x == o {
			return false
		}
	}
	th.reprStack = append(th.reprStack, o)
	return true
}

func (th *Thread) reprLeave() {
	if th != nil {
		th.reprStack = th.reprStack[:len(th.reprStack)-1]
	}
}

// reprItems renders items joined by ", ".
func reprItems(th *Thread, items []Object, b *strings.Builder) error {
	for i, it := range items {
		if i > 0 {
			b.WriteString(", ")
		}
		s, err := Repr(th, it)
		if err != nil {
			return err
		}
		b.WriteString(s)
		if th != nil && b.Len() > 1<<20 {
			if err := th.allocMem(int64(b.Len())); err != nil {
				return err
			}
		}
	}
	return nil
}

func listOf(o Object) *List {
	if l, ok := o.(*List); ok {
		return l
	}
	return nil
}

func setupList() {
	t := ListType
	t.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
		if c != ListType {
			return &List{class: c, attrs: NewDict()}, nil
		}
		return &List{}, nil
	}
	t.Init = func(th *Thread, self Object, args []Object, kwnames []string) error {
		if err := ArgRange("list", args, kwnames, 0, 1); err != nil {
			return err
		}
		l := self.(*List)
		l.items = nil
		if len(args) == 1 {
			items, err := Collect(th, args[0])
			if err != nil {
				return err
			}
			l.items = items
		}
		return nil
	}
	t.Repr = func(th *Thread, o Object) (string, error) {
		l := o.(*List)
		if len(l.items) == 0 {
			return "[]", nil
		}
		if !th.reprEnter(o) {
			return "[...]", nil
		}
		defer th.reprLeave()
		var b strings.Builder
		b.WriteByte('[')
		if err := reprItems(th, l.items, &b); err != nil {
			return "", err
		}
		b.WriteByte(']')
		return b.String(), nil
	}
	t.Compare = func(th *Thread, a, b Object, op CmpOp) (Object, error) {
		x, ok1 := a.(*List)
		y, ok2 := b.(*List)
		if !ok1 || !ok2 {
			return NotImplemented, nil
		}
		return seqCompare(th, x.items, y.items, op)
	}
	t.Bool = func(th *Thread, o Object) (bool, error) { return len(o.(*List).items) > 0, nil }
	t.Len = func(th *Thread, o Object) (int, error) { return len(o.(*List).items), nil }
	t.Iter = func(th *Thread, o Object) (Object, error) { return &listIter{l: o.(*List)}, nil }
	t.GetItem = func(th *Thread, o, key Object) (Object, error) {
		l := o.(*List)
		if sl, ok := key.(*Slice); ok {
			items, err := sliceItems(th, l.items, sl)
			if err != nil {
				return nil, err
			}
			return NewList(items), nil
		}
		i, err := indexValue(th, key, "list")
		if err != nil {
			return nil, err
		}
		if i < 0 {
			i += len(l.items)
		}
		if i < 0 || i >= len(l.items) {
			return nil, Errorf(IndexErrorType, "list index out of range")
		}
		return l.items[i], nil
	}
	t.SetItem = listSetItem
	t.Contains = func(th *Thread, o, v Object) (bool, error) {
		l := o.(*List)
		for i := 0; i < len(l.items); i++ {
			if eq, err := Equal(th, l.items[i], v); err != nil || eq {
				return eq, err
			}
		}
		return false, nil
	}
	t.Binary = func(th *Thread, op syntax.Op, a, b Object, right bool) (Object, error) {
		switch op {
		case syntax.Add:
			x, ok1 := a.(*List)
			y, ok2 := b.(*List)
			if !ok1 || !ok2 {
				if ok1 && !right {
					return nil, Errorf(TypeErrorType, "can only concatenate list (not \"%s\") to list", TypeName(b))
				}
				return NotImplemented, nil
			}
			if err := th.allocMem(int64(len(x.items)+len(y.items)) * 16); err != nil {
				return nil, err
			}
			out := make([]Object, 0, len(x.items)+len(y.items))
			return NewList(append(append(out, x.items...), y.items...)), nil
		case syntax.Mult:
			s, n, ok := seqRepeatArgs(a, b)
			if !ok {
				return NotImplemented, nil
			}
			l, ok := s.(*List)
			if !ok {
				return NotImplemented, nil
			}
			items, err := repeatItems(th, l.items, n)
			if err != nil {
				return nil, err
			}
			return NewList(items), nil
		}
		return NotImplemented, nil
	}
	t.Inplace = func(th *Thread, op syntax.Op, a, b Object) (Object, error) {
		l := a.(*List)
		switch op {
		case syntax.Add:
			items, err := Collect(th, b)
			if err != nil {
				return nil, err
			}
			if err := th.allocMem(int64(len(items)) * 16); err != nil {
				return nil, err
			}
			l.items = append(l.items, items...)
			return l, nil
		case syntax.Mult:
			items, err := repeatItems(th, l.items, b)
			if err != nil {
				return nil, err
			}
			l.items = items
			return l, nil
		}
		return NotImplemented, nil
	}
	t.Dict.SetStr("__hash__", None)
	m := func(name string, min, max int, fn func(th *Thread, l *List, args []Object) (Object, error)) {
		t.AddMethod(name, func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
			if err := ArgRange(name, args, kw, min, max); err != nil {
				return nil, err
			}
			return fn(th, self.(*List), args)
		})
	}
	m("append", 1, 1, func(th *Thread, l *List, args []Object) (Object, error) {
		return None, l.Append(th, args[0])
	})
	m("extend", 1, 1, func(th *Thread, l *List, args []Object) (Object, error) {
		items, err := Collect(th, args[0])
		if err != nil {
			return nil, err
		}
		if err := th.allocMem(int64(len(items)) * 16); err != nil {
			return nil, err
		}
		l.items = append(l.items, items...)
		return None, nil
	})
	m("pop", 0, 1, func(th *Thread, l *List, args []Object) (Object, error) {
		if len(l.items) == 0 {
			return nil, Errorf(IndexErrorType, "pop from empty list")
		}
		i := len(l.items) - 1
		if len(args) == 1 {
			var err error
			if i, err = AsInt(th, args[0]); err != nil {
				return nil, err
			}
			if i < 0 {
				i += len(l.items)
			}
			if i < 0 || i >= len(l.items) {
				return nil, Errorf(IndexErrorType, "pop index out of range")
			}
		}
		v := l.items[i]
		copy(l.items[i:], l.items[i+1:])
		l.items[len(l.items)-1] = nil
		l.items = l.items[:len(l.items)-1]
		return v, nil
	})
	m("insert", 2, 2, func(th *Thread, l *List, args []Object) (Object, error) {
		i, err := AsInt(th, args[0])
		if err != nil {
			return nil, err
		}
		n := len(l.items)
		if i < 0 {
			i += n
			if i < 0 {
				i = 0
			}
		}
		if i > n {
			i = n
		}
		if err := l.Append(th, nil); err != nil {
			return nil, err
		}
		copy(l.items[i+1:], l.items[i:n])
		l.items[i] = args[1]
		return None, nil
	})
	m("remove", 1, 1, func(th *Thread, l *List, args []Object) (Object, error) {
		for i := 0; i < len(l.items); i++ {
			eq, err := Equal(th, l.items[i], args[0])
			if err != nil {
				return nil, err
			}
			if eq {
				l.items = append(l.items[:i], l.items[i+1:]...)
				return None, nil
			}
		}
		return nil, Errorf(ValueErrorType, "list.remove(x): x not in list")
	})
	m("index", 1, 3, func(th *Thread, l *List, args []Object) (Object, error) {
		start, stop, err := sliceBounds(th, args[1:], len(l.items))
		if err != nil {
			return nil, err
		}
		for i := start; i < stop && i < len(l.items); i++ {
			eq, err := Equal(th, l.items[i], args[0])
			if err != nil {
				return nil, err
			}
			if eq {
				return Int(i), nil
			}
		}
		r, _ := Repr(th, args[0])
		return nil, Errorf(ValueErrorType, "%s is not in list", r)
	})
	m("count", 1, 1, func(th *Thread, l *List, args []Object) (Object, error) {
		n := 0
		for i := 0; i < len(l.items); i++ {
			eq, err := Equal(th, l.items[i], args[0])
			if err != nil {
				return nil, err
			}
			if eq {
				n++
			}
		}
		return Int(n), nil
	})
	m("reverse", 0, 0, func(th *Thread, l *List, args []Object) (Object, error) {
		for i, j := 0, len(l.items)-1; i < j; i, j = i+1, j-1 {
			l.items[i], l.items[j] = l.items[j], l.items[i]
		}
		return None, nil
	})
	m("copy", 0, 0, func(th *Thread, l *List, args []Object) (Object, error) {
		if err := th.allocMem(int64(len(l.items)) * 16); err != nil {
			return nil, err
		}
		return NewList(append([]Object(nil), l.items...)), nil
	})
	m("clear", 0, 0, func(th *Thread, l *List, args []Object) (Object, error) {
		l.items = nil
		return None, nil
	})
	t.AddMethod("sort", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		var key, reverse Object = None, False
		if len(args) > len(kw) {
			return nil, Errorf(TypeErrorType, "sort() takes no positional arguments")
		}
		if err := UnpackArgs("sort", args, kw, "$key?", &key, "$reverse?", &reverse); err != nil {
			return nil, err
		}
		l := self.(*List)
		rev, err := Truth(th, reverse)
		if err != nil {
			return nil, err
		}
		items := l.items
		l.items = nil // CPython empties the list while sorting
		err = SortObjects(th, items, key, rev)
		l.items = items
		return None, err
	})
}

func listSetItem(th *Thread, o, key, v Object) error {
	l := o.(*List)
	if sl, ok := key.(*Slice); ok {
		return listSetSlice(th, l, sl, v)
	}
	i, err := indexValue(th, key, "list")
	if err != nil {
		return err
	}
	if i < 0 {
		i += len(l.items)
	}
	if i < 0 || i >= len(l.items) {
		if v == nil {
			return Errorf(IndexErrorType, "list assignment index out of range")
		}
		return Errorf(IndexErrorType, "list assignment index out of range")
	}
	if v == nil {
		l.items = append(l.items[:i], l.items[i+1:]...)
		return nil
	}
	l.items[i] = v
	return nil
}

func listSetSlice(th *Thread, l *List, sl *Slice, v Object) error {
	start, stop, step, err := sl.Indices(th, len(l.items))
	if err != nil {
		return err
	}
	if v == nil {
		if step == 1 {
			if stop > start {
				l.items = append(l.items[:start], l.items[stop:]...)
			}
			return nil
		}
		var keep []Object
		del := map[int]bool{}
		for i := start; (step > 0 && i < stop) || (step < 0 && i > stop); i += step {
			del[i] = true
		}
		for i, it := range l.items {
			if !del[i] {
				keep = append(keep, it)
			}
		}
		l.items = keep
		return nil
	}
	items, err := Collect(th, v)
	if err != nil {
		return Errorf(TypeErrorType, "can only assign an iterable")
	}
	if step == 1 {
		if stop < start {
			stop = start
		}
		out := make([]Object, 0, len(l.items)-(stop-start)+len(items))
		out = append(out, l.items[:start]...)
		out = append(out, items...)
		out = append(out, l.items[stop:]...)
		l.items = out
		return nil
	}
	var idx []int
	for i := start; (step > 0 && i < stop) || (step < 0 && i > stop); i += step {
		idx = append(idx, i)
	}
	if len(idx) != len(items) {
		return Errorf(ValueErrorType, "attempt to assign sequence of size %d to extended slice of size %d", len(items), len(idx))
	}
	for k, i := range idx {
		l.items[i] = items[k]
	}
	return nil
}

// sliceItems returns items[sl] as a new slice.
func sliceItems(th *Thread, items []Object, sl *Slice) ([]Object, error) {
	start, stop, step, err := sl.Indices(th, len(items))
	if err != nil {
		return nil, err
	}
	if step == 1 {
		if stop <= start {
			return []Object{}, nil
		}
		if err := th.allocMem(int64(stop-start) * 16); err != nil {
			return nil, err
		}
		return append([]Object(nil), items[start:stop]...), nil
	}
	var out []Object
	for i := start; (step > 0 && i < stop) || (step < 0 && i > stop); i += step {
		out = append(out, items[i])
	}
	if out == nil {
		out = []Object{}
	}
	return out, nil
}

func repeatItems(th *Thread, items []Object, n Object) ([]Object, error) {
	cnt, err := repeatCount(th, n)
	if err != nil {
		return nil, err
	}
	if cnt <= 0 || len(items) == 0 {
		return []Object{}, nil
	}
	total := int64(len(items)) * int64(cnt)
	if err := th.checkAlloc(total * 16); err != nil {
		return nil, err
	}
	out := make([]Object, 0, total)
	for i := 0; i < cnt; i++ {
		out = append(out, items...)
		if i%1024 == 0 {
			if err := th.tick(); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// seqCompare compares two sequences lexicographically.
func seqCompare(th *Thread, x, y []Object, op CmpOp) (Object, error) {
	if (op == CmpEQ || op == CmpNE) && len(x) != len(y) {
		return NewBool(op == CmpNE), nil
	}
	if err := th.enterRecursive(); err != nil {
		return nil, err
	}
	defer th.leaveRecursive()
	n := min(len(x), len(y))
	for i := 0; i < n; i++ {
		if x[i] == y[i] {
			continue
		}
		eq, err := Equal(th, x[i], y[i])
		if err != nil {
			return nil, err
		}
		if !eq {
			switch op {
			case CmpEQ:
				return False, nil
			case CmpNE:
				return True, nil
			}
			return RichCompare(th, x[i], y[i], op)
		}
	}
	return NewBool(cmpResult(op, compareInt64(int64(len(x)), int64(len(y))))), nil
}

type listIter struct {
	l *List
	i int
}

var listIterType = &Type{Name: "list_iterator", final: true}

func (*listIter) Type() *Type { return listIterType }

func setupTuple() {
	t := TupleType
	t.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
		if err := ArgRange("tuple", args, kwnames, 0, 1); err != nil {
			return nil, err
		}
		if len(args) == 0 {
			return emptyTuple, nil
		}
		if tu, ok := args[0].(*Tuple); ok && c == TupleType {
			return tu, nil
		}
		items, err := Collect(th, args[0])
		if err != nil {
			return nil, err
		}
		return NewTuple(items), nil
	}
	items := func(o Object) []Object { s, _ := SeqItems(o); return s }
	t.Repr = func(th *Thread, o Object) (string, error) {
		its := items(o)
		if len(its) == 0 {
			return "()", nil
		}
		if !th.reprEnter(o) {
			return "(...)", nil
		}
		defer th.reprLeave()
		var b strings.Builder
		b.WriteByte('(')
		if err := reprItems(th, its, &b); err != nil {
			return "", err
		}
		if len(its) == 1 {
			b.WriteByte(',')
		}
		b.WriteByte(')')
		return b.String(), nil
	}
	t.Hash = func(th *Thread, o Object) (int64, error) {
		its := items(o)
		hs := make([]int64, len(its))
		for i, it := range its {
			h, err := Hash(th, it)
			if err != nil {
				return 0, err
			}
			hs[i] = h
		}
		return combineTupleHash(hs), nil
	}
	t.Compare = func(th *Thread, a, b Object, op CmpOp) (Object, error) {
		if !IsInstance(a, TupleType) || !IsInstance(b, TupleType) {
			return NotImplemented, nil
		}
		return seqCompare(th, items(a), items(b), op)
	}
	t.Len = func(th *Thread, o Object) (int, error) { return len(items(o)), nil }
	t.Iter = func(th *Thread, o Object) (Object, error) { return &tupleIter{items: items(o)}, nil }
	t.GetItem = func(th *Thread, o, key Object) (Object, error) {
		its := items(o)
		if sl, ok := key.(*Slice); ok {
			out, err := sliceItems(th, its, sl)
			if err != nil {
				return nil, err
			}
			return NewTuple(out), nil
		}
		i, err := indexValue(th, key, "tuple")
		if err != nil {
			return nil, err
		}
		if i < 0 {
			i += len(its)
		}
		if i < 0 || i >= len(its) {
			return nil, Errorf(IndexErrorType, "tuple index out of range")
		}
		return its[i], nil
	}
	t.Contains = func(th *Thread, o, v Object) (bool, error) {
		for _, it := range items(o) {
			if eq, err := Equal(th, it, v); err != nil || eq {
				return eq, err
			}
		}
		return false, nil
	}
	t.Binary = func(th *Thread, op syntax.Op, a, b Object, right bool) (Object, error) {
		switch op {
		case syntax.Add:
			if !IsInstance(a, TupleType) || !IsInstance(b, TupleType) {
				if IsInstance(a, TupleType) && !right {
					return nil, Errorf(TypeErrorType, "can only concatenate tuple (not \"%s\") to tuple", TypeName(b))
				}
				return NotImplemented, nil
			}
			x, y := items(a), items(b)
			out := make([]Object, 0, len(x)+len(y))
			return NewTuple(append(append(out, x...), y...)), nil
		case syntax.Mult:
			s, n, ok := seqRepeatArgs(a, b)
			if !ok || !IsInstance(s, TupleType) {
				return NotImplemented, nil
			}
			out, err := repeatItems(th, items(s), n)
			if err != nil {
				return nil, err
			}
			return NewTuple(out), nil
		}
		return NotImplemented, nil
	}
	t.AddMethod("index", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("index", args, kw, 1, 3); err != nil {
			return nil, err
		}
		its := items(self)
		start, stop, err := sliceBounds(th, args[1:], len(its))
		if err != nil {
			return nil, err
		}
		for i := start; i < stop; i++ {
			if eq, err := Equal(th, its[i], args[0]); err != nil {
				return nil, err
			} else if eq {
				return Int(i), nil
			}
		}
		return nil, Errorf(ValueErrorType, "tuple.index(x): x not in tuple")
	})
	t.AddMethod("count", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("count", args, kw, 1, 1); err != nil {
			return nil, err
		}
		n := 0
		for _, it := range items(self) {
			if eq, err := Equal(th, it, args[0]); err != nil {
				return nil, err
			} else if eq {
				n++
			}
		}
		return Int(n), nil
	})
}

type tupleIter struct {
	items []Object
	i     int
}

var tupleIterType = &Type{Name: "tuple_iterator", final: true}

func (*tupleIter) Type() *Type { return tupleIterType }
