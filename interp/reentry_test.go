package interp

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Every path on which native code re-enters the evaluator, driven into
// unbounded recursion, must end in a catchable RecursionError. A path that
// forgot the guard overflows Go's stack, a fatal error that would end the
// whole test binary, so the table runs in a child process (this binary,
// re-executed) and a crash is reported as the failure of the case it hit.

// Under CPython 3.11 every case but 31 prints "caught" too; those 31 (the
// iterator chains, deep tuple hash, bool/float/reversed through partials,
// a property getter loop) crash CPython itself with a C stack overflow, so
// RecursionError is the one sane answer there.

// recursionCase is a program whose last line, run inside try/except,
// recurses without bound through native code.
type recursionCase struct {
	name  string
	setup string // statements run first (may be empty)
	expr  string // the expression that recurses
}

// partialLoop is a class whose dunder is a native callable (a partial of
// a builtin) that performs the same operation on the same instance again:
// no Python frame is involved, only the slot and the builtin.
func partialLoop(dunder, builtin string) string {
	return "import functools, operator, math\nclass A: pass\na = A()\nA." + dunder + " = functools.partial(" + builtin + ", a)"
}

// nestedIter builds a 100,000-deep chain of an iterator kind over it.
func nestedIter(wrap string) string {
	return "import itertools, operator\nit = iter([1, 2])\nfor _ in range(100000):\n    it = " + wrap
}

// deepData builds a 100,000-deep nesting of a container kind in x.
func deepData(wrap string) string {
	return "import collections\nx = None\nfor _ in range(100000):\n    x = " + wrap
}

// deepPair builds two equal but distinct 100,000-deep nestings x and y.
func deepPair(wrap string) string {
	return deepData(wrap) + "\ny = x\nx = None\nfor _ in range(100000):\n    x = " + wrap + "\ny, x = x, y"
}

