package interp

import (
	"errors"
	"fmt"
	"strings"

	"github.com/mcpython/mcpython/interp/py"
)

// CheckPython compiles code with the sandbox's compiler, without running
// it, and returns its SyntaxError as a message with the line, the
// offending source line and a caret (the skills library's validator). The
// *py.Exception stays reachable with errors.As.
func CheckPython(code string) error {
	_, err := py.Compile("<skill>", code)
	if err == nil {
		return nil
	}
	var e *py.Exception
	if !errors.As(err, &e) {
		return fmt.Errorf("the code does not compile: %w", err)
	}
	return &syntaxError{exc: e}
}

// syntaxError renders a compile error for a person or a model.
type syntaxError struct{ exc *py.Exception }

func (e *syntaxError) Unwrap() error { return e.exc }

func (e *syntaxError) Error() string {
	attr := func(name string) py.Object {
		v, err := py.GetAttr(nil, e.exc, name)
		if err != nil {
			return nil
		}
		return v
	}
	msg, _ := attr("msg").(*py.Str)
	line, _ := attr("lineno").(py.Int)
	col, _ := attr("offset").(py.Int)
	text, _ := attr("text").(*py.Str)
	if msg == nil || line == 0 {
		return e.exc.Error()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s at line %d: %s", e.exc.Type().Name, int(line), msg.String())
	if text != nil {
		src := strings.TrimRight(text.String(), "\r\n")
		trimmed := strings.TrimLeft(src, " \t")
		if trimmed != "" {
			fmt.Fprintf(&b, "\n    %s", trimmed)
			if c := int(col) - (len(src) - len(trimmed)); c >= 1 && c <= len(trimmed)+1 {
				fmt.Fprintf(&b, "\n    %s^", strings.Repeat(" ", c-1))
			}
		}
	}
	return b.String()
}
