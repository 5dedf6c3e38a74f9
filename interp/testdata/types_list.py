# list and tuple: methods, slicing, comparisons, errors.


def raises(exc, fn, *args, **kw):
    try:
        fn(*args, **kw)
    except exc as e:
        return str(e)
    raise AssertionError("%s not raised" % exc.__name__)


# construction
assert list() == []
assert list("abc") == ["a", "b", "c"]
assert list(range(3)) == [0, 1, 2]
assert list((1, 2)) == [1, 2]
assert list({"a": 1, "b": 2}) == ["a", "b"]
assert raises(TypeError, list, 1) == "'int' object is not iterable"
assert raises(TypeError, list, 1, 2) == "list expected at most 1 argument, got 2"

# append / extend / insert
l = [1]
l.append(2)
l.extend((3, 4))
l.extend(x for x in [5])
assert l == [1, 2, 3, 4, 5]
l.insert(0, 0)
l.insert(-1, 4.5)
l.insert(100, 6)
l.insert(-100, -1)
assert l == [-1, 0, 1, 2, 3, 4, 4.5, 5, 6]
assert raises(TypeError, l.append) == "list.append() takes exactly one argument (0 given)"
assert raises(TypeError, l.insert, 1) == "insert expected 2 arguments, got 1"
assert raises(TypeError, l.extend, 3) == "'int' object is not iterable"
l = [1, 2]
l.extend(l)
assert l == [1, 2, 1, 2], "extend with itself"

# pop / remove / clear
l = [1, 2, 3, 4]
assert l.pop() == 4
assert l.pop(0) == 1
assert l.pop(-1) == 3
assert l == [2]
assert raises(IndexError, l.pop, 5) == "pop index out of range"
assert raises(IndexError, [].pop) == "pop from empty list"
l = [1, 2, 1]
l.remove(1)
assert l == [2, 1]
assert raises(ValueError, l.remove, 9) == "list.remove(x): x not in list"
l.clear()
assert l == []

# index with bounds / count
l = [1, 2, 3, 1, 2, 3]
assert l.index(1) == 0
assert l.index(1, 1) == 3
assert l.index(3, -2) == 5
assert l.index(2, 0, 2) == 1
assert l.index(3, -100, 100) == 2
assert raises(ValueError, l.index, 1, 1, 3) == "1 is not in list"
assert raises(ValueError, l.index, "x") == "'x' is not in list"
assert raises(TypeError, l.index) == "index expected at least 1 argument, got 0"
assert l.count(1) == 2
assert l.count(7) == 0
assert [1, 1.0, True].count(1) == 3

# sort: stability, key, reverse
pairs = [(1, "b"), (0, "a"), (1, "a"), (0, "b")]
assert sorted(pairs, key=lambda p: p[0]) == [(0, "a"), (0, "b"), (1, "b"), (1, "a")]
assert sorted(pairs, key=lambda p: p[0], reverse=True) == [(1, "b"), (1, "a"), (0, "a"), (0, "b")], "reverse keeps stability"
l = [3, 1, 2]
assert l.sort() is None
assert l == [1, 2, 3]
l.sort(reverse=True)
assert l == [3, 2, 1]
words = ["bb", "a", "ccc", "dd"]
words.sort(key=len)
assert words == ["a", "bb", "dd", "ccc"]
assert raises(TypeError, [1, "a"].sort) == "'<' not supported between instances of 'str' and 'int'"
assert raises(TypeError, [].sort, 1) == "sort() takes no positional arguments"
assert sorted([3.5, 1, 2.25, -1]) == [-1, 1, 2.25, 3.5]
assert sorted("bca") == ["a", "b", "c"]
assert sorted([[2], [1, 5], [1]]) == [[1], [1, 5], [2]]
l = [5, 4]
try:
    l.sort(key=lambda x: (l.append(1), x)[1])
except ValueError as e:
    assert str(e) == "list modified during sort"
else:
    raise AssertionError("no error")

# reverse / copy / reversed
l = [1, 2, 3]
l.reverse()
assert l == [3, 2, 1]
c = l.copy()
c.append(0)
assert l == [3, 2, 1]
assert list(reversed([1, 2, 3])) == [3, 2, 1]
assert list([1, 2, 3].__reversed__()) == [3, 2, 1]

# slicing
l = list(range(10))
assert l[2:5] == [2, 3, 4]
assert l[::3] == [0, 3, 6, 9]
assert l[::-2] == [9, 7, 5, 3, 1]
assert l[-3:] == [7, 8, 9]
assert l[5:2] == []
assert l[100:] == []
assert l[-100:2] == [0, 1]
assert l[8:2:-2] == [8, 6, 4]
assert raises(ValueError, lambda: l[::0]) == "slice step cannot be zero"
assert raises(TypeError, lambda: l["a"]) == "list indices must be integers or slices, not str"
assert raises(IndexError, lambda: l[10]) == "list index out of range"