var recursionCases = []recursionCase{
	// type calls and slots whose dunder is the class or a native callable
	{"init is the class", "class A: pass\nA.__init__ = A", "A()"},
	{"new is the class", "class A: pass\nA.__new__ = A", "A()"},
	{"call via partial", partialLoop("__call__", "operator.call") + "\nA.__call__ = functools.partial(a)", "a()"},
	{"getattr hook", partialLoop("__getattr__", "getattr"), "a.missing"},
	{"getattribute hook", partialLoop("__getattribute__", "getattr"), "a.x"},
	{"setattr hook", partialLoop("__setattr__", "setattr"), "setattr(a, 'x', 1)"},
	{"delattr hook", partialLoop("__delattr__", "delattr"), "delattr(a, 'x')"},
	{"getitem", partialLoop("__getitem__", "operator.getitem"), "a[0]"},
	{"setitem", partialLoop("__setitem__", "operator.setitem"), "operator.setitem(a, 0, 1)"},
	{"delitem", partialLoop("__delitem__", "operator.delitem"), "operator.delitem(a, 0)"},
	{"len", partialLoop("__len__", "len"), "len(a)"},
	{"bool", partialLoop("__bool__", "bool"), "bool(a)"},
	{"hash", partialLoop("__hash__", "hash"), "hash(a)"},
	{"repr", partialLoop("__repr__", "repr"), "repr(a)"},
	{"str", partialLoop("__str__", "str"), "str(a)"},
	{"format", partialLoop("__format__", "format"), "format(a, '')"},
	{"f-string", partialLoop("__format__", "format"), "f'{a:x}'"},
	{"percent format", partialLoop("__str__", "str"), "'%s' % (a,)"},
	{"index", partialLoop("__index__", "operator.index"), "operator.index(a)"},
	{"index in subscript", partialLoop("__index__", "operator.index"), "[1, 2][a]"},
	{"index in range", partialLoop("__index__", "operator.index"), "range(a)"},
	{"int", partialLoop("__int__", "int"), "int(a)"},
	{"float", partialLoop("__float__", "float"), "float(a)"},
	{"round", partialLoop("__round__", "round"), "round(a)"},
	{"abs", partialLoop("__abs__", "abs"), "abs(a)"},
	{"neg", partialLoop("__neg__", "operator.neg"), "-a"},
	{"add", partialLoop("__add__", "operator.add"), "a + 1"},
	{"sub", partialLoop("__sub__", "operator.sub"), "a - 1"},
	{"iadd", partialLoop("__iadd__", "operator.iadd"), "operator.iadd(a, 1)"},
	{"eq", partialLoop("__eq__", "operator.eq"), "a == 1"},
	{"reflected eq", partialLoop("__eq__", "operator.eq"), "1 == a"},
	{"lt in sorted", partialLoop("__lt__", "operator.lt"), "sorted([a, a])"},
	{"gt in max", partialLoop("__gt__", "operator.gt"), "max([a, a])"},
	{"contains", partialLoop("__contains__", "operator.contains"), "1 in a"},
	{"eq in list contains", partialLoop("__eq__", "operator.eq"), "a in [1]"},
	{"iter", partialLoop("__iter__", "iter"), "iter(a)"},
	{"next", partialLoop("__next__", "next"), "next(a)"},
	{"reversed", partialLoop("__reversed__", "reversed"), "reversed(a)"},
	{"floor", partialLoop("__floor__", "math.floor"), "math.floor(a)"},
	{"missing", "import functools, operator\nclass D(dict): pass\nd = D()\nD.__missing__ = functools.partial(operator.getitem, d)", "d[1]"},
	{"property getter", "import operator\nclass C: pass\nC.x = property(operator.attrgetter('x'))", "C().x"},
	{"descriptor get", "class D:\n    def __get__(self, obj, owner):\n        return obj.x\nclass C:\n    x = D()", "C().x"},
	{"descriptor set", "class D:\n    def __get__(self, obj, owner): return 1\n    def __set__(self, obj, v):\n        obj.x = v\nclass C:\n    x = D()", "setattr(C(), 'x', 1)"},
	{"sum add", partialLoop("__add__", "operator.add"), "sum([a], a)"},
	{"callable iterator", "it = iter([1])\nfor _ in range(100000):\n    it = iter(it.__next__, None)", "next(it)"},
	{"sorted key", "import functools\nclass A: pass\na = A()\nkey = functools.partial(sorted, [a, a])\nA.__lt__ = lambda s, o: sorted([a, a], key=lambda v: key())", "sorted([a, a])"},
	{"print str", partialLoop("__str__", "str"), "print(a)"},
	{"dict lookup eq", "import functools, operator\nclass A:\n    def __hash__(self): return 1\nb = A()\nA.__eq__ = functools.partial(operator.eq, b)\nd = {A(): 1}", "d[b]"},
	// nested native iterators consumed by list()
	{"map chain", nestedIter("map(abs, it)"), "list(it)"},
	{"filter chain", nestedIter("filter(None, it)"), "list(it)"},
	{"zip chain", nestedIter("map(operator.itemgetter(0), zip(it))"), "list(it)"},
	{"enumerate chain", nestedIter("map(operator.itemgetter(1), enumerate(it))"), "list(it)"},
	{"genexpr chain", nestedIter("(v for v in it)"), "list(it)"},
	{"generator chain", "def g(it):\n    yield from it\nit = iter([1])\nfor _ in range(100000):\n    it = g(it)", "list(it)"},
	{"itertools.chain chain", nestedIter("itertools.chain(it)"), "list(it)"},
	{"itertools.chain.from_iterable chain", nestedIter("itertools.chain.from_iterable([it])"), "list(it)"},
	{"itertools.islice chain", nestedIter("itertools.islice(it, None)"), "list(it)"},
	{"itertools.accumulate chain", nestedIter("itertools.accumulate(it)"), "list(it)"},
	{"itertools.compress chain", nestedIter("itertools.compress(it, itertools.repeat(1))"), "list(it)"},
	{"itertools.takewhile chain", nestedIter("itertools.takewhile(bool, it)"), "list(it)"},
	{"itertools.dropwhile chain", nestedIter("itertools.dropwhile(operator.not_, it)"), "list(it)"},
	{"itertools.filterfalse chain", nestedIter("itertools.filterfalse(operator.not_, it)"), "list(it)"},
	{"itertools.starmap chain", nestedIter("itertools.starmap(int, map(lambda v: (v,), it))"), "list(it)"},
	{"itertools.zip_longest chain", nestedIter("map(operator.itemgetter(0), itertools.zip_longest(it))"), "list(it)"},
	{"itertools.tee chain", nestedIter("itertools.tee(map(abs, it))[0]"), "list(it)"},
	{"itertools.cycle chain", nestedIter("itertools.cycle(it)"), "next(it)"},
	{"itertools.pairwise chain", nestedIter("map(operator.itemgetter(0), itertools.pairwise(itertools.chain(it, [0])))"), "list(it)"},
	{"itertools.groupby chain", nestedIter("map(operator.itemgetter(0), itertools.groupby(it))"), "list(it)"},
	{"sorted of chain", nestedIter("map(abs, it)"), "sorted(it)"},
	{"tuple of chain", nestedIter("map(abs, it)"), "tuple(it)"},
	{"set of chain", nestedIter("map(abs, it)"), "set(it)"},
	{"dict.fromkeys of chain", nestedIter("map(abs, it)"), "dict.fromkeys(it)"},
	{"str.join of chain", nestedIter("map(str, it)"), "''.join(it)"},
	{"deque of chain", "import collections\n" + nestedIter("map(abs, it)"), "collections.deque(it)"},
	// deep native data, not recursive in Python
	{"deep list repr", deepData("[x]"), "repr(x)"},
	{"deep list eq", deepPair("[x]"), "x == y"},
	{"deep list lt", deepPair("[x]"), "x < y"},
	{"deep tuple hash", deepData("(x,)"), "hash(x)"},
	{"deep tuple eq", deepPair("(x,)"), "x == y"},
	{"deep dict repr", deepData("{1: x}"), "repr(x)"},
	{"deep dict eq", deepPair("{1: x}"), "x == y"},
	{"deep deque repr", deepData("collections.deque([x])"), "repr(x)"},
	{"deep deque eq", deepPair("collections.deque([x])"), "x == y"},
	{"deep OrderedDict repr", deepData("collections.OrderedDict(a=x)"), "repr(x)"},
	{"deep defaultdict repr", deepData("collections.defaultdict(None, {1: x})"), "repr(x)"},
	{"deep frozenset eq", deepPair("frozenset([x])"), "x == y"},
	{"deep list json", "import json\n" + deepData("[x]"), "json.dumps(x)"},
	{"deep dict json", "import json\n" + deepData("{'a': x}"), "json.dumps(x)"},
	{"json loads nesting", "import json", "json.loads('[' * 100000 + ']' * 100000)"},
	{"json default loop", "import json", "json.dumps(object(), default=lambda o: [object()])"},
	{"deep list deepcopy", "import copy\n" + deepData("[x]"), "copy.deepcopy(x)"},
	{"deep list pprint", "import pprint\n" + deepData("[x]"), "pprint.pformat(x)"},
	{"deep list str", deepData("[x]"), "str(x)"},
	{"deep list in", deepPair("[x]"), "x in [y]"},
	{"self-containing deques eq", "from collections import deque\na = deque([1]); a.append(a); b = deque([1]); b.append(b)", "a == b"},
	{"dataclass asdict", "from dataclasses import dataclass, asdict\n@dataclass\nclass D:\n    x: object\nd = D(None)\nd.x = [d]", "asdict(d)"},
	{"re.sub callback", "import re\np = re.compile('a')\ndef f(m):\n    return p.sub(f, 'a')", "p.sub(f, 'a')"},
}

