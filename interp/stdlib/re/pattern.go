package re

import (
	"math"
	"strings"
	"sync"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/pyfmt"
)

// Pattern is re.Pattern: a compiled pattern of one run.
type Pattern struct {
	st         *state
	rx         *Regex
	pattern    py.Object // the str or bytes it was compiled from
	istext     bool
	groupindex *py.Dict
}

// PatternType is re.Pattern.
var PatternType *py.Type

func (*Pattern) Type() *py.Type { return PatternType }

func newPattern(st *state, rx *Regex, pattern py.Object, istext bool) *Pattern {
	gi := py.NewDict()
	for g := 1; g <= rx.Groups(); g++ {
		if name := rx.GroupName(g); name != "" {
			gi.SetStr(name, py.Int(g))
		}
	}
	return &Pattern{st: st, rx: rx, pattern: pattern, istext: istext, groupindex: gi}
}

// matchArgs unpacks (string, pos=0, endpos=sys.maxsize) and prepares the
// subject.
func (p *Pattern) matchArgs(th *py.Thread, fn string, args []py.Object, kw []string) (*subject, int, int, error) {
	var s, posObj, endObj py.Object
	if err := py.UnpackArgs(fn, args, kw, "string", &s, "pos?", &posObj, "endpos?", &endObj); err != nil {
		return nil, 0, 0, err
	}
	subj, err := p.st.newSubject(th, s, p.istext)
	if err != nil {
		return nil, 0, 0, err
	}
	pos, endpos := 0, math.MaxInt
	if posObj != nil {
		if pos, err = py.AsInt(th, posObj); err != nil {
			return nil, 0, 0, err
		}
	}
	if endObj != nil {
		if endpos, err = py.AsInt(th, endObj); err != nil {
			return nil, 0, 0, err
		}
	}
	pos, endpos = clampRange(pos, endpos, subj.text.Len())
	return subj, pos, endpos, nil
}

// run matches once and returns a Match or None.
func (p *Pattern) run(th *py.Thread, v variant, subj *subject, pos, endpos int) (py.Object, error) {
	if err := th.Tick(); err != nil {
		return nil, err
	}
	spans := make([]int, 2*(p.rx.Groups()+1))
	ok, err := p.rx.Exec(th, v, subj.text, pos, endpos, spans)
	if err != nil || !ok {
		return py.None, err
	}
	return p.newMatch(subj, pos, endpos, spans), nil
}

func (p *Pattern) newMatch(subj *subject, pos, endpos int, spans []int) *Match {
	return &Match{pat: p, subj: subj, pos: pos, endpos: endpos, spans: spans, lastindex: p.rx.LastIndex(spans)}
}

// each calls fn for successive matches of p from pos (see Regex.Each);
// limit > 0 bounds the count, limit < 0 means no match at all (count=-1 in
// sub and split).
func (p *Pattern) each(th *py.Thread, subj *subject, pos, endpos, limit int, fn func(spans []int) error) error {
	if limit < 0 {
		return nil
	}
	return p.rx.Each(th, subj.text, pos, endpos, limit, fn)
}

// groupValue returns group g of a match for findall and split: None or
// def for a group that did not take part.
func (subj *subject) group(spans []int, g int, def py.Object) py.Object {
	if spans[2*g] < 0 {
		return def
	}
	return subj.slice(spans[2*g], spans[2*g+1])
}

func (p *Pattern) emptyString() py.Object {
	if p.istext {
		return py.NewStr("")
	}
	return py.NewBytes(nil)
}

func (p *Pattern) findall(th *py.Thread, subj *subject, pos, endpos int) (py.Object, error) {
	var out []py.Object
	var mem inflight
	ng := p.rx.Groups()
	empty := p.emptyString()
	err := p.each(th, subj, pos, endpos, 0, func(spans []int) error {
		var item py.Object
		switch ng {
		case 0:
			item = subj.slice(spans[0], spans[1])
		case 1:
			item = subj.group(spans, 1, empty)
		default:
			items := make([]py.Object, ng)
			for g := 1; g <= ng; g++ {
				items[g-1] = subj.group(spans, g, empty)
			}
			item = py.NewTuple(items)
		}
		out = append(out, item)
		return mem.grow(th, 64+int64(spans[1]-spans[0]))
	})
	if err != nil {
		return nil, err
	}
	return py.NewList(out), nil
}

func (p *Pattern) split(th *py.Thread, subj *subject, maxsplit int) (py.Object, error) {
	var out []py.Object
	var mem inflight
	last := 0
	ng := p.rx.Groups()
	err := p.each(th, subj, 0, subj.text.Len(), maxsplit, func(spans []int) error {
		out = append(out, subj.slice(last, spans[0]))
		for g := 1; g <= ng; g++ {
			out = append(out, subj.group(spans, g, py.None))
		}
		n := int64(ng+1)*64 + int64(spans[0]-last)
		last = spans[1]
		return mem.grow(th, n)
	})
	if err != nil {
		return nil, err
	}
	out = append(out, subj.slice(last, subj.text.Len()))
	return py.NewList(out), nil
}

// replacement is the repl argument of sub: a callable, or a template
// (parsed once per call), or a literal of the wrong type, which fails like
// CPython's final join when first used.
type replacement struct {
	fn    py.Object
	parts []templatePart
	bad   py.Object
}

