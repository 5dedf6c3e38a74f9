# Built-in functions: results and CPython's error messages. The printed
# lines are checked against types_builtins.out.


def raises(exc, fn, *args, **kw):
    try:
        fn(*args, **kw)
    except exc as e:
        return str(e)
    raise AssertionError("%s not raised" % exc.__name__)


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return "Point(%r, %r)" % (self.x, self.y)


class Sink:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)


# print
print(1, "a", None, [1, "b"], {"k": (1,)})
print(1, 2, 3, sep="-", end="!\n")
print("no newline", end="")
print()
print(sep=None, end=None)
print(*range(5), sep=", ")
sink = Sink()
print("to", "file", sep="+", file=sink)
assert sink.parts == ["to", "+", "file", "\n"], sink.parts
print(Point(1, "two"), 1.5, -0.0, 10**20, 1e20, True)
assert raises(TypeError, print, 1, sep=1) == "sep must be None or a string, not int"
assert raises(TypeError, print, 1, end=[]) == "end must be None or a string, not list"
assert raises(TypeError, print, foo=1) == "'foo' is an invalid keyword argument for print()"

# abs all any
assert abs(-3) == 3 and abs(-2.5) == 2.5 and abs(3 - 4j) == 5.0 and abs(True) == 1
assert abs(-(2**63)) == 2**63
assert raises(TypeError, abs, "a") == "bad operand type for abs(): 'str'"
assert all([]) is True and all([1, 2]) is True and all([1, 0]) is False
assert any([]) is False and any([0, "", 3]) is True and any(x > 2 for x in range(4))
assert raises(TypeError, all, 1) == "'int' object is not iterable"

# ascii repr bin oct hex chr ord
assert ascii("é") == "'\\xe9'" and ascii(["ü"]) == "['\\xfc']" and ascii("a") == "'a'"
assert repr("a'b") == '"a\'b"' and repr(Point(1, 2)) == "Point(1, 2)"
assert bin(5) == "0b101" and bin(-5) == "-0b101" and bin(0) == "0b0"
assert oct(8) == "0o10" and oct(-8) == "-0o10"
assert hex(255) == "0xff" and hex(-255) == "-0xff" and hex(2**70) == "0x400000000000000000"
assert raises(TypeError, bin, 1.5) == "'float' object cannot be interpreted as an integer"
assert raises(TypeError, hex, "a") == "'str' object cannot be interpreted as an integer"
assert chr(65) == "A" and chr(0x1F600) == "\U0001F600"
assert raises(ValueError, chr, -1) == "chr() arg not in range(0x110000)"
assert raises(ValueError, chr, 0x110000) == "chr() arg not in range(0x110000)"
assert raises(TypeError, chr, "a") == "'str' object cannot be interpreted as an integer"
assert ord("A") == 65 and ord("€") == 8364 and ord(b"a") == 97
assert raises(TypeError, ord, "ab") == "ord() expected a character, but string of length 2 found"
assert raises(TypeError, ord, 1) == "ord() expected string of length 1, but int found"

# callable getattr setattr hasattr delattr
assert callable(len) and callable(Point) and not callable(1) and callable(Point.__init__)
p = Point(1, 2)
assert getattr(p, "x") == 1 and getattr(p, "zz", 5) == 5
setattr(p, "z", 3)
assert p.z == 3 and hasattr(p, "z") and not hasattr(p, "w")
delattr(p, "z")
assert not hasattr(p, "z")
assert raises(AttributeError, getattr, p, "zz") == "'Point' object has no attribute 'zz'"
assert raises(AttributeError, getattr, 1, "x") == "'int' object has no attribute 'x'"
assert raises(TypeError, getattr, 1, 2) == "attribute name must be string, not 'int'"
assert raises(TypeError, hasattr, 1, 2) == "attribute name must be string, not 'int'"
assert raises(AttributeError, setattr, 1, "x", 2) == "'int' object has no attribute 'x'"
assert raises(AttributeError, delattr, p, "nope") == "'Point' object has no attribute 'nope'"

