# Agent-style: small classes with __slots__ and arithmetic dunders,
# dataclasses (ordering, equality, hashing), comprehensions over them.
from dataclasses import dataclass, field


class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return Vec(self.x - other.x, self.y - other.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    def __eq__(self, other):
        return isinstance(other, Vec) and self.x == other.x and self.y == other.y

    def __hash__(self):
        return hash((self.x, self.y))

    def __lt__(self, other):
        return (self.x, self.y) < (other.x, other.y)

    def norm1(self):
        return abs(self.x) + abs(self.y)


@dataclass(order=True)
class Item:
    priority: int
    name: str
    weight: float = 1.0
    tags: list = field(default_factory=list)


@dataclass(frozen=True)
class Key:
    kind: str
    n: int


total = Vec(0, 0)
points = [Vec(i % 97, (i * 7) % 89) for i in range(30_000)]
for p in points:
    total = total + p * 2 - Vec(1, 1)
unique = {p for p in points}
ordered = sorted(unique)[:100]
far = [p for p in points if p.norm1() > 150]
assert total == Vec(sum(p.x for p in points) * 2 - 30_000, sum(p.y for p in points) * 2 - 30_000)
assert len(unique) <= 97 * 89 and ordered[0] == Vec(0, 0)

items = [Item(i % 50, "item%d" % i, i * 0.5, ["a"] if i % 3 else []) for i in range(20_000)]
items.sort()
same = sum(1 for a, b in zip(items, items[1:]) if a == b)
keys = {Key("k%d" % (i % 10), i % 100) for i in range(20_000)}
groups = {}
for it in items:
    groups.setdefault(Key("p", it.priority), []).append(it.name)
heavy = [it.name for it in items if it.weight > 9_000 and not it.tags]
assert items[0].priority == 0 and items[-1].priority == 49
assert len(keys) == 100 and len(groups) == 50
assert same == 0 and len(heavy) > 0
