# __future__, gc, graphlib, shlex and types: small modules agent code imports.
from __future__ import annotations
import __future__
import gc
import graphlib
import shlex
import types


def raises(exc, fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except exc as e:
        return e
    raise AssertionError(f"{exc.__name__} not raised")


# __future__: every feature is known; annotations has no mandatory release
assert __future__.all_feature_names[-1] == "annotations"
assert repr(__future__.annotations) == "_Feature((3, 7, 0, 'beta', 1), None, 16777216)"
assert __future__.division.getMandatoryRelease() == (3, 0, 0, "alpha", 0)
assert __future__.CO_FUTURE_ANNOTATIONS == 0x1000000

# gc: callable and consistent, nothing to collect here
assert gc.collect() >= 0 and gc.collect(0) >= 0
raises(ValueError, gc.collect, 3)
was = gc.isenabled()
gc.disable()
assert not gc.isenabled()
gc.enable()
assert gc.isenabled() and was
assert len(gc.get_threshold()) == 3 and len(gc.get_count()) == 3
assert gc.DEBUG_LEAK == gc.DEBUG_COLLECTABLE | gc.DEBUG_UNCOLLECTABLE | gc.DEBUG_SAVEALL
assert gc.is_tracked([]) and not gc.is_tracked(1) and not gc.is_tracked("s")
assert gc.garbage == []

# graphlib: CPython's order — first mentioned first, successors in edge order
deps = {"deploy": ["build", "test"], "build": ["fetch"], "test": ["build"], "docs": ["fetch"]}
assert list(graphlib.TopologicalSorter(deps).static_order()) == ["fetch", "build", "docs", "test", "deploy"]
assert list(graphlib.TopologicalSorter({"d": ["b", "c"], "b": ["a"], "c": ["a"], "e": ["d", "a"]}).static_order()) == ["a", "b", "c", "d", "e"]
err = raises(graphlib.CycleError, lambda: list(graphlib.TopologicalSorter({1: [2], 2: [3], 3: [1], 4: [1]}).static_order()))
assert err.args == ("nodes are in a cycle", [1, 3, 2, 1]) and isinstance(err, ValueError)
ts = graphlib.TopologicalSorter()
ts.add(3, 2, 1)
ts.add(1, 0)
ts.prepare()
assert ts.get_ready() == (2, 0) and ts.is_active() and bool(ts)
ts.done(0)
assert ts.get_ready() == (1,)
assert str(raises(ValueError, ts.done, 9)) == "node 9 was not added using add()"
assert str(raises(ValueError, ts.done, 0)) == "node 0 was already marked done"
assert str(raises(ValueError, ts.done, 3)) == "node 3 was not passed out (still not ready)"
assert str(raises(ValueError, ts.add, 5)) == "Nodes cannot be added after a call to prepare()"
assert str(raises(ValueError, ts.prepare)) == "cannot prepare() more than once"
ts.done(2, 1)
assert ts.get_ready() == (3,)
ts.done(3)
assert not ts.is_active()
assert str(raises(ValueError, graphlib.TopologicalSorter().get_ready)) == "prepare() must be called first"
assert repr(graphlib.TopologicalSorter[int]) == "graphlib.TopologicalSorter[int]"

# shlex: POSIX splitting, quoting and joining
assert shlex.split("a b  c") == ["a", "b", "c"]
assert shlex.split("a 'b c' \"d\\e\" # c") == ["a", "b c", "d\\e", "#", "c"]
assert shlex.split("a 'b c' \"d\\e\" # c", comments=True) == ["a", "b c", "d\\e"]
assert shlex.split('say "he said \\"hi\\"" x\\ y') == ["say", 'he said "hi"', "x y"]
assert shlex.split("") == [] and shlex.split("  ") == []
assert shlex.split("a''b \"\"") == ["ab", ""]
assert str(raises(ValueError, shlex.split, "'open")) == "No closing quotation"
assert str(raises(ValueError, shlex.split, "end\\")) == "No escaped character"
assert shlex.quote("") == "''" and shlex.quote("abc-1.2/x") == "abc-1.2/x"
assert shlex.quote("it's here") == "'it'\"'\"'s here'"
assert shlex.join(["a b", "c", "$x"]) == "'a b' c '$x'"
assert shlex.split(shlex.join(["a b", "it's", "", "$x"])) == ["a b", "it's", "", "$x"]

# types: SimpleNamespace and the names of built-in types
ns = types.SimpleNamespace(a=1, b="x")
ns.c = [ns]
assert repr(ns) == "namespace(a=1, b='x', c=[namespace(...)])"
assert ns == types.SimpleNamespace(a=1, b="x", c=[ns]) and ns != types.SimpleNamespace(a=1)
assert vars(ns)["a"] == 1


class Options(types.SimpleNamespace):
    def describe(self):
        return sorted(vars(self))


assert repr(Options(z=2)) == "Options(z=2)" and repr(types.SimpleNamespace()) == "namespace()"
raises(TypeError, hash, ns)
raises(TypeError, types.SimpleNamespace, 1)
assert isinstance(lambda: 0, types.FunctionType) and types.LambdaType is types.FunctionType
assert isinstance(print, types.BuiltinFunctionType) and isinstance(types, types.ModuleType)


def gen():
    yield 1


assert isinstance(gen(), types.GeneratorType)
assert isinstance(Options().describe, types.MethodType) and Options(b=1, a=2).describe() == ["a", "b"]
assert types.NoneType is type(None) and types.EllipsisType is type(...)
assert isinstance(type.__dict__, types.MappingProxyType)
assert isinstance(int | str, types.UnionType) and isinstance(list[int], types.GenericAlias)
print("ok")
