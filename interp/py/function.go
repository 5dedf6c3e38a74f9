package py

import (
	"fmt"
	"strings"
)

// MethodFunc implements a method of a built-in type.
type MethodFunc func(th *Thread, self Object, args []Object, kwnames []string) (Object, error)

// Builtin is a function written in Go: a plain function (fn) or a method of
// a built-in type (meth), bound to self when self is set.
type Builtin struct {
	Name   string
	Module string
	Doc    string
	fn     BuiltinFunc
	meth   *MethodDescr
	self   Object
}

func (*Builtin) Type() *Type { return BuiltinFunctionType }

// NewBuiltin wraps a Go function as a Python callable.
func NewBuiltin(name string, fn BuiltinFunc) *Builtin { return &Builtin{Name: name, fn: fn} }

// Self returns the object a bound builtin method is bound to, or nil.
func (b *Builtin) Self() Object { return b.self }

func (b *Builtin) call(th *Thread, args []Object, kwnames []string) (Object, error) {
	if b.meth != nil {
		return b.meth.fn(th, b.self, args, kwnames)
	}
	if b.self != nil {
		return b.fn(th, prepend(b.self, args), kwnames)
	}
	return b.fn(th, args, kwnames)
}

// MethodDescr is a method of a built-in type as found in the type's dict
// (str.upper); looked up on an instance it becomes a bound Builtin.
type MethodDescr struct {
	Name  string
	owner *Type
	fn    MethodFunc
	class bool // a classmethod of a built-in type (dict.fromkeys)
}

func (*MethodDescr) Type() *Type { return MethodDescriptorType }

// AddMethod registers a method on a built-in type during setup.
func (t *Type) AddMethod(name string, fn MethodFunc) {
	t.Dict.SetStr(name, &MethodDescr{Name: name, owner: t, fn: fn})
}

// AddClassMethod registers a classmethod on a built-in type during setup.
func (t *Type) AddClassMethod(name string, fn MethodFunc) {
	t.Dict.SetStr(name, &MethodDescr{Name: name, owner: t, fn: fn, class: true})
}

// Function is a function defined by Python code.
type Function struct {
	code        *Code
	globals     *Dict
	Defaults    []Object
	KwDefaults  *Dict
	closure     []*Cell
	Name        string
	QualName    string
	Module      Object
	Doc         Object
	dict        *Dict
	annotations Object
}

func (*Function) Type() *Type { return FunctionType }

// Code returns the compiled code of the function.
func (f *Function) Code() *Code { return f.code }

// Globals returns the function's module namespace.
func (f *Function) Globals() *Dict { return f.globals }

// Code is a compiled function body with what a call needs to bind arguments.
type Code struct {
	Name       string
	QualName   string
	Filename   string
	lines      []string // source lines shared by the module's code objects
	FirstLine  int
	ArgCount   int // positional parameters, including positional-only
	PosOnly    int
	KwOnly     int
	VarArgs    bool
	VarKw      bool
	NLocals    int
	LocalNames []string // slot names; parameters first, in order
	cellSlots  []int    // slots that hold a Cell created at entry
	cellParams []int    // parameter slots whose value moves into a cell
	freeSlots  []int    // slots that receive the function's closure cells
	Generator  bool
	Coroutine  bool
	AsyncGen   bool
	body       func(fr *Frame) (Object, error)
	simpleArgs bool // only positional parameters, no cells among them
	stackSize  int  // scratch slots for call arguments
	inline     bool // a generator that runs without a goroutine (genmode.go)
	nGState    int  // resume-state ints of an inline generator
	// classCellSlot is the slot of the __class__ cell used by super(), or -1.
	classCellSlot int
	// seq numbers the def and lambda code of one compilation in creation
	// order, so a session snapshot finds it again by recompiling the source.
	seq int
}

// SourceLine returns line (1-based) of the code's source, stripped, or "".
// warnings and traceback print it as CPython's linecache would.
func (c *Code) SourceLine(line int) string { return c.sourceLine(line) }

func (c *Code) sourceLine(line int) string {
	if line < 1 || line > len(c.lines) {
		return ""
	}
	return strings.TrimSpace(c.lines[line-1])
}

// Frame is the activation of a code object.
type Frame struct {
	th      *Thread
	code    *Code
	fn      *Function
	locals  []Object
	globals *Dict
	ns      *Dict // class body namespace (names live in a dict)
	line    int
	back    *Frame
	ret     Object
	stack   []Object // scratch area for call arguments
	gstate  []int32  // resume state of an inline generator
	gen     *genCore
}

