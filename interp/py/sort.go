package py

import "math"

// SortObjects sorts items in place, stably, by key (None for identity),
// like list.sort. Keys of one common type (int, float, str) compare without
// dynamic dispatch; otherwise comparisons go through __lt__ and tick the
// step counter.
func SortObjects(th *Thread, items []Object, key Object, reverse bool) error {
	n := len(items)
	if n == 0 || n == 1 && (key == nil || key == None) {
		return nil
	}
	keys := items
	if key != nil && key != None {
		keys = make([]Object, n)
		for i, it := range items {
			k, err := Call(th, key, []Object{it}, nil)
			if err != nil {
				return err
			}
			keys[i] = k
		}
	}
	if err := th.TickN(n); err != nil {
		return err
	}
	idx := make([]int32, n)
	for i := range idx {
		idx[i] = int32(i)
	}
	var firstErr error
	less := genericLess(th, keys, &firstErr)
	switch homogeneous(keys) {
	case kindInt:
		less = func(a, b int32) bool { return keys[a].(Int) < keys[b].(Int) }
	case kindFloat:
		less = func(a, b int32) bool { return keys[a].(Float) < keys[b].(Float) }
	case kindStr:
		less = func(a, b int32) bool { return keys[a].(*Str).s < keys[b].(*Str).s }
	}
	if reverse {
		fwd := less
		less = func(a, b int32) bool { return fwd(b, a) }
	}
	buf := make([]int32, n)
	mergeSort(idx, buf, less)
	if firstErr != nil {
		return firstErr
	}
	sorted := make([]Object, n)
	for i, k := range idx {
		sorted[i] = items[k]
	}
	copy(items, sorted)
	return nil
}

type keyKind uint8

const (
	kindMixed keyKind = iota
	kindInt
	kindFloat
	kindStr
)

func homogeneous(keys []Object) keyKind {
	switch keys[0].(type) {
	case Int:
		for _, k := range keys {
			if _, ok := k.(Int); !ok {
				return kindMixed
			}
		}
		return kindInt
	case Float:
		for _, k := range keys {
			f, ok := k.(Float)
			if !ok || math.IsNaN(float64(f)) { // NaN: keep CPython's comparison-driven order
				return kindMixed
			}
		}
		return kindFloat
	case *Str:
		for _, k := range keys {
			if _, ok := k.(*Str); !ok {
				return kindMixed
			}
		}
		return kindStr
	}
	return kindMixed
}

func genericLess(th *Thread, keys []Object, firstErr *error) func(a, b int32) bool {
	return func(a, b int32) bool {
		if *firstErr != nil {
			return false
		}
		if err := th.tick(); err != nil {
			*firstErr = err
			return false
		}
		r, err := Less(th, keys[a], keys[b])
		if err != nil {
			*firstErr = err
			return false
		}
		return r
	}
}

// mergeSort is a stable top-down merge sort with insertion sort for short
// runs; buf has the length of a.
func mergeSort(a, buf []int32, less func(x, y int32) bool) {
	n := len(a)
	if n <= 16 {
		for i := 1; i < n; i++ {
			v := a[i]
			j := i
			for j > 0 && less(v, a[j-1]) {
				a[j] = a[j-1]
				j--
			}
			a[j] = v
		}
		return
	}
	mid := n / 2
	mergeSort(a[:mid], buf[:mid], less)
	mergeSort(a[mid:], buf[mid:], less)
	if !less(a[mid], a[mid-1]) {
		return // already in order
	}
	copy(buf, a)
	i, j, k := 0, mid, 0
	for i < mid && j < n {
		if less(buf[j], buf[i]) {
			a[k] = buf[j]
			j++
		} else {
			a[k] = buf[i]
			i++
		}
		k++
	}
	for i < mid {
		a[k] = buf[i]
		i++
		k++
	}
	for j < n {
		a[k] = buf[j]
		j++
		k++
	}
}

// checkSortKeywords words an unknown keyword of sorted() and list.sort()
// as CPython does (both go through list.sort).
func checkSortKeywords(kw []string) error {
	for _, k := range kw {
		if k != "key" && k != "reverse" {
			return Errorf(TypeErrorType, "'%s' is an invalid keyword argument for sort()", k)
		}
	}
	return nil
}