// recursionChildEnv makes this binary run the table (from the case index
// it holds) instead of the parent test.
const recursionChildEnv = "MCPYTHON_RECURSION_CHILD_FROM"

func recursionProgram(c recursionCase) string {
	return c.setup + "\ntry:\n    " + c.expr + "\nexcept RecursionError:\n    print('caught')\n"
}

// TestNativeRecursionChild runs the table when re-executed by
// TestNativeRecursion; it prints one line per case for the parent.
func TestNativeRecursionChild(t *testing.T) {
	from := os.Getenv(recursionChildEnv)
	if from == "" {
		t.Skip("run by TestNativeRecursion")
	}
	start, _ := strconv.Atoi(from)
	// a forgotten guard overflows quickly and cheaply with a small stack;
	// 1000 counted levels need far less than this
	debug.SetMaxStack(256 << 20)
	for i := start; i < len(recursionCases); i++ {
		c := recursionCases[i]
		fmt.Printf("start %d\n", i)
		opts := Options{Limits: Limits{MaxDuration: 20 * time.Second, MaxMemory: 512 << 20}}
		res := Run(context.Background(), recursionProgram(c), opts)
		switch {
		case res.Error != nil:
			fmt.Printf("fail %d %s\n", i, strings.ReplaceAll(res.FormatError(), "\n", " | "))
		case res.Stdout != "caught\n":
			fmt.Printf("fail %d no RecursionError: stdout %q\n", i, res.Stdout)
		default:
			// the same program uncaught ends the run with RecursionError
			res = Run(context.Background(), c.setup+"\n"+c.expr+"\n", opts)
			if res.Error == nil || res.Error.Type != "RecursionError" {
				fmt.Printf("fail %d uncaught run ended with %v\n", i, res.Error)
				continue
			}
			if next := Run(context.Background(), "print(1)", Options{}); next.Stdout != "1\n" {
				fmt.Printf("fail %d next run: %v\n", i, next.Error)
				continue
			}
			fmt.Printf("ok %d\n", i)
		}
	}
}

