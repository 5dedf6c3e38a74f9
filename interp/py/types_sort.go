package py

import (
	"math/bits"
	"slices"
	"strings"
)

// SortObjects sorts items in place, stably, by key (None for identity).
// Lists whose keys are all ints, all floats or all strs compare without
// going through RichCompare; any other list compares with Less and stops
// at the first error (items are then left as they were).
func SortObjects(th *Thread, items []Object, key Object, reverse bool) error {
	n := len(items)
	if n < 2 {
		if n == 1 && key != nil && key != None {
			_, err := Call(th, key, []Object{items[0]}, nil)
			return err
		}
		return nil
	}
	if err := th.reserve(int64(n) * 2 * objectBytes); err != nil {
		return err
	}
	type pair struct{ k, v Object }
	ps := make([]pair, n)
	for i, it := range items {
		ps[i] = pair{it, it}
	}
	if key != nil && key != None {
		arg := make([]Object, 1)
		for i := range ps {
			if err := th.tick(); err != nil {
				return err
			}
			arg[0] = ps[i].v
			k, err := Call(th, key, arg, nil)
			if err != nil {
				return err
			}
			ps[i].k = k
		}
	}
	// a sort costs about n·log2(n) steps
	if err := th.TickN(n * bits.Len(uint(n)) / 4); err != nil {
		return err
	}
	var cmp func(a, b pair) int
	switch sortKind(ps[0].k, func(i int) Object { return ps[i].k }, n) {
	case sortInts:
		cmp = func(a, b pair) int { return compareInt64(int64(a.k.(Int)), int64(b.k.(Int))) }
	case sortFloats:
		cmp = func(a, b pair) int {
			if a.k.(Float) < b.k.(Float) {
				return -1
			}
			if b.k.(Float) < a.k.(Float) {
				return 1
			}
			return 0
		}
	case sortStrs:
		cmp = func(a, b pair) int { return strings.Compare(a.k.(*Str).s, b.k.(*Str).s) }
	default:
		var firstErr error
		cmp = func(a, b pair) int {
			if firstErr != nil {
				return 0
			}
			if err := th.tick(); err != nil {
				firstErr = err
				return 0
			}
			lt, err := Less(th, a.k, b.k)
			if err != nil {
				firstErr = err
				return 0
			}
			if lt {
				return -1
			}
			return 0 // the stable sort only asks "less?"
		}
		if reverse {
			fwd := cmp
			cmp = func(a, b pair) int { return fwd(b, a) }
		}
		slices.SortStableFunc(ps, cmp)
		if firstErr != nil {
			return firstErr
		}
		for i := range ps {
			items[i] = ps[i].v
		}
		return nil
	}
	if reverse {
		fwd := cmp
		cmp = func(a, b pair) int { return fwd(b, a) }
	}
	slices.SortStableFunc(ps, cmp)
	for i := range ps {
		items[i] = ps[i].v
	}
	return nil
}

type sortKindT uint8

const (
	sortGeneral sortKindT = iota
	sortInts
	sortFloats
	sortStrs
)

// sortKind finds whether all keys share one type with a native order.
func sortKind(first Object, key func(int) Object, n int) sortKindT {
	var kind sortKindT
	switch first.(type) {
	case Int:
		kind = sortInts
	case Float:
		kind = sortFloats
	case *Str:
		kind = sortStrs
	default:
		return sortGeneral
	}
	for i := 1; i < n; i++ {
		switch key(i).(type) {
		case Int:
			if kind != sortInts {
				return sortGeneral
			}
		case Float:
			if kind != sortFloats {
				return sortGeneral
			}
		case *Str:
			if kind != sortStrs {
				return sortGeneral
			}
		default:
			return sortGeneral
		}
	}
	return kind
}
