# Session snapshots: every kind of value an agent keeps between calls goes
# through __session_roundtrip__(globals()), which in mcpython snapshots the
# namespace to bytes, restores it into a fresh one and returns that one's
# globals. Under CPython (and without the hook) the fallback returns the same
# objects, so every assertion below is checked as real Python too.
import collections
import dataclasses
import datetime
import enum
import functools
import math
import random
import re
import uuid
from collections import Counter, OrderedDict, defaultdict, deque, namedtuple
from decimal import Decimal
from fractions import Fraction

try:
    __session_roundtrip__
except NameError:
    def __session_roundtrip__(g):
        return dict(g)

# ---- scalars
none_v = None
flags = (True, False)
small = 42
neg = -7
big = 2 ** 200 + 1
bigneg = -(3 ** 90)
flt = 3.25
nan = float("nan")
inf = float("inf")
ninf = float("-inf")
negzero = -0.0
cplx = complex(1.5, -2.0)
text = "héllo wörld ✓"
empty_text = ""
raw = b"\x00\xffbytes"
mutable_raw = bytearray(b"abc")
ell = ...

# ---- containers
lst = [1, "two", 3.0, None]
tup = (1, (2, 3), [4])
dct = {"a": 1, 2: "b", (3, 4): [5], None: frozenset({6})}
st = {1, 2, 3, "x"}
fst = frozenset({"p", "q"})
rng = range(2, 20, 3)
bigrng = range(0, 2 ** 70, 2 ** 60)
slc = slice(1, None, -2)
empty = ([], (), {}, set(), frozenset())

# ---- shared and cyclic references
a = []
b = [a, a]
a.append(a)
selfdict = {}
selfdict["me"] = selfdict
shared_inner = {"k": 1}
holder = {"x": shared_inner, "y": [shared_inner]}


# ---- functions
def plain(x, y=2, *args, z, w=5, **kw):
    """Plain function docstring."""
    return (x, y, args, z, w, sorted(kw.items()))


plain.tag = "attr"


def annotated(n: int, s: str = "s") -> str:
    return s * n


def make_counter(start):
    count = start

    def step(by=1):
        nonlocal count
        count += by
        return count
    return step


counter = make_counter(10)
counter()


def outer():
    def inner(v):
        return v * 2
    return inner


inner = outer()
square = lambda v: v * v  # noqa: E731
adders = [lambda v, i=i: v + i for i in range(3)]


def fact(n):
    return 1 if n < 2 else n * fact(n - 1)


