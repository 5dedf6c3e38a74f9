"""Class hierarchies with abstract bases, mixins, multiple inheritance, __getattr__ proxies, and iteration protocols."""
from abc import ABC, abstractmethod


class Shape(ABC):
    registry = []

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Shape.registry.append(cls.__name__)

    @abstractmethod
    def area(self):
        ...

    def describe(self):
        return f"{type(self).__name__} with area {self.area():.2f}"

    def __lt__(self, other):
        return self.area() < other.area()


class JsonMixin:
    def to_dict(self):
        return {"type": type(self).__name__, **{k: v for k, v in vars(self).items() if not k.startswith("_")}}


class ReprMixin:
    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{type(self).__name__}({fields})"


class Rect(ReprMixin, JsonMixin, Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h


class Square(Rect):
    def __init__(self, side):
        super().__init__(side, side)

    def describe(self):
        return "square! " + super().describe()


class Circle(ReprMixin, JsonMixin, Shape):
    def __init__(self, r):
        self.r = r
        self._cache = None

    def area(self):
        return 3.14159 * self.r ** 2


shapes = [Rect(2, 3), Square(2), Circle(1), Rect(1, 10)]
for s in sorted(shapes):
    print(f"{s!r:<28} {s.describe()}")
print(Shape.registry, [c.__name__ for c in Square.__mro__])
print([s.to_dict() for s in shapes[:3]])
try:
    Shape()
except TypeError as e:
    print("TypeError:", e)
print(isinstance(shapes[1], Rect), issubclass(Square, JsonMixin), Square.area is Rect.area)


class A:
    def who(self):
        return ["A"]


class B(A):
    def who(self):
        return ["B"] + super().who()


class C(A):
    def who(self):
        return ["C"] + super().who()


class D(B, C):
    def who(self):
        return ["D"] + super().who()


print(D().who(), [k.__name__ for k in D.__mro__])


class Proxy:
    def __init__(self, target):
        self._target = target
        self.calls = []

    def __getattr__(self, name):
        attr = getattr(self._target, name)
        if callable(attr):
            def wrapped(*a, **k):
                self.calls.append(name)
                return attr(*a, **k)
            return wrapped
        return attr


p = Proxy([3, 1, 2])
p.append(0)
p.sort()
print(p._target, p.calls, p.__class__.__name__)
try:
    p.nonexistent
except AttributeError as e:
    print("AttributeError:", e)


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1


class Deck:
    def __init__(self):
        self.cards = [f"{r}{s}" for s in "SH" for r in "A23"]

    def __len__(self):
        return len(self.cards)

    def __getitem__(self, i):
        return self.cards[i]

    def __contains__(self, c):
        return c in self.cards


print(list(Countdown(4)), sum(Countdown(10)), max(Countdown(3)))
d = Deck()
print(len(d), d[0], d[-1], d[1:3], "2H" in d, list(reversed(d))[:2], [c for c in d if c[0] == "A"])


class Temperature:
    def __init__(self, c):
        self._c = c

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero")
        self._c = v

    @celsius.deleter
    def celsius(self):
        print("deleting")
        del self._c

    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32


t = Temperature(20)
t.celsius = 25
print(t.celsius, t.fahrenheit)
try:
    t.fahrenheit = 100
except AttributeError as e:
    print("AttributeError:", e)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
del t.celsius
print(hasattr(t, "_c"))
