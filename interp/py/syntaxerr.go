package py

import (
	"errors"
	"fmt"
	"strings"

	"github.com/mcpython/mcpython/interp/resolve"
	"github.com/mcpython/mcpython/interp/syntax"
)

// syntaxErrorFrom converts a parser error into a Python SyntaxError.
func syntaxErrorFrom(err error, filename, src string) error {
	var se *syntax.SyntaxError
	if !errors.As(err, &se) {
		return Errorf(SyntaxErrorType, "%s", err.Error())
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

// scopeSyntaxError converts an error from scope analysis or compilation.
func scopeSyntaxError(err error, filename string, lines []string) error {
	var pos syntax.Pos
	msg := err.Error()
	span := false
	switch e := err.(type) {
	case *resolve.Error:
		pos = e.Pos
		span = e.Span
	case *compileError:
		pos = e.pos
	}
	line := int(pos.Line)
	text := ""
	if line >= 1 && line <= len(lines) {
		text = lines[line-1]
	}
	formatted := fmt.Sprintf("  File \"%s\", line %d\n", filename, line)
	if text != "" {
		trimmed := strings.TrimLeft(text, " \t")
		formatted += "    " + trimmed + "\n"
		col := int(pos.Col) - (len([]rune(text)) - len([]rune(trimmed)))
		if col < 1 {
			col = 1
		}
		width := 1
		if span {
			width = len([]rune(strings.TrimRight(trimmed, " \t\r"))) - (col - 1)
			if width < 1 {
				width = 1
			}
		}
		formatted += "    " + strings.Repeat(" ", col-1) + strings.Repeat("^", width) + "\n"
	}
	formatted += "SyntaxError: " + msg + "\n"
	return newSyntaxError(SyntaxErrorType, msg, filename, line, int(pos.Col), text, formatted)
}
