# dataclass ordering and equality compare the fields as CPython's tuples
# of them do (identity first, then ==, the first unequal pair decides with
# the operator's own result) and read every field of both first.
from dataclasses import dataclass, field
import math

@dataclass(order=True)
class P:
    a: object
    b: object = 0

nan = float("nan")
assert P(1, 2) < P(1, 3) and not P(1, 3) < P(1, 2) and P(1, 2) <= P(1, 2) and not P(1, 2) < P(1, 2)
assert P(2) > P(1, 9) and P(1, 2) >= P(1, 2) and not P(1, 2) > P(1, 2)
n1 = P(nan, 1)
assert n1 == n1 and P(nan, 1) != P(float("nan"), 1)
same = P(nan, 1)
assert P(same.a, 1) == P(same.a, 1) and P(same.a, 1) <= P(same.a, 2)
try:
    P(1) < 5
    raise AssertionError("comparison with another type")
except TypeError:
    pass
assert P(1).__eq__(5) is NotImplemented and P(1).__lt__("x") is NotImplemented

class Weird:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return "yes" if self.v == o.v else ""
    def __lt__(self, o):
        return ("lt", self.v, o.v)

r = P(Weird(1), 5) < P(Weird(2), 0)
assert r == ("lt", 1, 2), r
assert (P(Weird(1), 5) < P(Weird(1), 7)) is True
assert (P(Weird(1), 5) == P(Weird(1), 5)) is True

@dataclass(order=True)
class Empty:
    pass

assert Empty() == Empty() and Empty() <= Empty() and not Empty() < Empty() and Empty() >= Empty()

class Sub(P):
    pass

assert P(1).__lt__(Sub(2)) is NotImplemented
order = []

@dataclass(order=True)
class Tracked:
    x: int
    y: int

    def __getattribute__(self, name):
        if name in ("x", "y"):
            order.append((object.__getattribute__(self, "x"), name))
        return object.__getattribute__(self, name)

order.clear()
Tracked(1, 2) < Tracked(3, 4)
assert [n for _, n in order] == ["x", "y", "x", "y"], order
assert [o for o, _ in order] == [1, 1, 3, 3], order
