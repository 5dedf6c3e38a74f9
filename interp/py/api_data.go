package py

import "time"

// Hooks used by the data and runtime standard-library modules (sys,
// contextlib, dataclasses, enum): the recursion-limit setter, the standard
// streams behind sys.stdout/sys.stderr, print()'s lookup of a redirected
// sys.stdout, read-only mapping proxies and type.__call__ for metaclasses.

// setupDataHooks runs once at package init, after the built-in types exist.
func setupDataHooks() {
	// type.__call__, so that a metaclass's __call__ can delegate with
	// super().__call__(*args) as enum's does
	TypeType.AddMethod("__call__", func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) {
		if _, ok := self.(*Type); !ok {
			return nil, Errorf(TypeErrorType, "descriptor '__call__' requires a 'type' object but received a '%s'", TypeName(self))
		}
		return typeCall(th, self, args, kwnames)
	})
	setupStdStream()
	setupUnionArgs()
	fixHashSlots()
	// str() of a mappingproxy is str() of the mapping (print(Enum.__members__))
	MappingProxyType.Str = func(th *Thread, o Object) (string, error) { return StrOf(th, o.(*MappingProxy).d) }
	// a mappingproxy compares as its mapping does (Field.metadata == {})
	MappingProxyType.Compare = func(th *Thread, a, b Object, op CmpOp) (Object, error) {
		if p, ok := b.(*MappingProxy); ok {
			b = p.d
		}
		return RichCompare(th, a.(*MappingProxy).d, b, op)
	}
}

// RecursionLimit returns the call-depth limit in force.
func (th *Thread) RecursionLimit() int { return th.maxDepth }

// SetRecursionLimit sets the call-depth limit, capped by the host's
// Limits.MaxDepth so that code cannot raise it past what the host allows.
// It returns the limit now in force.
func (th *Thread) SetRecursionLimit(n int) (int, error) {
	if n < 1 {
		return th.maxDepth, Errorf(ValueErrorType, "recursion limit must be greater or equal than 1")
	}
	if n > th.Limits.MaxDepth {
		n = th.Limits.MaxDepth
	}
	if n <= th.depth {
		return th.maxDepth, Errorf(RecursionErrorType, "cannot set the recursion limit to %d at the recursion depth %d: the limit is too low", n, th.depth)
	}
	th.maxDepth = n
	return n, nil
}

// Depth returns the current Python call depth.
func (th *Thread) Depth() int { return th.depth }

// NewMappingProxy returns a read-only view of d (types.MappingProxyType).
func NewMappingProxy(d *Dict) Object { return &MappingProxy{d: d} }

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

// HandledException returns the exception the innermost running except
// block handles (sys.exc_info), or nil.
func (th *Thread) HandledException() *Exception { return th.currentHandled() }

// ImportedModule returns the module imported under name in this run, or nil.
func (th *Thread) ImportedModule(name string) Object { return th.modules[name] }

// ImportedModuleNames returns the names of the modules imported in this run.
func (th *Thread) ImportedModuleNames() []string {
	names := make([]string, 0, len(th.modules))
	for k := range th.modules {
		names = append(names, k)
	}
	sortStrings(names)
	return names
}

// resolveMroEntries replaces each base that is not a class by the result
// of its __mro_entries__(bases), as CPython's class statement does before
// picking the metaclass (typing.Generic[T] as a base becomes Generic).
func resolveMroEntries(th *Thread, bases []Object) ([]Object, error) {
	out := make([]Object, 0, len(bases))
	changed := false
	for _, b := range bases {
		if _, ok := b.(*Type); ok {
			out = append(out, b)
			continue
		}
		// an attribute of the object, not only of its type (typing.NamedTuple is a function)
		m, err := GetAttr(th, b, "__mro_entries__")
		if err != nil {
			if e, ok := err.(*Exception); !ok || !e.IsInstanceOf(AttributeErrorType) || e.IsAbort() {
				return nil, err
			}
			out = append(out, b)
			continue
		}
		r, err := Call(th, m, []Object{NewTuple(append([]Object(nil), bases...))}, nil)
		if err != nil {
			return nil, err
		}
		entries, ok := r.(*Tuple)
		if !ok {
			return nil, Errorf(TypeErrorType, "__mro_entries__ must return a tuple")
		}
		out = append(out, entries.items...)
		changed = true
	}
	if !changed {
		return bases, nil
	}
	return out, nil
}

