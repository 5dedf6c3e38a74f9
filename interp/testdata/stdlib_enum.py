# enum: members, lookup, aliases, auto, IntEnum/StrEnum/Flag/IntFlag, functional API.
import enum
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique, EnumMeta, EnumType


def raises(exc, fn, *args):
    try:
        fn(*args)
    except exc as e:
        return str(e)
    raise AssertionError(f"{exc.__name__} not raised")


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1  # an alias

    def describe(self):
        return f"{self.name.lower()}={self.value}"

    @property
    def is_warm(self):
        return self is Color.RED

    @classmethod
    def default(cls):
        return cls.GREEN


assert repr(Color.RED) == "<Color.RED: 1>" and str(Color.RED) == "Color.RED"
assert f"{Color.GREEN}" == "Color.GREEN" and format(Color.BLUE, ">12") == "  Color.BLUE"
assert repr(Color) == "<enum 'Color'>" and type(Color) is EnumType and EnumMeta is EnumType
assert list(Color) == [Color.RED, Color.GREEN, Color.BLUE], "aliases are not iterated"
assert len(Color) == 3 and Color.CRIMSON is Color.RED
assert list(Color.__members__) == ["RED", "GREEN", "BLUE", "CRIMSON"]
assert Color.__members__["CRIMSON"] is Color.RED
assert Color(2) is Color.GREEN and Color["BLUE"] is Color.BLUE and Color(Color.RED) is Color.RED
assert Color.RED.name == "RED" and Color.RED.value == 1 and Color.CRIMSON.name == "RED"
assert Color.RED.describe() == "red=1" and Color.RED.is_warm and not Color.BLUE.is_warm
assert Color.default() is Color.GREEN
assert isinstance(Color.RED, Color) and type(Color.RED) is Color
assert Color.RED in Color and Color.RED == Color.RED and Color.RED != Color.GREEN
assert (Color.RED == 1) is False and bool(Color.RED)
assert hash(Color.RED) == hash("RED") and {Color.RED: "r"}[Color.CRIMSON] == "r"
assert raises(ValueError, Color, 7) == "7 is not a valid Color"
assert raises(KeyError, lambda: Color["PINK"]) == "'PINK'"
assert raises(TypeError, lambda: Color.RED < Color.GREEN) == "'<' not supported between instances of 'Color' and 'Color'"
assert raises(AttributeError, setattr, Color, "RED", 5) == "cannot reassign member 'RED'"
assert raises(AttributeError, delattr, Color, "RED") == "'Color' cannot delete member 'RED'."
assert Color._member_names_ == ["RED", "GREEN", "BLUE"] and Color._value2member_map_[3] is Color.BLUE
assert list(reversed(Color)) == [Color.BLUE, Color.GREEN, Color.RED]
assert sorted(Color, key=lambda c: c.value, reverse=True)[0] is Color.BLUE


def extend_color():
    class Sub(Color):
        PINK = 4


assert raises(TypeError, extend_color) == "<enum 'Sub'> cannot extend <enum 'Color'>"

# auto and _generate_next_value_
class Auto(Enum):
    A = auto()
    B = auto()
    C = 10
    D = auto()


assert [m.value for m in Auto] == [1, 2, 10, 11]


class Lower(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()
    NORTH = auto()
    SOUTH = auto()


assert Lower.NORTH.value == "north" and Lower("south") is Lower.SOUTH

# _missing_
class Mode(Enum):
    READ = "r"
    WRITE = "w"

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.value == value.lower():
                    return m
        return None


assert Mode("R") is Mode.READ and raises(ValueError, Mode, "x") == "'x' is not a valid Mode"

# members with tuple values and __init__
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def surface_gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)


assert Planet.EARTH.mass == 5.976e+24 and Planet.EARTH.value == (5.976e+24, 6.37814e6)
assert round(Planet.EARTH.surface_gravity, 2) == 9.8

# unique
assert raises(ValueError, unique, Color) == "duplicate values found in <enum 'Color'>: CRIMSON -> RED"
assert unique(Auto) is Auto

# IntEnum: int behaviour, 3.11 str() is the int's
class Priority(IntEnum):
    LOW = 1
    HIGH = 3


assert repr(Priority.LOW) == "<Priority.LOW: 1>" and str(Priority.HIGH) == "3" and f"{Priority.LOW}" == "1"
assert Priority.LOW == 1 and Priority.HIGH > Priority.LOW and Priority.HIGH + 1 == 4
assert isinstance(Priority.LOW, int) and sorted([Priority.HIGH, Priority.LOW]) == [1, 3]
assert format(Priority.HIGH, "03d") == "003" and "%d" % Priority.HIGH == "3" and int(Priority.HIGH) == 3
assert Priority(3) is Priority.HIGH and [1, 2, 3, 4][Priority.LOW] == 2

