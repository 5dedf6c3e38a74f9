# dataclasses: generated methods, fields, errors, helpers.
import dataclasses
from dataclasses import (dataclass, field, fields, asdict, astuple, replace, is_dataclass,
                         make_dataclass, InitVar, KW_ONLY, FrozenInstanceError, MISSING, Field)
from typing import ClassVar, List


def raises(exc, fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except exc as e:
        return str(e)
    raise AssertionError(f"{exc.__name__} not raised")


@dataclass
class Point:
    x: int
    y: int = 0


p = Point(1, 2)
assert repr(p) == "Point(x=1, y=2)"
assert p == Point(1, 2) and p != Point(2, 1)
assert Point(3) == Point(3, 0) and Point(x=4, y=5).y == 5
assert Point.__hash__ is None, "eq without frozen makes instances unhashable"
assert raises(TypeError, hash, p) == "unhashable type: 'Point'"
assert Point.__match_args__ == ("x", "y")
assert Point.__doc__ == "Point(x: int, y: int = 0)"
assert Point.__init__.__qualname__ == "Point.__init__"
assert (p == (1, 2)) is False
assert Point.__dataclass_params__.eq is True and Point.__dataclass_params__.order is False
assert repr(Point.__dataclass_params__) == "_DataclassParams(init=True,repr=True,eq=True,order=False,unsafe_hash=False,frozen=False)"

# argument errors name the qualified __init__ like a real signature
assert raises(TypeError, Point) == "Point.__init__() missing 1 required positional argument: 'x'"
assert raises(TypeError, Point, 1, 2, 3) == "Point.__init__() takes from 2 to 3 positional arguments but 4 were given"
assert raises(TypeError, Point, 1, z=3) == "Point.__init__() got an unexpected keyword argument 'z'"
assert raises(TypeError, Point, 1, x=3) == "Point.__init__() got multiple values for argument 'x'"


@dataclass
class Three:
    a: int
    b: int
    c: int


assert raises(TypeError, Three) == "Three.__init__() missing 3 required positional arguments: 'a', 'b', and 'c'"
assert raises(TypeError, Three, 1) == "Three.__init__() missing 2 required positional arguments: 'b' and 'c'"
assert raises(TypeError, Three, 1, 2, 3, 4) == "Three.__init__() takes 4 positional arguments but 5 were given"

# default_factory, init=False, repr=False, compare=False
@dataclass
class Inventory:
    name: str
    items: list = field(default_factory=list)
    count: int = field(default=0, init=False)
    secret: str = field(default="s", repr=False)
    note: str = field(default="", compare=False)


inv = Inventory("box")
inv.items.append(1)
assert Inventory("other").items == [], "each instance gets its own list"
assert repr(inv) == "Inventory(name='box', items=[1], count=0, note='')"
assert inv.count == 0 and raises(TypeError, Inventory, "a", [], "s", "n", 5) == "Inventory.__init__() takes from 2 to 5 positional arguments but 6 were given"
assert Inventory("a", note="x") == Inventory("a", note="y")
assert Inventory.__doc__ == "Inventory(name: str, items: list = <factory>, secret: str = 's', note: str = '')"

# mutable defaults are refused
assert raises(ValueError, dataclass, type("Bad", (), {"__annotations__": {"x": list}, "x": []})) == \
    "mutable default <class 'list'> for field x is not allowed: use default_factory"
assert raises(ValueError, field, default=1, default_factory=list) == "cannot specify both default and default_factory"
assert "non-default argument 'b' follows default argument" == raises(
    TypeError, dataclass, type("Order", (), {"__annotations__": {"a": int, "b": int}, "a": 1}))

# frozen
@dataclass(frozen=True)
class Frozen:
    a: int
    b: str = "x"


fz = Frozen(1)
assert raises(FrozenInstanceError, setattr, fz, "a", 2) == "cannot assign to field 'a'"
assert raises(FrozenInstanceError, delattr, fz, "a") == "cannot delete field 'a'"
assert raises(FrozenInstanceError, setattr, fz, "new", 2) == "cannot assign to field 'new'"
assert issubclass(FrozenInstanceError, AttributeError)
assert hash(fz) == hash((1, "x")) and {fz: 1}[Frozen(1)] == 1
assert raises(TypeError, dataclass(frozen=False), type("Sub", (Frozen,), {"__annotations__": {"c": int}, "c": 0})) == \
    "cannot inherit non-frozen dataclass from a frozen one"

# order
@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    label: str = field(default="", compare=False)


assert Version(1, 2) < Version(1, 3) and Version(2) > Version(1, 9)
assert sorted([Version(2), Version(1, 5), Version(1)]) == [Version(1), Version(1, 5), Version(2)]
assert Version(1, 0, "a") == Version(1, 0, "b") and Version(1) <= Version(1)
assert raises(TypeError, lambda: Version(1) < 2) == "'<' not supported between instances of 'Version' and 'int'"
assert raises(ValueError, dataclass(order=True, eq=False), type("E", (), {})) == "eq must be true if order is true"

# unsafe_hash and eq=False
@dataclass(unsafe_hash=True)
class Hashed:
    a: int
    b: list = field(default_factory=list, hash=False)


assert hash(Hashed(1)) == hash((1,))


@dataclass(eq=False)
class Ident:
    a: int


assert Ident(1) != Ident(1) and hash(Ident(1)) is not None

# kw_only, KW_ONLY, __post_init__, InitVar, ClassVar
@dataclass(kw_only=True)
class Options:
    verbose: bool = False
    level: int


assert Options(level=3) == Options(verbose=False, level=3)
assert raises(TypeError, Options, True, 3) == "Options.__init__() takes 1 positional argument but 3 were given"
assert raises(TypeError, Options) == "Options.__init__() missing 1 required keyword-only argument: 'level'"


@dataclass
class Mixed:
    a: int
    _: KW_ONLY
    b: int = 2
    c: int


assert Mixed(1, c=3) == Mixed(a=1, b=2, c=3) and Mixed.__match_args__ == ("a",)
assert Mixed.__doc__ == "Mixed(a: int, *, b: int = 2, c: int)"


@dataclass
class Account:
    owner: str
    opening: InitVar[int] = 0
    balance: int = field(init=False)
    rate: ClassVar[float] = 0.5
    history: List[int] = field(default_factory=list)

    def __post_init__(self, opening):
        self.balance = opening * 2


acc = Account("ann", 5)
assert acc.balance == 10 and acc.history == []
assert [f.name for f in fields(Account)] == ["owner", "balance", "history"]
assert Account.__dataclass_fields__["rate"]._field_type is dataclasses._FIELD_CLASSVAR
assert repr(InitVar[int]) == "dataclasses.InitVar[int]"
assert replace(acc, owner="bob", opening=1).balance == 2

# inheritance keeps field order, redefinition keeps the position
@dataclass
class Base:
    x: int
    y: int = 1


@dataclass
class Derived(Base):
    z: int = 2
    x: int = 5


assert [f.name for f in fields(Derived)] == ["x", "y", "z"]
assert Derived() == Derived(5, 1, 2) and repr(Derived(z=9)) == "Derived(x=5, y=1, z=9)"
assert isinstance(Derived(), Base)

# helpers
@dataclass
class Node:
    value: int
    children: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)