# dir vars globals locals
assert "append" in dir([]) and "__len__" in dir([])
assert dir(p) == sorted(dir(p)) and "x" in dir(p) and "__repr__" in dir(p)
assert vars(p) == {"x": 1, "y": 2}
assert raises(TypeError, vars, 1) == "vars() argument must have __dict__ attribute"
assert globals()["Point"] is Point


def f(a, b=2):
    c = a + b
    return locals()


assert f(1) == {"a": 1, "b": 2, "c": 3}

# divmod pow round format
assert divmod(7, 2) == (3, 1) and divmod(-7, 2) == (-4, 1) and divmod(7.5, 2) == (3.0, 1.5)
assert divmod(2**70, 3) == (393530540239137101141, 1)
assert raises(ZeroDivisionError, divmod, 1, 0) == "integer division or modulo by zero"
assert raises(TypeError, divmod, 1, "a") == "unsupported operand type(s) for divmod(): 'int' and 'str'"
assert pow(2, 8) == 256 and pow(2.0, 3) == 8.0 and pow(2, 3, 5) == 3 and pow(4, 0.5) == 2.0
assert pow(base=2, exp=3) == 8
assert round(2.5) == 2 and round(3.5) == 4 and round(0.125, 2) == 0.12 and round(7) == 7
assert round(123.456, -1) == 120.0 and round(-1.5) == -2
assert raises(TypeError, round, "a") == "type str doesn't define __round__ method"
assert format(3.14159, ".2f") == "3.14" and format(255, "x") == "ff" and format("a", ">3") == "  a"
assert format(1234567, ",") == "1,234,567" and format(0.5, "%") == "50.000000%"
assert format(Point(1, 2)) == "Point(1, 2)"
assert raises(TypeError, format, 1, 2) == "format() argument 2 must be str, not int"
assert raises(ValueError, format, 1, "q") == "Unknown format code 'q' for object of type 'int'"

# hash id isinstance issubclass iter next len
assert hash("abc") == hash("abc") and hash(1.0) == hash(1)
assert raises(TypeError, hash, []) == "unhashable type: 'list'"
assert id(p) == id(p) and id(p) != id(Point(1, 2))
assert isinstance(1, int) and isinstance(True, int) and isinstance(1, (str, int)) and isinstance(1, int | str)
assert not isinstance(1.0, int)
assert raises(TypeError, isinstance, 1, 1) == "isinstance() arg 2 must be a type, a tuple of types, or a union"
assert issubclass(bool, int) and issubclass(int, (str, object)) and not issubclass(int, str)
assert raises(TypeError, issubclass, 1, int) == "issubclass() arg 1 must be a class"
it = iter([1, 2])
assert next(it) == 1 and next(it) == 2 and next(it, "end") == "end"
assert raises(StopIteration, next, it) == ""
assert raises(TypeError, next, [1]) == "'list' object is not an iterator"
assert raises(TypeError, iter, 1) == "'int' object is not iterable"
calls = []


def counter():
    calls.append(1)
    return len(calls)


assert list(iter(counter, 4)) == [1, 2, 3]
assert raises(TypeError, iter, 1, 2) == "iter(v, w): v must be callable"
assert len("héllo") == 5 and len(range(10, 0, -3)) == 4 and len({1: 2}) == 1
assert raises(TypeError, len, 1) == "object of type 'int' has no len()"

