package py

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

// Which form an instance's attributes end in, and that instances setting
// the same names in the same order share one layout.
func TestInstanceAttributeForms(t *testing.T) {
	manyNames := ""
	for i := range maxLayoutNames + 1 {
		manyNames += fmt.Sprintf("o.a%d = %d\n", i, i)
	}
	manyOrders := ""
	for i := range maxLayoutEdges + 1 {
		manyOrders += fmt.Sprintf("x%d = C(); setattr(x%d, 'n%d', 1)\n", i, i, i)
	}
	cases := []struct {
		name     string
		src      string
		inst     string
		asDict   bool
		attrs    []string // in order
		sameAs   string   // an instance that must share the layout
		distinct string   // an instance that must not
	}{
		{name: "set in __init__", src: "class C:\n    def __init__(self):\n        self.a = 1\n        self.b = 2\no = C()\np = C()\n", inst: "o", attrs: []string{"a", "b"}, sameAs: "p"},
		{name: "another order", src: "class C: pass\no = C(); o.a = 1; o.b = 2\np = C(); p.b = 1; p.a = 2\n", inst: "p", attrs: []string{"b", "a"}, distinct: "o"},
		{name: "deletion makes a dict", src: "class C: pass\no = C(); o.a = 1; o.b = 2\ndel o.a\n", inst: "o", asDict: true, attrs: []string{"b"}},
		{name: "__dict__ makes a dict", src: "class C: pass\no = C(); o.a = 1\nd = o.__dict__\n", inst: "o", asDict: true, attrs: []string{"a"}},
		{name: "vars makes a dict", src: "class C: pass\no = C(); o.a = 1\nd = vars(o)\n", inst: "o", asDict: true, attrs: []string{"a"}},
		{name: "getattr and hasattr keep the layout", src: "class C: pass\no = C(); setattr(o, 'a', 1)\nassert getattr(o, 'a') == 1 and hasattr(o, 'a') and not hasattr(o, 'b')\n", inst: "o", attrs: []string{"a"}},
		{name: "too many names", src: "class C: pass\no = C()\n" + manyNames, inst: "o", asDict: true},
		{name: "too many orders", src: "class C: pass\n" + manyOrders, inst: fmt.Sprintf("x%d", maxLayoutEdges), asDict: true, attrs: []string{fmt.Sprintf("n%d", maxLayoutEdges)}},
		{name: "too many layouts in a class", src: "class C: pass\nfor a in range(8):\n    for b in range(8):\n        for c in range(8):\n            o = C(); setattr(o, 'a%d' % a, 1); setattr(o, 'b%d' % b, 1); setattr(o, 'c%d' % c, 1)\n", inst: "o", asDict: true, attrs: []string{"a7", "b7", "c7"}},
		{name: "object.__setattr__ under a frozen __setattr__", src: "class K:\n    def __init__(self, a, b):\n        object.__setattr__(self, 'a', a)\n        object.__setattr__(self, 'b', b)\n    def __setattr__(self, n, v):\n        raise AttributeError(n)\no = K(1, 'x')\np = K(2, 'y')\n", inst: "o", attrs: []string{"a", "b"}, sameAs: "p"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := runGlobals(t, c.src)
			inst := global[*Instance](t, g, c.inst)
			require.Equal(t, c.asDict, inst.layout() == nil, "attributes held in a dict")
			if c.attrs != nil {
				var got []string
				if inst.layout() != nil {
					for _, n := range inst.layout().names {
						got = append(got, n.s)
					}
				} else {
					inst.dictOrNil().Items(func(k, _ Object) bool {
						got = append(got, k.(*Str).s)
						return true
					})
				}
				require.Equal(t, c.attrs, got)
			}
			if c.sameAs != "" {
				require.Same(t, inst.layout(), global[*Instance](t, g, c.sameAs).layout())
			}
			if c.distinct != "" {
				require.NotSame(t, inst.layout(), global[*Instance](t, g, c.distinct).layout())
			}
		})
	}
}

// An instance keeps at most maxInstanceValues values beside it, so a
// class may declare no more slots than that.
func TestTooManySlots(t *testing.T) {
	for _, c := range []struct {
		n       int
		wantErr bool
	}{{maxInstanceValues, false}, {maxInstanceValues + 1, true}} {
		src := fmt.Sprintf("class C:\n    __slots__ = tuple('s%%d' %% i for i in range(%d))\nc = C()\nc.s%d = 1\n", c.n, c.n-1)
		_, err := runGlobalsErr(t, src)
		if c.wantErr {
			require.ErrorContains(t, err, "more than 65535 names")
		} else {
			require.NoError(t, err)
		}
	}
}
