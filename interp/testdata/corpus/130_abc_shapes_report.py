"""Task: an area/cost report over shapes defined by an abstract base class."""
import math
from abc import ABC, abstractmethod


class Shape(ABC):
    unit_cost = 2.5

    @abstractmethod
    def area(self) -> float: ...

    @abstractmethod
    def perimeter(self) -> float: ...

    def cost(self):
        return self.area() * self.unit_cost + self.perimeter() * 0.4

    def __str__(self):
        return f"{type(self).__name__}(area={self.area():.2f}, perimeter={self.perimeter():.2f})"


class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h

    def perimeter(self):
        return 2 * (self.w + self.h)


class Square(Rect):
    def __init__(self, side):
        super().__init__(side, side)


class Circle(Shape):
    unit_cost = 3.0

    def __init__(self, r):
        self.r = r

    def area(self):
        return math.pi * self.r ** 2

    def perimeter(self):
        return 2 * math.pi * self.r


class Triangle(Shape):
    def __init__(self, a, b, c):
        if a + b <= c or a + c <= b or b + c <= a:
            raise ValueError(f"invalid triangle sides {a}, {b}, {c}")
        self.sides = (a, b, c)

    def area(self):
        s = sum(self.sides) / 2
        return math.sqrt(s * math.prod(s - x for x in self.sides))


shapes = [Rect(3, 4), Square(2.5), Circle(1), Circle(0.5)]
for s in shapes:
    print(f"{s!s:<45} cost=${s.cost():8.2f}")
print("total area:", round(math.fsum(s.area() for s in shapes), 6))
print("largest:", max(shapes, key=lambda s: s.area()))
try:
    Triangle(3, 4, 5)
except TypeError as e:
    print("TypeError:", e)
try:
    Shape()
except TypeError as e:
    print("TypeError:", e)


class Incomplete(Shape):
    def area(self):
        return 0


try:
    Incomplete()
except TypeError as e:
    print("TypeError:", e)
print(Shape.__abstractmethods__ == frozenset({"area", "perimeter"}), sorted(Incomplete.__abstractmethods__))
print(isinstance(Square(1), Rect), issubclass(Square, Shape), Square.__mro__[1].__name__)
print(math.hypot(3, 4), math.dist((0, 0), (1, 1)), math.isclose(0.1 + 0.2, 0.3), math.degrees(math.pi / 6))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), round(-2.5), round(3.5), round(2.675, 2))
print(math.comb(10, 3), math.perm(5, 2), math.factorial(12), math.gcd(84, 36), math.lcm(4, 6), math.isqrt(99))
print(math.log(8, 2), math.log10(1000), math.log2(1024), math.exp(1) == math.e, math.copysign(3, -0.0))
print(math.inf > 1e308, math.isnan(math.nan), math.nan == math.nan, math.fmod(-7, 3), -7 % 3, math.remainder(7, 4))