# max min sorted sum
assert max(3, 1, 2) == 3 and min(3, 1, 2) == 1
assert max([1, 5, 3], key=lambda x: -x) == 1
assert max([], default=None) is None and min((), default=0) == 0
assert max([(1, "b"), (1, "a")]) == (1, "b")
assert max([1, 3, 3.0], key=float) == 3, "the first maximal item wins"
assert min([2, 1, 1.0]) == 1 and type(min([2, 1, 1.0])) is int
assert max("hello") == "o"
assert raises(ValueError, max, []) == "max() arg is an empty sequence"
assert raises(TypeError, min) == "min expected at least 1 argument, got 0"
assert raises(TypeError, max, 1) == "'int' object is not iterable"
assert raises(TypeError, max, 1, 2, default=3) == "Cannot specify a default for max() with multiple positional arguments"
assert raises(TypeError, max, [1, "a"]) == "'>' not supported between instances of 'str' and 'int'"
assert raises(TypeError, min, [1, "a"]) == "'<' not supported between instances of 'str' and 'int'"
assert sorted([3, 1, 2], reverse=True) == [3, 2, 1] and sorted("cba") == ["a", "b", "c"]
assert sorted({3: 0, 1: 0}) == [1, 3] and sorted([], key=len) == []
assert sorted(["b", "A", "a"], key=str.lower) == ["A", "a", "b"]
assert raises(TypeError, sorted, [1], 1) == "sorted expected 1 argument, got 2"
assert sum([1, 2, 3]) == 6 and sum([1, 2], 10) == 13 and sum([[1], [2]], []) == [1, 2]
assert sum([0.5, 0.25]) == 0.75 and sum(range(10), start=5) == 50
assert sum((x * x for x in range(4))) == 14
assert raises(TypeError, sum, ["a", "b"], "") == "sum() can't sum strings [use ''.join(seq) instead]"
assert raises(TypeError, sum, [b"a"], b"") == "sum() can't sum bytes [use b''.join(seq) instead]"
assert raises(TypeError, sum, ["a"]) == "unsupported operand type(s) for +: 'int' and 'str'"

# enumerate zip map filter reversed
assert list(enumerate("ab")) == [(0, "a"), (1, "b")]
assert list(enumerate("ab", 10)) == [(10, "a"), (11, "b")]
assert list(enumerate("a", start=2**70)) == [(2**70, "a")]
assert list(zip("ab", [1, 2, 3])) == [("a", 1), ("b", 2)]
assert list(zip()) == [] and list(zip([1])) == [(1,)]
assert raises(ValueError, lambda: list(zip([1, 2], [1], strict=True))) == "zip() argument 2 is shorter than argument 1"
assert raises(ValueError, lambda: list(zip([1], [1, 2], strict=True))) == "zip() argument 2 is longer than argument 1"
assert raises(ValueError, lambda: list(zip([1], [1], [], strict=True))) == "zip() argument 3 is shorter than arguments 1-2"
assert raises(TypeError, zip, 1) == "'int' object is not iterable"
assert list(zip(*[(1, "a"), (2, "b")])) == [(1, 2), ("a", "b")]
assert dict(zip("abc", range(3))) == {"a": 0, "b": 1, "c": 2}
assert list(map(abs, [-1, 2])) == [1, 2] and list(map(pow, [2, 3], [2, 2])) == [4, 9]
assert list(map(lambda a, b: a + b, "ab", "xyz")) == ["ax", "by"]
assert raises(TypeError, map, abs) == "map() must have at least two arguments."
assert list(filter(None, [0, 1, "", "a"])) == [1, "a"]
assert list(filter(lambda x: x % 2, range(6))) == [1, 3, 5]
assert list(reversed([1, 2, 3])) == [3, 2, 1] and list(reversed("ab")) == ["b", "a"]
assert list(reversed(range(1, 10, 3))) == [7, 4, 1]
assert list(reversed({1: 0, 2: 0})) == [2, 1]
assert raises(TypeError, reversed, {1}) == "'set' object is not reversible"
assert raises(TypeError, reversed, 1) == "'int' object is not reversible"
e = enumerate([1])
assert iter(e) is e and type(e).__name__ == "enumerate"
assert type(zip()).__name__ == "zip" and type(map(abs, [])).__name__ == "map"

