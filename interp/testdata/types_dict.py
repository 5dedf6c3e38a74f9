# dict and its views: methods, operators, ordering, errors.


def raises(exc, fn, *args, **kw):
    try:
        fn(*args, **kw)
    except exc as e:
        return e
    raise AssertionError("%s not raised" % exc.__name__)


# construction
assert dict() == {}
assert dict(a=1, b=2) == {"a": 1, "b": 2}
assert dict([("a", 1), ("b", 2)]) == {"a": 1, "b": 2}
assert dict(zip("abc", range(3))) == {"a": 0, "b": 1, "c": 2}
assert dict({"a": 1}, b=2) == {"a": 1, "b": 2}
assert dict([(1, 2)], **{"x": 3}) == {1: 2, "x": 3}
assert str(raises(TypeError, dict, [1])) == "cannot convert dictionary update sequence element #0 to a sequence"
assert str(raises(ValueError, dict, [(1, 2, 3)])) == "dictionary update sequence element #0 has length 3; 2 is required"
assert str(raises(TypeError, dict, 1, 2)) == "dict expected at most 1 argument, got 2"
assert str(raises(TypeError, dict, 5)) == "'int' object is not iterable"
assert dict.fromkeys("ab") == {"a": None, "b": None}
assert dict.fromkeys([1, 2], 0) == {1: 0, 2: 0}
assert dict.fromkeys(range(3), []) == {0: [], 1: [], 2: []}
class D(dict):
    pass
assert type(D.fromkeys([1])) is D

# item access
d = {"a": 1}
assert d["a"] == 1
e = raises(KeyError, lambda: d["zz"])
assert e.args == ("zz",)
assert str(e) == "'zz'"
e = raises(KeyError, lambda: d[(1, 2)])
assert e.args == ((1, 2),)
assert str(e) == "(1, 2)"
assert repr(e) == "KeyError((1, 2))"
e = raises(KeyError, lambda: {}[()])
assert str(e) == "()"
assert str(raises(TypeError, lambda: d[[1]])) == "unhashable type: 'list'"
d[1] = 2
d[1.0] = 3
assert d == {"a": 1, 1: 3}
assert list(d) == ["a", 1]
d[True] = 4
assert d[1] == 4 and len(d) == 2
del d["a"]
assert d == {1: 4}
assert str(raises(KeyError, d.__delitem__, "a")) == "'a'"

# get / setdefault / pop / popitem
d = {"a": 1}
assert d.get("a") == 1
assert d.get("b") is None
assert d.get("b", 5) == 5
assert d.setdefault("a", 9) == 1
assert d.setdefault("b", 2) == 2
assert d.setdefault("c") is None
assert d == {"a": 1, "b": 2, "c": None}
assert d.pop("c") is None
assert d.pop("zz", 7) == 7
assert str(raises(KeyError, d.pop, "zz")) == "'zz'"
d = {1: 1, 2: 2, 3: 3}
assert d.popitem() == (3, 3)
d[4] = 4
assert d.popitem() == (4, 4)
assert d.popitem() == (2, 2)
assert d.popitem() == (1, 1)
assert str(raises(KeyError, d.popitem)) == "'popitem(): dictionary is empty'"
assert str(raises(TypeError, d.get)) == "get expected at least 1 argument, got 0"

# update / | / |=
d = {"a": 1}
d.update({"b": 2}, c=3)
d.update([("d", 4)])
d.update(e=5)
assert d == {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5}
assert {"a": 1} | {"b": 2} == {"a": 1, "b": 2}
assert {"a": 1, "b": 1} | {"a": 2} == {"a": 2, "b": 1}
assert list(({"b": 1} | {"a": 2, "b": 3}).items()) == [("b", 3), ("a", 2)]
d = {"a": 1}
d |= {"b": 2}
d |= [("c", 3)]
assert d == {"a": 1, "b": 2, "c": 3}
assert str(raises(TypeError, lambda: {} | [])) == "unsupported operand type(s) for |: 'dict' and 'list'"
assert str(raises(TypeError, lambda: {}.update(1))) == "'int' object is not iterable"

# order, deletion and re-insertion
d = {}
for k in "hello world":
    d[k] = d.get(k, 0) + 1
assert list(d) == ["h", "e", "l", "o", " ", "w", "r", "d"]
del d["h"]
d["h"] = 1
assert list(d)[-1] == "h"
d = {i: i for i in range(100)}
for i in range(0, 100, 2):
    del d[i]
assert list(d)[:3] == [1, 3, 5]
assert len(d) == 50
assert list(reversed({1: 2, 3: 4})) == [3, 1]
assert list(reversed({1: 2, 3: 4}.values())) == [4, 2]
assert list(reversed({1: 2, 3: 4}.items())) == [(3, 4), (1, 2)]

