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

// objectBytes is what the memory accounting charges per element slot.
const objectBytes = 16

func setupList() {
	t := ListType
	t.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
		if c != ListType {
			return &List{class: c, attrs: NewDict()}, nil
		}
		return &List{}, nil
	}
	t.Init = func(th *Thread, self Object, args []Object, kwnames []string) error {
		if self.Type() == ListType {
			if err := NoKwargs("list", kwnames); err != nil {
				return err
			}
		}
		if err := ArgRange("list", args, nil, 0, 1); err != nil {
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
		// the length is read again after each element, whose repr may
		// grow or shrink the list, as CPython's list_repr does
		for i := 0; i < len(l.items); i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			s, err := Repr(th, l.items[i])
			if err != nil {
				return "", err
			}
			b.WriteString(s)
			if b.Len() > 1<<20 {
				if err := th.allocMem(int64(b.Len())); err != nil {
					return "", err
				}
			}
		}
		b.WriteByte(']')
		return b.String(), nil
	}
	makeUnhashable(t)
	t.Compare = func(th *Thread, a, b Object, op CmpOp) (Object, error) {
		x, ok1 := a.(*List)
		y, ok2 := b.(*List)
		if !ok1 || !ok2 {
			return NotImplemented, nil
		}
		return listCompare(th, x, y, op)
	}
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
			if eq, err := containerEqual(th, l.items[i], v); err != nil || eq {
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
			n := int64(len(x.items)) + int64(len(y.items))
			if err := th.reserveItems(n, objectBytes); err != nil {
				return nil, err
			}
			out := make([]Object, 0, n)
			return NewList(append(append(out, x.items...), y.items...)), nil
		case syntax.Mult:
			s, n, ok := seqRepeatArgs(a, b)
			if !ok {
				return repeatTypeError(a, b, right)
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
			if err := listExtend(th, l, b); err != nil {
				return nil, err
			}
			return l, nil
		case syntax.Mult:
			if _, err := Index(th, b); err != nil {
				return nil, Errorf(TypeErrorType, "can't multiply sequence by non-int of type '%s'", TypeName(b))
			}
			items, err := repeatItems(th, l.items, b)
			if err != nil {
				return nil, err
			}
			l.items = items
			return l, nil
		}
		return NotImplemented, nil
	}
	setupListMethods(t)
	addClassGetItem(t)
}

// repeatTypeError answers seq * x when x is not an integer: an error, or
// NotImplemented for user classes, which still get their chance to answer
// through __rmul__.
func repeatTypeError(a, b Object, right bool) (Object, error) {
	other := b
	if right {
		other = a
	}
	if !other.Type().builtin {
		return NotImplemented, nil
	}
	return nil, Errorf(TypeErrorType, "can't multiply sequence by non-int of type '%s'", TypeName(other))
}

