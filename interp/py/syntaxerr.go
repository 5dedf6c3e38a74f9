package py

import (
	"errors"
	"fmt"
	"strings"

	"github.com/mcpython/mcpython/interp/resolve"
	"github.com/mcpython/mcpython/interp/syntax"
)

// syntaxErrorFrom converts a parser error into a Python SyntaxError. An
// error of the future-import pass carries no line; it gets one, as for
// resolveSyntaxError.
func syntaxErrorFrom(err error, filename, src string) error {
	var se *syntax.SyntaxError
	if !errors.As(err, &se) {
		return Errorf(SyntaxErrorType, "%s", err.Error())
	}
	if se.Text == "" && se.Line > 0 {
		quoted := *se
		quoted.Text = syntax.LineText(src, se.Line)
		se = &quoted
	}
	t := SyntaxErrorType
	switch se.Kind {
	case "IndentationError":
		t = IndentationErrorType
	case "TabError":
		t = TabErrorType
	}
	return newSyntaxError(t, se.Msg, se.Filename, se.Line, se.Col, se.Text, se.Error())
}

func newSyntaxError(t *Type, msg, filename string, line, col int, text, formatted string) *Exception {
	e := NewException(t, NewStr(msg), NewTuple([]Object{NewStr(filename), Int(line), Int(col), NewStr(text)}))
	e.attrs = NewDict()
	e.attrs.SetStr("msg", NewStr(msg))
	e.attrs.SetStr("filename", NewStr(filename))
	e.attrs.SetStr("lineno", Int(line))
	e.attrs.SetStr("offset", Int(col))
	e.attrs.SetStr("text", NewStr(text))
	e.attrs.SetStr("_formatted", NewStr(formatted))
	return e
}

// resolveSyntaxError converts an error found after parsing (resolve's
// checks or the compiler's). Code runs as a script does in CPython, which
// quotes the source line and underlines the node because it can read the
// script again (compile() of a string shows no line; the sandbox has no
// compile()).
func resolveSyntaxError(err error, filename, src string) error {
	var pos syntax.Pos
	var node syntax.Node
	msg := err.Error()
	switch e := err.(type) {
	case *resolve.Error:
		pos, node = e.Pos(), e.Node
	case *compileError:
		pos = e.pos
	}
	line := int(pos.Line)
	formatted := fmt.Sprintf("  File \"%s\", line %d\n", filename, line)
	text := syntax.LineText(src, line)
	if text != "" {
		trimmed := strings.TrimLeft(text, " \t")
		indent := len([]rune(text)) - len([]rune(trimmed))
		trimmed = strings.TrimRight(trimmed, " \t\r")
		col := max(int(pos.Col)-indent, 1)
		width := 1
		if name, ok := node.(*syntax.Name); ok {
			width = len([]rune(name.Id))
		} else if node != nil {
			if end, ok := syntax.NodeEnd([]byte(src), node); ok {
				if int(end.Line) == line {
					width = int(end.Col) - int(pos.Col)
				} else {
					width = len([]rune(trimmed)) - (col - 1)
				}
			}
		}
		formatted += "    " + trimmed + "\n"
		formatted += "    " + strings.Repeat(" ", col-1) + strings.Repeat("^", max(width, 1)) + "\n"
	}
	formatted += "SyntaxError: " + msg + "\n"
	return newSyntaxError(SyntaxErrorType, msg, filename, line, int(pos.Col), text, formatted)
}