# comparisons
assert {1: 2, 3: 4} == {3: 4, 1: 2}
assert {1: 2} != {1: 3}
assert {1: [1]} == {1: [1]}
assert not {1: 2} == [1]
assert str(raises(TypeError, lambda: {} < {})) == "'<' not supported between instances of 'dict' and 'dict'"
assert {1: 1.0} == {1.0: 1}

# views
d = {"a": 1, "b": 2, "c": 3}
k, v, it = d.keys(), d.values(), d.items()
assert repr(k) == "dict_keys(['a', 'b', 'c'])"
assert repr(v) == "dict_values([1, 2, 3])"
assert repr(it) == "dict_items([('a', 1), ('b', 2), ('c', 3)])"
d["d"] = 4
assert len(k) == 4, "views are live"
assert "d" in k and 4 in v and ("d", 4) in it
assert ("d", 5) not in it
assert dict(k.mapping) == {"a": 1, "b": 2, "c": 3, "d": 4}
assert v.mapping["d"] == 4 and len(it.mapping) == 4
assert k & {"a", "z"} == {"a"}
assert k | {"z"} == {"a", "b", "c", "d", "z"}
assert k - {"a"} == {"b", "c", "d"}
assert k ^ {"a", "z"} == {"b", "c", "d", "z"}
assert {"a", "z"} & k == {"a"}
assert k == {"a", "b", "c", "d"}
assert k <= {"a", "b", "c", "d", "e"}
assert k < {"a", "b", "c", "d", "e"}
assert not k < {"a", "b", "c", "d"}
assert k >= {"a"}
assert k.isdisjoint({"x"})
assert not k.isdisjoint(["a"])
assert it & {("a", 1)} == {("a", 1)}
assert it - {("a", 1)} == {("b", 2), ("c", 3), ("d", 4)}
assert type(k & set()) is set
assert k & ["a", "b"] == {"a", "b"}
assert sorted(k | ["q"]) == ["a", "b", "c", "d", "q"]
assert str(raises(TypeError, lambda: k & 1)) == "'int' object is not iterable"
assert str(raises(TypeError, hash, k)) == "unhashable type: 'dict_keys'"
assert d.values() != d.values(), "values views compare by identity only"
assert list(reversed(k)) == ["d", "c", "b", "a"]
assert type(iter(k)).__name__ == "dict_keyiterator"
assert type(iter(v)).__name__ == "dict_valueiterator"
assert type(iter(it)).__name__ == "dict_itemiterator"
assert type(reversed(k)).__name__ == "dict_reversekeyiterator"

# mutation during iteration
d = {1: 1, 2: 2}
try:
    for key in d:
        d[key + 10] = 0
except RuntimeError as e:
    assert str(e) == "dictionary changed size during iteration"
else:
    raise AssertionError("no error")
d = {1: 1, 2: 2}
for key in d:
    d[key] = 5
assert d == {1: 5, 2: 5}, "value updates are fine"
d = {1: 1}
try:
    for key in d:
        del d[key]
        d[key + 1] = 1
except RuntimeError as e:
    assert str(e) == "dictionary keys changed during iteration"
else:
    raise AssertionError("no error")

# copy / clear / misc
d = {"a": [1]}
c = d.copy()
c["b"] = 2
assert d == {"a": [1]} and c["a"] is d["a"]
c.clear()
assert c == {} and len(c) == 0
assert repr({}) == "{}"
assert repr({1: "a", "b": (2,)}) == "{1: 'a', 'b': (2,)}"
d = {}
d["self"] = d
assert repr(d) == "{'self': {...}}"
assert str(raises(TypeError, hash, {})) == "unhashable type: 'dict'"
assert dict.__class_getitem__(str) == dict[str]
assert repr(dict[str, int]) == "dict[str, int]"
assert bool({}) is False and bool({0: 0}) is True
assert {**{"a": 1}, "b": 2} == {"a": 1, "b": 2}
assert {k: v for k, v in [("x", 1)]} == {"x": 1}
assert len({i: i for i in range(1000)}) == 1000
nan = float("nan")
d = {nan: 1}
assert d[nan] == 1, "the same nan object is found"
assert nan in d
assert sorted({3: 1, 1: 2, 2: 3}) == [1, 2, 3]
assert sum({1: 0, 2: 0}) == 3
assert max({"a": 3, "b": 1}, key={"a": 3, "b": 1}.get) == "a"


class Missing(dict):
    def __missing__(self, key):
        return key * 2


m = Missing(a=1)
assert m["a"] == 1
assert m["xy"] == "xyxy"
assert m.get("xy") is None
assert "xy" not in m