// Line returns the line being executed.
func (fr *Frame) Line() int { return fr.line }

// Code returns the frame's code.
func (fr *Frame) Code() *Code { return fr.code }

// Back returns the calling frame.
func (fr *Frame) Back() *Frame { return fr.back }

// Globals returns the frame's module namespace.
func (fr *Frame) Globals() *Dict { return fr.globals }

func (th *Thread) newFrame(code *Code, fn *Function, globals *Dict) *Frame {
	var fr *Frame
	if n := len(th.framePool); n > 0 && !code.Generator && !code.Coroutine && !code.AsyncGen {
		fr = th.framePool[n-1]
		th.framePool = th.framePool[:n-1]
		if cap(fr.locals) >= code.NLocals {
			fr.locals = fr.locals[:code.NLocals]
		} else {
			fr.locals = make([]Object, code.NLocals)
		}
		if cap(fr.stack) >= code.stackSize {
			fr.stack = fr.stack[:code.stackSize]
		} else {
			fr.stack = make([]Object, code.stackSize)
		}
	} else {
		fr = &Frame{locals: make([]Object, code.NLocals), stack: make([]Object, code.stackSize)}
	}
	fr.th = th
	fr.code = code
	fr.fn = fn
	fr.globals = globals
	fr.line = code.FirstLine
	return fr
}

func (th *Thread) releaseFrame(fr *Frame) {
	if fr.gen != nil || len(th.framePool) >= 64 {
		return
	}
	clear(fr.locals)
	// newFrame sets th, code, fn, globals and line; the rest must start
	// empty. Field by field: a whole-struct reset costs a bulk write
	// barrier on every call while the collector marks.
	fr.ns, fr.back, fr.ret, fr.gstate, fr.gen = nil, nil, nil, nil, nil
	th.framePool = append(th.framePool, fr)
}

// call runs the function with the given arguments.
func (f *Function) call(th *Thread, args []Object, kwnames []string) (Object, error) {
	code := f.code
	if err := th.tick(); err != nil {
		return nil, err
	}
	if th.depth >= th.maxDepth {
		return nil, Errorf(RecursionErrorType, "maximum recursion depth exceeded")
	}
	fr := th.newFrame(code, f, f.globals)
	if code.simpleArgs && len(kwnames) == 0 && len(args) == code.ArgCount {
		copy(fr.locals, args)
	} else if err := f.bindArgs(th, fr, args, kwnames); err != nil {
		th.releaseFrame(fr)
		return nil, err
	}
	for _, s := range code.cellParams {
		fr.locals[s] = &Cell{V: fr.locals[s]}
	}
	for _, s := range code.cellSlots {
		fr.locals[s] = &Cell{}
	}
	for i, s := range code.freeSlots {
		fr.locals[s] = f.closure[i]
	}
	if code.Generator || code.Coroutine || code.AsyncGen {
		return newGenerator(th, fr), nil
	}
	return th.runFrame(fr)
}

// runFrame executes fr to completion on the calling goroutine.
func (th *Thread) runFrame(fr *Frame) (Object, error) {
	fr.back = th.frame
	th.frame = fr
	th.depth++
	ret, err := fr.code.body(fr)
	th.depth--
	th.frame = fr.back
	if err != nil {
		if e, ok := err.(*Exception); ok {
			e.addTraceback(fr, fr.line)
		}
		th.releaseFrame(fr)
		return nil, err
	}
	th.releaseFrame(fr)
	return ret, nil
}

