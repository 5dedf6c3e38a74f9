# A class's __qualname__ lives on the type and its __doc__ is None without a
# docstring: what type.__new__ takes from and adds to the namespace.

class A:
    """doc of A"""
    x = 1


class B(A):
    y = 2


assert A.__qualname__ == "A"
assert "__qualname__" not in vars(A)
assert "__qualname__" not in B.__dict__
assert A.__doc__ == "doc of A"
assert B.__doc__ is None
assert vars(B)["__doc__"] is None
assert sorted(k for k in vars(B)) == ["__doc__", "__module__", "y"]


class Outer:
    class Inner:
        pass


def make():
    class Local:
        pass
    return Local


assert Outer.Inner.__qualname__ == "Outer.Inner"
assert Outer.Inner.__name__ == "Inner"
assert make().__qualname__ == "make.<locals>.Local"
assert repr(Outer.Inner) == "<class '__main__.Outer.Inner'>"


class E(Exception):
    pass


assert E.__doc__ is None

X = type("X", (), {})
assert X.__qualname__ == "X"
assert X.__doc__ is None
assert "__doc__" in X.__dict__
Y = type("Y", (), {"__qualname__": "Outer.Y", "__doc__": "why"})
assert Y.__qualname__ == "Outer.Y"
assert Y.__name__ == "Y"
assert Y.__doc__ == "why"
assert "__qualname__" not in Y.__dict__

try:
    type("Z", (), {"__qualname__": 1})
except TypeError as e:
    assert str(e) == "type __qualname__ must be a str, not int", str(e)
else:
    raise AssertionError("a non-str __qualname__ was accepted")

# renaming keeps the qualified name, and each can be set alone
A.__name__ = "Renamed"
assert A.__qualname__ == "A"
A.__qualname__ = "Somewhere.A"
assert A.__qualname__ == "Somewhere.A"
assert A.__name__ == "Renamed"
assert "__qualname__" not in vars(A)
try:
    A.__qualname__ = 3
except TypeError as e:
    assert str(e) == "can only assign string to Renamed.__qualname__, not 'int'", str(e)
else:
    raise AssertionError("a non-str __qualname__ was assigned")

print("ok")