def deco(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return ("wrapped", fn(*args, **kwargs))
    return wrapper


@deco
def decorated(v):
    """Decorated docstring."""
    return v + 1


def use_global():
    return GLOBAL_CONST * 2


GLOBAL_CONST = 21
part = functools.partial(plain, 1, z=3)


# ---- classes
class Meta(type):
    def describe(cls):
        return "meta:" + cls.__name__


class Base(metaclass=Meta):
    kind = "base"

    def __init__(self, v):
        self.v = v

    def hello(self):
        return f"hello {self.v}"


class Child(Base):
    kind = "child"
    instances = 0

    def __init__(self, v, w):
        super().__init__(v)
        self.w = w
        Child.instances += 1

    def hello(self):
        return super().hello() + f" and {self.w}"

    @property
    def total(self):
        return self.v + self.w

    @classmethod
    def make(cls, v):
        return cls(v, v)

    @staticmethod
    def helper(x):
        return x * 3

    def __eq__(self, other):
        return isinstance(other, Child) and (self.v, self.w) == (other.v, other.w)

    def __hash__(self):
        return hash((self.v, self.w))


child = Child(1, 2)


class Slotted:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm(self):
        return abs(self.x) + abs(self.y)


slotted = Slotted(3, -4)


@dataclasses.dataclass
class Point:
    x: int
    y: int = 0
    tags: list = dataclasses.field(default_factory=list)

    def dist(self):
        return math.hypot(self.x, self.y)


@dataclasses.dataclass(frozen=True)
class Frozen:
    name: str
    n: int = 1


@dataclasses.dataclass(slots=True)
class SlotPoint:
    x: int
    y: int


pt = Point(3, 4, ["a"])
fr = Frozen("f", 2)
spt = SlotPoint(1, 2)


class Color(enum.Enum):
    RED = 1
    GREEN = 2


class Perm(enum.IntFlag):
    R = 4
    W = 2


fav = Color.RED
perm = Perm.R | Perm.W


class AppError(Exception):
    def __init__(self, msg, code):
        super().__init__(msg, code)
        self.code = code


err = AppError("boom", 7)
verr = ValueError("bad value")
Pair = namedtuple("Pair", "left right")
pair = Pair(1, right=[2])


class Registry(dict):
    def names(self):
        return sorted(self)


reg = Registry(b=2, a=1)
reg.note = "extra"

# ---- standard library values
when = datetime.datetime(2024, 5, 6, 7, 8, 9, 10, tzinfo=datetime.timezone(datetime.timedelta(hours=2), "X"))
day = datetime.date(2020, 2, 29)
clock = datetime.time(23, 59, 58, 5)
delta = datetime.timedelta(days=1, seconds=2, microseconds=3)
utc = datetime.timezone.utc
dec = Decimal("3.14159265358979323846")
frac = Fraction(22, 7)
uid = uuid.UUID("12345678-1234-5678-1234-567812345678")
dq = deque([1, 2, 3], maxlen=5)
cnt = Counter("abracadabra")
od = OrderedDict([("z", 1), ("y", 2)])
dd = defaultdict(list, {"k": [1]})
mod = math
coll = collections
pattern = re.compile(r"(\w+)@(\w+)", re.IGNORECASE)
gen_rand = random.Random(1234)
rand_state = gen_rand.getstate()

r = __session_roundtrip__(globals())

# ---- scalars
assert r["none_v"] is None and r["flags"] == (True, False)
assert r["small"] == 42 and r["neg"] == -7 and type(r["small"]) is int
assert r["big"] == 2 ** 200 + 1 and r["bigneg"] == -(3 ** 90)
assert r["flt"] == 3.25 and type(r["flt"]) is float
assert r["nan"] != r["nan"] and math.isnan(r["nan"])
assert r["inf"] == math.inf and r["ninf"] == -math.inf
assert r["negzero"] == 0.0 and math.copysign(1.0, r["negzero"]) == -1.0
assert r["cplx"] == complex(1.5, -2.0) and type(r["cplx"]) is complex
assert r["text"] == "héllo wörld ✓" and len(r["text"]) == 13 and r["empty_text"] == ""
assert r["raw"] == b"\x00\xffbytes" and type(r["raw"]) is bytes
assert r["mutable_raw"] == bytearray(b"abc") and type(r["mutable_raw"]) is bytearray
r["mutable_raw"].append(100)
assert r["mutable_raw"] == b"abcd"
assert r["ell"] is ...

# ---- containers
assert r["lst"] == [1, "two", 3.0, None] and type(r["lst"]) is list
assert r["tup"] == (1, (2, 3), [4]) and type(r["tup"]) is tuple
assert r["dct"] == {"a": 1, 2: "b", (3, 4): [5], None: frozenset({6})}
assert list(r["dct"]) == ["a", 2, (3, 4), None], "dict order is kept"
assert r["st"] == {1, 2, 3, "x"} and type(r["st"]) is set
assert r["fst"] == frozenset({"p", "q"}) and type(r["fst"]) is frozenset
assert r["rng"] == range(2, 20, 3) and list(r["rng"]) == [2, 5, 8, 11, 14, 17]
assert r["bigrng"] == range(0, 2 ** 70, 2 ** 60) and len(r["bigrng"]) == 1024
assert r["slc"] == slice(1, None, -2) and [0, 1, 2, 3][r["slc"]] == [1]
assert r["empty"] == ([], (), {}, set(), frozenset())

# ---- identity
ra, rb = r["a"], r["b"]
assert rb[0] is rb[1] and rb[0] is ra and ra[-1] is ra
assert r["selfdict"]["me"] is r["selfdict"]
assert r["holder"]["x"] is r["holder"]["y"][0]
assert r["holder"]["x"] is r["shared_inner"]

# ---- functions
f = r["plain"]
assert f(1, z=3) == (1, 2, (), 3, 5, [])
assert f(1, 9, 8, 7, z=0, w=1, q=2) == (1, 9, (8, 7), 0, 1, [("q", 2)])
assert f.__doc__ == "Plain function docstring." and f.__name__ == "plain"
assert f.__defaults__ == (2,) and f.__kwdefaults__ == {"w": 5}
assert f.tag == "attr"
assert r["annotated"](3) == "sss"
assert r["annotated"].__annotations__ == {"n": int, "s": str, "return": str}
c = r["counter"]
assert c() == 12 and c(5) == 17, "closure state survives"
assert r["inner"](4) == 8 and r["inner"].__qualname__ == "outer.<locals>.inner"
assert r["square"](9) == 81 and r["square"].__name__ == "<lambda>"
assert [g(10) for g in r["adders"]] == [10, 11, 12]
assert r["fact"](10) == 3628800, "recursion through the restored globals"
assert r["decorated"](1) == ("wrapped", 2) and r["decorated"].__doc__ == "Decorated docstring."
assert r["decorated"].__wrapped__(5) == 6
assert r["use_global"]() == 42
p = r["part"]
assert p(z=4) == (1, 2, (), 4, 5, []) and p.args == (1,) and p.keywords == {"z": 3}
assert p.func is r["plain"]

# ---- classes and instances
C, ch = r["Child"], r["child"]
assert type(ch) is C and isinstance(ch, r["Base"]) and type(C) is r["Meta"]
assert C.describe() == "meta:Child"
assert ch.v == 1 and ch.w == 2 and ch.hello() == "hello 1 and 2"
assert ch.total == 3 and C.helper(2) == 6 and C.make(4).total == 8
assert C.kind == "child" and C.__mro__[1] is r["Base"]
assert ch == C(1, 2) and hash(ch) == hash((1, 2))
assert {ch: "v"}[C(1, 2)] == "v"
sl = r["slotted"]
assert sl.x == 3 and sl.norm() == 7 and type(sl) is r["Slotted"]
try:
    sl.z = 1
    raise AssertionError("slots class took a new attribute")
except AttributeError:
    pass
P = r["Point"]
assert r["pt"] == P(3, 4, ["a"]) and r["pt"].dist() == 5.0
assert repr(r["pt"]) == "Point(x=3, y=4, tags=['a'])"
assert P(1).tags == [] and dataclasses.fields(P)[0].name == "x"
assert r["fr"] == r["Frozen"]("f", 2) and hash(r["fr"]) == hash(r["Frozen"]("f", 2))
try:
    r["fr"].n = 3
    raise AssertionError("frozen dataclass changed")
except dataclasses.FrozenInstanceError:
    pass
assert r["spt"] == r["SlotPoint"](1, 2) and not hasattr(r["spt"], "__dict__")

# ---- enums
Col = r["Color"]
assert r["fav"] is Col.RED and Col.RED is Col.RED and Col(1) is Col.RED
assert Col["GREEN"] is Col.GREEN and list(Col) == [Col.RED, Col.GREEN]
assert r["fav"].name == "RED" and r["fav"].value == 1 and isinstance(r["fav"], Col)
assert repr(Col.GREEN) == "<Color.GREEN: 2>"
assert r["perm"] == 6 and r["Perm"].R in r["perm"]

# ---- exceptions
e = r["err"]
assert type(e) is r["AppError"] and e.args == ("boom", 7) and e.code == 7
assert isinstance(e, Exception)
try:
    raise e
except r["AppError"] as caught:
    assert caught is e
assert type(r["verr"]) is ValueError and str(r["verr"]) == "bad value"

# ---- namedtuples and dict subclasses
Pr, pr = r["Pair"], r["pair"]
assert pr == (1, [2]) and pr.left == 1 and pr.right == [2] and type(pr) is Pr
assert repr(pr) == "Pair(left=1, right=[2])" and pr._replace(left=5) == (5, [2])
assert Pr._fields == ("left", "right") and isinstance(pr, tuple)
rg = r["reg"]
assert type(rg) is r["Registry"] and rg == {"a": 1, "b": 2} and rg.names() == ["a", "b"]
assert rg.note == "extra"

# ---- standard library values
assert r["when"] == when and r["when"].tzinfo.tzname(None) == "X"
assert r["when"].utcoffset() == datetime.timedelta(hours=2)
assert r["day"] == datetime.date(2020, 2, 29) and r["clock"] == datetime.time(23, 59, 58, 5)
assert r["delta"] == datetime.timedelta(days=1, seconds=2, microseconds=3)
assert r["utc"] == datetime.timezone.utc
assert r["dec"] == Decimal("3.14159265358979323846") and type(r["dec"]) is Decimal
assert r["frac"] == Fraction(22, 7) and r["frac"] + 1 == Fraction(29, 7)
assert r["uid"] == uuid.UUID("12345678-1234-5678-1234-567812345678")
assert type(r["dq"]) is deque and list(r["dq"]) == [1, 2, 3] and r["dq"].maxlen == 5
assert type(r["cnt"]) is Counter and r["cnt"].most_common(1) == [("a", 5)]
assert type(r["od"]) is OrderedDict and list(r["od"]) == ["z", "y"]
r["od"].move_to_end("z")
assert list(r["od"]) == ["y", "z"]
assert type(r["dd"]) is defaultdict and r["dd"].default_factory is list
assert r["dd"]["new"] == [] and r["dd"]["k"] == [1]

assert r["pattern"].pattern == r"(\w+)@(\w+)" and r["pattern"].flags & re.IGNORECASE
assert r["pattern"].match("A@B").groups() == ("A", "B")
assert r["gen_rand"].getstate() == rand_state and type(r["gen_rand"]) is random.Random

# ---- modules come back by name
assert r["mod"] is math and r["mod"].sqrt(16) == 4.0
assert r["coll"] is collections and r["functools"] is functools

# the hook really rebuilt the values (TestSessionConformance reads this)
print("restored copies:", r["lst"] is not lst)
