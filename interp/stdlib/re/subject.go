package re

import (
	"strings"

	"github.com/mcpython/mcpython/interp/py"
)

// subject is the text a pattern runs over: the code points of a str, or
// the bytes of a bytes-like object as runes 0-255, and the way back to
// Python objects for slices of it.
type subject struct {
	obj     py.Object // as passed (Match.string)
	str     *py.Str   // the str, for str subjects
	bytes   []byte    // the bytes, for bytes-like subjects
	isBytes bool
	text    *Text // the code points, prepared for matching
}

// slice returns subject[i:j] as a str or bytes object.
func (s *subject) slice(i, j int) py.Object {
	if s.isBytes {
		return py.NewBytes(append([]byte(nil), s.bytes[i:j]...))
	}
	return py.NewStr(s.substr(i, j))
}

// substr returns code points [i, j) of a str subject.
func (s *subject) substr(i, j int) string {
	if s.str.IsASCII() {
		return s.str.String()[i:j]
	}
	return s.str.Substr(i, j)
}

// appendSlice appends subject[i:j] to a result being built.
func (s *subject) appendSlice(sb *strings.Builder, bb *[]byte, i, j int) {
	if i >= j {
		return
	}
	if s.isBytes {
		*bb = append(*bb, s.bytes[i:j]...)
		return
	}
	sb.WriteString(s.substr(i, j))
}

// subjectCacheSize is how many recent subjects keep their code points, so
// that a loop calling pattern.match(text, pos) over one long text converts
// it once.
const subjectCacheSize = 4

type cachedSubject struct {
	obj  py.Object
	text *Text
}

// newSubject converts o for a pattern of the given kind (istext: a str
// pattern), with CPython's type errors.
func (st *state) newSubject(th *py.Thread, o py.Object, istext bool) (*subject, error) {
	s := &subject{obj: o}
	var base = o
	if inst, ok := o.(*py.Instance); ok && inst.Base() != nil {
		base = inst.Base()
	}
	switch x := base.(type) {
	case *py.Str:
		if !istext {
			return nil, py.Errorf(py.TypeErrorType, "cannot use a bytes pattern on a string-like object")
		}
		s.str = x
	case *py.Bytes:
		s.bytes, s.isBytes = x.Value(), true
	case *py.ByteArray:
		s.bytes, s.isBytes = append([]byte(nil), x.Value()...), true
	default:
		return nil, py.Errorf(py.TypeErrorType, "expected string or bytes-like object, got '%s'", py.TypeName(o))
	}
	if s.isBytes && istext {
		return nil, py.Errorf(py.TypeErrorType, "cannot use a string pattern on a bytes-like object")
	}
	_, mutable := base.(*py.ByteArray)
	if !mutable {
		for _, c := range st.subjects {
			if c.obj == base {
				s.text = c.text
				return s, nil
			}
		}
	}
	if s.isBytes {
		if err := th.CheckAlloc(int64(len(s.bytes)) * 4); err != nil {
			return nil, err
		}
		runes := make([]rune, len(s.bytes))
		for i, b := range s.bytes {
			runes[i] = rune(b)
		}
		s.text = NewText(runes)
	} else {
		// a str's code points are made only if an engine needs them
		s.text = newStrText(s.str.String(), s.str.RuneLen())
	}
	if !mutable {
		copy(st.subjects[1:], st.subjects[:subjectCacheSize-1])
		st.subjects[0] = cachedSubject{obj: base, text: s.text}
	}
	return s, nil
}

// clampRange applies CPython's rules for pos and endpos.
func clampRange(pos, endpos, n int) (int, int) {
	pos = max(0, min(pos, n))
	endpos = max(0, min(endpos, n))
	return pos, endpos
}