# slice assignment and deletion
l = list(range(6))
l[1:3] = ["a", "b", "c"]
assert l == [0, "a", "b", "c", 3, 4, 5]
l[::2] = [9, 9, 9, 9]
assert l == [9, "a", 9, "c", 9, 4, 9]
l[:] = []
assert l == []
l = list(range(6))
l[4:1] = [7]
assert l == [0, 1, 2, 3, 7, 4, 5]
del l[::2]
assert l == [1, 3, 4]
l = list(range(10))
del l[1:8:3]
assert l == [0, 2, 3, 5, 6, 8, 9]
del l[-1]
assert l == [0, 2, 3, 5, 6, 8]
l = list(range(10))
del l[::-3]
assert l == [1, 2, 4, 5, 7, 8]
l = [1, 2, 3]
l[1:2] = l
assert l == [1, 1, 2, 3, 3], "slice assignment from itself"
l = list(range(5))
assert raises(ValueError, l.__setitem__, slice(None, None, 2), [1]) == "attempt to assign sequence of size 1 to extended slice of size 3"
assert raises(TypeError, l.__setitem__, slice(0, 1), 5) == "can only assign an iterable"
l[::-1] = "abcde"
assert l == ["e", "d", "c", "b", "a"]
assert raises(IndexError, l.__setitem__, 9, 0) == "list assignment index out of range"
assert raises(IndexError, l.__delitem__, 9) == "list assignment index out of range"

# operators
assert [1, 2] + [3] == [1, 2, 3]
assert raises(TypeError, lambda: [1] + (2,)) == 'can only concatenate list (not "tuple") to list'
assert [1, 2] * 2 == [1, 2, 1, 2]
assert 2 * [0] == [0, 0]
assert [1] * -1 == []
assert [1] * 0 == []
assert raises(TypeError, lambda: [1] * 1.5) == "can't multiply sequence by non-int of type 'float'"
l = [1]
l2 = l
l += (2, 3)
assert l2 == [1, 2, 3], "+= extends in place"
l *= 2
assert l2 == [1, 2, 3, 1, 2, 3], "*= repeats in place"
l *= 0
assert l2 == []
assert raises(TypeError, lambda: [] + None) == 'can only concatenate list (not "NoneType") to list'

# comparisons
assert [1, 2] < [1, 3]
assert [1, 2] < [1, 2, 0]
assert not [1, 2] < [1, 2]
assert [1, 2] <= [1, 2]
assert [2] > [1, 9]
assert [1, 2] >= [1]
assert [1, 2] != [2, 1]
assert [1, 2.0] == [1, 2]
assert not [1] == (1,)
assert [[1, 2], [3]] == [[1, 2], [3]]
assert raises(TypeError, lambda: [1] < (1,)) == "'<' not supported between instances of 'list' and 'tuple'"
assert raises(TypeError, lambda: [1] < ["a"]) == "'<' not supported between instances of 'int' and 'str'"
nan = float("nan")
assert [nan] == [nan], "identity implies equality in containers"
assert nan in [nan]
assert [nan].count(nan) == 1
assert [nan].index(nan) == 0

# misc
assert len([1, 2, 3]) == 3
assert 2 in [1, 2]
assert 5 not in [1, 2]
assert list.__class_getitem__(int) == list[int]
assert repr(list[int]) == "list[int]"
assert raises(TypeError, hash, []) == "unhashable type: 'list'"
l = [1]
l.append(l)
assert repr(l) == "[1, [...]]"
assert repr([]) == "[]"
assert repr([1, "a", None, 2.5]) == "[1, 'a', None, 2.5]"
it = iter([1, 2, 3])
assert it.__length_hint__() == 3
next(it)
assert it.__length_hint__() == 2
assert bool([]) is False
assert bool([0]) is True
assert [1, 2, 3].__len__() == 3
assert [].__iadd__([1]) == [1]
assert [x * 2 for x in range(3)] == [0, 2, 4]
l = [3, 1, 2]
assert sorted(l) == [1, 2, 3] and l == [3, 1, 2]
assert max([1, 5, 3]) == 5 and min([4, 2, 8]) == 2

# tuple
assert tuple() == ()
assert tuple([1, 2]) == (1, 2)
assert tuple("ab") == ("a", "b")
t = (1, 2, 3, 2)
assert t.count(2) == 2
assert t.index(2) == 1
assert t.index(2, 2) == 3
assert raises(ValueError, t.index, 5) == "tuple.index(x): x not in tuple"
assert t[1:3] == (2, 3)
assert t[::-1] == (2, 3, 2, 1)
assert (1, 2) + (3,) == (1, 2, 3)
assert (1,) * 3 == (1, 1, 1)
assert raises(TypeError, lambda: (1,) + [2]) == 'can only concatenate tuple (not "list") to tuple'
assert (1, 2) < (1, 3)
assert (1, 2) < (1, 2, 3)
assert (2,) > (1, 5)
assert repr((1,)) == "(1,)"
assert repr(()) == "()"
assert repr((1, "a")) == "(1, 'a')"
assert raises(IndexError, lambda: t[10]) == "tuple index out of range"
assert raises(TypeError, lambda: t["x"]) == "tuple indices must be integers or slices, not str"
assert raises(TypeError, t.__setitem__, 0, 1) if hasattr(t, "__setitem__") else True
try:
    t[0] = 1
except TypeError as e:
    assert str(e) == "'tuple' object does not support item assignment"
assert hash((1, 2)) == hash((1, 2))
assert hash((1, 2)) != hash((2, 1))
assert raises(TypeError, hash, (1, [2])) == "unhashable type: 'list'"
assert tuple.__class_getitem__(int) == tuple[int]
assert (1, 2).__getnewargs__() == ((1, 2),)
a, *b = (1, 2, 3)
assert b == [2, 3]
assert (1, 2) == (1.0, 2.0)
assert len(()) == 0
