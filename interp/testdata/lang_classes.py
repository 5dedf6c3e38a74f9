# Classes: inheritance, MRO, super, descriptors, dunders.
class Animal:
    sound = "..."
    count = 0
    def __init__(self, name):
        self.name = name
        Animal.count += 1
    def speak(self):
        return f"{self.name} says {self.sound}"
    def __repr__(self):
        return f"{type(self).__name__}({self.name!r})"
class Dog(Animal):
    sound = "woof"
    def speak(self):
        return super().speak() + "!"
d = Dog("rex")
assert d.speak() == "rex says woof!" and repr(d) == "Dog('rex')" and Animal.count == 1
assert isinstance(d, Animal) and issubclass(Dog, Animal) and Dog.__mro__ == (Dog, Animal, object)
assert Dog.__name__ == "Dog" and Dog.__bases__ == (Animal,)
class A:
    def who(self): return "A"
class B(A):
    def who(self): return "B" + super().who()
class C(A):
    def who(self): return "C" + super().who()
class D(B, C):
    def who(self): return "D" + super().who()
assert D().who() == "DBCA" and [k.__name__ for k in D.mro()] == ["D", "B", "C", "A", "object"]
class P:
    def __init__(self):
        self._x = 0
    @property
    def x(self):
        return self._x
    @x.setter
    def x(self, v):
        if v < 0:
            raise ValueError("negative")
        self._x = v
    @staticmethod
    def s(a):
        return a * 2
    @classmethod
    def make(cls):
        return cls()
p = P.make()
p.x = 5
assert p.x == 5 and P.s(2) == 4 and p.s(3) == 6 and isinstance(p, P)
try:
    p.x = -1
    assert False
except ValueError as e:
    assert str(e) == "negative"
class V:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __add__(self, o): return V(self.x + o.x, self.y + o.y)
    def __mul__(self, k): return V(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __eq__(self, o): return isinstance(o, V) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self): return hash((self.x, self.y))
    def __lt__(self, o): return (self.x, self.y) < (o.x, o.y)
    def __len__(self): return 2
    def __getitem__(self, i): return (self.x, self.y)[i]
    def __iter__(self): yield self.x; yield self.y
    def __bool__(self): return bool(self.x or self.y)
    def __neg__(self): return V(-self.x, -self.y)
    def __contains__(self, v): return v in (self.x, self.y)
    def __str__(self): return f"<{self.x},{self.y}>"
assert V(1, 2) + V(3, 4) == V(4, 6) and V(1, 2) * 2 == V(2, 4) and 3 * V(1, 1) == V(3, 3)
assert V(1, 2) != V(2, 1) and len(V(0, 0)) == 2 and V(5, 6)[1] == 6 and list(V(7, 8)) == [7, 8]
assert not V(0, 0) and bool(V(0, 1)) and -V(1, 2) == V(-1, -2) and 2 in V(1, 2)
assert sorted([V(2, 1), V(1, 2)]) == [V(1, 2), V(2, 1)] and str(V(1, 2)) == "<1,2>"
assert len({V(1, 1), V(1, 1)}) == 1
a, b = V(9, 10)
assert (a, b) == (9, 10)
class Box:
    def __init__(self): self.items = {}
    def __getitem__(self, k): return self.items[k]
    def __setitem__(self, k, v): self.items[k] = v
    def __delitem__(self, k): del self.items[k]
b = Box(); b["k"] = 1
assert b["k"] == 1
del b["k"]
assert b.items == {}
class Dyn:
    def __getattr__(self, name): return name.upper()
assert Dyn().hello == "HELLO"
class Slots:
    __slots__ = ("a",)
    def __init__(self): self.a = 1
assert Slots().a == 1
class Ctx:
    def __enter__(self):
        self.log = ["enter"]
        return self
    def __exit__(self, t, v, tb):
        self.log.append(t.__name__ if t else None)
        return True
with Ctx() as cm:
    raise KeyError("x")
assert cm.log == ["enter", "KeyError"]
class Counter(dict):
    def __missing__(self, key):
        return 0
cnt = Counter()
cnt["a"] += 1
assert cnt == {"a": 1} and cnt["zz"] == 0 and isinstance(cnt, dict)
class MyList(list):
    def total(self): return sum(self)
ml = MyList([1, 2, 3])
ml.append(4)
assert ml.total() == 10 and len(ml) == 4 and ml[0] == 1
class MyInt(int):
    def double(self): return self * 2
assert MyInt(21).double() == 42 and MyInt(3) + 1 == 4 and isinstance(MyInt(1), int)
class MyStr(str):
    def shout(self): return self.upper() + "!"
