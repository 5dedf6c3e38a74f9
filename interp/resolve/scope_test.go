package resolve

import (
	"fmt"
	"strings"
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

// TestSymAcrossScanLimit binds more names than a scope scans linearly, so
// the later ones are found through the map that replaces the scan; every
// name keeps its own symbol and slot either way.
func TestSymAcrossScanLimit(t *testing.T) {
	var src strings.Builder
	src.WriteString("def f():\n")
	names := make([]string, 3*symScanLimit)
	for i := range names {
		names[i] = fmt.Sprintf("v%d", i)
		fmt.Fprintf(&src, "    %s = %d\n", names[i], i)
	}
	src.WriteString("    return " + strings.Join(names, " + ") + "\n")
	root, err := build(t, src.String())
	require.NoError(t, err)
	f := root.Children[0]
	assert.Nil(t, f.Sym("missing"))
	for i, name := range names {
		y := f.Sym(name)
		require.NotNil(t, y, name)
		assert.Equal(t, name, y.Name)
		assert.Equal(t, SymLocal, y.Kind, name)
		assert.Equal(t, i, y.Slot, name)
		assert.Same(t, y, f.Lookup(name), name)
	}
}
