package iomod

import (
	"strings"
	"unicode/utf8"

	"github.com/mcpython/mcpython/interp/py"
)

// StringIO is io.StringIO: a text buffer of code points.
type StringIO struct {
	buffer[rune]
	// newline handling, as CPython's stringio_init sets it up
	readUniversal, readTranslate bool
	readNL, writeNL              string
	seenCR, seenLF, seenCRLF     bool
}

// StringIOType is the class io.StringIO.
var StringIOType *py.Type

func (*StringIO) Type() *py.Type { return StringIOType }

func asStringIO(o py.Object) (*StringIO, error) {
	return asOpen[*StringIO](o, "_io.StringIO")
}

func stringIONew(th *py.Thread, t *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
	var initial, newline py.Object
	if err := py.UnpackArgs("StringIO", args, kwnames, "initial_value?", &initial, "newline?", &newline); err != nil {
		return nil, err
	}
	s := &StringIO{readNL: "\n"}
	nl, hasNL := "\n", true
	if newline != nil {
		if newline == py.None {
			hasNL = false
		} else {
			str, ok := py.AsStr(newline)
			if !ok {
				return nil, py.Errorf(py.TypeErrorType, "newline must be str or None, not %s", newline.Type().Name)
			}
			switch str {
			case "", "\n", "\r", "\r\n":
			default:
				r, _ := py.Repr(th, newline)
				return nil, py.Errorf(py.ValueErrorType, "illegal newline value: %s", r)
			}
			nl = str
		}
	}
	if hasNL {
		s.readNL = nl
	}
	s.readUniversal = !hasNL || nl == ""
	s.readTranslate = !hasNL
	if hasNL && strings.HasPrefix(nl, "\r") {
		s.writeNL = nl
	}
	if initial != nil && initial != py.None {
		str, ok := py.AsStr(initial)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "initial_value must be str or None, not %s", initial.Type().Name)
		}
		if err := th.CheckAlloc(int64(len(str)) * 4); err != nil {
			return nil, err
		}
		s.writeText(str)
		s.pos = 0
	}
	if t != StringIOType {
		return py.NewSubInstance(t, s), nil
	}
	return s, nil
}

// translate applies the write-side newline handling.
func (s *StringIO) translate(str string) string {
	if s.readUniversal {
		if strings.Contains(str, "\r\n") {
			s.seenCRLF = true
		}
		rest := strings.ReplaceAll(str, "\r\n", "")
		if strings.Contains(rest, "\r") {
			s.seenCR = true
		}
		if strings.Contains(rest, "\n") {
			s.seenLF = true
		}
		if s.readTranslate {
			str = strings.ReplaceAll(str, "\r\n", "\n")
			str = strings.ReplaceAll(str, "\r", "\n")
		}
	}
	if s.writeNL != "" {
		str = strings.ReplaceAll(str, "\n", s.writeNL)
	}
	return str
}

// writeText writes str after the newline translation.
func (s *StringIO) writeText(str string) { s.write([]rune(s.translate(str))) }

// lineEnd finds the end of the line starting at start (exclusive).
func (s *StringIO) lineEnd(start, limit int) int {
	end := len(s.data)
	if limit >= 0 && start+limit < end {
		end = start + limit
	}
	for i := start; i < end; i++ {
		c := s.data[i]
		switch {
		case s.readTranslate:
			if c == '\n' {
				return i + 1
			}
		case s.readUniversal:
			if c == '\n' {
				return i + 1
			}
			if c == '\r' {
				if i+1 < len(s.data) && s.data[i+1] == '\n' {
					if i+2 <= end {
						return i + 2
					}
					return end
				}
				return i + 1
			}
		default:
			nl := []rune(s.readNL)
			if c == nl[0] {
				if len(nl) == 1 {
					return i + 1
				}
				if i+1 < len(s.data) && s.data[i+1] == nl[1] {
					if i+2 <= end {
						return i + 2
					}
					return end
				}
			}
		}
	}
	return end
}

func (s *StringIO) readline(limit int) string {
	if s.pos >= len(s.data) {
		return ""
	}
	return string(s.take(s.lineEnd(s.pos, limit)))
}