assert MyStr("hi").shout() == "HI!" and MyStr("ab") == "ab"
class Meta(type):
    def __new__(mcs, name, bases, ns):
        ns["tag"] = name.lower()
        return super().__new__(mcs, name, bases, ns)
class Tagged(metaclass=Meta):
    pass
assert Tagged.tag == "tagged" and type(Tagged) is Meta
class Base:
    registry = []
    def __init_subclass__(cls, **kw):
        super().__init_subclass__()
        Base.registry.append(cls.__name__)
class Sub1(Base): pass
class Sub2(Base): pass
assert Base.registry == ["Sub1", "Sub2"]
class Desc:
    def __set_name__(self, owner, name): self.name = name
    def __get__(self, obj, typ=None): return self if obj is None else obj.__dict__.get(self.name, 0) * 10
    def __set__(self, obj, v): obj.__dict__[self.name] = v
class UsesDesc:
    val = Desc()
u = UsesDesc(); u.val = 4
assert u.val == 40 and UsesDesc.val.name == "val"
T = type("T", (object,), {"x": 1, "get": lambda self: self.x})
assert T().get() == 1 and T.__name__ == "T"
class Cmp:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
try:
    hash(Cmp(1))
    assert False
except TypeError as e:
    assert str(e) == "unhashable type: 'Cmp'"
class NoInit: pass
try:
    NoInit(1)
except TypeError as e:
    assert str(e) == "NoInit() takes no arguments"
assert Cmp(1) != Cmp(2) and Cmp(1) == Cmp(1)
obj = Animal("x")
obj.extra = 5
assert vars(obj) == {"name": "x", "extra": 5}
try:
    obj.missing
except AttributeError as e:
    assert str(e) == "'Animal' object has no attribute 'missing'"
try:
    (1).foo = 2
except AttributeError as e:
    assert "'int' object has no attribute 'foo'" in str(e)
try:
    int.foo = 1
except TypeError as e:
    assert str(e) == "cannot set 'foo' attribute of immutable type 'int'"
class WithClassVar:
    items: list = []
    n: int
assert WithClassVar.__annotations__ == {"items": list, "n": int}
assert str(Dog) == "<class '__main__.Dog'>" and str(int) == "<class 'int'>"
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y): self.x, self.y = x, y
def where(p):
    match p:
        case Point(x=0, y=0): return "origin"
        case Point(0, y): return f"y={y}"
        case Point(x, 0) if x > 0: return "positive x"
        case [1, *rest]: return f"list {rest}"
        case {"k": v, **others}: return f"map {v} {others}"
        case int() | float() as num: return f"num {num}"
        case str(s): return "str " + s
        case None: return "none"
        case _: return "other"
assert where(Point(0, 0)) == "origin" and where(Point(0, 5)) == "y=5" and where(Point(3, 0)) == "positive x"
assert where(Point(-3, 0)) == "other" and where([1, 2, 3]) == "list [2, 3]" and where({"k": 1, "z": 2}) == "map 1 {'z': 2}"
assert where(2.5) == "num 2.5" and where("q") == "str q" and where(None) == "none" and where((1,)) == "list []"


# decorator expressions are evaluated first, applied last (bottom up)
order = []


def deco(tag):
    order.append(f"deco {tag}")

    def apply(obj):
        order.append(f"apply {tag}")
        return obj
    return apply


def note(x):
    order.append(f"eval {x}")
    return x


@deco("outer")
@deco("inner")
def decorated(a=note("default")) -> note("return"):
    pass


assert order == ["deco outer", "deco inner", "eval default", "eval return", "apply inner", "apply outer"], order
order.clear()


@deco("class")
class Decorated(note(object)):
    order.append("body")


assert order == ["deco class", "eval <class 'object'>", "body", "apply class"], order


# defining __eq__ without __hash__ sets __hash__ to None in the class dict
class EqOnly:
    def __eq__(self, other):
        return True


class HashBase:
    def __hash__(self):
        return 1


class EqOverHash(HashBase):
    def __eq__(self, other):
        return True


class EqAndHash:
    def __eq__(self, other):
        return True

    def __hash__(self):
        return 7


assert EqOnly.__hash__ is None and "__hash__" in EqOnly.__dict__
assert EqOverHash.__hash__ is None
assert hash(EqAndHash()) == 7
for cls in (EqOnly, EqOverHash):
    try:
        hash(cls())
    except TypeError as e:
        assert str(e) == f"unhashable type: '{cls.__name__}'", str(e)
    else:
        raise AssertionError("hashable")
