import math


class Vector:
    __slots__ = ("x", "y")

    def __init__(self, x=0.0, y=0.0):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Vector({self.x!r}, {self.y!r})"

    def __str__(self):
        return f"<{self.x:g}, {self.y:g}>"

    def __add__(self, other):
        if not isinstance(other, Vector):
            return NotImplemented
        return Vector(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return Vector(self.x - other.x, self.y - other.y)

    def __mul__(self, k):
        return Vector(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __neg__(self):
        return Vector(-self.x, -self.y)

    def __abs__(self):
        return math.hypot(self.x, self.y)

    def __eq__(self, other):
        return isinstance(other, Vector) and (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __bool__(self):
        return bool(self.x or self.y)

    def __iter__(self):
        yield self.x
        yield self.y

    def __getitem__(self, i):
        return (self.x, self.y)[i]

    @property
    def angle(self):
        return math.degrees(math.atan2(self.y, self.x))

    @classmethod
    def from_polar(cls, r, degrees):
        rad = math.radians(degrees)
        return cls(round(r * math.cos(rad), 10), round(r * math.sin(rad), 10))


a = Vector(3, 4)
b = Vector(1.5, -2)
print(a, b, repr(a + b), a - b, a * 2, 3 * b, -a)
print(abs(a), a.angle, round(b.angle, 4))
print(bool(Vector()), bool(a), list(a), a[1], tuple(b))
print(a == Vector(3, 4), a != b, len({a, Vector(3, 4), b}))
print(Vector.from_polar(2, 90), Vector.from_polar(1, 45))
x, y = a
print(x, y)
try:
    a + 5
except TypeError as e:
    print("TypeError:", e)
try:
    a.z = 1
except AttributeError as e:
    print("AttributeError:", e)
path = [Vector(0, 0), Vector(3, 4), Vector(6, 0), Vector(0, 0)]
length = sum(abs(q - p) for p, q in zip(path, path[1:]))
print("path length:", length)
print(sorted(path[:3], key=abs, reverse=True))
print(sum([Vector(1, 1), Vector(2, 2)], Vector()))
