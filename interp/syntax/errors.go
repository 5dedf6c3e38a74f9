package syntax

import (
	"strconv"
	"strings"
	"unicode"
)

// SyntaxError is a compile-time error in Python source, shaped like
// CPython's SyntaxError so that it can be shown to Python code unchanged.
type SyntaxError struct {
	// Kind is the Python exception class: "SyntaxError",
	// "IndentationError" or "TabError".
	Kind     string
	Msg      string
	Filename string
	// Line is the 1-based line of the error, 0 when unknown.
	Line int
	// Col is the 1-based code point column of the first caret (CPython's
	// offset), 0 when unknown.
	Col int
	// EndLine and EndCol delimit the caret range like CPython's
	// end_lineno and end_offset (EndCol is exclusive; 0 or -1 mean a
	// single caret).
	EndLine int
	EndCol  int
	// Text is the source line the error is on. It is empty when CPython
	// reports no source line (errors found after parsing, such as
	// 'return' outside function, carry none).
	Text string
}

// Error returns the last lines of a Python traceback for the error, exactly
// as CPython 3.11's traceback.format_exception_only prints them, without
// the final newline.
func (e *SyntaxError) Error() string {
	var b strings.Builder
	suffix := ""
	if e.Line > 0 {
		name := e.Filename
		if name == "" {
			name = "<string>"
		}
		b.WriteString(`  File "`)
		b.WriteString(name)
		b.WriteString(`", line `)
		b.WriteString(strconv.Itoa(e.Line))
		b.WriteByte('\n')
	} else if e.Filename != "" {
		suffix = " (" + e.Filename + ")"
	}
	if e.Text != "" {
		writeCaretLines(&b, e.Text, e.Col, e.EndCol)
	}
	b.WriteString(e.Kind)
	b.WriteString(": ")
	if e.Msg == "" {
		b.WriteString("<no detail available>")
	} else {
		b.WriteString(e.Msg)
	}
	b.WriteString(suffix)
	return b.String()
}

// writeCaretLines prints the source line and the caret line following the
// rules of traceback.TracebackException._format_syntax_error.
func writeCaretLines(b *strings.Builder, text string, offset, endOffset int) {
	rtext := strings.TrimRight(text, "\n")
	ltext := strings.TrimLeft(rtext, " \n\f")
	spaces := len([]rune(rtext)) - len([]rune(ltext))
	b.WriteString("    ")
	b.WriteString(ltext)
	b.WriteByte('\n')
	if offset == 0 {
		return
	}
	if endOffset == 0 {
		endOffset = offset
	}
	if offset == endOffset || endOffset == -1 {
		endOffset = offset + 1
	}
	colno := offset - 1 - spaces
	endColno := endOffset - 1 - spaces
	if colno < 0 {
		return
	}
	b.WriteString("    ")
	i := 0
	for _, r := range ltext {
		if i >= colno {
			break
		}
		if unicode.IsSpace(r) {
			b.WriteRune(r)
		} else {
			b.WriteByte(' ')
		}
		i++
	}
	if n := endColno - colno; n > 0 {
		b.WriteString(strings.Repeat("^", n))
	}
	b.WriteByte('\n')
}

// errKind distinguishes how a tokenizer error competes with parser errors,
// mirroring CPython: hard errors always win, unclosed brackets win when
// they were opened before the parser's error, soft errors only count
// when the parser actually reaches them.
type errKind uint8

const (
	errParser   errKind = iota // raised by the parser itself
	errHard                    // tokenizer error CPython raises as an exception
	errSoft                    // tokenizer error CPython only reports when reached
	errUnclosed                // end of file inside brackets
)

// parseError is what the parser panics with; recovered in Parse.
type parseError struct {
	err  *SyntaxError
	kind errKind
}

func newError(kind, msg string, line, col, endLine, endCol int) *SyntaxError {
	return &SyntaxError{Kind: kind, Msg: msg, Line: line, Col: col, EndLine: endLine, EndCol: endCol}
}
