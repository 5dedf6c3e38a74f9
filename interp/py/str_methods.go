package py

import (
	"strings"

	"github.com/mcpython/mcpython/interp/pyfmt"
)

// strArg returns argument i as a Go string or a TypeError naming fn.
func strArg(fn string, o Object) (string, error) {
	s, ok := AsStr(o)
	if !ok {
		return "", Errorf(TypeErrorType, "%s arg must be None or str", fn)
	}
	return s, nil
}

func setupStrMethods(t *Type) {
	t.AddMethod("join", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("join", args, kw, 1, 1); err != nil {
			return nil, err
		}
		sep := strOf(self)
		var items []Object
		if l, ok := args[0].(*List); ok {
			items = l.items
		} else if tu, ok := args[0].(*Tuple); ok {
			items = tu.items
		} else {
			var err error
			if items, err = Collect(th, args[0]); err != nil {
				return nil, err
			}
		}
		total := len(sep) * max(len(items)-1, 0)
		for i, it := range items {
			s, ok := AsStr(it)
			if !ok {
				return nil, Errorf(TypeErrorType, "sequence item %d: expected str instance, %s found", i, TypeName(it))
			}
			total += len(s)
		}
		if err := th.checkAlloc(int64(total)); err != nil {
			return nil, err
		}
		if err := th.TickN(len(items) / 16); err != nil {
			return nil, err
		}
		var b strings.Builder
		b.Grow(total)
		for i, it := range items {
			if i > 0 {
				b.WriteString(sep)
			}
			s, _ := AsStr(it)
			b.WriteString(s)
		}
		return NewStr(b.String()), nil
	})
	t.AddMethod("upper", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("upper", args, kw, 0, 0); err != nil {
			return nil, err
		}
		return NewStr(pyfmt.Upper(strOf(self))), nil
	})
	t.AddMethod("lower", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("lower", args, kw, 0, 0); err != nil {
			return nil, err
		}
		return NewStr(pyfmt.Lower(strOf(self))), nil
	})
	t.AddMethod("strip", stripMethod("strip", true, true))
	t.AddMethod("lstrip", stripMethod("lstrip", true, false))
	t.AddMethod("rstrip", stripMethod("rstrip", false, true))
	t.AddMethod("split", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		var sep, maxsplit Object = None, Int(-1)
		if err := UnpackArgs("split", args, kw, "sep?", &sep, "maxsplit?", &maxsplit); err != nil {
			return nil, err
		}
		n, err := AsInt(th, maxsplit)
		if err != nil {
			return nil, err
		}
		s := strOf(self)
		var parts []string
		if sep == None {
			parts = splitWhitespace(s, n)
		} else {
			sp, err := strArg("split", sep)
			if err != nil {
				return nil, err
			}
			if sp == "" {
				return nil, Errorf(ValueErrorType, "empty separator")
			}
			if n < 0 {
				parts = strings.Split(s, sp)
			} else {
				parts = strings.SplitN(s, sp, n+1)
			}
		}
		return strList(th, parts)
	})
	t.AddMethod("replace", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("replace", args, kw, 2, 3); err != nil {
			return nil, err
		}
		old, ok1 := AsStr(args[0])
		nw, ok2 := AsStr(args[1])
		if !ok1 || !ok2 {
			return nil, Errorf(TypeErrorType, "replace() argument must be str, not %s", TypeName(args[0]))
		}
		n := -1
		if len(args) == 3 {
			var err error
			if n, err = AsInt(th, args[2]); err != nil {
				return nil, err
			}
		}
		s := strOf(self)
		if len(nw) > len(old) {
			cnt := strings.Count(s, old)
			if old == "" {
				cnt = asStrObj(self).RuneLen() + 1
			}
			if err := th.checkAlloc(int64(len(s) + cnt*(len(nw)-len(old)))); err != nil {
				return nil, err
			}
		}
		return NewStr(strings.Replace(s, old, nw, n)), nil
	})
	t.AddMethod("startswith", affixMethod("startswith", strings.HasPrefix))
	t.AddMethod("endswith", affixMethod("endswith", strings.HasSuffix))
	t.AddMethod("encode", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		var enc, errs Object = NewStr("utf-8"), NewStr("strict")
		if err := UnpackArgs("encode", args, kw, "encoding?", &enc, "errors?", &errs); err != nil {
			return nil, err
		}
		e, _ := AsStr(enc)
		es, _ := AsStr(errs)
		b, err := encodeString(strOf(self), e, es)
		if err != nil {
			return nil, err
		}
		return NewBytes(b), nil
	})
	t.AddMethod("format", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		s, err := strFormat(th, strOf(self), args, kw)
		if err != nil {
			return nil, err
		}
		return NewStr(s), nil
	})
}