func setupListMethods(t *Type) {
	m := methodTable{t}
	m.add("append", 1, 1, func(th *Thread, o Object, args []Object) (Object, error) {
		return None, o.(*List).Append(th, args[0])
	})
	m.add("extend", 1, 1, func(th *Thread, o Object, args []Object) (Object, error) {
		return None, listExtend(th, o.(*List), args[0])
	})
	m.add("pop", 0, 1, func(th *Thread, o Object, args []Object) (Object, error) {
		l := o.(*List)
		i := len(l.items) - 1
		if len(args) == 1 {
			v, err := Index(th, args[0])
			if err != nil {
				return nil, err
			}
			iv, ok := v.(Int)
			if !ok {
				return nil, Errorf(OverflowErrorType, "Python int too large to convert to C ssize_t")
			}
			i = int(iv)
		}
		if len(l.items) == 0 {
			return nil, Errorf(IndexErrorType, "pop from empty list")
		}
		if i < 0 {
			i += len(l.items)
		}
		if i < 0 || i >= len(l.items) {
			return nil, Errorf(IndexErrorType, "pop index out of range")
		}
		v := l.items[i]
		copy(l.items[i:], l.items[i+1:])
		l.items[len(l.items)-1] = nil
		l.items = l.items[:len(l.items)-1]
		return v, nil
	})
	m.add("insert", 2, 2, func(th *Thread, o Object, args []Object) (Object, error) {
		l := o.(*List)
		i, err := clampedIndex(th, args[0])
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
	m.add("remove", 1, 1, func(th *Thread, o Object, args []Object) (Object, error) {
		l := o.(*List)
		for i := 0; i < len(l.items); i++ {
			eq, err := containerEqual(th, l.items[i], args[0])
			if err != nil {
				return nil, err
			}
			if eq {
				if i < len(l.items) {
					copy(l.items[i:], l.items[i+1:])
					l.items[len(l.items)-1] = nil
					l.items = l.items[:len(l.items)-1]
				}
				return None, nil
			}
		}
		return nil, Errorf(ValueErrorType, "list.remove(x): x not in list")
	})
	m.add("index", 1, 3, func(th *Thread, o Object, args []Object) (Object, error) {
		l := o.(*List)
		start, stop, err := seqIndexBounds(th, args[1:], len(l.items))
		if err != nil {
			return nil, err
		}
		for i := start; i < stop && i < len(l.items); i++ {
			eq, err := containerEqual(th, l.items[i], args[0])
			if err != nil {
				return nil, err
			}
			if eq {
				return Int(i), nil
			}
		}
		r, err := Repr(th, args[0])
		if err != nil {
			return nil, err
		}
		return nil, Errorf(ValueErrorType, "%s is not in list", r)
	})
	m.add("count", 1, 1, func(th *Thread, o Object, args []Object) (Object, error) {
		l := o.(*List)
		n := 0
		for i := 0; i < len(l.items); i++ {
			eq, err := containerEqual(th, l.items[i], args[0])
			if err != nil {
				return nil, err
			}
			if eq {
				n++
			}
		}
		return Int(n), nil
	})
	m.add("reverse", 0, 0, func(th *Thread, o Object, args []Object) (Object, error) {
		items := o.(*List).items
		for i, j := 0, len(items)-1; i < j; i, j = i+1, j-1 {
			items[i], items[j] = items[j], items[i]
		}
		return None, nil
	})
	m.add("copy", 0, 0, func(th *Thread, o Object, args []Object) (Object, error) {
		l := o.(*List)
		if err := th.reserve(int64(len(l.items)) * objectBytes); err != nil {
			return nil, err
		}
		return NewList(append([]Object(nil), l.items...)), nil
	})
	m.add("clear", 0, 0, func(th *Thread, o Object, args []Object) (Object, error) {
		o.(*List).items = nil
		return None, nil
	})
	m.add("__reversed__", 0, 0, func(th *Thread, o Object, args []Object) (Object, error) {
		l := o.(*List)
		return &listRevIter{l: l, i: len(l.items) - 1}, nil
	})
	m.add("__sizeof__", 0, 0, func(th *Thread, o Object, args []Object) (Object, error) {
		return Int(40 + 8*cap(o.(*List).items)), nil
	})
	t.AddMethod("sort", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		var key, reverse Object = None, False
		if len(args) > len(kw) {
			return nil, Errorf(TypeErrorType, "sort() takes no positional arguments")
		}
		if err := checkSortKeywords(kw); err != nil {
			return nil, err
		}
		if err := UnpackArgs("sort", args, kw, "$key?", &key, "$reverse?", &reverse); err != nil {
			return nil, err
		}
		rev, err := Truth(th, reverse)
		if err != nil {
			return nil, err
		}
		return None, listSort(th, self.(*List), key, rev)
	})
}

// listSort sorts l in place. As in CPython the list looks empty while it
// is being sorted, and a key function or comparison that modifies it makes
// the sort fail with ValueError (the list keeps its sorted or original
// content).
func listSort(th *Thread, l *List, key Object, reverse bool) error {
	items := l.items
	l.items = nil
	err := SortObjects(th, items, key, reverse)
	modified := l.items != nil
	l.items = items
	if err != nil {
		return err
	}
	if modified {
		return Errorf(ValueErrorType, "list modified during sort")
	}
	return nil
}

// listExtend appends the items of any iterable (the list itself included).
func listExtend(th *Thread, l *List, it Object) error {
	var items []Object
	switch x := it.(type) {
	case *List:
		items = x.items
	case *Tuple:
		items = x.items
	default:
		var err error
		if items, err = Collect(th, it); err != nil {
			return err
		}
	}
	if len(items) == 0 {
		return nil
	}
	if err := th.reserve(int64(len(items)) * objectBytes); err != nil {
		return err
	}
	l.items = append(l.items, items...)
	return nil
}

// clampedIndex converts an index argument, clamping ints beyond the
// machine range the way CPython's slice-index conversion does.
func clampedIndex(th *Thread, o Object) (int, error) {
	if i, ok := o.(Int); ok {
		return int(i), nil
	}
	v, err := Index(th, o)
	if err != nil {
		return 0, err
	}
	if i, ok := v.(Int); ok {
		return int(i), nil
	}
	if intSign(v) < 0 {
		return -(1 << 62), nil
	}
	return 1 << 62, nil
}

// seqIndexBounds resolves the optional start and stop of index(x, start,
// stop) against a sequence of length n.
func seqIndexBounds(th *Thread, args []Object, n int) (int, int, error) {
	start, stop := 0, n
	if len(args) > 0 {
		v, err := sliceIndex(th, args[0])
		if err != nil {
			return 0, 0, err
		}
		start = v
	}
	if len(args) > 1 {
		v, err := sliceIndex(th, args[1])
		if err != nil {
			return 0, 0, err
		}
		stop = v
	}
	if start < 0 {
		start += n
		if start < 0 {
			start = 0
		}
	}
	if stop < 0 {
		stop += n
		if stop < 0 {
			stop = 0
		}
	}
	return start, min(stop, n), nil
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
		return Errorf(IndexErrorType, "list assignment index out of range")
	}
	if v == nil {
		copy(l.items[i:], l.items[i+1:])
		l.items[len(l.items)-1] = nil
		l.items = l.items[:len(l.items)-1]
		return nil
	}
	l.items[i] = v
	return nil
}

