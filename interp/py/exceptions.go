package py

// The exception hierarchy of CPython 3.11.
var (
	BaseExceptionType             = &Type{Name: "BaseException"}
	SystemExitType                = &Type{Name: "SystemExit"}
	KeyboardInterruptType         = &Type{Name: "KeyboardInterrupt"}
	GeneratorExitType             = &Type{Name: "GeneratorExit"}
	ExceptionType                 = &Type{Name: "Exception"}
	StopIterationType             = &Type{Name: "StopIteration"}
	StopAsyncIterationType        = &Type{Name: "StopAsyncIteration"}
	ArithmeticErrorType           = &Type{Name: "ArithmeticError"}
	FloatingPointErrorType        = &Type{Name: "FloatingPointError"}
	OverflowErrorType             = &Type{Name: "OverflowError"}
	ZeroDivisionErrorType         = &Type{Name: "ZeroDivisionError"}
	AssertionErrorType            = &Type{Name: "AssertionError"}
	AttributeErrorType            = &Type{Name: "AttributeError"}
	BufferErrorType               = &Type{Name: "BufferError"}
	EOFErrorType                  = &Type{Name: "EOFError"}
	ImportErrorType               = &Type{Name: "ImportError"}
	ModuleNotFoundErrorType       = &Type{Name: "ModuleNotFoundError"}
	LookupErrorType               = &Type{Name: "LookupError"}
	IndexErrorType                = &Type{Name: "IndexError"}
	KeyErrorType                  = &Type{Name: "KeyError"}
	MemoryErrorType               = &Type{Name: "MemoryError"}
	NameErrorType                 = &Type{Name: "NameError"}
	UnboundLocalErrorType         = &Type{Name: "UnboundLocalError"}
	OSErrorType                   = &Type{Name: "OSError"}
	BlockingIOErrorType           = &Type{Name: "BlockingIOError"}
	ChildProcessErrorType         = &Type{Name: "ChildProcessError"}
	ConnectionErrorType           = &Type{Name: "ConnectionError"}
	BrokenPipeErrorType           = &Type{Name: "BrokenPipeError"}
	ConnectionAbortedErrorType    = &Type{Name: "ConnectionAbortedError"}
	ConnectionRefusedErrorType    = &Type{Name: "ConnectionRefusedError"}
	ConnectionResetErrorType      = &Type{Name: "ConnectionResetError"}
	FileExistsErrorType           = &Type{Name: "FileExistsError"}
	FileNotFoundErrorType         = &Type{Name: "FileNotFoundError"}
	InterruptedErrorType          = &Type{Name: "InterruptedError"}
	IsADirectoryErrorType         = &Type{Name: "IsADirectoryError"}
	NotADirectoryErrorType        = &Type{Name: "NotADirectoryError"}
	PermissionErrorType           = &Type{Name: "PermissionError"}
	ProcessLookupErrorType        = &Type{Name: "ProcessLookupError"}
	TimeoutErrorType              = &Type{Name: "TimeoutError"}
	ReferenceErrorType            = &Type{Name: "ReferenceError"}
	RuntimeErrorType              = &Type{Name: "RuntimeError"}
	NotImplementedErrorType       = &Type{Name: "NotImplementedError"}
	RecursionErrorType            = &Type{Name: "RecursionError"}
	SyntaxErrorType               = &Type{Name: "SyntaxError"}
	IndentationErrorType          = &Type{Name: "IndentationError"}
	TabErrorType                  = &Type{Name: "TabError"}
	SystemErrorType               = &Type{Name: "SystemError"}
	TypeErrorType                 = &Type{Name: "TypeError"}
	ValueErrorType                = &Type{Name: "ValueError"}
	UnicodeErrorType              = &Type{Name: "UnicodeError"}
	UnicodeDecodeErrorType        = &Type{Name: "UnicodeDecodeError"}
	UnicodeEncodeErrorType        = &Type{Name: "UnicodeEncodeError"}
	UnicodeTranslateErrorType     = &Type{Name: "UnicodeTranslateError"}
	WarningType                   = &Type{Name: "Warning"}
	UserWarningType               = &Type{Name: "UserWarning"}
	DeprecationWarningType        = &Type{Name: "DeprecationWarning"}
	PendingDeprecationWarningType = &Type{Name: "PendingDeprecationWarning"}
	SyntaxWarningType             = &Type{Name: "SyntaxWarning"}
	RuntimeWarningType            = &Type{Name: "RuntimeWarning"}
	FutureWarningType             = &Type{Name: "FutureWarning"}
	ImportWarningType             = &Type{Name: "ImportWarning"}
	UnicodeWarningType            = &Type{Name: "UnicodeWarning"}
	BytesWarningType              = &Type{Name: "BytesWarning"}
	ResourceWarningType           = &Type{Name: "ResourceWarning"}
	EncodingWarningType           = &Type{Name: "EncodingWarning"}
	BaseExceptionGroupType        = &Type{Name: "BaseExceptionGroup"}
	ExceptionGroupType            = &Type{Name: "ExceptionGroup"}
)

