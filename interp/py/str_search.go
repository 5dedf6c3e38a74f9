package py

import (
	"strings"
	"unicode/utf8"
)

// Searching in str: find, rfind, index, rindex, count, startswith,
// endswith, partition, rpartition, removeprefix, removesuffix. Positions
// are code points; the search itself runs on the UTF-8 bytes (UTF-8 is
// self-synchronising, so a byte match of a whole code-point sequence is a
// code-point match) and only the results are converted.

// cpOffset returns the byte offset of code point i of so (0 <= i <= len).
func cpOffset(so *Str, i int) int {
	if i <= 0 {
		return 0
	}
	if so.IsASCII() {
		return i
	}
	if i >= so.RuneLen() {
		return len(so.s)
	}
	return so.byteOffset(i)
}

// indexStr prepares so for code-point indexing: a non-ASCII string gets a
// table of byte offsets (4 bytes per code point, kept with the string),
// whose memory is accounted here before it is built.
func indexStr(th *Thread, so *Str) error {
	if so.IsASCII() || so.ext.offsets != nil {
		return nil
	}
	if err := th.checkAlloc(4 * int64(so.RuneLen()+1)); err != nil {
		return err
	}
	so.byteOffset(0)
	return nil
}

// boundsNeedIndex reports whether start or end fall inside so, where
// cpOffset needs the offset table.
func boundsNeedIndex(so *Str, start, end int) bool {
	n := so.RuneLen()
	return start > 0 && start < n || end > 0 && end < n
}

// cpCount counts the code points of s the way Str.RuneLen does.
func cpCount(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return i + utf8.RuneCountInString(s[i:])
		}
	}
	return len(s)
}

// strFind returns the code-point index of sub in so[start:end], searching
// from the right when reverse, or -1.
func strFind(so *Str, sub string, start, end int, reverse bool) int {
	if end-start < cpCount(sub) {
		return -1
	}
	bs, be := cpOffset(so, start), cpOffset(so, end)
	seg := so.s[bs:be]
	if !reverse {
		i := strings.Index(seg, sub)
		if i < 0 {
			return -1
		}
		if so.IsASCII() {
			return start + i
		}
		return start + cpCount(seg[:i])
	}
	i := strings.LastIndex(seg, sub)
	if i < 0 {
		return -1
	}
	if so.IsASCII() {
		return start + i
	}
	return end - cpCount(seg[i:])
}

// strCount counts non-overlapping occurrences of sub in so[start:end].
func strCount(so *Str, sub string, start, end int) int {
	if end-start < cpCount(sub) {
		return 0
	}
	if sub == "" {
		return end - start + 1
	}
	return strings.Count(so.s[cpOffset(so, start):cpOffset(so, end)], sub)
}

// strFindMethod builds find, rfind, index and rindex.
func strFindMethod(name string, reverse, raise bool) MethodFunc {
	qual := "str." + name
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsVar(qual, name, args, kw, 1, 3); err != nil {
			return nil, err
		}
		sub, err := strParam(args[0], "")
		if err != nil {
			return nil, err
		}
		so := asStrObj(self)
		start, end, err := findBounds(th, args[1:], so.RuneLen())
		if err != nil {
			return nil, err
		}
		if boundsNeedIndex(so, start, end) {
			if err := indexStr(th, so); err != nil {
				return nil, err
			}
		}
		i := strFind(so, sub, start, end, reverse)
		if i < 0 && raise {
			return nil, Errorf(ValueErrorType, "substring not found")
		}
		return Int(i), nil
	}
}

func strCountMethod(th *Thread, self Object, args []Object, kw []string) (Object, error) {
	if err := argsVar("str.count", "count", args, kw, 1, 3); err != nil {
		return nil, err
	}
	sub, err := strParam(args[0], "")
	if err != nil {
		return nil, err
	}
	so := asStrObj(self)
	start, end, err := findBounds(th, args[1:], so.RuneLen())
	if err != nil {
		return nil, err
	}
	if boundsNeedIndex(so, start, end) {
		if err := indexStr(th, so); err != nil {
			return nil, err
		}
	}
	return Int(strCount(so, sub, start, end)), nil
}