# range and slice objects
r = range(1, 20, 3)
assert r.start == 1 and r.stop == 20 and r.step == 3
assert list(r) == [1, 4, 7, 10, 13, 16, 19] and len(r) == 7
assert r[2] == 7 and r[-1] == 19 and r[1:3] == range(4, 10, 3) and r[::-1] == range(19, -2, -3)
assert r.index(10) == 3 and r.count(10) == 1 and r.count(11) == 0 and 13 in r and 14 not in r
assert raises(ValueError, r.index, 11) == "11 is not in range"
assert range(0) == range(5, 5) and range(1, 2) == range(1, 3, 5) and range(3) != range(4)
assert hash(range(0)) == hash(range(3, 3)) and hash(range(1, 2)) == hash(range(1, 3, 5))
assert repr(range(3)) == "range(0, 3)" and repr(range(1, 5, 2)) == "range(1, 5, 2)"
assert raises(ValueError, range, 1, 2, 0) == "range() arg 3 must not be zero"
assert raises(TypeError, range, 1.5) == "'float' object cannot be interpreted as an integer"
assert raises(IndexError, lambda: r[7]) == "range object index out of range"
assert raises(TypeError, lambda: r["a"]) == "range indices must be integers or slices, not str"
big = range(10**30)
assert big[10**29] == 10**29 and big[-1] == 10**30 - 1 and 10**29 in big
assert big[::10**28] == range(0, 10**30, 10**28)
assert raises(OverflowError, len, big) == "Python int too large to convert to C ssize_t"
assert big.index(5) == 5 and bool(big)
assert list(reversed(range(3))) == [2, 1, 0] and list(reversed(range(0))) == []
assert list(range(-5)) == [] and list(range(5, 0, -2)) == [5, 3, 1]
s = slice(1, 10, 2)
assert s.start == 1 and s.stop == 10 and s.step == 2
assert s.indices(5) == (1, 5, 2) and slice(None, None, -1).indices(4) == (3, -1, -1)
assert slice(3).indices(10**30) == (0, 3, 1)
assert repr(slice(1, 2)) == "slice(1, 2, None)"
assert slice(1, 2) == slice(1, 2) and slice(1, 2) != slice(1, 3)
assert raises(TypeError, hash, slice(1)) == "unhashable type: 'slice'"
assert raises(ValueError, slice(1, 2, 0).indices, 3) == "slice step cannot be zero"
assert [0, 1, 2, 3][slice(1, 3)] == [1, 2] and "abcd"[slice(None, None, 2)] == "ac"

# types and constructors
assert type(1) is int and type("") is str and type(None).__name__ == "NoneType"
assert bool([]) is False and bool([0]) is True
assert list({1: 2}.items()) == [(1, 2)]
assert tuple(range(3)) == (0, 1, 2) and frozenset([1, 1]) == {1}
assert str(12) == "12" and str(b"a") == "b'a'" and int("12") == 12


# sorted() calls key on a single item too; unknown keywords are worded as
# list.sort's; round() clamps a huge ndigits; a set display's * says what
# a set.update would
seen = []
assert sorted([1], key=lambda x: seen.append(x) or x) == [1] and seen == [1]
for call in (lambda: sorted([], bogus=1), lambda: [].sort(bogus=1)):
    try:
        call()
    except TypeError as e:
        assert str(e) == "'bogus' is an invalid keyword argument for sort()", str(e)
    else:
        raise AssertionError("no TypeError")
assert round(5, 10**30) == 5 and round(5.5, 10**30) == 5.5 and round(5.5, -10**30) == 0.0
try:
    {*42}
except TypeError as e:
    assert str(e) == "'int' object is not iterable", str(e)
try:
    type(1, x=1)
except TypeError as e:
    assert str(e) == "type() takes no keyword arguments", str(e)
else:
    raise AssertionError("type() took a keyword")
assert id(True) != id(1) and id(False) != id(0) and id(1) != id(1.0)
