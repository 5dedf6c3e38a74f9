# set and frozenset: methods, operators, errors, and CPython's iteration
# order for ints (the printed lines are checked against types_set.out).


def raises(exc, fn, *args, **kw):
    try:
        fn(*args, **kw)
    except exc as e:
        return str(e)
    raise AssertionError("%s not raised" % exc.__name__)


# iteration order (compared with the .out file)
print({5, 3, 1, 100, 2})
print(set(range(20)))
print({-1, -2, 8, 16, 1000, 7})
print(set([33, 1, 65, 97, 129]))
print({10**20, 2**61 - 1, 2**61, -5})
print({1.5, 2.0, 0.25, -3.0})
print({(1, 2), (2, 1), (0,)})
s = set(range(30))
for i in range(0, 30, 3):
    s.discard(i)
print(s)
s.update(range(40, 50))
print(s)
for i in range(0, 30, 3):
    s.add(i)
print(s)
print({1, 2, 3} | {100, 4, 64})
print({1, 2, 3, 9, 17} & {17, 9, 3})
print({1, 9, 17, 25, 33} - {9})
print({1, 2, 3} ^ {3, 4, 50})
print(set(range(100, 0, -7)))
s = {8, 16, 24, 32}
print(s.pop(), s.pop(), s)
print(frozenset({3, 2, 1}), frozenset())
print(set(), {frozenset({1}), frozenset({1, 2})})
print(set("a"), {None}, {True, 1, 1.0})
print(sorted({"b", "a", "c"}))
big = set(range(1000))
for i in range(0, 1000, 2):
    big.remove(i)
print(list(big)[:10], len(big))
print({x % 7 for x in range(50)})
print(set({3: 1, 1: 2, 2: 3}))
print(set([1, 2, 3]).union([9, 8], (7,)))
print({1, 2, 3, 4}.intersection({2, 3, 4}, [3, 4]))
print({1, 2, 3, 4}.difference([1], (4,)))
print({1, 2}.symmetric_difference([2, 3, 3]))

# methods
s = {1, 2}
s.add(3)
s.add(2)
assert s == {1, 2, 3}
s.remove(1)
assert raises(KeyError, s.remove, 1) == "1"
assert raises(KeyError, s.remove, (1, 2)) == "(1, 2)"
s.discard(99)
assert s == {2, 3}
assert s.copy() == s and s.copy() is not s
s.clear()
assert s == set() and len(s) == 0
assert raises(KeyError, s.pop) == "'pop from an empty set'"
s = {1, 2, 3}
s.update([4], (5,), {6})
assert s == {1, 2, 3, 4, 5, 6}
s.intersection_update({1, 2, 3, 4}, [2, 3, 4, 5])
assert s == {2, 3, 4}
s.difference_update([2], {3})
assert s == {4}
s.symmetric_difference_update([4, 5])
assert s == {5}
assert {1, 2}.union() == {1, 2}
assert {1, 2}.issubset([1, 2, 3])
assert not {1, 4}.issubset([1, 2, 3])
assert {1, 2, 3}.issuperset((1, 2))
assert {1}.isdisjoint([2, 3])
assert not {1}.isdisjoint(iter([2, 1]))
assert raises(TypeError, {1}.add) == "set.add() takes exactly one argument (0 given)"
assert raises(TypeError, {1}.update, 1) == "'int' object is not iterable"
assert raises(TypeError, {1}.add, []) == "unhashable type: 'list'"
assert raises(TypeError, set, 1, 2) == "set expected at most 1 argument, got 2"
assert raises(TypeError, set, 5) == "'int' object is not iterable"