// strAffixMethod builds startswith (suffix false) and endswith.
func strAffixMethod(name string, suffix bool) MethodFunc {
	qual := "str." + name
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsVar(qual, name, args, kw, 1, 3); err != nil {
			return nil, err
		}
		so := asStrObj(self)
		start, end, err := findBounds(th, args[1:], so.RuneLen())
		if err != nil {
			return nil, err
		}
		if boundsNeedIndex(so, start, end) {
			if err := indexStr(th, so); err != nil {
				return nil, err
			}
		}
		match := func(a string) bool {
			n := cpCount(a)
			if end-n < start {
				return false
			}
			if suffix {
				return strings.HasSuffix(so.s[:cpOffset(so, end)], a)
			}
			return strings.HasPrefix(so.s[cpOffset(so, start):], a)
		}
		if tu, ok := args[0].(*Tuple); ok {
			for _, it := range tu.items {
				a, ok := AsStr(it)
				if !ok {
					return nil, Errorf(TypeErrorType, "tuple for %s must only contain str, not %s", name, TypeName(it))
				}
				if match(a) {
					return True, nil
				}
			}
			return False, nil
		}
		a, ok := AsStr(args[0])
		if !ok {
			return nil, Errorf(TypeErrorType, "%s first arg must be str or a tuple of str, not %s", name, TypeName(args[0]))
		}
		return NewBool(match(a)), nil
	}
}

// strPartitionMethod builds partition and rpartition.
func strPartitionMethod(name string, reverse bool) MethodFunc {
	qual := "str." + name
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsOne(qual, args, kw); err != nil {
			return nil, err
		}
		sep, err := strParam(args[0], "")
		if err != nil {
			return nil, err
		}
		if sep == "" {
			return nil, Errorf(ValueErrorType, "empty separator")
		}
		s := strOf(self)
		var i int
		if reverse {
			i = strings.LastIndex(s, sep)
		} else {
			i = strings.Index(s, sep)
		}
		if i < 0 {
			whole := selfStr(self, s)
			if reverse {
				return NewTuple([]Object{emptyStr, emptyStr, whole}), nil
			}
			return NewTuple([]Object{whole, emptyStr, emptyStr}), nil
		}
		return NewTuple([]Object{NewStr(s[:i]), strArgObj(args[0], sep), NewStr(s[i+len(sep):])}), nil
	}
}

// strRemoveAffix builds removeprefix and removesuffix.
func strRemoveAffix(name string, suffix bool) MethodFunc {
	qual := "str." + name
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsOne(qual, args, kw); err != nil {
			return nil, err
		}
		a, ok := AsStr(args[0])
		if !ok {
			return nil, Errorf(TypeErrorType, "%s() argument must be str, not %s", name, TypeName(args[0]))
		}
		s := strOf(self)
		if suffix {
			if a != "" && strings.HasSuffix(s, a) {
				return NewStr(s[:len(s)-len(a)]), nil
			}
		} else if a != "" && strings.HasPrefix(s, a) {
			return NewStr(s[len(a):]), nil
		}
		return selfStr(self, s), nil
	}
}

// selfStr returns self when it is an exact str holding s (CPython returns
// the same object when a method changes nothing), else a new str.
func selfStr(self Object, s string) Object {
	if so, ok := self.(*Str); ok && len(so.s) == len(s) && so.s == s {
		return so
	}
	return NewStr(s)
}

// strArgObj returns an argument that is known to be a str as an exact str.
func strArgObj(o Object, s string) Object {
	if so, ok := o.(*Str); ok {
		return so
	}
	return NewStr(s)
}