// exceptionTree lists each exception type with its base, bases first.
var exceptionTree = [][2]*Type{
	{BaseExceptionType, nil},
	{SystemExitType, BaseExceptionType},
	{KeyboardInterruptType, BaseExceptionType},
	{GeneratorExitType, BaseExceptionType},
	{ExceptionType, BaseExceptionType},
	{StopIterationType, ExceptionType},
	{StopAsyncIterationType, ExceptionType},
	{ArithmeticErrorType, ExceptionType},
	{FloatingPointErrorType, ArithmeticErrorType},
	{OverflowErrorType, ArithmeticErrorType},
	{ZeroDivisionErrorType, ArithmeticErrorType},
	{AssertionErrorType, ExceptionType},
	{AttributeErrorType, ExceptionType},
	{BufferErrorType, ExceptionType},
	{EOFErrorType, ExceptionType},
	{ImportErrorType, ExceptionType},
	{ModuleNotFoundErrorType, ImportErrorType},
	{LookupErrorType, ExceptionType},
	{IndexErrorType, LookupErrorType},
	{KeyErrorType, LookupErrorType},
	{MemoryErrorType, ExceptionType},
	{NameErrorType, ExceptionType},
	{UnboundLocalErrorType, NameErrorType},
	{OSErrorType, ExceptionType},
	{BlockingIOErrorType, OSErrorType},
	{ChildProcessErrorType, OSErrorType},
	{ConnectionErrorType, OSErrorType},
	{BrokenPipeErrorType, ConnectionErrorType},
	{ConnectionAbortedErrorType, ConnectionErrorType},
	{ConnectionRefusedErrorType, ConnectionErrorType},
	{ConnectionResetErrorType, ConnectionErrorType},
	{FileExistsErrorType, OSErrorType},
	{FileNotFoundErrorType, OSErrorType},
	{InterruptedErrorType, OSErrorType},
	{IsADirectoryErrorType, OSErrorType},
	{NotADirectoryErrorType, OSErrorType},
	{PermissionErrorType, OSErrorType},
	{ProcessLookupErrorType, OSErrorType},
	{TimeoutErrorType, OSErrorType},
	{ReferenceErrorType, ExceptionType},
	{RuntimeErrorType, ExceptionType},
	{NotImplementedErrorType, RuntimeErrorType},
	{RecursionErrorType, RuntimeErrorType},
	{SyntaxErrorType, ExceptionType},
	{IndentationErrorType, SyntaxErrorType},
	{TabErrorType, IndentationErrorType},
	{SystemErrorType, ExceptionType},
	{TypeErrorType, ExceptionType},
	{ValueErrorType, ExceptionType},
	{UnicodeErrorType, ValueErrorType},
	{UnicodeDecodeErrorType, UnicodeErrorType},
	{UnicodeEncodeErrorType, UnicodeErrorType},
	{UnicodeTranslateErrorType, UnicodeErrorType},
	{WarningType, ExceptionType},
	{UserWarningType, WarningType},
	{DeprecationWarningType, WarningType},
	{PendingDeprecationWarningType, WarningType},
	{SyntaxWarningType, WarningType},
	{RuntimeWarningType, WarningType},
	{FutureWarningType, WarningType},
	{ImportWarningType, WarningType},
	{UnicodeWarningType, WarningType},
	{BytesWarningType, WarningType},
	{ResourceWarningType, WarningType},
	{EncodingWarningType, WarningType},
	{BaseExceptionGroupType, BaseExceptionType},
	{ExceptionGroupType, BaseExceptionGroupType},
}

