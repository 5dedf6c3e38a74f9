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
	runSort(idx, buf, less)
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
