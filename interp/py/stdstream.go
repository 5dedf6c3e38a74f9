package py

// sys.stdout and sys.stderr, and where print() writes when code replaced
// sys.stdout.

// StdStream is the object behind sys.stdout and sys.stderr: its write()
// appends to the run's captured output.
type StdStream struct {
	Err bool // stderr rather than stdout
}

// StdStreamType is the type of sys.stdout/sys.stderr (io.TextIOWrapper in CPython).
var StdStreamType = &Type{Name: "TextIOWrapper", final: true}

func (*StdStream) Type() *Type { return StdStreamType }

func (s *StdStream) name() string {
	if s.Err {
		return "<stderr>"
	}
	return "<stdout>"
}

func (s *StdStream) buffer(th *Thread) *OutputBuffer {
	if s.Err {
		return th.Stderr
	}
	return th.Stdout
}

func setupStdStream() {
	t := StdStreamType
	initBuiltinType(t, ObjectType, nil)
	t.Module = "_io"
	t.Repr = func(th *Thread, o Object) (string, error) {
		return "<_io.TextIOWrapper name='" + o.(*StdStream).name() + "' mode='w' encoding='utf-8'>", nil
	}
	t.Hash = identityHash
	t.AddMethod("write", func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) {
		if err := ArgRange("write", args, kwnames, 1, 1); err != nil {
			return nil, err
		}
		s, ok := AsStr(args[0])
		if !ok {
			return nil, Errorf(TypeErrorType, "write() argument must be str, not %s", TypeName(args[0]))
		}
		if err := th.tick(); err != nil {
			return nil, err
		}
		self.(*StdStream).buffer(th).WriteString(s)
		return Int(NewStr(s).RuneLen()), nil
	})
	t.AddMethod("writelines", func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) {
		if err := ArgRange("writelines", args, kwnames, 1, 1); err != nil {
			return nil, err
		}
		lines, err := Collect(th, args[0])
		if err != nil {
			return nil, err
		}
		buf := self.(*StdStream).buffer(th)
		for _, l := range lines {
			s, ok := AsStr(l)
			if !ok {
				return nil, Errorf(TypeErrorType, "write() argument must be str, not %s", TypeName(l))
			}
			buf.WriteString(s)
		}
		return None, nil
	})
	none := func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) { return None, nil }
	t.AddMethod("flush", none)
	for _, name := range []string{"isatty", "readable", "seekable"} {
		t.AddMethod(name, func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) { return False, nil })
	}
	t.AddMethod("writable", func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) { return True, nil })
	t.AddMethod("fileno", func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) {
		return nil, Errorf(OSErrorType, "the sandbox's standard streams have no file descriptor")
	})
	t.Dict.SetStr("encoding", NewStr("utf-8"))
	t.Dict.SetStr("errors", NewStr("strict"))
	t.Dict.SetStr("mode", NewStr("w"))
	t.Dict.SetStr("closed", False)
	t.Dict.SetStr("name", &GetSet{Name: "name", Get: func(th *Thread, o Object) (Object, error) {
		return NewStr(o.(*StdStream).name()), nil
	}})
	finishType(t)
}

// printTarget is where print() without file= writes: the object code put
// in sys.stdout (contextlib.redirect_stdout does), or nil for the run's
// own output. skip reports sys.stdout set to None, where print does nothing.
func (th *Thread) printTarget() (target Object, skip bool) {
	m, ok := th.modules["sys"].(*Module)
	if !ok {
		return nil, false
	}
	v, ok := m.Dict.GetStr("stdout")
	if !ok {
		return nil, false
	}
	switch x := v.(type) {
	case *StdStream:
		if !x.Err {
			return nil, false
		}
	case NoneType:
		return nil, true
	}
	return v, false
}