var exceptionTypes []*Type

func setupExceptions() {
	for _, pair := range exceptionTree {
		t, base := pair[0], pair[1]
		if base == nil {
			base = ObjectType
		}
		initBuiltinType(t, base, BaseExceptionType)
		exceptionTypes = append(exceptionTypes, t)
	}
	// ExceptionGroup also derives from Exception
	ExceptionGroupType.Bases = []*Type{BaseExceptionGroupType, ExceptionType}
	ExceptionGroupType.MRO = []*Type{ExceptionGroupType, BaseExceptionGroupType, ExceptionType, BaseExceptionType, ObjectType}
	b := BaseExceptionType
	b.New = func(th *Thread, t *Type, args []Object, kwnames []string) (Object, error) {
		e := &Exception{class: t, Args: NewTuple(append([]Object(nil), args[:len(args)-len(kwnames)]...))}
		if !t.builtin {
			e.attrs = NewDict()
		}
		return e, nil
	}
	b.Init = func(th *Thread, self Object, args []Object, kwnames []string) error {
		e := self.(*Exception)
		if len(kwnames) > 0 && e.class.builtin {
			return Errorf(TypeErrorType, "%s() takes no keyword arguments", e.class.Name)
		}
		e.Args = NewTuple(append([]Object(nil), args[:len(args)-len(kwnames)]...))
		return nil
	}
	b.Repr = func(th *Thread, o Object) (string, error) {
		e := o.(*Exception)
		if e.Args == nil || len(e.Args.items) == 0 {
			return e.class.Name + "()", nil
		}
		if len(e.Args.items) == 1 {
			r, err := Repr(th, e.Args.items[0])
			if err != nil {
				return "", err
			}
			return e.class.Name + "(" + r + ")", nil
		}
		r, err := Repr(th, e.Args)
		if err != nil {
			return "", err
		}
		return e.class.Name + r, nil
	}
	b.Str = func(th *Thread, o Object) (string, error) {
		e := o.(*Exception)
		if e.class.IsSubtype(KeyErrorType) && e.Args != nil && len(e.Args.items) == 1 {
			return Repr(th, e.Args.items[0])
		}
		if e.Args == nil || len(e.Args.items) == 0 {
			return "", nil
		}
		if len(e.Args.items) == 1 {
			return StrOf(th, e.Args.items[0])
		}
		return Repr(th, e.Args)
	}
	OSErrorType.Str = func(th *Thread, o Object) (string, error) {
		e := o.(*Exception)
		if e.Args != nil && len(e.Args.items) >= 2 && len(e.Args.items) <= 5 {
			if _, ok := e.Args.items[0].(Int); ok {
				errno, _ := StrOf(th, e.Args.items[0])
				msg, err := StrOf(th, e.Args.items[1])
				if err != nil {
					return "", err
				}
				if len(e.Args.items) >= 3 && e.Args.items[2] != None {
					fn, err := Repr(th, e.Args.items[2])
					if err != nil {
						return "", err
					}
					return "[Errno " + errno + "] " + msg + ": " + fn, nil
				}
				return "[Errno " + errno + "] " + msg, nil
			}
		}
		return slotStr(th, b, o)
	}
	b.Hash = identityHash
	b.GetAttr = exceptionGetAttr
	b.SetAttr = exceptionSetAttr
	b.AddMethod("with_traceback", func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) {
		return self, nil
	})
	b.AddMethod("add_note", func(th *Thread, self Object, args []Object, kwnames []string) (Object, error) {
		if err := ArgRange("add_note", args, kwnames, 1, 1); err != nil {
			return nil, err
		}
		s, ok := AsStr(args[0])
		if !ok {
			return nil, Errorf(TypeErrorType, "note must be a str, not '%s'", TypeName(args[0]))
		}
		e := self.(*Exception)
		e.notes = append(e.notes, s)
		return None, nil
	})
}

