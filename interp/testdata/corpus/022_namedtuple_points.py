from collections import namedtuple
from typing import NamedTuple

Point = namedtuple("Point", ["x", "y"])
Employee = namedtuple("Employee", "name dept salary active", defaults=[True])

p = Point(3, 4)
print(p, p.x, p[1], p._asdict(), p._replace(x=10), Point._fields, Point._make([7, 8]))
x, y = p
print(x + y, p == (3, 4), len(p), tuple(p), isinstance(p, tuple))

staff = [
    Employee("ann", "eng", 120000),
    Employee("bob", "ops", 85000, False),
    Employee("cat", "eng", 135000),
    Employee("dan", "sales", 70000),
    Employee("eve", "ops", 90000),
]
print(staff[0], Employee._field_defaults)
active = [e for e in staff if e.active]
by_dept = {}
for e in active:
    by_dept.setdefault(e.dept, []).append(e)
for dept, emps in sorted(by_dept.items()):
    avg = sum(e.salary for e in emps) / len(emps)
    print(f"{dept:<6} {len(emps)} {avg:>12,.1f} {[e.name for e in emps]}")
print(max(staff, key=lambda e: e.salary).name, sorted(staff, key=lambda e: (e.dept, -e.salary))[0])


class Stock(NamedTuple):
    symbol: str
    price: float
    shares: int = 100

    @property
    def value(self):
        return self.price * self.shares

    def __str__(self):
        return f"{self.symbol}@{self.price}"


portfolio = [Stock("ACME", 12.5), Stock("GLOBX", 101.25, 10), Stock("INIT", 3.0, 1000)]
for s in portfolio:
    print(s, repr(s), s.value)
print(sum(s.value for s in portfolio), Stock._fields, Stock.__annotations__ if False else "")
try:
    p.x = 5
except AttributeError as e:
    print("AttributeError:", e)
try:
    Point(1)
except TypeError as e:
    print("TypeError:", e)
print(sorted([Point(2, 1), Point(1, 5), Point(1, 2)]))
