package collections

import (
	"sort"

	"github.com/mcpython/mcpython/interp/py"
)

// mostCommon is _most_common(counter, n): Counter.most_common on the dict
// itself, the (item, count) pairs by count, largest first, ties in
// insertion order, the first n of them (all when n is None). That is what
// sorted(items, key=itemgetter(1), reverse=True)[:n] and heapq.nlargest
// give, without a Python key call per item. It returns NotImplemented
// when the counter overrides items() or n is not an int, and Python's path
// answers.
func mostCommon(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("_most_common", args, kwnames, 2, 2); err != nil {
		return nil, err
	}
	d, ok := args[0].(*py.Dict)
	if !ok || d.Type().Lookup("items") != py.DictType.Lookup("items") {
		return py.NotImplemented, nil
	}
	limit := d.Len()
	if args[1] != py.None {
		n, ok := args[1].(py.Int)
		if !ok {
			return py.NotImplemented, nil
		}
		limit = int(max(0, min(n, py.Int(limit))))
	}
	type pair struct{ k, v py.Object }
	pairs := make([]pair, 0, d.Len())
	allInts := true
	d.Items(func(k, v py.Object) bool {
		pairs = append(pairs, pair{k, v})
		_, isInt := v.(py.Int)
		allInts = allInts && isInt
		return true
	})
	// a pair is two words of pointers plus the tuple made for it below
	if err := th.AllocMem(int64(len(pairs)) * 80); err != nil {
		return nil, err
	}
	if err := th.TickN(len(pairs)); err != nil {
		return nil, err
	}
	var firstErr error
	if allInts {
		sort.SliceStable(pairs, func(i, j int) bool { return pairs[j].v.(py.Int) < pairs[i].v.(py.Int) })
	} else {
		sort.SliceStable(pairs, func(i, j int) bool {
			if firstErr != nil {
				return false
			}
			less, err := py.Less(th, pairs[j].v, pairs[i].v)
			if err != nil {
				firstErr = err
			}
			return less
		})
	}
	if firstErr != nil {
		return nil, firstErr
	}
	out := make([]py.Object, limit)
	for i := range out {
		out[i] = py.NewTuple([]py.Object{pairs[i].k, pairs[i].v})
	}
	return py.NewList(out), nil
}
