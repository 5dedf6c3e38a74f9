package re

import (
	_ "embed"
	"strings"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed re.py
var source string

// Modules returns the definition of the re module: Pattern, Match and the
// compile cache in Go, the functions, re.error and RegexFlag in re.py.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{
		Name:   "re",
		Init:   initModule,
		Source: source,
	}}
}

func initModule(th *py.Thread, m *py.Module) error {
	setupTypes()
	st := &state{mod: m, cache: map[cacheKey]*Pattern{}}
	d := m.Dict
	d.SetStr("Pattern", PatternType)
	d.SetStr("Match", MatchType)
	d.SetStr("_compile", py.NewBuiltin("_compile", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var pat, flags py.Object
		if err := py.UnpackArgs("compile", args, kw, "pattern", &pat, "flags?", &flags); err != nil {
			return nil, err
		}
		return st.compile(th, pat, flags)
	}))
	d.SetStr("_purge", py.NewBuiltin("purge", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("purge", args, kw, 0, 0); err != nil {
			return nil, err
		}
		clear(st.cache)
		st.subjects = [subjectCacheSize]cachedSubject{}
		return py.None, nil
	}))
	d.SetStr("_escape", py.NewBuiltin("escape", escape))
	d.SetStr("_locate", py.NewBuiltin("_locate", locate))
	return nil
}

// escapedChars are the characters re.escape backslashes.
const escapedChars = "()[]{}?*+-|^$\\.&~# \t\n\r\v\f"

func escape(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	var pat py.Object
	if err := py.UnpackArgs("escape", args, kw, "pattern", &pat); err != nil {
		return nil, err
	}
	if s, ok := py.AsStr(pat); ok {
		if err := th.TickN(len(s) / 256); err != nil {
			return nil, err
		}
		var b strings.Builder
		b.Grow(len(s) + len(s)/4)
		for _, r := range s {
			if r < 0x80 && strings.IndexByte(escapedChars, byte(r)) >= 0 {
				b.WriteByte('\\')
			}
			b.WriteRune(r)
		}
		return py.NewStr(b.String()), th.AllocMem(int64(b.Len()))
	}
	var src []byte
	switch x := pat.(type) {
	case *py.Bytes:
		src = x.Value()
	case *py.ByteArray:
		src = x.Value()
	default:
		return nil, py.Errorf(py.TypeErrorType, "decoding to str: need a bytes-like object, %s found", py.TypeName(pat))
	}
	out := make([]byte, 0, len(src)+len(src)/4)
	for _, c := range src {
		if strings.IndexByte(escapedChars, c) >= 0 {
			out = append(out, '\\')
		}
		out = append(out, c)
	}
	return py.NewBytes(out), th.AllocMem(int64(len(out)))
}

// locate returns (lineno, colno, has_newline) of a position in a pattern,
// for re.error.
func locate(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("_locate", args, kw, 2, 2); err != nil {
		return nil, err
	}
	pos, err := py.AsInt(th, args[1])
	if err != nil {
		return nil, err
	}
	var rs []rune
	if s, ok := py.AsStr(args[0]); ok {
		rs = toRunes(s)
	} else if b, ok := args[0].(*py.Bytes); ok {
		for _, c := range b.Value() {
			rs = append(rs, rune(c))
		}
	}
	pos = max(0, min(pos, len(rs)))
	line, lastNL, found := 1, -1, false
	for i, r := range rs {
		if r != '\n' {
			continue
		}
		found = true
		if i < pos {
			line++
			lastNL = i
		}
	}
	return py.NewTuple([]py.Object{py.Int(line), py.Int(pos - lastNL), py.NewBool(found)}), nil
}
