package py

import (
	"fmt"
	"strings"
)

// Exception is an instance of BaseException or of any subclass, built-in
// or defined by code. It is also a Go error, so Go code returns it.
type Exception struct {
	class           *Type
	attrs           *Dict
	Args            *Tuple
	Cause           Object // __cause__ (nil = None)
	Context         Object // __context__
	SuppressContext bool
	Traceback       []TraceEntry // innermost first
	tbFrame         *Frame       // the frame that last added an entry
	abort           bool         // a guard stopped the run: not catchable
	notes           []string
}

// TraceEntry is one line of a traceback.
type TraceEntry struct {
	File string
	Func string
	Line int
	Text string
}

func (e *Exception) Type() *Type { return e.class }

// Error renders "Type: message" like the last line of a traceback.
func (e *Exception) Error() string {
	msg := e.Message()
	if msg == "" {
		return e.class.Name
	}
	return e.class.Name + ": " + msg
}

// Message is str(e): the part after "Type: ".
func (e *Exception) Message() string {
	if e.class.Str != nil && e.class.IsSubtype(OSErrorType) {
		if s, err := slotStr(nil, e.class, e); err == nil {
			return s
		}
	}
	if e.class.IsSubtype(KeyErrorType) && e.Args != nil && len(e.Args.items) == 1 {
		s, err := Repr(nil, e.Args.items[0])
		if err == nil {
			return s
		}
	}
	if e.Args == nil || len(e.Args.items) == 0 {
		return ""
	}
	if len(e.Args.items) == 1 {
		s, err := StrOf(nil, e.Args.items[0])
		if err == nil {
			return s
		}
		return "<exception str() failed>"
	}
	s, err := Repr(nil, e.Args)
	if err != nil {
		return "<exception str() failed>"
	}
	return s
}

// IsAbort reports whether the exception is a guard stop (timeout, memory,
// cancellation) that code cannot catch.
func (e *Exception) IsAbort() bool { return e.abort }

// Errorf makes an exception of type t with a formatted message.
func Errorf(t *Type, format string, args ...any) *Exception {
	msg := format
	if len(args) > 0 {
		msg = fmt.Sprintf(format, args...)
	}
	return &Exception{class: t, Args: NewTuple([]Object{NewStr(msg)})}
}

// NewException makes an exception of type t with the given args.
func NewException(t *Type, args ...Object) *Exception {
	return &Exception{class: t, Args: NewTuple(args)}
}

// IsInstanceOf reports whether e's class is t or a subclass.
func (e *Exception) IsInstanceOf(t *Type) bool { return e.class.IsSubtype(t) }

// addTraceback records that e passed through fr at line.
func (e *Exception) addTraceback(fr *Frame, line int) {
	if e.tbFrame == fr {
		return
	}
	e.tbFrame = fr
	e.Traceback = append(e.Traceback, TraceEntry{File: fr.code.Filename, Func: fr.code.Name, Line: line, Text: fr.code.sourceLine(line)})
}

// FormatTraceback renders the traceback text CPython prints for e,
// including chained causes and contexts.
func (e *Exception) FormatTraceback() string {
	var b strings.Builder
	e.formatChain(&b, map[*Exception]bool{})
	return b.String()
}

func (e *Exception) formatChain(b *strings.Builder, seen map[*Exception]bool) {
	seen[e] = true
	if c, ok := e.Cause.(*Exception); ok && !seen[c] {
		c.formatChain(b, seen)
		b.WriteString("\nThe above exception was the direct cause of the following exception:\n\n")
	} else if c, ok := e.Context.(*Exception); ok && !e.SuppressContext && !seen[c] {
		c.formatChain(b, seen)
		b.WriteString("\nDuring handling of the above exception, another exception occurred:\n\n")
	}
	if len(e.Traceback) > 0 {
		b.WriteString("Traceback (most recent call last):\n")
		for i := len(e.Traceback) - 1; i >= 0; i-- {
			t := e.Traceback[i]
			fmt.Fprintf(b, "  File \"%s\", line %d, in %s\n", t.File, t.Line, t.Func)
			if t.Text != "" {
				fmt.Fprintf(b, "    %s\n", t.Text)
			}
		}
	}
	b.WriteString(e.formatOnly())
	for _, n := range e.notes {
		b.WriteString(n)
		b.WriteString("\n")
	}
}

// formatOnly is traceback.format_exception_only: "Type: msg\n".
func (e *Exception) formatOnly() string {
	name := e.class.Name
	if e.class.Module != "builtins" && e.class.Module != "" && e.class.Module != "__main__" {
		name = e.class.Module + "." + name
	}
	if se, ok := e.syntaxErrorText(); ok {
		if !strings.HasSuffix(se, "\n") {
			se += "\n"
		}
		return se
	}
	msg := e.Message()
	if msg == "" {
		return name + "\n"
	}
	return name + ": " + msg + "\n"
}

func (e *Exception) syntaxErrorText() (string, bool) {
	if !e.class.IsSubtype(SyntaxErrorType) || e.attrs == nil {
		return "", false
	}
	v, ok := e.attrs.GetStr("_formatted")
	if !ok {
		return "", false
	}
	s, ok := v.(*Str)
	if !ok {
		return "", false
	}
	return s.s, true
}

// wrapGoError turns a Go error from host code into a Python exception.
func wrapGoError(err error) *Exception {
	if e, ok := err.(*Exception); ok {
		return e
	}
	var pe *Exception
	if asErr(err, &pe) {
		return pe
	}
	return Errorf(RuntimeErrorType, "%s", err.Error())
}
