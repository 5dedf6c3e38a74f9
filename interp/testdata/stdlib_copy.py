# copy, abc, weakref, array and keyword.
import copy
import abc
import weakref
import keyword
from array import array


def raises(exc, fn, *args):
    try:
        fn(*args)
    except exc as e:
        return str(e)
    raise AssertionError(f"{exc.__name__} not raised")


# shallow and deep copies of built-in containers
nested = [1, [2, 3], {"k": [4, 5]}, (6, [7])]
shallow = copy.copy(nested)
deep = copy.deepcopy(nested)
assert shallow == nested and shallow is not nested and shallow[1] is nested[1]
assert deep == nested and deep[1] is not nested[1] and deep[2]["k"] is not nested[2]["k"]
assert deep[3] is not nested[3] and deep[3][1] is not nested[3][1]
t = (1, 2, "three")
assert copy.copy(t) is t and copy.deepcopy(t) is t, "immutable values are their own copy"
assert copy.deepcopy(frozenset({1, 2})) == frozenset({1, 2}) and copy.copy("s") == "s"
d = {"a": {1, 2}}
assert copy.deepcopy(d)["a"] is not d["a"] and copy.copy(d)["a"] is d["a"]

# shared references and cycles are preserved
shared = [1]
pair = [shared, shared]
pcopy = copy.deepcopy(pair)
assert pcopy[0] is pcopy[1] and pcopy[0] is not shared
cyc = [1]
cyc.append(cyc)
ccopy = copy.deepcopy(cyc)
assert ccopy[1] is ccopy and ccopy is not cyc
memo = {}
copy.deepcopy(nested, memo)
assert id(nested) in memo


# instances: __dict__ copied, __copy__/__deepcopy__ honoured
class Point:
    def __init__(self, x, tags):
        self.x = x
        self.tags = tags


p = Point(1, ["a"])
pc = copy.copy(p)
pd = copy.deepcopy(p)
assert type(pc) is Point and pc.x == 1 and pc.tags is p.tags
assert pd.tags == ["a"] and pd.tags is not p.tags


class Tracked:
    def __init__(self):
        self.copied = False

    def __copy__(self):
        new = Tracked()
        new.copied = "shallow"
        return new

    def __deepcopy__(self, memo):
        new = Tracked()
        new.copied = "deep"
        return new


assert copy.copy(Tracked()).copied == "shallow" and copy.deepcopy([Tracked()])[0].copied == "deep"


class Stateful:
    def __init__(self):
        self.value = 1

    def __getstate__(self):
        return {"value": self.value * 10}

    def __setstate__(self, state):
        self.value = state["value"] + 1


assert copy.copy(Stateful()).value == 11


class Reduced:
    def __init__(self, n):
        self.n = n

    def __reduce__(self):
        return (Reduced, (self.n + 1,))


assert copy.deepcopy(Reduced(1)).n == 2


class MyList(list):
    pass


ml = MyList([1, [2]])
ml.extra = "x"
mlc = copy.deepcopy(ml)
assert type(mlc) is MyList and mlc == [1, [2]] and mlc[1] is not ml[1] and mlc.extra == "x"


class MyInt(int):
    pass


assert type(copy.copy(MyInt(5))) is MyInt and copy.deepcopy(MyInt(7)) == 7


def gen():
    yield 1


assert raises(TypeError, copy.copy, gen()) == "cannot pickle 'generator' object"
assert issubclass(copy.Error, Exception) and copy.error is copy.Error


# abc
class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self):
        ...

    @abc.abstractmethod
    def perimeter(self):
        ...

    def describe(self):
        return f"area={self.area()}"


class Square(Shape):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side ** 2


class RealSquare(Square):
    def perimeter(self):
        return 4 * self.side


assert raises(TypeError, Shape) == "Can't instantiate abstract class Shape with abstract methods area, perimeter"
assert raises(TypeError, Square, 2) == "Can't instantiate abstract class Square with abstract method perimeter"
assert RealSquare(3).describe() == "area=9" and Shape.__abstractmethods__ == frozenset({"area", "perimeter"})
assert RealSquare.__abstractmethods__ == frozenset() and type(Shape) is abc.ABCMeta


class Plain:
    @abc.abstractmethod
    def f(self):
        ...


assert Plain() is not None, "abstract methods only bind through ABCMeta"


