# Class attribute lookups and dunder slots are cached per class; every way
# code can change what a lookup finds must be seen at once: assignment and
# deletion on the class or any base, monkey-patched methods and dunders
# after instances exist, __bases__ and __class__ assignment, metaclasses.


# --- methods replaced after instances exist ---
class A:
    def f(self):
        return "A.f"


class B(A):
    pass


class C(B):
    pass


c = C()
for _ in range(3):
    assert c.f() == "A.f"
A.f = lambda self: "A.f2"
assert c.f() == "A.f2" and C().f() == "A.f2"
B.f = lambda self: "B.f"
assert c.f() == "B.f"
del B.f
assert c.f() == "A.f2"
C.f = lambda self: "C.f"
assert c.f() == "C.f"
del C.f
del A.f
try:
    c.f()
    raise AssertionError("f should be gone")
except AttributeError:
    pass
A.f = lambda self: "back"
assert c.f() == "back"
# attribute reads (not calls) see the same changes
A.g = 1
assert c.g == 1
B.g = 2
assert c.g == 2 and A().g == 1
setattr(A, "g", 3)
del B.g
assert c.g == 3
delattr(A, "g")
assert not hasattr(c, "g")

# instance attributes shadow non-data class attributes, not data descriptors
class P:
    v = "class"


p = P()
assert p.v == "class"
p.v = "inst"
assert p.v == "inst"
P.v = property(lambda self: "prop")
assert p.v == "prop"
del P.v
assert p.v == "inst"


# --- dunders assigned after instances exist, on the class and its bases ---
class N:
    def __init__(self, v):
        self.v = v


class M(N):
    pass


a, b = M(2), M(3)
try:
    a + b
    raise AssertionError("no __add__ yet")
except TypeError:
    pass
N.__add__ = lambda self, other: self.v + other.v
assert a + b == 5
M.__add__ = lambda self, other: self.v * other.v
assert a + b == 6
del M.__add__
assert a + b == 5
N.__eq__ = lambda self, other: self.v == other.v
assert M(1) == M(1) and not (M(1) == M(2))
N.__hash__ = lambda self: self.v
assert hash(M(7)) == 7 and len({M(1), M(1), M(2)}) == 2
N.__lt__ = lambda self, other: self.v < other.v
assert sorted([M(3), M(1), M(2)])[0].v == 1
N.__len__ = lambda self: self.v
assert len(M(4)) == 4
N.__repr__ = lambda self: "N(%d)" % self.v
assert repr(M(5)) == "N(5)" and str(M(5)) == "N(5)"
N.__str__ = lambda self: "s"
assert str(M(5)) == "s"
N.__getitem__ = lambda self, k: k * self.v
assert M(2)[5] == 10
N.__call__ = lambda self, x: x + self.v
assert M(2)(3) == 5
N.__iter__ = lambda self: iter(range(self.v))
assert list(M(3)) == [0, 1, 2]
N.__bool__ = lambda self: False
assert not M(1)
N.__neg__ = lambda self: -self.v
assert -M(3) == -3
N.__init__ = lambda self, v: setattr(self, "v", v * 10)
assert M(2).v == 20
N.__getattr__ = lambda self, name: name.upper()
assert M(1).missing == "MISSING"
del N.__getattr__
assert not hasattr(M(1), "missing")


class Counted:
    pass


Counted.__init__ = lambda self, n=0: setattr(self, "n", n)
assert Counted(4).n == 4
Counted.__new__ = lambda cls, *args: "made"
assert Counted(1) == "made"


# --- __slots__ ---
class S:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


s = S(1, 2)
assert (s.x, s.y) == (1, 2)
try:
    s.z = 3
    raise AssertionError("slotted instance took a new attribute")
except AttributeError:
    pass
assert not hasattr(s, "__dict__")
del s.x
assert not hasattr(s, "x")
try:
    s.x
    raise AssertionError("deleted slot still read")
except AttributeError as e:
    assert "x" in str(e)
try:
    del s.x
    raise AssertionError("deleted twice")
except AttributeError:
    pass
s.x = 5
assert s.x == 5
assert type(S.__dict__["x"]).__name__ == "member_descriptor"
assert S.x.__get__(s, S) == 5
S.x.__set__(s, 6)
assert s.x == 6
try:
    S.x.__get__(object(), object)
    raise AssertionError("member of S applied to object")
except TypeError:
    pass


class S2(S):
    __slots__ = ("z",)

    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z


s2 = S2(1, 2, 3)
assert (s2.x, s2.y, s2.z) == (1, 2, 3)
assert not hasattr(s2, "__dict__")


class S3(S2):
    pass  # no __slots__: instances get a __dict__ again


