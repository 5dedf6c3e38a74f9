package py

import (
	"context"
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"
)

// runGlobals runs src and returns its globals.
func runGlobals(t *testing.T, src string) *Dict {
	t.Helper()
	globals, err := runGlobalsErr(t, src)
	require.NoError(t, err)
	return globals
}

// runGlobalsErr runs src, which compiles, and returns its globals and the
// error it ended with.
func runGlobalsErr(t *testing.T, src string) (*Dict, error) {
	t.Helper()
	prog, err := Compile("<test>", src)
	require.NoError(t, err)
	th := NewThread(context.Background(), Limits{})
	globals := NewDict()
	globals.SetStr("__name__", NewStr("__main__"))
	_, err = th.RunProgram(prog, globals)
	return globals, err
}

// global returns the global name of g, which must be a T.
func global[T Object](t *testing.T, g *Dict, name string) T {
	t.Helper()
	v, ok := g.GetStr(name)
	require.True(t, ok, name)
	c, ok := v.(T)
	require.True(t, ok, name)
	return c
}

func globalType(t *testing.T, g *Dict, name string) *Type {
	t.Helper()
	return global[*Type](t, g, name)
}

// Classes derived and dropped must not stay alive through their base's
// subclass list: it holds them weakly and prunes the dead ones.
func TestSubclassesHeldWeakly(t *testing.T) {
	g := runGlobals(t, "class Base: pass\nfor i in range(2000):\n    type('Tmp', (Base,), {})\n")
	base := globalType(t, g, "Base")
	runtime.GC()
	runtime.GC()
	base.addSubclass(&Type{Name: "probe"}) // prunes while adding
	require.Less(t, len(base.subclasses), 100)
}

// The cache answers what a walk of the MRO answers, after each kind of
// change.
func TestClassCacheFollowsChanges(t *testing.T) {
	g := runGlobals(t, `
class A:
    x = 1
class B(A):
    pass
class C(B):
    pass
`)
	a, b, c := globalType(t, g, "A"), globalType(t, g, "B"), globalType(t, g, "C")
	th := NewThread(context.Background(), Limits{})
	walk := func(t0 *Type, name string) Object {
		for _, m := range t0.MRO {
			if v, ok := m.Dict.GetStr(name); ok {
				return v
			}
		}
		return nil
	}
	steps := []struct {
		name   string
		change func() error
	}{
		{"read", func() error { return nil }},
		{"set on base", func() error { return typeSetAttr(th, a, "x", Int(2)) }},
		{"set on middle", func() error { return typeSetAttr(th, b, "x", Int(3)) }},
		{"delete on middle", func() error { return typeSetAttr(th, b, "x", nil) }},
		{"new name on base", func() error { return typeSetAttr(th, a, "y", Int(4)) }},
		{"bases", func() error { return assignBases(b, NewTuple([]Object{ObjectType})) }},
		{"bases back", func() error { return assignBases(b, NewTuple([]Object{a})) }},
	}
	for _, st := range steps {
		require.NoError(t, st.change(), st.name)
		for _, cls := range []*Type{a, b, c} {
			for _, name := range []string{"x", "y", "z"} {
				require.Equal(t, walk(cls, name), cls.Lookup(name), "%s: %s.%s", st.name, cls.Name, name)
			}
		}
	}
}
