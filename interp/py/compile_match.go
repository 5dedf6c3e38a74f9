package py

import (
	"github.com/mcpython/mcpython/interp/syntax"
)

// matchFn tests a subject against a compiled pattern, binding captures.
type matchFn func(fr *Frame, subj Object) (bool, error)

// matchCase is a compiled case clause.
type matchCase struct {
	pat   matchFn
	guard func(fr *Frame) (bool, error)
	body  execFn
}

func (c *compiler) matchCases(list []*syntax.MatchCase, block func([]syntax.Stmt) execFn) []matchCase {
	cases := make([]matchCase, len(list))
	for i, cs := range list {
		cases[i].pat = c.pattern(cs.Pattern)
		if cs.Guard != nil {
			cases[i].guard = c.cond(cs.Guard)
		}
		cases[i].body = block(cs.Body)
	}
	return cases
}

// selectCase returns the index of the first case whose pattern and guard
// accept subj, or -1.
func selectCase(fr *Frame, cases []matchCase, subj Object) (int, error) {
	for i, cs := range cases {
		ok, err := cs.pat(fr, subj)
		if err != nil {
			return -1, err
		}
		if !ok {
			continue
		}
		if cs.guard != nil {
			g, err := cs.guard(fr)
			if err != nil {
				return -1, err
			}
			if !g {
				continue
			}
		}
		return i, nil
	}
	return -1, nil
}

func (c *compiler) match(n *syntax.Match, line int) execFn {
	subject := c.expr(n.Subject)
	cases := c.matchCases(n.Cases, c.block)
	return func(fr *Frame) (ctrl, error) {
		fr.line = line
		subj, err := subject(fr)
		if err != nil {
			return ctrlNone, err
		}
		i, err := selectCase(fr, cases, subj)
		if err != nil || i < 0 {
			return ctrlNone, err
		}
		return cases[i].body(fr)
	}
}

func (c *compiler) pattern(p syntax.Pattern) matchFn {
	switch n := p.(type) {
	case *syntax.MatchValue:
		val := c.expr(n.Value)
		return func(fr *Frame, subj Object) (bool, error) {
			v, err := val(fr)
			if err != nil {
				return false, err
			}
			return Equal(fr.th, subj, v)
		}
	case *syntax.MatchSingleton:
		want := constObject(n.Value)
		return func(fr *Frame, subj Object) (bool, error) { return subj == want, nil }
	case *syntax.MatchAs:
		var inner matchFn
		if n.Pattern != nil {
			inner = c.pattern(n.Pattern)
		}
		var store storeFn
		if n.Name != "" {
			store = c.nameStore(n.Name)
		}
		return func(fr *Frame, subj Object) (bool, error) {
			if inner != nil {
				ok, err := inner(fr, subj)
				if err != nil || !ok {
					return ok, err
				}
			}
			if store != nil {
				if err := store(fr, subj); err != nil {
					return false, err
				}
			}
			return true, nil
		}
	case *syntax.MatchOr:
		alts := make([]matchFn, len(n.Patterns))
		for i, q := range n.Patterns {
			alts[i] = c.pattern(q)
		}
		return func(fr *Frame, subj Object) (bool, error) {
			for _, a := range alts {
				ok, err := a(fr, subj)
				if err != nil || ok {
					return ok, err
				}
			}
			return false, nil
		}
	case *syntax.MatchSequence:
		return c.sequencePattern(n)
	case *syntax.MatchMapping:
		return c.mappingPattern(n)
	case *syntax.MatchClass:
		return c.classPattern(n)
	case *syntax.MatchStar:
		c.fail(n.P, "can't use starred name here")
	}
	return func(*Frame, Object) (bool, error) { return false, nil }
}

// isMatchSequence reports whether subj can match a sequence pattern.
func isMatchSequence(subj Object) bool {
	switch x := subj.(type) {
	case *List, *Tuple, *Range:
		return true
	case *Str, *Bytes, *ByteArray:
		return false
	case *Instance:
		if x.Base() != nil {
			return isMatchSequence(x.Base())
		}
	}
	t := subj.Type()
	if t.IsSubtype(StrType) || t.IsSubtype(BytesType) || t.IsSubtype(ByteArrayType) {
		return false
	}
	return t.IsSubtype(ListType) || t.IsSubtype(TupleType) || typeHasAbc(t, "Sequence")
}

func isMatchMapping(subj Object) bool {
	if _, ok := subj.(*Dict); ok {
		return true
	}
	t := subj.Type()
	return t.IsSubtype(DictType) || typeHasAbc(t, "Mapping")
}

// typeHasAbc reports whether t registers itself as a collections.abc class
// by name in its MRO (user classes deriving from the abc module's classes).
func typeHasAbc(t *Type, name string) bool {
	for _, m := range t.MRO {
		if m.Name == name || m.Name == "Mutable"+name {
			if m.Module == "collections.abc" || m.Module == "typing" {
				return true
			}
		}
	}
	return false
}