func setupStringIO() {
	t := StringIOType
	t.New = stringIONew
	t.Init = func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) error { return nil }
	method := func(name string, fn func(th *py.Thread, s *StringIO, args []py.Object, kw []string) (py.Object, error)) {
		bufferMethod(t, "_io.StringIO", name, fn)
	}
	method("getvalue", func(th *py.Thread, s *StringIO, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("getvalue", args, kw, 0, 0); err != nil {
			return nil, err
		}
		return py.NewStr(string(s.data)), nil
	})
	method("write", func(th *py.Thread, s *StringIO, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("write", args, kw, 1, 1); err != nil {
			return nil, err
		}
		str, ok := py.AsStr(args[0])
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "string argument expected, got '%s'", args[0].Type().Name)
		}
		n := utf8.RuneCountInString(str)
		if err := th.CheckAlloc(int64(s.growth(n)) * 4); err != nil {
			return nil, err
		}
		s.writeText(str)
		return py.Int(n), nil
	})
	method("read", func(th *py.Thread, s *StringIO, args []py.Object, kw []string) (py.Object, error) {
		n, err := sizeArgs("read", args, kw)
		if err != nil {
			return nil, err
		}
		return py.NewStr(string(s.read(n))), nil
	})
	method("readline", func(th *py.Thread, s *StringIO, args []py.Object, kw []string) (py.Object, error) {
		n, err := sizeArgs("readline", args, kw)
		if err != nil {
			return nil, err
		}
		return py.NewStr(s.readline(n)), nil
	})
	method("readlines", func(th *py.Thread, s *StringIO, args []py.Object, kw []string) (py.Object, error) {
		return readLines(th, args, kw, func() string { return s.readline(-1) },
			utf8.RuneCountInString, func(line string) py.Object { return py.NewStr(line) })
	})
	method("tell", func(th *py.Thread, s *StringIO, args []py.Object, kw []string) (py.Object, error) {
		return s.tell(args, kw)
	})
	method("seek", func(th *py.Thread, s *StringIO, args []py.Object, kw []string) (py.Object, error) {
		pos, whence, err := seekArgs(th, args, kw)
		if err != nil {
			return nil, err
		}
		switch whence {
		case 0:
			if pos < 0 {
				return nil, py.Errorf(py.ValueErrorType, "Negative seek position %d", pos)
			}
			s.pos = pos
		case 1:
			if pos != 0 {
				return nil, py.Errorf(py.OSErrorType, "Can't do nonzero cur-relative seeks")
			}
		case 2:
			if pos != 0 {
				return nil, py.Errorf(py.OSErrorType, "Can't do nonzero end-relative seeks")
			}
			s.pos = len(s.data)
		default:
			return nil, py.Errorf(py.ValueErrorType, "Invalid whence (%d, should be 0, 1 or 2)", whence)
		}
		return py.Int(s.pos), nil
	})
	method("truncate", func(th *py.Thread, s *StringIO, args []py.Object, kw []string) (py.Object, error) {
		return s.truncate(th, args, kw, "Negative size value %d")
	})
	t.Dict.SetStr("line_buffering", &py.GetSet{Name: "line_buffering", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		if _, err := asStringIO(o); err != nil {
			return nil, err
		}
		return py.False, nil
	}})
	t.Dict.SetStr("newlines", &py.GetSet{Name: "newlines", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		s, err := asStringIO(o)
		if err != nil {
			return nil, err
		}
		return s.newlines(), nil
	}})
	for _, name := range []string{"encoding", "errors"} {
		t.Dict.SetStr(name, py.None)
	}
	py.FinishNativeType(t)
}

func (s *StringIO) newlines() py.Object {
	if !s.readUniversal {
		return py.None
	}
	var seen []py.Object
	if s.seenCR {
		seen = append(seen, py.NewStr("\r"))
	}
	if s.seenLF {
		seen = append(seen, py.NewStr("\n"))
	}
	if s.seenCRLF {
		seen = append(seen, py.NewStr("\r\n"))
	}
	switch len(seen) {
	case 0:
		return py.None
	case 1:
		return seen[0]
	}
	return py.NewTuple(seen)
}

// MemSize reports the buffer to the run's memory measurement.
func (s *StringIO) MemSize(func(py.Object)) int64 { return int64(cap(s.data))*4 + 128 }
