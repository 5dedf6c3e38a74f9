package re

import (
	"github.com/mcpython/mcpython/interp/py"
)

func setupPattern(t *py.Type) {
	t.Repr = func(th *py.Thread, o py.Object) (string, error) { return o.(*Pattern).repr(), nil }
	t.Hash = func(th *py.Thread, o py.Object) (int64, error) {
		p := o.(*Pattern)
		h, err := py.Hash(th, p.pattern)
		return h ^ int64(p.rx.Flags())*1000003, err
	}
	t.Compare = func(th *py.Thread, a, b py.Object, op py.CmpOp) (py.Object, error) {
		p, ok1 := a.(*Pattern)
		q, ok2 := b.(*Pattern)
		if !ok1 || !ok2 || (op != py.CmpEQ && op != py.CmpNE) {
			return py.NotImplemented, nil
		}
		eq := p == q
		if !eq && p.istext == q.istext && p.rx.Flags() == q.rx.Flags() {
			var err error
			if eq, err = py.Equal(th, p.pattern, q.pattern); err != nil {
				return nil, err
			}
		}
		return py.NewBool(eq == (op == py.CmpEQ)), nil
	}
	attr := func(name string, get func(p *Pattern) py.Object) {
		t.Dict.SetStr(name, &py.GetSet{Name: name, Get: func(th *py.Thread, o py.Object) (py.Object, error) {
			return get(o.(*Pattern)), nil
		}})
	}
	attr("pattern", func(p *Pattern) py.Object { return p.pattern })
	attr("flags", func(p *Pattern) py.Object { return py.Int(p.rx.Flags()) })
	attr("groups", func(p *Pattern) py.Object { return py.Int(p.rx.Groups()) })
	attr("groupindex", func(p *Pattern) py.Object { return py.NewMappingProxy(p.groupindex.Copy()) })
	matcher := func(name string, v variant) {
		t.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
			p := self.(*Pattern)
			subj, pos, endpos, err := p.matchArgs(th, name, args, kw)
			if err != nil {
				return nil, err
			}
			return p.run(th, v, subj, pos, endpos)
		})
	}
	matcher("match", vMatch)
	matcher("fullmatch", vFullMatch)
	matcher("search", vSearch)
	// as CPython's: re.compile(pattern, flags), for a session snapshot
	t.AddMethod("__reduce__", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("__reduce__", args, kw, 0, 0); err != nil {
			return nil, err
		}
		m, err := th.ImportModule("re")
		if err != nil {
			return nil, err
		}
		compile, err := py.GetAttr(th, m, "compile")
		if err != nil {
			return nil, err
		}
		p := self.(*Pattern)
		return py.NewTuple([]py.Object{compile, py.NewTuple([]py.Object{p.pattern, py.Int(p.rx.Flags())})}), nil
	})
	t.AddMethod("findall", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		p := self.(*Pattern)
		subj, pos, endpos, err := p.matchArgs(th, "findall", args, kw)
		if err != nil {
			return nil, err
		}
		return p.findall(th, subj, pos, endpos)
	})
	t.AddMethod("finditer", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		p := self.(*Pattern)
		subj, pos, endpos, err := p.matchArgs(th, "finditer", args, kw)
		if err != nil {
			return nil, err
		}
		return p.finditer(subj, pos, endpos), nil
	})
	t.AddMethod("split", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		var s, maxsplit py.Object
		if err := py.UnpackArgs("split", args, kw, "string", &s, "maxsplit?", &maxsplit); err != nil {
			return nil, err
		}
		return self.(*Pattern).splitObj(th, s, maxsplit)
	})
	for _, name := range []string{"sub", "subn"} {
		name := name
		t.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
			var repl, s, count py.Object
			if err := py.UnpackArgs(name, args, kw, "repl", &repl, "string", &s, "count?", &count); err != nil {
				return nil, err
			}
			return self.(*Pattern).subObj(th, name == "subn", repl, s, count)
		})
	}
	self := func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		return self, nil
	}
	t.AddMethod("__copy__", self)
	t.AddMethod("__deepcopy__", self)
}

func (p *Pattern) splitObj(th *py.Thread, s, maxsplitObj py.Object) (py.Object, error) {
	maxsplit := 0
	if maxsplitObj != nil {
		var err error
		if maxsplit, err = py.AsInt(th, maxsplitObj); err != nil {
			return nil, err
		}
	}
	subj, err := p.st.newSubject(th, s, p.istext)
	if err != nil {
		return nil, err
	}
	return p.split(th, subj, maxsplit)
}

func (p *Pattern) subObj(th *py.Thread, withCount bool, repl, s, countObj py.Object) (py.Object, error) {
	count := 0
	if countObj != nil {
		var err error
		if count, err = py.AsInt(th, countObj); err != nil {
			return nil, err
		}
	}
	subj, err := p.st.newSubject(th, s, p.istext)
	if err != nil {
		return nil, err
	}
	out, n, err := p.subn(th, repl, subj, count)
	if err != nil {
		return nil, err
	}
	if withCount {
		return py.NewTuple([]py.Object{out, py.Int(n)}), nil
	}
	return out, nil
}

// matchIter is the iterator finditer returns (callable_iterator in
// CPython): each step runs one search.
type matchIter struct {
	p           *Pattern
	subj        *subject
	start       int // the pos argument, reported by each Match
	pos, endpos int
	mustAdvance bool
	done        bool
}

var matchIterType *py.Type

func setupMatchIter(t *py.Type) {
	t.Iter = func(th *py.Thread, o py.Object) (py.Object, error) { return o, nil }
	t.Next = func(th *py.Thread, o py.Object) (py.Object, error) { return o.(*matchIter).next(th) }
}

func (*matchIter) Type() *py.Type { return matchIterType }

func (p *Pattern) finditer(subj *subject, pos, endpos int) *matchIter {
	return &matchIter{p: p, subj: subj, start: pos, pos: pos, endpos: endpos}
}

func (it *matchIter) next(th *py.Thread) (py.Object, error) {
	if it.done || it.pos > it.endpos {
		return nil, nil
	}
	if err := th.Tick(); err != nil {
		return nil, err
	}
	v := vSearch
	if it.mustAdvance {
		v = vAdvance
	}
	spans := make([]int, 2*(it.p.rx.Groups()+1))
	ok, err := it.p.rx.Exec(th, v, it.subj.text, it.pos, it.endpos, spans)
	if err != nil {
		return nil, err
	}
	if !ok {
		it.done = true
		return nil, nil
	}
	it.mustAdvance = spans[0] == spans[1]
	it.pos = spans[1]
	return it.p.newMatch(it.subj, it.start, it.endpos, spans), nil
}