# operators
a, b = {1, 2, 3}, {2, 3, 4}
assert a | b == {1, 2, 3, 4}
assert a & b == {2, 3}
assert a - b == {1}
assert a ^ b == {1, 4}
assert {1, 2} <= {1, 2}
assert {1, 2} < {1, 2, 3}
assert not {1, 2} < {1, 2}
assert {1, 2, 3} > {1}
assert {1, 2} >= {2}
assert not {1, 2} <= {1, 3}
assert {1, 2} != {1, 3}
assert {1, 2} == frozenset({1, 2})
assert raises(TypeError, lambda: {1} | [2]) == "unsupported operand type(s) for |: 'set' and 'list'"
assert raises(TypeError, lambda: {1} & (2,)) == "unsupported operand type(s) for &: 'set' and 'tuple'"
assert raises(TypeError, lambda: {1} - [1]) == "unsupported operand type(s) for -: 'set' and 'list'"
assert raises(TypeError, lambda: {1} ^ "a") == "unsupported operand type(s) for ^: 'set' and 'str'"
assert raises(TypeError, lambda: {1} < [1]) == "'<' not supported between instances of 'set' and 'list'"
assert raises(TypeError, lambda: {1} + {2}) == "unsupported operand type(s) for +: 'set' and 'set'"
s = {1}
try:
    s |= [2]
except TypeError as e:
    assert str(e) == "unsupported operand type(s) for |=: 'set' and 'list'"
else:
    raise AssertionError("no error")
try:
    s &= (1,)
except TypeError as e:
    assert str(e) == "unsupported operand type(s) for &=: 'set' and 'tuple'"
try:
    s -= [1]
except TypeError as e:
    assert str(e) == "unsupported operand type(s) for -=: 'set' and 'list'"
try:
    s ^= "x"
except TypeError as e:
    assert str(e) == "unsupported operand type(s) for ^=: 'set' and 'str'"
s = {1, 2, 3}
alias = s
s |= {4}
s &= {1, 2, 4}
s -= {1}
s ^= {2, 9}
assert alias is s and s == {4, 9}
s |= frozenset({7})
assert s == {4, 7, 9}

# frozenset
f = frozenset([1, 2, 3])
assert hash(f) == hash(frozenset([3, 2, 1]))
assert {f: 1}[frozenset({1, 2, 3})] == 1
assert f | {4} == {1, 2, 3, 4}
assert type(f | {4}) is frozenset
assert type({4} | f) is set
assert type(f.copy()) is frozenset
assert f.copy() is f
assert frozenset(f) is f
assert raises(AttributeError, getattr, f, "add") == "'frozenset' object has no attribute 'add'"
fs = {frozenset({1}), frozenset({1}), frozenset({2, 1})}
assert len(fs) == 2
assert frozenset({1}) in fs
assert {1} in fs, "a set is looked up as a frozenset"
assert repr(frozenset({1, 2})) == "frozenset({1, 2})"
assert repr(frozenset()) == "frozenset()"
f2 = frozenset()
f2 |= {1}
assert f2 == {1} and type(f2) is frozenset
assert hash(frozenset()) == 133146708735736
assert hash(frozenset({1, 2, 3})) == -272375401224217160
assert hash(frozenset({(1, 2), 3.5})) == hash(frozenset({3.5, (1, 2)}))

# misc semantics
assert len({1, 1.0, True}) == 1
assert {1, 2} == {2, 1}
assert 1 in {1.0}
assert [] not in [{1}]
assert raises(TypeError, lambda: [] in {1}) == "unhashable type: 'list'"
s = {1, 2, 3}
try:
    for x in s:
        s.add(x + 10)
except RuntimeError as e:
    assert str(e) == "Set changed size during iteration"
else:
    raise AssertionError("no error")
s = set()
s.add(s.__class__)
assert set in s
assert raises(TypeError, hash, {1}) == "unhashable type: 'set'"
assert set.__class_getitem__(int) == set[int]
s = {1}
assert repr(s) == "{1}"
assert repr(set()) == "set()"
class S(set):
    pass
assert repr(S([1])) == "S({1})"
assert type(S([1]) | {2}) is set
assert sorted(set("hello")) == ["e", "h", "l", "o"]
nan = float("nan")
assert len({nan, nan}) == 1
assert nan in {nan}
assert {1, 2}.__len__() == 2
assert {1, 2}.__contains__(1)
assert sum({1, 2, 3}) == 6
assert min({5, 2, 8}) == 2
