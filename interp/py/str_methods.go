package py

import (
	"strings"
	"unicode/utf8"
)

// The methods of str, registered on the type. Each family lives in its own
// file: str_search.go, str_split.go, str_pad.go, str_case.go,
// str_translate.go, str_codec_*.go and strformat.go.

func setupStrMethods(t *Type) {
	t.AddMethod("find", strFindMethod("find", false, false))
	t.AddMethod("rfind", strFindMethod("rfind", true, false))
	t.AddMethod("index", strFindMethod("index", false, true))
	t.AddMethod("rindex", strFindMethod("rindex", true, true))
	t.AddMethod("count", strCountMethod)
	t.AddMethod("startswith", strAffixMethod("startswith", false))
	t.AddMethod("endswith", strAffixMethod("endswith", true))
	t.AddMethod("partition", strPartitionMethod("partition", false))
	t.AddMethod("rpartition", strPartitionMethod("rpartition", true))
	t.AddMethod("removeprefix", strRemoveAffix("removeprefix", false))
	t.AddMethod("removesuffix", strRemoveAffix("removesuffix", true))
	t.AddMethod("split", strSplitMethod(false))
	t.AddMethod("rsplit", strSplitMethod(true))
	t.AddMethod("splitlines", strSplitlines)
	t.AddMethod("join", strJoin)
	t.AddMethod("replace", strReplace)
	t.AddMethod("center", strPadMethod("center", '^'))
	t.AddMethod("ljust", strPadMethod("ljust", '<'))
	t.AddMethod("rjust", strPadMethod("rjust", '>'))
	t.AddMethod("zfill", strZfill)
	t.AddMethod("expandtabs", strExpandtabs)
	t.AddMethod("strip", strStripMethod("strip", true, true))
	t.AddMethod("lstrip", strStripMethod("lstrip", true, false))
	t.AddMethod("rstrip", strStripMethod("rstrip", false, true))
	setupStrCase(t)
	t.AddMethod("translate", strTranslate)
	t.Dict.SetStr("maketrans", &StaticMethod{Func: NewBuiltin("maketrans", strMaketrans)})
	t.AddMethod("encode", strEncode)
	t.AddMethod("format", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		s, err := strFormat(th, strOf(self), args, kw)
		if err != nil {
			return nil, err
		}
		return NewStr(s), nil
	})
	t.AddMethod("format_map", strFormatMap)
	t.AddMethod("__getnewargs__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsNone("str.__getnewargs__", args, kw); err != nil {
			return nil, err
		}
		return NewTuple([]Object{NewStr(strOf(self))}), nil
	})
	t.AddMethod("__sizeof__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsNone("str.__sizeof__", args, kw); err != nil {
			return nil, err
		}
		return Int(49 + len(strOf(self))), nil
	})
}

func strEncode(th *Thread, self Object, args []Object, kw []string) (Object, error) {
	var enc, errs Object
	if err := argsKw("encode", args, kw, 0, []string{"encoding", "errors"}, []*Object{&enc, &errs}); err != nil {
		return nil, err
	}
	e, h, err := codecArgs("encode", enc, errs)
	if err != nil {
		return nil, err
	}
	b, err := encodeStr(th, strOf(self), e, h)
	if err != nil {
		return nil, err
	}
	return NewBytes(b), nil
}

func strReplace(th *Thread, self Object, args []Object, kw []string) (Object, error) {
	if err := argsPos("str.replace", "replace", args, kw, 2, 3); err != nil {
		return nil, err
	}
	old, ok := AsStr(args[0])
	if !ok {
		return nil, Errorf(TypeErrorType, "replace() argument 1 must be str, not %s", TypeName(args[0]))
	}
	nw, ok := AsStr(args[1])
	if !ok {
		return nil, Errorf(TypeErrorType, "replace() argument 2 must be str, not %s", TypeName(args[1]))
	}
	n := -1
	if len(args) == 3 {
		var err error
		if n, err = AsInt(th, args[2]); err != nil {
			return nil, err
		}
	}
	so := asStrObj(self)
	r, err := replaceString(th, so.s, old, nw, n, so.RuneLen())
	if err != nil {
		return nil, err
	}
	return selfStr(self, r), nil
}

// replaceString replaces up to n (all when n < 0) occurrences of old in s;
// runes is the code-point length of s (the number of empty matches - 1).
// The size of the result is checked before it is built.
func replaceString(th *Thread, s, old, nw string, n, runes int) (string, error) {
	if n == 0 || old == nw && old != "" {
		return s, nil
	}
	var cnt int
	if old == "" {
		cnt = runes + 1
	} else {
		cnt = strings.Count(s, old)
	}
	if n >= 0 && n < cnt {
		cnt = n
	}
	if cnt == 0 {
		return s, nil
	}
	size := int64(len(s)) + int64(cnt)*(int64(len(nw))-int64(len(old)))
	if err := th.checkAlloc(size); err != nil {
		return "", err
	}
	if err := th.TickN(cnt / 64); err != nil {
		return "", err
	}
	return strings.Replace(s, old, nw, cnt), nil
}

// strList makes a list of strs, accounting for its memory. The Str values
// are allocated in one block: splitting a large string makes many small
// parts, and one allocation per part would dominate the cost.
func strList(th *Thread, parts []string) (Object, error) {
	if err := th.allocMem(int64(len(parts)) * 80); err != nil {
		return nil, err
	}
	return NewList(newStrs(parts)), nil
}

// newStrs wraps parts as str objects.
func newStrs(parts []string) []Object {
	items := make([]Object, len(parts))
	block := make([]Str, len(parts))
	for i, p := range parts {
		switch {
		case p == "":
			items[i] = emptyStr
		case len(p) == 1 && p[0] < utf8.RuneSelf:
			items[i] = asciiChars[p[0]]
		default:
			block[i] = Str{s: p}
			items[i] = &block[i]
		}
	}
	return items
}