func sameObjects(a, b []Object) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// CallerFrame returns the module namespace and line of the Python frame
// depth levels above the innermost one (0 is the innermost), or nil.
// sys._getframe is built on it: library code reads the caller's globals to
// name the module of a class built by a function (namedtuple, Enum(...)).
func (th *Thread) CallerFrame(depth int) (*Dict, int) {
	fr := th.frame
	for ; fr != nil && depth > 0; depth-- {
		fr = fr.back
	}
	if fr == nil {
		return nil, 0
	}
	return fr.globals, fr.line
}

// MainGlobals returns the namespace of the outermost frame: the __main__
// module of the run.
func (th *Thread) MainGlobals() *Dict {
	fr := th.frame
	if fr == nil {
		return nil
	}
	for fr.back != nil {
		fr = fr.back
	}
	return fr.globals
}

// setupUnionArgs gives X | Y its __args__ (typing.get_args reads them).
func setupUnionArgs() {
	base := UnionTypeType.GetAttr
	UnionTypeType.GetAttr = func(th *Thread, o Object, name string) (Object, error) {
		switch name {
		case "__args__":
			return NewTuple(o.(*UnionType).flat()), nil
		case "__parameters__":
			return NewTuple(nil), nil
		}
		return base(th, o, name)
	}
}

// subclassHook lets an object that is not a class answer issubclass(c,
// obj) with its __subclasscheck__ (typing.Sequence, typing.Union[...]).
func subclassHook(th *Thread, c, cls Object) (ok, handled bool, err error) {
	switch cls.(type) {
	case *Type, *Tuple, *UnionType:
		return false, false, nil
	}
	t := cls.Type()
	if t.builtin || t.Lookup("__subclasscheck__") == nil {
		return false, false, nil
	}
	r, err := callDunder(th, cls, "__subclasscheck__", c)
	if err != nil {
		return false, true, err
	}
	ok, err = Truth(th, r)
	return ok, true, err
}

// classNamespaceStore assigns a name in a class body. A namespace made by
// a metaclass's __prepare__ may be a dict subclass whose __setitem__ sees
// every assignment (enum's does), as in CPython.
func classNamespaceStore(fr *Frame, key *Str, v Object) error {
	if fr.ns.class != nil {
		return SetItem(fr.th, fr.ns, key, v)
	}
	fr.ns.setInterned(fr.th, key, v)
	return nil
}

// Sleep blocks for d (asyncio's event loop when every task waits for a
// timer). The time counts against the run's deadline: a sleep that would
// end after it fails at once with the run's time-limit error, and a
// cancelled run wakes up at once.
func (th *Thread) Sleep(d time.Duration) error {
	if d > 0 {
		if time.Now().Add(d).After(th.deadline) {
			return th.setAbort(Errorf(TimeoutErrorType, "execution exceeded the time limit (%s): a sleep of %s would end after the deadline", th.Limits.MaxDuration, d.Round(time.Millisecond)))
		}
		timer := time.NewTimer(d)
		defer timer.Stop()
		select {
		case <-timer.C:
		case <-th.ctx.Done():
		}
	}
	return th.checkSlow()
}

// Elapsed returns the time since the run started (a monotonic clock).
func (th *Thread) Elapsed() time.Duration { return time.Since(th.start) }

// fixHashSlots makes list, dict, set, bytearray and slice unhashable as in
// CPython (finishType let them inherit object's hash), and removes the
// __hash__ = None that finishType wrote into types which do inherit a hash
// (bool.__hash__ is int's, not None).
func fixHashSlots() {
	unhashable := map[*Type]bool{ListType: true, DictType: true, SetType: true, ByteArrayType: true, SliceType: true}
	for _, t := range allBuiltinTypes() {
		if unhashable[t] {
			t.Hash = nil
			t.Dict.SetStr("__hash__", None)
			continue
		}
		if v, ok := t.Dict.GetStr("__hash__"); ok && v == None && t.Hash != nil {
			t.Dict.DelStr("__hash__")
		}
	}
}
