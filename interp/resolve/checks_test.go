package resolve

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNameSet(t *testing.T) {
	for _, n := range []int{3, 40} {
		var a, b nameSet
		for i := 0; i < n; i++ {
			assert.True(t, a.add(fmt.Sprint("n", i)))
			assert.True(t, b.add(fmt.Sprint("n", n-1-i)))
		}
		assert.False(t, a.add("n0"))
		assert.Len(t, a.names(), n)
		assert.Equal(t, "n0", a.names()[0])
		assert.True(t, a.same(&b))
		var c nameSet
		c.add("other")
		assert.False(t, a.same(&c))
	}
}

func buildError(t *testing.T, src string) *Error {
	t.Helper()
	_, err := build(t, src)
	require.Error(t, err, "source:\n%s", src)
	var re *Error
	require.ErrorAs(t, err, &re)
	return re
}

// TestPatternNameChecks uses long patterns, where nameSet switches to a map.
func TestPatternNameChecks(t *testing.T) {
	names := func(prefix string, n int) string {
		parts := make([]string, n)
		for i := range parts {
			parts[i] = fmt.Sprint(prefix, i)
		}
		return strings.Join(parts, ", ")
	}
	_, err := build(t, "match x:\n case ["+names("a", 30)+"] | ("+names("a", 30)+"):\n  pass\n")
	require.NoError(t, err)
	dup := "match x:\n case [" + names("a", 30) + ", a29]:\n  pass\n"
	assert.Equal(t, "multiple assignments to name 'a29' in pattern", buildError(t, dup).Msg)
	differ := "match x:\n case [" + names("a", 30) + "] | [" + names("b", 30) + "]:\n  pass\n"
	assert.Equal(t, "alternative patterns bind different names", buildError(t, differ).Msg)
}

// TestCheckPhases: CPython reports a symbol-table error before a
// compiler-phase one wherever each stands, and points at the node
// (messages and lines checked against CPython 3.11).
func TestCheckPhases(t *testing.T) {
	cases := []struct {
		src, msg string
		line     int32
	}{
		{"break\ndef f(a, a):\n    pass\n", "duplicate argument 'a' in function definition", 2},
		{"return 1\ndef f():\n    nonlocal q\n", "no binding for nonlocal 'q' found", 3},
		{"x = 1\nnonlocal x\n", "name 'x' is assigned to before nonlocal declaration", 2},
		{"nonlocal x\n", "nonlocal declaration not allowed at module level", 1},
		{"def f():\n    from os import *\n", "import * only allowed at module level", 2},
		{"class A:\n    [(y := 1) for x in range(3)]\n", "assignment expression within a comprehension cannot be used in a class body", 2},
		{"def f():\n    for x in y:\n        def g():\n            break\n", "'break' outside loop", 4},
		{"for x in y:\n    pass\nelse:\n    continue\n", "'continue' not properly in loop", 4},
		{"async def f():\n    yield 1\n    return 2\n", "'return' with value in async generator", 3},
		{"def f():\n    [x async for x in y]\n", "asynchronous comprehension outside of an asynchronous function", 2},
		{"import __debug__\n", "cannot assign to __debug__", 1},
		{"del __debug__\n", "cannot delete __debug__", 1},
		{"f(*a, *b, x=1, **c)\n", "", 0},
	}
	for _, c := range cases {
		t.Run(c.src, func(t *testing.T) {
			if c.msg == "" {
				_, err := build(t, c.src)
				require.NoError(t, err)
				return
			}
			e := buildError(t, c.src)
			assert.Equal(t, c.msg, e.Msg)
			assert.Equal(t, c.line, e.Pos().Line)
		})
	}
}
