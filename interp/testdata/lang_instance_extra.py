# Instances whose attributes sit beside a built-in value (subclasses of
# int, str, tuple, dict, list, Exception...) or beside __slots__ keep the
# same behaviour as plain ones: attributes, __dict__, vars, deletion,
# copying and __class__ assignment.
import copy


class Num(int):
    pass


n = Num(7)
n.label = "seven"
n.unit = "m"
assert n == 7 and n + 1 == 8 and n.label == "seven"
assert vars(n) == {"label": "seven", "unit": "m"}
del n.label
assert n.__dict__ == {"unit": "m"}
n.label = "again"
assert list(vars(n)) == ["unit", "label"]
m = copy.copy(n)
assert m == 7 and m.unit == "m" and m.label == "again" and type(m) is Num
d = copy.deepcopy(n)
assert d == 7 and d.__dict__ == n.__dict__ and d.__dict__ is not n.__dict__


class Name(str):
    def shout(self):
        return self.upper() + "!"


s = Name("ada")
s.kind = "given"
assert s.shout() == "ADA!" and s.kind == "given" and s + "x" == "adax"
assert getattr(s, "missing", None) is None
assert hasattr(s, "kind") and not hasattr(s, "other")


class Pair(tuple):
    pass


p = Pair((1, 2))
p.note = "n"
assert p == (1, 2) and p.note == "n" and len(p) == 2
assert copy.deepcopy(p) == (1, 2) and copy.deepcopy(p).note == "n"


class Bag(dict):
    pass


b = Bag(a=1)
b.meta = "x"
assert b["a"] == 1 and b.meta == "x" and vars(b) == {"meta": "x"}


class Err(ValueError):
    def __init__(self, msg, code):
        super().__init__(msg)
        self.code = code


try:
    raise Err("bad", 42)
except Err as e:
    assert e.code == 42 and str(e) == "bad" and e.args == ("bad",)
    e.extra = 1
    assert vars(e) == {"code": 42, "extra": 1}


# slots next to a __dict__
class Both:
    __slots__ = ("x", "__dict__")

    def __init__(self):
        self.x = 1
        self.y = 2


o = Both()
assert o.x == 1 and o.y == 2 and vars(o) == {"y": 2}
o.z = 3
del o.y
assert vars(o) == {"z": 3} and o.x == 1
try:
    o.y
except AttributeError:
    pass
else:
    raise AssertionError("y was deleted")


# only slots: no __dict__, assignment of other names fails
class Only:
    __slots__ = ("a", "b")


k = Only()
k.a = 1
try:
    k.c = 3
except AttributeError:
    pass
else:
    raise AssertionError("Only has no __dict__")
try:
    k.b
except AttributeError:
    pass
else:
    raise AssertionError("b was never set")
assert not hasattr(k, "__dict__")


# __class__ assignment between classes with different attribute histories
class A:
    def __init__(self):
        self.p, self.q = 1, 2


class B:
    def __init__(self):
        self.q, self.p, self.r = 3, 4, 5


a = A()
B()
a.__class__ = B
a.r = 6
assert vars(a) == {"p": 1, "q": 2, "r": 6} and type(a) is B
a.__dict__ = {"z": 0}
assert vars(a) == {"z": 0} and not hasattr(a, "p")
a.w = 1
assert list(a.__dict__) == ["z", "w"]

# many instances with the same and with different first names
objs = []
for i in range(50):
    x = A()
    if i % 2:
        x.extra = i
    if i % 3 == 0:
        del x.p
    objs.append(x)
assert sum(1 for x in objs if hasattr(x, "extra")) == 25
assert sum(1 for x in objs if not hasattr(x, "p")) == 17
assert [list(vars(x)) for x in objs[:4]] == [["q"], ["p", "q", "extra"], ["p", "q"], ["q", "extra"]]

# __dict__ assignment replaces the attributes with the very dict given,
# and del makes them empty; it is not an attribute named __dict__
class C:
    def __init__(self):
        self.x = 1


c = C()
given = {"z": 0}
c.__dict__ = given
assert c.__dict__ is given and vars(c) == {"z": 0} and not hasattr(c, "x") and c.z == 0
c.w = 2
assert given == {"z": 0, "w": 2}
del c.__dict__
assert vars(c) == {}


class DictSub(dict):
    pass


c.__dict__ = DictSub(q=1)
assert type(c.__dict__) is DictSub and c.q == 1
try:
    c.__dict__ = [1]
except TypeError as e:
    assert str(e) == "__dict__ must be set to a dictionary, not a 'list'", e
else:
    raise AssertionError("a list is not a __dict__")
c.__dict__ = {1: 2, "ok": 3}
assert c.ok == 3 and vars(c) == {1: 2, "ok": 3}

e = Err("m", 1)
e.__dict__ = {"j": 2}
assert vars(e) == {"j": 2} and not hasattr(e, "code")

lst = type("L", (list,), {})()
lst.k = 1
lst.__dict__ = {"j": 3}
assert vars(lst) == {"j": 3} and not hasattr(lst, "k")

n2 = Num(3)
n2.a = 1
n2.__dict__ = {"b": 2}
assert vars(n2) == {"b": 2} and n2 == 3

try:
    Only().__dict__ = {}
except AttributeError as e:
    assert str(e) == "'Only' object has no attribute '__dict__'", e
else:
    raise AssertionError("Only has no __dict__")


def f():
    pass


f.__dict__ = {"fa": 1}
assert f.fa == 1 and f.__dict__ == {"fa": 1}

# slots beside a __dict__ survive its replacement
both = Both()
both.__dict__ = {"k": 1}
assert both.x == 1 and vars(both) == {"k": 1}
# private names in __slots__ are mangled like the attribute code that uses
# them; dunder names and classes named only by underscores are not
class Private:
    __slots__ = ("__p", "__q__", "_r")

    def __init__(self):
        self.__p = 1


assert Private()._Private__p == 1 and "_Private__p" in Private.__dict__ and "__q__" in Private.__dict__


class _Under:
    __slots__ = ("__p",)


class ___:
    __slots__ = ("__p",)


assert "_Under__p" in _Under.__dict__ and "__p" in ___.__dict__
try:
    class Clash:
        __slots__ = ("__p",)
        __p = 1
except ValueError as e:
    assert str(e) == "'_Clash__p' in __slots__ conflicts with class variable", e
else:
    raise AssertionError("a mangled slot clashes with the mangled class variable")
# object.__new__ given more than the class: CPython's two errors, and none
# when the class has an __init__ of its own to take them
class Plain:
    pass


class OwnNew:
    def __new__(cls, a):
        return object.__new__(cls, a)


class OwnInit:
    def __init__(self, a):
        self.a = a


for make, message in [
    (lambda: Plain(1), "Plain() takes no arguments"),
    (lambda: object.__new__(Plain, 1), "Plain() takes no arguments"),
    (lambda: OwnNew(1), "object.__new__() takes exactly one argument (the type to instantiate)"),
]:
    try:
        make()
    except TypeError as e:
        assert str(e) == message, e
    else:
        raise AssertionError(message)
assert type(object.__new__(OwnInit, 1)) is OwnInit and type(object.__new__(Plain)) is Plain

# an inconsistent MRO names the bases (CPython breaks the message in two)
try:
    class Bad(Plain, type("Sub", (Plain,), {})):
        pass
except TypeError as e:
    assert str(e) == "Cannot create a consistent method resolution\norder (MRO) for bases Plain, Sub", e
else:
    raise AssertionError("Plain before its subclass has no MRO")
print("ok")
