# Session snapshots, part 2: classes are restored without rerunning their
# metaclass, __init_subclass__ or decorators, instances without __init__;
# built-in subclasses, bound methods, cached functions and generic
# annotations come back too. See session_roundtrip.py for the hook.
import abc
import enum
import functools
import math
import typing
from dataclasses import dataclass, field

try:
    __session_roundtrip__
except NameError:
    def __session_roundtrip__(g):
        return dict(g)

events = []


def register(cls):
    events.append("decorated " + cls.__name__)
    cls.registered = True
    return cls


class Plugin:
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        events.append("subclass " + cls.__name__)


@register
class Tool(Plugin):
    def __init__(self, name):
        events.append("init " + name)
        self.name = name


class Tracked(type):
    def __new__(mcls, name, bases, ns):
        events.append("meta " + name)
        return super().__new__(mcls, name, bases, ns)


class Model(metaclass=Tracked):
    fields = ("a",)


tool = Tool("hammer")
n_events = len(events)


class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self):
        ...

    def describe(self):
        return f"{type(self).__name__} of area {self.area():g}"


class Square(Shape):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side ** 2


sq = Square(3)


class Temperature:
    def __init__(self, c):
        self._c = c

    @property
    def f(self):
        return self._c * 9 / 5 + 32

    @f.setter
    def f(self, value):
        self._c = (value - 32) * 5 / 9


temp = Temperature(100)


class Outer:
    class Inner:
        def ping(self):
            return "pong"


inner_obj = Outer.Inner()


class Mixed:
    __slots__ = ("x", "__dict__")

    def __init__(self):
        self.x = 1
        self.y = 2


mixed = Mixed()


# slots without a __dict__, inherited, and an instance stored on its own
# class (built while the class's dict is being filled)
class SlotPoint:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y


class SlotPoint3(SlotPoint):
    __slots__ = ("z",)

    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z


SlotPoint.ORIGIN = SlotPoint(0, 0)
p3 = SlotPoint3(1, 2, 3)
half = SlotPoint(5, 6)
del half.y


class Money(int):
    def __repr__(self):
        return f"Money({int(self)})"


class Name(str):
    def shout(self):
        return self.upper() + "!"


class Pt(tuple):
    @property
    def x(self):
        return self[0]


class Stack(list):
    def peek(self):
        return self[-1]


class Bag(set):
    pass


money = Money(5)
name = Name("ada")
pt = Pt((7, 8))
stack = Stack([1, 2, 3])
stack.label = "s"
bag = Bag({1, 2})


class Planet(enum.Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)


class Level(enum.IntEnum):
    LOW = enum.auto()
    HIGH = enum.auto()


class Perm(enum.Flag):
    R = enum.auto()
    W = enum.auto()
    X = enum.auto()


planets = {Planet.EARTH: "home"}
level = Level.HIGH
perm = Perm.R | Perm.X


@dataclass
class Node:
    value: int
    children: list = field(default_factory=list)
    parent: "Node" = None

    def add(self, v):
        child = Node(v, parent=self)
        self.children.append(child)
        return child


root = Node(0)
leaf = root.add(1).add(2)


@dataclass(frozen=True, slots=True)
class Key:
    a: int
    b: str


index = {Key(1, "x"): "first", Key(2, "y"): "second"}


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


fib(20)


@functools.cache
def square(n):
    return n * n


def typed(xs: list[int], opt: int | None = None, m: typing.Optional[dict[str, int]] = None) -> tuple[int, ...]:
    return tuple(xs)


bound = tool.__init__
greet = sq.describe
append_to_stack = stack.append
builtin_len = len
sqrt = math.sqrt
new_obj = object.__new__
scale = functools.partial(lambda x, k: x * k, k=10)
static = staticmethod(lambda: "static")
try:
    try:
        raise KeyError("inner")
    except KeyError as inner_exc:
        raise RuntimeError("outer") from inner_exc
except RuntimeError as e:
    e.add_note("while testing")
    chained = e

r = __session_roundtrip__(globals())