class Sized(abc.ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized:
            return hasattr(C, "__len__")
        return NotImplemented


assert isinstance([], Sized) and not isinstance(3, Sized) and issubclass(dict, Sized)


class Registry(metaclass=abc.ABCMeta):
    pass


Registry.register(int)
assert isinstance(5, Registry) and issubclass(bool, Registry) and not isinstance("x", Registry)
assert raises(TypeError, Registry.register, 5) == "Can only register classes"


class WithProps(abc.ABC):
    @property
    @abc.abstractmethod
    def name(self):
        ...

    @classmethod
    @abc.abstractmethod
    def make(cls):
        ...


assert WithProps.__abstractmethods__ == frozenset({"name", "make"})

# weakref (held strongly in the sandbox)
target = Point(0, [])
r = weakref.ref(target)
assert r() is target and r == weakref.ref(target) and hash(r) == hash(target)
assert raises(TypeError, weakref.ref, 1) == "cannot create weak reference to 'int' object"
assert raises(TypeError, weakref.ref, [1]) == "cannot create weak reference to 'list' object"
px = weakref.proxy(target)
px.x = 9
assert target.x == 9 and px.x == 9
wvd = weakref.WeakValueDictionary()
wvd["t"] = target
assert wvd["t"] is target and "t" in wvd and len(wvd) == 1 and list(wvd) == ["t"]
ws = weakref.WeakSet([target])
assert target in ws and len(ws) == 1
fin = weakref.finalize(target, lambda: "done")
assert fin.alive and fin() == "done" and not fin.alive and fin() is None

# array
arr = array("i", [1, 2, 3])
assert repr(arr) == "array('i', [1, 2, 3])" and repr(array("d")) == "array('d')"
assert arr[1] == 2 and arr[-1] == 3 and len(arr) == 3 and list(arr) == [1, 2, 3]
assert arr[1:] == array("i", [2, 3]) and repr(arr[::-1]) == "array('i', [3, 2, 1])"
arr.append(4)
arr.extend([5, 6])
assert arr.tolist() == [1, 2, 3, 4, 5, 6] and arr.itemsize == 4 and arr.typecode == "i"
assert arr.tobytes()[:8] == b"\x01\x00\x00\x00\x02\x00\x00\x00"
b2 = array("h")
b2.frombytes(b"\x01\x00\xff\xff")
assert b2.tolist() == [1, -1] and array("B", b"ab").tolist() == [97, 98]
assert array("f", [0.1])[0] == 0.10000000149011612 and array("d", [0.1])[0] == 0.1
assert repr(array("u", "hi")) == "array('u', 'hi')" and array("u", "hi").tounicode() == "hi"
assert raises(OverflowError, array, "b", [200]) == "signed char is greater than maximum"
assert raises(OverflowError, array, "B", [-1]) == "unsigned byte integer is less than minimum"
assert raises(TypeError, array, "i", [1.5]) == "'float' object cannot be interpreted as an integer"
assert raises(ValueError, array, "z") == "bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)"
assert raises(ValueError, array("i").frombytes, b"abc") == "bytes length not a multiple of item size"
assert raises(TypeError, lambda: array("i") + [1]) == 'can only append array (not "list") to array'
assert raises(IndexError, array("i").pop) == "pop from empty array"
assert array("i", [1]) + array("i", [2]) == array("i", [1, 2]) and array("i", [1]) * 3 == array("i", [1, 1, 1])
assert array("i", [1, 2]) == array("d", [1.0, 2.0]) and array("i", [1]) < array("i", [2])
assert array("q", [2 ** 62]).tolist() == [2 ** 62] and array("Q", [2 ** 64 - 1]).tolist() == [2 ** 64 - 1]

# keyword
assert keyword.iskeyword("for") and not keyword.iskeyword("print") and keyword.issoftkeyword("match")
assert len(keyword.kwlist) == 35 and keyword.kwlist[:3] == ["False", "None", "True"]
assert keyword.softkwlist == ["_", "case", "match"]

# slots travel with the copy, beside a __dict__ when there is one, mangled
# private slots included; a slot never set stays unset
class Slotted:
    __slots__ = ("a", "b", "__hidden")

    def __init__(self):
        self.a = [1]
        self.__hidden = "h"


class SlottedKid(Slotted):
    __slots__ = ("c", "__dict__")


sl = Slotted()
sc = copy.copy(sl)
assert sc.a is sl.a and sc._Slotted__hidden == "h" and not hasattr(sc, "b")
sd = copy.deepcopy(sl)
assert sd.a == [1] and sd.a is not sl.a
kid = SlottedKid()
kid.c = 3
kid.extra = "e"
kc = copy.deepcopy(kid)
assert (kc.a, kc.c, kc.extra, kc._Slotted__hidden) == ([1], 3, "e", "h") and vars(kc) == {"extra": "e"}
