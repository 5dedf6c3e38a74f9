package re

import (
	"fmt"
	"strings"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/pyfmt"
)

// Match is re.Match: the result of a successful match.
type Match struct {
	pat         *Pattern
	subj        *subject
	pos, endpos int
	spans       []int // start, end of each group; -1 when it did not take part
	lastindex   int
}

// MatchType is re.Match.
var MatchType *py.Type

func (*Match) Type() *py.Type { return MatchType }

// groupIndex resolves a group argument (number or name) like CPython's
// match_getindex.
func (m *Match) groupIndex(th *py.Thread, g py.Object) (int, error) {
	switch x := g.(type) {
	case py.Int:
		if x >= 0 && int(x) <= m.pat.rx.Groups() {
			return int(x), nil
		}
	case py.Bool:
		if x {
			if m.pat.rx.Groups() >= 1 {
				return 1, nil
			}
		} else {
			return 0, nil
		}
	default:
		if s, ok := py.AsStr(g); ok {
			if i, ok := m.pat.rx.GroupIndex(s); ok {
				return i, nil
			}
		} else if inst, ok := g.(*py.Instance); ok {
			if i, ok := inst.Base().(py.Int); ok && i >= 0 && int(i) <= m.pat.rx.Groups() {
				return int(i), nil
			}
		}
	}
	return 0, py.Errorf(py.IndexErrorType, "no such group")
}

func (m *Match) group(g int, def py.Object) py.Object {
	return m.subj.group(m.spans, g, def)
}

func (m *Match) repr() (string, error) {
	r := pyfmt.Repr(m.subj.substrOrBytes(m.spans[0], m.spans[1]))
	if m.subj.isBytes {
		r = pyfmt.BytesRepr(m.subj.bytes[m.spans[0]:m.spans[1]])
	}
	return fmt.Sprintf("<re.Match object; span=(%d, %d), match=%s>", m.spans[0], m.spans[1], truncateRunes(r, 50)), nil
}

func (s *subject) substrOrBytes(i, j int) string {
	if s.isBytes {
		return ""
	}
	return s.substr(i, j)
}

// expand is Match.expand: the template with group references replaced.
func (m *Match) expand(th *py.Thread, tmpl py.Object) (py.Object, error) {
	rp, err := m.pat.compileRepl(th, tmpl)
	if err != nil {
		return nil, err
	}
	if rp.fn != nil || rp.bad != nil {
		return nil, py.Errorf(py.TypeErrorType, "expected %s, got '%s'", m.pat.kindName(), py.TypeName(tmpl))
	}
	var sb strings.Builder
	var bb []byte
	for _, part := range rp.parts {
		switch {
		case part.group < 0:
			sb.WriteString(part.text)
			bb = append(bb, part.bytes...)
		case m.spans[2*part.group] >= 0:
			m.subj.appendSlice(&sb, &bb, m.spans[2*part.group], m.spans[2*part.group+1])
		}
	}
	if m.subj.isBytes {
		return py.NewBytes(bb), nil
	}
	return py.NewStr(sb.String()), nil
}

func (p *Pattern) kindName() string {
	if p.istext {
		return "str"
	}
	return "bytes"
}

func setupMatch(t *py.Type) {
	t.Repr = func(th *py.Thread, o py.Object) (string, error) { return o.(*Match).repr() }
	t.Hash = func(th *py.Thread, o py.Object) (int64, error) { return py.IdentityHash(o), nil }
	t.GetItem = func(th *py.Thread, o, key py.Object) (py.Object, error) {
		m := o.(*Match)
		g, err := m.groupIndex(th, key)
		if err != nil {
			return nil, err
		}
		return m.group(g, py.None), nil
	}
	// attributes are descriptors in the type dict (not a GetAttr slot), so
	// method calls keep the interpreter's fast path
	attr := func(name string, get func(m *Match) py.Object) {
		t.Dict.SetStr(name, &py.GetSet{Name: name, Get: func(th *py.Thread, o py.Object) (py.Object, error) {
			return get(o.(*Match)), nil
		}})
	}
	attr("string", func(m *Match) py.Object { return m.subj.obj })
	attr("re", func(m *Match) py.Object { return m.pat })
	attr("pos", func(m *Match) py.Object { return py.Int(m.pos) })
	attr("endpos", func(m *Match) py.Object { return py.Int(m.endpos) })
	attr("lastindex", func(m *Match) py.Object {
		if m.lastindex == 0 {
			return py.None
		}
		return py.Int(m.lastindex)
	})
	attr("lastgroup", func(m *Match) py.Object {
		if m.lastindex == 0 || m.pat.rx.GroupName(m.lastindex) == "" {
			return py.None
		}
		return py.NewStr(m.pat.rx.GroupName(m.lastindex))
	})
	attr("regs", func(m *Match) py.Object {
		regs := make([]py.Object, len(m.spans)/2)
		for g := range regs {
			regs[g] = py.NewTuple([]py.Object{py.Int(m.spans[2*g]), py.Int(m.spans[2*g+1])})
		}
		return py.NewTuple(regs)
	})
	t.AddMethod("group", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		m := self.(*Match)
		if err := py.NoKwargs("group", kw); err != nil {
			return nil, err
		}
		if len(args) == 0 {
			return m.group(0, py.None), nil
		}
		out := make([]py.Object, len(args))
		for i, a := range args {
			g, err := m.groupIndex(th, a)
			if err != nil {
				return nil, err
			}
			out[i] = m.group(g, py.None)
		}
		if len(out) == 1 {
			return out[0], nil
		}
		return py.NewTuple(out), nil
	})
	t.AddMethod("groups", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		m := self.(*Match)
		var def = py.None
		if err := py.UnpackArgs("groups", args, kw, "default?", &def); err != nil {
			return nil, err
		}
		out := make([]py.Object, m.pat.rx.Groups())
		for g := range out {
			out[g] = m.group(g+1, def)
		}
		return py.NewTuple(out), nil
	})
	t.AddMethod("groupdict", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		m := self.(*Match)
		var def = py.None
		if err := py.UnpackArgs("groupdict", args, kw, "default?", &def); err != nil {
			return nil, err
		}
		d := py.NewDict()
		var err error
		m.pat.groupindex.Items(func(k, v py.Object) bool {
			err = d.SetItem(th, k, m.group(int(v.(py.Int)), def))
			return err == nil
		})
		return d, err
	})
	span := func(name string, pick func(s, e int) py.Object) {
		t.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
			m := self.(*Match)
			if err := py.ArgRange(name, args, kw, 0, 1); err != nil {
				return nil, err
			}
			g := 0
			if len(args) == 1 {
				var err error
				if g, err = m.groupIndex(th, args[0]); err != nil {
					return nil, err
				}
			}
			return pick(m.spans[2*g], m.spans[2*g+1]), nil
		})
	}
	span("start", func(s, e int) py.Object { return py.Int(s) })
	span("end", func(s, e int) py.Object { return py.Int(e) })
	span("span", func(s, e int) py.Object { return py.NewTuple([]py.Object{py.Int(s), py.Int(e)}) })
	t.AddMethod("expand", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		var tmpl py.Object
		if err := py.UnpackArgs("expand", args, kw, "template", &tmpl); err != nil {
			return nil, err
		}
		return self.(*Match).expand(th, tmpl)
	})
	self := func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		return self, nil
	}
	t.AddMethod("__copy__", self)
	t.AddMethod("__deepcopy__", self)
}