func exceptionGetAttr(th *Thread, o Object, name string) (Object, error) {
	e := o.(*Exception)
	switch name {
	case "args":
		return e.Args, nil
	case "__cause__":
		return orNone(e.Cause), nil
	case "__context__":
		return orNone(e.Context), nil
	case "__suppress_context__":
		return NewBool(e.SuppressContext), nil
	case "__traceback__":
		return tracebackOf(e), nil
	case "__notes__":
		if len(e.notes) == 0 {
			break
		}
		items := make([]Object, len(e.notes))
		for i, n := range e.notes {
			items[i] = NewStr(n)
		}
		return NewList(items), nil
	}
	if e.attrs != nil {
		if v, ok := e.attrs.GetStr(name); ok {
			return v, nil
		}
	}
	// attributes of particular exception types
	switch {
	case name == "value" && e.class.IsSubtype(StopIterationType):
		return stopValue(e), nil
	case name == "code" && e.class.IsSubtype(SystemExitType):
		if e.Args == nil || len(e.Args.items) == 0 {
			return None, nil
		}
		if len(e.Args.items) == 1 {
			return e.Args.items[0], nil
		}
		return e.Args, nil
	case (name == "errno" || name == "strerror" || name == "filename" || name == "filename2") && e.class.IsSubtype(OSErrorType):
		if e.Args != nil && len(e.Args.items) >= 2 {
			switch name {
			case "errno":
				return e.Args.items[0], nil
			case "strerror":
				return e.Args.items[1], nil
			case "filename":
				if len(e.Args.items) >= 3 {
					return e.Args.items[2], nil
				}
			}
		}
		return None, nil
	case (name == "name" || name == "path") && e.class.IsSubtype(ImportErrorType):
		return None, nil
	case (name == "name" || name == "obj") && (e.class.IsSubtype(AttributeErrorType) || e.class.IsSubtype(NameErrorType)):
		if h := e.hint; h != nil {
			if name == "name" {
				return NewStr(h.name), nil
			}
			if h.obj != nil && e.class.IsSubtype(AttributeErrorType) {
				return h.obj, nil
			}
		}
		return None, nil
	case name == "msg" && e.class.IsSubtype(SyntaxErrorType):
		if e.Args != nil && len(e.Args.items) > 0 {
			return e.Args.items[0], nil
		}
		return None, nil
	case (name == "lineno" || name == "offset" || name == "text" || name == "filename" || name == "end_lineno" || name == "end_offset") && e.class.IsSubtype(SyntaxErrorType):
		return None, nil
	case name == "exceptions" && e.class.IsSubtype(BaseExceptionGroupType):
		if e.Args != nil && len(e.Args.items) > 1 {
			if l, ok := e.Args.items[1].(*List); ok {
				return NewTuple(append([]Object(nil), l.items...)), nil
			}
			return e.Args.items[1], nil
		}
	case name == "message" && e.class.IsSubtype(BaseExceptionGroupType):
		if e.Args != nil && len(e.Args.items) > 0 {
			return e.Args.items[0], nil
		}
	}
	return genericGetAttr(th, o, name)
}

func exceptionSetAttr(th *Thread, o Object, name string, v Object) error {
	e := o.(*Exception)
	switch name {
	case "args":
		items, err := Collect(th, v)
		if err != nil {
			return err
		}
		e.Args = NewTuple(items)
		return nil
	case "__cause__":
		if v == None || v == nil {
			e.Cause = nil
		} else {
			e.Cause = v
		}
		e.SuppressContext = true
		return nil
	case "__context__":
		if v == None || v == nil {
			e.Context = nil
		} else {
			e.Context = v
		}
		return nil
	case "__suppress_context__":
		t, err := Truth(th, v)
		e.SuppressContext = t
		return err
	case "__traceback__":
		return nil
	case "__dict__":
		_, err := assignDict(e, v)
		return err
	}
	if e.attrs == nil {
		e.attrs = NewDict()
	}
	if v == nil {
		if !e.attrs.DelStr(name) {
			return Errorf(AttributeErrorType, "%s", name)
		}
		return nil
	}
	e.attrs.SetStr(name, v)
	return nil
}

func orNone(o Object) Object {
	if o == nil {
		return None
	}
	return o
}

// wrapExceptionGroup wraps e for an except* clause.
func wrapExceptionGroup(e *Exception) *Exception {
	if e.class.IsSubtype(BaseExceptionGroupType) {
		return e
	}
	t := ExceptionGroupType
	if !e.class.IsSubtype(ExceptionType) {
		t = BaseExceptionGroupType
	}
	return NewException(t, NewStr(""), NewList([]Object{e}))
}
