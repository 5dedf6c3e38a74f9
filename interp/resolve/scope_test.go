package resolve

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/interp/syntax"
)

func build(t *testing.T, src string) (*Scope, error) {
	t.Helper()
	mod, err := syntax.Parse("<test>", []byte(src))
	require.NoError(t, err)
	return Build(mod)
}

func TestBuildBindings(t *testing.T) {
	src := "g = 1\n" +
		"def outer(p):\n" +
		"    c = 1\n" +
		"    d = 2\n" +
		"    def inner():\n" +
		"        nonlocal c\n" +
		"        return c + g + len(p)\n" +
		"    return inner\n"
	root, err := build(t, src)
	require.NoError(t, err)
	require.Len(t, root.Children, 1)
	outer := root.Children[0]
	require.Len(t, outer.Children, 1)
	inner := outer.Children[0]
	cases := []struct {
		scope *Scope
		name  string
		want  SymKind
	}{
		{root, "g", SymName},
		{outer, "p", SymCell},
		{outer, "d", SymLocal},
		{outer, "c", SymCell},
		{inner, "c", SymFree},
		{inner, "g", SymGlobal},
		{inner, "len", SymGlobal},
	}
	for _, c := range cases {
		t.Run(c.scope.Name+"."+c.name, func(t *testing.T) {
			assert.Equal(t, c.want, c.scope.Lookup(c.name).Kind)
		})
	}
	assert.Equal(t, []string{"p", "c", "d", "inner"}, outer.SlotNames)
}

// The messages are CPython 3.11's (symtable.c).
func TestBuildErrors(t *testing.T) {
	cases := []struct{ src, want string }{
		{"def f():\n    print(x)\n    global x\n", "name 'x' is used prior to global declaration"},
		{"def f():\n    x = 1\n    global x\n", "name 'x' is assigned to before global declaration"},
		{"def f(x):\n    global x\n", "name 'x' is parameter and global"},
		{"def f():\n    def g():\n        nonlocal q\n", "no binding for nonlocal 'q' found"},
		{"def f():\n    x = 1\n    def g(x):\n        nonlocal x\n", "name 'x' is parameter and nonlocal"},
	}
	for _, c := range cases {
		t.Run(c.want, func(t *testing.T) {
			_, err := build(t, c.src)
			var e *Error
			require.ErrorAs(t, err, &e)
			assert.Equal(t, c.want, e.Msg)
		})
	}
}
