package py

import "fmt"

// Traceback and frame objects: exc.__traceback__ and sys.exc_info()[2],
// which the traceback module walks (tb_next, tb_lineno,
// tb_frame.f_code.co_name). They are views of an exception's recorded
// entries, made when read; a frame here is what the entry kept of the
// activation (code, globals, line), not a live frame.

var (
	TracebackType = &Type{Name: "traceback", final: true}
	FrameType     = &Type{Name: "frame", final: true}
)

// Traceback is one link of the chain: entries are the exception's, innermost
// first, and the link shows entries[len-1-depth] (depth 0 is the outermost
// frame, where the chain starts as in CPython).
type Traceback struct {
	entries []TraceEntry
	depth   int
}

func (*Traceback) Type() *Type { return TracebackType }

// TraceFrame is the frame of one traceback entry.
type TraceFrame struct{ entry TraceEntry }

func (*TraceFrame) Type() *Type { return FrameType }

// tracebackOf returns e.__traceback__: None when nothing was recorded.
func tracebackOf(e *Exception) Object {
	if len(e.Traceback) == 0 {
		return None
	}
	return &Traceback{entries: e.Traceback[:len(e.Traceback):len(e.Traceback)]}
}

func (tb *Traceback) entry() TraceEntry { return tb.entries[len(tb.entries)-1-tb.depth] }

func setupTracebackObjects() {
	// type(tb)() makes a bare instance (object's New, as for the other
	// built-in types without a constructor): it reads as a plain object
	TracebackType.GetAttr = func(th *Thread, o Object, name string) (Object, error) {
		tb, ok := o.(*Traceback)
		if !ok {
			return genericGetAttr(th, o, name)
		}
		switch name {
		case "tb_frame":
			return &TraceFrame{entry: tb.entry()}, nil
		case "tb_lineno":
			return Int(tb.entry().Line), nil
		case "tb_next":
			if tb.depth+1 >= len(tb.entries) {
				return None, nil
			}
			return &Traceback{entries: tb.entries, depth: tb.depth + 1}, nil
		}
		return genericGetAttr(th, o, name)
	}
	FrameType.GetAttr = func(th *Thread, o Object, name string) (Object, error) {
		fr, ok := o.(*TraceFrame)
		if !ok {
			return genericGetAttr(th, o, name)
		}
		en := fr.entry
		switch name {
		case "f_code":
			if en.code != nil {
				return &CodeObject{code: en.code}, nil
			}
		case "f_lineno":
			return Int(en.Line), nil
		case "f_globals":
			if en.globals != nil {
				return en.globals, nil
			}
		}
		return genericGetAttr(th, o, name)
	}
	FrameType.Repr = func(th *Thread, o Object) (string, error) {
		fr, ok := o.(*TraceFrame)
		if !ok {
			return objectRepr(o), nil
		}
		en := fr.entry
		return fmt.Sprintf("<frame at %#x, file '%s', line %d, code %s>", objectID(o), en.File, en.Line, en.Func), nil
	}
}