rp3 = r["p3"]
assert (rp3.x, rp3.y, rp3.z) == (1, 2, 3) and not hasattr(rp3, "__dict__")
assert type(rp3).__mro__[1] is r["SlotPoint"]
assert (r["SlotPoint"].ORIGIN.x, r["SlotPoint"].ORIGIN.y) == (0, 0)
assert r["half"].x == 5 and not hasattr(r["half"], "y")
rp3.z = 9
assert rp3.z == 9
try:
    rp3.w = 1
    raise AssertionError("restored slotted instance took a new attribute")
except AttributeError:
    pass

# nothing ran again: no metaclass, __init_subclass__, decorator or __init__
assert r["events"] == events and len(events) == n_events
assert r["Tool"].registered is True and r["tool"].name == "hammer"
assert type(r["Model"]) is r["Tracked"] and r["Model"].fields == ("a",)
assert issubclass(r["Tool"], r["Plugin"])
r["Tool"]("saw")
assert r["events"][-1] == "init saw", "the restored class runs __init__ on new instances"

# abstract classes
S = r["Shape"]
assert r["sq"].describe() == "Square of area 9" and isinstance(r["sq"], S)
try:
    S()
    raise AssertionError("abstract class instantiated")
except TypeError:
    pass

# properties with setters, nested classes, __slots__ beside __dict__
t = r["temp"]
assert t.f == 212.0
t.f = 32
assert abs(t._c) < 1e-9
assert r["inner_obj"].ping() == "pong" and r["Outer"].Inner is type(r["inner_obj"])
assert r["Outer"].Inner.__qualname__ == "Outer.Inner"
assert r["mixed"].x == 1 and r["mixed"].y == 2 and r["mixed"].__dict__ == {"y": 2}

# subclasses of built-in types
assert r["money"] == 5 and repr(r["money"]) == "Money(5)" and r["money"] + 1 == 6
assert r["name"] == "ada" and r["name"].shout() == "ADA!" and isinstance(r["name"], str)
assert r["pt"] == (7, 8) and r["pt"].x == 7
assert r["stack"].peek() == 3 and r["stack"].label == "s" and type(r["stack"]) is r["Stack"]
assert r["bag"] == {1, 2} and type(r["bag"]) is r["Bag"]

# enums with values, methods, auto() and flags
Pl = r["Planet"]
assert r["planets"] == {Pl.EARTH: "home"} and next(iter(r["planets"])) is Pl.EARTH
assert abs(Pl.EARTH.gravity - 9.80) < 0.01 and Pl((3.303e23, 2.4397e6)) is Pl.MERCURY
assert r["level"] is r["Level"].HIGH and r["level"] == 2 and r["level"] > r["Level"].LOW
assert r["perm"] == r["Perm"].R | r["Perm"].X and r["Perm"].X in r["perm"]
assert r["Perm"].W not in r["perm"]

# dataclasses with back references, frozen slotted keys
rt, lf = r["root"], r["leaf"]
assert lf.parent.parent is rt and rt.children[0].children[0] is lf
assert lf.value == 2 and rt.add(5).parent is rt
K = r["Key"]
assert r["index"][K(2, "y")] == "second" and hash(K(1, "x")) == hash(Key(1, "x"))

# cached functions, generic annotations
assert r["fib"](30) == 832040 and r["fib"].__wrapped__(10) == 55
assert r["square"](12) == 144
ann = r["typed"].__annotations__
assert ann["xs"] == list[int] and ann["return"] == tuple[int, ...]
assert repr(ann["opt"]) == "int | None" and ann["opt"].__args__[0] is int
assert ann["m"] == typing.Optional[dict[str, int]]
assert r["typed"]([1, 2]) == (1, 2)

# bound methods, built-in functions, partials, static methods
assert r["greet"]() == "Square of area 9" and r["greet"].__self__ is r["sq"]
r["append_to_stack"](4)
assert r["stack"] == [1, 2, 3, 4]
assert r["builtin_len"] is len and r["sqrt"] is math.sqrt and r["new_obj"] is object.__new__
assert r["scale"](3) == 30
assert isinstance(r["static"], staticmethod) and r["static"].__func__() == "static"

# exception chains
ch = r["chained"]
assert type(ch) is RuntimeError and str(ch) == "outer"
assert type(ch.__cause__) is KeyError and ch.__cause__.args == ("inner",)
assert ch.__suppress_context__ is True and ch.__notes__ == ["while testing"]

# the hook really rebuilt the values (TestSessionConformance reads this)
print("restored copies:", r["stack"] is not stack)
