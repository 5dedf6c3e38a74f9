package interp

import (
	"context"
	"fmt"
	"runtime/debug"
	"strings"
	"testing"
	"time"
)

// FuzzNativeReentry runs programs built from a small grammar aimed at the
// paths where Go code re-enters the evaluator: dunders assigned classes,
// builtins and partials of builtins, self-referencing native containers,
// chains of native iterators, then operations on them all (repr, ==, hash,
// calls, iteration, copy, json...). The fuzzer's bytes choose the
// productions. Whatever it builds must end in a normal Python result or
// exception: an internal error, a hang or a crash of the process (a Go
// stack overflow) fails.
func FuzzNativeReentry(f *testing.F) {
	seeds := [][]byte{
		{0, 0, 0, 0},
		{3, 1, 0, 2, 5, 7, 1, 9, 4, 4, 4, 4},
		{7, 2, 3, 1, 0, 0, 11, 13, 2, 8, 200, 17, 5, 3, 9, 1},
		[]byte("recursion through native code"),
		{255, 254, 253, 252, 251, 250, 249, 248, 247, 246, 245, 244, 243, 242},
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		// a forgotten guard then crashes quickly instead of filling 1 GB
		debug.SetMaxStack(256 << 20)
		src := reentryProgram(data)
		opts := Options{Limits: Limits{MaxDuration: 500 * time.Millisecond, MaxMemory: 32 << 20, MaxOutput: 4096}}
		res := Run(context.Background(), src, opts)
		if res.Error != nil && (res.Error.GoStack != "" || res.Error.Type == "SystemError") {
			t.Fatalf("internal error on\n%s\n%s: %s\n%s", src, res.Error.Type, res.Error.Message, res.Error.GoStack)
		}
		if res.Duration > 5*time.Second {
			// a loaded machine (fuzz workers, parallel tests) delays a run;
			// a real overrun repeats
			if res = Run(context.Background(), src, opts); res.Duration > 5*time.Second {
				t.Fatalf("run took %s on\n%s", res.Duration, src)
			}
		}
	})
}

// picker turns fuzzer bytes into choices; past the end it picks 0.
type picker struct {
	data []byte
	i    int
}

func (p *picker) pick(n int) int {
	if p.i >= len(p.data) {
		return 0
	}
	b := p.data[p.i]
	p.i++
	return int(b) % n
}

func (p *picker) done() bool { return p.i >= len(p.data) }

func (p *picker) of(options []string) string { return options[p.pick(len(options))] }

// fill replaces each %s of op with an object of the program.
func (p *picker) fill(op string) string {
	for strings.Contains(op, "%s") {
		op = strings.Replace(op, "%s", p.of(reentryObjects), 1)
	}
	return op
}

var (
	reentryClasses = []string{"A", "B", "M"}
	reentryObjects = []string{"a", "b", "A", "B", "L", "D", "Q", "T", "S", "F", "it", "g", "a.x", "L[0]", "D['k']", "1", "'s'", "None"}
	reentryDunders = []string{
		"__init__", "__new__", "__call__", "__repr__", "__str__", "__hash__", "__eq__", "__lt__", "__gt__",
		"__len__", "__bool__", "__iter__", "__next__", "__getitem__", "__setitem__", "__contains__",
		"__getattr__", "__getattribute__", "__setattr__", "__index__", "__int__", "__float__", "__format__",
		"__add__", "__radd__", "__neg__", "__abs__", "__get__", "__set__", "__missing__", "__reversed__",
		"__enter__", "__exit__", "__round__", "__del__", "__class_getitem__", "__instancecheck__",
	}
	reentryBuiltins = []string{
		"repr", "str", "hash", "len", "bool", "iter", "next", "list", "tuple", "sorted", "format", "getattr",
		"setattr", "operator.getitem", "operator.setitem", "operator.eq", "operator.lt", "operator.add",
		"operator.index", "operator.contains", "operator.neg", "int", "float", "abs", "callable", "vars",
		"copy.copy", "copy.deepcopy", "json.dumps", "dict", "set", "frozenset", "min", "max", "sum", "any",
		"all", "enumerate", "reversed", "map", "filter", "zip", "type", "isinstance", "print",
	}
	reentryOps = []string{
		"repr(%s)", "str(%s)", "hash(%s)", "%s == %s", "%s < %s", "sorted([%s, %s])", "%s()", "%s(%s)",
		"%s[0]", "len(%s)", "bool(%s)", "format(%s, '')", "f'{%s!r}'", "copy.deepcopy(%s)", "json.dumps(%s)",
		"list(%s)", "next(iter(%s))", "%s.x", "%s + %s", "-%s", "%s in %s", "int(%s)", "float(%s)",
		"dict.fromkeys(%s)", "set(%s)", "min(%s, %s)", "abs(%s)", "'{}'.format(%s)", "[*%s]", "{**%s}",
		"max(%s)", "list(zip(%s, %s))", "list(map(repr, %s))", "%s.append(%s)", "pprint.pformat(%s)",
		"%s[%s]", "%s[0] = %s", "del %s[0]", "isinstance(%s, %s)", "range(%s)", "collections.deque(%s)",
		"list(itertools.islice(%s, 5))", "functools.reduce(operator.add, %s)", "print(%s)",
	}
)