func (p *Pattern) compileRepl(th *py.Thread, repl py.Object) (*replacement, error) {
	if isCallable(repl) {
		return &replacement{fn: repl}, nil
	}
	var src []rune
	if s, ok := py.AsStr(repl); ok {
		if !p.istext {
			return &replacement{bad: repl}, nil
		}
		src = toRunes(s)
	} else {
		var b []byte
		switch x := repl.(type) {
		case *py.Bytes:
			b = x.Value()
		case *py.ByteArray:
			b = x.Value()
		default:
			return nil, py.Errorf(py.TypeErrorType, "decoding to str: need a bytes-like object, %s found", py.TypeName(repl))
		}
		if p.istext {
			return &replacement{bad: repl}, nil
		}
		src = make([]rune, len(b))
		for i, c := range b {
			src[i] = rune(c)
		}
	}
	parts := []templatePart{{literal: src, group: -1}}
	if containsRune(src, '\\') {
		var err error
		if parts, err = parseTemplate(src, p.istext, p.rx); err != nil {
			return nil, p.st.templateError(th, err, repl)
		}
	}
	for i := range parts {
		parts[i].finish(p.istext)
	}
	return &replacement{parts: parts}, nil
}

func isCallable(o py.Object) bool {
	switch o.(type) {
	case *py.Function, *py.Builtin, *py.BoundMethod, *py.Type:
		return true
	}
	return o.Type().Call != nil
}

// subn replaces matches with repl and returns the new string and the
// number of replacements.
func (p *Pattern) subn(th *py.Thread, repl py.Object, subj *subject, count int) (py.Object, int, error) {
	rp, err := p.compileRepl(th, repl)
	if err != nil {
		return nil, 0, err
	}
	var sb strings.Builder
	var bb []byte
	var mem inflight
	last, n, pieces := 0, 0, 0
	err = p.each(th, subj, 0, subj.text.Len(), count, func(spans []int) error {
		if last < spans[0] {
			pieces++
		}
		subj.appendSlice(&sb, &bb, last, spans[0])
		switch {
		case rp.fn != nil:
			m := p.newMatch(subj, 0, subj.text.Len(), append([]int(nil), spans...))
			r, err := py.Call(th, rp.fn, []py.Object{m}, nil)
			if err != nil {
				return err
			}
			if r != py.None {
				if err := p.appendReplacement(&sb, &bb, r, pieces); err != nil {
					return err
				}
				pieces++
			}
		case rp.bad != nil:
			return p.appendReplacement(&sb, &bb, rp.bad, pieces)
		default:
			for _, part := range rp.parts {
				switch {
				case part.group < 0:
					sb.WriteString(part.text)
					bb = append(bb, part.bytes...)
				case spans[2*part.group] >= 0:
					subj.appendSlice(&sb, &bb, spans[2*part.group], spans[2*part.group+1])
				}
			}
			pieces++
		}
		last = spans[1]
		n++
		return mem.grow(th, int64(sb.Len()+len(bb))-mem.size)
	})
	if err != nil {
		return nil, 0, err
	}
	subj.appendSlice(&sb, &bb, last, subj.text.Len())
	if subj.isBytes {
		return py.NewBytes(bb), n, nil
	}
	return py.NewStr(sb.String()), n, nil
}

func containsRune(rs []rune, c rune) bool {
	for _, r := range rs {
		if r == c {
			return true
		}
	}
	return false
}

// appendReplacement appends what a replacement function returned; like
// CPython's final join it must be a str (bytes for bytes patterns).
func (p *Pattern) appendReplacement(sb *strings.Builder, bb *[]byte, r py.Object, piece int) error {
	if p.istext {
		s, ok := py.AsStr(r)
		if !ok {
			return py.Errorf(py.TypeErrorType, "sequence item %d: expected str instance, %s found", piece, py.TypeName(r))
		}
		sb.WriteString(s)
		return nil
	}
	switch x := r.(type) {
	case *py.Bytes:
		*bb = append(*bb, x.Value()...)
	case *py.ByteArray:
		*bb = append(*bb, x.Value()...)
	default:
		return py.Errorf(py.TypeErrorType, "sequence item %d: expected a bytes-like object, %s found", piece, py.TypeName(r))
	}
	return nil
}

func (p *Pattern) repr() string {
	var r string
	if p.istext {
		s, _ := py.AsStr(p.pattern)
		r = pyfmt.Repr(s)
	} else {
		r = pyfmt.BytesRepr(p.pattern.(*py.Bytes).Value())
	}
	r = truncateRunes(r, 200)
	if f := flagsRepr(p.rx.Flags(), p.istext); f != "" {
		return "re.compile(" + r + ", " + f + ")"
	}
	return "re.compile(" + r + ")"
}

// truncateRunes is printf's %.Nℛ: at most n code points.
func truncateRunes(s string, n int) string {
	i := 0
	for j := range s {
		if i == n {
			return s[:j]
		}
		i++
	}
	return s
}

// nativeType builds a final type whose values are Go structs; name is
// CPython's tp_name ("re.Pattern").
// setupTypes builds the package's types at the first import of re, once
// per process (not at init: the package does no work when the process
// starts).
func setupTypes() { typesOnce.Do(buildTypes) }

var typesOnce sync.Once

func buildTypes() {
	PatternType = nativeType("re.Pattern", setupPattern)
	MatchType = nativeType("re.Match", setupMatch)
	matchIterType = nativeType("callable_iterator", setupMatchIter)
}

func nativeType(name string, setup func(t *py.Type)) *py.Type {
	t := py.NewNativeType(name, nil, nil, true)
	setup(t)
	py.FinishNativeType(t)
	return t
}
