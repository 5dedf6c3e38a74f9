package skills

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/mcpython/mcpython/internal/testutil"
	"github.com/mcpython/mcpython/store/storetest"
)

var ctx = context.Background()

// syntaxError is what checkBrackets returns, standing for the sandbox
// parser's SyntaxError type so that errors.As can be tested.
type syntaxError struct{ line int }

func (e *syntaxError) Error() string {
	return fmt.Sprintf("SyntaxError: unbalanced bracket (line %d)", e.line)
}

// checkBrackets is the test validator: brackets must balance outside
// strings and comments. The real Python parser is wired in by the caller.
func checkBrackets(code string) error {
	var stack []rune
	line := 1
	var quote rune
	comment := false
	for _, c := range code {
		switch {
		case c == '\n':
			line++
			comment = false
		case comment:
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '#':
			comment = true
		case c == '"' || c == '\'':
			quote = c
		case strings.ContainsRune("([{", c):
			stack = append(stack, c)
		case strings.ContainsRune(")]}", c):
			open := map[rune]rune{')': '(', ']': '[', '}': '{'}[c]
			if len(stack) == 0 || stack[len(stack)-1] != open {
				return &syntaxError{line}
			}
			stack = stack[:len(stack)-1]
		}
	}
	if len(stack) > 0 || quote != 0 {
		return &syntaxError{line}
	}
	return nil
}

// newLib returns a library on a fresh database whose clock advances one
// second per saved version.
func newLib(t testing.TB) *Library {
	t.Helper()
	lib, err := New(storetest.Open(t), checkBrackets)
	testutil.Must(t, err)
	lib.now = testutil.Clock()
	return lib
}