# StrEnum
class Shape(StrEnum):
    CIRCLE = auto()
    SQUARE = "sq"


assert Shape.CIRCLE == "circle" and str(Shape.SQUARE) == "sq" and repr(Shape.SQUARE) == "<Shape.SQUARE: 'sq'>"
assert Shape.CIRCLE.upper() == "CIRCLE" and f"{Shape.SQUARE}!" == "sq!" and Shape("sq") is Shape.SQUARE
assert raises(TypeError, lambda: StrEnum("Bad", {"X": 1})) == "1 is not a string"

# Flag
class Perm(Flag):
    R = 4
    W = 2
    X = 1


rw = Perm.R | Perm.W
assert repr(rw) == "<Perm.R|W: 6>" and str(rw) == "Perm.R|W" and rw.value == 6 and rw.name == "R|W"
assert list(rw) == [Perm.R, Perm.W] and len(rw) == 2
assert Perm.R in rw and Perm.X not in rw
assert repr(~Perm.R) == "<Perm.W|X: 3>" and repr(Perm(0)) == "<Perm: 0>" and str(Perm(0)) == "Perm(0)"
assert not Perm(0) and bool(Perm.R) and (rw & Perm.R) is Perm.R and (rw ^ Perm.R) is Perm.W
assert Perm(7) == Perm.R | Perm.W | Perm.X and Perm(6) is rw
assert raises(ValueError, Perm, 8) == "<flag 'Perm'> invalid value 8\n    given 0b0 1000\n  allowed 0b0 0111"
assert repr(Perm) == "<flag 'Perm'>"


class Style(Flag):
    BOLD = auto()
    ITALIC = auto()
    UNDERLINE = auto()
    EMPHASIS = BOLD | ITALIC


assert [m.value for m in Style] == [1, 2, 4], "multi-bit members are aliases in iteration"
assert Style.BOLD | Style.ITALIC is Style.EMPHASIS and "EMPHASIS" in Style.__members__

# IntFlag keeps unknown bits
class IP(IntFlag):
    R = 4
    W = 2
    X = 1


assert repr(IP.R | IP.W) == "<IP.R|W: 6>" and str(IP.R | IP.W) == "6" and IP.R | 1 == 5
assert repr(IP(9)) == "<IP.X|8: 9>" and repr(~IP.R) == "<IP.W|X: 3>" and IP.R == 4
assert isinstance(IP.R | IP.W, IP) and IP.R & 4 == 4

# functional API
Animal = Enum("Animal", "ANT BEE CAT")
assert [a.value for a in Animal] == [1, 2, 3] and Animal.BEE.name == "BEE"
assert repr(Animal.ANT) == "<Animal.ANT: 1>" and Animal.__module__ == "__main__"
Num = Enum("Num", [("ONE", 1), ("TWO", 2)])
Sym = Enum("Sym", {"PLUS": "+", "MINUS": "-"})
Zero = IntEnum("Zero", "A B", start=0)
assert Num.TWO.value == 2 and Sym("-") is Sym.MINUS and Zero.B == 1
assert Enum("Comma", "X, Y").Y.value == 2

# members of mixed-in types and custom __str__
class Unit(str, Enum):
    METER = "m"
    SECOND = "s"


assert Unit.METER == "m" and repr(Unit.SECOND) == "<Unit.SECOND: 's'>" and str(Unit.METER) == "Unit.METER"


class Loud(Enum):
    A = "a"

    def __str__(self):
        return self.value.upper()


assert str(Loud.A) == "A" and f"{Loud.A}" == "A" and repr(Loud.A) == "<Loud.A: 'a'>"

# _ignore_, methods from a member-less base
class Week(Enum):
    _ignore_ = ["day"]
    day = 0
    MON = 1


assert list(Week) == [Week.MON] and not hasattr(Week, "day")


class Ordered(Enum):
    def __lt__(self, other):
        return self.value < other.value


class Size(Ordered):
    S = 1
    L = 3
    M = 2


assert sorted(Size) == [Size.S, Size.M, Size.L] and isinstance(Size.S, Ordered)
assert enum.EnumCheck.UNIQUE == "one name per value"

print(list(Color), Color.__members__)
print(Priority.HIGH, repr(Priority.LOW), Shape.CIRCLE, repr(Shape.CIRCLE))
print(rw, repr(rw), list(Perm), ~Perm.X, repr(IP(0)), repr(IP.R | IP.W | IP.X))
print(list(Animal), list(Num), list(Sym), list(Zero))
print(Planet.MERCURY, repr(Planet.MERCURY))