// reentryProgram builds a program from data: a fixed prelude, statements
// chosen by the bytes, then operations on what they built, each guarded by
// try/except so that later ones run too.
func reentryProgram(data []byte) string {
	p := &picker{data: data}
	var b strings.Builder
	b.WriteString(`import functools, operator, collections, itertools, copy, json, math, pprint
class M(type): pass
class A: pass
class B(A): pass
a, b = A(), B()
L = [1, a]
D = {'k': b}
Q = collections.deque([L])
T = (L, D)
S = {1, 2}
F = functools.partial(repr)
it = iter(L)
def g():
    yield from L
`)
	stmt := func(s string) {
		fmt.Fprintf(&b, "try:\n    %s\nexcept Exception:\n    pass\n", s)
	}
	for n := 0; n < 24 && !p.done(); n++ {
		switch p.pick(7) {
		case 0, 1: // a dunder set to something native or self-referential
			var v string
			switch p.pick(6) {
			case 0:
				v = p.of(reentryClasses)
			case 1:
				v = p.of(reentryBuiltins)
			case 2:
				v = "functools.partial(" + p.of(reentryBuiltins) + ", " + p.of(reentryObjects) + ")"
			case 3:
				v = p.of(reentryObjects)
			case 4:
				v = "lambda *args, **kw: " + p.fill(p.of(reentryOps))
			default:
				v = "property(" + p.of(reentryBuiltins) + ")"
			}
			stmt(p.of(reentryClasses) + "." + p.of(reentryDunders) + " = " + v)
		case 2: // self-references through native containers
			stmt(p.of([]string{
				"L.append(L)", "L.append(D)", "D['k'] = D", "D['L'] = L", "Q.append(Q)", "Q.append(L)",
				"a.x = a", "a.x = L", "b.x = Q", "L.append(Q)", "S.add(T)", "L[0] = T",
			}))
		case 3: // fresh containers of the objects
			stmt(p.of([]string{"L", "D", "Q", "T", "S", "F"}) + " = " + p.fill(p.of([]string{
				"[%s, %s]", "{'k': %s, 'j': %s}", "collections.deque([%s, %s])", "(%s, %s)",
				"collections.OrderedDict(k=%s, j=%s)", "functools.partial(%s, %s)", "frozenset([%s, %s])",
			})))
		case 4: // a chain of native iterators
			wrap := p.of([]string{
				"map(abs, it)", "filter(None, it)", "zip(it)", "enumerate(it)", "(x for x in it)",
				"itertools.chain(it)", "itertools.islice(it, None)", "itertools.accumulate(it)",
				"itertools.tee(it)[0]", "iter(it.__next__, None)", "reversed(list(it))", "map(F, it)",
			})
			depth := []int{2, 100, 5000, 100000}[p.pick(4)]
			fmt.Fprintf(&b, "for _ in range(%d):\n    it = %s\n", depth, wrap)
		case 5: // deep nesting of a native container
			wrap := p.of([]string{"[L]", "(L,)", "{'k': L}", "collections.deque([L])", "frozenset([L]) if False else [L, a]"})
			fmt.Fprintf(&b, "for _ in range(%d):\n    L = %s\n", []int{10, 3000, 100000}[p.pick(3)], wrap)
		default: // an operation
			stmt(p.fill(p.of(reentryOps)))
		}
	}
	for _, op := range reentryOps[:12] {
		stmt(p.fill(op))
	}
	return b.String()
}
