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
	hint            *errorHint // NameError, AttributeError: name, obj, where to look for a suggestion
	// str is str(e) computed by a __str__ written in Python (ResolveStr):
	// Message has no thread to run it.
	str    string
	hasStr bool
}

// TraceEntry is one line of a traceback.
type TraceEntry struct {
	File string
	Func string
	Line int
	Text string
	// what __traceback__'s frame objects show
	code    *Code
	globals *Dict
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
	if e.hasStr {
		return e.str
	}
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
	e.Traceback = append(e.Traceback, TraceEntry{File: fr.code.Filename, Func: fr.code.Name, Line: line, Text: fr.code.sourceLine(line),
		code: fr.code, globals: fr.globals})
}

// FormatTraceback renders the traceback text CPython prints for e,
// including chained causes and contexts.
func (e *Exception) FormatTraceback() string {
	tb, _ := e.FormatTracebackElided()
	return tb
}

// FormatTracebackElided is FormatTraceback, also reporting whether chained
// exceptions were left out.
func (e *Exception) FormatTracebackElided() (string, bool) {
	// walk the chain (iteratively: a program can chain 100,000 exceptions)
	// newest first, keeping the newest maxChainShown links
	type link struct {
		e   *Exception
		sep string // printed after e, before the newer exception
	}
	chain := []link{{e: e}}
	seen := map[*Exception]bool{e: true}
	omitted := 0
	for cur := e; ; {
		var older *Exception
		var sep string
		if c, ok := cur.Cause.(*Exception); ok && !seen[c] {
			older, sep = c, "\nThe above exception was the direct cause of the following exception:\n\n"
		} else if c, ok := cur.Context.(*Exception); ok && !cur.SuppressContext && !seen[c] {
			older, sep = c, "\nDuring handling of the above exception, another exception occurred:\n\n"
		}
		if older == nil {
			break
		}
		seen[older] = true
		if len(chain) < maxChainShown {
			chain = append(chain, link{e: older, sep: sep})
		} else {
			omitted++
		}
		cur = older
	}
	var b strings.Builder
	if omitted > 0 {
		fmt.Fprintf(&b, "[%d earlier chained exceptions not shown]\n\n", omitted)
	}
	for i := len(chain) - 1; i >= 0; i-- {
		chain[i].e.formatOne(&b)
		b.WriteString(chain[i].sep)
	}
	return b.String(), omitted > 0
}

// maxChainShown bounds the chained exceptions (__cause__, __context__) a
// traceback prints; CPython prints them all, which for a long chain is a
// reply of many megabytes.
const maxChainShown = 50

// recursiveCutoff is how many identical consecutive frames a traceback
// shows before "[Previous line repeated N more times]", as CPython's.
const recursiveCutoff = 3

// formatOne writes one exception's traceback and message.
func (e *Exception) formatOne(b *strings.Builder) {
	if len(e.Traceback) > 0 {
		b.WriteString("Traceback (most recent call last):\n")
		var last *TraceEntry
		count := 0
		for i := len(e.Traceback) - 1; i >= 0; i-- {
			t := &e.Traceback[i]
			if last == nil || t.File != last.File || t.Line != last.Line || t.Func != last.Func {
				writeRepeated(b, count)
				last, count = t, 0
			}
			count++
			if count > recursiveCutoff {
				continue
			}
			fmt.Fprintf(b, "  File \"%s\", line %d, in %s\n", t.File, t.Line, t.Func)
			if t.Text != "" {
				fmt.Fprintf(b, "    %s\n", t.Text)
			}
		}
		writeRepeated(b, count)
	}
	b.WriteString(e.formatOnly())
	for _, n := range e.notes {
		b.WriteString(n)
		b.WriteString("\n")
	}
}

// writeRepeated notes the frames beyond recursiveCutoff of a run of count
// identical ones.
func writeRepeated(b *strings.Builder, count int) {
	if count <= recursiveCutoff {
		return
	}
	n := count - recursiveCutoff
	s := "s"
	if n == 1 {
		s = ""
	}
	fmt.Fprintf(b, "  [Previous line repeated %d more time%s]\n", n, s)
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

// ResolveStr runs, on th, the __str__ written in Python of e's class and of
// the exceptions e chains to, so that a traceback's last lines show what
// str(e) shows. Failures keep the message built from the args.
func (e *Exception) ResolveStr(th *Thread) {
	seen := map[*Exception]bool{}
	for x := e; x != nil && !seen[x]; {
		seen[x] = true
		if _, ok := x.class.Lookup("__str__").(*Function); ok && !x.abort {
			if s, err := StrOf(th, x); err == nil {
				x.str, x.hasStr = s, true
			}
		}
		next, _ := x.Cause.(*Exception)
		if next == nil {
			next, _ = x.Context.(*Exception)
		}
		x = next
	}
}