s3 = S3(1, 2, 3)
s3.w = 4
assert (s3.x, s3.y, s3.z, s3.w) == (1, 2, 3, 4)
assert s3.__dict__ == {"w": 4}


class SD:
    __slots__ = ("a", "__dict__", "__weakref__")


sd = SD()
sd.a = 1
sd.b = 2
assert sd.__dict__ == {"b": 2} and sd.a == 1


class SEmpty:
    __slots__ = ()


class SMix(SEmpty, S):
    __slots__ = ("m",)


sm = SMix(1, 2)
sm.m = 9
assert (sm.x, sm.y, sm.m) == (1, 2, 9)


class SOther:
    __slots__ = ("q",)


try:
    class Bad(S, SOther):
        pass
    raise AssertionError("two slotted bases should conflict")
except TypeError as e:
    assert "lay-out conflict" in str(e)

# a slot shadowed by a class attribute assigned later is no longer reached
S.y = 100
try:
    S(1, 2)
    raise AssertionError("store to a read-only class attribute")
except AttributeError:
    pass


# --- __class__ assignment ---
class K1:
    def who(self):
        return "K1"


class K2:
    def who(self):
        return "K2"


k = K1()
k.data = 1
assert k.who() == "K1"
k.__class__ = K2
assert k.who() == "K2" and type(k) is K2 and isinstance(k, K2) and k.data == 1
try:
    k.__class__ = int
    raise AssertionError("__class__ = int")
except TypeError:
    pass


class KS1:
    __slots__ = ("a",)


class KS2:
    __slots__ = ("a",)


ks = KS1()
ks.a = 1
try:
    ks.__class__ = K1
    raise AssertionError("slotted to dict layout")
except TypeError:
    pass


# --- __bases__ assignment ---
class Left:
    def side(self):
        return "left"


class Right:
    def side(self):
        return "right"


class Child(Left):
    pass


class GrandChild(Child):
    pass


g = GrandChild()
assert g.side() == "left"
assert Left.__subclasses__() == [Child] and Child.__subclasses__() == [GrandChild]
Child.__bases__ = (Right,)
assert g.side() == "right" and Child.__bases__ == (Right,)
assert GrandChild.__mro__ == (GrandChild, Child, Right, object)
assert isinstance(g, Right) and not isinstance(g, Left)
assert Left.__subclasses__() == [] and Right.__subclasses__() == [Child]
Child.__bases__ = (Left,)
assert g.side() == "left"
try:
    Child.__bases__ = (GrandChild,)
    raise AssertionError("a class made its own base")
except TypeError:
    pass
try:
    Child.__bases__ = ()
    raise AssertionError("empty __bases__")
except TypeError:
    pass
try:
    S2.__bases__ = (SOther,)
    raise AssertionError("slots layout changed by __bases__")
except TypeError:
    pass


# --- descriptors and metaclasses ---
class Desc:
    def __get__(self, obj, owner=None):
        return ("get", obj is None)

    def __set__(self, obj, value):
        obj.__dict__["stored"] = value


class HasDesc:
    d = Desc()


h = HasDesc()
assert h.d == ("get", False) and HasDesc.d == ("get", True)
h.d = 5
assert h.stored == 5 and h.d == ("get", False)
Desc.__get__ = lambda self, obj, owner=None: "patched"
assert h.d == "patched"


class Meta(type):
    def hello(cls):
        return "hello " + cls.__name__


class WithMeta(metaclass=Meta):
    pass


assert WithMeta.hello() == "hello WithMeta"
Meta.hello = lambda cls: "patched " + cls.__name__
assert WithMeta.hello() == "patched WithMeta"
Meta.extra = 1
assert WithMeta.extra == 1
WithMeta.extra = 2
assert WithMeta.extra == 2


# --- many instances of a class, then a change ---
class Pt:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y

    def __add__(self, o):
        return Pt(self.x + o.x, self.y + o.y)

    def __eq__(self, o):
        return isinstance(o, Pt) and (self.x, self.y) == (o.x, o.y)

    def __hash__(self):
        return hash((self.x, self.y))


pts = [Pt(i % 7, i % 5) for i in range(200)]
tot = Pt(0, 0)
for q in pts:
    tot = tot + q
assert (tot.x, tot.y) == (sum(i % 7 for i in range(200)), sum(i % 5 for i in range(200)))
assert len(set(pts)) == 35
Pt.__hash__ = lambda self: 0
assert len(set(pts)) == 35
Pt.__eq__ = lambda self, o: True
assert len(set(pts)) == 1
Pt.__add__ = lambda self, o: "added"
assert pts[0] + pts[1] == "added"