tree = Node(1, [Node(2), Node(3, [Node(4)])], {"k": [1, 2]})
d = asdict(tree)
assert d == {"value": 1, "children": [{"value": 2, "children": [], "meta": {}},
                                      {"value": 3, "children": [{"value": 4, "children": [], "meta": {}}], "meta": {}}],
             "meta": {"k": [1, 2]}}
assert d["meta"]["k"] is not tree.meta["k"], "asdict deep-copies"
assert astuple(Node(1, [Node(2)])) == (1, [(2, [], {})], {})
assert asdict(Point(1, 2), dict_factory=list) == [("x", 1), ("y", 2)]
assert raises(TypeError, asdict, Point) == "asdict() should be called on dataclass instances"
assert raises(TypeError, astuple, 5) == "astuple() should be called on dataclass instances"
assert replace(p, y=9) == Point(1, 9) and p.y == 2
assert raises(TypeError, replace, p, z=1) == "Point.__init__() got an unexpected keyword argument 'z'"
assert raises(ValueError, replace, inv, count=1) == "field count is declared with init=False, it cannot be specified with replace()"
assert is_dataclass(Point) and is_dataclass(p) and not is_dataclass(5) and not is_dataclass(dict)
assert raises(TypeError, fields, 5) == "must be called with a dataclass type or instance"
f0 = fields(Point)[0]
assert isinstance(f0, Field) and f0.name == "x" and f0.type is int and f0.default is MISSING
assert fields(Point)[1].default == 0 and f0.metadata == {} and f0.init and f0.repr and f0.compare
assert field(metadata={"unit": "m"}).metadata["unit"] == "m"
assert repr(f0).startswith("Field(name='x',type=<class 'int'>,default=")

# make_dataclass
Pos = make_dataclass("Pos", ["a", ("b", int), ("c", int, field(default=3))], namespace={"total": lambda self: self.a + self.b + self.c})
assert repr(Pos(1, 2)) == "Pos(a=1, b=2, c=3)" and Pos(1, 2).total() == 6
assert Pos.__annotations__["a"] == "typing.Any" and Pos.__doc__ == "Pos(a: 'typing.Any', b: int, c: int = 3)"
OPos = make_dataclass("OPos", [("v", int)], order=True, frozen=True)
assert OPos(1) < OPos(2) and hash(OPos(1)) == hash((1,))
assert raises(TypeError, make_dataclass, "X", ["a", "a"]) == "Field name duplicated: 'a'"
assert raises(TypeError, make_dataclass, "X", ["class"]) == "Field names must not be keywords: 'class'"
assert raises(TypeError, make_dataclass, "X", ["1a"]) == "Field names must be valid identifiers: '1a'"

# recursion in repr, custom methods kept, slots accepted, match
@dataclass
class Loop:
    other: object = None


lp = Loop()
lp.other = lp
assert repr(lp) == "Loop(other=...)"


@dataclass
class Custom:
    a: int

    def __repr__(self):
        return "custom"

    def __eq__(self, other):
        return True


assert repr(Custom(1)) == "custom" and Custom(1) == 5


@dataclass(slots=True)
class Slotted:
    a: int
    b: int = 2


assert Slotted(1).b == 2 and "a" in Slotted.__slots__

match Point(0, 7):
    case Point(0, y):
        matched = y
    case _:
        matched = None
assert matched == 7
print(Point(1, 2), Inventory("box"), Derived(), acc, Mixed(1, c=2))
print(asdict(tree))