// sliceLen is the number of indices a resolved slice selects.
func sliceLen(start, stop, step int) int {
	if step > 0 {
		if stop <= start {
			return 0
		}
		return (stop-start-1)/step + 1
	}
	if stop >= start {
		return 0
	}
	return (start-stop-1)/(-step) + 1
}

func listSetSlice(th *Thread, l *List, sl *Slice, v Object) error {
	start, stop, step, err := sl.Indices(th, len(l.items))
	if err != nil {
		return err
	}
	n := sliceLen(start, stop, step)
	if v == nil {
		if step == 1 || n == 0 {
			if n > 0 {
				l.items = append(l.items[:start], l.items[stop:]...)
			}
			return nil
		}
		if step < 0 { // the same indices, walked upwards
			start, step = start+(n-1)*step, -step
		}
		out := l.items[:start]
		next := start
		for i := start; i < len(l.items); i++ {
			if i == next && n > 0 {
				next += step
				n--
				continue
			}
			out = append(out, l.items[i])
		}
		clear(l.items[len(out):])
		l.items = out
		return nil
	}
	var items []Object
	switch x := v.(type) {
	case *List:
		items = append([]Object(nil), x.items...)
	case *Tuple:
		items = x.items
	default:
		if v.Type().Iter == nil && v.Type().GetItem == nil {
			if step == 1 {
				return Errorf(TypeErrorType, "can only assign an iterable")
			}
			return Errorf(TypeErrorType, "must assign iterable to extended slice")
		}
		if items, err = Collect(th, v); err != nil {
			return err
		}
	}
	if step == 1 {
		if stop < start {
			stop = start
		}
		size := len(l.items) - (stop - start) + len(items)
		if err := th.reserve(int64(size) * objectBytes); err != nil {
			return err
		}
		out := make([]Object, 0, size)
		out = append(out, l.items[:start]...)
		out = append(out, items...)
		out = append(out, l.items[stop:]...)
		l.items = out
		return nil
	}
	if n != len(items) {
		return Errorf(ValueErrorType, "attempt to assign sequence of size %d to extended slice of size %d", len(items), n)
	}
	for k, i := 0, start; k < n; k, i = k+1, i+step {
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
	n := sliceLen(start, stop, step)
	if n == 0 {
		return []Object{}, nil
	}
	if err := th.reserve(int64(n) * objectBytes); err != nil {
		return nil, err
	}
	if step == 1 {
		return append([]Object(nil), items[start:stop]...), nil
	}
	out := make([]Object, n)
	for k, i := 0, start; k < n; k, i = k+1, i+step {
		out[k] = items[i]
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
	if total/int64(cnt) != int64(len(items)) || total > 1<<40 {
		return nil, th.setAbort(Errorf(MemoryErrorType, "execution exceeded the memory limit: repetition too large"))
	}
	if err := th.reserveItems(total, objectBytes); err != nil {
		return nil, err
	}
	out := make([]Object, 0, total)
	for i := 0; i < cnt; i++ {
		out = append(out, items...)
		if i%1024 == 0 {
			if err := th.TickN(1 + 1024*len(items)/256); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// listCompare compares two lists, re-reading them on every step since a
// comparison may mutate either.
func listCompare(th *Thread, x, y *List, op CmpOp) (Object, error) {
	if (op == CmpEQ || op == CmpNE) && len(x.items) != len(y.items) {
		return NewBool(op == CmpNE), nil
	}
	i := 0
	for ; i < len(x.items) && i < len(y.items); i++ {
		a, b := x.items[i], y.items[i]
		eq, err := containerEqual(th, a, b)
		if err != nil {
			return nil, err
		}
		if !eq {
			break
		}
	}
	if i >= len(x.items) || i >= len(y.items) {
		return NewBool(cmpResult(op, compareInt64(int64(len(x.items)), int64(len(y.items))))), nil
	}
	switch op {
	case CmpEQ:
		return False, nil
	case CmpNE:
		return True, nil
	}
	return RichCompare(th, x.items[i], y.items[i], op)
}

// seqCompare compares two sequences lexicographically.
func seqCompare(th *Thread, x, y []Object, op CmpOp) (Object, error) {
	if (op == CmpEQ || op == CmpNE) && len(x) != len(y) {
		return NewBool(op == CmpNE), nil
	}
	n := min(len(x), len(y))
	for i := 0; i < n; i++ {
		eq, err := containerEqual(th, x[i], y[i])
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

var (
	listIterType    = &Type{Name: "list_iterator", final: true}
	listRevIterType = &Type{Name: "list_reverseiterator", final: true}
)

func (*listIter) Type() *Type { return listIterType }

// listRevIter is reversed(list): it stops when the list shrinks below it.
type listRevIter struct {
	l *List
	i int
}

func (*listRevIter) Type() *Type { return listRevIterType }

func (it *listRevIter) next() Object {
	if it.l == nil || it.i < 0 || it.i >= len(it.l.items) {
		it.l = nil
		return nil
	}
	v := it.l.items[it.i]
	it.i--
	return v
}

func setupTuple() {
	t := TupleType
	t.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
		if c == TupleType {
			if err := NoKwargs("tuple", kwnames); err != nil {
				return nil, err
			}
		}
		if err := ArgRange("tuple", args, nil, 0, 1); err != nil {
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
		acc := tupleHashStart()
		for _, it := range its {
			h, err := Hash(th, it)
			if err != nil {
				return 0, err
			}
			acc = tupleHashStep(acc, h)
		}
		return tupleHashEnd(acc, len(its)), nil
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
			if start, stop, step, err := sl.Indices(th, len(its)); err == nil && step == 1 && start == 0 && stop >= len(its) {
				if tu, ok := o.(*Tuple); ok {
					return tu, nil
				}
			}
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
			if eq, err := containerEqual(th, it, v); err != nil || eq {
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
			if err := th.reserve(int64(len(x)+len(y)) * objectBytes); err != nil {
				return nil, err
			}
			out := make([]Object, 0, len(x)+len(y))
			return NewTuple(append(append(out, x...), y...)), nil
		case syntax.Mult:
			s, n, ok := seqRepeatArgs(a, b)
			if !ok {
				return repeatTypeError(a, b, right)
			}
			if !IsInstance(s, TupleType) {
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
	m := methodTable{t}
	m.add("index", 1, 3, func(th *Thread, self Object, args []Object) (Object, error) {
		its := items(self)
		start, stop, err := seqIndexBounds(th, args[1:], len(its))
		if err != nil {
			return nil, err
		}
		for i := start; i < stop; i++ {
			if eq, err := containerEqual(th, its[i], args[0]); err != nil {
				return nil, err
			} else if eq {
				return Int(i), nil
			}
		}
		return nil, Errorf(ValueErrorType, "tuple.index(x): x not in tuple")
	})
	m.add("count", 1, 1, func(th *Thread, self Object, args []Object) (Object, error) {
		n := 0
		for _, it := range items(self) {
			if eq, err := containerEqual(th, it, args[0]); err != nil {
				return nil, err
			} else if eq {
				n++
			}
		}
		return Int(n), nil
	})
	m.add("__getnewargs__", 0, 0, func(th *Thread, self Object, args []Object) (Object, error) {
		return NewTuple([]Object{NewTuple(append([]Object(nil), items(self)...))}), nil
	})
	addClassGetItem(t)
}

type tupleIter struct {
	items []Object
	i     int
}

var tupleIterType = &Type{Name: "tuple_iterator", final: true}

func (*tupleIter) Type() *Type { return tupleIterType }
