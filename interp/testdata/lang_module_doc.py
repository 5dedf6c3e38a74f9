"""A module docstring is bound to __doc__ before the body runs."""

assert __doc__ == "A module docstring is bound to __doc__ before the body runs."
assert __doc__.split()[0] == "A"


def f():
    "function docstring"


assert f.__doc__ == "function docstring"


class C:
    """class docstring"""


assert C.__doc__ == "class docstring"

# object() instances have no __dict__: no new attributes
o = object()
for attempt in (lambda: setattr(o, "x", 1), lambda: o.__setattr__("x", 1)):
    try:
        attempt()
    except AttributeError as e:
        assert str(e) == "'object' object has no attribute 'x'", str(e)
    else:
        raise AssertionError("object() took an attribute")
assert not hasattr(o, "__dict__")


class Plain:
    pass


p = Plain()
p.x = 1
assert p.__dict__ == {"x": 1}
