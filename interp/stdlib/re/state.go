package re

import (
	"fmt"

	"github.com/mcpython/mcpython/interp/py"
)

// state is the re module of one run: its compile cache and the subjects
// whose code points are kept for reuse.
type state struct {
	mod      *py.Module
	cache    map[cacheKey]*Pattern
	subjects [subjectCacheSize]cachedSubject
}

type cacheKey struct {
	istext  bool
	pattern string
	flags   int
}

// maxCache is re._MAXCACHE.
const maxCache = 512

// compile is re.compile: patterns are cached per run.
func (st *state) compile(th *py.Thread, pat py.Object, flagsObj py.Object) (*Pattern, error) {
	flags := 0
	if flagsObj != nil {
		f, err := py.AsInt(th, flagsObj)
		if err != nil {
			return nil, err
		}
		flags = f
	}
	if p, ok := pat.(*Pattern); ok {
		if flags != 0 {
			return nil, py.Errorf(py.ValueErrorType, "cannot process flags argument with a compiled pattern")
		}
		return p, nil
	}
	var src []rune
	key := cacheKey{flags: flags}
	switch x := pat.(type) {
	case *py.Bytes:
		b := x.Value()
		src = make([]rune, len(b))
		for i, c := range b {
			src[i] = rune(c)
		}
		key.pattern = string(b)
	default:
		s, ok := py.AsStr(pat)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "first argument must be string or compiled pattern")
		}
		src = toRunes(s)
		key.istext = true
		key.pattern = s
	}
	if p, ok := st.cache[key]; ok {
		return p, nil
	}
	if err := th.TickN(len(src)); err != nil {
		return nil, err
	}
	rx, err := Compile(src, key.istext, flags)
	if err != nil {
		return nil, st.patternError(th, err, pat)
	}
	p := newPattern(st, rx, pat, key.istext)
	if len(st.cache) >= maxCache {
		clear(st.cache)
	}
	st.cache[key] = p
	return p, nil
}

// patternError turns a parse error into the exception CPython raises:
// re.error with the pattern and position, or ValueError/OverflowError.
func (st *state) patternError(th *py.Thread, err error, pattern py.Object) error {
	e, ok := err.(*Error)
	if !ok {
		return err
	}
	switch {
	case e.Overflow:
		return py.Errorf(py.OverflowErrorType, "%s", e.Msg)
	case e.Pos == posValueError:
		return py.Errorf(py.ValueErrorType, "%s", e.Msg)
	}
	var pos = py.None
	patArg := py.Object(py.None)
	if e.Pos >= 0 {
		pos = py.Int(e.Pos)
		patArg = pattern
	}
	return st.raiseError(th, py.NewStr(e.Msg), patArg, pos)
}

// raiseError builds re.error(msg, pattern, pos).
func (st *state) raiseError(th *py.Thread, msg, pattern, pos py.Object) error {
	cls, ok := st.mod.Dict.GetStr("error")
	if !ok {
		return py.Errorf(py.RuntimeErrorType, "re.error is missing")
	}
	exc, err := py.Call(th, cls, []py.Object{msg, pattern, pos}, nil)
	if err != nil {
		return err
	}
	if e, ok := exc.(*py.Exception); ok {
		return e
	}
	return py.Errorf(py.TypeErrorType, "re.error() returned %s", py.TypeName(exc))
}

// templateError raises the error of a bad replacement template.
func (st *state) templateError(th *py.Thread, err error, template py.Object) error {
	e, ok := err.(*Error)
	if !ok {
		return err
	}
	if e.Pos == posIndexError {
		return py.Errorf(py.IndexErrorType, "%s", e.Msg)
	}
	return st.patternError(th, err, template)
}

// flagNames lists flags in the order Pattern.__repr__ prints them.
var flagNames = []struct {
	name string
	bit  int
}{
	{"re.TEMPLATE", flagTemplate}, {"re.IGNORECASE", flagIgnoreCase}, {"re.LOCALE", flagLocale},
	{"re.MULTILINE", flagMultiline}, {"re.DOTALL", flagDotAll}, {"re.UNICODE", flagUnicode},
	{"re.VERBOSE", flagVerbose}, {"re.DEBUG", flagDebug}, {"re.ASCII", flagASCII},
}

// flagsRepr renders flags as Pattern.__repr__ does ("" for none).
func flagsRepr(flags int, istext bool) string {
	if istext && flags&typeFlags == flagUnicode {
		flags &^= flagUnicode
	}
	s := ""
	for _, f := range flagNames {
		if flags&f.bit != 0 {
			if s != "" {
				s += "|"
			}
			s += f.name
			flags &^= f.bit
		}
	}
	if flags != 0 {
		if s != "" {
			s += "|"
		}
		s += fmt.Sprintf("0x%x", flags)
	}
	return s
}
