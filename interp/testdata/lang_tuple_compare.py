# comparisons of two tuple displays give what building both tuples gives
nan = float("nan")
order = []

def f(tag, v):
    order.append(tag)
    return v

assert ((1, 2) < (1, 3)) is True and ((1, 3) < (1, 2)) is False
assert ((1, 2) <= (1, 2)) is True and ((1, 2) >= (1, 2)) is True
assert ((1, 2) == (1, 2)) is True and ((1, 2) != (1, 2)) is False
assert ((2, 0) > (1, 9)) is True and ((float("nan"), 1) == (float("nan"), 1)) is False
x = nan
assert ((x, 1) == (x, 1)) is True and ((x, 1) < (x, 2)) is True
order.clear()
r = (f("a", 1), f("b", 2)) < (f("c", 1), f("d", 3))
assert r is True and order == ["a", "b", "c", "d"], order

class W:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return "yes" if self.v == o.v else ""
    def __lt__(self, o):
        return ("lt", self.v, o.v)

assert ((W(1), 5) < (W(2), 0)) == ("lt", 1, 2)
assert ((W(1), 5) < (W(1), 7)) is True
assert ((W(1), 5) == (W(2), 5)) is False
try:
    (1, "a") < (1, 2)
    raise AssertionError("str < int")
except TypeError as e:
    assert "'<' not supported between instances of 'str' and 'int'" in str(e)
try:
    (1, undefined_name) < (1, 2)
    raise AssertionError("NameError expected")
except NameError:
    pass

def g(a, b, c, d):
    return (a, b) < (c, d), (a, b) == (c, d), (a,) >= (c,)

assert g(1, 2, 1, 3) == (True, False, True)
assert sorted([(3, "a"), (1, "b")], key=lambda t: t) == [(1, "b"), (3, "a")]
assert [(i, -i) < (i, i) for i in range(3)] == [False, True, True]


def gen():
    r = ((yield "first"), 2) < (1, 3)
    yield r
    yield (1, (yield "again")) == (1, 5)


it = gen()
assert next(it) == "first" and it.send(1) is True
assert next(it) == "again" and it.send(5) is True