func (c *compiler) sequencePattern(n *syntax.MatchSequence) matchFn {
	star := -1
	subs := make([]matchFn, len(n.Patterns))
	var starStore storeFn
	for i, q := range n.Patterns {
		if s, ok := q.(*syntax.MatchStar); ok {
			star = i
			if s.Name != "" {
				starStore = c.nameStore(s.Name)
			}
			continue
		}
		subs[i] = c.pattern(q)
	}
	npat := len(n.Patterns)
	return func(fr *Frame, subj Object) (bool, error) {
		if !isMatchSequence(subj) {
			return false, nil
		}
		items, err := Collect(fr.th, subj)
		if err != nil {
			return false, err
		}
		if star < 0 {
			if len(items) != npat {
				return false, nil
			}
			for i, sp := range subs {
				ok, err := sp(fr, items[i])
				if err != nil || !ok {
					return ok, err
				}
			}
			return true, nil
		}
		if len(items) < npat-1 {
			return false, nil
		}
		after := npat - 1 - star
		for i := 0; i < star; i++ {
			ok, err := subs[i](fr, items[i])
			if err != nil || !ok {
				return ok, err
			}
		}
		for j := 0; j < after; j++ {
			ok, err := subs[star+1+j](fr, items[len(items)-after+j])
			if err != nil || !ok {
				return ok, err
			}
		}
		if starStore != nil {
			rest := append([]Object(nil), items[star:len(items)-after]...)
			if err := starStore(fr, NewList(rest)); err != nil {
				return false, err
			}
		}
		return true, nil
	}
}

func (c *compiler) mappingPattern(n *syntax.MatchMapping) matchFn {
	keys := c.exprs(n.Keys)
	subs := make([]matchFn, len(n.Patterns))
	for i, q := range n.Patterns {
		subs[i] = c.pattern(q)
	}
	var rest storeFn
	if n.Rest != "" {
		rest = c.nameStore(n.Rest)
	}
	return func(fr *Frame, subj Object) (bool, error) {
		if !isMatchMapping(subj) {
			return false, nil
		}
		th := fr.th
		used := make([]Object, len(keys))
		for i, kf := range keys {
			k, err := kf(fr)
			if err != nil {
				return false, err
			}
			used[i] = k
			var v Object
			if d, ok := subj.(*Dict); ok {
				val, found, err := d.GetItem(th, k)
				if err != nil {
					return false, err
				}
				if !found {
					return false, nil
				}
				v = val
			} else {
				getter, err := GetAttr(th, subj, "get")
				if err != nil {
					return false, err
				}
				sentinel := &Instance{class: ObjectType}
				val, err := Call(th, getter, []Object{k, sentinel}, nil)
				if err != nil {
					return false, err
				}
				if val == Object(sentinel) {
					return false, nil
				}
				v = val
			}
			ok, err := subs[i](fr, v)
			if err != nil || !ok {
				return ok, err
			}
		}
		if rest != nil {
			d := NewDict()
			if err := dictMerge(th, d, subj, false); err != nil {
				return false, err
			}
			for _, k := range used {
				if _, err := d.DelItem(th, k); err != nil {
					return false, err
				}
			}
			if err := rest(fr, d); err != nil {
				return false, err
			}
		}
		return true, nil
	}
}

// selfMatchingTypes match their subject itself with one positional pattern.
func isSelfMatching(t *Type) bool {
	for _, b := range []*Type{BoolType, ByteArrayType, BytesType, DictType, FloatType, FrozenSetType, IntType, ListType, SetType, StrType, TupleType} {
		if t == b {
			return true
		}
	}
	return false
}

func (c *compiler) classPattern(n *syntax.MatchClass) matchFn {
	cls := c.expr(n.Cls)
	pos := make([]matchFn, len(n.Patterns))
	for i, q := range n.Patterns {
		pos[i] = c.pattern(q)
	}
	kws := make([]matchFn, len(n.KwdPatterns))
	for i, q := range n.KwdPatterns {
		kws[i] = c.pattern(q)
	}
	attrs := n.KwdAttrs
	return func(fr *Frame, subj Object) (bool, error) {
		th := fr.th
		cv, err := cls(fr)
		if err != nil {
			return false, err
		}
		t, ok := cv.(*Type)
		if !ok {
			return false, Errorf(TypeErrorType, "called match pattern must be a class")
		}
		if !subj.Type().IsSubtype(t) {
			return false, nil
		}
		if len(pos) > 0 {
			if isSelfMatching(t) {
				if len(pos) > 1 {
					return false, Errorf(TypeErrorType, "%s() accepts 1 positional sub-pattern (%d given)", t.Name, len(pos))
				}
				return pos[0](fr, subj)
			}
			ma := t.Lookup("__match_args__")
			if ma == nil {
				return false, Errorf(TypeErrorType, "%s() accepts 0 positional sub-patterns (%d given)", t.Name, len(pos))
			}
			names, ok := ma.(*Tuple)
			if !ok {
				return false, Errorf(TypeErrorType, "%s.__match_args__ must be a tuple (got %s)", t.Name, TypeName(ma))
			}
			if len(pos) > len(names.items) {
				return false, Errorf(TypeErrorType, "%s() accepts %d positional sub-pattern%s (%d given)", t.Name, len(names.items), plural(len(names.items)), len(pos))
			}
			for i, p := range pos {
				name, _ := AsStr(names.items[i])
				v, err := GetAttr(th, subj, name)
				if err != nil {
					if isAttributeError(err) {
						return false, nil
					}
					return false, err
				}
				ok, err := p(fr, v)
				if err != nil || !ok {
					return ok, err
				}
			}
		}
		for i, p := range kws {
			v, err := GetAttr(th, subj, attrs[i])
			if err != nil {
				if isAttributeError(err) {
					return false, nil
				}
				return false, err
			}
			ok, err := p(fr, v)
			if err != nil || !ok {
				return ok, err
			}
		}
		return true, nil
	}
}

func isAttributeError(err error) bool {
	e, ok := err.(*Exception)
	return ok && !e.abort && e.class.IsSubtype(AttributeErrorType)
}
