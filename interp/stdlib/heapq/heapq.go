// Package heapq is the heapq module: the heap primitives in Go with
// CPython's exact sift order (so heaps hold items in the same positions),
// nlargest, nsmallest and merge in Python.
package heapq

import (
	_ "embed"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed heapq.py
var source string

// Modules returns the definition of the heapq module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{Name: "heapq", Doc: "Heap queue algorithm (a.k.a. priority queue).", Init: initModule, Source: source}}
}

func initModule(th *py.Thread, m *py.Module) error {
	for _, f := range []struct {
		name  string
		nargs int
		fn    func(th *py.Thread, l *py.List, args []py.Object) (py.Object, error)
	}{
		{"heappush", 2, heappush},
		{"heappop", 1, heappop(false)},
		{"heapify", 1, heapify(false)},
		{"heapreplace", 2, heapreplace(false)},
		{"heappushpop", 2, heappushpop},
		{"_heappop_max", 1, heappop(true)},
		{"_heapify_max", 1, heapify(true)},
		{"_heapreplace_max", 2, heapreplace(true)},
	} {
		f := f
		b := py.NewBuiltin(f.name, func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
			if len(kwnames) > 0 {
				return nil, py.Errorf(py.TypeErrorType, "%s() takes no keyword arguments", f.name)
			}
			if len(args) != f.nargs {
				if f.nargs == 1 {
					return nil, py.Errorf(py.TypeErrorType, "_heapq.%s() takes exactly one argument (%d given)", f.name, len(args))
				}
				return nil, py.Errorf(py.TypeErrorType, "%s expected %d arguments, got %d", f.name, f.nargs, len(args))
			}
			l, ok := args[0].(*py.List)
			if !ok {
				if f.nargs == 1 {
					return nil, py.Errorf(py.TypeErrorType, "%s() argument must be list, not %s", f.name, py.TypeName(args[0]))
				}
				return nil, py.Errorf(py.TypeErrorType, "%s() argument 1 must be list, not %s", f.name, py.TypeName(args[0]))
			}
			return f.fn(th, l, args[1:])
		})
		b.Module = "_heapq"
		m.Dict.SetStr(f.name, b)
	}
	return nil
}

// less compares heap items with <; max heaps compare the other way round.
func less(th *py.Thread, a, b py.Object, maxHeap bool) (bool, error) {
	if maxHeap {
		a, b = b, a
	}
	return py.Less(th, a, b)
}

// changed is the error when a comparison resized the heap under us.
func changed(l *py.List, n int) error {
	if l.Len() != n {
		return py.Errorf(py.RuntimeErrorType, "list changed size during iteration")
	}
	return nil
}

// siftdown moves the item at pos up towards startpos while it is smaller
// than its parent.
func siftdown(th *py.Thread, l *py.List, startpos, pos int, maxHeap bool) error {
	n := l.Len()
	newitem := l.Items()[pos]
	for pos > startpos {
		parentpos := (pos - 1) >> 1
		parent := l.Items()[parentpos]
		lt, err := less(th, newitem, parent, maxHeap)
		if err != nil {
			return err
		}
		if err := changed(l, n); err != nil {
			return err
		}
		if !lt {
			break
		}
		items := l.Items()
		items[pos] = parent
		pos = parentpos
	}
	l.Items()[pos] = newitem
	return nil
}

// siftup moves the smaller child up until a leaf is reached, puts the
// item at pos there, then sifts it down: fewer comparisons than stopping
// early (CPython's choice, which fixes where equal items end up).
func siftup(th *py.Thread, l *py.List, pos int, maxHeap bool) error {
	endpos := l.Len()
	startpos := pos
	newitem := l.Items()[pos]
	childpos := 2*pos + 1
	for childpos < endpos {
		rightpos := childpos + 1
		if rightpos < endpos {
			items := l.Items()
			lt, err := less(th, items[childpos], items[rightpos], maxHeap)
			if err != nil {
				return err
			}
			if err := changed(l, endpos); err != nil {
				return err
			}
			if !lt {
				childpos = rightpos
			}
		}
		items := l.Items()
		items[pos] = items[childpos]
		pos = childpos
		childpos = 2*pos + 1
		if err := th.Tick(); err != nil {
			return err
		}
	}
	l.Items()[pos] = newitem
	return siftdown(th, l, startpos, pos, maxHeap)
}

func heappush(th *py.Thread, l *py.List, args []py.Object) (py.Object, error) {
	if err := l.Append(th, args[0]); err != nil {
		return nil, err
	}
	return py.None, siftdown(th, l, 0, l.Len()-1, false)
}

func heappop(maxHeap bool) func(th *py.Thread, l *py.List, args []py.Object) (py.Object, error) {
	return func(th *py.Thread, l *py.List, args []py.Object) (py.Object, error) {
		items := l.Items()
		n := len(items)
		if n == 0 {
			return nil, py.Errorf(py.IndexErrorType, "index out of range")
		}
		last := items[n-1]
		items[n-1] = nil
		l.SetItems(items[:n-1])
		if n == 1 {
			return last, nil
		}
		ret := items[0]
		items[0] = last
		return ret, siftup(th, l, 0, maxHeap)
	}
}

func heapreplace(maxHeap bool) func(th *py.Thread, l *py.List, args []py.Object) (py.Object, error) {
	return func(th *py.Thread, l *py.List, args []py.Object) (py.Object, error) {
		items := l.Items()
		if len(items) == 0 {
			return nil, py.Errorf(py.IndexErrorType, "index out of range")
		}
		ret := items[0]
		items[0] = args[0]
		return ret, siftup(th, l, 0, maxHeap)
	}
}

func heappushpop(th *py.Thread, l *py.List, args []py.Object) (py.Object, error) {
	item := args[0]
	items := l.Items()
	if len(items) == 0 {
		return item, nil
	}
	top := items[0]
	lt, err := py.Less(th, top, item)
	if err != nil {
		return nil, err
	}
	if !lt {
		return item, nil
	}
	items = l.Items()
	if len(items) == 0 {
		return nil, py.Errorf(py.IndexErrorType, "index out of range")
	}
	ret := items[0]
	items[0] = item
	return ret, siftup(th, l, 0, false)
}

func heapify(maxHeap bool) func(th *py.Thread, l *py.List, args []py.Object) (py.Object, error) {
	return func(th *py.Thread, l *py.List, args []py.Object) (py.Object, error) {
		for i := l.Len()/2 - 1; i >= 0; i-- {
			if err := siftup(th, l, i, maxHeap); err != nil {
				return nil, err
			}
		}
		return py.None, nil
	}
}