// bindArgs is the general argument binder: keywords, defaults, *args, **kwargs.
func (f *Function) bindArgs(th *Thread, fr *Frame, args []Object, kwnames []string) error {
	code := f.code
	npos := len(args) - len(kwnames)
	pos := args[:npos]
	kwvals := args[npos:]
	locals := fr.locals
	nparams := code.ArgCount
	// too many positionals is reported after the keywords are bound, as
	// CPython does: an unexpected keyword wins, and the message counts the
	// keyword-only arguments given
	tooMany := npos > nparams && !code.VarArgs
	n := npos
	if n > nparams {
		n = nparams
	}
	copy(locals, pos[:n])
	slot := nparams + code.KwOnly
	var varargs *Tuple
	if code.VarArgs {
		if npos > nparams {
			varargs = NewTuple(append([]Object(nil), pos[nparams:]...))
		} else {
			varargs = emptyTuple
		}
		locals[slot] = varargs
		slot++
	}
	var kwdict *Dict
	if code.VarKw {
		kwdict = NewDict()
		locals[slot] = kwdict
	}
	for i, name := range kwnames {
		idx := -1
		for j := code.PosOnly; j < nparams+code.KwOnly; j++ {
			if code.LocalNames[j] == name {
				idx = j
				break
			}
		}
		if idx < 0 {
			if kwdict != nil {
				if err := kwdict.SetItem(th, NewStr(name), kwvals[i]); err != nil {
					return err
				}
				continue
			}
			for j := 0; j < code.PosOnly; j++ {
				if code.LocalNames[j] == name {
					return Errorf(TypeErrorType, "%s() got some positional-only arguments passed as keyword arguments: '%s'", f.QualName, name)
				}
			}
			return Errorf(TypeErrorType, "%s() got an unexpected keyword argument '%s'", f.QualName, name)
		}
		if locals[idx] != nil {
			return Errorf(TypeErrorType, "%s() got multiple values for argument '%s'", f.QualName, name)
		}
		locals[idx] = kwvals[i]
	}
	if tooMany {
		kwonly := 0
		for j := nparams; j < nparams+code.KwOnly; j++ {
			if locals[j] != nil {
				kwonly++
			}
		}
		return f.tooManyPositional(npos, kwonly)
	}
	// defaults for positional parameters
	ndef := len(f.Defaults)
	var missing []string
	for j := 0; j < nparams; j++ {
		if locals[j] != nil {
			continue
		}
		if d := j - (nparams - ndef); d >= 0 {
			locals[j] = f.Defaults[d]
			continue
		}
		missing = append(missing, code.LocalNames[j])
	}
	if len(missing) > 0 {
		return missingArgs(f.QualName, "positional", missing)
	}
	missing = nil
	for j := nparams; j < nparams+code.KwOnly; j++ {
		if locals[j] != nil {
			continue
		}
		if f.KwDefaults != nil {
			if v, ok := f.KwDefaults.GetStr(code.LocalNames[j]); ok {
				locals[j] = v
				continue
			}
		}
		missing = append(missing, code.LocalNames[j])
	}
	if len(missing) > 0 {
		return missingArgs(f.QualName, "keyword-only", missing)
	}
	return nil
}

func missingArgs(fname, kind string, names []string) error {
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = "'" + n + "'"
	}
	var list string
	switch len(quoted) {
	case 1:
		list = quoted[0]
	case 2:
		list = quoted[0] + " and " + quoted[1]
	default:
		list = strings.Join(quoted[:len(quoted)-1], ", ") + ", and " + quoted[len(quoted)-1]
	}
	plural := "argument"
	if len(names) > 1 {
		plural = "arguments"
	}
	return Errorf(TypeErrorType, "%s() missing %d required %s %s: %s", fname, len(names), kind, plural, list)
}

func (f *Function) tooManyPositional(given, kwonlyGiven int) error {
	code := f.code
	ndef := len(f.Defaults)
	var takes string
	if ndef > 0 {
		takes = fmt.Sprintf("from %d to %d positional arguments", code.ArgCount-ndef, code.ArgCount)
	} else if code.ArgCount == 1 {
		takes = "1 positional argument"
	} else {
		takes = fmt.Sprintf("%d positional arguments", code.ArgCount)
	}
	if kwonlyGiven > 0 {
		return Errorf(TypeErrorType, "%s() takes %s but %d positional argument%s (and %d keyword-only argument%s) were given",
			f.QualName, takes, given, plural(given), kwonlyGiven, plural(kwonlyGiven))
	}
	was := "were"
	if given == 1 {
		was = "was"
	}
	return Errorf(TypeErrorType, "%s() takes %s but %d %s given", f.QualName, takes, given, was)
}

// BoundMethod is a function bound to an instance.
type BoundMethod struct {
	Func Object
	Self Object
}

func (*BoundMethod) Type() *Type { return MethodType }

func (m *BoundMethod) call(th *Thread, args []Object, kwnames []string) (Object, error) {
	buf := th.argBuf(len(args) + 1)
	buf[0] = m.Self
	copy(buf[1:], args)
	r, err := Call(th, m.Func, buf, kwnames)
	th.releaseArgBuf(buf)
	return r, err
}

// argBuf returns a scratch slice for building call arguments; callees must
// not keep references to it.
func (th *Thread) argBuf(n int) []Object {
	return make([]Object, n)
}

func (th *Thread) releaseArgBuf([]Object) {}
