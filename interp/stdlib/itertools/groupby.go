package itertools

import "github.com/mcpython/mcpython/interp/py"

// groupby yields (key, group) for runs of consecutive items with equal
// keys. The groups share the underlying iterator: advancing groupby ends
// the previous group.
type groupby struct {
	it        py.Object
	keyfunc   py.Object
	tgtkey    py.Object // key of the current group
	currkey   py.Object // key of currvalue (nil before the first step)
	currvalue py.Object // the item looked at but not yet yielded, or nil
	current   *grouper  // the only group that may still yield
	done      bool
}

// grouper is one group of a groupby.
type grouper struct {
	parent *groupby
	tgtkey py.Object
}

var (
	groupbyType *py.Type
	grouperType *py.Type
)

func (*groupby) Type() *py.Type { return groupbyType }
func (*grouper) Type() *py.Type { return grouperType }

func newGroupby(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if len(args) > 2 {
		return nil, py.ArgCountError("groupby", 1, 2, len(args))
	}
	var iterable, key py.Object = nil, py.None
	if err := py.UnpackClinicArgs("groupby", args, kwnames, "iterable", &iterable, "key?", &key); err != nil {
		return nil, err
	}
	it, err := py.Iter(th, iterable)
	if err != nil {
		return nil, err
	}
	return &groupby{it: it, keyfunc: key}, nil
}

// step reads the next item and its key; ok is false at the end.
func (g *groupby) step(th *py.Thread) (bool, error) {
	if g.done {
		return false, nil
	}
	v, err := py.Next(th, g.it)
	if err != nil {
		return false, err
	}
	if v == nil {
		g.done = true
		return false, nil
	}
	key := v
	if g.keyfunc != py.None {
		if key, err = py.Call(th, g.keyfunc, []py.Object{v}, nil); err != nil {
			return false, err
		}
	}
	g.currvalue, g.currkey = v, key
	return true, nil
}

func groupbyNext(th *py.Thread, o py.Object) (py.Object, error) {
	g := o.(*groupby)
	g.current = nil
	// skip the rest of the current group
	for {
		if g.currkey != nil {
			if g.tgtkey == nil {
				break
			}
			eq, err := py.Equal(th, g.tgtkey, g.currkey)
			if err != nil {
				return nil, err
			}
			if !eq {
				break
			}
		}
		ok, err := g.step(th)
		if err != nil || !ok {
			return nil, err
		}
		if err := th.Tick(); err != nil {
			return nil, err
		}
	}
	g.tgtkey = g.currkey
	g.current = &grouper{parent: g, tgtkey: g.tgtkey}
	return py.NewTuple([]py.Object{g.currkey, g.current}), nil
}

func grouperNext(th *py.Thread, o py.Object) (py.Object, error) {
	gr := o.(*grouper)
	g := gr.parent
	if g.current != gr {
		return nil, nil
	}
	if g.currvalue == nil {
		ok, err := g.step(th)
		if err != nil || !ok {
			return nil, err
		}
	}
	eq, err := py.Equal(th, gr.tgtkey, g.currkey)
	if err != nil || !eq {
		return nil, err
	}
	v := g.currvalue
	g.currvalue = nil
	return v, nil
}