func strList(th *Thread, parts []string) (Object, error) {
	items := make([]Object, len(parts))
	size := 0
	for i, p := range parts {
		items[i] = NewStr(p)
		size += len(p) + 48
	}
	if err := th.allocMem(int64(size)); err != nil {
		return nil, err
	}
	return NewList(items), nil
}

// splitWhitespace is str.split() with no separator.
func splitWhitespace(s string, maxsplit int) []string {
	var out []string
	i := 0
	for {
		for i < len(s) && isPySpaceAt(s, i) {
			i += runeLenAt(s, i)
		}
		if i >= len(s) {
			return out
		}
		if maxsplit >= 0 && len(out) == maxsplit {
			rest := strings.TrimRightFunc(s[i:], pyfmt.IsSpace)
			return append(out, rest)
		}
		j := i
		for j < len(s) && !isPySpaceAt(s, j) {
			j += runeLenAt(s, j)
		}
		out = append(out, s[i:j])
		i = j
	}
}

func isPySpaceAt(s string, i int) bool {
	c := s[i]
	if c < 0x80 {
		return c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1c && c <= 0x1f)
	}
	r, _ := decodeRune(s[i:])
	return pyfmt.IsSpace(r)
}

func stripMethod(name string, left, right bool) MethodFunc {
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange(name, args, kw, 0, 1); err != nil {
			return nil, err
		}
		s := strOf(self)
		if len(args) == 0 || args[0] == None {
			if left {
				s = strings.TrimLeftFunc(s, pyfmt.IsSpace)
			}
			if right {
				s = strings.TrimRightFunc(s, pyfmt.IsSpace)
			}
			return NewStr(s), nil
		}
		chars, ok := AsStr(args[0])
		if !ok {
			return nil, Errorf(TypeErrorType, "%s arg must be None or str", name)
		}
		if left {
			s = strings.TrimLeft(s, chars)
		}
		if right {
			s = strings.TrimRight(s, chars)
		}
		return NewStr(s), nil
	}
}

func affixMethod(name string, test func(s, affix string) bool) MethodFunc {
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange(name, args, kw, 1, 3); err != nil {
			return nil, err
		}
		so := asStrObj(self)
		s := so.s
		if len(args) > 1 {
			n := so.RuneLen()
			start, end, err := sliceBounds(th, args[1:], n)
			if err != nil {
				return nil, err
			}
			if start > n {
				return False, nil
			}
			if end < start {
				end = start
			}
			s = so.Substr(start, end)
		}
		if tu, ok := args[0].(*Tuple); ok {
			for _, it := range tu.items {
				a, ok := AsStr(it)
				if !ok {
					return nil, Errorf(TypeErrorType, "tuple for %s must only contain str, not %s", name, TypeName(it))
				}
				if test(s, a) {
					return True, nil
				}
			}
			return False, nil
		}
		a, ok := AsStr(args[0])
		if !ok {
			return nil, Errorf(TypeErrorType, "%s first arg must be str or a tuple of str, not %s", name, TypeName(args[0]))
		}
		return NewBool(test(s, a)), nil
	}
}

// sliceBounds interprets optional start/end arguments like str.find's,
// clamped to [0, n].
func sliceBounds(th *Thread, args []Object, n int) (int, int, error) {
	start, end := 0, n
	if len(args) > 0 && args[0] != None {
		v, err := AsInt(th, args[0])
		if err != nil {
			return 0, 0, err
		}
		start = v
	}
	if len(args) > 1 && args[1] != None {
		v, err := AsInt(th, args[1])
		if err != nil {
			return 0, 0, err
		}
		end = v
	}
	if start < 0 {
		start += n
		if start < 0 {
			start = 0
		}
	}
	if end < 0 {
		end += n
		if end < 0 {
			end = 0
		}
	}
	if end > n {
		end = n
	}
	return start, end, nil
}