func TestNativeRecursion(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: builds deep structures")
	}
	if len(recursionCases) < 40 {
		t.Fatalf("only %d recursion paths", len(recursionCases))
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	results := map[int]string{}
	for from := 0; from < len(recursionCases); {
		cmd := exec.Command(exe, "-test.run", "^TestNativeRecursionChild$", "-test.v")
		cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%d", recursionChildEnv, from))
		var out bytes.Buffer
		cmd.Stdout = &out
		cmd.Stderr = &out
		runErr := cmd.Run()
		last := -1
		sc := bufio.NewScanner(bytes.NewReader(out.Bytes()))
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			f := strings.SplitN(sc.Text(), " ", 3)
			if len(f) < 2 {
				continue
			}
			i, err := strconv.Atoi(f[1])
			if err != nil {
				continue
			}
			switch f[0] {
			case "start":
				last = i
			case "ok":
				results[i] = ""
			case "fail":
				msg := "failed"
				if len(f) == 3 {
					msg = f[2]
				}
				results[i] = msg
			}
		}
		if runErr == nil {
			break
		}
		if last < 0 {
			t.Fatalf("child failed before any case: %v\n%s", runErr, tail(out.String(), 2000))
		}
		if _, done := results[last]; !done {
			results[last] = "crashed the process: " + firstLine(tail(out.String(), 4000), "fatal error")
		}
		from = last + 1
	}
	for i, c := range recursionCases {
		msg, ok := results[i]
		if !ok {
			t.Errorf("%s: no result", c.name)
		} else if msg != "" {
			t.Errorf("%s: %s", c.name, msg)
		}
	}
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}

// firstLine returns the first line of s containing sub, or s's start.
func firstLine(s, sub string) string {
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, sub) {
			return l
		}
	}
	return tail(s, 200)
}
