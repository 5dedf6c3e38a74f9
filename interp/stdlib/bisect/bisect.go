// Package bisect is the bisect module: binary search and insertion into
// sorted sequences, comparing with < only, as CPython does.
package bisect

import "github.com/mcpython/mcpython/interp/py"

// Modules returns the definition of the bisect module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{Name: "bisect", Doc: "Bisection algorithms.", Init: initModule}}
}

func initModule(th *py.Thread, m *py.Module) error {
	right := builtin("bisect_right", false, false)
	insortRight := builtin("insort_right", true, false)
	m.Dict.SetStr("bisect_right", right)
	m.Dict.SetStr("bisect_left", builtin("bisect_left", false, true))
	m.Dict.SetStr("insort_right", insortRight)
	m.Dict.SetStr("insort_left", builtin("insort_left", true, true))
	m.Dict.SetStr("bisect", right)
	m.Dict.SetStr("insort", insortRight)
	return nil
}

func builtin(name string, insert, left bool) *py.Builtin {
	b := py.NewBuiltin(name, func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		if npos := len(args) - len(kwnames); npos > 4 {
			return nil, py.Errorf(py.TypeErrorType, "%s() takes at most 4 positional arguments (%d given)", name, npos)
		}
		var a, x, lo, hi, key py.Object = nil, nil, py.Int(0), py.None, py.None
		if err := py.UnpackArgs(name, args, kwnames, "a", &a, "x", &x, "lo?", &lo, "hi?", &hi, "$key?", &key); err != nil {
			return nil, err
		}
		ilo, err := py.AsInt(th, lo)
		if err != nil {
			return nil, err
		}
		if ilo < 0 {
			return nil, py.Errorf(py.ValueErrorType, "lo must be non-negative")
		}
		ihi := -1
		if hi != py.None {
			if ihi, err = py.AsInt(th, hi); err != nil {
				return nil, err
			}
		}
		if ihi == -1 {
			if ihi, err = py.Len(th, a); err != nil {
				return nil, err
			}
		}
		target := x
		if insert && key != py.None {
			if target, err = py.Call(th, key, []py.Object{x}, nil); err != nil {
				return nil, err
			}
		}
		i, err := search(th, a, target, ilo, ihi, key, left)
		if err != nil || !insert {
			return py.Int(i), err
		}
		if l, ok := a.(*py.List); ok && l.IsExact() {
			if err := th.AllocMem(16); err != nil {
				return nil, err
			}
			items := append(l.Items(), nil)
			copy(items[i+1:], items[i:])
			items[i] = x
			l.SetItems(items)
			return py.None, nil
		}
		ins, err := py.GetAttr(th, a, "insert")
		if err != nil {
			return nil, err
		}
		if _, err := py.Call(th, ins, []py.Object{py.Int(i), x}, nil); err != nil {
			return nil, err
		}
		return py.None, nil
	})
	b.Module = "_bisect"
	return b
}

// search returns the insertion point of x in a[lo:hi].
func search(th *py.Thread, a, x py.Object, lo, hi int, key py.Object, left bool) (int, error) {
	for lo < hi {
		if err := th.Tick(); err != nil {
			return 0, err
		}
		mid := int(uint(lo+hi) / 2)
		v, err := py.GetItem(th, a, py.Int(mid))
		if err != nil {
			return 0, err
		}
		if key != py.None {
			if v, err = py.Call(th, key, []py.Object{v}, nil); err != nil {
				return 0, err
			}
		}
		var lt bool
		if left {
			lt, err = py.Less(th, v, x)
		} else {
			lt, err = py.Less(th, x, v)
		}
		if err != nil {
			return 0, err
		}
		if lt == left {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo, nil
}
