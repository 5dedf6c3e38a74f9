# Instance attributes: whatever form an instance keeps them in, Python code
# must see one dict with insertion order, deletions, and __dict__ writes.
import copy


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def total(self):
        return self.x + self.y


a, b = P(1, 2), P(3, 4)
assert a.total() == 3 and b.total() == 7
assert vars(a) == {"x": 1, "y": 2} and list(a.__dict__) == ["x", "y"]

# the same names in another order keep that order
c = P.__new__(P)
c.y = 10
c.x = 20
assert list(vars(c)) == ["y", "x"] and c.total() == 30

# writes through __dict__ are attributes, and the other way round
d = a.__dict__
d["z"] = 5
assert a.z == 5
a.w = 6
assert d["w"] == 6 and list(d) == ["x", "y", "z", "w"]
del a.z
assert "z" not in d and not hasattr(a, "z")
assert list(vars(a)) == ["x", "y", "w"]

# deletion, then adding the name again: it goes to the end
b.extra = 1
del b.x
assert list(vars(b)) == ["y", "extra"]
b.x = 9
assert list(vars(b)) == ["y", "extra", "x"] and b.total() == 13
try:
    del b.nothing
except AttributeError as e:
    assert "nothing" in str(e)
else:
    raise AssertionError("deleting a missing attribute must fail")

# dynamic names, names that are not identifiers, many names
e = P(0, 0)
for i in range(40):
    setattr(e, "a%d" % i, i)
setattr(e, "not an identifier", "ok")
assert getattr(e, "a39") == 39 and getattr(e, "not an identifier") == "ok"
assert len(vars(e)) == 43 and list(vars(e))[:3] == ["x", "y", "a0"]

# many orders of adding names across instances of one class
class Bag:
    pass


bags = []
for i in range(30):
    g = Bag()
    for j in range(5):
        setattr(g, "n%d" % ((i + j) % 12), j)
    bags.append(g)
for i, g in enumerate(bags):
    assert [getattr(g, "n%d" % ((i + j) % 12)) for j in range(5)] == list(range(5))
    assert list(vars(g)) == ["n%d" % ((i + j) % 12) for j in range(5)]

# an instance attribute shadows a method; a property is not shadowed
class Q:
    def m(self):
        return "method"

    @property
    def p(self):
        return "property"


q = Q()
assert q.m() == "method"
q.m = lambda: "instance"
assert q.m() == "instance"
q.__dict__["p"] = "dict"
assert q.p == "property" and vars(q)["p"] == "dict"
del q.m
assert q.m() == "method"

# __getattr__ runs only for missing names
class G:
    def __init__(self):
        self.here = 1

    def __getattr__(self, name):
        return "missing:" + name


g = G()
assert g.here == 1 and g.there == "missing:there"

# copies and equality of the attributes
h = P([1], {"k": 2})
h2 = copy.copy(h)
h3 = copy.deepcopy(h)
assert vars(h2) == vars(h) and h2.x is h.x
assert vars(h3) == vars(h) and h3.x is not h.x

# __class__ assignment keeps the attributes
class R:
    def total(self):
        return -(self.x + self.y)


k = P(2, 3)
k.__class__ = R
assert k.total() == -5 and vars(k) == {"x": 2, "y": 3}

# the __dict__ taken before more attributes are set stays the live one
m = P(1, 1)
md = m.__dict__
m.later = 2
assert md is m.__dict__ and md["later"] == 2

# dir lists instance names with the class's
assert {"x", "y", "total"} <= set(dir(P(1, 2)))

print("ok")
