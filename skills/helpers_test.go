package skills

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/mcpython/mcpython/store/storetest"
)

// The assertion helpers stand in for testify, whose YAML dependency is not
// in go.sum.

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
}

func wantErr(t testing.TB, err, target error) {
	t.Helper()
	if !errors.Is(err, target) {
		t.Fatalf("error = %v, want %v", err, target)
	}
}

func eq[T any](t testing.TB, got, want T) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got  %#v\nwant %#v", got, want)
	}
}

func contains(t testing.TB, s, sub string) {
	t.Helper()
	if !strings.Contains(s, sub) {
		t.Fatalf("%q does not contain %q", s, sub)
	}
}

var ctx = context.Background()

// epoch is the first time the test clock returns.
var epoch = time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)

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
	must(t, err)
	var n atomic.Int64
	lib.now = func() time.Time { return epoch.Add(time.Duration(n.Add(1)-1) * time.Second) }
	return lib
}
